import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import '../shared/move-log.js';
import '../shared/player-badge.js';
import '../shared/rules-panel.js';
import '../shared/score-panel.js';
import '../shared/status-line.js';
import type { LogLine } from '../shared/move-log.js';
import type { ScoreRow } from '../shared/score-panel.js';
import type { SeatLook } from '../shared/seat-marker.js';
import { hasRoom } from '../app/catalog.js';
import { navigate } from '../shared/navigate.js';
import { lazyModule } from '../shared/lazy-module.js';
import { LocalGameController, type NewGameRequest } from '../table/local-game-controller.js';
import { tableLogLines, type GameTable } from '../table/game-table.js';
import { TableBinding } from '../table/table-binding.js';
import type { LocalMode } from '../table/saved-game.js';
import type { Seat } from '../../src/core/index.js';
import { seededEntropy } from '../../src/core/entropy.js';
import {
  TILE_NAMES,
  TILE_POINTS,
  anglerOf,
  goneFishing,
  totals,
  type GoneFishingIntent,
  type GoneFishingState,
  type GoneFishingView,
} from '../../src/games/gone-fishing/index.js';
import './board.js';
import './memory.js';
import type { GoneFishingIntentDetail } from './board.js';
import { ROLE_LOOKS, UNDECIDED_LOOKS } from './card.js';
import { LogDescriber } from './log-lines.js';
import type { FirstRole, GoneFishingNewGameDetail } from './new-game-dialog.js';
import { GONE_FISHING_RULES } from './rules-text.js';
import { statusOf } from './status.js';
import { tableStyles } from './table-styles.js';
import { tableLayoutStyles, tableBesideBoardStyles } from '../shared/table-layout-styles.js';
import { goneFishingManifest } from '../../src/games/gone-fishing/manifest.js';

/** The bot a new game gets unless asked otherwise. */
const DEFAULT_LEVEL = 'medium';

/**
 * A Gone Fishing table: against a bot on this device, in either role, or one seat of a room
 * (`controller`). Pass and play is not offered: one screen cannot hide the Fish player's tiles from
 * the Angler, so two people play over an invite link.
 * Shows both players (role today, score), what to do now, the board, the Angler's private log, the
 * day-by-day scores, the move log, the rules, and the end of the game with a rematch. A caught cheat
 * ends the game with its reason.
 *
 * @fires home - The player asked for the home screen (from the end dialog).
 * @fires game-started - A requested new game has started (the route may drop its request).
 * @slot room - The room's own parts (seats, people), beside the scores.
 */
/** Dialogs most visits never open, loaded when first needed. */
const endDialog = lazyModule(() => import('../shared/end-dialog.js'));
const newGameDialog = lazyModule(() => import('./new-game-dialog.js'));

@customElement('shoal-gone-fishing-table')
export class ShoalGoneFishingTable extends LitElement {
  static override styles = [baseStyles, tableLayoutStyles, tableBesideBoardStyles, tableStyles];

  /** Only 'bot' plays; 'pass' explains why it cannot be offered. */
  @property() mode: LocalMode = 'bot';
  @property({ attribute: 'save-slot' }) saveSlot = '';
  /** A new game to start instead of resuming: `seat` 0 asks to fish first, 1 to be the Fish player first. */
  @property({ attribute: false }) request: NewGameRequest | null = null;
  @property({ type: Boolean, reflect: true }) embedded = false;
  /** Shortest time (ms) the bot seems to think, so its moves can be followed. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 550;
  /** The game to show when it is not this device's own (a room's); unset, the table plays a local game. */
  @property({ attribute: false }) controller: GameTable | null = null;

  @state() private _rulesOpen = false;
  @state() private _newGameOpen = false;
  @state() private _endClosed = false;

