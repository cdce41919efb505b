import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { formatRoomLink } from '../../src/net/link.js';
import { isRuleError } from '../../src/core/errors.js';
import type { RuleError } from '../../src/core/index.js';
import type { NetworkTable } from '../../src/table/network-table.js';
import { catalogEntry } from '../app/catalog.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/dialog.js';
import '../shared/rules-panel.js';
import type { RulesText } from '../shared/rules-panel.js';
import { seatMarker } from '../shared/seat-marker.js';
import { navigate, type RoomProfile } from '../shared/navigate.js';
import { RoomController } from './room-controller.js';
import './seat-picker.js';
import type { SeatPickDetail } from './seat-picker.js';

/** Who else the connection reaches, in words. */
function peerCount(peers: number): string {
  return peers === 0 ? 'no one else here yet' : `${peers} other ${peers === 1 ? 'browser' : 'browsers'}`;
}

const DROPPED_TEXT: Partial<Record<string, string>> = {
  flood: 'Dropped a connection that flooded the room',
  tampered: 'Dropped a connection that sent forged data',
  refused: 'Refused a connection without the room’s key',
};

/** What the room says of the last connection it dropped (the room's own words when it named the browser). */
function droppedText(dropped: { readonly peer: string; readonly reason: string; readonly message?: string }): string {
  return dropped.message ?? `${DROPPED_TEXT[dropped.reason] ?? 'A connection was dropped'}: ${dropped.peer.slice(0, 14)}`;
}

/** How long the page waits for a room nobody has answered for before saying it may not exist (ms). */
export const NO_ROOM_AFTER_MS = 20_000;
/** How long the signaling server may stay out of reach before the page explains (ms). */
export const UNREACHABLE_AFTER_MS = 8_000;

const STATUS_TEXT = {
  connecting: 'Connecting…',
  online: 'Online',
  reconnecting: 'Reconnecting…',
  closed: 'Offline',
} as const;

