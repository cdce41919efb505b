// Opens a room for its host element: the network config, the game's table chunk and rules, the Room
// (IndexedDB keys and doc, the configured transport), the network table and the controller the game's
// table element reads it through; re-renders the host on every change;
// closes everything when the host leaves the page.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isRuleError } from '../../src/core/errors.js';
import { loadNetConfig } from '../../src/net/config.js';
import { formatRoomHash, parseRoomLink } from '../../src/net/link.js';
import { preloadTransport } from '../../src/net/transport.js';
import type { BotClient } from '../../src/table/bot-client.js';
import type { EarlyConnection } from '../../src/net/room.js';
import type { NetworkTable } from '../../src/table/network-table.js';
import { catalogEntry, type RoomView } from '../app/catalog.js';
import type { SeatLook } from '../shared/seat-marker.js';
import { NetworkGameController } from '../table/network-game-controller.js';
import { gameMark, RenderPace } from '../table/render-pace.js';
import { rememberRoom, rememberedRoom } from '../table/room-index.js';
import { takeCreated } from './create.js';
import { warmFonts } from '../theme/font-warmup.js';

/** How long after a change the list of rooms is written. */
const REMEMBER_DELAY_MS = 1000;

/** Where the room page is. */
export type RoomPhase =
  | { readonly kind: 'opening' }
  /** The creator of a room for a game with a range of seats (Wishes: 2–5) chooses how many. */
  | { readonly kind: 'sizing'; readonly min: number; readonly max: number }
  | { readonly kind: 'open' }
  | { readonly kind: 'failed'; readonly message: string };

