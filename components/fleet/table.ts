import { html, nothing, type PropertyValues } from 'lit';
import { customElement } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/end-dialog.js';
import '../shared/move-log.js';
import '../shared/status-line.js';
import type { LogLine } from '../shared/move-log.js';
import { navigate } from '../shared/navigate.js';
import { withoutRuleNumbers } from '../shared/player-words.js';
import type { StatusTone } from '../shared/status-line.js';
import { tableLayoutStyles, tableWideBoardStyles } from '../shared/table-layout-styles.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import { tableLogLines, type GameTable } from '../table/game-table.js';
import { GameTableElement } from '../table/table-element.js';
import { deckProgressText } from '../../src/table/deck-progress.js';
import type { RestoreProgress } from '../../src/table/local-table.js';
import type { Duty, Seat } from '../../src/core/index.js';
import type { DeckProgress } from '../../src/table/deck-progress.js';
import { fleet, fleetManifest, type FleetIntent, type FleetState, type FleetView } from '../../src/games/fleet/index.js';
import './board.js';
import type { FleetIntentDetail } from './board.js';
import { linesOf, newsFor, type ChronicleLine } from './chronicle.js';
import './final.js';
import { FLEET_SEAT_LOOKS, seatColourName } from './looks.js';
import { FLEET_RULES } from './rules-text.js';
import './setup-dialog.js';
import type { FleetSetupDetail } from './setup-dialog.js';
import { statusOf } from './status.js';
import { tableStyles } from './table-styles.js';

/** `next`, or `previous` when it holds the same (plain JSON) data. */
function same<T>(previous: T, next: T): T {
  return previous === next || JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}

/** Seats at a new table unless the player chooses otherwise (you and three bots). */
export const DEFAULT_FLEET_SEATS = 4;

/**
 * A Fleet table: you against 1–3 bots on this device, or your seat of a room (`controller`). Hands are
 * secret, so one device seats one person (`sharedDevice: false`); friends play in a room, each on their
 * own device. Shows the board from your seat (your hand, nobody else's), whose turn it is and what each
 * player owes, the deck's shuffle as it runs, the move log, the rules, and the final VP breakdown with a
 * rematch. All play goes through the controller (every seat's fair-play steps made by its own agent);
 * this element only shows the game and passes your intents on.
 *
 * @fires home - The player asked for the home screen (from the end dialog).
 * @fires game-started - A requested new game has started (the route may drop its request).
 * @slot room - The room's own parts (seats, people), beside the log.
 */
@customElement('shoal-fleet-table')
export class ShoalFleetTable extends GameTableElement {
  static override styles = [baseStyles, tableLayoutStyles, tableWideBoardStyles, tableStyles];

  protected override readonly sharedDevice = false;

  constructor() {
    super();
    this.botDelay = 600;
  }

  private _table: object | null = null;
  private _before: FleetState | null = null;
  private _seen = 0;
  private _lines: ChronicleLine[] = [];
  private _view: FleetView | null = null;
  private _duties: readonly Duty[] = [];
  private _legal: readonly FleetIntent[] = [];
  private _roles: readonly string[] = [];
  private _progress: DeckProgress | null = null;
  private _news: readonly string[] = [];
  private _newsOf: { readonly lines: readonly ChronicleLine[]; readonly viewer: Seat | null } | null = null;
  private _log: { readonly lines: readonly ChronicleLine[]; readonly notes: readonly unknown[]; readonly entries: LogLine[] } | null = null;
  /** The table whose end dialog may show: the frame after the board first shows the final scoring, so the two are not drawn in one task. */
  private _endFor: object | null = null;
  private _endSoon = false;

  protected override localGame() {
    return { game: fleet, players: DEFAULT_FLEET_SEATS, defaultLevel: 'skipper', levels: fleetManifest.bots };
  }

  protected override localSlot(): string {
    return this.saveSlot || 'bot';
  }

