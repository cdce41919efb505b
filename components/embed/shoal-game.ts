import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { baseStyles, themeTokens } from '../theme/tokens.js';
import { botInfoFor } from '../../src/core/manifest.js';
import { catalogEntry, hasRoom, type CatalogEntry } from '../app/catalog.js';
import { hasSavedGame, savedGameKey } from '../table/save-slots.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import { localHref, newRoomLink, parseRoute } from '../app/routes.js';
import { NAVIGATE_EVENT, type Destination, type RoomProfile } from '../shared/navigate.js';
import '../shared/button.js';

/**
 * A self-contained game against the bots for a web page: one script tag, one element per game.
 *
 * ```html
 * <script src="https://example.org/shoal/embed.js" async></script>
 * <shoal-game game="wishes" players="4" level="deckhand"></shoal-game>
 * ```
 * Each element keeps its own game in the reader's browser (under its `id`, else its place among the
 * page's elements of the same game), so a reload carries on. "Invite a friend" opens a room of the
 * game in place, on the same page: the room travels in the page's fragment (`#/<game>/<secret>`), so
 * the link a reader sends opens this post with the room in the first embed of that game, and the
 * signaling servers come from the Shoal site's own config.json. Where a room cannot open in place
 * (another embed on the page holds one), and for anything else that leaves the game, the Shoal app
 * opens in a new tab.
 *
 * @csspart frame - The box around the table.
 */
@customElement('shoal-game')
export class ShoalGame extends LitElement {
  static override styles = [
    themeTokens,
    baseStyles,
    css`
      :host {
        display: block;
        max-width: 100%;
        --shoal-board-max-height: 80vh;
      }
      .frame {
        padding: var(--shoal-space-3);
        border-radius: var(--shoal-radius);
        background: var(--shoal-bg);
        border: 1px solid var(--shoal-border);
      }
      p {
        margin: 0;
        padding: var(--shoal-space-4);
        color: var(--shoal-text-muted);
      }
      .invite {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: flex-end;
        gap: var(--shoal-space-2);
        margin-top: var(--shoal-space-3);
      }
      .invite p {
        padding: 0;
        font-size: var(--shoal-text-sm);
      }
      .room-bar {
        display: flex;
        justify-content: flex-start;
        margin-bottom: var(--shoal-space-3);
      }
    `,
  ];

  /** Which game: a catalog id ("fishery", "gone-fishing", "wishes", "sell-fish"). */
  @property() game = 'fishery';
  /** Bot level for a first game (e.g. "easy", "hard"); absent: the game's first. */
  @property() level: string | null = null;
  /** The reader's seat for a first game: a seat number from 0, a seat's name ("white", "fish"), or "random". */
  @property() seat: string | null = null;
  /** Seats at a first game, for games of several sizes (Wishes 2–5, SELL.fish 2–6). */
  @property() players: string | null = null;
  /** "light" or "dark" forces a theme; absent follows the reader's system. */
  @property({ reflect: true }) theme: 'light' | 'dark' | null = null;
  /** The Shoal app's address, for what opens in a new tab (default: where embed.js is served). */
  @property() app: string | null = null;

  @state() private _ready: CatalogEntry | null = null;
  @state() private _failed = false;
  /** The room open in place (its secret, and the name and colour carried from the room before), or null. */
  @state() private _room: { readonly secret: string; readonly carried: RoomProfile } | null = null;
  @state() private _roomLoaded = false;
  @state() private _roomFailed = false;
  /** Where this element's game is saved: fixed when it first connects. */
  private _slot: string | null = null;
  /** The first game the attributes ask for (null: resume the saved one). */
  private _request: NewGameRequest | null = null;

  private readonly _onNavigate = (event: CustomEvent<Destination>): void => {
    event.stopPropagation();
    const to = event.detail;
    if (to.kind === 'new-room' && to.gameId === this.game) return void this._invite();
    if (to.kind === 'room' && to.gameId === this.game && this._room) {
      // A rematch: the next room replaces this one in place, as the app would.
      void import('../room/create.js').then(({ markCreated }) => {
        if (to.created) markCreated(to.secret, to.created.constitution);
        history.replaceState(history.state, '', `#/${to.gameId}/${to.secret}`);
        this._room = { secret: to.secret, carried: to.profile ?? {} };
      });
      return;
    }
    window.open(this._appUrl(to), '_blank', 'noopener');
  };

