// Fishery positions built with the engine itself, for board and table tests.
import { isRuleError } from '../../../src/core/index.js';
import { fishery, type FisheryMove, type FisheryState } from '../../../src/games/fishery/index.js';

/** The state after playing `moves` from the start, seats alternating from Black (F-2.4). */
export function positionAfter(moves: readonly FisheryMove[]): FisheryState {
  let state = fishery.setup({ players: 2 });
  moves.forEach((move, index) => {
    const next = fishery.apply(state, index % 2, move);
    if (isRuleError(next)) throw new Error(`move ${index} ${JSON.stringify(move)}: ${next.message}`);
    state = next;
  });
  return state;
}

/** Twelve ships (F-3): Black on the left half, White on the right, plus two in the middle. */
export const TWELVE_SHIPS: readonly FisheryMove[] = [
  [1, 1], [6, 1], [2, 4], [4, 3], [7, 5], [7, 3], [3, 1], [4, 5], [5, 5], [8, 0], [1, 5], [0, 3],
].map(([x, y]) => ({ type: 'ship', x: x!, y: y! }));

/** After the ships: nets that close the top-left 5 × 3 (Black 2–0) and the top-right 4 × 3 (White 2–0). */
export const CLOSING_NETS: readonly FisheryMove[] = [
  [4, 0, 'e'], [5, 2, 's'], [4, 1, 'e'], [6, 2, 's'], [4, 2, 'e'], [7, 2, 's'], [8, 2, 's'],
  [0, 2, 's'], [1, 2, 's'], [2, 2, 's'], [3, 2, 's'], [4, 2, 's'],
].map(([x, y, side]) => ({ type: 'net', x: x as number, y: y as number, side: side as 'e' | 's' }));
