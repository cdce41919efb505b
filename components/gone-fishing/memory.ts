import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { baseStyles } from '../theme/tokens.js';
import { panelSectionStyles } from '../theme/panel-styles.js';
import { TILE_NAMES, fieldName, type MemoryEntry } from '../../src/games/gone-fishing/index.js';
import { faceIcon } from './pieces.js';
import { pieceStyles } from './piece-styles.js';

/**
 * The Angler's private log (GF-8.1): every tile shown or peeked, where it lay at that moment and its
 * face. Only the Angler's own view carries these lines; the board never follows a tile with them.
 *
 * @csspart list - The list of sightings.
 */
@customElement('shoal-gone-fishing-memory')
export class ShoalGoneFishingMemory extends LitElement {
  static override styles = [
    baseStyles,
    panelSectionStyles,
    pieceStyles,
    css`
      :host {
        display: block;
      }
      ol {
        display: grid;
        gap: 2px;
        max-height: var(--gf-memory-height, 9rem);
        overflow-y: auto;
        font-size: var(--shoal-text-sm);
      }
      li {
        display: grid;
        grid-template-columns: auto 1fr auto;
        align-items: center;
        gap: var(--shoal-space-2);
        padding: 2px var(--shoal-space-1);
        border-radius: var(--shoal-radius-sm);
      }
      li:last-child {
        background: var(--shoal-surface-2);
      }
      .when {
        color: var(--shoal-text-muted);
        font-variant-numeric: tabular-nums;
      }
      .face {
        font-weight: 700;
      }
    `,
  ];

  /** The sightings, oldest first. */
  @property({ attribute: false }) entries: readonly MemoryEntry[] = [];
  @property() heading = 'What you were shown';

  override render() {
    return html`<h2 id="heading">${this.heading}</h2>
      ${this.entries.length === 0
        ? html`<p class="empty">Nothing yet. Tiles shown to you or peeked at are listed here, only on your screen.</p>`
        : html`<ol part="list" aria-labelledby="heading" tabindex="0">
            ${repeat(
              this.entries,
              (entry) => `${entry.day}-${entry.round}-${entry.via}-${entry.tile}`,
              (entry) =>
                html`<li>
                  <span class="when">D${entry.day} R${entry.round}</span>
                  <span>${fieldName(entry.field)} ${entry.via === 'show' ? 'shown' : 'peeked'}: <span class="face">${TILE_NAMES[entry.face]}</span></span>
                  ${faceIcon(entry.face, 24)}
                </li>`,
            )}
          </ol>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-gone-fishing-memory': ShoalGoneFishingMemory;
  }
}
