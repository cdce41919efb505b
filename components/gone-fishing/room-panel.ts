import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { TILE_NAMES, TILE_POINTS, type GoneFishingView } from '../../src/games/gone-fishing/index.js';
import { seatMarker } from '../shared/seat-marker.js';
import { ROLE_LOOKS } from './manifest.js';
import { statusOf } from './status.js';

/**
 * What a room page says about Gone Fishing above the board: the day, this person's role, the step in
 * the rules' words (from this seat's view only, so it never names a hidden face), each finished day's
 * score, and why the game ended when a cheat was caught. The room page itself shows seats, whose turn
 * it is, the move log and the final score.
 */
@customElement('shoal-gone-fishing-room-panel')
export class ShoalGoneFishingRoomPanel extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: grid;
        gap: var(--shoal-space-2);
        margin-bottom: var(--shoal-space-3);
        font-size: var(--shoal-text-sm);
      }
      .role {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--shoal-space-2);
        font-weight: 700;
      }
      .step {
        margin: 0;
        line-height: 1.4;
      }
      .step.turn {
        font-weight: 600;
      }
      .days {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-1) var(--shoal-space-3);
        margin: 0;
        padding: 0;
        list-style: none;
        color: var(--shoal-text-muted);
      }
      .cheat {
        margin: 0;
        padding: var(--shoal-space-3);
        border-radius: var(--shoal-radius-sm);
        background: var(--shoal-danger-soft);
        border-left: 4px solid var(--shoal-danger);
      }
    `,
  ];

  /** This seat's view (a spectator's for a watcher). */
  @property({ attribute: false }) view: GoneFishingView | null = null;
  /** The person at this screen must act now. */
  @property({ type: Boolean, attribute: 'your-turn' }) yourTurn = false;
  /** The seats' names, e.g. ["Ada", "Bo"]. */
  @property({ attribute: false }) names: readonly string[] = [];

  override render() {
    const view = this.view;
    if (!view) return nothing;
    const position = view.state;
    const cheat = position.cheat;
    const other = view.seat === null ? '' : (this.names[1 - view.seat] ?? 'the other player');
    const status = view.seat === null ? null : statusOf(view, { yourTurn: this.yourTurn, thinking: false, other });
    return html`${this._role(view)}
      ${status && position.phase !== 'over' ? html`<p class="step ${status.tone}">${status.message}</p>` : nothing}
      ${position.days.length
        ? html`<ul class="days" aria-label="Days">
            ${position.days.map((day) => {
              const fish = day.catch.filter((face) => TILE_POINTS[face] > 0).map((face) => TILE_NAMES[face]);
              return html`<li>Day ${day.day}: ${day.angler === view.seat ? 'you' : (this.names[day.angler] ?? `Player ${day.angler + 1}`)} fished ${fish.length ? fish.join(', ') : 'no fish'} · ${day.score} pts</li>`;
            })}
          </ul>`
        : nothing}
      ${cheat ? html`<p class="cheat" role="alert" data-role="cheat"><strong>Cheat caught:</strong> ${cheat.reason}</p>` : nothing}`;
  }

  private _role(view: GoneFishingView) {
    const position = view.state;
    if (position.phase === 'seating' || position.phase === 'draw') {
      return html`<p class="step">Two players, one Angler each day: once both seats are taken the day-1 Angler is drawn at random, and the roles swap on day 2.</p>`;
    }
    if (position.phase === 'over') return html`<div class="role"><span>Game over</span></div>`;
    const day = `Day ${position.day}${position.round > 0 ? ` · round ${position.round}` : ''}`;
    const role = view.role === 'angler' ? 'you are the Angler' : view.role === 'fish' ? 'you are the Fish player' : 'you are watching';
    const look = view.role === 'fish' ? ROLE_LOOKS.fish : ROLE_LOOKS.angler;
    return html`<div class="role">${view.role ? seatMarker(look, 16) : nothing}<span>${day} · ${role}</span></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-gone-fishing-room-panel': ShoalGoneFishingRoomPanel;
  }
}
