// Gone Fishing in a room (network play by invite link): the same board, fed the seat's own view from
// the room's table, with the day, role, step and any caught cheat above it and the Angler's private
// log below. Registered in components/room/boards.ts.
import { html } from 'lit';
import { goneFishing, type GoneFishingView } from '../../src/games/gone-fishing/index.js';
import type { RoomBoard } from '../room/boards.js';
import { BLACK_WHITE } from '../shared/seat-marker.js';
import './board.js';
import './memory.js';
import './room-panel.js';
import type { GoneFishingIntentDetail } from './board.js';

/** Seating and the closing audit are the tables' own bookkeeping; the room's log leaves them out. */
const UNLOGGED: readonly string[] = ['join', 'beacon', 'audit'];

export const goneFishingRoomBoard: RoomBoard = {
  game: goneFishing,
  looks: BLACK_WHITE,
  logged: (move) => !UNLOGGED.includes(String((move as { type?: unknown } | null)?.type)),
  render(view, legal, onIntent, context) {
    const seen = view as GoneFishingView;
    const names = context.seats.map((s) => s.name ?? s.label);
    return html`<shoal-gone-fishing-room-panel .view=${seen} .names=${names} ?your-turn=${legal.length > 0}></shoal-gone-fishing-room-panel>
      <shoal-gone-fishing-board
        .view=${seen}
        .legal=${legal}
        ?interactive=${legal.length > 0}
        @gone-fishing-intent=${(event: CustomEvent<GoneFishingIntentDetail>) => onIntent(event.detail.intent)}
      ></shoal-gone-fishing-board>
      ${seen.role === 'angler' ? html`<shoal-gone-fishing-memory .entries=${seen.memory}></shoal-gone-fishing-memory>` : null}`;
  },
};
