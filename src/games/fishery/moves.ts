/** Checking untrusted moves: shape (any input) and legality against a position (F-3, F-4). */
import type { RuleError } from '../../core/errors.js';
import { hasOnlyKeys, isRecord } from '../../core/validate.js';
import { fisheryError } from './types.js';
import { cellName } from './board.js';
import { NET_LEAVES_NO_RIM, NET_LEAVES_NO_SHIP, netVerdict } from './cut.js';
import { EMPTY, netEdge, type Position } from './position.js';
import type { FisheryMove } from './types.js';

const malformed = (message: string): RuleError => fisheryError('malformed-move', message);

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** The move's shape, or a RuleError: exactly the documented fields, integers, a known side. */
export function parseMove(input: unknown): FisheryMove | RuleError {
  if (!isRecord(input)) return malformed('A move must be an object with a "type".');
  switch (input.type) {
    case 'pass':
      if (!hasOnlyKeys(input, ['type'])) return malformed('A pass has no other fields.');
      return { type: 'pass' };
    case 'ship':
      if (!hasOnlyKeys(input, ['type', 'x', 'y'])) return malformed('A ship move has only "x" and "y".');
      if (!isInteger(input.x) || !isInteger(input.y)) return malformed('A ship move needs whole-number "x" and "y".');
      return { type: 'ship', x: input.x, y: input.y };
    case 'net':
      if (!hasOnlyKeys(input, ['type', 'x', 'y', 'side'])) return malformed('A net move has only "x", "y" and "side".');
      if (!isInteger(input.x) || !isInteger(input.y)) return malformed('A net move needs whole-number "x" and "y".');
      if (input.side !== 'e' && input.side !== 's') return malformed('A net\'s "side" must be "e" (east) or "s" (south).');
      return { type: 'net', x: input.x, y: input.y, side: input.side };
    default:
      return malformed('A move\'s "type" must be "ship", "net" or "pass".');
  }
}

/**
 * Why `move` (well-formed) is illegal for the player to move in `position`, or null when it is legal.
 * The game is not over here (the caller checks that first).
 */
export function moveError(position: Position, move: FisheryMove): RuleError | null {
  const { columns, rows } = position.geometry;
  const mover = position.turn;
  if (move.type === 'pass') {
    // F-3.2 / F-9 #9
    return position.phase === 'ships' ? fisheryError('pass-not-allowed', 'Passing is not allowed while ships are being placed.') : null;
  }
  const { x, y } = move;
  if (x < 0 || y < 0 || x >= columns || y >= rows) {
    return fisheryError('cell-out-of-range', `There is no cell at column ${x}, row ${y} on a ${columns}×${rows} board.`);
  }
  const name = cellName(x, y);
  if (move.type === 'ship') {
    if (position.phase !== 'ships') return fisheryError('wrong-phase', 'All ships are placed; now lay a net or pass.');
    if (position.ships[y * columns + x] !== EMPTY) return fisheryError('cell-occupied', `${name} already holds a ship.`); // F-1.2.3
    return null;
  }
  if (position.phase !== 'nets') return fisheryError('wrong-phase', 'Nets are laid only after all ships are placed.');
  // F-9 #10: the rim is pre-printed; only internal edges take nets.
  if ((move.side === 'e' && x === columns - 1) || (move.side === 's' && y === rows - 1)) {
    return fisheryError('rim-edge', `The ${move.side === 'e' ? 'east' : 'south'} side of ${name} is the blue rim, which already has a net.`);
  }
  if (position.netsLeft[mover] === 0) return fisheryError('no-nets-left', 'You have no nets left and must pass.'); // F-4.1.2
  const edge = netEdge(position.geometry, x, y, move.side);
  if (position.nets[edge] !== EMPTY) return fisheryError('edge-taken', 'That edge already has a net.'); // F-1.2.3
  const verdict = netVerdict(position, edge);
  if (verdict === NET_LEAVES_NO_SHIP) {
    return fisheryError('net-leaves-region-without-ship', 'That net would close off a fishery with no ship in it (F-4.2).');
  }
  if (verdict === NET_LEAVES_NO_RIM) {
    return fisheryError('net-closes-region-off-rim', 'That net would close off a fishery that does not touch the blue rim (F-4.3).');
  }
  return null;
}
