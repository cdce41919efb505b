/** W-10 final scoring: the dump penalty, the worm bonus and the winners. */
import { closingCard } from './market.js';
import { rankAmounts } from './ranking.js';
import type { EndReason, FinalScoring, WishesState } from './types.js';
import type { Seat } from '../../core/index.js';

/** The final scoring of a game whose last action has just been resolved with `reasons` met (W-9.2). */
export function finalScoring(state: WishesState, reasons: readonly EndReason[]): FinalScoring {
  const { options } = state;
  const money = state.seats.map((p) => p.money);
  const worms = state.seats.map((p) => p.worms);
  // W-10.1 only a game ended by the dump, with the card on top after the last action; none left, none paid (W-15 #19).
  const penaltyCard = reasons.includes('dump') && state.closing.length > 0 ? state.closing[0]! : null;
  const dumpPenalty =
    penaltyCard === null
      ? money.map(() => 0)
      : rankAmounts(
          state.dump,
          state.dump.map((n) => n > 0),
          closingCard(state, penaltyCard).first,
          closingCard(state, penaltyCard).second,
          options.firstTieMode,
        );
  // W-10.2 every player takes part, 0 worms included.
  const wormBonus = rankAmounts(worms, worms.map(() => true), options.wormBonus[0], options.wormBonus[1], options.firstTieMode);
  const total = money.map((m, seat) => m - dumpPenalty[seat]! + wormBonus[seat]!);
  return { endedBy: reasons, money, penaltyCard, dumpPenalty, wormBonus, total, winners: winnersOf(total, worms) };
}

/** W-10.4, W-10.5 the most money wins; then the most worms; then a shared win. */
export function winnersOf(total: readonly number[], worms: readonly number[]): Seat[] {
  const best = Math.max(...total);
  const rich = total.map((_, seat) => seat).filter((seat) => total[seat] === best);
  const mostWorms = Math.max(...rich.map((seat) => worms[seat]!));
  return rich.filter((seat) => worms[seat] === mostWorms);
}
