import { html, nothing, type PropertyValues } from 'lit';
import { customElement } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/move-log.js';
import '../shared/status-line.js';
import type { StatusTone } from '../shared/status-line.js';
import type { LogLine } from '../shared/move-log.js';
import { tableLogLines } from '../table/game-table.js';
import { GameTableElement } from '../table/table-element.js';
import { lazyModule } from '../shared/lazy-module.js';
import { wishes, type WishesAction, type WishesState } from '../../src/games/wishes/index.js';
import './board.js';
import type { WishesIntentDetail } from './board.js';
import { extendChronicle, startChronicle, type Chronicle } from './chronicle.js';
import './final.js';
import './setting-up.js';
import { WISHES_SEAT_LOOKS, seatColourName } from './looks.js';
import { WISHES_RULES } from './rules-text.js';
import type { WishesSetupDetail } from './setup-dialog.js';
import { tableStyles } from './table-styles.js';
import { tableLayoutStyles, tableWideBoardStyles } from '../shared/table-layout-styles.js';
import { wishesManifest } from '../../src/games/wishes/manifest.js';

/** The setup dialog, loaded when first opened. */
const setupDialog = lazyModule(() => import('./setup-dialog.js'));

/** Seats at a new table unless the players choose otherwise (you and three bots, or four people). */
export const DEFAULT_WISHES_SEATS = 4;

/**
 * An If Wishes Were Fishes! table: 2–5 seats on this device, each a person (people take turns on this
 * device) or a bot, or one seat of a room (`controller`). Shows whose turn it is, the board, what the
 * last move did, the move log, the rules, and the final scoring step by step with a rematch. All play
 * goes through the controller; this element only shows the game and passes the players' intents on.
 *
 * @fires home - The players asked for the home screen (from the end dialog).
 * @fires game-started - A requested new game has started (the route may drop its request).
 * @slot room - The room's own parts (seats, people), beside the log.
 */
@customElement('shoal-wishes-table')
export class ShoalWishesTable extends GameTableElement {
  static override styles = [baseStyles, tableLayoutStyles, tableWideBoardStyles, tableStyles];

  protected override readonly setupDialog = setupDialog;

  private _table: object | null = null;
  private _chronicle: Chronicle | null = null;
  private _state: WishesState | null = null;
  private _legal: readonly WishesAction[] = [];

  protected override localGame() {
    return { game: wishes, players: DEFAULT_WISHES_SEATS, defaultLevel: 'deckhand', levels: wishesManifest.bots };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const game = this._game;
    const position = game?.state() as WishesState | null;
    if (!game || !position) return;
    if (game.gameKey !== this._table || !this._chronicle) {
      this._table = game.gameKey;
      this._chronicle = startChronicle(game.players, game.options);
    }
    this._chronicle = extendChronicle(this._chronicle, game.moves());
    if (position !== this._state) {
      this._state = position;
      if (position.phase !== 'over') this._endClosed = false;
    }
    const mover = game.humanToMove;
    this._legal = mover === null || game.thinking ? [] : (game.legalIntents(mover) as readonly WishesAction[]);
  }

  override render() {
    const game = this._game;
    const position = this._state;
    if (!game || !position) return nothing;
    const mover = game.humanToMove;
    const status = this._status(position);
    return html`<div class="layout">
        <shoal-status-line class="status" data-role=${game.kind === 'room' ? 'room-status' : 'status'} .message=${status.message} .tone=${status.tone}></shoal-status-line>
        <div class="board">
          ${position.phase === 'setup' && game.kind === 'room'
            ? html`<shoal-wishes-setting-up .state=${position} .roles=${this._roles()}></shoal-wishes-setting-up>`
            : html`<shoal-wishes-board
                .state=${position}
                .seat=${game.kind === 'room' ? game.viewer() : mover}
                .legal=${this._legal}
                .events=${this._chronicle?.state.events ?? null}
                .roles=${this._roles()}
                ?interactive=${mover !== null && !game.thinking}
                @wishes-intent=${this._onIntent}
              ></shoal-wishes-board>`}
        </div>
        ${this._actions(position.final !== null)}
        <aside class="side">
          <slot name="room"></slot>
          <shoal-move-log .entries=${this._logLines()} .turn=${status.message} empty="The first player is drawn at random."></shoal-move-log>
        </aside>
      </div>
      ${this._rulesDialog('How to play If Wishes Were Fishes!', WISHES_RULES)}
      ${this._local && this._setupReady
        ? html`<shoal-wishes-setup-dialog
            ?open=${this._setupOpen}
            .levels=${wishesManifest.bots}
            .initial=${{ players: this._local.players, botSeats: this._local.setup.botSeats }}
            @wishes-setup=${this._onSetup}
            @dialog-close=${() => (this._setupOpen = false)}
          ></shoal-wishes-setup-dialog>`
        : nothing}
      ${position.final && this._endReady(true) ? this._endDialog(position) : nothing}`;
  }

