import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';

/** One rule, with the id of the rule book it summarises (e.g. "F-4.2"). */
export interface RulePoint {
  readonly id: string;
  readonly text: string;
}

/** A titled group of rules. */
export interface RuleSection {
  readonly title: string;
  readonly points: readonly RulePoint[];
}

/** A game's rules written for players. */
export interface RulesText {
  readonly game: string;
  /** One or two sentences: the whole game in brief. */
  readonly summary: string;
  readonly sections: readonly RuleSection[];
}

/**
 * A game's rules for players: a summary, then sections of short points. Each point keeps its rule id in
 * `data-rule` for tests and tools; players never read rule numbers.
 *
 * @csspart summary - The opening summary.
 */
@customElement('shoal-rules-panel')
export class ShoalRulesPanel extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        line-height: 1.5;
      }
      .summary {
        margin: 0 0 var(--shoal-space-4);
        font-size: var(--shoal-text-md);
        padding: var(--shoal-space-3);
        border-radius: var(--shoal-radius-sm);
        background: var(--shoal-surface-2);
      }
      h3 {
        margin: var(--shoal-space-4) 0 var(--shoal-space-2);
        font: 700 var(--shoal-text-md) / 1.3 var(--shoal-font-display);
      }
      ul {
        margin: 0;
        padding-left: 1.2em;
      }
      li {
        margin-bottom: var(--shoal-space-1);
      }
    `,
  ];

  @property({ attribute: false }) rules: RulesText | null = null;

  override render() {
    const rules = this.rules;
    if (!rules) return null;
    return html`<p class="summary" part="summary">${rules.summary}</p>
      ${rules.sections.map(
        (section) =>
          html`<section>
            <h3>${section.title}</h3>
            <ul>
              ${section.points.map((point) => html`<li data-rule=${point.id}>${point.text}</li>`)}
            </ul>
          </section>`,
      )}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-rules-panel': ShoalRulesPanel;
  }
}
