import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import '../shared/end-dialog.js';
import '../shared/move-log.js';
import '../shared/rules-panel.js';
import '../shared/status-line.js';
import type { LogLine } from '../shared/move-log.js';
import { navigate } from '../shared/navigate.js';
import type { StatusTone } from '../shared/status-line.js';
import { tableLayoutStyles } from '../shared/table-layout-styles.js';
import { LocalGameController, type NewGameRequest } from '../table/local-game-controller.js';
import type { LocalMode } from '../table/saved-game.js';
import type { LocalTable } from '../../src/table/local-table.js';
import { deckProgressText } from '../../src/table/deck-progress.js';
import { isRecord, type Seat } from '../../src/core/index.js';
import { fleet, fleetManifest, type FleetIntent, type FleetState, type FleetView } from '../../src/games/fleet/index.js';
import './board.js';
import type { FleetIntentDetail } from './board.js';
import { linesOf, newsFor, type ChronicleLine } from './chronicle.js';
import './final.js';
import { FLEET_SEAT_LOOKS, seatColourName } from './looks.js';
import { withoutRuleNumbers } from './payment.js';
import { FLEET_RULES } from './rules-text.js';
import './setup-dialog.js';
import type { FleetSetupDetail } from './setup-dialog.js';
import { statusOf } from './status.js';
import { tableStyles } from './table-styles.js';

/** Seats at a new table unless the player chooses otherwise (you and three bots). */
export const DEFAULT_FLEET_SEATS = 4;

/**
 * A Fleet game on this device: you against 1–3 bots. Hands are secret, so one device seats one person
 * (`sharedDevice: false`); friends play in a room, each on their own device. Shows the board from your
 * seat (your hand, nobody else's), whose turn it is and what each player owes, the move log, the rules,
 * and the final VP breakdown with a rematch. All play goes through the local table (every seat's fair-play
 * steps made by its own agent); this element only shows it and passes your intents on.
 *
 * @fires home - The player asked for the home screen (from the end dialog).
 * @fires game-started - A requested new game has started (the route may drop its request).
 */
@customElement('shoal-fleet-table')
export class ShoalFleetTable extends LitElement {
  static override styles = [baseStyles, tableLayoutStyles, tableStyles];

  /** Always 'bot' (people against bots); 'pass' is not offered for a game of secret hands. */
  @property() mode: LocalMode = 'bot';
  /** Where the game is saved ('bot', 'embed'). */
  @property({ attribute: 'save-slot' }) saveSlot = '';
  /** A new game to start instead of resuming the saved one. */
  @property({ attribute: false }) request: NewGameRequest | null = null;
  /** Inside a blog post: no home screen, no room. */
  @property({ type: Boolean, reflect: true }) embedded = false;
  /** Shortest time (ms) a bot seems to think, so its move can be followed. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 600;

  @state() private _rulesOpen = false;
  @state() private _setupOpen = false;
  @state() private _endClosed = false;

  private _game: LocalGameController | null = null;
  private _table: LocalTable | null = null;
  private _before: FleetState | null = null;
  private _seen = 0;
  private _lines: ChronicleLine[] = [];
  private _view: FleetView | null = null;
  private _legal: readonly FleetIntent[] = [];

  override connectedCallback(): void {
    if (!this._game) {
      this._game = new LocalGameController(this, {
        game: fleet,
        players: DEFAULT_FLEET_SEATS,
        slot: this.saveSlot || 'bot',
        defaultLevel: 'skipper',
        minBotDelayMs: this.botDelay,
      });
      // A shared screen would show every hand: a request for one becomes a game against bots.
      const request = this.request ? { ...this.request, mode: 'bot' as const } : null;
      this._game.open(request);
      if (this.request) this.dispatchEvent(new CustomEvent('game-started', { bubbles: true, composed: true }));
    }
    super.connectedCallback();
  }

  /** The one person at this table (null when every seat is a bot). */
  private get _person(): Seat | null {
    return this._game?.humanSeats[0] ?? null;
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const game = this._game;
    const table = game?.table;
    if (!game || !table) return;
    const position = table.state() as FleetState;
    if (table !== this._table) {
      this._table = table;
      this._before = null;
      this._seen = 0;
      this._lines = [];
      this._endClosed = false;
    }
    this._chronicle(table, position);
    this._view = table.view(this._person) as FleetView;
    const mover = game.humanToMove;
    this._legal = mover === null || game.thinking ? [] : (table.legalIntents(mover) as readonly FleetIntent[]);
  }

  /**
   * Extends the move log with what the table accepted since the last look. A local table tells the state
   * after each play, so the first new move is told against the state before it exactly; the fair-play
   * steps that follow it are the agents' own and left out.
   */
  private _chronicle(table: LocalTable, position: FleetState): void {
    const log = table.log();
    if (log.length === this._seen) return;
    // A restored game's history is told without the states between its moves: a 'done' then says no more than that.
    const exact = this._before !== null;
    const before = this._before ?? position;
    for (const entry of log.slice(this._seen)) {
      const move = !exact && isRecord(entry.move) && entry.move.type === 'done' ? null : entry.move;
      if (move === null) this._lines.push({ seat: entry.seat, text: `${seatColourName(entry.seat)} finishes a turn.`, player: true });
      else this._lines.push(...linesOf({ seat: entry.seat, move, before, after: position }).filter((line) => line.player));
    }
    // The table's own happenings (fishing, a new round, cards drawn) as the last step left them.
    this._lines.push(...linesOf({ seat: 0, move: null, before, after: position }));
    this._seen = log.length;
    this._before = position;
  }

