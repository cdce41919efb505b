import { LitElement, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import '../shared/move-log.js';
import '../shared/player-badge.js';
import '../shared/rules-panel.js';
import '../shared/score-panel.js';
import '../shared/status-line.js';
import type { StatusTone } from '../shared/status-line.js';
import type { NewGameDetail } from '../shared/new-game-dialog.js';
import type { LogLine } from '../shared/move-log.js';
import type { ScoreRow } from '../shared/score-panel.js';
import { lazyModule } from '../shared/lazy-module.js';
import { BLACK_WHITE, seatMarker } from '../shared/seat-marker.js';
import { LocalGameController } from '../table/local-game-controller.js';
import { tableLogLines, type GameTable } from '../table/game-table.js';
import { TableBinding } from '../table/table-binding.js';
import { inviteAction } from '../table/invite-action.js';
import type { LocalMode } from '../table/saved-game.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import {
  COLOUR_NAMES,
  fishery,
  regions as regionsOf,
  scores as scoresOf,
  type Colour,
  type FisheryMove,
  type FisheryState,
  type Region,
} from '../../src/games/fishery/index.js';
import './board.js';
import type { MoveIntentDetail } from './board.js';
import { fisheryCard } from './card.js';
import { FISHERY_RULES } from './rules-text.js';
import { tableStyles } from './table-styles.js';
import { tableLayoutStyles, tableBesideBoardStyles } from '../shared/table-layout-styles.js';
import { fisheryManifest } from '../../src/games/fishery/manifest.js';

// Loaded when first needed: most visits never finish a game or ask for a new one.
const endDialog = lazyModule(() => import('../shared/end-dialog.js'));
const newGameDialog = lazyModule(() => import('../shared/new-game-dialog.js'));

/**
 * A Fishery table: against the bot or two players passing one screen (its own local game), or one seat
 * of a room (`controller`, the room's game). Shows the board, both players (whose turn, ships or nets
 * left), what just happened or went wrong, the fisheries and fish held, the move log, the rules, and
 * the end of the game with a rematch. All play goes through the controller; this element only shows
 * the game and passes the players' intents on.
 *
 * @fires home - The players asked for the home screen (from the end dialog).
 * @fires game-started - A requested new game has started (the route may drop its request).
 * @slot room - The room's own parts (seats, people), beside the scores.
 */
@customElement('shoal-fishery-table')
export class ShoalFisheryTable extends LitElement {
  static override styles = [baseStyles, tableLayoutStyles, tableBesideBoardStyles, tableStyles];

  /** 'bot' (against the bot) or 'pass' (two players, one device). */
  @property() mode: LocalMode = 'bot';
  /** Where the game is saved ('bot', 'pass', 'embed'). */
  @property({ attribute: 'save-slot' }) saveSlot = '';
  /** A new game to start instead of resuming the saved one. */
  @property({ attribute: false }) request: NewGameRequest | null = null;
  /** Inside a blog post: no home screen. */
  @property({ type: Boolean, reflect: true }) embedded = false;
  /** Shortest time (ms) the bot seems to think, so its move can be followed. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 450;
  /** The game to show when it is not this device's own (a room's); unset, the table plays a local game. */
  @property({ attribute: false }) controller: GameTable | null = null;

  @state() private _rulesOpen = false;
  @state() private _newGameOpen = false;
  @state() private _confirmOpen = false;
  @state() private _endClosed = false;
  /** A pass that would end the game, or let the other player end it with a loss, waiting for a yes. */
  @state() private _passWarning: { readonly heading: string; readonly text: string } | null = null;

  private _local: LocalGameController | null = null;
  private readonly _binding = new TableBinding(this);
  private _state: FisheryState | null = null;
  private _legal: readonly FisheryMove[] = [];
  private _regions: readonly Region[] = [];

  /** The game on screen: the room's, or this device's own. */
  private get _game(): GameTable | null {
    return this.controller ?? this._local;
  }

