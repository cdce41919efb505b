import { css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import { ShoalDialogHost } from '../shared/dialog-host.js';
import { choiceStyles, pillChoiceStyles } from '../shared/choice-styles.js';
import { seatedLevelDescriptions, type LevelChoice } from '../shared/new-game-dialog.js';
import { seatMarker } from '../shared/seat-marker.js';
import { nameOf, type BidCap } from '../../src/games/sell-fish/index.js';
import { SELL_FISH_SEAT_LOOKS } from './looks.js';

/** Detail of `sell-fish-setup`: the seat count, the bot of each bot seat and the game's settings. */
export interface SellFishSetupDetail {
  readonly players: number;
  readonly botSeats: Readonly<Record<number, string>>;
  readonly options: { superHarvest: boolean; pirateAttack: boolean; shipLeasing: boolean; bidCap: BidCap };
}

const DEFAULT_SETTINGS: SellFishSetupDetail['options'] = { superHarvest: false, pirateAttack: false, shipLeasing: false, bidCap: 'coins20' };

/**
 * Sets up a SELL.fish table on this device: 2–6 communities, each a person (people pass the device, and
 * a hand-over screen hides each sealed choice from the next player) or a bot; and the optional rules.
 *
 * @fires sell-fish-setup - `{players, botSeats, options}` when the players start.
 * @fires dialog-close - When it closes without starting.
 */
@customElement('shoal-sell-fish-setup-dialog')
export class ShoalSellFishSetupDialog extends ShoalDialogHost {
  static override styles = [
    baseStyles,
    choiceStyles,
    pillChoiceStyles,
    css`
      fieldset {
        min-width: 0;
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
      .seat-name {
        display: flex;
        align-items: center;
        gap: var(--shoal-space-2);
        font-weight: 700;
      }
      .rules label {
        display: flex;
        align-items: center;
        gap: var(--shoal-space-2);
        min-height: var(--shoal-touch);
        font-size: var(--shoal-text-sm);
      }
    `,
  ];

  @property({ attribute: false }) levels: readonly LevelChoice[] = [];
  @property({ attribute: false }) initial: SellFishSetupDetail = { players: 4, botSeats: {}, options: DEFAULT_SETTINGS };

  @state() private _players = 4;
  @state() private _seats: string[] = [];
  @state() private _options = DEFAULT_SETTINGS;

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('open') && this.open) {
      this._players = this.initial.players;
      this._options = { ...DEFAULT_SETTINGS, ...this.initial.options };
      const bot = this.levels[this.levels.length - 1]?.id ?? 'person';
      this._seats = Array.from({ length: 6 }, (_, seat) => this.initial.botSeats[seat] ?? (seat < this.initial.players ? 'person' : bot));
    }
  }

  override render() {
    const options = [{ id: 'person', label: 'Person' }, ...this.levels.map((l) => ({ id: l.id, label: `${l.label} bot` }))];
    const o = this._options;
    const toggle = (key: 'superHarvest' | 'pirateAttack' | 'shipLeasing') => () => (this._options = { ...o, [key]: !o[key] });
    return html`<shoal-dialog heading="Who fishes the rivers?" ?open=${this.open} @dialog-close=${this.onDialogClose}>
      <fieldset>
        <legend>Communities</legend>
        <div class="choices">
          ${[2, 3, 4, 5, 6].map((n) => html`<label><input type="radio" name="players" value=${n} .checked=${this._players === n} @change=${() => (this._players = n)} />${n}</label>`)}
        </div>
      </fieldset>
      <fieldset>
        <legend>Who leads each community</legend>
        <div class="seats">
          ${Array.from({ length: this._players }, (_, seat) => html`<label class="seat">
            <span class="seat-name">${seatMarker(SELL_FISH_SEAT_LOOKS[seat]!, 22)}${nameOf(seat)}</span>
            <select data-seat=${seat} @change=${(e: Event) => {
              const seats = this._seats.slice();
              seats[seat] = (e.target as HTMLSelectElement).value;
              this._seats = seats;
            }}>
              ${options.map((option) => html`<option value=${option.id} ?selected=${(this._seats[seat] ?? 'person') === option.id}>${option.label}</option>`)}
            </select>
          </label>`)}
        </div>
      </fieldset>
      ${seatedLevelDescriptions(this.levels, this._seats.slice(0, this._players))}
      <fieldset class="rules">
        <legend>Optional rules</legend>
        <label><input type="checkbox" .checked=${o.superHarvest} @change=${toggle('superHarvest')} />Super Harvest: special chips let a fisher redraw one step richer</label>
        <label><input type="checkbox" .checked=${o.pirateAttack} @change=${toggle('pirateAttack')} />Pirate Attack: attack chips send rival ships home</label>
        <label><input type="checkbox" .checked=${o.shipLeasing} @change=${toggle('shipLeasing')} />Ship Leasing: a yearly auction for a ship to use next year</label>
        <label>Highest bid
          <select @change=${(e: Event) => (this._options = { ...o, bidCap: (e.target as HTMLSelectElement).value as BidCap })}>
            <option value="coins20" ?selected=${o.bidCap === 'coins20'}>$20 (the coins)</option>
            <option value="money" ?selected=${o.bidCap === 'money'}>Your money</option>
            <option value="none" ?selected=${o.bidCap === 'none'}>No limit</option>
          </select>
        </label>
      </fieldset>
      <p class="hint">People on this device pass it between them: a hand-over screen hides each sealed bid and programming from the next player.</p>
      <shoal-button slot="footer" variant="quiet" @click=${this.dismiss}>Cancel</shoal-button>
      <shoal-button slot="footer" autofocus @click=${this._start}>Start game</shoal-button>
    </shoal-dialog>`;
  }

  private _start = (): void => {
    const botSeats: Record<number, string> = {};
    for (let seat = 0; seat < this._players; seat++) if (this._seats[seat] !== 'person') botSeats[seat] = this._seats[seat]!;
    this.choose<SellFishSetupDetail>('sell-fish-setup', { players: this._players, botSeats, options: this._options });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-sell-fish-setup-dialog': ShoalSellFishSetupDialog;
  }
}
