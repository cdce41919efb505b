import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { formatRoomLink } from '../../src/net/link.js';
import { isRuleError } from '../../src/core/errors.js';
import type { NetworkTable } from '../../src/table/network-table.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import '../shared/move-log.js';
import '../shared/score-panel.js';
import '../shared/status-line.js';
import type { LogLine } from '../shared/move-log.js';
import type { ScoreRow } from '../shared/score-panel.js';
import type { StatusTone } from '../shared/status-line.js';
import { seatMarker } from '../shared/seat-marker.js';
import { navigate, type RoomProfile } from '../shared/navigate.js';
import { RoomController } from './room-controller.js';
import './seat-picker.js';
import type { SeatPickDetail } from './seat-picker.js';


/** Who else the connection reaches, in words. */
function peerCount(peers: number): string {
  return peers === 0 ? 'no one else here yet' : `${peers} other ${peers === 1 ? 'browser' : 'browsers'}`;
}

/** Lines of the move log shown until the player asks for all of them. */
const LOG_TAIL = 100;

const DROPPED_TEXT: Partial<Record<string, string>> = {
  flood: 'Dropped a connection that flooded the room',
  tampered: 'Dropped a connection that sent forged data',
  refused: 'Refused a connection without the room’s key',
};

const STATUS_TEXT = {
  connecting: 'Connecting…',
  online: 'Online',
  reconnecting: 'Reconnecting…',
  closed: 'Offline',
} as const;

/**
 * A game room reached by its link: invite, seats, presence, connection status, the board, the move
 * log (with any rejected entries), scores and a rematch.
 *
 * @fires home - The player asks for the home screen.
 */