/**
 * A game room reached by its link: the game's own table (the same element as on one device, driven by
 * the room through a NetworkGameController), with the room's parts in its `room` slot — settings,
 * seats, who is here, a forfeit — and above it the connection, the invite, and what to do when
 * nobody else is here, the room cannot be found, or the signaling server cannot be reached.
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
      .bar-actions {
        display: flex;
        gap: var(--shoal-space-2);
        margin-inline-start: auto;
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
      .away {
        color: var(--shoal-text-muted);
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
      .message ul,
      .notice ul {
        text-align: start;
        max-width: 36rem;
        margin: var(--shoal-space-2) auto;
        line-height: 1.5;
      }
      .notice ul {
        margin: var(--shoal-space-2) 0 var(--shoal-space-3);
        padding-inline-start: 1.25rem;
      }
      .message h2,
      .notice h2 {
        text-transform: none;
        letter-spacing: 0;
        font-size: var(--shoal-text-lg);
        color: var(--shoal-text);
      }
      .notice {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--shoal-space-2) var(--shoal-space-4);
        padding: var(--shoal-space-3) var(--shoal-space-4);
        border-radius: var(--shoal-radius);
        background: var(--shoal-surface);
        border: 1px solid var(--shoal-border);
      }
      .notice p {
        margin: 0;
        flex: 1 1 18rem;
      }
      .notice.trouble {
        display: block;
        border-color: var(--shoal-danger);
      }
      .notice.trouble p {
        margin: var(--shoal-space-2) 0;
      }
      .room-panel {
        display: grid;
        gap: var(--shoal-space-4);
      }
      .sizing {
        justify-content: center;
      }
    `,
  ];

  /** Game id from the link. */
  @property() game = '';
  /** Room secret from the link. */
  @property() secret = '';
  /** The name and colour this player had in the room it left for this one (a rematch), offered again. */
  @property({ attribute: false }) carried: RoomProfile = {};
  /** Waits before saying a room was not found, or its signaling server is out of reach (ms; tests shorten them). */
  @property({ type: Number, attribute: false }) noRoomAfterMs = NO_ROOM_AFTER_MS;
  @property({ type: Number, attribute: false }) unreachableAfterMs = UNREACHABLE_AFTER_MS;
  /** The Shoal site's address when the room opens inside another page (an embed): its config.json names the signaling servers. */
  @property({ attribute: false }) app: string | null = null;
  /** The words of the way out (an embed goes back to its game against the bots, not to a home screen). */
  @property({ attribute: 'home-label' }) homeLabel = 'Go to the home screen';

  @state() private _inviteOpen = false;
  /** The game's rules, once asked for (before the table is on screen, which has its own). */
  @state() private _rules: RulesText | null = null;
  @state() private _rulesOpen = false;

  private _controller: RoomController | null = null;
  /** When this page began waiting for the room to answer, and for the signaling server (this clock). */
  private _waitingSince: number | null = null;
  private _offlineSince: number | null = null;
  private readonly _timers = new Set<ReturnType<typeof setTimeout>>();

  /** The room's table, once open (tests and tools reach the room through it). */
  get table(): NetworkTable | null {
    return this._controller?.table ?? null;
  }

  override connectedCallback(): void {
    this._controller ??= new RoomController(this, this.game, this.secret, () => void this._rematch(), this.app);
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    for (const timer of this._timers) clearTimeout(timer);
    this._timers.clear();
    super.disconnectedCallback();
  }

  /** Draws the page again in `ms` (for a wait that turns into advice). */
  private _wake(ms: number): void {
    const timer = setTimeout(() => {
      this._timers.delete(timer);
      this.requestUpdate();
    }, ms + 50);
    this._timers.add(timer);
  }

  /** True once `since` is `ms` old; until then, wakes the page at that moment. */
  private _after(since: number, ms: number): boolean {
    const left = since + ms - Date.now();
    if (left <= 0) return true;
    this._wake(left);
    return false;
  }

  protected override willUpdate(): void {
    const table = this._controller?.table;
    if (!table) return;
    const now = Date.now();
    this._waitingSince = table.ready() ? null : (this._waitingSince ?? now);
    this._offlineSince = table.room.connection().status === 'online' ? null : (this._offlineSince ?? now);
  }

  /** The game's name ("Fishery"). */
  private get _title(): string {
    return catalogEntry(this.game)?.title ?? 'the game';
  }

  /** The signaling server has stayed out of reach long enough to explain why nothing happens. */
  private _unreachable(table: NetworkTable): boolean {
    return this._offlineSince !== null && table.room.connection().status !== 'closed' && this._after(this._offlineSince, this.unreachableAfterMs);
  }

  override render() {
    const controller = this._controller!;
    const phase = controller.phase;
    if (phase.kind === 'failed') {
      return html`<section class="message" role="alert">
        <p>${phase.message}</p>
        <shoal-button @click=${this._home}>${this.homeLabel}</shoal-button>
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
          ? html`<span class="override" data-role="dropped">${droppedText(connection.dropped.at(-1)!)}</span>`
          : null}
        <span class="grow"></span>
        <span class="bar-actions">
          ${table.ready() ? null : this._rulesButton()}
          <shoal-button variant="secondary" data-action="invite" @click=${this._openInvite}>Invite</shoal-button>
        </span>
      </div>
      ${this._rulesDialog()}
      <shoal-dialog heading="Invite friends" .open=${this._inviteOpen} @dialog-close=${() => (this._inviteOpen = false)}>
        ${this._inviteOpen ? html`<shoal-invite-panel .link=${link}></shoal-invite-panel>` : null}
      </shoal-dialog>
      ${this._unreachable(table) ? this._unreachableNotice(table) : table.ready() ? this._alone(table) : null}
      ${table.ready() ? this._table(table) : this._waitingForRoom(table)}`;
  }

  /** The server that introduces browsers cannot be reached: why nothing happens, and what to do. */
  private _unreachableNotice(table: NetworkTable) {
    const { override, status } = table.room.connection();
    return html`<section class="notice trouble" role="alert" data-role="unreachable">
      <h2>Can’t reach the signaling server</h2>
      <p>
        ${status === 'reconnecting' ? 'The connection was lost, and the' : 'The'} server that introduces the players’ browsers to each
        other${override ? ` (${override})` : ''} does not answer, so nobody can join or see your moves yet. The game itself never goes
        through it.
      </p>
      <ul>
        <li>Check that this device is online.</li>
        <li>If it is, this network may block the server (some workplace and school networks do): try another one, such as your phone’s.</li>
        <li>The page keeps trying on its own; seats are offered once it is through.</li>
      </ul>
      <shoal-button variant="secondary" data-action="reload" @click=${() => location.reload()}>Reload the page</shoal-button>
    </section>`;
  }

  /** Nobody else has opened the room yet: say so and offer the invite. */
  private _alone(table: NetworkTable) {
    const { status, peers } = table.room.connection();
    const seats = table.seats();
    if (status !== 'online' || peers > 0 || table.outcome() || seats.some((s) => s.name !== null && !s.mine)) return null;
    if (seats.every((s) => s.name !== null)) return null;
    return html`<section class="notice" data-role="alone">
      <p><strong>Nobody else has opened this room yet.</strong> Send your friends its link; the room is here as long as this page is open.</p>
      <shoal-button data-action="invite-alone" @click=${this._openInvite}>Invite friends</shoal-button>
    </section>`;
  }

  /** "Rules", where the game has its rules for the room's pages. */
  private _rulesButton() {
    const rules = catalogEntry(this.game)?.room?.rules;
    if (!rules) return null;
    const open = (): void =>
      void rules().then(
        (text) => {
          this._rules = text;
          this._rulesOpen = true;
        },
        () => undefined,
      );
    return html`<shoal-button variant="quiet" data-action="rules" @click=${open}>Rules</shoal-button>`;
  }

  private _rulesDialog() {
    if (!this._rules) return null;
    return html`<shoal-dialog heading=${`How to play ${this._title}`} .open=${this._rulesOpen} @dialog-close=${() => (this._rulesOpen = false)}>
      <shoal-rules-panel .rules=${this._rules}></shoal-rules-panel>
    </shoal-dialog>`;
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
      <div class="bar sizing">${this._rulesButton()}</div>
    </section>
    ${this._rulesDialog()}`;
  }

  private _waitingForRoom(table: NetworkTable) {
    const error = table.room.error();
    if (error) {
      return html`<section class="message" role="alert">
        <p>${error.message}</p>
        <shoal-button @click=${this._home}>${this.homeLabel}</shoal-button>
      </section>`;
    }
    if (this._unreachable(table)) return null;
    if (this._waitingSince !== null && this._after(this._waitingSince, this.noRoomAfterMs)) {
      return html`<section class="message" role="alert" data-role="no-room">
        <h2>No one has this ${this._title} room open</h2>
        <p>
          The page has looked for it for ${Math.round(this.noRoomAfterMs / 1000)} seconds. A room lives in the browsers of the people in
          it, so someone who has it open needs to be online.
        </p>
        <ul>
          <li>Check the link: compare it with the one you were sent; a single changed letter is another room.</li>
          <li>Ask whoever sent it to open the room again, or to send the link once more.</li>
        </ul>
        <p>This page keeps looking, and the game appears as soon as someone opens the room.</p>
        <shoal-button variant="secondary" @click=${this._home}>${this.homeLabel}</shoal-button>
      </section>`;
    }
    return html`<section class="message" role="status">
      <p>Looking for the room: someone who has it open needs to be online…</p>
    </section>`;
  }

  private _table(table: NetworkTable) {
    const controller = this._controller!;
    return controller.view && controller.game ? controller.view.table(controller.game, this._panel(table)) : null;
  }

  /** The room's own parts beside the game's table: settings, seats, people, a forfeit, the rematch. */
  private _panel(table: NetworkTable) {
    const controller = this._controller!;
    const looks = controller.seatLooks;
    const seats = table.seats();
    const mySeat = table.mySeat();
    const outcome = table.outcome();
    const online = table.room.connection().status === 'online';
    const open = seats.some((s) => s.name === null);
    return html`<div slot="room" class="room-panel" data-role="room-panel">
      ${mySeat === null && !outcome ? this._settings(table) : null}
      ${open && !outcome
        ? online
          ? html`<shoal-seat-picker
              .seats=${seats}
              .bots=${controller.botLevels}
              .looks=${looks}
              .name=${table.room.profile().name ?? this.carried.name ?? ''}
              .color=${table.room.profile().color ?? this.carried.color ?? '#2a7fb8'}
              ?seated=${mySeat !== null}
              @seat-pick=${(e: CustomEvent<SeatPickDetail>) => void this._take(table, e.detail)}
              @bot-add=${(e: CustomEvent<SeatPickDetail>) => void this._take(table, e.detail)}
            ></shoal-seat-picker>`
          : html`<p class="settings" data-role="seats-later">Seats are offered once this page reaches the other players.</p>`
        : null}
      <section>
        <h2>At the table</h2>
        <ul class="people" data-role="people">
          ${seats.map(
            (s) => html`<li class=${s.name && !s.connected ? 'away' : ''} data-seat=${s.seat}>
              ${looks[s.seat] ? seatMarker(looks[s.seat]!, 18) : null}
              <span>${s.label}: ${s.name ?? 'open seat'}${s.seat === mySeat ? ' (you)' : ''}${s.bot ? ' · bot' : ''}${s.name && !s.connected ? ' · offline' : ''}</span>
            </li>`,
          )}
          ${table.watchers().map((w) => html`<li data-watcher>${w.self ? 'You are watching' : `${w.name} is watching`}</li>`)}
        </ul>
      </section>
      ${this._forfeit(table)}
      ${outcome && !table.room.rematch() && table.room.heldSeats().length === 0
        ? html`<p class="settings" data-role="rematch-wait">A player can offer a rematch; you can join it here.</p>`
        : null}
    </div>`;
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
    this._report(await table.claimForfeit());
  }

  /** A refusal for the player (or none), on the game's status line. */
  private _report(error: RuleError | null): void {
    this._controller?.game?.report(error);
  }

  private async _take(table: NetworkTable, detail: SeatPickDetail): Promise<void> {
    const error = detail.bot === undefined ? await table.takeSeat(detail.seat, detail.name, detail.color) : await table.addBot(detail.seat, detail.bot, detail.name, detail.color);
    this._report(error);
  }

  /** Opens the invite dialog once its panel's code (loaded only when someone invites) is here. */
  private async _openInvite(): Promise<void> {
    try {
      await import('./invite-panel.js');
    } catch {
      this._report({ kind: 'rule-error', code: 'invite-unavailable', message: 'The invite panel could not be loaded; copy the link from the address bar.' });
      return;
    }
    this._inviteOpen = true;
  }

  private async _rematch(table: NetworkTable | null = this.table): Promise<void> {
    if (!table) return;
    const offer = await table.room.offerRematch(Date.now());
    if (isRuleError(offer)) {
      this._report(offer);
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