  override render() {
    const game = this._game;
    const view = this._view;
    if (!game || !view) return nothing;
    const mover = game.humanToMove;
    const status = this._status(view);
    const botStuck = game.notice && game.table!.pending().some((seat) => seat in game.setup.botSeats) && !game.thinking;
    return html`<div class="layout">
        <shoal-status-line class="status" .message=${status.message} .tone=${status.tone}></shoal-status-line>
        <div class="board">
          <shoal-fleet-board
            .view=${view}
            .seat=${this._person}
            .legal=${this._legal}
            .roles=${this._roles()}
            .duties=${fleet.duties(view)}
            .news=${newsFor(this._lines, this._person)}
            .progress=${game.deckProgress}
            ?interactive=${mover !== null && !game.thinking}
            @fleet-intent=${this._onIntent}
          ></shoal-fleet-board>
        </div>
        <div class="actions">
          ${botStuck ? html`<shoal-button compact variant="secondary" @click=${() => game.retryBot()}>Retry bot</shoal-button>` : nothing}
          <span class="spacer"></span>
          <shoal-button compact variant="quiet" @click=${() => (this._rulesOpen = true)}>Rules</shoal-button>
          <shoal-button compact variant="quiet" @click=${() => (this._setupOpen = true)}>New game</shoal-button>
        </div>
        <aside class="side">
          <shoal-move-log .entries=${this._logLines()} empty="The start player is drawn at random once the deck is shuffled."></shoal-move-log>
        </aside>
      </div>
      <shoal-dialog heading="How to play Fleet" ?open=${this._rulesOpen} @dialog-close=${() => (this._rulesOpen = false)}>
        <shoal-rules-panel .rules=${FLEET_RULES}></shoal-rules-panel>
      </shoal-dialog>
      <shoal-fleet-setup-dialog
        ?open=${this._setupOpen}
        .levels=${fleetManifest.bots}
        .initial=${{ players: game.players, seat: this._person ?? 'random', level: Object.values(game.setup.botSeats)[0] ?? 'skipper' }}
        ?can-invite=${!this.embedded}
        @fleet-setup=${this._onSetup}
        @invite=${() => navigate(this, { kind: 'new-room', gameId: fleet.id })}
        @dialog-close=${() => (this._setupOpen = false)}
      ></shoal-fleet-setup-dialog>
      ${view.final ? this._endDialog(view) : nothing}`;
  }

  /** Who plays each seat: "You", or the bot's level. */
  private _roles(): string[] {
    const game = this._game!;
    return Array.from({ length: game.players }, (_, seat) => {
      const bot = game.setup.botSeats[seat];
      if (bot === undefined) return 'You';
      return `${fleetManifest.bots.find((level) => level.id === bot)?.label ?? bot} bot`;
    });
  }

  private _status(view: FleetView): { message: string; tone: StatusTone } {
    const game = this._game!;
    if (game.lastError) return { message: withoutRuleNumbers(game.lastError.message), tone: 'error' };
    if (game.notice) return { message: game.notice, tone: 'info' };
    const progress = game.deckProgress;
    if (progress) return { message: `${deckProgressText(progress)} (this device shuffles for every seat at this table)…`, tone: 'info' };
    return statusOf(view, { you: this._person, yourTurn: game.humanToMove !== null && !game.thinking, thinking: game.thinking });
  }

  private _logLines(): LogLine[] {
    return this._lines.map((line) => (line.seat === null ? { text: line.text } : { text: line.text, look: FLEET_SEAT_LOOKS[line.seat]! }));
  }

  private _endDialog(view: FleetView) {
    const final = view.final!;
    const game = this._game!;
    const you = this._person;
    const names = final.winners.map(seatColourName);
    const headline =
      you !== null && final.winners.includes(you)
        ? final.winners.length > 1
          ? `You share the win as ${seatColourName(you)}!`
          : `You win as ${seatColourName(you)}!`
        : `${names.join(' and ')} ${names.length > 1 ? 'share the win' : 'wins'}!`;
    const rows = final.lines.map((line, seat) => ({ name: seatColourName(seat), look: FLEET_SEAT_LOOKS[seat]!, score: line.total }));
    return html`<shoal-end-dialog
      ?open=${!this._endClosed}
      .headline=${headline}
      .winnerLook=${FLEET_SEAT_LOOKS[final.winners[0]!] ?? null}
      .rows=${rows}
      .winners=${names}
      unit="VP"
      ?no-home=${this.embedded}
      @rematch=${() => game.rematch()}
      @dialog-close=${() => (this._endClosed = true)}
      @home=${() => (this._endClosed = true)}
    >
      <shoal-fleet-final .state=${view}></shoal-fleet-final>
    </shoal-end-dialog>`;
  }

  private _onIntent(event: CustomEvent<FleetIntentDetail>): void {
    event.stopPropagation();
    this._game?.play(event.detail.intent);
  }

  private _onSetup(event: CustomEvent<FleetSetupDetail>): void {
    this._setupOpen = false;
    const { players, seat, level } = event.detail;
    this._game?.open({ mode: 'bot', players, seat, level });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-fleet-table': ShoalFleetTable;
  }
}
