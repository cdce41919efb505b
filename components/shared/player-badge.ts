import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { BLACK_WHITE, seatMarker, type SeatLook } from './seat-marker.js';
import { turnPillStyles } from './turn-pill-styles.js';

/**
 * A player at the table: colour swatch with a non-colour mark, name, role ("You", "Bot · Hard"), a
 * detail line (e.g. nets left) and whose turn it is, shown by an accent bar, a "to move" pill and text.
 *
 * @slot - Extra content under the detail line.
 * @csspart badge - The outer box.
 * @csspart turn - The "to move" / "thinking…" pill.
 */
@customElement('shoal-player-badge')
export class ShoalPlayerBadge extends LitElement {
  static override styles = [
    baseStyles,
    turnPillStyles,
    css`
      :host {
        display: block;
        min-width: 0;
        /* A badge lays itself out by its own width: four in a row on a phone are narrow. */
        container-type: inline-size;
      }
      .badge {
        position: relative;
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        align-items: center;
        gap: 0 var(--shoal-space-2);
        min-height: var(--shoal-touch);
        padding: var(--shoal-space-2) var(--shoal-space-3);
        border: 2px solid var(--shoal-border);
        border-radius: var(--shoal-radius);
        background: var(--shoal-surface);
        transition:
          border-color var(--shoal-motion) ease,
          box-shadow var(--shoal-motion) ease;
      }
      :host([to-move]) .badge {
        border-color: var(--shoal-buoy);
        box-shadow: 0 0 0 3px var(--shoal-buoy-soft);
      }
      .marker {
        grid-row: span 2;
        display: grid;
      }
      .name {
        /* The role ("open seat", "Ada (you)") follows the seat's name, or goes whole to the next line. */
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        column-gap: 0.3em;
        min-width: 0;
        font: 700 var(--shoal-text-md) / 1.25 var(--shoal-font-display);
        /* Words wrap whole; only a word longer than the whole line (a long name) is split. */
        overflow-wrap: break-word;
      }
      .name > * {
        min-width: 0;
      }
      .role {
        font: 500 var(--shoal-text-sm) / 1.25 var(--shoal-font);
        color: var(--shoal-text-muted);
      }
      .detail {
        grid-column: 2;
        font-size: var(--shoal-text-sm);
        line-height: 1.3;
        color: var(--shoal-text-muted);
      }
      .turn {
        right: var(--shoal-space-3);
        animation: pop var(--shoal-motion) var(--shoal-ease);
      }
      /* Too narrow for the marker beside the words: the marker goes above them, the words get the width. */
      @container (max-width: 10rem) {
        .badge {
          grid-template-columns: minmax(0, 1fr);
          gap: var(--shoal-space-1);
          padding: var(--shoal-space-2);
        }
        .marker {
          grid-row: auto;
        }
        .detail {
          grid-column: 1;
        }
        .turn {
          right: var(--shoal-space-2);
        }
      }
      .dots::after {
        content: '';
        display: inline-block;
        width: 1.2em;
        text-align: left;
        animation: dots 1.2s steps(4) infinite;
      }
      @keyframes dots {
        0% {
          content: '';
        }
        25% {
          content: '.';
        }
        50% {
          content: '..';
        }
        75% {
          content: '...';
        }
      }
      @keyframes pop {
        from {
          transform: scale(0.6);
          opacity: 0;
        }
      }
    `,
  ];

  @property() name = '';
  /** Colour and mark of the seat. */
  @property({ attribute: false }) look: SeatLook = BLACK_WHITE[0];
  /** Who plays it, e.g. "You" or "Bot · Hard". */
  @property() who = '';
  /** A second line, e.g. "24 nets left". */
  @property() detail = '';
  /** This seat must act now. */
  @property({ type: Boolean, reflect: true, attribute: 'to-move' }) toMove = false;
  /** A bot is choosing this seat's move. */
  @property({ type: Boolean, reflect: true }) thinking = false;

  override render() {
    const turn = this.thinking ? 'thinking' : 'to move';
    const label = [this.name, this.who, this.toMove ? turn : '', this.detail].filter(Boolean).join(', ');
    return html`<div class="badge" part="badge" role="group" aria-label=${label}>
      <span class="marker">${seatMarker(this.look, 28)}</span>
      <span class="name"><span>${this.name}</span>${this.who ? html`<span class="role">${this.who}</span>` : null}</span>
      ${this.toMove
        ? html`<span class="turn turn-pill" part="turn" aria-hidden="true"
            >${this.thinking ? html`<span class="dots">thinking</span>` : 'to move'}</span
          >`
        : null}
      <span class="detail">${this.detail}<slot></slot></span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-player-badge': ShoalPlayerBadge;
  }
}
