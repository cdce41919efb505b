/** Fishery's move log lines and seat names. */
import type { Seat } from '../../core/index.js';
import { cellName, edgeId, edgeName } from './board.js';
import { COLOUR_NAMES, type FisheryMove, type FisheryState } from './types.js';

/** A log line, e.g. "Black places a ship on C4", "White nets the edge C4–D4", "Black passes". */
export function describeFisheryMove(state: FisheryState, seat: Seat, move: FisheryMove): string {
  const who = COLOUR_NAMES[seat === 1 ? 1 : 0];
  if (move.type === 'pass') return `${who} passes`;
  if (move.type === 'ship') return `${who} places a ship on ${cellName(move.x, move.y)}`;
  const edge = edgeId(state, move.x, move.y, move.side);
  return edge === null ? `${who} nets the rim at ${cellName(move.x, move.y)}` : `${who} nets the edge ${edgeName(state, edge)}`;
}

/** Seat 0 is Black, seat 1 White. */
export function fisherySeatName(_state: FisheryState, seat: Seat): string {
  return COLOUR_NAMES[seat === 1 ? 1 : 0];
}
