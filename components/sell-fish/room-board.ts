// SELL.fish in a room (network play by invite link, 2–6 seats): the same board as the local table, fed
// the room's view (this browser's seat sees its own sealed choice, nobody else's), who sits where, and
// the events of the latest resolution read from the room's accepted log. Joins, beacon values, the
// agents' openings and the audit are left out of the room's move log.
import { html } from 'lit';
import { sellFish, type SellFishEvent, type SellFishState } from '../../src/games/sell-fish/index.js';
import type { RoomBoard, RoomBoardContext } from '../room/boards.js';
import './board.js';
import type { SellFishIntentDetail } from './board.js';
import { eventful, isPlayerMove } from './chronicle.js';
import { SELL_FISH_SEAT_LOOKS } from './looks.js';

const NO_EVENTS: readonly SellFishEvent[] = [];

// Found once per last accepted entry. The events are the state's own array, so a re-render for
// presence gives the board the same value and replays no animation.
const eventsAfter = new WeakMap<object, readonly SellFishEvent[]>();

function latestEvents(context: RoomBoardContext): readonly SellFishEvent[] {
  const { accepted } = context;
  const last = accepted[accepted.length - 1];
  if (!last) return NO_EVENTS;
  const known = eventsAfter.get(last);
  if (known) return known;
  let events: readonly SellFishEvent[] = NO_EVENTS;
  for (let i = accepted.length - 1; i >= 0; i--) {
    const after = accepted[i]!.after as SellFishState;
    if (eventful(after.events)) {
      events = after.events;
      break;
    }
  }
  eventsAfter.set(last, events);
  return events;
}

export const sellFishRoomBoard: RoomBoard = {
  game: sellFish,
  looks: SELL_FISH_SEAT_LOOKS,
  render(view, legal, onIntent, context) {
    const roles = context.seats.map((s) => (s.name === null ? 'open seat' : `${s.name}${s.seat === context.seat ? ' (you)' : ''}`));
    return html`<shoal-sell-fish-board
      .view=${view}
      .seat=${context.seat}
      .legal=${legal}
      .events=${latestEvents(context)}
      .roles=${roles}
      ?interactive=${legal.length > 0}
      @sell-fish-intent=${(event: CustomEvent<SellFishIntentDetail>) => {
        event.stopPropagation();
        onIntent(event.detail.intent);
      }}
    ></shoal-sell-fish-board>`;
  },
  logged: isPlayerMove,
};
