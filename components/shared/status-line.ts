import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { withoutRuleNumbers } from './player-words.js';

/** What kind of news a status line carries. */
export type StatusTone = 'info' | 'turn' | 'error';

/**
 * One line of news for the table ("Your turn: place a ship", a rule that was broken). Errors are
 * announced at once (role="alert"); the rest is read out with the moves by the move log's announcer,
 * unless `live` asks this line to announce itself.
 *
 * @csspart line - The message box.
 */
@customElement('shoal-status-line')
export class ShoalStatusLine extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .line {
        display: flex;
        align-items: center;
        gap: var(--shoal-space-2);
        min-height: var(--shoal-touch);
        box-sizing: border-box;
        padding: var(--shoal-space-2) var(--shoal-space-3);
        border-radius: var(--shoal-radius);
        background: var(--shoal-surface);
        border: 1px solid var(--shoal-border);
        font-size: var(--shoal-text-sm);
        line-height: 1.35;
      }
      :host([tone='error']) .line {
        background: var(--shoal-danger-soft);
        border-color: var(--shoal-danger);
        animation: shake var(--shoal-motion) ease;
      }
      :host([tone='turn']) .line {
        border-color: var(--shoal-buoy);
      }
      svg {
        flex: none;
      }
      @keyframes shake {
        25% {
          transform: translateX(-4px);
        }
        75% {
          transform: translateX(4px);
        }
      }
    `,
  ];

  @property() message = '';
  @property({ reflect: true }) tone: StatusTone = 'info';
  /** Announce changes from this line (a screen with no move log to read them out). */
  @property({ type: Boolean }) live = false;

  override render() {
    const error = this.tone === 'error';
    const role = error ? 'alert' : this.live ? 'status' : nothing;
    return html`<div class="line" part="line" role=${role}>
      ${error
        ? html`<svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="var(--shoal-danger)" />
            <path d="M10 5v6M10 14v.5" stroke="var(--shoal-surface)" stroke-width="2.2" stroke-linecap="round" />
          </svg>`
        : null}
      <span>${withoutRuleNumbers(this.message)}</span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-status-line': ShoalStatusLine;
  }
}