  /** A shared screen would show every hand: a request for one becomes a game against bots. */
  protected override openRequest(request: NewGameRequest): NewGameRequest {
    return { ...request, mode: 'bot' };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const game = this._game;
    const position = game?.state() as FleetState | null;
    if (!game || !position) return;
    if (game.gameKey !== this._table) {
      this._table = game.gameKey;
      this._before = null;
      this._seen = 0;
      this._lines = [];
      this._log = null;
      this._newsOf = null;
      this._endClosed = false;
    }
    this._chronicle(game, position);
    const view = game.view(game.viewer()) as FleetView;
    if (view !== this._view) {
      this._view = view;
      this._duties = fleet.duties(view);
    }
    const mover = game.humanToMove;
    // The board's inputs keep their identity while their content is the same: a redraw for another
    // reason (a pass's progress, presence, a seat's fair-play step) then leaves the board as it is.
    this._legal = same(this._legal, mover === null || game.thinking ? [] : (game.legalIntents(mover) as readonly FleetIntent[]));
    this._roles = same(this._roles, this._rolesNow());
    this._progress = same(this._progress, game.deckProgress);
    const viewer = game.viewer();
    if (this._newsOf?.lines !== this._lines || this._newsOf.viewer !== viewer) {
      this._newsOf = { lines: this._lines, viewer };
      this._news = newsFor(this._lines, viewer);
    }
  }

  /**
   * Extends the move log with what the table accepted since the last look, each move told against the
   * state it was played in (the table keeps the states around each move: live, restored or joined alike).
   * A table that keeps no states is told against the last state shown.
   */
  private _chronicle(game: GameTable, position: FleetState): void {
    const moves = game.moves();
    if (moves.length < this._seen) {
      this._seen = 0;
      this._lines = [];
    }
    if (moves.length === this._seen) return;
    const nameOf = (seat: Seat): string => this._nameOf(seat);
    let shown = this._before ?? position;
    const quiet: FleetState = { ...position, events: [] };
    // A new array when lines come, so the log and the news tell it by identity.
    this._lines = [...this._lines];
    for (let i = this._seen; i < moves.length; i++) {
      const entry = moves[i]!;
      const before = (entry.before as FleetState | undefined) ?? shown;
      // Without states, the table's own happenings are told once, as the last move left them.
      const after = (entry.after as FleetState | undefined) ?? (i === moves.length - 1 ? position : quiet);
      this._lines.push(...linesOf({ seat: entry.seat, move: entry.move, before, after }, nameOf));
      shown = after;
    }
    this._seen = moves.length;
    this._before = position;
  }

