import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { deckProgressText, type DeckProgress } from '../../src/table/deck-progress.js';
import { baseStyles } from '../theme/tokens.js';

/**
 * The private deck's shuffle as the players see it: "Shuffling the deck: seat 2 of 4, 40 %" and a bar
 * for the whole shuffle. Renders nothing when `progress` is null. The bar is a progressbar for screen
 * readers (its value text is the line).
 *
 * @csspart bar - The track of the bar.
 * @csspart fill - The filled part.
 */
@customElement('shoal-deck-progress')
export class ShoalDeckProgress extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .box {
        display: grid;
        gap: var(--shoal-space-1);
        padding: var(--shoal-space-2) var(--shoal-space-3);
        border-radius: var(--shoal-radius);
        background: var(--shoal-surface);
        border: 1px solid var(--shoal-border);
        font-size: var(--shoal-text-sm);
        color: var(--shoal-text);
      }
      .bar {
        height: 0.5rem;
        border-radius: 999px;
        background: var(--shoal-surface-2);
        border: 1px solid var(--shoal-border);
        overflow: hidden;
      }
      .fill {
        height: 100%;
        background: var(--shoal-accent);
        transition: width var(--shoal-motion) linear;
      }
      .waiting .fill {
        opacity: 0.55;
      }
      @media (prefers-reduced-motion: reduce) {
        .fill {
          transition: none;
        }
      }
    `,
  ];

  /** The shuffle under way (a table controller's `deckProgress`), or null. */
  @property({ attribute: false }) progress: DeckProgress | null = null;

  override render() {
    const progress = this.progress;
    if (!progress) return nothing;
    const percent = Math.round(progress.overall * 100);
    const text = deckProgressText(progress);
    return html`<div class="box ${progress.fraction === null ? 'waiting' : ''}">
      <span aria-hidden="true">${text}</span>
      <div
        class="bar"
        part="bar"
        role="progressbar"
        aria-label=${progress.reshuffle ? 'Reshuffle' : 'Deck shuffle'}
        aria-valuemin="0"
        aria-valuemax="100"
        aria-valuenow=${percent}
        aria-valuetext=${text}
      >
        <div class="fill" part="fill" style="width: ${percent}%"></div>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-deck-progress': ShoalDeckProgress;
  }
}
