import { LitElement, css, html, type SVGTemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/new-game-dialog.js';
import type { NewGameDetail } from '../shared/new-game-dialog.js';
import { catalog, hasRoom, localModesOf, playersLabel, type CatalogEntry } from '../app/catalog.js';
import { cardOf, type GameCard } from '../app/cards.js';
import '../shared/dialog.js';
import { localHref } from '../app/routes.js';
import { clearSavedGame, savedGameKey, savedSummary, type SavedSummary } from '../table/save-slots.js';
import type { LocalMode } from '../table/saved-game.js';
import { forgetRoom, rememberedRooms, type RoomEntry } from '../table/room-index.js';
import { navigate } from '../shared/navigate.js';

/** A game in progress on this device, as "My games" lists it. */
export type MyGame =
  | { readonly kind: 'local'; readonly entry: CatalogEntry; readonly mode: LocalMode; readonly summary: SavedSummary }
  | { readonly kind: 'room'; readonly entry: CatalogEntry; readonly room: RoomEntry };

/** Every game in progress on this device (solo and rooms joined), the most recently changed first. */
export function myGames(): MyGame[] {
  const games: MyGame[] = [];
  for (const entry of catalog) {
    for (const mode of localModesOf(entry)) {
      const summary = savedSummary(savedGameKey(entry.id, mode));
      if (summary && !summary.over) games.push({ kind: 'local', entry, mode, summary });
    }
  }
  for (const room of rememberedRooms()) {
    const entry = catalog.find((e) => e.id === room.gameId);
    if (entry && !room.over) games.push({ kind: 'room', entry, room });
  }
  const changed = (game: MyGame): number => (game.kind === 'room' ? game.room.changedAt : (game.summary.savedAt ?? 0));
  return games.sort((a, b) => changed(b) - changed(a));
}

/** "just now", "5 minutes ago", "yesterday", or the date. */
export function whenChanged(at: number | null, now = Date.now()): string {
  if (at === null) return 'some time ago';
  const minutes = Math.round((now - at) / 60000);
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (minutes < 1) return 'just now';
  if (minutes < 60) return words.format(-minutes, 'minute');
  if (minutes < 24 * 60) return words.format(-Math.round(minutes / 60), 'hour');
  if (minutes < 7 * 24 * 60) return words.format(-Math.round(minutes / (24 * 60)), 'day');
  return new Date(at).toLocaleDateString('en', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A game with its home card. */
type CardEntry = CatalogEntry & GameCard;

/** Every game the app offers, with its card, in home-screen order. */
const cards: readonly CardEntry[] = catalog.map((entry) => ({ ...entry, ...cardOf(entry.id)! }));

/** Each game's card picture once fetched (a chunk per game, loaded once per page). */
const pictures = new Map<string, SVGTemplateResult>();
const picturesAsked = new Map<string, Promise<void>>();

/** Fetches `entry`'s picture once; resolves when it is in `pictures` (or could not be fetched). */
function fetchPicture(entry: CardEntry): Promise<void> {
  let asked = picturesAsked.get(entry.id);
  if (!asked) {
    asked = entry.illustration().then(
      (picture) => void pictures.set(entry.id, picture),
      // Offline without the chunk: the card keeps its empty frame; the next home screen asks again.
      () => void picturesAsked.delete(entry.id),
    );
    picturesAsked.set(entry.id, asked);
  }
  return asked;
}

/** What a confirmation dialog asks, and what it does once confirmed. */
interface Asking {
  readonly heading: string;
  readonly text: string;
  readonly confirm: string;
  readonly keep: string;
  readonly run: () => void | Promise<void>;
}

/**
 * The home screen: the player's games in progress ("My games": solo and rooms joined, to resume or
 * forget), then every game that works, each with a picture, its player count, a one-line pitch, and
 * ways to play it. With a game in progress, "Continue" is a card's main action and starting a new game
 * asks first; a finished game is not offered to continue.
 *
 * @csspart card - One game's card.
 * @csspart actions - A card's row of play buttons.
 */
@customElement('shoal-home')
export class ShoalHome extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        max-width: 1080px;
        margin: 0 auto;
      }
      .hero {
        margin: var(--shoal-space-4) 0 var(--shoal-space-5);
      }
      h1 {
        margin: 0 0 var(--shoal-space-2);
        font: 800 var(--shoal-text-2xl) / 1.1 var(--shoal-font-display);
        letter-spacing: -0.01em;
      }
      .hero p {
        margin: 0;
        max-width: 38rem;
        color: var(--shoal-text-muted);
        font-size: var(--shoal-text-lg);
        line-height: 1.45;
      }
      .games {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: var(--shoal-space-5);
      }
      .card {
        display: grid;
        grid-template-columns: 1fr;
        overflow: hidden;
        border-radius: calc(var(--shoal-radius) + 4px);
        background: var(--shoal-surface);
        border: 1px solid var(--shoal-border);
        box-shadow: var(--shoal-shadow);
      }
      .art {
        display: grid;
        place-items: center;
        padding: var(--shoal-space-4) var(--shoal-space-5);
        background: linear-gradient(160deg, var(--shoal-bg-deep), var(--shoal-surface-2));
      }
      .art svg,
      .art-space {
        width: 100%;
        max-width: 210px;
        height: auto;
      }
      .art svg {
        filter: drop-shadow(0 6px 14px rgb(0 0 0 / 0.18));
      }
      .about {
        display: flex;
        flex-direction: column;
        gap: var(--shoal-space-3);
        padding: var(--shoal-space-5);
      }
      h2 {
        margin: 0;
        font: 800 var(--shoal-text-xl) / 1.15 var(--shoal-font-display);
      }
      .players {
        display: inline-flex;
        align-items: center;
        gap: var(--shoal-space-1);
        width: fit-content;
        padding: 0.2em 0.7em;
        border-radius: var(--shoal-radius-pill);
        background: var(--shoal-surface-2);
        color: var(--shoal-text-muted);
        font-size: var(--shoal-text-sm);
        font-weight: 600;
        min-height: 1.8em;
      }
      .facts {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-2);
      }
      .pitch {
        margin: 0;
        line-height: 1.5;
      }
      .steps {
        margin: 0;
        padding: 0;
        list-style: none;
        counter-reset: step;
        display: grid;
        gap: var(--shoal-space-2);
        font-size: var(--shoal-text-sm);
        color: var(--shoal-text-muted);
      }
      .steps li {
        counter-increment: step;
        display: grid;
        grid-template-columns: 1.6em 1fr;
        gap: var(--shoal-space-2);
        align-items: baseline;
      }
      .steps li::before {
        content: counter(step);
        display: grid;
        place-items: center;
        width: 1.6em;
        height: 1.6em;
        border-radius: 50%;
        background: var(--shoal-buoy-soft);
        color: var(--shoal-text);
        font-weight: 700;
        font-size: var(--shoal-text-xs);
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-2);
        margin-top: auto;
        padding-top: var(--shoal-space-2);
      }
      .mine {
        margin: 0 0 var(--shoal-space-5);
        padding: var(--shoal-space-4) var(--shoal-space-5);
        border-radius: calc(var(--shoal-radius) + 4px);
        background: var(--shoal-surface);
        border: 1px solid var(--shoal-border);
      }
      .mine h2 {
        font-size: var(--shoal-text-lg);
        margin-bottom: var(--shoal-space-2);
      }
      .my-games {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
      }
      .my-games li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--shoal-space-1) var(--shoal-space-3);
        padding: var(--shoal-space-2) 0;
        border-top: 1px solid var(--shoal-border);
      }
      .my-games li:first-child {
        border-top: 0;
      }
      .my-game {
        flex: 1 1 16rem;
        display: flex;
        flex-wrap: wrap;
        gap: 0 var(--shoal-space-2);
        align-items: baseline;
      }
      .my-game .muted {
        color: var(--shoal-text-muted);
        font-size: var(--shoal-text-sm);
      }
      .resume-link {
        display: inline-flex;
        align-items: center;
        min-height: var(--shoal-touch);
        padding: 0 var(--shoal-space-3);
        border-radius: var(--shoal-radius);
        background: var(--shoal-accent);
        color: var(--shoal-on-accent);
        font-weight: 700;
        text-decoration: none;
      }
      .resume-link:focus-visible {
        outline: 3px solid var(--shoal-focus, currentColor);
        outline-offset: 2px;
      }
      .footnote {
        margin: var(--shoal-space-6) 0 var(--shoal-space-4);
        color: var(--shoal-text-muted);
        font-size: var(--shoal-text-sm);
        text-align: center;
      }
      @media (max-width: 480px) {
        .hero {
          margin: var(--shoal-space-2) 0 var(--shoal-space-4);
        }
        h1 {
          font-size: var(--shoal-text-xl);
        }
        .hero p {
          font-size: var(--shoal-text-md);
        }
        .about {
          padding: var(--shoal-space-4);
        }
      }
      @media (min-width: 720px) {
        .card {
          grid-template-columns: minmax(260px, 5fr) 6fr;
        }
        .art svg,
        .art-space {
          max-width: 380px;
        }
      }
    `,
  ];

  @state() private _choosing: CardEntry | null = null;
  @state() private _asking: Asking | null = null;
  /** Bumped when a game is forgotten, so the lists are read again. */
  @state() private _forgotten = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    for (const entry of cards) {
      if (!pictures.has(entry.id)) void fetchPicture(entry).then(() => this.requestUpdate());
    }
  }

  override render() {
    return html`<section class="hero">
        <h1>Board games about fish</h1>
        <p>Play against a bot, pass one screen around, or send friends a link. Nothing to install, no account.</p>
      </section>
      ${this._myGames()}
      <ul class="games" aria-label="Games">
        ${cards.map((entry) => this._card(entry))}
      </ul>
      <p class="footnote">Games are saved on this device, so you can close the tab and carry on later.</p>
      <shoal-new-game-dialog
        heading=${this._choosing ? `${this._choosing.title} against the bot` : ''}
        ?open=${this._choosing !== null}
        .seatNames=${this._choosing?.seatNames ?? []}
        .seatLooks=${this._choosing?.seatLooks ?? []}
        .levels=${this._choosing?.levels ?? []}
        .hint=${this._choosing?.seatHint ?? ''}
        .seatLegend=${this._choosing?.seatLegend ?? 'Your colour'}
        .playerCounts=${this._choosing ? tableSizes(this._choosing) : []}
        .defaultPlayers=${this._choosing?.defaultPlayers ?? 0}
        @new-game=${this._onNewGame}
        @dialog-close=${() => (this._choosing = null)}
      ></shoal-new-game-dialog>
      <shoal-dialog heading=${this._asking?.heading ?? ''} ?open=${this._asking !== null} @dialog-close=${() => (this._asking = null)}>
        <p data-role="asking">${this._asking?.text}</p>
        <shoal-button slot="footer" variant="quiet" data-action="keep" @click=${() => (this._asking = null)}>${this._asking?.keep}</shoal-button>
        <shoal-button slot="footer" data-action="confirm" @click=${this._confirm}>${this._asking?.confirm}</shoal-button>
      </shoal-dialog>`;
  }

  /** Each game in progress here, with its last change: resume it, or forget it. */
  private _myGames() {
    void this._forgotten;
    const games = myGames();
    if (games.length === 0) return null;
    return html`<section class="mine" aria-labelledby="mine-title">
      <h2 id="mine-title">My games</h2>
      <ul class="my-games" data-role="my-games">
        ${games.map((game) => {
          const what =
            game.kind === 'room'
              ? `Room with friends${game.room.seat ? ` · you play ${game.room.seat}` : ''}`
              : game.mode === 'pass'
                ? 'Pass and play'
                : 'Against the bot';
          const moves = game.kind === 'room' ? game.room.moves : game.summary.moves;
          const at = game.kind === 'room' ? game.room.changedAt : game.summary.savedAt;
          const href = game.kind === 'room' ? `#/${game.entry.id}/${game.room.secret}` : localHref(game.entry.id, game.mode);
          return html`<li data-game=${game.entry.id} data-kind=${game.kind === 'room' ? 'room' : game.mode}>
            <div class="my-game">
              <strong>${game.entry.title}</strong>
              <span>${what}</span>
              <span class="muted">${moves === 0 ? 'not started' : `${moves} ${moves === 1 ? 'move' : 'moves'}`} · last change ${whenChanged(at)}</span>
            </div>
            <a class="resume-link" href=${href} data-action="resume">Continue</a>
            <shoal-button compact variant="quiet" data-action="forget" label=${`Forget this ${game.entry.title} game`} @click=${() => this._askForget(game)}
              >Forget</shoal-button
            >
          </li>`;
        })}
      </ul>
    </section>`;
  }

  private _askForget(game: MyGame): void {
    const title = game.entry.title;
    this._asking =
      game.kind === 'room'
        ? {
            heading: `Forget this ${title} room?`,
            text: 'This device’s copy of the game and your keys for your seat are deleted: you cannot play that seat from here again. The other players keep the room.',
            confirm: 'Forget the room',
            keep: 'Keep it',
            run: async () => {
              await forgetRoom(game.room.roomId);
              this._forgotten++;
            },
          }
        : {
            heading: `Forget this ${title} game?`,
            text: `The game ${game.mode === 'pass' ? 'of pass and play' : 'against the bot'} is deleted from this device.`,
            confirm: 'Forget the game',
            keep: 'Keep it',
            run: () => {
              clearSavedGame(game.summary.key);
              this._forgotten++;
            },
          };
  }

  private async _confirm(): Promise<void> {
    const asking = this._asking;
    this._asking = null;
    await asking?.run();
  }

  /** Starts a new game of `entry` in `mode`, asking first when one is in progress there. */
  private _startNew(entry: CardEntry, mode: LocalMode): void {
    const start = () => {
      if (mode === 'bot') this._choosing = entry;
      else navigate(this, { kind: 'local', gameId: entry.id, mode: 'pass', request: { mode: 'pass' } });
    };
    const summary = savedSummary(savedGameKey(entry.id, mode));
    if (!summary || summary.over) return start();
    const against = mode === 'bot' ? 'against the bot' : 'of pass and play';
    this._asking = {
      heading: `Start a new ${entry.title} game?`,
      text: `Your ${entry.title} game ${against} (${summary.moves} ${summary.moves === 1 ? 'move' : 'moves'}, last change ${whenChanged(summary.savedAt)}) will be replaced.`,
      confirm: 'Start a new game',
      keep: 'Keep playing it',
      run: start,
    };
  }

  private _card(entry: CardEntry) {
    void this._forgotten;
    const inProgress = (mode: LocalMode): boolean => {
      const summary = savedSummary(savedGameKey(entry.id, mode));
      return summary !== null && !summary.over;
    };
    const resumable = localModesOf(entry).filter(inProgress);
    const resumeLabel: Record<LocalMode, string> = { bot: 'Continue vs bot', pass: 'Continue pass and play' };
    const pass = localModesOf(entry).includes('pass');
    return html`<li class="card" part="card" aria-labelledby="title-${entry.id}">
      <div class="art">${pictures.get(entry.id) ?? html`<div class="art-space" style="aspect-ratio: ${entry.illustrationAspect}"></div>`}</div>
      <div class="about">
        <h2 id="title-${entry.id}">${entry.title}</h2>
        <div class="facts">
          <span class="players">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="5.5" cy="5" r="2.5" fill="currentColor" /><circle cx="11" cy="5" r="2.5" fill="currentColor" />
            <path d="M1 13c0-3 2-4.5 4.5-4.5S10 10 10 13zM8.5 13c.2-1.4-.3-2.9-1.3-3.8C8 8.7 9.5 8.5 11 8.5c2.5 0 4 1.5 4 4.5z" fill="currentColor" />
          </svg>
          ${playersLabel(entry)}
          </span>
          ${entry.facts.map((fact) => html`<span class="players">${fact}</span>`)}
        </div>
        <p class="pitch">${entry.pitch}</p>
        <ol class="steps">
          ${entry.steps.map((step) => html`<li>${step}</li>`)}
        </ol>
        <div class="actions" part="actions">
          ${resumable.map(
            (mode) =>
              html`<shoal-button data-action="continue" data-mode=${mode} @click=${() => navigate(this, { kind: 'local', gameId: entry.id, mode })}
                >${resumeLabel[mode]}</shoal-button
              >`,
          )}
          <shoal-button variant=${resumable.length ? 'secondary' : 'primary'} data-action="new-bot" @click=${() => this._startNew(entry, 'bot')}
            >${inProgress('bot') ? 'New game vs bot' : 'Play vs bot'}</shoal-button
          >
          ${pass
            ? html`<shoal-button variant="secondary" data-action="new-pass" @click=${() => this._startNew(entry, 'pass')}
                >${inProgress('pass') ? 'New pass and play' : 'Pass and play'}</shoal-button
              >`
            : null}
          ${hasRoom(entry.id)
            ? html`<shoal-button variant="secondary" data-action="invite-friends" @click=${() => navigate(this, { kind: 'new-room', gameId: entry.id })}>Invite friends</shoal-button>`
            : null}
        </div>
      </div>
    </li>`;
  }

  private _onNewGame(event: CustomEvent<NewGameDetail>): void {
    const entry = this._choosing;
    this._choosing = null;
    if (!entry) return;
    const { seat, level, players } = event.detail;
    navigate(this, { kind: 'local', gameId: entry.id, mode: 'bot', request: players === undefined ? { mode: 'bot', seat, level } : { mode: 'bot', seat, level, players } });
  }
}

/** The table sizes a game offers, smallest first; none for a game of one size. */
function tableSizes(entry: CatalogEntry): number[] {
  return entry.minPlayers === entry.maxPlayers ? [] : Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, index) => entry.minPlayers + index);
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-home': ShoalHome;
  }
}
