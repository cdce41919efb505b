import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import './button.js';
import './dialog.js';
import { ShoalDialogHost } from './dialog-host.js';
import { seatMarker, type SeatLook } from './seat-marker.js';
import type { ScoreRow } from './score-panel.js';

/**
 * The end of a game: who won, the final score, and what next (a rematch, or home). Closing it leaves
 * the final board in view.
 *
 * @fires rematch - The players want another game with the same seats.
 * @fires home - The players want the home screen.
 * @fires dialog-close - It was closed without a choice (to look at the board).
 * @slot - A game's own lines under the score (e.g. how a tie was broken).
 * @csspart winner - The headline with the winner.
 */
@customElement('shoal-end-dialog')
export class ShoalEndDialog extends ShoalDialogHost {
  static override styles = [
    baseStyles,
    css`
      .winner {
        display: flex;
        align-items: center;
        gap: var(--shoal-space-3);
        margin: 0 0 var(--shoal-space-4);
        font: 800 var(--shoal-text-xl) / 1.2 var(--shoal-font-display);
      }
      .winner .seat-marker {
        animation: bob 1.6s ease-in-out infinite;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        margin-bottom: var(--shoal-space-3);
      }
      th,
      td {
        padding: var(--shoal-space-2) 0;
        border-bottom: 1px solid var(--shoal-border);
        text-align: left;
      }
      td.score {
        text-align: right;
        font: 800 var(--shoal-text-lg) / 1 var(--shoal-font-display);
        font-variant-numeric: tabular-nums;
      }
      th {
        font-weight: 600;
      }
      th .seat-marker {
        vertical-align: -4px;
        margin-right: var(--shoal-space-2);
      }
      .win {
        font-size: var(--shoal-text-xs);
        font-weight: 700;
        color: var(--shoal-buoy-strong);
        text-transform: uppercase;
        margin-left: var(--shoal-space-2);
      }
      @keyframes bob {
        50% {
          transform: translateY(-3px) rotate(-4deg);
        }
      }
    `,
  ];

  /** Headline, e.g. "White wins!" or "You win!". */
  @property() headline = '';
  @property({ attribute: false }) winnerLook: SeatLook | null = null;
  /** Final scores, one row per seat. */
  @property({ attribute: false }) rows: readonly ScoreRow[] = [];
  /** Names of the winning seats, to mark their rows. */
  @property({ attribute: false }) winners: readonly string[] = [];
  @property() unit = '';
  /** Hides the "Home" choice (an embedded table has no home screen). */
  @property({ type: Boolean, attribute: 'no-home' }) noHome = false;
  /** The rematch button's words ("Join the rematch" in a room); empty: no rematch to offer here. */
  @property({ attribute: 'rematch-label' }) rematchLabel = 'Rematch';

  override render() {
    return html`<shoal-dialog heading="Game over" ?open=${this.open} @dialog-close=${this.onDialogClose}>
      <p class="winner" part="winner">${this.winnerLook ? seatMarker(this.winnerLook, 36) : null}<span>${this.headline}</span></p>
      <table>
        <caption class="visually-hidden">Final score</caption>
        ${this.rows.map(
          (row) =>
            html`<tr>
              <th scope="row">
                ${seatMarker(row.look, 20)}${row.name}${this.winners.includes(row.name) ? html`<span class="win">winner</span>` : null}
              </th>
              <td class="score">${row.score}${this.unit ? ` ${this.unit}` : ''}</td>
            </tr>`,
        )}
      </table>
      <slot></slot>
      ${this.noHome
        ? null
        : html`<shoal-button slot="footer" variant="quiet" @click=${() => this.choose('home')}>Home</shoal-button>`}
      ${this.rematchLabel
        ? html`<shoal-button slot="footer" autofocus data-action="rematch" @click=${() => this.choose('rematch')}>${this.rematchLabel}</shoal-button>`
        : null}
    </shoal-dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-end-dialog': ShoalEndDialog;
  }
}
