// If Wishes Were Fishes! in a room (network play by invite link, 2–5 seats): the same board as the local
// table, fed the room's state, this browser's seat, who sits where, and the effects of the last player
// move read from the room's accepted log, so sales, closings and buyer moves animate here too. The
// seats' fair-play steps (joins, beacon values, the audit) are made by their agents and left out of
// the room's move log; the board's panel tells the last move, and the final scoring once it is over.
import { html } from 'lit';
import type { SeatInfo } from '../../src/table/network-table.js';
import { wishes, type WishesEvent, type WishesState } from '../../src/games/wishes/index.js';
import type { RoomBoard, RoomBoardContext } from '../room/boards.js';
import './board.js';
import './setting-up.js';
import type { WishesIntentDetail } from './board.js';
import { isPlayerMove, lastMoveEvents } from './chronicle.js';
import { WISHES_SEAT_LOOKS } from './looks.js';

/** Who plays each seat, under its colour on the board: "Ada (you)", "Deckhand bot", "open seat". */
export function seatRoles(seats: readonly SeatInfo[], mySeat: number | null): string[] {
  return seats.map((s) => (s.name === null ? 'open seat' : `${s.name}${s.seat === mySeat ? ' (you)' : ''}`));
}

// The events and roles are kept while unchanged, so a re-render for presence or connection does not
// replay the last move's animations (the board animates whenever `events` is a new value).
let eventsOf: { last: unknown; length: number; events: readonly WishesEvent[] } = { last: null, length: -1, events: [] };
let rolesOf: { key: string; roles: string[] } = { key: '', roles: [] };

function events(context: RoomBoardContext): readonly WishesEvent[] {
  const { accepted } = context;
  const last = accepted[accepted.length - 1] ?? null;
  if (last !== eventsOf.last || accepted.length !== eventsOf.length) eventsOf = { last, length: accepted.length, events: lastMoveEvents(accepted) };
  return eventsOf.events;
}

function roles(context: RoomBoardContext): string[] {
  const fresh = seatRoles(context.seats, context.seat);
  const key = fresh.join('\n');
  if (key !== rolesOf.key) rolesOf = { key, roles: fresh };
  return rolesOf.roles;
}

export const wishesRoomBoard: RoomBoard = {
  game: wishes,
  looks: WISHES_SEAT_LOOKS,
  render(view, legal, onIntent, context) {
    const state = view as WishesState;
    if (state.phase === 'setup') return html`<shoal-wishes-setting-up .state=${state} .roles=${roles(context)}></shoal-wishes-setting-up>`;
    return html`<shoal-wishes-board
      .state=${state}
      .seat=${context.seat}
      .legal=${legal}
      .events=${events(context)}
      .roles=${roles(context)}
      ?interactive=${legal.length > 0}
      @wishes-intent=${(event: CustomEvent<WishesIntentDetail>) => {
        event.stopPropagation();
        onIntent(event.detail.action);
      }}
    ></shoal-wishes-board>`;
  },
  // Joins, beacon values and the audit are the agents' (W-12); the log tells the players' moves.
  logged: isPlayerMove,
};
