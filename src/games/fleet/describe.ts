/**
 * One plain-English line per move for the move log, and the seats' names. Each line is told against the
 * state the move was played in, in the game's terms (which licence, which boat, what was paid); it never
 * names a hidden card: a captain is told as face down, a card drawn by its count alone.
 */
import { isRecord } from '../../core/index.js';
import type { Seat } from '../../core/index.js';
import { BOAT_CARDS, BOAT_NAMES, BOATS_FL_T2, GONE_FISHIN, LICENCE_NAMES, SEAT_NAMES, boatType } from './data.js';
import { amountDue } from './round.js';
import type { FleetState, LicenceKind } from './types.js';

/** Names a seat in a sentence ("Red", or in a room "Ada (Red)"). */
export type SeatNamer = (seat: Seat) => string;

/** A seat's name by colour, e.g. "Red". */
export function seatName(_state: FleetState, seat: Seat): string {
  return SEAT_NAMES[seat] ?? `Seat ${seat + 1}`;
}

/** "the Cod licence", "the King Crab (Captains) licence", "the Fishermen's Pub". */
export function licenceWords(kind: LicenceKind): string {
  return kind === 'pub' ? `the ${LICENCE_NAMES.pub}` : `the ${LICENCE_NAMES[kind].replace('(Licenses)', '(Licences)')} licence`;
}

const isCard = (card: unknown): card is number => typeof card === 'number' && Number.isInteger(card) && card >= 0 && card < BOAT_CARDS;

/** The boat type of an opened card ({card} in a move), or null. */
function openedType(reveal: unknown): string | null {
  return isRecord(reveal) && isCard(reveal.card) ? BOAT_NAMES[boatType(reveal.card)] : null;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "a Tuna card", "2 Lobster cards", "Shrimp, Cod and Tuna cards and 1 processed crate", or "nothing". */
function paymentText(payment: unknown): string {
  if (!isRecord(payment)) return 'nothing';
  const parts: string[] = [];
  const cards = Array.isArray(payment.cards) ? payment.cards : [];
  if (cards.length === 1) parts.push(`a ${openedType(cards[0]) ?? 'boat'} card`);
  else if (cards.length > 1) {
    const counts = new Map<string, number>();
    for (const card of cards) counts.set(openedType(card) ?? 'boat', (counts.get(openedType(card) ?? 'boat') ?? 0) + 1);
    parts.push(`${listed([...counts].map(([name, n]) => (n > 1 ? `${n} ${name}` : name)))} cards`);
  }
  if (typeof payment.crates === 'number' && payment.crates > 0) parts.push(plural(payment.crates, 'processed crate'));
  if (typeof payment.goneFishin === 'number' && payment.goneFishin > 0) parts.push(plural(payment.goneFishin, "Gone Fishin' card"));
  return parts.length > 0 ? listed(parts) : 'nothing';
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** "$3 with a Tuna card" or "nothing ($0 due)"; with a Shrimp discount, the price it came off. */
function paidText(due: number | null, payment: unknown, price: number | null = null): string {
  const what = paymentText(payment);
  const discount = due !== null && price !== null && price > due ? ` (the $${price} less $${price - due} Shrimp discount)` : '';
  if (due === 0 && what === 'nothing') return `nothing ($0 due${discount ? `: ${discount.slice(2, -1)}` : ''})`;
  const total = paidTotal(payment);
  const over = due !== null && total > due ? ` ($${total}: no change is given)` : '';
  return due === null ? what : `$${due}${discount} with ${what}${over}`;
}

/** What a payment is worth in dollars. */
function paidTotal(payment: unknown): number {
  if (!isRecord(payment)) return 0;
  const cards = Array.isArray(payment.cards) ? payment.cards : [];
  const cash = cards.reduce<number>((n, c) => n + (isRecord(c) && isCard(c.card) ? BOATS_FL_T2[boatType(c.card)].cash : 0), 0);
  const crates = typeof payment.crates === 'number' ? payment.crates : 0;
  const goneFishin = typeof payment.goneFishin === 'number' ? payment.goneFishin * GONE_FISHIN.cash : 0;
  return cash + crates + goneFishin;
}

/** The licence on auction before `state`'s move, or null. */
function onAuction(state: FleetState): LicenceKind | null {
  const slot = state.auction?.licence;
  return typeof slot === 'number' ? (state.display[slot] ?? null) : null;
}

/**
 * The log line of `move` by `seat` in `state` (the state before it). `nameOf` names the seats (by colour
 * unless given).
 */
export function describeMove(state: FleetState, seat: Seat, move: unknown, nameOf: SeatNamer = (s) => seatName(state, s)): string {
  const who = nameOf(seat);
  if (!isRecord(move)) return `${who} made an unreadable move`;
  const fleet = state.fleets[seat];
  switch (move.type) {
    case 'open': {
      const kind = typeof move.licence === 'number' ? state.display[move.licence] : undefined;
      return `${who} opens the auction for ${kind ? licenceWords(kind) : 'a licence'} at $${String(move.bid)}`;
    }
    case 'raise': {
      const kind = onAuction(state);
      return `${who} raises the bid${kind ? ` for ${licenceWords(kind)}` : ''} to $${String(move.bid)}`;
    }
    case 'pass': {
      const kind = onAuction(state);
      return `${who} passes${kind ? ` on ${licenceWords(kind)}` : ''}`;
    }
    case 'decline':
      return `${who} declines to open an auction and buys no licence this round`;
    case 'pay': {
      const kind = onAuction(state);
      const bid = state.auction?.bid;
      const due = fleet && typeof bid === 'number' ? amountDue(fleet, bid) : null;
      return `${who} pays for ${kind ? licenceWords(kind) : 'the licence'}: ${paidText(due, move.payment, typeof bid === 'number' ? bid : null)}`;
    }
    case 'launch': {
      const card = isRecord(move.boat) && isCard(move.boat.card) ? move.boat.card : null;
      const cost = card === null ? null : BOATS_FL_T2[boatType(card)].launchCost;
      const due = fleet && cost !== null ? amountDue(fleet, cost) : null;
      return `${who} launches a ${card === null ? 'new' : BOAT_NAMES[boatType(card)]} boat, paying ${paidText(due, move.payment, cost)}`;
    }
    case 'hire': {
      const boat = fleet && typeof move.boat === 'number' ? fleet.boats[move.boat] : undefined;
      return `${who} hires a captain (face down) for ${boat ? `their ${BOAT_NAMES[boatType(boat.card)]} boat` : 'a boat'}`;
    }
    case 'done':
      if (state.phase === 'processing') return `${who} neither processes nor trades`;
      if (state.phase === 'hire') return state.hired > 0 ? `${who} hires no more captains` : `${who} hires no captain this round`;
      if (state.phase === 'launch') return state.launched > 0 ? `${who} launches no more boats` : `${who} launches no boat this round`;
      return `${who} ends their turn`;
    case 'process': {
      const n = Array.isArray(move.boats) ? move.boats.length : 0;
      const processed = n > 0 ? `processes ${plural(n, 'crate')}` : 'processes nothing';
      return `${who} ${processed}${move.trade ? ' and trades a processed crate for cards' : ''}`;
    }
    case 'discard': {
      const type = openedType(move.card);
      return `${who} discards a ${type ?? 'boat'} card`;
    }
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