export class RoomController implements ReactiveController {
  phase: RoomPhase = { kind: 'opening' };
  table: NetworkTable | null = null;
  /** The room's game as the game's own table element sees it. */
  game: NetworkGameController | null = null;
  /** How the game's table shows a room. */
  view: RoomView | null = null;
  /** How each seat looks (the game's card), for the room's own parts. */
  seatLooks: readonly SeatLook[] = [];
  /** Bot levels this browser can host. */
  botLevels: readonly { readonly id: string; readonly label: string; readonly description?: string }[] = [];
  private bots: BotClient | null = null;
  private unsubscribe: (() => void) | null = null;
  private pace: RenderPace | null = null;
  private closed = false;
  private sized: ((players: number) => void) | null = null;
  /** What was last written to the list of rooms (moves, seat, over), so a presence change writes nothing. */
  private rememberedMark = '';
  /** The list of rooms is written a moment after a change, off the path that shows a move. */
  private rememberTimer: ReturnType<typeof setTimeout> | undefined;
  private rememberNow: (() => void) | null = null;
  private readonly onPageHide = (): void => this.rememberNow?.();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly gameId: string,
    private readonly secret: string,
    /** Offers or joins a rematch (the end dialog's button). */
    private readonly onRematch: () => void = () => {},
    /** The Shoal site whose config.json names the signaling servers (an embed's); null: this page's own. */
    private readonly app: string | null = null,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.closed = false;
    addEventListener('pagehide', this.onPageHide);
    if (!this.table) void this.open();
  }

  /** The creator's choice in the `sizing` phase. */
  choosePlayers(players: number): void {
    const phase = this.phase;
    if (phase.kind !== 'sizing' || !Number.isInteger(players) || players < phase.min || players > phase.max) return;
    this.phase = { kind: 'opening' };
    this.sized?.(players);
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    removeEventListener('pagehide', this.onPageHide);
    this.rememberNow?.();
    this.closed = true;
    this.early?.destroy();
    this.early = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.pace?.stop();
    this.pace = null;
    this.game?.destroy();
    this.game = null;
    this.table?.destroy();
    void this.table?.room.destroy();
    this.table = null;
    this.bots?.destroy();
    this.bots = null;
  }

  /** The room's connection started while its code loaded, until the room takes it. */
  private early: EarlyConnection | null = null;

  private async open(): Promise<void> {
    const link = parseRoomLink(`#/${this.gameId}/${this.secret}`);
    if (isRuleError(link)) return this.fail(link.message);
    try {
      // Everything the room needs loads at once: the network code (Yjs, the signed log), the config,
      // the game's table, and the transport's chunk as soon as the config names it.
      const session = import('./room-session.js');
      // Signaling servers come from the Shoal site itself: in an embed, never from the host page's origin.
      const site = this.app === null ? location : { href: this.app, search: new URL(this.app).search };
      const configured = loadNetConfig(site).then((config) => (preloadTransport(config.transport), config));
      const view = catalogEntry(this.gameId)?.room;
      if (!view) return this.fail(`${catalogEntry(this.gameId)?.title ?? this.gameId} cannot be played in a room.`);
      const card = catalogEntry(this.gameId)!.card();
      const created = takeCreated(this.secret);
      // Joining a room by its link: the peers are looked for while the game's code loads. The game's
      // code is run once the transport has started, so that the page's one thread reaches the signaling
      // server first and runs the game's code while it waits on the network.
      let connecting: Promise<unknown> = Promise.resolve();
      if (!created || created.constitution) {
        connecting = Promise.all([configured, session]).then(([config, { connectEarly }]) => {
          if (this.closed || this.early || this.table || this.phase.kind === 'failed') return;
          this.early = connectEarly(link, config);
          // The faces a table draws with are asked for while the transport waits on the network.
          return this.early.transport.finally(() => warmFonts());
        }).catch(() => {});
      }
      const loading = connecting.then(() => view.load());
      // The room opens (this device's copy is read) while the game's card, needed only to draw the seats, arrives.
      const looks = card.then(({ seatLooks, roomSeatLooks }) => roomSeatLooks ?? seatLooks);
      looks.catch(() => {});
      const [config, game, { openRoomSession }] = await Promise.all([configured, loading, session]);
      const { minPlayers: min, maxPlayers: max } = game;
      let players = min;
      if (created && !created.constitution && max > min) {
        players = await new Promise<number>((resolve) => {
          this.sized = resolve;
          this.phase = { kind: 'sizing', min, max };
          this.host.requestUpdate();
        });
        this.sized = null;
        if (this.closed) return;
      }
      const create = created && !created.constitution ? { players, now: Date.now() } : undefined;
      // Marks where opening the room starts, so the bench can tell restore time from page load.
      performance.mark('shoal:room-open');
      const early = this.early;
      this.early = null;
      const opening = openRoomSession({
        link,
        game,
        net: config,
        ...(create ? { create } : {}),
        ...(created?.constitution ? { constitution: created.constitution } : {}),
        ...(early && !create ? { early } : {}),
      });
      try {
        this.seatLooks = await looks;
      } catch (error) {
        void opening.then((opened) => (opened.table.destroy(), opened.bots.destroy(), opened.table.room.destroy()), () => {});
        throw error;
      }
      const opened = await opening;
      // A new room's link is a hash of its settings: the address moves to it, without a new page.
      const real = formatRoomHash(opened.table.room.link);
      if (real !== location.hash) history.replaceState(history.state, '', real);
      if (this.closed) {
        opened.table.destroy();
        opened.bots.destroy();
        return void opened.table.room.destroy();
      }
      this.bots = opened.bots;
      this.view = view;
      this.table = opened.table;
      this.game = new NetworkGameController(opened.table, { rematch: this.onRematch });
      const madeHere = created !== null;
      this.remember(madeHere);
      this.rememberNow = () => {
        clearTimeout(this.rememberTimer);
        this.rememberTimer = undefined;
        this.remember(madeHere);
      };
      const pace = (this.pace = new RenderPace(() => {
        this.rememberSoon();
        this.host.requestUpdate();
      }));
      const table = this.table;
      let mark = '';
      this.unsubscribe = table.subscribe(() => {
        const now = gameMark(table);
        pace.request(now !== mark);
        mark = now;
      });
      this.phase = { kind: 'open' };
      // The game's manifest names its bot levels: their code loads only when a bot takes a seat.
      this.botLevels = catalogEntry(this.gameId)?.levels ?? [];
    } catch (error) {
      this.fail(`The room could not be opened: ${(error as Error).message}`);
    }
    this.host.requestUpdate();
  }

  /** Writes the list of rooms a moment from now (a localStorage write costs milliseconds), or when the page goes away. */
  private rememberSoon(): void {
    if (this.rememberTimer !== undefined) return;
    this.rememberTimer = setTimeout(() => this.rememberNow?.(), REMEMBER_DELAY_MS);
  }

  /** Keeps this room in the home page's "My games" once this device sits in it (or made it). */
  private remember(madeHere: boolean): void {
    const table = this.table;
    if (!table?.ready()) return;
    const room = table.room;
    if (!madeHere && room.heldSeats().length === 0) return;
    const mySeat = table.mySeat();
    const seat = mySeat === null ? null : (table.seats()[mySeat]?.label ?? null);
    const moves = room.fold()?.accepted.length ?? 0;
    const over = table.outcome() !== null;
    const mark = `${moves}|${seat}|${over}`;
    if (mark === this.rememberedMark) return;
    this.rememberedMark = mark;
    const known = rememberedRoom(room.keys.roomId);
    if (known && known.moves === moves && known.seat === seat && known.over === over) return;
    rememberRoom({ gameId: this.gameId, secret: room.link.secret, roomId: room.keys.roomId, seat, moves, over, changedAt: known && known.moves === moves ? known.changedAt : Date.now() });
  }

  private fail(message: string): void {
    this.early?.destroy();
    this.early = null;
    this.phase = { kind: 'failed', message };
    this.host.requestUpdate();
  }
}
