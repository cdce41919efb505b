import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { baseStyles, themeTokens } from '../theme/tokens.js';
import { effectiveTheme, loadThemeChoice, saveThemeChoice, type ThemeChoice } from '../theme/theme-preference.js';
import '../shared/button.js';
import { logoMark } from '../shared/logo.js';
import './theme-toggle.js';
import { catalogEntry, type CatalogEntry } from './catalog.js';
import { HOME_HREF, localHref, newRoomLink, parseRoute, type Route } from './routes.js';
import { NAVIGATE_EVENT, type Destination, type RoomProfile } from '../shared/navigate.js';
import { focusableWithin } from '../shared/focusable.js';

/**
 * The app: a header (logo, theme switch) over whatever the hash names — the home screen, a game's
 * table (its code loaded on first use), or a message for a link that is not a Shoal game.
 *
 * @csspart header - The top bar.
 * @csspart main - The page below it.
 */
@customElement('shoal-app')
export class ShoalApp extends LitElement {
  static override styles = [
    themeTokens,
    baseStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 100dvh;
        background: var(--shoal-bg);
        --shoal-header-height: 56px;
      }
      header {
        position: sticky;
        top: 0;
        z-index: 10;
        display: flex;
        align-items: center;
        gap: var(--shoal-space-2);
        height: var(--shoal-header-height);
        padding: 0 var(--shoal-space-2) 0 var(--shoal-space-3);
        background: var(--shoal-logo-sea, #0b6585);
        color: #f6f2e7;
        box-shadow: 0 1px 0 rgb(0 0 0 / 0.12);
      }
      :host([theme='dark']) header {
        background: #0d3442;
      }
      @media (prefers-color-scheme: dark) {
        :host(:not([theme='light'])) header {
          background: #0d3442;
        }
      }
      .brand {
        display: inline-flex;
        align-items: center;
        gap: var(--shoal-space-2);
        min-height: var(--shoal-touch);
        color: inherit;
        text-decoration: none;
        font: 800 var(--shoal-text-lg) / 1 var(--shoal-font-display);
        letter-spacing: 0.01em;
        border-radius: var(--shoal-radius-sm);
      }
      .dot {
        opacity: 0.85;
      }
      .crumb {
        margin: 0;
        min-width: 0;
        font: 500 var(--shoal-text-md) / 1.2 var(--shoal-font-display);
        opacity: 0.85;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      shoal-theme-toggle {
        color: #f6f2e7;
      }
      .grow {
        flex: 1;
      }
      main {
        flex: 1;
        box-sizing: border-box;
        width: 100%;
        padding: var(--shoal-space-3) var(--shoal-space-2) var(--shoal-space-5);
        --shoal-board-max-height: calc(100dvh - var(--shoal-header-height) - 2.5rem);
        /* Where a page's own sticky parts stop: under the header, which stays on top. */
        --shoal-sticky-top: var(--shoal-header-height);
      }
      @media (min-width: 600px) {
        main {
          padding: var(--shoal-space-4) var(--shoal-space-5) var(--shoal-space-6);
        }
      }
      .message {
        max-width: 32rem;
        margin: 12vh auto 0;
        padding: var(--shoal-space-6) var(--shoal-space-5);
        text-align: center;
        border-radius: var(--shoal-radius);
        background: var(--shoal-surface);
        border: 1px solid var(--shoal-border);
      }
      .message h1 {
        margin: var(--shoal-space-3) 0 var(--shoal-space-2);
        font: 800 var(--shoal-text-xl) / 1.2 var(--shoal-font-display);
      }
      .message p {
        color: var(--shoal-text-muted);
        margin: 0 0 var(--shoal-space-5);
        line-height: 1.5;
      }
      .message code {
        word-break: break-all;
      }
      .loading {
        display: grid;
        place-items: center;
        min-height: 40vh;
        color: var(--shoal-text-muted);
      }
    `,
  ];

  /** The forced theme ('light' or 'dark'); absent follows the system. */
  @property({ reflect: true }) theme: ThemeChoice = null;

  @state() private _route: Route = { kind: 'home' };
  @state() private _routeKey = 0;
  @state() private _loaded = new Set<string>();
  @state() private _loadFailed: string | null = null;
  @state() private _roomLoaded = false;
  /** The home screen is its own chunk: a link straight to a table never fetches it. */
  private _homeAsked = false;
  /** The player's name and colour from the room left for a rematch, offered again in the next room. */
  @state() private _carried: RoomProfile = {};

  private readonly _onHashChange = (): void => this._readRoute();
  private readonly _onNavigate = (event: CustomEvent<Destination>): void => {
    event.stopPropagation();
    void this._go(event.detail);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.theme = loadThemeChoice();
    window.addEventListener('hashchange', this._onHashChange);
    this.addEventListener(NAVIGATE_EVENT, this._onNavigate);
    this._readRoute();
  }

  override disconnectedCallback(): void {
    window.removeEventListener('hashchange', this._onHashChange);
    this.removeEventListener(NAVIGATE_EVENT, this._onNavigate);
    super.disconnectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('theme')) {
      // The page behind the app (overscroll, the address bar tint) follows the same theme.
      if (this.theme) document.documentElement.dataset.theme = this.theme;
      else delete document.documentElement.dataset.theme;
    }
  }

  /**
   * Goes where a leaf asked. A new room is made (and remembered as made here) on the way: making rooms
   * is its own small chunk, fetched only then.
   */
  private async _go(to: Destination): Promise<void> {
    if (to.kind === 'local') {
      location.hash = localHref(to.gameId, to.mode, to.request);
      return;
    }
    if (to.kind === 'room' && to.profile) this._carried = to.profile;
    const rooms = await import('../room/create.js').catch(() => null);
    if (to.kind === 'new-room') {
      // Without the chunk, `#/<game>/new` says the room did not load and offers to try again.
      location.hash = rooms ? rooms.newRoomHref(to.gameId) : newRoomLink(to.gameId);
      return;
    }
    if (to.created) rooms?.markCreated(to.secret, to.created.constitution);
    location.hash = `#/${to.gameId}/${to.secret}`;
  }

