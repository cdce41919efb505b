/**
 * Markets: prices (W-7.2), selling fish (W-7.3), closing a market (W-7.4) and the end conditions they
 * feed (W-9.1). The `…InPlace` functions change a draft (draft.ts).
 */
import { rankAmounts } from './ranking.js';
import type { Draft } from './draft.js';
import type { ClosingCard, EndReason, Species, WishesState } from './types.js';
import type { Seat } from '../../core/index.js';

/** W-7.2 the price of one fish at `market`: the base price plus every buyer standing there. */
export function priceAt(state: Pick<WishesState, 'options' | 'buyers'>, market: Species): number {
  let price = state.options.basePrice;
  for (const buyer of state.buyers) if (buyer.at === market) price += buyer.value;
  return price;
}

/** The closing card with number `tokens` (W-T4). */
export function closingCard(state: Pick<WishesState, 'options'>, tokens: number): ClosingCard {
  const card = state.options.closingCards.find((c) => c.tokens === tokens);
  if (!card) throw new Error(`no closing card ${tokens}`);
  return card;
}

/** Tokens in the dump, all colours together (W-9.1 b). */
export function dumpTotal(state: Pick<WishesState, 'dump'>): number {
  let total = 0;
  for (const n of state.dump) total += n;
  return total;
}

/** W-9.1 the end conditions met now (empty while the game goes on). */
export function endReasons(state: Pick<WishesState, 'closing' | 'dump' | 'options'>): EndReason[] {
  const reasons: EndReason[] = [];
  if (state.closing.length === 0) reasons.push('closings');
  if (dumpTotal(state) >= state.options.dumpLimit) reasons.push('dump');
  return reasons;
}

/** One card sold in a sale, and how many fish it counts as (W-7.1, W-8.3, W-8.10). */
export interface SoldCard {
  readonly card: number;
  readonly fish: number;
}

/**
 * W-7.3, W-7.3.1 sells `cards` for `seat` at `market`, one fish at a time at the price the market had
 * when the sale began; each fish places a token (or none), which may close the market partway. The cards
 * must already be out of the boats; they go to the discard pile in order.
 */
export function sellInPlace(draft: Draft, seat: Seat, market: Species, cards: readonly SoldCard[]): void {
  const price = priceAt(draft, market);
  for (const { card, fish } of cards) {
    draft.events.push({ kind: 'sale', seat, card, market, fish, price });
    for (let i = 0; i < fish; i++) {
      draft.seats[seat]!.money += price;
      placeTokenInPlace(draft, seat, market);
    }
    draft.discard.push(card);
    draft.events.push({ kind: 'discard', card });
  }
}

/** W-7.3 steps 2–4: a token on an open market (then W-7.4), in the dump for a closed one, or none left. */
export function placeTokenInPlace(draft: Draft, seat: Seat, market: Species): void {
  const player = draft.seats[seat]!;
  if (player.supply === 0) {
    draft.events.push({ kind: 'token', seat, to: 'none' });
    return;
  }
  player.supply -= 1;
  const place = draft.markets[market];
  if (place.closedBy !== null) {
    draft.dump[seat]! += 1;
    draft.events.push({ kind: 'token', seat, to: 'dump' });
    return;
  }
  place.tokens[seat]! += 1;
  draft.events.push({ kind: 'token', seat, to: market });
  checkClosingInPlace(draft, market);
}

/** W-7.4 closes `market` when its tokens reach the top closing card's number, paying the bonuses. */
function checkClosingInPlace(draft: Draft, market: Species): void {
  const top = draft.closing[0];
  if (top === undefined) return; // the 4th card is placed: no market closes any more
  const place = draft.markets[market];
  let total = 0;
  for (const n of place.tokens) total += n;
  // Counts never pass the top number (W-15 #8), so reaching it is the rule's "equals".
  if (total < top) return;
  const card = closingCard(draft, top);
  draft.closing.shift();
  place.closedBy = top;
  const bonus = rankAmounts(
    place.tokens,
    place.tokens.map((n) => n > 0),
    card.first,
    card.second,
    draft.options.firstTieMode,
  );
  place.tokens.forEach((n, owner) => {
    const player = draft.seats[owner]!;
    player.money += bonus[owner]!;
    player.supply += n; // W-7.4 step 2
  });
  place.tokens = place.tokens.map(() => 0);
  draft.events.push({ kind: 'close', market, card: top, bonus });
}