  private _local: LocalGameController | null = null;
  private readonly _binding = new TableBinding(this);
  /** The day-1 role asked for, played as the host's first choice (GF-3.2 `host-chooses`). */
  private _firstRole: Exclude<FirstRole, 'random'> | null = null;
  private _seenState: GoneFishingState | null = null;
  private _view: GoneFishingView | null = null;
  private _legal: readonly GoneFishingIntent[] = [];
  private readonly _describer = new LogDescriber();
  private _describedTable: unknown = null;

  /** The game on screen: the room's, or this device's own. */
  private get _game(): GameTable | null {
    return this.controller ?? this._local;
  }

  override connectedCallback(): void {
    if (!this._local && !this.controller && this.mode !== 'pass') {
      this._local = new LocalGameController(this, {
        game: goneFishing,
        entropy: seededEntropy,
        players: 2,
        slot: this.saveSlot || this.mode,
        defaultLevel: DEFAULT_LEVEL,
        minBotDelayMs: this.botDelay,
        levels: goneFishingManifest.bots,
      });
      const request = this.request;
      if (request) {
        const role: FirstRole = request.seat === 0 ? 'angler' : request.seat === 1 ? 'fish' : 'random';
        this._start({ role, level: request.level ?? DEFAULT_LEVEL, helpers: false });
        this.dispatchEvent(new CustomEvent('game-started', { bubbles: true, composed: true }));
      } else {
        this._local.open(null);
      }
    }
    this._binding.follow(this.controller);
    super.connectedCallback();
  }

  /** A new game: the person is seat 0, the host, who names the day-1 Angler (or leaves it to the draw). */
  private _start(detail: GoneFishingNewGameDetail): void {
    this._firstRole = detail.role === 'random' ? null : detail.role;
    const options = { firstAngler: detail.role === 'random' ? 'random' : 'host-chooses', fishHelpers: detail.helpers ? 'on' : 'off' };
    this._local!.open({ mode: 'bot', seat: 0, level: detail.level, options });
    this._playFirstRole();
  }

