import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import type { WishesState } from '../../src/games/wishes/index.js';

/** W-3 the setup draws in the order the rules make them: buyers (W-3.2), first player (W-3.6), the ocean (W-3.3). */
function setupSteps(state: WishesState): string[] {
  const o = state.options;
  return [
    ...(o.buyers.length > 0 ? ['Place the buyers'] : []),
    ...(o.firstPlayer === 'random' ? ['Draw the first player'] : []),
    ...Array.from({ length: 4 }, (_, i) => `Turn up ocean card ${i + 1}`),
  ];
}

/**
 * A room's Wishes table before play (W-3): how many seats are still open, and the setup draws as they
 * complete (the room page lists who sits where).
 * Each draw needs every seat's beacon value, so nothing is placed until every seat is taken; showing
 * the board before then would show the buyers piled on one market.
 *
 * @csspart steps - The list of setup draws.
 */
@customElement('shoal-wishes-setting-up')
export class ShoalWishesSettingUp extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        padding: var(--shoal-space-4);
        border-radius: var(--shoal-radius);
        background: linear-gradient(90deg, var(--shoal-sea), var(--shoal-sea-deep));
      }
      h2 {
        margin: 0 0 var(--shoal-space-2);
        font: 800 var(--shoal-text-lg) / 1.2 var(--shoal-font-display);
      }
      p {
        margin: 0 0 var(--shoal-space-3);
        max-width: 40rem;
        line-height: 1.45;
      }
      ol {
        margin: 0;
        padding-left: 1.4em;
        font-size: var(--shoal-text-sm);
        line-height: 1.6;
      }
      .done {
        color: var(--shoal-text-muted);
      }
      .done::after {
        content: ' ✓';
      }
    `,
  ];

  /** The state before play begins. */
  @property({ attribute: false }) state: WishesState | null = null;
  /** Who plays each seat ("Ada (you)", "open seat"). */
  @property({ attribute: false }) roles: readonly string[] = [];

  override render() {
    const state = this.state;
    if (!state) return nothing;
    const open = this.roles.filter((role) => role === 'open seat').length;
    return html`<h2>Setting the table</h2>
      <p>
        ${open > 0
          ? `Waiting for ${open} more ${open === 1 ? 'player' : 'players'}. `
          : 'Every seat is taken. '}Each random draw takes a value from every seat (people and bots alike), so nobody can
        know or steer a card; the buyers, the first player and the ocean come once all have joined.
      </p>
      <ol part="steps" aria-label="Setup draws">
        ${setupSteps(state).map((step, i) => html`<li class=${i < state.draws ? 'done' : ''}>${step}</li>`)}
      </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-wishes-setting-up': ShoalWishesSettingUp;
  }
}
