/**
 * A position's worth to each seat, for the bots: money now, plus what the seat can expect from its boats,
 * its tokens on open markets (W-7.4), its worms (W-10.2) and its tokens in the dump (W-10.1), weighed by
 * how close the game is to its end (W-9.1). A finished game is worth its final money.
 */
import { closingCard, dumpTotal, priceAt } from '../market.js';
import { rankAmounts } from '../ranking.js';
import type { WishesState } from '../types.js';
import type { Seat } from '../../../core/index.js';

/** How far the game has come towards its end, 0 … 1 (W-9.1: four closings or a full dump). */
export function progress(state: WishesState): number {
  const cards = state.options.closingCards.length;
  const closed = (cards - state.closing.length) / cards;
  return Math.min(1, Math.max(closed, dumpTotal(state) / state.options.dumpLimit));
}

/** How a level values worms: each worm in hand is worth `wormWorth` (reach into the ocean, the end bonus). */
export interface Valuation {
  readonly wormWorth: number;
}

/** Measured against a greedy player: worms at $1.20 each play far better than at a few cents. */
export const SOUND_VALUATION: Valuation = { wormWorth: 1.2 };

/** Each seat's expected final money in `state` (a rough, fast estimate). */
export function worths(state: WishesState, valuation: Valuation = SOUND_VALUATION): number[] {
  if (state.final) return state.final.total.slice();
  const { options } = state;
  const late = progress(state);
  const worth = state.seats.map((p) => p.money);
  // Fish in boats: a later sale at about today's price (a turn spent, so discounted).
  state.seats.forEach((p, seat) => {
    for (const card of p.boats) if (card !== null) worth[seat]! += 0.7 * priceAt(state, options.deck[card]!.species);
  });
  // Tokens on open markets: the bonus they would earn if the market closed now, by how full it is.
  const top = state.closing[0];
  if (top !== undefined) {
    const card = closingCard(state, top);
    for (const species of options.marketOrder) {
      const market = state.markets[species];
      if (market.closedBy !== null) continue;
      let total = 0;
      for (const n of market.tokens) total += n;
      if (total === 0) continue;
      const bonus = rankAmounts(market.tokens, market.tokens.map((n) => n > 0), card.first, card.second, options.firstTieMode);
      const fill = total / top;
      bonus.forEach((b, seat) => (worth[seat]! += b * fill * 0.8));
    }
    // The dump penalty, likelier as the dump fills.
    const dumped = dumpTotal(state);
    if (dumped > 0) {
      const penalty = rankAmounts(state.dump, state.dump.map((n) => n > 0), card.first, card.second, options.firstTieMode);
      const risk = (dumped / options.dumpLimit) ** 2;
      penalty.forEach((pen, seat) => (worth[seat]! -= pen * risk));
    }
  }
  // Worms: the end bonus, more certain late; and each worm for reaching deeper ocean cards.
  const worms = state.seats.map((p) => p.worms);
  const bonus = rankAmounts(worms, worms.map(() => true), options.wormBonus[0], options.wormBonus[1], options.firstTieMode);
  bonus.forEach((b, seat) => (worth[seat]! += b * (0.3 + 0.7 * late) + valuation.wormWorth * worms[seat]!));
  return worth;
}

/** `seat`'s standing: its worth against the best rival's (what winning needs). */
export function standing(state: WishesState, seat: Seat, valuation: Valuation = SOUND_VALUATION): number {
  const worth = worths(state, valuation);
  let rival = -Infinity;
  worth.forEach((w, s) => {
    if (s !== seat && w > rival) rival = w;
  });
  if (state.final) return state.final.winners.includes(seat) ? 1000 + worth[seat]! - rival : worth[seat]! - rival - 1000;
  return worth[seat]! - rival + 0.25 * worth[seat]!;
}
