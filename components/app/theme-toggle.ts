import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';

/**
 * The light/dark switch: shows the theme you would switch to.
 *
 * @fires theme-toggle - The player asked for the other theme.
 * @csspart button - The native button.
 */
@customElement('shoal-theme-toggle')
export class ShoalThemeToggle extends LitElement {
  static override styles = [
    baseStyles,
    css`
      button {
        display: grid;
        place-items: center;
        width: var(--shoal-touch);
        height: var(--shoal-touch);
        border: 0;
        border-radius: 50%;
        background: transparent;
        color: inherit;
        cursor: pointer;
        transition: background var(--shoal-motion-fast) ease;
      }
      button:hover {
        background: rgb(255 255 255 / 0.14);
      }
      svg {
        transition: transform var(--shoal-motion) var(--shoal-ease);
      }
      button:active svg {
        transform: rotate(-30deg);
      }
    `,
  ];

  /** The theme now in effect. */
  @property() current: 'light' | 'dark' = 'light';

  override render() {
    const next = this.current === 'dark' ? 'light' : 'dark';
    return html`<button part="button" aria-label="Switch to ${next} theme" title="Switch to ${next} theme" @click=${this._toggle}>
      ${next === 'dark'
        ? html`<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />
          </svg>`
        : html`<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="4.5" fill="currentColor" />
            <g stroke="currentColor" stroke-width="2" stroke-linecap="round">
              <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
            </g>
          </svg>`}
    </button>`;
  }

  private _toggle(): void {
    this.dispatchEvent(new CustomEvent('theme-toggle', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-theme-toggle': ShoalThemeToggle;
  }
}
