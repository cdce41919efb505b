// Leaves never write the address: they ask with a `shoal-navigate` event, which the app shell turns
// into a hash; an embedded game's host (<shoal-game>) opens its game's rooms in place (the room in the
// page's fragment) and anything else in a new tab.
import type { Constitution } from '../../src/net/constitution.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import type { LocalMode } from '../table/saved-game.js';

/** Where a player asked to go. */
export type Destination =
  | { readonly kind: 'local'; readonly gameId: string; readonly mode: LocalMode; readonly request?: NewGameRequest }
  /** A new room of `gameId` to play friends by link. */
  | { readonly kind: 'new-room'; readonly gameId: string }
  /** A room by its secret (a rematch): `created` when this page made it, with its constitution; the
   * player's name and colour from the room left, offered again. */
  | {
      readonly kind: 'room';
      readonly gameId: string;
      readonly secret: string;
      readonly created?: { readonly constitution: Constitution };
      readonly profile?: RoomProfile;
    };

/** A player's name and colour in a room. */
export interface RoomProfile {
  readonly name?: string;
  readonly color?: string;
}

export const NAVIGATE_EVENT = 'shoal-navigate';

/** Asks the page, from `from`, to go to `to` (the event bubbles out of shadow roots). */
export function navigate(from: EventTarget, to: Destination): void {
  from.dispatchEvent(new CustomEvent<Destination>(NAVIGATE_EVENT, { detail: to, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'shoal-navigate': CustomEvent<Destination>;
  }
}
