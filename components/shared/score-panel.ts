import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { panelSectionStyles } from '../theme/panel-styles.js';
import { seatMarker, type SeatLook } from './seat-marker.js';

/** One seat's line in the score panel. */
export interface ScoreRow {
  readonly name: string;
  readonly look: SeatLook;
  readonly score: number;
  /** e.g. "2 fisheries". */
  readonly detail?: string;
}

/**
 * Scores of every seat, the leader marked, with room for a game's own breakdown below.
 *
 * @slot - Extra content under the rows (e.g. a list of fisheries).
 * @csspart rows - The list of rows.
 */
@customElement('shoal-score-panel')
export class ShoalScorePanel extends LitElement {
  static override styles = [
    baseStyles,
    panelSectionStyles,
    css`
      :host {
        display: block;
      }
      ul {
        display: grid;
        gap: var(--shoal-space-1);
      }
      li {
        display: grid;
        grid-template-columns: auto 1fr auto;
        align-items: center;
        gap: var(--shoal-space-2);
      }
      .name {
        font-weight: 600;
      }
      .detail {
        color: var(--shoal-text-muted);
        font-size: var(--shoal-text-sm);
        font-weight: 400;
      }
      .score {
        font: 800 var(--shoal-text-lg) / 1 var(--shoal-font-display);
        font-variant-numeric: tabular-nums;
      }
      .unit {
        font-size: var(--shoal-text-sm);
        font-weight: 500;
        color: var(--shoal-text-muted);
      }
    `,
  ];

  @property({ attribute: false }) rows: readonly ScoreRow[] = [];
  @property() heading = 'Score';
  /** What a point is called, e.g. "fish". */
  @property() unit = '';

  override render() {
    return html`<h2>${this.heading}</h2>
      <ul part="rows">
        ${this.rows.map(
          (row) =>
            html`<li>
              ${seatMarker(row.look, 20)}
              <span class="name">${row.name}${row.detail ? html` <span class="detail">· ${row.detail}</span>` : null}</span>
              <span class="score">${row.score}${this.unit ? html` <span class="unit">${this.unit}</span>` : null}</span>
            </li>`,
        )}
      </ul>
      <slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-score-panel': ShoalScorePanel;
  }
}
