/** Log lines (GF-8: everything here is public, so no face appears before it is opened). */
import type { Seat } from '../../core/index.js';
import { PIER_COUNT, PIER_PLACES, TILE_NAMES } from './data.js';
import { distanceOf, fieldName } from './lake.js';
import { activePier, anglerOf } from './roles.js';
import type { GoneFishingMove, GoneFishingState } from './types.js';

/** "Player 1", "Player 2". */
export function seatLabel(seat: Seat): string {
  return `Player ${seat + 1}`;
}

/** A seat as the badges name it today: "Angler" or "Fish player" (GF-3), "Player 1" before roles are drawn. */
export function seatRoleName(state: GoneFishingState, seat: Seat): string {
  const angler = anglerOf(state);
  if (angler === null) return seatLabel(seat);
  return angler === seat ? 'Angler' : 'Fish player';
}

/** The name each seat goes by in the log: "Player 1" by default, "You" and "Fisher bot" at a table. */
export type SeatNamer = (seat: Seat) => string;

/** Steps of the fair-play protocol (seating, shared draws, the audit): no player chose them, so a log for players leaves them out. */
export function isProtocolStep(move: GoneFishingMove): boolean {
  return move.type === 'join' || move.type === 'beacon' || move.type === 'audit';
}

const pierName = (pier: number): string => `P${pier} (${PIER_PLACES[pier]})`;

/**
 * One line for the move log in the game's own words; `state` is the state the move was made in.
 * `nameOf` names the seats as the players see them ("You" takes the verb without an s).
 */
export function describeGoneFishingMove(state: GoneFishingState, seat: Seat, move: GoneFishingMove, nameOf: SeatNamer = seatLabel): string {
  const name = nameOf(seat);
  const you = name === 'You';
  /** "Player 1 casts", "You cast". */
  const does = (verb: string, plain: string): string => (you ? plain : verb);
  const object = (other: Seat): string => (nameOf(other) === 'You' ? 'you' : nameOf(other));
  const angler = anglerOf(state);
  const role = angler === seat ? `${name} (Angler)` : angler === null ? name : `${name} (Fish)`;
  const toAngler = angler === null ? 'the Angler' : object(angler);
  switch (move.type) {
    case 'join':
      return `${name} ${does('sits', 'sit')} down`;
    case 'beacon':
      return `${name} ${does('draws', 'draw')} lots for the first Angler`;
    case 'first-angler':
      return move.seat === seat
        ? `${name} ${does('chooses', 'choose')} to be the Angler on day 1`
        : `${name} ${does('chooses', 'choose')} ${object(move.seat)} as the Angler on day 1`;
    case 'lake':
      return `${role} ${does('hides', 'hide')} 16 tiles face down in the lake for day ${state.day}`;
    case 'figures':
      return `${role} ${does('starts', 'start')} red at ${pierName(move.red)} and yellow at ${pierName(move.yellow)}`;
    case 'move-figure': {
      const figure = state.figures[move.figure];
      if (figure && figure.travelled + move.steps >= PIER_COUNT) return `${role} ${does('takes', 'take')} the ${move.figure} figure home`;
      const pier = figure ? (figure.start + figure.travelled + move.steps) % PIER_COUNT : 0;
      return `${role} ${does('moves', 'move')} ${move.figure} ${move.steps} pier${move.steps === 1 ? '' : 's'} to ${pierName(pier)}`;
    }
    case 'show':
      return `${role} ${does('shows', 'show')} ${toAngler} the tile on ${fieldName(move.field)}`;
    case 'murky':
      return `${role} ${does('plays', 'play')} MURKY: nothing is shown`;
    case 'catch': {
      const pier = activePier(state);
      return `${role} ${does('casts', 'cast')} at ${fieldName(move.field)} with line card ${pier === null ? '?' : distanceOf(pier, move.field)}`;
    }
    case 'peek':
      return `${role} ${does('plays', 'play')} PEEK on ${fieldName(move.field)}`;
    case 'calm':
      return `${role} ${does('plays', 'play')} CALM: the lake stays still this round`;
    case 'pass':
      return `${role} ${does('catches', 'catch')} nothing this round`;
    case 'open':
      return `The caught tile is ${TILE_NAMES[move.face]}`;
    case 'peek-reveal':
      return `${role} ${does('shows', 'show')} ${toAngler} the peeked tile`;
    case 'slide':
      return `${role} ${does('slides', 'slide')} the tile on ${fieldName(move.from)} to ${fieldName(move.to)}`;
    case 'school':
      return `${role} ${does('plays', 'play')} SCHOOL: up to ${state.options.schoolMoves} moves this step`;
    case 'swap':
      return `${role} ${does('plays', 'play')} SWAP on ${fieldName(move.a)} and ${fieldName(move.b)}`;
    case 'done':
      return `${role} ${does('leaves', 'leave')} the lake as it is`;
    case 'open-lake':
      return `${role} ${does('turns', 'turn')} the day-${state.day} lake face up`;
    case 'audit':
      return `${name} ${does('checks', 'check')} the whole game`;
    case 'protest':
      return `${role} ${does('protests', 'protest')} the tile shown in round ${state.sealed[move.sealed]?.round ?? '?'}`;
  }
}
