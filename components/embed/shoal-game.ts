import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles, themeTokens } from '../theme/tokens.js';
import { botInfoFor } from '../../src/core/manifest.js';
import { catalogEntry, type CatalogEntry } from '../app/catalog.js';
import { hasSavedGame, savedGameKey } from '../table/save-slots.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import { localHref, newRoomLink } from '../app/routes.js';
import { NAVIGATE_EVENT, type Destination } from '../shared/navigate.js';

/**
 * A self-contained game against the bots for a web page: one script tag, one element per game.
 *
 * ```html
 * <script src="https://example.org/shoal/embed.js" async></script>
 * <shoal-game game="wishes" players="4" level="deckhand"></shoal-game>
 * ```
 * Each element keeps its own game in the reader's browser (under its `id`, else its place among the
 * page's elements of the same game), so a reload carries on. Where the game offers to go elsewhere
 * (invite a friend to a room), the app opens in a new tab; the host page's address is never touched.
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
  /** Where this element's game is saved: fixed when it first connects. */
  private _slot: string | null = null;
  /** The first game the attributes ask for (null: resume the saved one). */
  private _request: NewGameRequest | null = null;

  private readonly _onNavigate = (event: CustomEvent<Destination>): void => {
    event.stopPropagation();
    window.open(this._appUrl(event.detail), '_blank', 'noopener');
  };

  /** The app's address for a destination: a new room is made by the page that opens it. */
  private _appUrl(to: Destination): string {
    const hash = to.kind === 'local' ? localHref(to.gameId, to.mode, to.request) : to.kind === 'new-room' ? newRoomLink(to.gameId) : `#/${to.gameId}/${to.secret}`;
    return new URL(hash, new URL(this.app ?? './', import.meta.url)).href;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener(NAVIGATE_EVENT, this._onNavigate);
    const entry = catalogEntry(this.game);
    if (!entry) {
      this._failed = true;
      return;
    }
    this._slot ??= this._saveSlot();
    entry.load().then(
      () => {
        this._request = this._firstGame(entry);
        this._ready = entry;
      },
      () => (this._failed = true),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener(NAVIGATE_EVENT, this._onNavigate);
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
    return html`<div class="frame" part="frame">${entry.table({ mode: 'bot', slot: this._slot ?? 'embed', request: this._request, embedded: true })}</div>`;
  }

  /** A first game from the attributes, only when some were given (else the saved game resumes). */
  private _firstGame(entry: CatalogEntry): NewGameRequest | null {
    if (this.level === null && this.seat === null && this.players === null) return null;
    if (hasSavedGame(savedGameKey(entry.id, this._slot ?? 'embed'))) return null;
    const players = this._players(entry);
    const seat = this._seat(entry, players ?? entry.minPlayers);
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
  private _seat(entry: CatalogEntry, players: number): number | 'random' {
    const wanted = this.seat?.trim().toLowerCase() ?? 'random';
    if (wanted === 'random') return 'random';
    const byNumber = /^\d+$/.test(wanted) ? Number(wanted) : -1;
    const byName = entry.seatNames.findIndex((name) => name.toLowerCase() === wanted || name.toLowerCase().split(' ')[0] === wanted);
    const seat = byNumber >= 0 ? byNumber : byName;
    if (seat >= 0 && seat < players) return seat;
    this._warn('seat', this.seat ?? '', `a number from 0 to ${players - 1}, random, or ${entry.seatNames.slice(0, players).join(', ')}`);
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
