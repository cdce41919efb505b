// The viewer's hand (FL-1.4): every card with its cash value and what it could do now — launch (with its
// cost after the Shrimp discount), go face down as a captain, pay, be discarded. Only this seat's own
// view holds it. A template function of the board: in a choice the cards are buttons (a toggle in a
// payment, a pick otherwise).
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { BOAT_TYPES, boatType, cashValue, type BoatType } from '../../src/games/fleet/index.js';
import { boatFace, boatName } from './looks.js';
import { CARD_H, CARD_W, boatCard } from './pieces.js';

/** How the hand takes input now. */
export type HandMode = 'none' | 'pick' | 'pay';

export interface HandView {
  readonly hand: readonly number[];
  readonly mode: HandMode;
  /** Cards that are choices now (a pick, or a card that may pay). */
  readonly choosable: ReadonlySet<number>;
  readonly selected: ReadonlySet<number>;
  /** The card being launched (its payment is picked from the others), or null. */
  readonly launching: number | null;
  /** What each card could do, in a few words each ("Launch $2", "Captain"). */
  readonly uses: ReadonlyMap<number, readonly string[]>;
  /** Cards just drawn (they are dealt in); `drawn` marks those a discard must come from. */
  readonly fresh: ReadonlySet<number>;
  readonly drawn: ReadonlySet<number>;
  readonly serial: number;
  readonly onCard: (card: number) => void;
}

const ORDER: Readonly<Record<BoatType, number>> = Object.fromEntries(BOAT_TYPES.map((t, i) => [t, i])) as Record<BoatType, number>;

/** The hand in a stable order: by type, then by card. */
export function sortedHand(hand: readonly number[]): number[] {
  return [...hand].sort((a, b) => ORDER[boatType(a)] - ORDER[boatType(b)] || a - b);
}

export function handRow(view: HandView) {
  const total = view.hand.reduce((sum, card) => sum + cashValue(card), 0);
  return html`<div class="hand-head">
      <h2>Your hand</h2>
      <span class="hand-sum">${view.hand.length} ${view.hand.length === 1 ? 'card' : 'cards'}, worth $${total}</span>
    </div>
    ${view.hand.length === 0
      ? html`<p class="empty-hand">No cards in hand.</p>`
      : html`<ul class="hand" aria-label="Your hand">
          ${sortedHand(view.hand).map((card) => handCard(view, card))}
        </ul>`}`;
}

function handCard(view: HandView, card: number) {
  const launching = view.launching === card;
  const uses = launching ? ['Launching'] : (view.uses.get(card) ?? []);
  const choosable = view.mode !== 'none' && view.choosable.has(card);
  const selected = view.selected.has(card);
  const label = `${boatName(card)}, $${cashValue(card)} cash${uses.length ? `. ${uses.join(', ')}` : ''}${view.drawn.has(card) ? '. Just drawn' : ''}`;
  const classes = `hand-card${selected ? ' selected' : ''}${launching ? ' launching' : ''}${view.drawn.has(card) ? ' drawn' : ''}${view.mode !== 'none' && !choosable && !launching ? ' unavailable' : ''}`;
  const picture = html`<svg viewBox="0 0 ${CARD_W} ${CARD_H}" aria-hidden="true">${boatCard(boatFace(card))}</svg>`;
  const button = choosable
    ? html`<button
        class=${classes}
        data-card=${card}
        aria-pressed=${view.mode === 'pay' || selected ? (selected ? 'true' : 'false') : nothing}
        @click=${() => view.onCard(card)}
      >
        ${picture}<span class="visually-hidden">${label}</span>
      </button>`
    : html`<span class=${classes} data-card=${card} role="img" aria-label=${label}>${picture}</span>`;
  const content = html`<li class=${view.fresh.has(card) ? 'fresh' : ''}>
    ${button}
    <span class="uses" aria-hidden="true">${uses.map((use) => html`<span class=${launching ? 'use now' : 'use'}>${use}</span>`)}</span>
  </li>`;
  return view.fresh.has(card) ? keyed(`${view.serial}-${card}`, content) : keyed(card, content);
}
