import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import type { SeatInfo } from '../../src/table/network-table.js';

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
 * The open seats of a room with a name field and a colour choice: take a seat, or seat a bot that this
 * browser will host.
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
      fieldset {
        border: 0;
        padding: 0;
        margin: 0;
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-2);
      }
      legend {
        font-weight: 600;
        margin-bottom: var(--shoal-space-1);
      }
      .swatch {
        display: inline-flex;
        align-items: center;
        gap: var(--shoal-space-1);
        min-height: var(--shoal-touch, 44px);
        padding: 0 var(--shoal-space-2);
        border: 2px solid var(--shoal-border);
        border-radius: 999px;
        cursor: pointer;
      }
      .swatch:has(input:checked) {
        border-color: var(--shoal-text);
        font-weight: 700;
      }
      .swatch input {
        position: absolute;
        opacity: 0;
      }
      .swatch:focus-within {
        outline: 2px solid var(--shoal-focus, currentColor);
        outline-offset: 2px;
      }
      .dot {
        width: 1rem;
        height: 1rem;
        border-radius: 50%;
      }
      .seats {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-2);
      }
    `,
  ];

  /** Every seat of the room. */
  @property({ attribute: false }) seats: readonly SeatInfo[] = [];
  /** Bot levels this browser can host (empty: no bot buttons). */
  @property({ attribute: false }) bots: readonly { readonly id: string; readonly label: string }[] = [];
  /** The remembered name and colour. */
  @property() name = '';
  @property() color = PLAYER_COLOURS[2]!.value;
  /** True once this browser's person sits (only bots can still be added). */
  @property({ type: Boolean }) seated = false;

  @state() private _name: string | null = null;
  @state() private _color: string | null = null;

  override render() {
    const open = this.seats.filter((s) => s.name === null);
    if (open.length === 0) return null;
    const name = this._name ?? this.name;
    const color = this._color ?? this.color;
    const valid = name.trim().length >= 1 && name.trim().length <= 24;
    return html`${this.seated
        ? null
        : html`<label
              >Your name
              <input type="text" data-field="name" maxlength="24" .value=${name} @input=${(e: Event) => (this._name = (e.target as HTMLInputElement).value)} />
            </label>
            <fieldset>
              <legend>Your colour</legend>
              ${PLAYER_COLOURS.map(
                (c) => html`<label class="swatch"
                  ><input type="radio" name="colour" .checked=${c.value === color} @change=${() => (this._color = c.value)} /><span
                    class="dot"
                    style="background:${c.value}"
                  ></span
                  >${c.name}</label
                >`,
              )}
            </fieldset>`}
      <div class="seats">
        ${open.map((seat) =>
          this.seated
            ? null
            : html`<shoal-button data-seat-pick=${seat.seat} ?disabled=${!valid} @click=${() => this._pick('seat-pick', seat.seat, name, color)}
                >Sit as ${seat.label}</shoal-button
              >`,
        )}
        ${open.flatMap((seat) =>
          this.bots.map(
            (bot) => html`<shoal-button variant="secondary" data-bot-add=${seat.seat} @click=${() => this._pick('bot-add', seat.seat, `${bot.label} bot`, PLAYER_COLOURS[5]!.value, bot.id)}
              >${bot.label} bot as ${seat.label}</shoal-button
            >`,
          ),
        )}
      </div>`;
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
