// Fleet in a room (network play by invite link, 2–4 seats, each person on their own device): the same
// board as the local table, fed this browser's own view (its hand and captains, nobody else's), who
// sits where, the duties the table waits for (the tracker shows each seat's fair-play steps too) and
// the latest moves told from the accepted log. Fair-play steps are the browsers' own and left out of
// the room's move log.
import { html } from 'lit';
import type { AcceptedEntry } from '../../src/net/log-fold.js';
import type { SeatInfo } from '../../src/table/network-table.js';
import { fleet, type FleetState, type FleetView } from '../../src/games/fleet/index.js';
import type { RoomBoard } from '../room/boards.js';
import './board.js';
import type { FleetIntentDetail } from './board.js';
import { isPlayerMove, linesOf, newsFor, type ChronicleLine } from './chronicle.js';
import { FLEET_SEAT_LOOKS } from './looks.js';

/** Who plays each seat, under its colour on the board: "Ada (you)", "Ada", "open seat". */
export function seatRoles(seats: readonly SeatInfo[], mySeat: number | null): string[] {
  return seats.map((s) => (s.name === null ? 'open seat' : s.seat === mySeat ? 'You' : s.name));
}

/** The story of the recent accepted log (each entry carries the states around it). */
function storyOf(accepted: readonly AcceptedEntry[]): ChronicleLine[] {
  // Only the latest moves are shown: tell the last 120 entries.
  return accepted.slice(-120).flatMap(({ entry, before, after }) => linesOf({ seat: entry.seat, move: entry.move, before: before as FleetState, after: after as FleetState }));
}

export const fleetRoomBoard: RoomBoard = {
  game: fleet,
  looks: FLEET_SEAT_LOOKS,
  render(view, legal, onIntent, context) {
    const seen = view as FleetView;
    return html`<shoal-fleet-board
      .view=${seen}
      .seat=${context.seat}
      .legal=${legal}
      .roles=${seatRoles(context.seats, context.seat)}
      .duties=${fleet.duties(seen)}
      .news=${newsFor(storyOf(context.accepted), context.seat)}
      .progress=${context.deckProgress ?? null}
      ?interactive=${legal.length > 0}
      @fleet-intent=${(event: CustomEvent<FleetIntentDetail>) => {
        event.stopPropagation();
        onIntent(event.detail.intent);
      }}
    ></shoal-fleet-board>`;
  },
  logged: isPlayerMove,
};