  override connectedCallback(): void {
    if (!this._local && !this.controller) {
      this._local = new LocalGameController(this, {
        game: fishery,
        players: 2,
        slot: this.saveSlot || this.mode,
        defaultLevel: fisheryManifest.bots[0]!.id,
        minBotDelayMs: this.botDelay,
        levels: fisheryManifest.bots,
      });
      this._local.open(this.request ? { ...this.request, mode: this.mode } : null);
      if (this.request) this.dispatchEvent(new CustomEvent('game-started', { bubbles: true, composed: true }));
    }
    this._binding.follow(this.controller);
    super.connectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) this._binding.follow(this.controller);
    const position = this._game?.state() as FisheryState | null;
    if (!position) return;
    if (position !== this._state) {
      this._state = position;
      this._regions = regionsOf(position);
      if (position.phase !== 'over') this._endClosed = false;
    }
    if (position.phase === 'over' && !endDialog.ready) void endDialog.load().then(() => this.requestUpdate(), () => undefined);
    const mover = this._game!.humanToMove;
    this._legal = mover === null || this._game!.thinking ? [] : (this._game!.legalIntents(mover) as readonly FisheryMove[]);
  }

  override render() {
    const game = this._game;
    const position = this._state;
    if (!game || !position) return null;
    const outcome = game.outcome();
    const mover = game.humanToMove;
    const status = this._status(position);
    const canPass = this._legal.some((move) => move.type === 'pass');
    return html`<div class="layout">
        <section class="players" aria-label="Players">${([0, 1] as const).map((seat) => this._badge(position, seat))}</section>
        <shoal-status-line class="status" data-role=${game.kind === 'room' ? 'room-status' : 'status'} .message=${status.message} .tone=${status.tone}></shoal-status-line>
        <div class="board-wrap">
          <shoal-fishery-board
            .state=${position}
            .legal=${this._legal}
            .regions=${this._regions}
            ?interactive=${mover !== null && !game.thinking}
            @move-intent=${this._onIntent}
          ></shoal-fishery-board>
        </div>
        <div class="actions">
          <shoal-button compact variant="secondary" shortcut="P" ?disabled=${!canPass} @click=${() => this._play({ type: 'pass' })}
            >Pass <kbd aria-hidden="true">P</kbd></shoal-button
          >
          ${game.botStuck ? html`<shoal-button compact variant="secondary" @click=${() => game.retryBot()}>Retry bot</shoal-button>` : null}
          ${outcome && this._endClosed
            ? html`<shoal-button compact variant="secondary" data-action="result" @click=${() => (this._endClosed = false)}>Result</shoal-button>`
            : null}
          <span class="spacer"></span>
          ${this._local ? inviteAction(this, 'fishery', !this.embedded) : null}
          <shoal-button compact variant="quiet" data-action="rules" @click=${() => (this._rulesOpen = true)}>Rules</shoal-button>
          ${this._local ? html`<shoal-button compact variant="quiet" @click=${this._askNewGame}>New game</shoal-button>` : null}
        </div>
        <aside class="side">
          <slot name="room"></slot>
          <shoal-score-panel
            heading=${position.phase === 'over' ? 'Final score' : 'Fish held now'}
            unit="fish"
            .rows=${this._scoreRows(position)}
            >${this._fisheryList(position)}</shoal-score-panel
          >
          <shoal-move-log .entries=${this._logLines(position)} .turn=${status.message} empty="Black places the first ship."></shoal-move-log>
        </aside>
      </div>
      <shoal-dialog heading="How to play Fishery" ?open=${this._rulesOpen} @dialog-close=${() => (this._rulesOpen = false)}>
        <shoal-rules-panel .rules=${FISHERY_RULES}></shoal-rules-panel>
      </shoal-dialog>
      ${this._passDialog()}
      ${this._local ? this._newGameDialogs() : null}
      ${outcome && endDialog.ready ? this._endDialog(position, outcome.scores, outcome.winners[0] as Colour) : null}`;
  }

  private _newGameDialogs() {
    return html`${newGameDialog.ready
        ? html`<shoal-new-game-dialog
            ?open=${this._newGameOpen}
            .seatNames=${fisheryCard.seatNames}
            .seatLooks=${fisheryCard.seatLooks}
            .levels=${fisheryManifest.bots}
            .hint=${fisheryCard.seatHint}
            @new-game=${this._onNewGame}
            @dialog-close=${() => (this._newGameOpen = false)}
          ></shoal-new-game-dialog>`
        : null}
      <shoal-dialog heading="Start a new game?" ?open=${this._confirmOpen} @dialog-close=${() => (this._confirmOpen = false)}>
        <p>This game will be lost.</p>
        <shoal-button slot="footer" variant="quiet" @click=${() => (this._confirmOpen = false)}>Keep playing</shoal-button>
        <shoal-button slot="footer" autofocus @click=${this._restartPass}>New game</shoal-button>
      </shoal-dialog>`;
  }

  private _passDialog() {
    return html`<shoal-dialog
      data-role="pass-question"
      heading=${this._passWarning?.heading ?? 'Pass?'}
      ?open=${this._passWarning !== null}
      @dialog-close=${() => (this._passWarning = null)}
    >
      <p data-role="pass-warning">${this._passWarning?.text}</p>
      <shoal-button slot="footer" variant="quiet" autofocus @click=${() => (this._passWarning = null)}>Keep playing</shoal-button>
      <shoal-button slot="footer" data-action="confirm-pass" @click=${this._confirmPass}>Pass</shoal-button>
    </shoal-dialog>`;
  }

  /**
   * Why a pass deserves a second thought, or null: it ends the game at once (F-5.1), or it lets the
   * other player end it now with this player behind (F-6.5: White wins ties). A forced pass needs none.
   */
  private _passWarningFor(position: FisheryState): { heading: string; text: string } | null {
    if (position.phase !== 'nets' || !this._legal.some((move) => move.type === 'net')) return null;
    const mover = position.turn;
    const other: Colour = mover === 0 ? 1 : 0;
    const [black, white] = scoresOf(position);
    const leader: Colour = black > white ? 0 : 1;
    const score = `${COLOUR_NAMES[0]} ${black}, ${COLOUR_NAMES[1]} ${white}`;
    const result = `${this._nameOf(leader)} ${black === white ? 'wins the tie' : 'wins'}`;
    if (position.passes === 1) return { heading: 'End the game?', text: `${this._nameOf(other)} passed, so passing now ends the game: ${score}. ${result}.` };
    if (leader === mover) return null;
    return { heading: 'Pass now?', text: `If ${this._nameOf(other)} passes too, the game ends: ${score}. ${result}. You still have nets to lay.` };
  }

  private _confirmPass(): void {
    this._passWarning = null;
    this._game?.play({ type: 'pass' });
  }

  /** A seat in sentences: "Black", or in a room "Ada (Black)". */
  private _nameOf(seat: Colour): string {
    const person = this._game!.personOf(seat);
    return person === null ? COLOUR_NAMES[seat] : `${person} (${COLOUR_NAMES[seat]})`;
  }

  private _badge(position: FisheryState, seat: Colour) {
    const game = this._game!;
    const toMove = position.phase !== 'over' && position.turn === seat;
    const detail =
      position.phase === 'ships'
        ? `${position.shipsLeft[seat]} ${position.shipsLeft[seat] === 1 ? 'ship' : 'ships'} to place`
        : `${position.netsLeft[seat]} ${position.netsLeft[seat] === 1 ? 'net' : 'nets'} left`;
    return html`<shoal-player-badge
      .name=${COLOUR_NAMES[seat]}
      .look=${BLACK_WHITE[seat]}
      .who=${game.who(seat)}
      .detail=${detail}
      ?to-move=${toMove}
      ?thinking=${toMove && game.thinking}
    ></shoal-player-badge>`;
  }

  private _status(position: FisheryState): { message: string; tone: StatusTone } {
    const game = this._game!;
    if (game.lastError) return { message: game.lastError.message, tone: 'error' };
    const word = game.word();
    if (word) return word;
    const outcome = game.outcome();
    if (outcome) {
      const [black, white] = outcome.scores as [number, number];
      return { message: `Game over: ${this._nameOf(outcome.winners[0] as Colour)} wins, ${black} to ${white}.`, tone: 'info' };
    }
    const name = COLOUR_NAMES[position.turn];
    if (game.thinking) return { message: `${name} (bot) is thinking…`, tone: 'info' };
    const who = game.humanSeats.length === 1 ? 'Your turn' : `${name} to move`;
    if (position.phase === 'ships') {
      return { message: `${who}: place a ship on any empty square.`, tone: 'turn' };
    }
    if (position.passes === 1) {
      return { message: `${who}: ${COLOUR_NAMES[position.turn === 0 ? 1 : 0]} passed. Lay a net, or pass to end the game.`, tone: 'turn' };
    }
    if (position.netsLeft[position.turn] === 0) return { message: `${who}: no nets left, so pass.`, tone: 'turn' };
    return { message: `${who}: lay a net on a line between two squares, or pass.`, tone: 'turn' };
  }

  private _scoreRows(position: FisheryState): ScoreRow[] {
    const fish = scoresOf(position);
    const held = [0, 0];
    if (this._regions.length > 1) for (const region of this._regions) if (region.owner !== null) held[region.owner]!++;
    return ([0, 1] as const).map((seat) => ({
      name: COLOUR_NAMES[seat],
      look: BLACK_WHITE[seat],
      score: fish[seat],
      detail: this._regions.length > 1 ? `${held[seat]} ${held[seat] === 1 ? 'fishery' : 'fisheries'}` : '',
    }));
  }

  /** Every fishery's holder and size, biggest first (shown once nets split the sea). */
  private _fisheryList(position: FisheryState) {
    if (this._regions.length < 2) {
      return html`<p class="score-note">${position.phase === 'ships' ? 'The whole sea is one fishery until nets divide it.' : 'No fishery is closed off yet.'}</p>`;
    }
    const sorted = [...this._regions].sort((a, b) => b.cells.length - a.cells.length);
    return html`<ul class="score-list fisheries" aria-label="Fisheries" tabindex="0">
      ${sorted.map(
        (region) =>
          html`<li>
            ${region.owner === null ? html`<span class="tie" aria-hidden="true"></span>` : seatMarker(BLACK_WHITE[region.owner], 16)}
            <span
              >${region.cells.length} ${region.cells.length === 1 ? 'square' : 'squares'} ·
              ${region.owner === null ? 'nobody' : COLOUR_NAMES[region.owner]}</span
            >
            <span class="ships">${region.ships[0]}–${region.ships[1]} ships</span>
          </li>`,
      )}
    </ul>`;
  }

  private _logLines(position: FisheryState): LogLine[] {
    return tableLogLines(this._game!, (moves) =>
      moves.map((entry) => ({ text: fishery.describeMove(position, entry.seat, entry.move as FisheryMove), look: BLACK_WHITE[entry.seat as Colour] })),
    );
  }

  private _endDialog(position: FisheryState, fish: readonly number[], winner: Colour) {
    const game = this._game!;
    const you = game.humanSeats.length === 1 ? game.humanSeats[0] : undefined;
    const headline =
      winner === you
        ? `You win as ${COLOUR_NAMES[winner]}!`
        : game.botOf(winner) !== null
          ? `${this._nameOf(winner)} (bot) wins`
          : `${this._nameOf(winner)} wins!`;
    const rows = this._scoreRows(position).map((row, seat) => ({ ...row, score: fish[seat] ?? 0 }));
    return html`<shoal-end-dialog
      ?open=${!this._endClosed}
      .headline=${headline}
      .winnerLook=${BLACK_WHITE[winner]}
      .rows=${rows}
      .winners=${[COLOUR_NAMES[winner]]}
      unit="fish"
      data-role="final-score"
      data-scores=${fish.join(',')}
      rematch-label=${game.rematchLabel}
      ?no-home=${this.embedded || game.kind === 'room'}
      @rematch=${() => game.rematch()}
      @dialog-close=${() => (this._endClosed = true)}
      @home=${() => (this._endClosed = true)}
    >
      ${fish[0] === fish[1] ? html`<p>Equal fish: White wins ties.</p>` : null}
    </shoal-end-dialog>`;
  }

  private _onIntent(event: CustomEvent<MoveIntentDetail>): void {
    event.stopPropagation();
    this._play(event.detail.move);
  }

  private _play(move: FisheryMove): void {
    const warning = move.type === 'pass' && this._state ? this._passWarningFor(this._state) : null;
    if (warning) this._passWarning = warning;
    else this._game?.play(move);
  }

  private _askNewGame(): void {
    if (this._local?.setup.mode === 'bot') void newGameDialog.load().then(() => (this._newGameOpen = true));
    else this._confirmOpen = true;
  }

  private _restartPass(): void {
    this._confirmOpen = false;
    this._local?.start({ mode: 'pass', botSeats: {} });
  }

  private _onNewGame(event: CustomEvent<NewGameDetail>): void {
    this._newGameOpen = false;
    this._local?.open({ mode: 'bot', seat: event.detail.seat, level: event.detail.level });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-fishery-table': ShoalFisheryTable;
  }
}
