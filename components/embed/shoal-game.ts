import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { baseStyles, themeTokens } from '../theme/tokens.js';
import { catalogEntry, type CatalogEntry } from '../app/catalog.js';
import { hasSavedGame, savedGameKey } from '../table/save-slots.js';
import type { NewGameRequest } from '../table/local-game-controller.js';
import { localHref, newRoomLink } from '../app/routes.js';
import { NAVIGATE_EVENT, type Destination } from '../shared/navigate.js';

/**
 * A self-contained game against the bot for a web page: one script tag, one element.
 *
 * ```html
 * <script type="module" src="https://example.org/shoal/embed.js"></script>
 * <shoal-game game="fishery" level="hard"></shoal-game>
 * ```
 * The game is saved in the reader's browser, so a reload carries on. Where the game offers to go
 * elsewhere (invite a friend to a room), the app opens in a new tab; the host page's address is
 * never touched.
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

  /** Which game: a catalog id such as "fishery". */
  @property() game = 'fishery';
  /** Bot level for a first game (e.g. "easy", "hard"). */
  @property() level: string | null = null;
  /** The reader's seat for a first game: a seat number, or "random". */
  @property() seat: string | null = null;
  /** "light" or "dark" forces a theme; absent follows the reader's system. */
  @property({ reflect: true }) theme: 'light' | 'dark' | null = null;
  /** The Shoal app's address, for what opens in a new tab (default: where embed.js is served). */
  @property() app: string | null = null;

  @state() private _ready: CatalogEntry | null = null;
  @state() private _failed = false;

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
    entry.load().then(
      () => (this._ready = entry),
      () => (this._failed = true),
    );
  }

  override render() {
    if (this._failed) return html`<p role="alert">Shoal has no game called “${this.game}”, or it could not load.</p>`;
    const entry = this._ready;
    if (!entry) return html`<p role="status">Setting up the table…</p>`;
    return html`<div class="frame" part="frame">${entry.table({ mode: 'bot', slot: 'embed', request: this._firstGame(entry), embedded: true })}</div>`;
  }

  /** A first game from the attributes, only when some were given (else the saved game resumes). */
  private _firstGame(entry: CatalogEntry): NewGameRequest | null {
    if (this.level === null && this.seat === null) return null;
    if (hasSavedGame(savedGameKey(entry.id, 'embed'))) return null;
    const seatNumber = Number(this.seat);
    const seat = this.seat !== null && Number.isInteger(seatNumber) && seatNumber >= 0 && seatNumber < entry.maxPlayers ? seatNumber : 'random';
    const level = entry.levels.some((choice) => choice.id === this.level) ? (this.level as string) : entry.levels[0]?.id;
    return level === undefined ? { mode: 'bot', seat } : { mode: 'bot', seat, level };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-game': ShoalGame;
  }
}
