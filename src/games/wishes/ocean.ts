/**
 * The ocean, the deck and the discard pile (W-2.1–W-2.3, W-5). The deck is a set: a card is turned up
 * by a random draw from what remains, when the rules need it (W-12), so no order exists to be known.
 */

import type { RuleError, Seat } from '../../core/index.js';
import { wishesError } from './types.js';
import type { Draft } from './draft.js';
import type { WishesState } from './types.js';

/** W-5.2 worms owed to catch the card in `slot` (1-based): one on each shallower card. */
export function catchCost(slot: number): number {
  return slot - 1;
}

/** W-5.1, W-5.2, W-15 #1 #2 why `seat` may not catch from `slot`, or null when it may. */
export function catchProblem(state: WishesState, seat: Seat, slot: number): RuleError | null {
  if (slot < 1 || slot > state.ocean.length) {
    return wishesError('no-such-slot', state.ocean.length === 0 ? 'The ocean is empty.' : `Choose an ocean slot from 1 to ${state.ocean.length}.`);
  }
  const worms = state.seats[seat]!.worms;
  if (worms < catchCost(slot)) {
    return wishesError('too-few-worms', `Slot ${slot} costs ${catchCost(slot)} worms and you have ${worms}.`);
  }
  return null;
}

/** Slots `seat` can afford now (W-15 #1). */
export function affordableSlots(state: WishesState, seat: Seat): number[] {
  const reach = Math.min(state.ocean.length, state.seats[seat]!.worms + 1);
  return Array.from({ length: reach }, (_, i) => i + 1);
}

/**
 * W-5.2–W-5.4 `seat` catches the card in `slot` (checked by `catchProblem`): a worm on each shallower
 * card, the card and its worms taken, the ocean closed up, and a refill begun. Returns the card.
 */
export function catchInPlace(draft: Draft, seat: Seat, slot: number): number {
  const player = draft.seats[seat]!;
  const cost = catchCost(slot);
  for (let i = 0; i < cost; i++) draft.ocean[i]!.worms += 1;
  player.worms -= cost;
  const [taken] = draft.ocean.splice(slot - 1, 1);
  player.worms += taken!.worms;
  draft.events.push({ kind: 'catch', seat, card: taken!.card, slot, wormsPaid: cost, wormsTaken: taken!.worms });
  beginRefillInPlace(draft);
  return taken!.card;
}

/**
 * W-5.4 one card will be turned up into the slot after the remaining cards (W-15 #26). An empty deck is
 * first rebuilt from the discard pile; the draw itself is owed to the beacon. The card being wished is
 * not yet discarded, so it never joins the rebuilt deck (W-5.5).
 */
function beginRefillInPlace(draft: Draft): void {
  if (draft.deck.length === 0 && draft.discard.length > 0) {
    draft.deck = draft.discard.slice().sort((a, b) => a - b);
    draft.discard = [];
    draft.events.push({ kind: 'reshuffle', cards: draft.deck.length });
  }
  if (draft.deck.length > 0) oweDrawInPlace(draft, 'ocean');
}

/** The rules now wait for the next beacon draw. */
export function oweDrawInPlace(draft: Draft, purpose: 'buyers' | 'first-player' | 'ocean'): void {
  draft.owed = { draw: draft.draws + 1, purpose };
}

/** W-5.4, W-3.3 the card drawn by `value` (an index below the deck size) is turned up into the ocean. */
export function turnUpInPlace(draft: Draft, value: number): void {
  const [card] = draft.deck.splice(value, 1);
  draft.ocean.push({ card: card!, worms: 0 });
}
