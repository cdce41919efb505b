import { css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import './button.js';
import './dialog.js';
import { ShoalDialogHost } from './dialog-host.js';
import { choiceStyles } from './choice-styles.js';
import { seatMarker, type SeatLook } from './seat-marker.js';

/** A bot level to offer. */
export interface LevelChoice {
  readonly id: string;
  readonly label: string;
  /** How the level plays, in a sentence (shown under the choice). */
  readonly description?: string;
}

/** Detail of `new-game`: the seat the player takes (or 'random'), the bots' level and, for games of several sizes, the seats at the table. */
export interface NewGameDetail {
  readonly seat: number | 'random';
  readonly level: string;
  readonly players?: number;
}

/**
 * Sets up a game against the bot: how many play (for games of several sizes), which seat you take
 * (a colour, or a role) and how strong the bots are.
 *
 * @fires new-game - `{seat, level}` when the player starts.
 * @fires dialog-close - When it closes without starting.
 */
@customElement('shoal-new-game-dialog')
export class ShoalNewGameDialog extends ShoalDialogHost {
  static override styles = [
    baseStyles,
    choiceStyles,
    css`
      label {
        position: relative;
        display: inline-flex;
        align-items: center;
        gap: var(--shoal-space-2);
        min-height: var(--shoal-touch);
        padding: 0 var(--shoal-space-4) 0 var(--shoal-space-3);
        border: 2px solid var(--shoal-border);
        border-radius: var(--shoal-radius-pill);
        cursor: pointer;
        font-weight: 600;
      }
      .dice {
        width: 20px;
        height: 20px;
      }
    `,
  ];

  @property() heading = 'Play against the bot';
  /** Seat names in turn order, e.g. ["Black", "White"]. */
  @property({ attribute: false }) seatNames: readonly string[] = [];
  @property({ attribute: false }) seatLooks: readonly SeatLook[] = [];
  @property({ attribute: false }) levels: readonly LevelChoice[] = [];
  /** A line under the colour choice, e.g. "Black moves first." */
  @property() hint = '';
  /** The question the seats answer, e.g. "Your colour" or "Your role on day 1". */
  @property({ attribute: 'seat-legend' }) seatLegend = 'Your colour';
  /** Table sizes to choose from (none for a game of one size). */
  @property({ attribute: false }) playerCounts: readonly number[] = [];
  /** The table size chosen when the dialog opens (default the smallest). */
  @property({ type: Number, attribute: 'default-players' }) defaultPlayers = 0;

  @state() private _seat: number | 'random' = 'random';
  @state() private _level = '';
  @state() private _players = 0;

  override render() {
    const level = this._level || this.levels[0]?.id || '';
    const players = this._playersNow;
    const seats = players > 0 ? this.seatNames.slice(0, players) : this.seatNames;
    return html`<shoal-dialog heading=${this.heading} ?open=${this.open} @dialog-close=${this.onDialogClose}>
      ${this.playerCounts.length > 1
        ? html`<fieldset>
            <legend>Players</legend>
            <div class="choices">
              ${this.playerCounts.map(
                (count) =>
                  html`<label><input type="radio" name="players" .checked=${players === count} @change=${() => this._choosePlayers(count)} />${count}</label>`,
              )}
            </div>
            <p class="hint">You and ${players - 1} ${players === 2 ? 'bot' : 'bots'}.</p>
          </fieldset>`
        : null}
      <fieldset>
        <legend>${this.seatLegend}</legend>
        <div class="choices">
          ${seats.map(
            (name, seat) =>
              html`<label
                ><input type="radio" name="seat" .checked=${this._seat === seat} @change=${() => (this._seat = seat)} />${this.seatLooks[seat]
                  ? seatMarker(this.seatLooks[seat], 22)
                  : null}${name}</label
              >`,
          )}
          <label
            ><input type="radio" name="seat" .checked=${this._seat === 'random'} @change=${() => (this._seat = 'random')} /><svg
              class="dice"
              viewBox="0 0 20 20"
              aria-hidden="true"
            >
              <rect x="2" y="2" width="16" height="16" rx="4" fill="none" stroke="currentColor" stroke-width="2" />
              <circle cx="7" cy="7" r="1.6" fill="currentColor" /><circle cx="13" cy="13" r="1.6" fill="currentColor" /><circle
                cx="10"
                cy="10"
                r="1.6"
                fill="currentColor"
              /></svg
            >${seats.length === 2 ? 'Either' : 'Any'}</label
          >
        </div>
        ${this.hint ? html`<p class="hint">${this.hint}</p>` : null}
      </fieldset>
      <fieldset>
        <legend>Bot level</legend>
        <div class="choices">
          ${this.levels.map(
            (choice) =>
              html`<label><input type="radio" name="level" .checked=${level === choice.id} @change=${() => (this._level = choice.id)} />${choice.label}</label>`,
          )}
        </div>
        ${levelDescription(this.levels, level)}
      </fieldset>
      <shoal-button slot="footer" variant="quiet" @click=${this.dismiss}>Cancel</shoal-button>
      <shoal-button slot="footer" autofocus @click=${() => this._start(level)}>Start game</shoal-button>
    </shoal-dialog>`;
  }

  /** The table size chosen, else the default; 0 for a game of one size. */
  private get _playersNow(): number {
    if (this.playerCounts.includes(this._players)) return this._players;
    return this.playerCounts.includes(this.defaultPlayers) ? this.defaultPlayers : (this.playerCounts[0] ?? 0);
  }

  private _choosePlayers(count: number): void {
    this._players = count;
    if (typeof this._seat === 'number' && this._seat >= count) this._seat = 'random';
  }

  private _start(level: string): void {
    const players = this._playersNow;
    this.choose<NewGameDetail>('new-game', players > 0 ? { seat: this._seat, level, players } : { seat: this._seat, level });
  }
}

/** The chosen level's sentence, under the choices. */
export function levelDescription(levels: readonly LevelChoice[], level: string): unknown {
  const description = levels.find((choice) => choice.id === level)?.description;
  return description ? html`<p class="hint" data-level-description>${description}</p>` : null;
}

/** In a dialog that seats a level per seat: the sentence of each level at the table, weakest first. */
export function seatedLevelDescriptions(levels: readonly LevelChoice[], seated: readonly string[]): unknown {
  const used = levels.filter((choice) => choice.description && seated.includes(choice.id));
  return used.length
    ? html`<dl class="levels" data-level-descriptions>
        ${used.map((choice) => html`<dt>${choice.label} bot</dt><dd>${choice.description}</dd>`)}
      </dl>`
    : null;
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-new-game-dialog': ShoalNewGameDialog;
  }
}
