import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';

/** How prominent a button is. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

/**
 * A button with a 44 px touch target and the shared focus ring. Clicks bubble from the host like a
 * native button's; a disabled button fires none.
 *
 * @slot - The label.
 * @slot icon - An optional icon before the label.
 * @csspart button - The native button.
 */
@customElement('shoal-button')
export class ShoalButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      :host([block]) {
        display: flex;
      }
      button {
        flex: 1;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: var(--shoal-space-2);
        min-height: var(--shoal-touch, 44px);
        min-width: var(--shoal-touch, 44px);
        padding: 0 var(--shoal-space-4);
        border-radius: var(--shoal-radius-pill);
        border: 2px solid transparent;
        font: 600 var(--shoal-text-md) / 1.1 var(--shoal-font);
        cursor: pointer;
        transition:
          background var(--shoal-motion-fast) ease,
          transform var(--shoal-motion-fast) ease,
          border-color var(--shoal-motion-fast) ease;
      }
      button:active:not(:disabled) {
        transform: scale(0.97);
      }
      button:disabled {
        cursor: not-allowed;
        opacity: 0.5;
      }
      .primary {
        background: var(--shoal-accent);
        color: var(--shoal-on-accent);
      }
      .primary:hover:not(:disabled) {
        background: var(--shoal-accent-hover);
      }
      .secondary {
        background: var(--shoal-surface);
        color: var(--shoal-accent);
        border-color: var(--shoal-accent);
      }
      .secondary:hover:not(:disabled) {
        background: var(--shoal-surface-2);
      }
      .quiet {
        background: transparent;
        color: var(--shoal-text);
        border-color: var(--shoal-border);
      }
      .quiet:hover:not(:disabled) {
        background: var(--shoal-surface-2);
      }
      .danger {
        background: var(--shoal-danger);
        color: var(--shoal-surface);
      }
      :host([compact]) button {
        padding: 0 var(--shoal-space-3);
        font-size: var(--shoal-text-sm);
      }
      ::slotted([slot='icon']) {
        width: 1.2em;
        height: 1.2em;
        flex: none;
      }
    `,
  ];

  @property({ reflect: true }) variant: ButtonVariant = 'primary';
  @property({ type: Boolean, reflect: true }) disabled = false;
  /** Fills its row. */
  @property({ type: Boolean, reflect: true }) block = false;
  /** Smaller padding and text, same touch target. */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** Accessible name when the label is only an icon. */
  @property() label: string | null = null;
  /** aria-pressed for toggle buttons (null: not a toggle). */
  @property() pressed: 'true' | 'false' | null = null;
  /** aria-keyshortcuts, e.g. "P". */
  @property() shortcut: string | null = null;

  constructor() {
    super();
    // A disabled button's host must not pass clicks on (the inner button would not have fired).
    this.addEventListener('click', (event) => {
      if (this.disabled) event.stopImmediatePropagation();
    });
  }

  override render() {
    return html`<button
      part="button"
      class=${this.variant}
      ?disabled=${this.disabled}
      aria-label=${this.label ?? nothing}
      aria-pressed=${this.pressed ?? nothing}
      aria-keyshortcuts=${this.shortcut ?? nothing}
    >
      <slot name="icon"></slot><slot></slot>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-button': ShoalButton;
  }
}
