import { html, nothing } from 'lit';
import { hasRoom } from '../app/catalog.js';
import { navigate } from '../shared/navigate.js';
import '../shared/button.js';

/**
 * "Invite a friend" beside a game on this device: a new room of the game, each friend on their own device.
 * Left out inside a blog post (the embed offers its own, which opens the room in place) and for a game
 * without rooms.
 */
export function inviteAction(host: HTMLElement, gameId: string, offered: boolean) {
  if (!offered || !hasRoom(gameId)) return nothing;
  return html`<shoal-button compact variant="quiet" data-action="invite-friend" @click=${() => navigate(host, { kind: 'new-room', gameId })}
    >Invite a friend</shoal-button
  >`;
}
