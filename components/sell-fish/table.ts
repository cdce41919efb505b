import { html, nothing, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/move-log.js';
import '../shared/status-line.js';
import type { LogLine } from '../shared/move-log.js';
import { tableLayoutStyles, tableWideBoardStyles } from '../shared/table-layout-styles.js';
import { tableLogLines } from '../table/game-table.js';
import { GameTableElement } from '../table/table-element.js';
import { lazyModule } from '../shared/lazy-module.js';
import { nameOf, sellFish, sellFishManifest, type SellFishIntent, type SellFishState, type SellFishView } from '../../src/games/sell-fish/index.js';
import './board.js';
import type { SellFishIntentDetail } from './board.js';
import { extendChronicle, startChronicle, type Chronicle } from './chronicle.js';
import { SELL_FISH_SEAT_LOOKS } from './looks.js';
import { SELL_FISH_RULES } from './rules-text.js';
import type { SellFishSetupDetail } from './setup-dialog.js';
import { statusText } from './status.js';
import { tableStyles } from './table-styles.js';

/** The setup dialog, loaded when first opened. */
const setupDialog = lazyModule(() => import('./setup-dialog.js'));

/** Seats at a new table unless the players choose otherwise. */
export const DEFAULT_SELL_FISH_SEATS = 4;

/**
 * A SELL.fish table: 2–6 communities on this device, each a person or a bot, or one seat of a room
 * (`controller`). People sharing the device pass it: before a person's turn a hand-over screen hides
 * the previous person's sealed choice. All play goes through the controller; this element shows the
 * game and passes the players' intents on.
 *
 * @fires home - The players asked for the home screen (from the end dialog).
 * @fires game-started - A requested new game has started.
 * @slot room - The room's own parts (seats, people), beside the log.
 */
@customElement('shoal-sell-fish-table')
export class ShoalSellFishTable extends GameTableElement {
  static override styles = [baseStyles, tableLayoutStyles, tableWideBoardStyles, tableStyles];

  constructor() {
    super();
    this.botDelay = 350;
  }

  /** The person whose private view is on screen (pass-and-play hand-over). */
  @state() private _shown: number | null = null;

  protected override readonly setupDialog = setupDialog;

  private _table: object | null = null;
  private _chronicle: Chronicle | null = null;
  private _view: SellFishView | null = null;
  private _legal: readonly SellFishIntent[] = [];

  protected override localGame() {
    return { game: sellFish, players: DEFAULT_SELL_FISH_SEATS, defaultLevel: 'hard', levels: sellFishManifest.bots };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const game = this._game;
    if (!game || !game.state()) return;
    if (game.gameKey !== this._table || !this._chronicle) {
      this._table = game.gameKey;
      this._chronicle = startChronicle(game.players, game.options);
      this._shown = null;
    }
    this._chronicle = extendChronicle(this._chronicle, game.moves());
    const mover = this._mover();
    // One person against bots (or in a room) always sees their own sealed choice; people sharing the device see theirs only once handed over.
    const people = game.humanSeats;
    this._view = game.view(game.kind === 'room' ? game.viewer() : people.length === 1 ? people[0]! : mover) as SellFishView;
    if (this._view.step !== 'over') this._endClosed = false;
    // Steps are simultaneous: a person chooses while the bots think.
    this._legal = mover === null ? [] : (game.legalIntents(mover) as readonly SellFishIntent[]);
  }

  /** The person acting now, once the device is in their hands. */
  private _mover(): number | null {
    const game = this._game!;
    const mover = game.humanToMove;
    if (mover === null) return null;
    return this._needsHandover(mover) ? null : mover;
  }

  /** With several people on one device, each takes it before seeing their own sealed choice. */
  private _needsHandover(mover: number): boolean {
    return this._game!.humanSeats.length > 1 && this._shown !== mover;
  }

  override render() {
    const game = this._game;
    const view = this._view;
    if (!game || !view) return nothing;
    const waiting = game.humanToMove;
    const handover = waiting !== null && this._needsHandover(waiting);
    const mover = this._mover();
    // The game says whom it waits for in its own words (the communities still to seal, to get ready).
    const word = game.word()?.waiting ? null : game.word();
    const message =
      game.lastError?.message ?? word?.message ?? (handover ? `Pass the device to ${nameOf(waiting)}.` : statusText(view, mover, game.humanSeats.length === 1));
    const tone = game.lastError ? 'error' : (word?.tone ?? (mover !== null ? 'turn' : 'info'));
    return html`<div class="layout">
        <shoal-status-line class="status" data-role=${game.kind === 'room' ? 'room-status' : 'status'} .message=${message} .tone=${tone}></shoal-status-line>
        <div class="board">
          ${handover
            ? html`<div class="handover" role="region" aria-label="Hand-over">
                <p>Pass the device to <strong>${nameOf(waiting)}</strong>.</p>
                <p class="muted">The other players look away: ${nameOf(waiting)}'s choice is sealed.</p>
                <shoal-button @click=${() => (this._shown = waiting)}>I am ${nameOf(waiting)}</shoal-button>
              </div>`
            : nothing}
          <shoal-sell-fish-board
            .view=${view}
            .seat=${game.kind === 'room' ? game.viewer() : mover}
            .legal=${this._legal}
            .events=${this._chronicle?.lastEvents ?? []}
            .roles=${this._roles()}
            ?interactive=${mover !== null}
            @sell-fish-intent=${this._onIntent}
          ></shoal-sell-fish-board>
        </div>
        ${this._actions(view.final !== null)}
        <aside class="side">
          <slot name="room"></slot>
          <shoal-move-log .entries=${this._logLines()} .turn=${message} empty="Year 1: the first ship auction is about to open."></shoal-move-log>
        </aside>
      </div>
      ${this._rulesDialog('How to play SELL.fish', SELL_FISH_RULES)}
      ${this._local && this._setupReady
        ? html`<shoal-sell-fish-setup-dialog
            ?open=${this._setupOpen}
            .levels=${sellFishManifest.bots}
            .initial=${{
              players: this._local.players,
              botSeats: this._local.setup.botSeats,
              options: { superHarvest: false, pirateAttack: false, shipLeasing: false, bidCap: 'coins20', ...this._local.options },
            }}
            @sell-fish-setup=${this._onSetup}
            @dialog-close=${() => (this._setupOpen = false)}
          ></shoal-sell-fish-setup-dialog>`
        : nothing}
      ${view.final && this._endReady(true) ? this._endDialog(view) : nothing}`;
  }

  private _roles(): string[] {
    const game = this._game!;
    const people = game.humanSeats.length;
    return Array.from({ length: game.players }, (_, seat) => {
      if (game.kind === 'room' || game.botOf(seat) !== null) return game.who(seat);
      return people === 1 ? 'You' : 'Person';
    });
  }

  private _logLines(): LogLine[] {
    return tableLogLines(this._game!, () =>
      (this._chronicle?.lines ?? []).map((line) => (line.seat === null ? { text: line.text } : { text: line.text, look: SELL_FISH_SEAT_LOOKS[line.seat]! })),
    );
  }

  /** A community in sentences: "Community 2", or in a room "Ada (Community 2)". */
  private _nameOf(seat: number): string {
    const person = this._game!.personOf(seat);
    return person === null ? nameOf(seat) : `${person} (${nameOf(seat)})`;
  }

  private _endDialog(state: SellFishState) {
    const final = state.final!;
    const game = this._game!;
    const people = game.humanSeats;
    const you = people.length === 1 ? people[0] : undefined;
    const names = final.winners.map((seat) => this._nameOf(seat));
    const headline =
      you !== undefined && final.winners.includes(you)
        ? final.winners.length > 1
          ? `You share the win as ${nameOf(you)}!`
          : `You win as ${nameOf(you)}!`
        : `${names.join(' and ')} ${names.length > 1 ? 'share the win' : 'wins'}!`;
    const rows = final.total.map((total, seat) => ({ name: this._nameOf(seat), look: SELL_FISH_SEAT_LOOKS[seat]!, score: total }));
    return html`<shoal-end-dialog
      ?open=${!this._endClosed}
      .headline=${headline}
      .winnerLook=${SELL_FISH_SEAT_LOOKS[final.winners[0]!] ?? null}
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
    ></shoal-end-dialog>`;
  }

  private _onIntent(event: CustomEvent<SellFishIntentDetail>): void {
    event.stopPropagation();
    this._game?.play(event.detail.intent);
  }

  private _onSetup(event: CustomEvent<SellFishSetupDetail>): void {
    this._setupOpen = false;
    const { players, botSeats, options } = event.detail;
    const anyBot = Object.keys(botSeats).length > 0;
    this._local?.start({ mode: anyBot ? 'bot' : 'pass', botSeats }, players, options);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-sell-fish-table': ShoalSellFishTable;
  }
}
