import { css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import { ShoalDialogHost } from '../shared/dialog-host.js';
import { choiceStyles, pillChoiceStyles } from '../shared/choice-styles.js';
import { botInfoFor } from '../../src/core/manifest.js';
import { levelDescription, type LevelChoice } from '../shared/new-game-dialog.js';
import { seatMarker } from '../shared/seat-marker.js';
import { FLEET_SEAT_LOOKS, seatColourName } from './looks.js';

/** Detail of `fleet-setup`: the seat count, your seat (or 'random') and the bot of every other seat. */
export interface FleetSetupDetail {
  readonly players: number;
  readonly seat: number | 'random';
  readonly level: string;
}

/**
 * Sets up a Fleet table on this device: 2–4 seats, you in one of them and bots in the others. Hands are
 * secret, so one device seats one person; the dialog says so and points to a room for friends.
 *
 * @fires fleet-setup - `{players, seat, level}` when the player starts.
 * @fires invite - The player would rather invite friends (each on their own device).
 * @fires dialog-close - When it closes without starting.
 */
@customElement('shoal-fleet-setup-dialog')
export class ShoalFleetSetupDialog extends ShoalDialogHost {
  static override styles = [
    baseStyles,
    choiceStyles,
    pillChoiceStyles,
    css`
      .choices label {
        gap: var(--shoal-space-1);
      }
      .secret {
        margin: var(--shoal-space-2) 0 0;
        padding: var(--shoal-space-2) var(--shoal-space-3);
        border-radius: var(--shoal-radius-sm);
        background: var(--shoal-surface-2);
        border-left: 4px solid var(--shoal-accent);
        font-size: var(--shoal-text-sm);
        line-height: 1.45;
      }
    `,
  ];

  @property() heading = 'New game of Fleet';
  @property({ type: Number }) minPlayers = 2;
  @property({ type: Number }) maxPlayers = 4;
  /** Bot levels, weakest first (with the ids a level had before, so a saved game's level is found). */
  @property({ attribute: false }) levels: readonly (LevelChoice & { readonly formerIds?: readonly string[] })[] = [];
  /** The table to start from. */
  @property({ attribute: false }) initial: FleetSetupDetail = { players: 4, seat: 'random', level: '' };
  /** Offer a room for friends (not inside a blog post's embed, which has no room page). */
  @property({ type: Boolean, attribute: 'can-invite' }) canInvite = true;

  @state() private _players = 4;
  @state() private _seat: number | 'random' = 'random';
  @state() private _level = '';

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('open') && this.open) {
      this._players = this.initial.players;
      this._seat = this.initial.seat;
      this._level = botInfoFor(this.levels, this.initial.level)?.id ?? this.levels[this.levels.length - 1]?.id ?? '';
    }
  }

  override render() {
    const counts = Array.from({ length: this.maxPlayers - this.minPlayers + 1 }, (_, i) => this.minPlayers + i);
    const seats: (number | 'random')[] = [...Array.from({ length: this._players }, (_, seat) => seat), 'random'];
    const seat = this._seat !== 'random' && this._seat >= this._players ? 'random' : this._seat;
    return html`<shoal-dialog heading=${this.heading} ?open=${this.open} @dialog-close=${this.onDialogClose}>
      <fieldset>
        <legend>Players</legend>
        <div class="choices">
          ${counts.map((n) => html`<label><input type="radio" name="players" .checked=${this._players === n} @change=${() => (this._players = n)} />${n}</label>`)}
        </div>
      </fieldset>
      <fieldset>
        <legend>Your colour</legend>
        <div class="choices">
          ${seats.map(
            (s) =>
              html`<label
                ><input type="radio" name="seat" .checked=${seat === s} @change=${() => (this._seat = s)} />${s === 'random' ? 'Random' : html`${seatMarker(FLEET_SEAT_LOOKS[s]!, 18)}${seatColourName(s)}`}</label
              >`,
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>Bots in the other seats</legend>
        <div class="choices">
          ${this.levels.map((level) => html`<label><input type="radio" name="level" .checked=${this._level === level.id} @change=${() => (this._level = level.id)} />${level.label}</label>`)}
        </div>
        ${levelDescription(this.levels, this._level)}
      </fieldset>
      <p class="secret">
        Hands are secret, so Fleet is not played by several people on one shared screen. To play with friends, invite
        them to a room: each plays on their own device, and bots can fill the other seats.
      </p>
      ${this.canInvite ? html`<shoal-button slot="footer" variant="quiet" @click=${() => this.choose('invite')}>Invite friends</shoal-button>` : null}
      <shoal-button slot="footer" variant="quiet" @click=${this.dismiss}>Cancel</shoal-button>
      <shoal-button slot="footer" autofocus @click=${this._start}>Start game</shoal-button>
    </shoal-dialog>`;
  }

  private _start = (): void => {
    const seat = this._seat !== 'random' && this._seat >= this._players ? 'random' : this._seat;
    this.choose<FleetSetupDetail>('fleet-setup', { players: this._players, seat, level: this._level });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-fleet-setup-dialog': ShoalFleetSetupDialog;
  }
}
