import { botInfoFor } from '../../src/core/index.js';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import '../shared/end-dialog.js';
import '../shared/move-log.js';
import '../shared/player-badge.js';
import '../shared/rules-panel.js';
import '../shared/score-panel.js';
import '../shared/status-line.js';
import type { LogLine } from '../shared/move-log.js';
import type { ScoreRow } from '../shared/score-panel.js';
import { hasRoomBoard } from '../room/boards.js';
import { navigate } from '../shared/navigate.js';
import { LocalGameController, type NewGameRequest } from '../table/local-game-controller.js';
import type { LocalMode } from '../table/saved-game.js';
import type { Seat } from '../../src/core/index.js';
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
import './new-game-dialog.js';
import type { GoneFishingIntentDetail } from './board.js';
import { ROLE_LOOKS } from './manifest.js';
import { LogDescriber } from './log-lines.js';
import type { FirstRole, GoneFishingNewGameDetail } from './new-game-dialog.js';
import { GONE_FISHING_RULES } from './rules-text.js';
import { statusOf } from './status.js';
import { tableStyles } from './table-styles.js';
import { tableLayoutStyles, tableBesideBoardStyles } from '../shared/table-layout-styles.js';
import { goneFishingManifest } from '../../src/games/gone-fishing/manifest.js';

/** The bot a new game gets unless asked otherwise. */
const DEFAULT_LEVEL = 'fisher';

