import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';

/** Lines read out at once; a longer burst (a restored game, a bot's protocol run) is summed up. */
const MOST_LINES = 4;

/**
 * What a screen reader hears as the game goes on: each new move, then whose turn it is, in one polite
 * announcement. Invisible. Lines already shown when it appears are not read out again.
 */
@customElement('shoal-announcer')
export class ShoalAnnouncer extends LitElement {
  static override styles = css`
    :host {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `;

  /** The whole move log so far, oldest first. */
  @property({ attribute: false }) lines: readonly string[] = [];
  /** Whose turn it is and what to do, e.g. "Your turn: place a ship on any empty square." */
  @property() turn = '';

  @state() private _spoken = '';
  private _heard = -1;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('lines') && !changed.has('turn')) return;
    // A shorter log is a new game: nothing of it is news yet.
    const from = this._heard < 0 || this._heard > this.lines.length ? this.lines.length : this._heard;
    const fresh = this.lines.slice(from);
    this._heard = this.lines.length;
    const moves = fresh.length > MOST_LINES ? [...fresh.slice(-MOST_LINES)] : [...fresh];
    if (fresh.length > MOST_LINES) moves.unshift(`${fresh.length - MOST_LINES} earlier moves.`);
    const spoken = [...moves, this.turn].filter(Boolean).map(sentence).join(' ');
    if (fresh.length > 0 || changed.has('turn')) this._spoken = spoken;
  }

  override render() {
    return html`<div role="status" aria-live="polite" aria-atomic="true">${this._spoken}</div>`;
  }
}

function sentence(text: string): string {
  return /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-announcer': ShoalAnnouncer;
  }
}
