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

const pierName = (pier: number): string => `P${pier} (${PIER_PLACES[pier]})`;

/** One line for the move log; `state` is the state the move was made in. */
export function describeGoneFishingMove(state: GoneFishingState, seat: Seat, move: GoneFishingMove): string {
  const who = seatLabel(seat);
  const role = anglerOf(state) === seat ? `${who} (Angler)` : anglerOf(state) === null ? who : `${who} (Fish)`;
  switch (move.type) {
    case 'join':
      return `${who} takes a seat`;
    case 'beacon':
      return `${who} adds to the draw for the first Angler`;
    case 'first-angler':
      return `${who} names ${seatLabel(move.seat)} the first Angler`;
    case 'lake':
      return `${role} lays the lake for day ${state.day}: 16 tiles face down, each sealed by a commitment`;
    case 'figures':
      return `${role} starts red at ${pierName(move.red)} and yellow at ${pierName(move.yellow)}`;
    case 'move-figure': {
      const figure = state.figures[move.figure];
      if (figure && figure.travelled + move.steps >= PIER_COUNT) return `${role} takes the ${move.figure} figure home`;
      const pier = figure ? (figure.start + figure.travelled + move.steps) % PIER_COUNT : 0;
      return `${role} moves ${move.figure} ${move.steps} pier${move.steps === 1 ? '' : 's'} to ${pierName(pier)}`;
    }
    case 'show':
      return `${role} shows the Angler the tile on ${fieldName(move.field)}`;
    case 'murky':
      return `${role} plays MURKY: nothing is shown`;
    case 'catch': {
      const pier = activePier(state);
      return `${role} casts at ${fieldName(move.field)} with a line card ${pier === null ? '?' : distanceOf(pier, move.field)}`;
    }
    case 'peek':
      return `${role} plays PEEK on ${fieldName(move.field)}`;
    case 'calm':
      return `${role} plays CALM: the lake stays still this round`;
    case 'pass':
      return `${role} catches nothing this round`;
    case 'open':
      return `The caught tile is ${TILE_NAMES[move.face]}`;
    case 'peek-reveal':
      return `${role} shows the peeked tile to the Angler`;
    case 'slide':
      return `${role} slides the tile on ${fieldName(move.from)} to ${fieldName(move.to)}`;
    case 'school':
      return `${role} plays SCHOOL: up to ${state.options.schoolMoves} moves this step`;
    case 'swap':
      return `${role} plays SWAP on ${fieldName(move.a)} and ${fieldName(move.b)}`;
    case 'done':
      return `${role} leaves the lake as it is`;
    case 'open-lake':
      return `${role} opens the lake for the day-${state.day} audit`;
    case 'audit':
      return `${who} publishes the closing audit`;
    case 'protest':
      return `${role} protests the tile sealed in round ${state.sealed[move.sealed]?.round ?? '?'}`;
  }
}
