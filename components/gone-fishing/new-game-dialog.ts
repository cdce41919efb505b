import { css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import '../shared/button.js';
import '../shared/dialog.js';
import { ShoalDialogHost } from '../shared/dialog-host.js';
import { ShoalNewGameDialog, levelDescription, type LevelChoice } from '../shared/new-game-dialog.js';

/** Your role on day 1 (GF-3.2); the roles swap on day 2. */
export type FirstRole = 'angler' | 'fish' | 'random';

/** Detail of `gone-fishing-new-game`. */
export interface GoneFishingNewGameDetail {
  readonly role: FirstRole;
  readonly level: string;
  /** GF-1.5: deal the Fish player's helper cards (a house variant). */
  readonly helpers: boolean;
}

const ROLES: readonly { readonly id: FirstRole; readonly label: string }[] = [
  { id: 'angler', label: 'Angler' },
  { id: 'fish', label: 'Fish player' },
  // "Either", not "Random": a bot of that name is offered just below.
  { id: 'random', label: 'Either' },
];

/**
 * Sets up Gone Fishing against the bot: your role on day 1, the bot's strength, and the helper
 * variant. Styled like the shared new-game dialog.
 *
 * @fires gone-fishing-new-game - `{role, level, helpers}` when the player starts.
 * @fires dialog-close - When it closes without starting.
 */
@customElement('shoal-gone-fishing-new-game')
export class ShoalGoneFishingNewGame extends ShoalDialogHost {
  static override styles = [
    ShoalNewGameDialog.styles ?? [],
    css`
      .check {
        border-radius: var(--shoal-radius);
      }
      .check input {
        position: static;
        opacity: 1;
        pointer-events: auto;
        width: 1.2em;
        height: 1.2em;
        accent-color: var(--shoal-accent);
      }
    `,
  ];

  @property({ attribute: false }) levels: readonly LevelChoice[] = [];
  /** The level chosen when the dialog opens. */
  @property() defaultLevel = '';

  @state() private _role: FirstRole = 'angler';
  @state() private _level = '';
  @state() private _helpers = false;

  override render() {
    const level = this._level || this.defaultLevel || this.levels[0]?.id || '';
    return html`<shoal-dialog heading="Gone Fishing against the bot" ?open=${this.open} @dialog-close=${this.onDialogClose}>
      <fieldset>
        <legend>Your role on day 1</legend>
        <div class="choices">
          ${ROLES.map(
            (role) =>
              html`<label><input type="radio" name="role" .checked=${this._role === role.id} @change=${() => (this._role = role.id)} />${role.label}</label>`,
          )}
        </div>
        <p class="hint">The roles swap on day 2, so you play both.</p>
      </fieldset>
      <fieldset>
        <legend>Bot</legend>
        <div class="choices">
          ${this.levels.map(
            (choice) =>
              html`<label><input type="radio" name="level" .checked=${level === choice.id} @change=${() => (this._level = choice.id)} />${choice.label}</label>`,
          )}
        </div>
        ${levelDescription(this.levels, level)}
      </fieldset>
      <fieldset>
        <legend>Variant</legend>
        <label class="check"
          ><input type="checkbox" .checked=${this._helpers} @change=${(event: Event) => (this._helpers = (event.target as HTMLInputElement).checked)} />
          Fish helpers: SWAP, SCHOOL, MURKY</label
        >
        <p class="hint">A house rule, not from the original game.</p>
      </fieldset>
      <shoal-button slot="footer" variant="quiet" @click=${this.dismiss}>Cancel</shoal-button>
      <shoal-button slot="footer" autofocus @click=${() => this._start(level)}>Start game</shoal-button>
    </shoal-dialog>`;
  }

  private _start(level: string): void {
    this.choose<GoneFishingNewGameDetail>('gone-fishing-new-game', { role: this._role, level, helpers: this._helpers });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-gone-fishing-new-game': ShoalGoneFishingNewGame;
  }
  interface HTMLElementEventMap {
    'gone-fishing-new-game': CustomEvent<GoneFishingNewGameDetail>;
  }
}
