/** One readable line per move for the move log (describeMove), and the seats' names. */
import { isRecord } from '../../core/index.js';
import type { Seat } from '../../core/index.js';
import { SEAT_COLOURS, SPECIES_NAMES } from './data.js';
import { parseAction } from './moves.js';
import type { WishMove, WishesState } from './types.js';

/** W-3.1 a seat's colour, e.g. "Red". */
export function seatName(_state: WishesState, seat: Seat): string {
  return SEAT_COLOURS[seat] ?? `Seat ${seat + 1}`;
}

function cardName(state: WishesState, card: number): string {
  const face = state.options.deck[card];
  return face ? `${SPECIES_NAMES[face.species]} (${face.wish})` : `card ${card}`;
}

/** The log line for `seat`'s `move`, made in `state` (before the move). */
export function describeMove(state: WishesState, seat: Seat, move: unknown): string {
  const who = seatName(state, seat);
  if (isRecord(move) && move.type === 'join') return `${who} takes a seat and publishes its beacon anchor.`;
  if (isRecord(move) && move.type === 'beacon') return `${who} publishes its share of random draw ${String(move.draw)}.`;
  const action = parseAction(move);
  if ('kind' in action) return `${who} makes an invalid move (${action.message})`;
  const inSlot = (slot: number): string => {
    const card = state.ocean[slot - 1]?.card;
    return card === undefined ? `slot ${slot}` : `the ${cardName(state, card)} from slot ${slot}`;
  };
  switch (action.type) {
    case 'first':
      return `${who} chooses ${seatName(state, action.seat)} to go first.`;
    case 'pass':
      return `${who} can do nothing and passes.`;
    case 'keep':
      return `${who} catches ${inSlot(action.slot)} and keeps it in a boat.`;
    case 'sell': {
      const card = state.seats[seat]?.boats[action.boat];
      return card === null || card === undefined
        ? `${who} sells from boat ${action.boat}.`
        : `${who} sells the ${SPECIES_NAMES[state.options.deck[card]!.species]} in boat ${action.boat}.`;
    }
    case 'wish': {
      const choices = wishChoiceText(state, seat, action);
      return `${who} releases ${inSlot(action.slot)} for its wish${choices ? `: ${choices}` : ''}.`;
    }
  }
}

function wishChoiceText(state: WishesState, seat: Seat, move: WishMove): string {
  const parts: string[] = [];
  if (move.buyer !== undefined || move.steps !== undefined) {
    parts.push(`move buyer ${move.buyer ?? ''} ${move.steps ?? '?'} market${move.steps === 1 ? '' : 's'} clockwise`.replace('  ', ' '));
  }
  if (move.scatter?.length) parts.push(`scatter ${move.scatter.map((s) => `${s.buyer} to ${SPECIES_NAMES[s.to]}`).join(', ')}`);
  if (move.rot) {
    parts.push(
      move.rot.from === 'dump'
        ? `return a ${seatName(state, move.rot.seat)} token from the dump`
        : `rot a ${seatName(state, move.rot.seat)} token from the ${SPECIES_NAMES[move.rot.from]} market`,
    );
  }
  if (move.species !== undefined) {
    parts.push(`sell all ${SPECIES_NAMES[move.species]}${move.as ? ` at the ${SPECIES_NAMES[move.as]} market` : ''}`);
  }
  if (move.boat !== undefined) {
    const card = state.seats[seat]?.boats[move.boat];
    parts.push(card === null || card === undefined ? `sell boat ${move.boat}` : `sell the ${SPECIES_NAMES[state.options.deck[card]!.species]} in boat ${move.boat}`);
  }
  return parts.join(', then ');
}
