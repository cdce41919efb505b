import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import '../shared/button.js';
import '../shared/dialog.js';
import '../shared/rules-panel.js';
import type { RulesText } from '../shared/rules-panel.js';
import { lazyModule, type LazyModule } from '../shared/lazy-module.js';
import { LocalGameController, type LocalGameOptions, type NewGameRequest } from './local-game-controller.js';
import type { GameTable } from './game-table.js';
import { TableBinding } from './table-binding.js';
import { inviteAction } from './invite-action.js';
import type { LocalMode } from './saved-game.js';
import { seededEntropy } from '../../src/core/entropy.js';

/** The end dialog, loaded when a game on screen first ends (most visits never reach it). */
const endDialog = lazyModule(() => import('../shared/end-dialog.js'));

/**
 * What every game's table element shares: its attributes, the game on screen (a room's `controller`, or
 * this device's own local game), the rules, new-game and end dialogs' open state, and the row of table
 * actions. A game's table adds its board, status, log lines and end dialog.
 *
 * @fires game-started - A requested new game has started (the route may drop its request).
 */
export abstract class GameTableElement extends LitElement {
  /** 'bot' (people against bots) or 'pass' (people only, one device). */
  @property() mode: LocalMode = 'bot';
  /** Where the game is saved ('bot', 'pass', 'embed'). */
  @property({ attribute: 'save-slot' }) saveSlot = '';
  /** A new game to start instead of resuming the saved one. */
  @property({ attribute: false }) request: NewGameRequest | null = null;
  /** Inside a blog post: no home screen. */
  @property({ type: Boolean, reflect: true }) embedded = false;
  /** Shortest time (ms) a bot seems to think, so its move can be followed. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 700;
  /** The game to show when it is not this device's own (a room's); unset, the table plays a local game. */
  @property({ attribute: false }) controller: GameTable | null = null;

  @state() protected _rulesOpen = false;
  @state() protected _setupOpen = false;
  @state() protected _endClosed = false;

  /** The game's new-game dialog when it loads on first use; null: the table defines it itself. */
  protected readonly setupDialog: LazyModule | null = null;

  /** False for a game of secret hands: one device seats one person. */
  protected readonly sharedDevice: boolean = true;

  protected _local: LocalGameController | null = null;
  private readonly _binding = new TableBinding(this);

  /** The local game's settings (the slot, mode and bot delay are the element's). */
  protected abstract localGame(): Omit<LocalGameOptions, 'slot' | 'minBotDelayMs'>;

  /** Where the local game is saved. */
  protected localSlot(): string {
    return this.saveSlot || this.mode;
  }

  /** The request a local game opens with; a game may refuse a mode (Fleet: no shared screen). */
  protected openRequest(request: NewGameRequest): NewGameRequest {
    return { ...request, mode: this.mode };
  }

  /** The game on screen: the room's, or this device's own. */
  protected get _game(): GameTable | null {
    return this.controller ?? this._local;
  }

  override connectedCallback(): void {
    if (!this._local && !this.controller) {
      this._local = new LocalGameController(this, { entropy: seededEntropy, ...this.localGame(), slot: this.localSlot(), minBotDelayMs: this.botDelay });
      this._local.open(this.request ? this.openRequest(this.request) : null);
      // People sharing a device choose how many they are (and may add bots) before they begin.
      if (this.sharedDevice && this.request?.mode === 'pass' && this.request.players === undefined) this._openSetup();
      if (this.request) this.dispatchEvent(new CustomEvent('game-started', { bubbles: true, composed: true }));
    }
    this._binding.follow(this.controller);
    super.connectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) this._binding.follow(this.controller);
  }

  /** Opens the new-game dialog, loading it first if it has not loaded yet. */
  protected _openSetup(): void {
    const dialog = this.setupDialog;
    if (!dialog || dialog.ready) this._setupOpen = true;
    else dialog.load().then(() => (this._setupOpen = true), () => undefined);
  }

  /** The new-game dialog is defined and can be shown. */
  protected get _setupReady(): boolean {
    return this.setupDialog?.ready ?? true;
  }

  /** The end dialog can be shown; a game that is `over` loads it the first time. */
  protected _endReady(over: boolean): boolean {
    if (endDialog.ready) return true;
    if (over) endDialog.load().then(() => this.requestUpdate(), () => undefined);
    return false;
  }

  /** The table's actions: retry a stuck bot, reopen the result, invite a friend, the rules, a new local game. */
  protected _actions(over: boolean): TemplateResult {
    const game = this._game!;
    return html`<div class="actions">
      ${game.botStuck ? html`<shoal-button compact variant="secondary" @click=${() => game.retryBot()}>Retry bot</shoal-button>` : nothing}
      ${over && this._endClosed
        ? html`<shoal-button compact variant="secondary" data-action="result" @click=${() => (this._endClosed = false)}>Result</shoal-button>`
        : nothing}
      <span class="spacer"></span>
      ${this._local ? inviteAction(this, this._local.table?.gameId ?? '', !this.embedded) : nothing}
      <shoal-button compact variant="quiet" data-action="rules" @click=${() => (this._rulesOpen = true)}>Rules</shoal-button>
      ${this._local ? html`<shoal-button compact variant="quiet" @click=${() => this._openSetup()}>New game</shoal-button>` : nothing}
    </div>`;
  }

  protected _rulesDialog(heading: string, rules: RulesText): TemplateResult {
    return html`<shoal-dialog heading=${heading} ?open=${this._rulesOpen} @dialog-close=${() => (this._rulesOpen = false)}>
      <shoal-rules-panel .rules=${rules}></shoal-rules-panel>
    </shoal-dialog>`;
  }
}
