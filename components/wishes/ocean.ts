// The ocean (W-2.1): up to four face-up cards, shallowest first, each with the worms lying on it and
// what catching it costs (W-5.2: one worm on each card before it); the deck and discard counts. A
// template function of the board; a picked slot is reported through `onSlot`.
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { Seat } from '../../src/core/index.js';
import { catchCost, wishSentence, type WishesState } from '../../src/games/wishes/index.js';
import { speciesName } from './looks.js';
import { CARD_H, CARD_W, fishCard } from './pieces.js';

/** What the ocean row shows besides the state. */
export interface OceanView {
  readonly state: WishesState;
  /** The seat this board acts for while it may act, or null (cards are then pictures, not buttons). */
  readonly acting: Seat | null;
  /** Slots the acting seat can catch from (by the legal actions). */
  readonly reachable: ReadonlySet<number>;
  readonly selected: number | null;
  /** Cards the last move turned up (they are dealt in). */
  readonly drawn: ReadonlySet<number>;
  readonly serial: number;
  readonly onSlot: (slot: number) => void;
}

/** "Free", "1 worm", "3 worms". */
function costText(cost: number): string {
  return cost === 0 ? 'Free' : `${cost} ${cost === 1 ? 'worm' : 'worms'}`;
}

/** The ocean row. */
export function oceanRow(view: OceanView) {
  const { state, acting } = view;
  const worms = acting === null ? null : state.seats[acting]!.worms;
  return html`<section class="ocean" part="ocean" aria-labelledby="ocean-heading">
    <div class="ocean-head">
      <h2 id="ocean-heading">Ocean</h2>
      <span class="depth" aria-hidden="true">shallow → deep</span>
      <span class="piles">Deck ${state.deck.length} · Discard ${state.discard.length}</span>
    </div>
    <ol class="slots">
      ${[1, 2, 3, 4].map((slot) => {
        const lying = state.ocean[slot - 1];
        const cost = catchCost(slot);
        const price = html`<span class=${`cost${worms !== null && cost > worms ? ' too-dear' : ''}`}>${costText(cost)}</span>`;
        if (!lying) return html`<li class="slot"><div class="card-space" role="img" aria-label=${`Slot ${slot}: empty`}></div>${price}</li>`;
        const face = state.options.deck[lying.card]!;
        const outOfReach = acting !== null && !view.reachable.has(slot);
        // The species (the card's big word) leads the name, so "Salmon" finds the card by voice too.
        const label = `${speciesName(face.species)}, slot ${slot}, ${cost === 0 ? 'free' : `costs ${costText(cost)}`}. Wish: ${wishSentence(face.wish)}${
          lying.worms ? ` ${lying.worms} ${lying.worms === 1 ? 'worm lies' : 'worms lie'} on it.` : ''
        }${outOfReach ? ' Out of reach.' : ''}`;
        const card = html`<svg viewBox="0 0 ${CARD_W} ${CARD_H}" aria-hidden="true">${fishCard(face, lying.worms)}</svg>`;
        const fresh = view.drawn.has(lying.card);
        const classes = `card-button${view.selected === slot ? ' selected' : ''}${outOfReach ? ' out-of-reach' : ''}${fresh ? ' fresh' : ''}`;
        const body =
          acting === null
            ? html`<div class=${classes} role="img" aria-label=${label} data-slot=${slot}>${card}</div>`
            : html`<button class=${classes} data-slot=${slot} aria-pressed=${view.selected === slot ? 'true' : 'false'} @click=${() => view.onSlot(slot)}>
                ${card}<span class="visually-hidden">${label}</span>
              </button>`;
        return html`<li class="slot">${fresh ? keyed(`${view.serial}-${lying.card}`, body) : body}${price}</li>`;
      })}
    </ol>
  </section>`;
}
