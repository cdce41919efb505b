import { LitElement, css, html, svg } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import qrcode from 'qrcode-generator';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';

/**
 * The room's link to send to friends: the link itself, a copy button, a QR code to scan from a phone,
 * and the system share sheet where the platform has one.
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
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-2);
        justify-content: center;
      }
      svg {
        width: min(220px, 60vw);
        height: auto;
        background: #fff;
        border-radius: var(--shoal-radius-sm);
      }
      p {
        margin: 0;
        color: var(--shoal-text-muted);
        text-align: center;
      }
    `,
  ];

  /** The full room link. */
  @property() link = '';

  @state() private _copied = false;

  override render() {
    const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
    return html`<p>Anyone with this link can join the room. Send it only to the people you want to play with.</p>
      <input class="link" readonly .value=${this.link} aria-label="Room link" @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
      <div class="actions">
        <shoal-button data-action="copy-link" @click=${this._copy}>${this._copied ? 'Copied!' : 'Copy link'}</shoal-button>
        ${canShare ? html`<shoal-button variant="secondary" data-action="share-link" @click=${this._share}>Share…</shoal-button>` : null}
      </div>
      ${this._qr()}`;
  }

  private _qr() {
    if (!this.link) return null;
    const code = qrcode(0, 'M');
    code.addData(this.link);
    code.make();
    const count = code.getModuleCount();
    const margin = 2;
    let path = '';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (code.isDark(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
    const size = count + 2 * margin;
    return html`<svg part="qr" viewBox="0 0 ${size} ${size}" role="img" aria-label="QR code of the room link" shape-rendering="crispEdges">
      ${svg`<path d=${path} fill="#000" />`}
    </svg>`;
  }

  private async _copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.link);
      this._copied = true;
      setTimeout(() => (this._copied = false), 2000);
    } catch {
      // No clipboard permission: select the text so the player can copy it by hand.
      this.renderRoot.querySelector<HTMLInputElement>('.link')?.select();
    }
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
