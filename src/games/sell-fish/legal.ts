/**
 * What a seat may do now: the public moves (`legalActions`) and the intents its agent accepts
 * (`legalIntents`: the sealed choices too). Trade offers have no price limit, so the lists offer a few
 * typical prices; any other price is as legal.
 */
import type { Seat } from '../../core/index.js';
import { COINS, MAX_QUOTA } from './data.js';
import { usableChips } from './river.js';
import { MAX_OPEN_OFFERS, tradableShips } from './trade.js';
import { availableShips, bidCap } from './year.js';
import type { AttackMove, QuotaVote, SellFishAction, SellFishIntent, SellFishState } from './types.js';

/** Sample prices for the offers a list shows. */
export const SAMPLE_PRICES = [5, 10, 20] as const;

/** Public moves open to `seat` now (no commitments or openings: those are the agent's). */
export function legalActions(state: SellFishState, seat: Seat): SellFishAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return [];
  if (state.step === 'window') {
    const moves: SellFishAction[] = [];
    if (!state.ready[seat]) moves.push({ type: 'ready' });
    for (const offer of state.offers) {
      if (offer.to !== seat) continue;
      const giver = offer.side === 'sell' ? offer.from : offer.to;
      if (tradableShips(state.communities[giver]!) >= offer.ships) moves.push({ type: 'accept', offer: offer.id });
      moves.push({ type: 'reject', offer: offer.id });
    }
    if (!state.ready[seat] && state.offers.filter((o) => o.from === seat).length < MAX_OPEN_OFFERS) moves.push(...sampleOffers(state, seat));
    return moves;
  }
  if (state.step === 'attack') return attackOptions(state, seat);
  return [];
}

function sampleOffers(state: SellFishState, seat: Seat): SellFishAction[] {
  const offers: SellFishAction[] = [];
  for (let to = 0; to < state.players; to++) {
    if (to === seat) continue;
    for (const price of SAMPLE_PRICES) {
      if (tradableShips(state.communities[seat]!) >= 1) offers.push({ type: 'offer', to, side: 'sell', ships: 1, price });
      if (tradableShips(state.communities[to]!) >= 1) offers.push({ type: 'offer', to, side: 'buy', ships: 1, price });
    }
  }
  return offers;
}

/** SF-14.2.3 a holder's choices: hold the chips, or send one or two ships back to port. */
export function attackOptions(state: SellFishState, seat: Seat): AttackMove[] {
  const step = state.attack;
  if (state.step !== 'attack' || !step || step.queue[0] !== seat) return [];
  const chips = usableChips(state, seat, step.river).length;
  const fishing = state.communities.map((c) => c.fishing[step.river]);
  const options: AttackMove[] = [{ type: 'attack', targets: [] }];
  for (let a = 0; a < state.players; a++) {
    if (fishing[a]! < 1) continue;
    options.push({ type: 'attack', targets: [a] });
    if (chips < 2) continue;
    for (let b = a; b < state.players; b++) {
      if (fishing[b]! >= (a === b ? 2 : 1)) options.push({ type: 'attack', targets: [a, b] });
    }
  }
  return options;
}

/** The sealed choices open to `seat` now, as intents (empty when it has committed or no step is open). */
export function sealedIntents(state: SellFishState, seat: Seat): SellFishIntent[] {
  const sealed = state.sealed;
  if (state.step !== 'commit' || !sealed || sealed.commitments[seat] !== null || onlyChoiceIsZero(state, seat)) return [];
  if (sealed.step === 'green' || sealed.step === 'blue') {
    return Array.from({ length: availableShips(state, seat, sealed.step) + 1 }, (_, ships) => ({ type: 'send' as const, ships }));
  }
  if (sealed.step === 'quota') {
    const votes: QuotaVote[] = ['none', ...Array.from({ length: Math.min(MAX_QUOTA, 4) + 1 }, (_, n) => n)];
    return votes.flatMap((green) => votes.map((blue) => ({ type: 'vote' as const, green, blue })));
  }
  const cap = Math.min(bidCap(state, seat), Math.max(COINS, state.communities[seat]!.money));
  return Array.from({ length: cap + 1 }, (_, amount) => ({ type: 'bid' as const, amount }));
}

/** SF-16 #28 a seat whose only choice is 0 (no ships for the river; a bid cap of 0) is committed by its agent. */
export function onlyChoiceIsZero(state: SellFishState, seat: Seat): boolean {
  const step = state.sealed?.step;
  if (!step || step === 'quota') return false;
  return step === 'green' || step === 'blue' ? availableShips(state, seat, step) === 0 : bidCap(state, seat) === 0;
}

/** Every intent open to `seat` now. */
export function legalIntents(state: SellFishState, seat: Seat): SellFishIntent[] {
  return [...sealedIntents(state, seat), ...(legalActions(state, seat) as SellFishIntent[])];
}
