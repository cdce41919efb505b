import { LitElement, css, html, svg, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import type { QrPath } from './qr-code.js';

/** What the copy button last did. */
type CopyResult = 'idle' | 'copied' | 'selected';

/**
 * The room's link to send to friends: the link itself, a copy button, a QR code to scan from a phone
 * (its generator loads when the panel first shows), and the system share sheet where the platform
 * has one.
 *
 * @csspart qr - The QR code.
 */
@customElement('shoal-invite-panel')
export class ShoalInvitePanel extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: grid;
        gap: var(--shoal-space-3);
        justify-items: center;
      }
      .link {
        width: 100%;
        box-sizing: border-box;
        font: 500 var(--shoal-text-sm) / 1.4 var(--shoal-font-mono, monospace);
        padding: var(--shoal-space-2);
        border: 1px solid var(--shoal-border);
        border-radius: var(--shoal-radius-sm);
        background: var(--shoal-surface);
        color: var(--shoal-text);
        min-height: var(--shoal-touch, 44px);
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-2);
        justify-content: center;
      }
      .qr {
        display: grid;
        place-items: center;
        width: min(220px, 60vw);
        aspect-ratio: 1;
        /* A QR code needs dark on light, whatever the theme. */
        background: #fff;
        border-radius: var(--shoal-radius-sm);
        box-shadow: 0 0 0 1px var(--shoal-border);
      }
      .qr svg {
        width: 100%;
        height: 100%;
      }
      p {
        margin: 0;
        color: var(--shoal-text-muted);
        text-align: center;
      }
      .hint {
        font-size: var(--shoal-text-sm);
      }
    `,
  ];

  /** The full room link. */
  @property() link = '';

  @state() private _copy: CopyResult = 'idle';
  @state() private _qr: { readonly link: string; readonly code: QrPath } | null = null;
  private _copyTimer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    clearTimeout(this._copyTimer);
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('link') && this.link && this._qr?.link !== this.link) void this._drawQr(this.link);
  }

  override render() {
    const canShare = typeof navigator.share === 'function';
    return html`<p>Anyone with this link can join the room. Send it only to the people you want to play with.</p>
      <input class="link" readonly .value=${this.link} aria-label="Room link" @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
      <div class="actions">
        <shoal-button data-action="copy-link" @click=${this._copyLink}>${this._copy === 'copied' ? 'Copied!' : 'Copy link'}</shoal-button>
        ${canShare ? html`<shoal-button variant="secondary" data-action="share-link" @click=${this._share}>Share…</shoal-button>` : null}
      </div>
      ${this._copy === 'selected'
        ? html`<p class="hint" role="status" data-role="copy-hint">The link is selected: copy it with Ctrl+C (⌘C), or press and hold.</p>`
        : null}
      <div class="qr" data-role="qr">${this._qrImage()}</div>`;
  }

  private _qrImage() {
    const qr = this._qr;
    if (!qr || qr.link !== this.link) return html`<p class="hint">Drawing the QR code…</p>`;
    const { size, path } = qr.code;
    return html`<svg part="qr" viewBox="0 0 ${size} ${size}" role="img" aria-label="QR code of the room link" shape-rendering="crispEdges">
      ${svg`<path d=${path} fill="#000" />`}
    </svg>`;
  }

  private async _drawQr(link: string): Promise<void> {
    const { qrPath } = await import('./qr-code.js');
    // The link may have changed while the generator loaded; draw only the current one.
    if (link === this.link) this._qr = { link, code: qrPath(link) };
  }

  private async _copyLink(): Promise<void> {
    clearTimeout(this._copyTimer);
    let copied = false;
    try {
      if (navigator.clipboard) {
        await navigator.clipboard.writeText(this.link);
        copied = true;
      }
    } catch {
      // No clipboard permission (an insecure page, an embedding frame): fall back below.
    }
    if (!copied) {
      // Select the link so the player can copy it by hand (and try the old copy command on it).
      const input = this.renderRoot.querySelector<HTMLInputElement>('.link');
      input?.focus();
      input?.select();
      copied = input !== null && (document.execCommand?.('copy'));
    }
    this._copy = copied ? 'copied' : 'selected';
    if (copied) this._copyTimer = setTimeout(() => (this._copy = 'idle'), 2000);
  }

  private async _share(): Promise<void> {
    try {
      await navigator.share({ title: 'Play with me on Shoal', url: this.link });
    } catch {
      // Dismissed by the player: nothing to do.
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-invite-panel': ShoalInvitePanel;
  }
}
