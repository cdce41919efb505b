// Words for what is on the Fishery board: screen-reader labels for cells, net spaces and fisheries.
import { COLOUR_NAMES, cellName, edgeId, edgeName, type FisheryState, type Region } from '../../src/games/fishery/index.js';
import type { BoardTarget } from './cursor.js';

/** "C4" or "C4–D4". */
export function targetName(state: FisheryState, target: BoardTarget): string {
  if (target.kind === 'cell') return cellName(target.x, target.y);
  const edge = edgeId(state, target.x, target.y, target.side);
  return edge === null ? `rim of ${cellName(target.x, target.y)}` : edgeName(state, edge);
}

/** "a fishery of 12 held by White", "a fishery of 20 held by nobody (2–2)". */
export function describeRegion(region: Region): string {
  const holder = region.owner === null ? `nobody (${region.ships[0]}–${region.ships[1]})` : COLOUR_NAMES[region.owner];
  return `a fishery of ${region.cells.length} held by ${holder}`;
}

/** What is at a target and whether it can be played, e.g. "C4–D4: empty net space; you can lay a net here". */
export function describeTarget(
  state: FisheryState,
  target: BoardTarget,
  legal: boolean,
  region: Region | undefined,
  regionCount: number,
): string {
  const name = targetName(state, target);
  if (target.kind === 'cell') {
    const ship = state.ships[target.y * state.columns + target.x];
    const what = ship === null || ship === undefined ? 'empty' : `${COLOUR_NAMES[ship]} ship`;
    const where = region && regionCount > 1 ? `, in ${describeRegion(region)}` : '';
    const can = legal ? '; you can place a ship here' : '';
    return `${name}: ${what}${where}${can}`;
  }
  const edge = edgeId(state, target.x, target.y, target.side);
  const holder = edge === null ? null : state.nets[edge];
  if (holder !== null && holder !== undefined) return `${name}: ${COLOUR_NAMES[holder]} net`;
  return legal ? `${name}: empty net space; you can lay a net here` : `${name}: empty net space`;
}
