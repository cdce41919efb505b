import { LitElement, css, html } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { baseStyles } from '../theme/tokens.js';
import { panelSectionStyles } from '../theme/panel-styles.js';
import { seatMarker, type SeatLook } from './seat-marker.js';
import './announcer.js';
import { withoutRuleNumbers } from './player-words.js';

/** One line of the log. */
export interface LogLine {
  /** What happened, e.g. "Black places a ship at C4". */
  readonly text: string;
  /** The look of the seat that acted (absent for table events). */
  readonly look?: SeatLook;
}

/** Lines drawn at first: a long game's earlier moves are drawn only when asked for. */
export const RECENT_LINES = 60;

/**
 * The moves so far, numbered, newest at the bottom and scrolled into view; in a long game only the
 * latest {@link RECENT_LINES}, with a button above them that shows the earlier ones. A screen reader hears each
 * new line followed by `turn` (whose turn it is), once, from one live region (shoal-announcer); the
 * scrolling list itself is a focusable region, so it can be scrolled from the keyboard.
 *
 * @csspart list - The scrolling list.
 */
@customElement('shoal-move-log')
export class ShoalMoveLog extends LitElement {
  static override styles = [
    baseStyles,
    panelSectionStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 0;
      }
      .scroll {
        flex: 1;
        min-height: 0;
        max-height: var(--shoal-log-height, 16rem);
        overflow-y: auto;
        scroll-behavior: smooth;
        border-radius: var(--shoal-radius-sm);
        font-size: var(--shoal-text-sm);
      }
      .earlier {
        display: block;
        width: 100%;
        min-height: 2.75rem;
        margin-bottom: var(--shoal-space-1);
        border: 1px dashed var(--shoal-border);
        border-radius: var(--shoal-radius-sm);
        background: none;
        color: var(--shoal-text-muted);
        font: inherit;
        cursor: pointer;
      }
      .earlier:hover {
        color: var(--shoal-text);
        background: var(--shoal-surface-2);
      }
      li {
        counter-increment: move;
        display: grid;
        grid-template-columns: 2.2em auto 1fr;
        align-items: center;
        gap: var(--shoal-space-2);
        padding: 0.3em var(--shoal-space-1);
        border-radius: var(--shoal-radius-sm);
      }
      li::before {
        content: counter(move);
        text-align: right;
        color: var(--shoal-text-muted);
        font-variant-numeric: tabular-nums;
      }
      li:last-child {
        background: var(--shoal-surface-2);
        animation: enter var(--shoal-motion) ease;
      }
      li .seat-marker {
        display: block;
      }
      @keyframes enter {
        from {
          opacity: 0;
          transform: translateY(6px);
        }
      }
    `,
  ];

  @property({ attribute: false }) entries: readonly LogLine[] = [];
  @property() heading = 'Moves';
  /** Shown when there are no entries yet. */
  @property() empty = 'No moves yet.';
  /** Whose turn it is and what to do, read out after each new move. */
  @property() turn = '';

  @query('.scroll') private _list?: HTMLElement;
  /** The player asked for every line. */
  @state() private _allShown = false;

  private _scrollPending = false;

  protected override updated(changed: Map<string, unknown>): void {
    if (!changed.has('entries') || !this._list) return;
    // Scrolling reads the layout: only when a line came or changed, not for every redraw of the same lines.
    const before = changed.get('entries') as readonly LogLine[] | undefined;
    if (before && before.length === this.entries.length && before.at(-1)?.text === this.entries.at(-1)?.text) return;
    // Read once the next frame is drawn, when the layout is already up to date: read here, in the task
    // that changed the page (a move arriving), it would force the whole board's layout inside that task.
    if (this._scrollPending) return;
    this._scrollPending = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        this._scrollPending = false;
        if (this._list) this._list.scrollTop = this._list.scrollHeight;
      }),
    );
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('entries') && this.entries.length <= RECENT_LINES) this._allShown = false;
  }

  override render() {
    const first = this._allShown ? 0 : Math.max(0, this.entries.length - RECENT_LINES);
    return html`<h2 id="heading">${this.heading}</h2>
      ${this.entries.length === 0 ? html`<p class="empty">${this.empty}</p>` : null}
      <div class="scroll" part="list" role="region" aria-labelledby="heading" tabindex=${this.entries.length ? 0 : -1}>
        ${first > 0
          ? html`<button class="earlier" type="button" @click=${() => (this._allShown = true)}>
              Show the ${first} earlier ${first === 1 ? 'move' : 'moves'}
            </button>`
          : null}
        <ol style="counter-reset: move ${first}">
          ${repeat(
            first > 0 ? this.entries.slice(first) : this.entries,
            (_line, index) => first + index,
            (line) => html`<li>${line.look ? seatMarker(line.look, 16) : html`<span></span>`}<span>${withoutRuleNumbers(line.text)}</span></li>`,
          )}
        </ol>
      </div>
      <shoal-announcer .lines=${this.entries.map((line) => withoutRuleNumbers(line.text))} .turn=${this.turn}></shoal-announcer>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-move-log': ShoalMoveLog;
  }
}