  override render() {
    const game = this._game;
    const view = this._view;
    if (!game || !view) return nothing;
    const mover = game.humanToMove;
    const status = this._status(view);
    const viewer = game.viewer();
    return html`<div class="layout">
        <shoal-status-line class="status" data-role=${game.kind === 'room' ? 'room-status' : 'status'} .message=${status.message} .tone=${status.tone}></shoal-status-line>
        <div class="board">
          ${game.restoring ? this._restoring(game.restoring) : html`<shoal-fleet-board
            .view=${view}
            .seat=${viewer}
            .legal=${this._legal}
            .roles=${this._roles}
            .duties=${this._duties}
            .news=${this._news}
            .progress=${this._progress}
            ?interactive=${mover !== null && !game.thinking}
            @fleet-intent=${this._onIntent}
          ></shoal-fleet-board>`}
        </div>
        ${this._actions(view.final !== null)}
        <aside class="side">
          <slot name="room"></slot>
          <shoal-move-log .entries=${this._logLines()} .turn=${status.message} empty="The start player is drawn at random once the deck is shuffled."></shoal-move-log>
        </aside>
      </div>
      ${this._rulesDialog('How to play Fleet', FLEET_RULES)}
      ${this._local
        ? html`<shoal-fleet-setup-dialog
            ?open=${this._setupOpen}
            .levels=${fleetManifest.bots}
            .initial=${{ players: this._local.players, seat: this._local.humanSeats[0] ?? 'random', level: Object.values(this._local.setup.botSeats)[0] ?? 'skipper' }}
            ?can-invite=${!this.embedded}
            @fleet-setup=${this._onSetup}
            @invite=${() => navigate(this, { kind: 'new-room', gameId: fleet.id })}
            @dialog-close=${() => (this._setupOpen = false)}
          ></shoal-fleet-setup-dialog>`
        : nothing}
      ${view.final && this._endFor === game.gameKey ? this._endDialog(view) : nothing}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const key = this._game?.gameKey;
    if (!key || !this._view?.final || this._endFor === key || this._endSoon) return;
    this._endSoon = true;
    requestAnimationFrame(() => {
      this._endSoon = false;
      this._endFor = key;
      this.requestUpdate();
    });
  }

  /** A saved game played again on this device: its progress in place of the board, so the moves are not seen replaying. */
  private _restoring({ done, total }: RestoreProgress) {
    const percent = Math.round((done / total) * 100);
    return html`<section class="restoring" data-role="restoring" aria-labelledby="restoring-title">
      <h2 id="restoring-title">Restoring your saved game</h2>
      <p>This device plays its ${total} saved moves again and deals the cards anew from the secrets it kept.</p>
      <div class="bar" role="progressbar" aria-label="Moves restored" aria-valuemin="0" aria-valuemax=${total} aria-valuenow=${done} aria-valuetext=${`${done} of ${total} moves`}>
        <div class="fill" style="width: ${percent}%"></div>
      </div>
    </section>`;
  }

  /** Who plays each seat: "You" or the bot's level on this device; in a room, the players' names. */
  private _rolesNow(): string[] {
    const game = this._game!;
    return Array.from({ length: game.players }, (_, seat) => game.who(seat));
  }

  /** A seat in sentences: "Red", or in a room "Ada (Red)". */
  private _nameOf(seat: Seat): string {
    const person = this._game!.personOf(seat);
    return person === null ? seatColourName(seat) : `${person} (${seatColourName(seat)})`;
  }

  private _status(view: FleetView): { message: string; tone: StatusTone } {
    const game = this._game!;
    if (game.lastError) return { message: withoutRuleNumbers(game.lastError.message), tone: 'error' };
    const word = game.word();
    if (word && !word.waiting) return word;
    const restoring = game.restoring;
    if (restoring) return { message: `Restoring your saved game: ${restoring.done} of ${restoring.total} moves…`, tone: 'info' };
    const progress = game.deckProgress;
    if (progress) {
      const where = game.kind === 'local' ? ' (this device shuffles for every seat at this table)' : '';
      return { message: `${deckProgressText(progress)}${where}…`, tone: 'info' };
    }
    return statusOf(view, { you: game.viewer(), yourTurn: game.humanToMove !== null && !game.thinking, thinking: game.thinking });
  }

  /** The log's lines, made again only when a line comes (the log redraws only then). */
  private _logLines(): LogLine[] {
    const game = this._game!;
    const notes = game.notes();
    if (this._log?.lines !== this._lines || this._log.notes !== notes) {
      const entries = tableLogLines(game, () => this._lines.map((line) => (line.seat === null ? { text: line.text } : { text: line.text, look: FLEET_SEAT_LOOKS[line.seat]! })));
      this._log = { lines: this._lines, notes, entries };
    }
    return this._log.entries;
  }

  private _endDialog(view: FleetView) {
    const final = view.final!;
    const game = this._game!;
    const you = game.humanSeats.length === 1 ? game.humanSeats[0]! : null;
    const names = final.winners.map((seat) => this._nameOf(seat));
    const headline =
      you !== null && final.winners.includes(you)
        ? final.winners.length > 1
          ? `You share the win as ${seatColourName(you)}!`
          : `You win as ${seatColourName(you)}!`
        : `${names.join(' and ')} ${names.length > 1 ? 'share the win' : 'wins'}!`;
    const rows = final.lines.map((line, seat) => ({ name: this._nameOf(seat), look: FLEET_SEAT_LOOKS[seat]!, score: line.total }));
    return html`<shoal-end-dialog
      ?open=${!this._endClosed}
      .headline=${headline}
      .winnerLook=${FLEET_SEAT_LOOKS[final.winners[0]!] ?? null}
      .rows=${rows}
      .winners=${names}
      unit="VP"
      data-role="final-score"
      data-scores=${final.lines.map((line) => line.total).join(',')}
      rematch-label=${game.rematchLabel}
      ?no-home=${this.embedded || game.kind === 'room'}
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
    this._local?.open({ mode: 'bot', players, seat, level });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-fleet-table': ShoalFleetTable;
  }
}