  private readonly _onHashChange = (): void => this._followFragment();

  /** The app's address for a destination: a new room is made by the page that opens it. */
  private _appUrl(to: Destination): string {
    const hash = to.kind === 'local' ? localHref(to.gameId, to.mode, to.request) : to.kind === 'new-room' ? newRoomLink(to.gameId) : `#/${to.gameId}/${to.secret}`;
    return new URL(hash, new URL(this.app ?? './', import.meta.url)).href;
  }

  /** The Shoal site: its config.json names the signaling servers of a room opened here. */
  private get _site(): string {
    return new URL(this.app ?? './', import.meta.url).href;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener(NAVIGATE_EVENT, this._onNavigate);
    window.addEventListener('hashchange', this._onHashChange);
    const entry = catalogEntry(this.game);
    if (!entry) {
      this._failed = true;
      return;
    }
    this._slot ??= this._saveSlot();
    // A seat given by name ("fish") is read from the game's card, fetched beside the table.
    const namedSeat = this.seat !== null && !/^\s*(\d+|random)\s*$/i.test(this.seat);
    Promise.all([entry.load(), namedSeat ? entry.card().then((card) => card.seatNames) : []]).then(
      ([, seatNames]) => {
        this._request = this._firstGame(entry, seatNames);
        this._ready = entry;
        this._followFragment();
      },
      () => (this._failed = true),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener(NAVIGATE_EVENT, this._onNavigate);
    window.removeEventListener('hashchange', this._onHashChange);
  }

  /** This element hosts the page's room of its game: the first embed of that game, when the game has rooms. */
  private get _hostsRooms(): boolean {
    return hasRoom(this.game) && [...document.querySelectorAll('shoal-game')].find((element) => element.game === this.game) === this;
  }

  /** Opens the room the page's fragment names (a link a friend sent), or closes this one when the fragment left it. */
  private _followFragment(): void {
    const route = parseRoute(location.hash);
    if (route.kind === 'room' && route.gameId === this.game && this._hostsRooms) {
      if (this._room?.secret !== route.secret) this._openRoom(route.secret);
    } else if (this._room && !(route.kind === 'room' && route.gameId === this.game)) {
      this._room = null;
    }
  }

  /** "Invite a friend": a new room of this game, here on the page when it can be, else in the app in a new tab. */
  private async _invite(): Promise<void> {
    const route = parseRoute(location.hash);
    const fragmentTaken = route.kind === 'room' && route.gameId !== this.game;
    if (!this._hostsRooms || fragmentTaken) {
      window.open(this._appUrl({ kind: 'new-room', gameId: this.game }), '_blank', 'noopener');
      return;
    }
    try {
      const { newRoomHref } = await import('../room/create.js');
      const hash = newRoomHref(this.game);
      const made = parseRoute(hash);
      if (made.kind !== 'room') throw new Error(`not a room: ${hash}`);
      // A history entry of its own: Back returns the reader to the post with the game against the bots.
      history.pushState(history.state, '', hash);
      this._openRoom(made.secret);
    } catch {
      this._roomFailed = true;
    }
  }

  private _openRoom(secret: string): void {
    this._room = { secret, carried: {} };
    this._roomFailed = false;
    if (this._roomLoaded) return;
    import('../room/index.js').then(
      () => (this._roomLoaded = true),
      () => (this._roomFailed = true),
    );
  }

  /** Back to the game against the bots: the fragment no longer names the room. */
  private _leaveRoom(): void {
    this._room = null;
    history.pushState(history.state, '', `${location.pathname}${location.search}`);
  }

  /** The save slot: by `id`, else by place among this page's embeds of the same game (the first keeps the slot all embeds once shared). */
  private _saveSlot(): string {
    if (this.id) return `embed:${this.id}`;
    const sameGame = [...document.querySelectorAll('shoal-game')].filter((element) => element.game === this.game && !element.id);
    const place = sameGame.indexOf(this);
    return place <= 0 ? 'embed' : `embed:${place + 1}`;
  }

  override render() {
    if (this._failed) return html`<p role="alert">Shoal has no game called “${this.game}”, or it could not load.</p>`;
    const entry = this._ready;
    if (!entry) return html`<p role="status">Setting up the table…</p>`;
    if (this._room) return html`<div class="frame" part="frame">${this._roomView(this._room)}</div>`;
    return html`<div class="frame" part="frame">
      ${entry.table({ mode: 'bot', slot: this._slot ?? 'embed', request: this._request, embedded: true })}
      ${hasRoom(this.game)
        ? html`<div class="invite">
            <p>Or play a friend: the room opens here, and they join by its link.</p>
            <shoal-button compact variant="secondary" data-action="embed-invite" @click=${() => void this._invite()}>Invite a friend</shoal-button>
          </div>`
        : null}
    </div>`;
  }

  private _roomView(room: { readonly secret: string; readonly carried: RoomProfile }) {
    const back = html`<div class="room-bar">
      <shoal-button compact variant="quiet" data-action="leave-room" @click=${this._leaveRoom}>← Back to the bot game</shoal-button>
    </div>`;
    if (this._roomFailed) return html`${back}<p role="alert">The room could not load. Check your connection and try again.</p>`;
    if (!this._roomLoaded) return html`${back}<p role="status">Opening the room…</p>`;
    return html`${back}${keyed(
      room.secret,
      html`<shoal-room
        game=${this.game}
        secret=${room.secret}
        .carried=${room.carried}
        .app=${this._site}
        home-label="Back to the bot game"
        @home=${this._leaveRoom}
      ></shoal-room>`,
    )}`;
  }

  /** A first game from the attributes, only when some were given (else the saved game resumes). */
  private _firstGame(entry: CatalogEntry, seatNames: readonly string[]): NewGameRequest | null {
    if (this.level === null && this.seat === null && this.players === null) return null;
    if (hasSavedGame(savedGameKey(entry.id, this._slot ?? 'embed'))) return null;
    const players = this._players(entry);
    const seat = this._seat(seatNames, players ?? entry.minPlayers);
    // A bot's former id (a post written before it was renamed) still finds it.
    const known = this.level === null ? null : botInfoFor(entry.levels, this.level);
    if (this.level !== null && !known) this._warn('level', this.level, entry.levels.map((choice) => choice.id).join(', '));
    const level = known?.id ?? entry.levels[0]?.id;
    return { mode: 'bot', seat, ...(level === undefined ? {} : { level }), ...(players === undefined ? {} : { players }) };
  }

  /** `players` when it is a seat count the game allows. */
  private _players(entry: CatalogEntry): number | undefined {
    if (this.players === null) return undefined;
    const count = Number(this.players);
    if (/^\d+$/.test(this.players) && count >= entry.minPlayers && count <= entry.maxPlayers) return count;
    this._warn('players', this.players, `${entry.minPlayers} to ${entry.maxPlayers}`);
    return undefined;
  }

  /** `seat` as a seat number: a number, a seat's name or its first word ("fish"), else random. */
  private _seat(seatNames: readonly string[], players: number): number | 'random' {
    const wanted = this.seat?.trim().toLowerCase() ?? 'random';
    if (wanted === 'random') return 'random';
    const byNumber = /^\d+$/.test(wanted) ? Number(wanted) : -1;
    const byName = seatNames.findIndex((name) => name.toLowerCase() === wanted || name.toLowerCase().split(' ')[0] === wanted);
    const seat = byNumber >= 0 ? byNumber : byName;
    if (seat >= 0 && seat < players) return seat;
    this._warn('seat', this.seat ?? '', `a number from 0 to ${players - 1}, random${seatNames.length ? `, or ${seatNames.slice(0, players).join(', ')}` : ''}`);
    return 'random';
  }

  private _warn(attribute: string, value: string, expected: string): void {
    console.warn(`<shoal-game game="${this.game}">: ${attribute}="${value}" is not one of ${expected}; the default is used.`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-game': ShoalGame;
  }
}