  /** Plays the day-1 role asked for, once the table waits for it. */
  private _playFirstRole(): void {
    const table = this._local?.table;
    const role = this._firstRole;
    if (!table || !role || (table.state() as GoneFishingState).phase !== 'choose-angler') return;
    this._firstRole = null;
    this._choose({ type: 'first-angler', seat: role === 'angler' ? 0 : 1 });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) this._binding.follow(this.controller);
    const game = this._game;
    const position = game?.state() as GoneFishingState | null;
    if (!game || !position) return;
    const seat = this._seat;
    if (position !== this._seenState || changed.has('controller')) {
      this._seenState = position;
      this._view = game.view(seat) as GoneFishingView;
      if (position.phase !== 'over') this._endClosed = false;
    }
    if (game.outcome() && !endDialog.ready) endDialog.load().then(() => this.requestUpdate(), () => undefined);
    this._legal = seat !== null && game.humanToMove === seat && !game.thinking ? (game.legalIntents(seat) as readonly GoneFishingIntent[]) : [];
    if (this._describedTable !== game.gameKey) {
      this._describedTable = game.gameKey;
      this._describer.reset(game.options);
    }
  }

  /** The person's seat at this table (null: watching a room). */
  private get _seat(): Seat | null {
    return this._game?.viewer() ?? null;
  }

  /** The other player, in sentences: "the bot", "Bo". */
  private get _other(): string {
    const seat = this._seat;
    if (seat === null) return 'the other player';
    const other = 1 - seat;
    return this._game!.personOf(other) ?? (this._game!.botOf(other) !== null ? 'the bot' : 'the other player');
  }

  override render() {
    if (this.mode === 'pass') return this._noPassAndPlay();
    const game = this._game;
    const view = this._view;
    if (!game || !view) return nothing;
    const position = view.state;
    const yourTurn = this._seat !== null && game.humanToMove === this._seat && !game.thinking;
    const outcome = game.outcome();
    // A seated player reads what the other is doing in the game's words, rather than only whom it waits for.
    const word = game.word()?.waiting && this._seat !== null ? null : game.word();
    const status = game.lastError
      ? { message: game.lastError.message, tone: 'error' as const }
      : word
        ? word
        : outcome && !position.cheat
          ? { message: this._result(outcome.scores, outcome.winners[0] as Seat), tone: 'info' as const }
          : statusOf(view, { yourTurn, thinking: game.thinking, other: this._other });
    return html`<div class="layout">
        <section class="players" aria-label="Players">${([0, 1] as const).map((seat) => this._badge(position, seat))}</section>
        <shoal-status-line class="status" data-role=${game.kind === 'room' ? 'room-status' : 'status'} .message=${status.message} .tone=${status.tone}></shoal-status-line>
        <div class="board-wrap">
          ${position.phase === 'choose-angler' && yourTurn ? this._firstAnglerChoice() : nothing}
          <shoal-gone-fishing-board .view=${view} .legal=${this._legal} ?interactive=${yourTurn} @gone-fishing-intent=${this._onIntent}></shoal-gone-fishing-board>
        </div>
        <div class="actions">
          ${game.botStuck ? html`<shoal-button compact variant="secondary" @click=${() => game.retryBot()}>Retry bot</shoal-button>` : nothing}
          ${outcome && this._endClosed
            ? html`<shoal-button compact variant="secondary" data-action="result" @click=${() => (this._endClosed = false)}>Result</shoal-button>`
            : nothing}
          <span class="spacer"></span>
          ${this._local && !this.embedded ? this._inviteButton(true) : nothing}
          <shoal-button compact variant="quiet" data-action="rules" @click=${() => (this._rulesOpen = true)}>Rules</shoal-button>
          ${this._local ? html`<shoal-button compact variant="quiet" @click=${this._askNewGame}>New game</shoal-button>` : nothing}
        </div>
        <aside class="side">
          <slot name="room"></slot>
          <shoal-score-panel heading=${position.phase === 'over' ? 'Final score' : 'Points'} unit="pts" .rows=${this._scoreRows(position)}
            >${this._days(position)}</shoal-score-panel
          >
          ${view.role === 'angler' || view.memory.length ? html`<shoal-gone-fishing-memory .entries=${view.memory}></shoal-gone-fishing-memory>` : nothing}
          <shoal-move-log .entries=${this._logLines()} .turn=${status.message} empty="The table is being set up."></shoal-move-log>
        </aside>
      </div>
      <shoal-dialog heading="How to play Gone Fishing" ?open=${this._rulesOpen} @dialog-close=${() => (this._rulesOpen = false)}>
        <shoal-rules-panel .rules=${GONE_FISHING_RULES}></shoal-rules-panel>
      </shoal-dialog>
      ${this._local && newGameDialog.ready
        ? html`<shoal-gone-fishing-new-game
            ?open=${this._newGameOpen}
            .levels=${goneFishingManifest.bots}
            defaultLevel=${this._local.setup.botSeats[1] ?? DEFAULT_LEVEL}
            @gone-fishing-new-game=${this._onNewGame}
            @dialog-close=${() => (this._newGameOpen = false)}
          ></shoal-gone-fishing-new-game>`
        : nothing}
      ${outcome && endDialog.ready ? this._endDialog(position, outcome.scores, outcome.winners[0] as Seat) : nothing}`;
  }

  /** "Game over: you win, 24 to 21." */
  private _result(scores: readonly number[], winner: Seat): string {
    const you = this._seat;
    const who = winner === you ? 'you win' : `${this._name(winner)} wins`;
    const first = you ?? winner;
    return `Game over: ${who}, ${scores[first] ?? 0} to ${scores[1 - first] ?? 0}.`;
  }

  /** A seat in sentences: "You", "Fisher bot", or in a room the player's name. */
  private _name(seat: Seat): string {
    if (seat === this._seat) return 'You';
    return this._game!.personOf(seat) ?? this._game!.who(seat);
  }

  private _roleOf(position: GoneFishingState, seat: Seat): 'angler' | 'fish' | null {
    const angler = anglerOf(position);
    return angler === null ? null : angler === seat ? 'angler' : 'fish';
  }

  private _badge(position: GoneFishingState, seat: Seat) {
    const game = this._game!;
    const role = this._roleOf(position, seat);
    const toMove = position.phase !== 'over' && game.pending().includes(seat);
    const total = totals(position)[seat];
    const today = role === 'angler' && position.phase !== 'over' ? position.catch.reduce((sum, face) => sum + TILE_POINTS[face], 0) : null;
    const detail = `${total} ${total === 1 ? 'point' : 'points'}${today === null ? '' : ` · ${today} today`}`;
    // The role is the badge's name once it is known; the person ("You", "Easy bot", "Ada (you)" in a room) is who plays it.
    const person = seat === this._seat ? game.who(seat) : this._name(seat);
    return html`<shoal-player-badge
      .name=${role === 'angler' ? 'Angler' : role === 'fish' ? 'Fish player' : person}
      .look=${this._lookOf(position, seat)}
      .who=${role === null ? '' : person}
      .detail=${detail}
      ?to-move=${toMove}
      ?thinking=${toMove && game.thinking}
    ></shoal-player-badge>`;
  }

  private _firstAnglerChoice() {
    return html`<div class="first-angler" role="group" aria-label="Who fishes first?">
      <p>Who fishes first? The roles swap on day 2.</p>
      <shoal-button compact @click=${() => this._choose({ type: 'first-angler', seat: this._seat ?? 0 })}>I fish first</shoal-button>
      <shoal-button compact variant="secondary" @click=${() => this._choose({ type: 'first-angler', seat: 1 - (this._seat ?? 0) })}
        >${this._other === 'the bot' ? 'The bot' : this._other} fishes first</shoal-button
      >
    </div>`;
  }

  private _scoreRows(position: GoneFishingState): ScoreRow[] {
    const scores = totals(position);
    return ([0, 1] as const).map((seat) => {
      const day = position.days.find((d) => d.angler === seat);
      return {
        name: this._name(seat),
        look: this._lookOf(position, seat),
        score: scores[seat],
        detail: day ? `fished day ${day.day}` : position.firstAngler === null ? '' : `fishes day ${position.firstAngler === seat ? 1 : 2}`,
      };
    });
  }

  /** Each finished day: who fished, the catch, unused specials (GF-7.1). */
  private _days(position: GoneFishingState) {
    if (position.days.length === 0) return html`<p class="score-note">Only the Angler scores: the points of the fish caught, minus 1 per unused special.</p>`;
    return html`<ul class="score-list days" aria-label="Days">
      ${position.days.map((day) => {
        const fish = day.catch.filter((face) => TILE_POINTS[face] > 0);
        const caught = fish.length ? fish.map((face) => TILE_NAMES[face]).join(', ') : 'no fish';
        const trash = day.catch.length - fish.length;
        const unused = day.specialsLeft ? ` · ${day.specialsLeft} special${day.specialsLeft === 1 ? '' : 's'} unused` : '';
        return html`<li>
          <span><strong>Day ${day.day}</strong> · ${this._name(day.angler)} fished: ${caught}${trash ? `, ${trash} trash` : ''}${unused}</span>
          <span class="day-score">${day.score}</span>
        </li>`;
      })}
    </ul>`;
  }

  private _logLines(): LogLine[] {
    return tableLogLines(this._game!, (moves) =>
      this._describer.lines(moves, (seat) => this._name(seat)).map((line) => ({ text: line.text, look: line.seat === 0 || line.seat === 1 ? this._lookOfSeat(line.seat) : undefined })),
    );
  }

  private _lookOfSeat(seat: Seat) {
    return this._lookOf(this._view!.state, seat);
  }

  /** The seat's role's look; before anyone fishes, a look of the seat's own. */
  private _lookOf(position: GoneFishingState, seat: Seat): SeatLook {
    const role = this._roleOf(position, seat);
    return role === null ? UNDECIDED_LOOKS[seat === 0 ? 0 : 1] : ROLE_LOOKS[role];
  }

  private _endDialog(position: GoneFishingState, scores: readonly number[], winner: Seat) {
    const game = this._game!;
    const cheat = position.cheat;
    const you = this._seat;
    const headline = cheat
      ? `${this._name(winner)} ${winner === you ? 'win' : 'wins'}: ${cheat.seat === you ? 'you were' : `${game.kind === 'local' ? 'the bot' : this._name(cheat.seat)} was`} caught cheating`
      : winner === you
        ? 'You win!'
        : `${this._name(winner)} wins`;
    const rows = this._scoreRows(position).map((row, seat) => ({ ...row, score: scores[seat] ?? 0 }));
    return html`<shoal-end-dialog
      ?open=${!this._endClosed}
      .headline=${headline}
      .winnerLook=${rows[winner]?.look ?? ROLE_LOOKS.angler}
      .rows=${rows}
      .winners=${[this._name(winner)]}
      unit="pts"
      data-role="final-score"
      data-scores=${scores.join(',')}
      rematch-label=${game.rematchLabel}
      ?no-home=${this.embedded || game.kind === 'room'}
      @rematch=${() => game.rematch()}
      @dialog-close=${() => (this._endClosed = true)}
      @home=${() => (this._endClosed = true)}
    >
      ${cheat ? html`<p class="cheat" role="alert" data-role="cheat"><strong>Cheat caught:</strong> ${cheat.reason}</p>` : nothing}
      ${!cheat && scores[0] === scores[1] ? html`<p>Equal points: the day-1 Angler wins ties.</p>` : nothing} ${this._days(position)}
    </shoal-end-dialog>`;
  }

  /** Why this game has no pass and play, and what to do instead. */
  private _noPassAndPlay() {
    return html`<section class="no-pass" aria-labelledby="no-pass-title">
      <h2 id="no-pass-title">Gone Fishing needs two screens</h2>
      <p>
        The Fish player sees every tile's face on their own screen. Passing one screen back and forth would show the Angler the hidden tiles,
        so this game is not offered as pass and play.
      </p>
      <p>Play against the bot in either role, or send a friend an invite link so each of you plays on your own device.</p>
      <div class="choices">
        <shoal-button @click=${() => navigate(this, { kind: 'local', gameId: 'gone-fishing', mode: 'bot', request: { mode: 'bot', seat: 'random', level: 'medium' } })}>Play vs bot</shoal-button>
        ${this._inviteButton()}
      </div>
    </section>`;
  }

  /** A new room to play a friend by link, once the room page can host Gone Fishing. */
  private _inviteButton(compact = false) {
    if (!hasRoom('gone-fishing')) return nothing;
    return html`<shoal-button ?compact=${compact} variant=${compact ? 'quiet' : 'secondary'} @click=${() => navigate(this, { kind: 'new-room', gameId: 'gone-fishing' })}
      >Invite a friend</shoal-button
    >`;
  }

  private _onIntent(event: CustomEvent<GoneFishingIntentDetail>): void {
    event.stopPropagation();
    this._choose(event.detail.intent);
  }

  private _choose(intent: GoneFishingIntent): void {
    this._game?.play(intent);
  }

  private _askNewGame(): void {
    newGameDialog.load().then(() => (this._newGameOpen = true), () => undefined);
  }

  private _onNewGame(event: CustomEvent<GoneFishingNewGameDetail>): void {
    this._newGameOpen = false;
    this._start(event.detail);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-gone-fishing-table': ShoalGoneFishingTable;
  }
}
