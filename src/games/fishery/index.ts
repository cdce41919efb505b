/** Fishery: the public face of the game folder. */
export * from './types.js';
export {
  COLUMNS,
  ROWS,
  cellIndex,
  cellName,
  cellXY,
  edgeAt,
  edgeCells,
  edgeCount,
  edgeId,
  edgeName,
  internalEdges,
  isBorderCell,
  onBoard,
  type BoardSize,
  type Edge,
} from './board.js';
export { regions, scores } from './regions.js';
export { fishery } from './game.js';
export { setupFishery, applyFishery, fisheryOutcome } from './rules.js';
export { legalFisheryMoves } from './legal.js';
export { describeFisheryMove } from './describe.js';
export { DEFAULT_OPTIONS, resolveOptions } from './options.js';
