/** One plain-English line per move for the move log, and the seats' names. Never names a hidden card. */
import { isRecord } from '../../core/index.js';
import type { Seat } from '../../core/index.js';
import { BOAT_NAMES, LICENCE_NAMES, SEAT_NAMES, boatType } from './data.js';
import type { FleetState } from './types.js';

/** A seat's name by colour, e.g. "Red". */
export function seatName(_state: FleetState, seat: Seat): string {
  return SEAT_NAMES[seat] ?? `Seat ${seat + 1}`;
}

function cardsText(cards: readonly unknown[]): string {
  return cards.map((c) => (isRecord(c) && typeof c.card === 'number' && c.card >= 0 && c.card < 96 ? BOAT_NAMES[boatType(c.card)] : 'a card')).join(', ');
}

function paymentText(payment: unknown): string {
  if (!isRecord(payment)) return 'nothing';
  const parts: string[] = [];
  if (Array.isArray(payment.cards) && payment.cards.length > 0) parts.push(cardsText(payment.cards));
  if (typeof payment.crates === 'number' && payment.crates > 0) parts.push(`${payment.crates} processed crate${payment.crates === 1 ? '' : 's'}`);
  if (typeof payment.goneFishin === 'number' && payment.goneFishin > 0) parts.push(`${payment.goneFishin} Gone Fishin'`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

/** The log line of `move` by `seat` in `state` (the state before it). */
export function describeMove(state: FleetState, seat: Seat, move: unknown): string {
  const who = seatName(state, seat);
  if (!isRecord(move)) return `${who} made an unreadable move`;
  switch (move.type) {
    case 'open': {
      const kind = typeof move.licence === 'number' ? state.display[move.licence] : undefined;
      return `${who} opens the auction for ${kind ? LICENCE_NAMES[kind] : 'a licence'} at $${String(move.bid)}`;
    }
    case 'raise':
      return `${who} raises to $${String(move.bid)}`;
    case 'pass':
      return `${who} passes`;
    case 'decline':
      return `${who} declines to open an auction`;
    case 'pay':
      return `${who} pays with ${paymentText(move.payment)}`;
    case 'launch':
      return `${who} launches a ${cardsText([move.boat])} boat, paying with ${paymentText(move.payment)}`;
    case 'hire':
      return `${who} hires a captain (face down) for boat ${typeof move.boat === 'number' ? move.boat + 1 : '?'}`;
    case 'done':
      return state.phase === 'processing' ? `${who} processes nothing` : state.phase === 'hire' ? `${who} is done hiring` : `${who} is done launching`;
    case 'process': {
      const n = Array.isArray(move.boats) ? move.boats.length : 0;
      return `${who} processes ${n} crate${n === 1 ? '' : 's'}${move.trade ? ' and trades one for cards' : ''}`;
    }
    case 'discard':
      return `${who} discards ${cardsText([move.card])}`;
    case 'join':
      return `${who} takes a seat`;
    case 'beacon':
      return `${who} adds to the shared randomness`;
    case 'deck-join':
      return `${who} publishes a boat-deck key`;
    case 'deck-pass':
      return `${who} shuffles the boat deck (proven)`;
    case 'deck-shares':
      return `${who} helps deal cards (proven shares)`;
    case 'audit':
      return `${who} publishes the end audit`;
    default:
      return `${who} makes a move the rules do not know`;
  }
}
