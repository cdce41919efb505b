import { css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import { ShoalDialogHost } from '../shared/dialog-host.js';
import { choiceStyles, pillChoiceStyles } from '../shared/choice-styles.js';
import { seatedLevelDescriptions, type LevelChoice } from '../shared/new-game-dialog.js';
import { seatMarker } from '../shared/seat-marker.js';
import { WISHES_SEAT_LOOKS, seatColourName } from './looks.js';

/** Who sits where: 'person' or a bot id, one per seat. */
export type SeatChoice = 'person' | string;

/** Detail of `wishes-setup`: the seat count and the bot of each bot seat. */
export interface WishesSetupDetail {
  readonly players: number;
  readonly botSeats: Readonly<Record<number, string>>;
}

/**
 * Sets up a Wishes table on this device: 2–5 seats (W-1, `minPlayers`–`maxPlayers`), each played by a
 * person (people take turns on this device) or a bot of some level.
 *
 * @fires wishes-setup - `{players, botSeats}` when the players start.
 * @fires dialog-close - When it closes without starting.
 */
@customElement('shoal-wishes-setup-dialog')
export class ShoalWishesSetupDialog extends ShoalDialogHost {
  static override styles = [
    baseStyles,
    choiceStyles,
    pillChoiceStyles,
    css`
      fieldset {
        min-width: 0;
      }
      legend {
        padding: 0;
      }
      .seats {
        display: grid;
        gap: var(--shoal-space-2);
      }
      .seats label.seat {
        display: grid;
        grid-template-columns: 6.5rem minmax(0, 1fr);
        align-items: center;
        gap: var(--shoal-space-2);
        padding: 0;
        border: 0;
        cursor: default;
      }
      select {
        min-height: var(--shoal-touch);
        padding: 0 var(--shoal-space-3);
        border: 2px solid var(--shoal-border);
        border-radius: var(--shoal-radius-sm);
        background: var(--shoal-surface);
        color: var(--shoal-text);
        font: 600 var(--shoal-text-sm) var(--shoal-font);
      }
      select:focus-visible {
        outline: 3px solid var(--shoal-focus);
        outline-offset: 2px;
      }
      .seat-name {
        display: flex;
        align-items: center;
        gap: var(--shoal-space-2);
        font-weight: 700;
      }
    `,
  ];

  @property() heading = 'Who is at the table?';
  @property({ type: Number }) minPlayers = 2;
  @property({ type: Number }) maxPlayers = 5;
  /** Bot levels, weakest first. */
  @property({ attribute: false }) levels: readonly LevelChoice[] = [];
  /** The table to start from (e.g. the current one). */
  @property({ attribute: false }) initial: WishesSetupDetail = { players: 4, botSeats: {} };

  @state() private _players = 4;
  @state() private _seats: SeatChoice[] = [];

  override willUpdate(changed: Map<string, unknown>): void {
    // Each opening starts from the table in play; re-renders while open keep the players' choices.
    if (changed.has('open') && this.open) {
      this._players = this.initial.players;
      this._seats = Array.from({ length: this.maxPlayers }, (_, seat) => this.initial.botSeats[seat] ?? (seat < this.initial.players ? 'person' : this._defaultBot()));
    }
  }

  private _defaultBot(): string {
    return this.levels[this.levels.length - 1]?.id ?? 'person';
  }

  override render() {
    const counts = Array.from({ length: this.maxPlayers - this.minPlayers + 1 }, (_, i) => this.minPlayers + i);
    const options: { id: SeatChoice; label: string }[] = [{ id: 'person', label: 'Person' }, ...this.levels.map((l) => ({ id: l.id, label: `${l.label} bot` }))];
    return html`<shoal-dialog heading=${this.heading} ?open=${this.open} @dialog-close=${this.onDialogClose}>
      <fieldset>
        <legend>Players</legend>
        <div class="choices">
          ${counts.map(
            (n) => html`<label><input type="radio" name="players" value=${n} .checked=${this._players === n} @change=${() => (this._players = n)} />${n}</label>`,
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>Who plays each colour</legend>
        <div class="seats">
          ${Array.from({ length: this._players }, (_, seat) => {
            const chosen = this._seats[seat] ?? 'person';
            return html`<label class="seat">
              <span class="seat-name">${seatMarker(WISHES_SEAT_LOOKS[seat]!, 22)}${seatColourName(seat)}</span>
              <select data-seat=${seat} @change=${(event: Event) => this._choose(seat, (event.target as HTMLSelectElement).value)}>
                ${options.map((option) => html`<option value=${option.id} ?selected=${chosen === option.id}>${option.label}</option>`)}
              </select>
            </label>`;
          })}
        </div>
      </fieldset>
      ${seatedLevelDescriptions(this.levels, this._seats.slice(0, this._players))}
      <p class="hint">People take turns on this device; nothing is hidden, so no hand-over is needed. The first player is drawn at random.</p>
      <shoal-button slot="footer" variant="quiet" @click=${this.dismiss}>Cancel</shoal-button>
      <shoal-button slot="footer" autofocus @click=${this._start}>Start game</shoal-button>
    </shoal-dialog>`;
  }

  private _choose(seat: number, choice: SeatChoice): void {
    const seats = this._seats.slice();
    seats[seat] = choice;
    this._seats = seats;
  }

  private _start = (): void => {
    const botSeats: Record<number, string> = {};
    for (let seat = 0; seat < this._players; seat++) if (this._seats[seat] !== 'person') botSeats[seat] = this._seats[seat]!;
    this.choose<WishesSetupDetail>('wishes-setup', { players: this._players, botSeats });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-wishes-setup-dialog': ShoalWishesSetupDialog;
  }
}