/**
 * A Gone Fishing game on this device against a bot, in either role. Pass and play is not offered: one
 * screen cannot hide the Fish player's tiles from the Angler, so two people play over an invite link.
 * Shows both players (role today, score), what to do now, the board, the Angler's private log, the
 * day-by-day scores, the move log, the rules, and the end of the game with a rematch. A caught cheat
 * ends the game with its reason.
 *
 * @fires home - The player asked for the home screen (from the end dialog).
 * @fires game-started - A requested new game has started (the route may drop its request).
 */
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

  @state() private _rulesOpen = false;
  @state() private _newGameOpen = false;
  @state() private _endClosed = false;

  private _game: LocalGameController | null = null;
  /** The day-1 role asked for, played as the host's first choice (GF-3.2 `host-chooses`). */
  private _firstRole: Exclude<FirstRole, 'random'> | null = null;
  private _seenState: GoneFishingState | null = null;
  private _view: GoneFishingView | null = null;
  private _legal: readonly GoneFishingIntent[] = [];
  private readonly _describer = new LogDescriber();
  private _describedTable: unknown = null;

  override connectedCallback(): void {
    if (!this._game && this.mode !== 'pass') {
      this._game = new LocalGameController(this, {
        game: goneFishing,
        players: 2,
        slot: this.saveSlot || this.mode,
        defaultLevel: DEFAULT_LEVEL,
        minBotDelayMs: this.botDelay,
      });
      const request = this.request;
      if (request) {
        const role: FirstRole = request.seat === 0 ? 'angler' : request.seat === 1 ? 'fish' : 'random';
        this._start({ role, level: request.level ?? DEFAULT_LEVEL, helpers: false });
        this.dispatchEvent(new CustomEvent('game-started', { bubbles: true, composed: true }));
      } else {
        this._game.open(null);
      }
    }
    super.connectedCallback();
  }

  /** A new game: the person is seat 0, the host, who names the day-1 Angler (or leaves it to the draw). */
  private _start(detail: GoneFishingNewGameDetail): void {
    this._firstRole = detail.role === 'random' ? null : detail.role;
    const options = { firstAngler: detail.role === 'random' ? 'random' : 'host-chooses', fishHelpers: detail.helpers ? 'on' : 'off' };
    this._game!.open({ mode: 'bot', seat: 0, level: detail.level, options });
    this._playFirstRole();
  }

  /** Plays the day-1 role asked for, once the table waits for it. */
  private _playFirstRole(): void {
    const table = this._game?.table;
    const role = this._firstRole;
    if (!table || !role || (table.state() as GoneFishingState).phase !== 'choose-angler') return;
    this._firstRole = null;
    this._choose({ type: 'first-angler', seat: role === 'angler' ? 0 : 1 });
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const game = this._game;
    const table = game?.table;
    if (!game || !table) return;
    const seat = this._seat;
    const position = table.state() as GoneFishingState;
    if (position !== this._seenState) {
      this._seenState = position;
      this._view = table.view(seat) as GoneFishingView;
      if (position.phase !== 'over') this._endClosed = false;
    }
    this._legal = game.humanToMove === seat && !game.thinking ? (table.legalIntents(seat) as readonly GoneFishingIntent[]) : [];
    if (this._describedTable !== table) {
      this._describedTable = table;
      this._describer.reset(table.snapshot().options);
    }
  }

  /** The person's seat at this table. */
  private get _seat(): Seat {
    return this._game?.humanSeats[0] ?? 0;
  }

  override render() {
    if (this.mode === 'pass') return this._noPassAndPlay();
    const game = this._game;
    const view = this._view;
    if (!game?.table || !view) return nothing;
    const position = view.state;
    const yourTurn = game.humanToMove === this._seat && !game.thinking;
    const outcome = game.table.outcome();
    const status = game.lastError
      ? { message: game.lastError.message, tone: 'error' as const }
      : game.notice
        ? { message: game.notice, tone: 'info' as const }
        : outcome && !position.cheat
          ? { message: this._result(outcome.scores, outcome.winners[0] as Seat), tone: 'info' as const }
          : statusOf(view, { yourTurn, thinking: game.thinking, other: 'the bot' });
    return html`<div class="layout">
        <section class="players" aria-label="Players">${([0, 1] as const).map((seat) => this._badge(position, seat))}</section>
        <shoal-status-line class="status" .message=${status.message} .tone=${status.tone}></shoal-status-line>
        <div class="board-wrap">
          ${position.phase === 'choose-angler' && yourTurn ? this._firstAnglerChoice() : nothing}
          <shoal-gone-fishing-board .view=${view} .legal=${this._legal} ?interactive=${yourTurn} @gone-fishing-intent=${this._onIntent}></shoal-gone-fishing-board>
        </div>
        <div class="actions">
          ${game.notice && !game.thinking && game.table.pending().some((seat) => seat in game.setup.botSeats)
            ? html`<shoal-button compact variant="secondary" @click=${() => game.retryBot()}>Retry bot</shoal-button>`
            : nothing}
          <span class="spacer"></span>
          ${this._inviteButton(true)}
          <shoal-button compact variant="quiet" @click=${() => (this._rulesOpen = true)}>Rules</shoal-button>
          <shoal-button compact variant="quiet" @click=${() => (this._newGameOpen = true)}>New game</shoal-button>
        </div>
        <aside class="side">
          <shoal-score-panel heading=${position.phase === 'over' ? 'Final score' : 'Points'} unit="pts" .rows=${this._scoreRows(position)}
            >${this._days(position)}</shoal-score-panel
          >
          ${view.role === 'angler' || view.memory.length ? html`<shoal-gone-fishing-memory .entries=${view.memory}></shoal-gone-fishing-memory>` : nothing}
          <shoal-move-log .entries=${this._logLines()} empty="The table is being set up."></shoal-move-log>
        </aside>
      </div>
      <shoal-dialog heading="How to play Gone Fishing" ?open=${this._rulesOpen} @dialog-close=${() => (this._rulesOpen = false)}>
        <shoal-rules-panel .rules=${GONE_FISHING_RULES}></shoal-rules-panel>
      </shoal-dialog>
      <shoal-gone-fishing-new-game
        ?open=${this._newGameOpen}
        .levels=${goneFishingManifest.bots}
        defaultLevel=${game.setup.botSeats[1] ?? DEFAULT_LEVEL}
        @gone-fishing-new-game=${this._onNewGame}
        @dialog-close=${() => (this._newGameOpen = false)}
      ></shoal-gone-fishing-new-game>
      ${outcome ? this._endDialog(position, outcome.scores, outcome.winners[0] as Seat) : nothing}`;
  }

  /** "Game over: you win, 24 to 21." */
  private _result(scores: readonly number[], winner: Seat): string {
    const you = this._seat;
    const who = winner === you ? 'you win' : `${this._name(winner)} wins`;
    return `Game over: ${who}, ${scores[you] ?? 0} to ${scores[1 - you] ?? 0}.`;
  }

  private _name(seat: Seat): string {
    const bot = this._game!.setup.botSeats[seat];
    if (bot === undefined) return 'You';
    return `${botInfoFor(goneFishingManifest.bots, bot)?.label ?? bot} bot`;
  }

  private _roleOf(position: GoneFishingState, seat: Seat): 'angler' | 'fish' | null {
    const angler = anglerOf(position);
    return angler === null ? null : angler === seat ? 'angler' : 'fish';
  }

  private _badge(position: GoneFishingState, seat: Seat) {
    const game = this._game!;
    const role = this._roleOf(position, seat);
    const toMove = position.phase !== 'over' && game.table!.pending().includes(seat);
    const total = totals(position)[seat];
    const today = role === 'angler' && position.phase !== 'over' ? position.catch.reduce((sum, face) => sum + TILE_POINTS[face], 0) : null;
    const detail = `Player ${seat + 1} · ${total} ${total === 1 ? 'point' : 'points'}${today === null ? '' : ` · ${today} today`}`;
    return html`<shoal-player-badge
      .name=${role === 'angler' ? 'Angler' : role === 'fish' ? 'Fish player' : `Player ${seat + 1}`}
      .look=${role === 'fish' ? ROLE_LOOKS.fish : ROLE_LOOKS.angler}
      .who=${seat in this._game!.setup.botSeats ? 'Bot' : 'You'}
      .detail=${detail}
      ?to-move=${toMove}
      ?thinking=${toMove && game.thinking}
    ></shoal-player-badge>`;
  }

  private _firstAnglerChoice() {
    return html`<div class="first-angler" role="group" aria-label="Who fishes first?">
      <p>Who fishes first? The roles swap on day 2.</p>
      <shoal-button compact @click=${() => this._choose({ type: 'first-angler', seat: this._seat })}>I fish first</shoal-button>
      <shoal-button compact variant="secondary" @click=${() => this._choose({ type: 'first-angler', seat: 1 - this._seat })}>The bot fishes first</shoal-button>
    </div>`;
  }

  private _scoreRows(position: GoneFishingState): ScoreRow[] {
    const scores = totals(position);
    return ([0, 1] as const).map((seat) => {
      const day = position.days.find((d) => d.angler === seat);
      return {
        name: this._name(seat),
        look: this._roleOf(position, seat) === 'fish' ? ROLE_LOOKS.fish : ROLE_LOOKS.angler,
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
    const table = this._game!.table!;
    return this._describer.lines(table.log()).map((line) => ({ text: line.text, look: line.seat === 0 || line.seat === 1 ? this._lookOfSeat(line.seat) : undefined }));
  }

  private _lookOfSeat(seat: Seat) {
    const position = this._view!.state;
    return this._roleOf(position, seat) === 'fish' ? ROLE_LOOKS.fish : ROLE_LOOKS.angler;
  }

  private _endDialog(position: GoneFishingState, scores: readonly number[], winner: Seat) {
    const game = this._game!;
    const cheat = position.cheat;
    const you = this._seat;
    const headline = cheat
      ? `${this._name(winner)} ${winner === you ? 'win' : 'wins'}: ${cheat.seat === you ? 'you were' : 'the bot was'} caught cheating`
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
      ?no-home=${this.embedded}
      @rematch=${() => game.rematch()}
      @dialog-close=${() => (this._endClosed = true)}
      @home=${() => (this._endClosed = true)}
    >
      ${cheat ? html`<p class="cheat" role="alert"><strong>Cheat caught:</strong> ${cheat.reason}</p>` : nothing}
      ${!cheat && scores[0] === scores[1] ? html`<p>Equal points: the day-1 Angler wins ties (GF-7.4).</p>` : nothing} ${this._days(position)}
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
        <shoal-button @click=${() => navigate(this, { kind: 'local', gameId: 'gone-fishing', mode: 'bot', request: { mode: 'bot', seat: 'random', level: 'fisher' } })}>Play vs bot</shoal-button>
        ${this._inviteButton()}
      </div>
    </section>`;
  }

  /** A new room to play a friend by link, once the room page can host Gone Fishing. */
  private _inviteButton(compact = false) {
    if (!hasRoomBoard('gone-fishing')) return nothing;
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