@customElement('shoal-room')
export class ShoalRoom extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: grid;
        gap: var(--shoal-space-4);
        max-width: 72rem;
        margin: 0 auto;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--shoal-space-2);
      }
      .grow {
        flex: 1;
      }
      .settings {
        margin: 0;
        font-size: var(--shoal-text-sm);
        color: var(--shoal-text-muted);
      }
      .override {
        font-size: var(--shoal-text-sm);
        color: var(--shoal-danger);
        overflow-wrap: anywhere;
      }
      .connection {
        display: inline-flex;
        align-items: center;
        gap: var(--shoal-space-1);
        font-size: var(--shoal-text-sm);
        color: var(--shoal-text-muted);
      }
      .connection::before {
        content: '';
        width: 0.6rem;
        height: 0.6rem;
        border-radius: 50%;
        background: var(--shoal-text-muted);
      }
      .connection[data-status='online']::before {
        background: #3f8f4f;
      }
      .layout {
        display: grid;
        gap: var(--shoal-space-4);
      }
      @media (min-width: 900px) {
        .layout {
          grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
          align-items: start;
        }
      }
      aside {
        display: grid;
        gap: var(--shoal-space-4);
      }
      ul.people {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: var(--shoal-space-1);
      }
      .people li {
        display: flex;
        align-items: center;
        gap: var(--shoal-space-2);
      }
      .dot {
        width: 0.8rem;
        height: 0.8rem;
        border-radius: 50%;
        flex: none;
      }
      .dot.empty {
        box-sizing: border-box;
        border: 1.5px dashed var(--shoal-text-muted);
      }
      .away {
        opacity: 0.6;
      }
      h2 {
        margin: 0 0 var(--shoal-space-2);
        font: 700 var(--shoal-text-sm) / 1.2 var(--shoal-font);
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--shoal-text-muted);
      }
      .message {
        text-align: center;
        padding: var(--shoal-space-5);
      }
      .sizing {
        justify-content: center;
      }
      /* The log shows its newest lines; they keep their move numbers. */
      shoal-move-log::part(list) {
        counter-reset: move var(--room-log-hidden, 0);
      }
    `,
  ];

  /** Game id from the link. */
  @property() game = '';
  /** Room secret from the link. */
  @property() secret = '';
  /** The name and colour this player had in the room it left for this one (a rematch), offered again. */
  @property({ attribute: false }) carried: RoomProfile = {};

  @state() private _inviteOpen = false;
  @state() private _error = '';
  /** True once the player asked for the whole move log. */
  @state() private _wholeLog = false;

  private _controller: RoomController | null = null;
  private _logLines: { readonly fold: unknown; readonly whole: boolean; readonly lines: LogLine[]; readonly hidden: number } | null = null;

  /** The room's table, once open (tests and tools reach the room through it). */
  get table(): NetworkTable | null {
    return this._controller?.table ?? null;
  }

  override connectedCallback(): void {
    this._controller ??= new RoomController(this, this.game, this.secret);
    super.connectedCallback();
  }

  override render() {
    const controller = this._controller!;
    const phase = controller.phase;
    if (phase.kind === 'failed') {
      return html`<section class="message" role="alert">
        <p>${phase.message}</p>
        <shoal-button @click=${this._home}>Go to the home screen</shoal-button>
      </section>`;
    }
    if (phase.kind === 'sizing') return this._sizing(controller, phase.min, phase.max);
    const table = controller.table;
    if (phase.kind === 'opening' || !table) return html`<p class="message" role="status">Opening the room…</p>`;
    const connection = table.room.connection();
    const link = formatRoomLink(location.href, table.room.link);
    return html`<div class="bar">
        <span class="connection" data-status=${connection.status} data-peers=${connection.peers} role="status"
          >${STATUS_TEXT[connection.status]}${connection.status === 'online' ? ` · ${peerCount(connection.peers)}` : ''}</span
        >
        ${connection.override ? html`<span class="override" data-role="signal-override">Developer signaling server: ${connection.override}</span>` : null}
        ${connection.dropped.length > 0
          ? html`<span class="override" data-role="dropped">${DROPPED_TEXT[connection.dropped.at(-1)!.reason] ?? 'A connection was dropped'}: ${connection.dropped.at(-1)!.peer.slice(0, 14)}</span>`
          : null}
        <span class="grow"></span>
        <shoal-button variant="secondary" data-action="invite" @click=${this._openInvite}>Invite</shoal-button>
      </div>
      <shoal-dialog heading="Invite friends" .open=${this._inviteOpen} @dialog-close=${() => (this._inviteOpen = false)}>
        ${this._inviteOpen ? html`<shoal-invite-panel .link=${link}></shoal-invite-panel>` : null}
      </shoal-dialog>
      ${table.ready() ? this._table(table) : this._waitingForRoom(table)}`;
  }

  /** The new room's seat count, chosen once by its creator (the room's meta is fixed once written). */
  private _sizing(controller: RoomController, min: number, max: number) {
    const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    return html`<section class="message" role="group" aria-labelledby="sizing-heading">
      <h2 id="sizing-heading">How many seats?</h2>
      <p>People and bots fill them once you have invited your friends.</p>
      <div class="bar sizing">
        ${counts.map((n) => html`<shoal-button variant="secondary" data-players=${n} @click=${() => controller.choosePlayers(n)}>${n} seats</shoal-button>`)}
      </div>
    </section>`;
  }

  private _waitingForRoom(table: NetworkTable) {
    const error = table.room.error();
    return html`<section class="message" role="status">
      <p>${error ? error.message : 'Waiting for the room: someone who has it open needs to be online. Invite them again if they left.'}</p>
    </section>`;
  }

  private _table(table: NetworkTable) {
    const controller = this._controller!;
    const board = controller.board!;
    const seats = table.seats();
    const mySeat = table.mySeat();
    const outcome = table.outcome();
    const legal = table.legalIntents();
    const status = this._status(table, legal.length > 0);
    return html`<shoal-status-line data-role="room-status" .message=${this._error || status.message} .tone=${this._error ? 'error' : status.tone}></shoal-status-line>
      <div class="layout">
        <div>${board.render(table.view(), legal, (intent) => void this._play(table, intent), { seat: mySeat, seats, accepted: table.room.fold()?.accepted ?? [] })}</div>
        <aside>
          ${mySeat === null && !outcome ? this._settings(table) : null}
          <shoal-seat-picker
            .seats=${seats}
            .bots=${controller.botLevels}
            .looks=${board.looks}
            .name=${table.room.profile().name ?? this.carried.name ?? ''}
            .color=${table.room.profile().color ?? this.carried.color ?? '#2a7fb8'}
            ?seated=${mySeat !== null}
            @seat-pick=${(e: CustomEvent<SeatPickDetail>) => void this._take(table, e.detail)}
            @bot-add=${(e: CustomEvent<SeatPickDetail>) => void this._take(table, e.detail)}
          ></shoal-seat-picker>
          <section>
            <h2>At the table</h2>
            <ul class="people" data-role="people">
              ${seats.map(
                (s) => html`<li class=${s.connected ? '' : 'away'} data-seat=${s.seat}>
                  ${seatMarker(board.looks[s.seat] ?? board.looks[0]!, 18)}<span class=${s.color ? 'dot' : 'dot empty'} style=${s.color ? `background:${s.color}` : ''}></span>
                  <span>${s.label}: ${s.name ?? 'open seat'}${s.seat === mySeat ? ' (you)' : ''}${s.bot ? ' · bot' : ''}${s.name && !s.connected ? ' · offline' : ''}</span>
                </li>`,
              )}
              ${table.watchers().map((w) => html`<li data-watcher>${w.self ? 'You are watching' : `${w.name} is watching`}</li>`)}
            </ul>
          </section>
          ${this._forfeit(table)} ${outcome ? this._final(table, outcome.scores) : null}
          ${this._moveLog(table)}
        </aside>
      </div>`;
  }

  private _status(table: NetworkTable, canMove: boolean): { message: string; tone: StatusTone } {
    const outcome = table.outcome();
    const seats = table.seats();
    const ending = table.ending();
    if (ending) return { message: ending.message, tone: 'error' };
    if (outcome) {
      const winners = outcome.winners.map((w) => seats[w]?.name ?? `Seat ${w + 1}`).join(' and ');
      return { message: `Game over: ${winners} ${outcome.winners.length > 1 ? 'share the win' : 'wins'}.`, tone: 'info' };
    }
    if (seats.some((s) => s.name === null)) return { message: 'Waiting for players to sit down…', tone: 'info' };
    const trouble = table.botTrouble();
    if (trouble) return { message: trouble, tone: 'error' };
    // Moves made now would reach no one: say so rather than "Your turn."
    const held = table.room.heldSeats();
    const othersElsewhere = seats.some((_, seat) => !held.includes(seat));
    if (table.mySeat() !== null && othersElsewhere && table.room.connection().peers === 0) {
      return { message: 'Not connected to the other players: looking for them… Moves you make reach them when they are back.', tone: 'error' };
    }
    if (canMove) return { message: 'Your turn.', tone: 'turn' };
    const stall = table.stall();
    if (stall?.overdue) return { message: `${stall.name} has kept the table waiting past the ${Math.round(stall.timeoutMs / 1000)} s limit.`, tone: 'info' };
    const offline = seats.filter((s, seat) => s.name !== null && !s.connected && !held.includes(seat)).map((s) => s.name!);
    if (offline.length > 0) return { message: `${offline.join(' and ')} ${offline.length > 1 ? 'are' : 'is'} offline: the game goes on when they are back.`, tone: 'info' };
    const waiting = table.waitingFor();
    if (stall && waiting.length > 0) {
      return { message: `Waiting for ${stall.name} (limit ${Math.round(stall.timeoutMs / 1000)} s, since ${new Date(stall.since).toLocaleTimeString()})…`, tone: 'info' };
    }
    if (waiting.length > 0) return { message: `Waiting for ${waiting.join(' and ')}…`, tone: 'info' };
    return { message: table.mySeat() === null ? 'You are watching.' : 'Waiting…', tone: 'info' };
  }

  /** The room's fixed settings, for someone deciding whether to sit: they cannot change once it exists. */
  private _settings(table: NetworkTable) {
    const meta = table.room.meta();
    if (!meta) return null;
    const options = Object.entries((meta.options ?? {}) as Record<string, unknown>).map(([key, value]) => `${key.replace(/([A-Z])/g, ' $1').toLowerCase()} ${String(value)}`);
    const minutes = (seconds: number): string => (seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);
    return html`<p class="settings" data-role="room-settings">
      ${meta.players} seats · ${options.length > 0 ? options.join(', ') : 'standard rules'} · ${minutes(meta.timeouts.move)} a move
    </p>`;
  }

  /** After the time limit, a seated player may end the game against the seat that keeps it waiting. */
  private _forfeit(table: NetworkTable) {
    const stall = table.stall();
    if (!stall?.overdue || table.room.heldSeats().length === 0 || table.room.heldSeats().includes(stall.seat)) return null;
    return html`<shoal-button variant="secondary" data-action="claim-forfeit" @click=${() => void this._claimForfeit(table)}
      >${stall.name} forfeits: end the game</shoal-button
    >`;
  }

  private async _claimForfeit(table: NetworkTable): Promise<void> {
    const error = await table.claimForfeit();
    this._error = error ? error.message : '';
  }

  private _final(table: NetworkTable, scores: readonly number[]) {
    const seats = table.seats();
    const looks = this._controller!.board!.looks;
    const rows: ScoreRow[] = scores.map((score, seat) => ({ name: seats[seat]?.name ?? `Seat ${seat + 1}`, look: looks[seat] ?? looks[0]!, score }));
    const rematch = table.room.rematch();
    // A rematch is offered by a player (the offer is signed by their seat); anyone may join it.
    const offer = rematch || table.room.heldSeats().length > 0
      ? html`<shoal-button data-action="rematch" @click=${() => this._rematch(table)}>${rematch ? 'Join the rematch' : 'Rematch'}</shoal-button>`
      : html`<p class="note" data-role="rematch-wait">A player can offer a rematch; you can join it here.</p>`;
    return html`<shoal-score-panel heading="Final score" .rows=${rows} data-role="final-score" data-scores=${scores.join(',')}></shoal-score-panel>
      ${offer}`;
  }

  /** The newest lines of the move log; a long game's earlier ones on request (they take a while to draw). */
  private _moveLog(table: NetworkTable) {
    const { lines, hidden } = this._log(table);
    return html`<shoal-move-log style="--room-log-hidden: ${hidden}" .entries=${lines} empty="No moves yet."></shoal-move-log>
      ${hidden > 0
        ? html`<shoal-button variant="secondary" data-action="whole-log" @click=${() => (this._wholeLog = true)}
            >Show the ${hidden} earlier ${hidden === 1 ? 'move' : 'moves'}</shoal-button
          >`
        : null}`;
  }

  private _log(table: NetworkTable): { readonly lines: LogLine[]; readonly hidden: number } {
    // The lines change only with the fold: presence and connection changes reuse them.
    const fold = table.room.fold();
    if (this._logLines?.fold === fold && this._logLines.whole === this._wholeLog) return this._logLines;
    const all = this._logLinesOf(table);
    const hidden = this._wholeLog ? 0 : Math.max(0, all.length - LOG_TAIL);
    this._logLines = { fold, whole: this._wholeLog, lines: hidden > 0 ? all.slice(hidden) : all, hidden };
    return this._logLines;
  }

  private _logLinesOf(table: NetworkTable): LogLine[] {
    const { looks, logged } = this._controller!.board!;
    return table
      .log()
      .filter((line) => line.rejected !== null || (logged?.(line.move) ?? true))
      .map((line) => (line.rejected ? { text: `${line.text} — rejected (${line.rejected})` } : { text: line.text, look: looks[line.seat] ?? looks[0]! }));
  }

  private async _play(table: NetworkTable, intent: unknown): Promise<void> {
    const error = await table.play(intent);
    this._error = error ? error.message : '';
  }

  private async _take(table: NetworkTable, detail: SeatPickDetail): Promise<void> {
    const error = detail.bot === undefined ? await table.takeSeat(detail.seat, detail.name, detail.color) : await table.addBot(detail.seat, detail.bot, detail.name, detail.color);
    this._error = error ? error.message : '';
  }

  /** Opens the invite dialog once its panel's code (loaded only when someone invites) is here. */
  private async _openInvite(): Promise<void> {
    try {
      await import('./invite-panel.js');
    } catch {
      this._error = 'The invite panel could not be loaded; copy the link from the address bar.';
      return;
    }
    this._inviteOpen = true;
  }

  private async _rematch(table: NetworkTable): Promise<void> {
    const offer = await table.room.offerRematch(Date.now());
    if (isRuleError(offer)) {
      this._error = offer.message;
      return;
    }
    const created = offer.constitution ? { created: { constitution: offer.constitution } } : {};
    navigate(this, { kind: 'room', gameId: this.game, secret: offer.link.secret, profile: table.room.profile(), ...created });
  }

  private _home(): void {
    this.dispatchEvent(new CustomEvent('home', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-room': ShoalRoom;
  }
}
