import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { baseStyles } from '../theme/tokens.js';
import '../shared/button.js';
import '../shared/new-game-dialog.js';
import type { NewGameDetail } from '../shared/new-game-dialog.js';
import { catalog, hasRoom, localModesOf, playersLabel, type CatalogEntry } from '../app/catalog.js';
import { localHref } from '../app/routes.js';
import { hasSavedGame, savedGameKey } from '../table/save-slots.js';
import type { LocalMode } from '../table/saved-game.js';
import { navigate } from '../shared/navigate.js';

/**
 * The home screen: every game that works, each with a picture, its player count, a one-line pitch,
 * and ways to play it (against the bot, pass and play, or continue a saved game).
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
      .art svg {
        width: 100%;
        max-width: 210px;
        height: auto;
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
      .resume {
        display: flex;
        flex-wrap: wrap;
        gap: var(--shoal-space-1) var(--shoal-space-4);
        font-size: var(--shoal-text-sm);
      }
      .resume a {
        display: inline-flex;
        align-items: center;
        min-height: var(--shoal-touch);
        color: var(--shoal-accent);
        font-weight: 600;
        text-underline-offset: 3px;
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
        .art svg {
          max-width: 380px;
        }
      }
    `,
  ];

  @state() private _choosing: CatalogEntry | null = null;

  override render() {
    return html`<section class="hero">
        <h1>Board games about fish</h1>
        <p>Play against a bot, pass one screen around, or send friends a link. Nothing to install, no account.</p>
      </section>
      <ul class="games" aria-label="Games">
        ${catalog.map((entry) => this._card(entry))}
      </ul>
      <p class="footnote">Games are saved on this device, so you can close the tab and carry on later.</p>
      <shoal-new-game-dialog
        heading=${this._choosing ? `${this._choosing.title} against the bot` : ''}
        ?open=${this._choosing !== null}
        .seatNames=${this._choosing?.seatNames ?? []}
        .seatLooks=${this._choosing?.seatLooks ?? []}
        .levels=${this._choosing?.levels ?? []}
        .hint=${this._choosing?.seatHint ?? ''}
        @new-game=${this._onNewGame}
        @dialog-close=${() => (this._choosing = null)}
      ></shoal-new-game-dialog>`;
  }

  private _card(entry: CatalogEntry) {
    const resumable = localModesOf(entry).filter((mode) => hasSavedGame(savedGameKey(entry.id, mode)));
    const resumeLabel: Record<LocalMode, string> = { bot: 'Continue vs bot', pass: 'Continue pass and play' };
    return html`<li class="card" part="card" aria-labelledby="title-${entry.id}">
      <div class="art">${entry.illustration()}</div>
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
          <shoal-button @click=${() => (this._choosing = entry)}>Play vs bot</shoal-button>
          ${localModesOf(entry).includes('pass')
            ? html`<shoal-button variant="secondary" @click=${() => navigate(this, { kind: 'local', gameId: entry.id, mode: 'pass', request: { mode: 'pass' } })}>Pass and play</shoal-button>`
            : null}
          ${hasRoom(entry.id)
            ? html`<shoal-button variant="secondary" data-action="invite-friends" @click=${() => navigate(this, { kind: 'new-room', gameId: entry.id })}>Invite friends</shoal-button>`
            : null}
        </div>
        ${resumable.length
          ? html`<div class="resume">
              ${resumable.map((mode) => html`<a href=${localHref(entry.id, mode)}>${resumeLabel[mode]} →</a>`)}
            </div>`
          : null}
      </div>
    </li>`;
  }

  private _onNewGame(event: CustomEvent<NewGameDetail>): void {
    const entry = this._choosing;
    this._choosing = null;
    if (!entry) return;
    navigate(this, { kind: 'local', gameId: entry.id, mode: 'bot', request: { mode: 'bot', seat: event.detail.seat, level: event.detail.level } });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'shoal-home': ShoalHome;
  }
}