  /** Who plays each seat: "You" when one person plays against bots, the bot's level otherwise; in a room, the players' names. */
  private _roles(): string[] {
    const game = this._game!;
    const people = game.humanSeats.length;
    return Array.from({ length: game.players }, (_, seat) => {
      if (game.kind === 'room' || game.botOf(seat) !== null) return game.who(seat);
      return people === 1 ? 'You' : 'Person';
    });
  }

  /** A seat in sentences: "Red", or in a room "Ada (Red)". */
  private _nameOf(seat: number): string {
    const person = this._game!.personOf(seat);
    return person === null ? seatColourName(seat) : `${person} (${seatColourName(seat)})`;
  }

  private _status(position: WishesState): { message: string; tone: StatusTone } {
    const game = this._game!;
    if (game.lastError) return { message: game.lastError.message, tone: 'error' };
    const word = game.word();
    if (word) return word;
    if (position.final) {
      const names = position.final.winners.map((seat) => this._nameOf(seat));
      const best = Math.max(...position.final.total);
      return { message: `Game over: ${names.join(' and ')} ${names.length > 1 ? 'share the win' : 'wins'} with $${best}.`, tone: 'info' };
    }
    if (position.turn === null) return { message: 'Setting up the table…', tone: 'info' };
    const name = seatColourName(position.turn);
    if (game.thinking) return { message: `${name} (bot) is thinking…`, tone: 'info' };
    const mover = game.humanToMove;
    if (mover === null) return { message: `${name} to move.`, tone: 'info' };
    const who = game.humanSeats.length === 1 ? `Your turn (${name})` : `${name} to move`;
    return { message: `${who}: catch a card from the ocean, or sell a fish from a boat.`, tone: 'turn' };
  }

  private _logLines(): LogLine[] {
    return tableLogLines(this._game!, () => (this._chronicle?.lines ?? []).map((line) => ({ text: line.text, look: WISHES_SEAT_LOOKS[line.seat]! })));
  }

  private _endDialog(position: WishesState) {
    const final = position.final!;
    const game = this._game!;
    const winners = final.winners;
    const people = game.humanSeats;
    const you = people.length === 1 ? people[0] : undefined;
    const names = winners.map((seat) => this._nameOf(seat));
    const headline =
      you !== undefined && winners.includes(you)
        ? winners.length > 1
          ? `You share the win as ${seatColourName(you)}!`
          : `You win as ${seatColourName(you)}!`
        : `${names.join(' and ')} ${names.length > 1 ? 'share the win' : 'wins'}!`;
    const rows = final.total.map((total, seat) => ({ name: this._nameOf(seat), look: WISHES_SEAT_LOOKS[seat]!, score: total }));
    return html`<shoal-end-dialog
      ?open=${!this._endClosed}
      .headline=${headline}
      .winnerLook=${WISHES_SEAT_LOOKS[winners[0]!] ?? null}
      .rows=${rows}
      .winners=${names}
      unit="dollars"
      data-role="final-score"
      data-scores=${final.total.join(',')}
      rematch-label=${game.rematchLabel}
      ?no-home=${this.embedded || game.kind === 'room'}
      @rematch=${() => game.rematch()}
      @dialog-close=${() => (this._endClosed = true)}
      @home=${() => (this._endClosed = true)}
    >
      <shoal-wishes-final .state=${position}></shoal-wishes-final>
    </shoal-end-dialog>`;
  }

  private _onIntent(event: CustomEvent<WishesIntentDetail>): void {
    event.stopPropagation();
    this._game?.play(event.detail.action);
  }

  private _onSetup(event: CustomEvent<WishesSetupDetail>): void {
    this._setupOpen = false;
    const { players, botSeats } = event.detail;
    const anyBot = Object.keys(botSeats).length > 0;
    this._local?.start({ mode: anyBot ? 'bot' : 'pass', botSeats }, players);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-wishes-table': ShoalWishesTable;
  }
}
