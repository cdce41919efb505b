/** Fishery's legal moves (F-4.1). */
import type { Seat } from '../../core/index.js';
import { edgeId } from './board.js';
import { NET_LEGAL, netVerdict } from './cut.js';
import { EMPTY, positionFromState } from './position.js';
import type { FisheryMove, FisheryState } from './types.js';

/** Every legal move of `seat` now: empty cells in phase 1; pass and every legal net in phase 2 (F-4.1). */
export function legalFisheryMoves(state: FisheryState, seat: Seat): FisheryMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  const { columns, rows } = state;
  const moves: FisheryMove[] = [];
  if (state.phase === 'ships') {
    state.ships.forEach((ship, cell) => {
      if (ship === null) moves.push({ type: 'ship', x: cell % columns, y: Math.floor(cell / columns) });
    });
    return moves;
  }
  moves.push({ type: 'pass' });
  if (state.netsLeft[state.turn] === 0) return moves; // F-4.1.2
  const position = positionFromState(state);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      for (const side of ['e', 's'] as const) {
        const edge = edgeId(state, x, y, side);
        if (edge === null || position.nets[edge] !== EMPTY) continue;
        if (netVerdict(position, edge) === NET_LEGAL) moves.push({ type: 'net', x, y, side });
      }
    }
  }
  return moves;
}
