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
export { fishery, setupFishery, applyFishery, legalFisheryMoves, fisheryOutcome, describeFisheryMove } from './game.js';
export { DEFAULT_OPTIONS, resolveOptions } from './options.js';