  private _readRoute(): void {
    const asked = parseRoute(location.hash);
    this._route = asked;
    this._routeKey++;
    this._loadFailed = null;
    if (asked.kind === 'new-room') {
      // `#/<game>/new` becomes a fresh room of that game, made by this page, without a history entry.
      const hash = location.hash;
      import('../room/create.js').then(
        ({ newRoomHref }) => {
          if (location.hash !== hash) return;
          history.replaceState(history.state, '', newRoomHref(asked.gameId));
          this._readRoute();
        },
        () => (this._loadFailed = 'room'),
      );
    }
    if (asked.kind === 'home' && !this._homeAsked) {
      this._homeAsked = true;
      // <shoal-home> is rendered at once and comes alive when its chunk has arrived.
      import('../home/index.js').catch(() => {
        this._homeAsked = false;
        this._loadFailed = 'home';
      });
    }
    if (asked.kind === 'local') void this._load(catalogEntry(asked.gameId)!);
    if (asked.kind === 'room' && !this._roomLoaded) {
      // The room page and the network code are their own chunks, fetched only when a room opens.
      import('../room/index.js').then(
        () => (this._roomLoaded = true),
        () => (this._loadFailed = 'room'),
      );
    }
    document.title = asked.kind === 'local' || asked.kind === 'room' || asked.kind === 'new-room' ? `${catalogEntry(asked.gameId)!.title} · Shoal` : 'Shoal';
  }

  private async _load(entry: CatalogEntry): Promise<void> {
    if (this._loaded.has(entry.id)) return;
    try {
      await entry.load();
      this._loaded = new Set([...this._loaded, entry.id]);
    } catch {
      this._loadFailed = entry.id;
    }
  }

