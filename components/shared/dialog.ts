import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import { focusableWithin } from './focusable.js';

/** Detail of `dialog-close`. */
export interface DialogCloseDetail {
  /** Why it closed: 'escape', 'dismiss' (the × button) or the value passed to `close()`. */
  readonly reason: string;
}

/**
 * A modal dialog on the native `<dialog>`: the page behind it is inert, Tab cycles inside it, Escape
 * and the × button close it, and focus returns to whatever had it before.
 *
 * @fires dialog-close - When it closes, with `{reason}`.
 * @slot - The body.
 * @slot footer - Actions, laid out in a row at the bottom.
 * @csspart dialog - The native dialog box.
 * @csspart body - The scrolling body.
 */
@customElement('shoal-dialog')
export class ShoalDialog extends LitElement {
  static override styles = [
    baseStyles,
    css`
      dialog {
        box-sizing: border-box;
        width: min(calc(100vw - 2 * var(--shoal-space-4)), var(--shoal-dialog-width, 30rem));
        max-height: calc(100dvh - 2 * var(--shoal-space-4));
        padding: 0;
        border: 1px solid var(--shoal-border);
        border-radius: var(--shoal-radius);
        background: var(--shoal-surface);
        color: var(--shoal-text);
        box-shadow: var(--shoal-shadow);
        font-family: var(--shoal-font);
      }
      dialog[open] {
        display: flex;
        flex-direction: column;
        animation: rise var(--shoal-motion) var(--shoal-ease);
      }
      dialog::backdrop {
        background: var(--shoal-scrim, rgb(10 30 40 / 0.45));
      }
      @keyframes rise {
        from {
          opacity: 0;
          transform: translateY(12px) scale(0.98);
        }
      }
      header {
        display: flex;
        align-items: center;
        gap: var(--shoal-space-2);
        padding: var(--shoal-space-3) var(--shoal-space-3) 0 var(--shoal-space-5);
      }
      h2 {
        flex: 1;
        margin: 0;
        font: 700 var(--shoal-text-lg) / 1.25 var(--shoal-font-display);
      }
      .close {
        width: var(--shoal-touch, 44px);
        height: var(--shoal-touch, 44px);
        border: 0;
        border-radius: 50%;
        background: transparent;
        color: var(--shoal-text-muted);
        cursor: pointer;
        display: grid;
        place-items: center;
      }
      .close:hover {
        background: var(--shoal-surface-2);
        color: var(--shoal-text);
      }
      .body {
        overflow: auto;
        padding: var(--shoal-space-3) var(--shoal-space-5) var(--shoal-space-4);
        line-height: 1.5;
      }
      footer {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: var(--shoal-space-2);
        padding: 0 var(--shoal-space-5) var(--shoal-space-5);
      }
      footer:not(:has(slot.filled)) {
        display: none;
      }
    `,
  ];

  /** Title, also the dialog's accessible name. */
  @property() heading = '';
  /** Shown when true; set it or call show()/close(). */
  @property({ type: Boolean, reflect: true }) open = false;
  /** Hides the × button (a dialog whose actions must be chosen from). Escape still closes. */
  @property({ type: Boolean, attribute: 'no-dismiss' }) noDismiss = false;

  @query('dialog') private _dialog!: HTMLDialogElement;
  @query('.body') private _body!: HTMLElement;
  /** The body is taller than the dialog: it takes focus, so the keyboard can scroll it. */
  @state() private _scrolls = false;
  private readonly _sizes = new ResizeObserver(() => this._measure());
  private _reason = 'dismiss';
  private _opener: HTMLElement | null = null;

  /** Opens it as a modal. */
  show(): void {
    this.open = true;
  }

  /** Closes it; `reason` goes out in `dialog-close`. */
  close(reason = 'dismiss'): void {
    this._reason = reason;
    this.open = false;
  }

  protected override firstUpdated(): void {
    this._sizes.observe(this._body);
    this._sizes.observe(this._dialog);
  }

  override disconnectedCallback(): void {
    this._sizes.disconnect();
    super.disconnectedCallback();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.firstUpdated();
  }

  private _onBodyChange(event: Event): void {
    for (const element of (event.target as HTMLSlotElement).assignedElements()) this._sizes.observe(element);
    this._measure();
  }

  private _measure(): void {
    // A closed dialog shows nothing to scroll; reading its size would force a layout of the whole page
    // while the page is still being built (a room's first render). Opening measures it.
    if (!this.open) return void (this._scrolls = false);
    this._scrolls = this._body.scrollHeight > this._body.clientHeight + 1;
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (!changed.has('open')) return;
    const dialog = this._dialog;
    if (this.open && !dialog.open) {
      this._opener = deepActiveElement();
      dialog.showModal();
      this._measure();
      void this._focusFirst();
    } else if (!this.open && dialog.open) {
      dialog.close();
      this._finishClose();
    }
  }

  override render() {
    return html`<dialog
      part="dialog"
      aria-labelledby="title"
      @cancel=${this._onCancel}
      @close=${this._onClose}
      @keydown=${this._onKeydown}
    >
      <header>
        <h2 id="title">${this.heading}</h2>
        ${this.noDismiss
          ? null
          : html`<button class="close" aria-label="Close" @click=${() => this.close('dismiss')}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
              </svg>
            </button>`}
      </header>
      <div class="body" part="body" tabindex=${this._scrolls || this.open ? 0 : nothing}><slot @slotchange=${this._onBodyChange}></slot></div>
      <footer><slot name="footer" @slotchange=${this._onFooterChange}></slot></footer>
    </dialog>`;
  }

  private _onFooterChange(event: Event): void {
    const slot = event.target as HTMLSlotElement;
    slot.classList.toggle('filled', slot.assignedElements().length > 0);
  }

  private async _focusFirst(): Promise<void> {
    // Slotted elements may not have rendered yet (a button's inner <button>); let them finish first.
    const autofocus = this.querySelector<HTMLElement>('[autofocus]');
    if (autofocus && 'updateComplete' in autofocus) await (autofocus as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    if (!this._dialog.open) return;
    const target = autofocus ?? focusableWithin(this._dialog)[0];
    target?.focus();
  }

  private _onCancel(event: Event): void {
    // Escape: close through our own path so `open` and the event stay in step.
    event.preventDefault();
    this.close('escape');
  }

  /** The native dialog closed by itself (not through `open`): follow it. */
  private _onClose(): void {
    if (!this.open) return;
    this.open = false;
    this._finishClose();
  }

  /** Returns focus and reports the close, synchronously (the native close event is a later task). */
  private _finishClose(): void {
    const reason = this._reason;
    this._reason = 'dismiss';
    this._opener?.focus?.();
    this._opener = null;
    this.dispatchEvent(new CustomEvent<DialogCloseDetail>('dialog-close', { detail: { reason }, bubbles: true, composed: true }));
  }

  private _onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Tab') return;
    const stops = focusableWithin(this._dialog);
    if (stops.length === 0) return;
    const active = deepActiveElement();
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    const inside = (stop: HTMLElement): boolean => stop === active || (active !== null && stop.contains(active)) || stop.shadowRoot?.contains(active) === true;
    if (event.shiftKey && inside(first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && inside(last)) {
      event.preventDefault();
      first.focus();
    }
  }
}

/** The focused element, looking inside shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-dialog': ShoalDialog;
  }
}
