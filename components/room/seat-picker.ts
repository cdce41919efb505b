import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import type { SeatInfo } from '../../src/table/network-table.js';
import { seatMarker, type SeatLook } from '../shared/seat-marker.js';

/** Colours a player can wear, each with a name so colour is never the only signal. */
export const PLAYER_COLOURS: readonly { readonly name: string; readonly value: string }[] = [
  { name: 'Coral', value: '#e0604f' },
  { name: 'Kelp', value: '#3f8f4f' },
  { name: 'Lagoon', value: '#2a7fb8' },
  { name: 'Sand', value: '#c9a23a' },
  { name: 'Urchin', value: '#8a56b5' },
  { name: 'Slate', value: '#5b6670' },
];

/** Detail of `seat-pick` and `bot-add`. */
export interface SeatPickDetail {
  readonly seat: number;
  readonly name: string;
  readonly color: string;
  /** For `bot-add`: the bot's id. */
  readonly bot?: string;
}

/**
 * The open seats of a room, each with its look in the game, and a name field: take a seat, or seat a
 * bot (of the level chosen) that this browser will host. A player wears their seat's colour in the
 * game and nothing else; the claim's colour (remembered for the next room) is never shown.
 *
 * @fires seat-pick - SeatPickDetail: the player takes a seat.
 * @fires bot-add - SeatPickDetail: a bot (hosted here) takes a seat.
 */
@customElement('shoal-seat-picker')
export class ShoalSeatPicker extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: grid;
        gap: var(--shoal-space-3);
      }
      label {
        display: grid;
        gap: var(--shoal-space-1);
        font-weight: 600;
      }
      input[type='text'] {
        font: inherit;
        padding: var(--shoal-space-2);
        border-radius: var(--shoal-radius-sm);
        border: 1px solid var(--shoal-border);
        background: var(--shoal-surface);
        color: var(--shoal-text);
        min-height: var(--shoal-touch, 44px);
        box-sizing: border-box;
      }
      .hint {
        margin: calc(-1 * var(--shoal-space-2)) 0 0;
        font-size: var(--shoal-text-sm);
        color: var(--shoal-text-muted);
      }
      .seats {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: var(--shoal-space-2);
      }
      .seats li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--shoal-space-2);
      }
      .seat-name {
        flex: 1;
        min-width: 4rem;
        font-weight: 600;
      }
      select {
        font: inherit;
        min-height: var(--shoal-touch, 44px);
        padding: 0 var(--shoal-space-2);
        border-radius: var(--shoal-radius-sm);
        border: 1px solid var(--shoal-border);
        background: var(--shoal-surface);
        color: var(--shoal-text);
      }
    `,
  ];

  /** Every seat of the room. */
  @property({ attribute: false }) seats: readonly SeatInfo[] = [];
  /** Bot levels this browser can host (empty: no bot buttons). */
  @property({ attribute: false }) bots: readonly { readonly id: string; readonly label: string; readonly description?: string }[] = [];
  /** The remembered name and colour. */
  @property() name = '';
  @property() color = PLAYER_COLOURS[2]!.value;
  /** True once this browser's person sits (only bots can still be added). */
  @property({ type: Boolean }) seated = false;
  /** How each seat looks in the game (its colour and mark), by seat. */
  @property({ attribute: false }) looks: readonly SeatLook[] = [];

  @state() private _name: string | null = null;
  @state() private _level: string | null = null;

  override render() {
    const open = this.seats.filter((s) => s.name === null);
    if (open.length === 0) return null;
    const name = this._name ?? this.name;
    const color = this.color;
    const valid = name.trim().length >= 1 && name.trim().length <= 24;
    const level = this.bots.find((bot) => bot.id === this._level) ?? this.bots[this.bots.length - 1];
    return html`${this.seated
        ? null
        : html`<label
              >Your name
              <input
                type="text"
                data-field="name"
                maxlength="24"
                autocomplete="nickname"
                aria-describedby="name-hint"
                .value=${name}
                @input=${(e: Event) => (this._name = (e.target as HTMLInputElement).value)}
              />
            </label>
            ${valid ? null : html`<p class="hint" id="name-hint">Type a name to sit down; the others see it beside your seat.</p>`}`}
      ${this.bots.length > 1
        ? html`<label
            >Bot level
            <select data-field="bot-level" @change=${(e: Event) => (this._level = (e.target as HTMLSelectElement).value)}>
              ${this.bots.map((bot) => html`<option value=${bot.id} ?selected=${bot.id === level?.id}>${bot.label}</option>`)}
            </select>
          </label>
          ${level?.description ? html`<p class="hint" data-level-description>${level.description}</p>` : null}`
        : null}
      <ul class="seats" aria-label="Open seats">
        ${open.map(
          (seat) => html`<li data-open-seat=${seat.seat}>
            ${this.looks[seat.seat] ? seatMarker(this.looks[seat.seat]!, 24) : null}<span class="seat-name">${seat.label}</span>
            ${this.seated
              ? null
              : html`<shoal-button compact data-seat-pick=${seat.seat} ?disabled=${!valid} @click=${() => this._pick('seat-pick', seat.seat, name, color)}
                  >Sit as ${seat.label}</shoal-button
                >`}
            ${level
              ? html`<shoal-button
                  compact
                  variant="secondary"
                  data-bot-add=${seat.seat}
                  label=${`Add a bot as ${seat.label} (${level.label})`}
                  @click=${() => this._pick('bot-add', seat.seat, this._botName(level.label), this._botColour(color), level.id)}
                  >Add a bot</shoal-button
                >`
              : null}
          </li>`,
        )}
      </ul>`;
  }

  /** "Deckhand bot", or "Deckhand bot 2" when that name is already seated. */
  private _botName(label: string): string {
    const names = new Set(this.seats.map((s) => s.name));
    let name = `${label} bot`;
    for (let n = 2; names.has(name); n++) name = `${label} bot ${n}`;
    return name;
  }

  /** A colour no seated player wears (nor the one chosen here), so each bot stands apart. */
  private _botColour(mine: string): string {
    const used = new Set([mine, ...this.seats.map((s) => s.color)]);
    return (PLAYER_COLOURS.find((c) => !used.has(c.value)) ?? PLAYER_COLOURS[5]!).value;
  }

  private _pick(type: 'seat-pick' | 'bot-add', seat: number, name: string, color: string, bot?: string): void {
    const detail: SeatPickDetail = bot === undefined ? { seat, name: name.trim(), color } : { seat, name, color, bot };
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-seat-picker': ShoalSeatPicker;
  }
}