  override render() {
    const route = this._route;
    const entry = route.kind === 'local' || route.kind === 'room' || route.kind === 'new-room' ? catalogEntry(route.gameId) : undefined;
    return html`<header part="header">
        <a class="brand" href=${HOME_HREF} aria-label="Shoal home">${logoMark(34)}<span>Shoal</span></a>
        ${entry ? html`<span class="dot" aria-hidden="true">·</span><h1 class="crumb">${entry.title}</h1>` : null}
        <span class="grow"></span>
        <shoal-theme-toggle .current=${effectiveTheme(this.theme)} @theme-toggle=${this._toggleTheme}></shoal-theme-toggle>
      </header>
      <main part="main" @home=${() => (location.hash = HOME_HREF)} @game-started=${this._onGameStarted}>${this._page(route)}</main>`;
  }

  private _page(route: Route) {
    switch (route.kind) {
      case 'home':
        if (this._loadFailed === 'home') {
          return this._message('The home screen did not load', 'Check your connection and try again.', html`<shoal-button @click=${() => this._readRoute()}>Try again</shoal-button>`);
        }
        return html`<shoal-home></shoal-home>`;
      case 'local': {
        const entry = catalogEntry(route.gameId)!;
        if (this._loadFailed === entry.id) {
          return this._message(
            `${entry.title} did not load`,
            'The game could not be fetched. Check your connection and try again.',
            html`<shoal-button @click=${() => this._readRoute()}>Try again</shoal-button>`,
          );
        }
        if (!this._loaded.has(entry.id)) return html`<p class="loading" role="status">Setting up the table…</p>`;
        return keyed(this._routeKey, entry.table({ mode: route.mode, slot: route.mode, request: route.request, embedded: false }));
      }
      case 'room':
      case 'new-room': {
        if (this._loadFailed === 'room') {
          return this._message('The room did not load', 'Check your connection and try again.', html`<shoal-button @click=${() => this._readRoute()}>Try again</shoal-button>`);
        }
        if (route.kind === 'new-room' || !this._roomLoaded) return html`<p class="loading" role="status">Opening the room…</p>`;
        return keyed(this._routeKey, html`<shoal-room game=${route.gameId} secret=${route.secret} .carried=${this._carried}></shoal-room>`);
      }
      case 'not-found':
        return this._message(
          "This link isn't a Shoal game",
          'It may be mistyped, or the game it pointed to no longer exists.',
          html`<shoal-button @click=${() => (location.hash = HOME_HREF)}>Go to the home screen</shoal-button>`,
        );
    }
  }

  private _message(title: string, text: string, action: unknown) {
    return html`<section class="message" role="alert">
      ${logoMark(56)}
      <h1>${title}</h1>
      <p>${text}</p>
      ${action}
    </section>`;
  }

  /** A started new game drops its request from the address, so a reload resumes instead of restarting. */
  private _onGameStarted(event: Event): void {
    void focusBoardOf(event.composedPath()[0] as HTMLElement);
    const route = this._route;
    if (route.kind !== 'local' || !route.request) return;
    history.replaceState(history.state, '', localHref(route.gameId, route.mode));
    this._route = { ...route, request: null };
  }

  private _toggleTheme(): void {
    const next = effectiveTheme(this.theme) === 'dark' ? 'light' : 'dark';
    saveThemeChoice(next);
    this.theme = next;
  }
}

/**
 * Puts keyboard focus on the new table's board (the dialog that started the game has gone, and
 * focus would otherwise fall back to the page), unless something already has it.
 */
async function focusBoardOf(table: HTMLElement): Promise<void> {
  await (table as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (active && active !== document.body && active.localName !== 'shoal-app') return;
  const root = table.shadowRoot ?? table;
  const board = Array.from(root.querySelectorAll('*')).find((element) => element.localName.endsWith('-board'));
  const target = (board && focusableWithin(board.shadowRoot ?? board)[0]) ?? focusableWithin(root)[0];
  target?.focus();
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-app': ShoalApp;
  }
}
