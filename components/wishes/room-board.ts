// If Wishes Were Fishes! in a room (network play by invite link, 2–5 seats): the same board as the local
// table, fed the room's state, this browser's seat and who sits where. The state's events (the last
// player move's, refill included) animate sales, closings and buyer moves; they are a new value only
// when a move made them, so a re-render for presence or connection replays nothing. The
// seats' fair-play steps (joins, beacon values, the audit) are made by their agents and left out of
// the room's move log; the board's panel tells the last move, and the final scoring once it is over.
import { html } from 'lit';
import type { SeatInfo } from '../../src/table/network-table.js';
import { wishes, type WishesState } from '../../src/games/wishes/index.js';
import type { RoomBoard } from '../room/boards.js';
import './board.js';
import './setting-up.js';
import type { WishesIntentDetail } from './board.js';
import { isPlayerMove } from './chronicle.js';
import { WISHES_SEAT_LOOKS } from './looks.js';

/** Who plays each seat, under its colour on the board: "Ada (you)", "Deckhand bot", "open seat". */
export function seatRoles(seats: readonly SeatInfo[], mySeat: number | null): string[] {
  return seats.map((s) => (s.name === null ? 'open seat' : `${s.name}${s.seat === mySeat ? ' (you)' : ''}`));
}

export const wishesRoomBoard: RoomBoard = {
  game: wishes,
  looks: WISHES_SEAT_LOOKS,
  render(view, legal, onIntent, context) {
    const state = view as WishesState;
    if (state.phase === 'setup') return html`<shoal-wishes-setting-up .state=${state} .roles=${seatRoles(context.seats, context.seat)}></shoal-wishes-setting-up>`;
    return html`<shoal-wishes-board
      .state=${state}
      .seat=${context.seat}
      .legal=${legal}
      .events=${state.events}
      .roles=${seatRoles(context.seats, context.seat)}
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
