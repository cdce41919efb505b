/**
 * SELL.fish bots. Each sees only the public state and its own seat (never another seat's sealed
 * choice: the state holds only commitments). Temperaments: Random; Easy, a short-term maximiser that
 * fills the richest river and ignores quotas; Steward, a sustainable fisher that proposes and keeps
 * quotas; Hard, which weighs the catch against the stock, the quota against the inspection, and a
 * ship's price against what it will earn before the game ends.
 */
import type { Bot, Random, Seat } from '../../../core/index.js';
import { expectedYearsLeft, fleetValuePerShip, positionAfter, profitPerShip } from '../forecast.js';
import { attackOptions, legalIntents, sealedIntents } from '../legal.js';
import { quotaFor } from '../river.js';
import { tradableShips } from '../trade.js';
import { availableShips, bidCap } from '../year.js';
import type { QuotaVote, River, SellFishIntent, SellFishState } from '../types.js';
import type { SellFishSecrets } from '../protocol.js';

type SellFishBot = Bot<SellFishState, SellFishIntent, SellFishSecrets>;

/** Uniform among the sealed choices; in a window mostly ready, sometimes an offer or an answer. */
export const randomSellFishBot: SellFishBot = {
  id: 'random',
  label: 'Random',
  choose(state, seat, random) {
    const sealed = sealedIntents(state, seat);
    if (sealed.length > 0) return random.pick(sealed);
    const all = legalIntents(state, seat);
    if (state.step === 'window') {
      const answers = all.filter((i) => i.type === 'accept' || i.type === 'reject');
      if (answers.length > 0 && random.next() < 0.7) return random.pick(answers);
      const ready = all.find((i) => i.type === 'ready');
      if (ready && random.next() < 0.9) return ready;
    }
    return random.pick(all);
  },
};

/** How many ships the other seats will probably send to `river`: a share of what they can send. */
function othersEstimate(state: SellFishState, seat: Seat, river: River, share: number): number {
  let total = 0;
  state.communities.forEach((_c, s) => {
    if (s === seat) return;
    if (river === 'blue' && state.sealed?.step !== 'blue') return;
    const can = availableShips(state, s, river);
    total += river === 'blue' ? can * share : Math.min(can, Math.round(can * share));
  });
  return total;
}

/** A ship's worth to its owner now: what it earns in the years left, plus its value at the end. */
export function shipWorth(state: SellFishState): number {
  const best = Math.max(-state.options.amounts.harbourCost, profitPerShip(state, 'green', 4), profitPerShip(state, 'blue', 4));
  return Math.max(0, best * (1 + expectedYearsLeft(state)) + fleetValuePerShip(state));
}

/** The window: answer offers (take a good deal), then ready. Bots make no offers of their own. */
function windowIntent(state: SellFishState, seat: Seat): SellFishIntent {
  const worth = shipWorth(state);
  for (const offer of state.offers) {
    if (offer.to !== seat) continue;
    const perShip = offer.price / offer.ships;
    // They sell to me: cheap is good. They buy from me: dear is good (and I must still have the ships).
    const good = offer.side === 'sell' ? perShip <= worth * 0.6 : perShip >= worth * 1.5 + 2 && tradableShips(state.communities[seat]!) >= offer.ships;
    return { type: good ? 'accept' : 'reject', offer: offer.id };
  }
  return { type: 'ready' };
}

/** SF-14.2 pirates: send back ships of the richest rival fishing here. */
function attackIntent(state: SellFishState, seat: Seat): SellFishIntent {
  const options = attackOptions(state, seat);
  let best = options[0]!;
  let bestScore = 0;
  for (const o of options) {
    const score = o.targets.reduce((sum, t) => sum + (t === seat ? -10 : state.communities[t]!.money + 100), 0);
    if (score > bestScore) {
      best = o;
      bestScore = score;
    }
  }
  return best;
}

/** Expected money of sending `k` ships to `river` when the others send `others`, counting the inspection. */
function programmeValue(state: SellFishState, seat: Seat, river: River, k: number, others: number, respectQuota: boolean): number {
  const quota = quotaFor(state.rivers[river].quota, seat);
  if (k > quota && respectQuota) return -Infinity;
  const o = state.options;
  const profit = profitPerShip(state, river, others + k);
  // A ship left home pays the harbour cost; leaving it for the Blue river is worth about that too.
  let value = k * (profit + o.amounts.harbourCost);
  if (k > quota) {
    const caught = o.inspectionCatchChance.numerator / o.inspectionCatchChance.denominator;
    const first = state.communities[seat]!.caughtBefore ? 1 : o.firstOffenceFineFactor.numerator / o.firstOffenceFineFactor.denominator;
    const meanSilver = o.chips.silver.reduce((a, b) => a + b, 0) / o.chips.silver.length;
    value = (1 - caught) * value - caught * (meanSilver * (k - quota) * first);
  }
  // The stock left for the years to come: each step the marker loses costs every ship about 3 a year.
  const after = positionAfter(o, state.rivers[river].position, others + k);
  const drop = state.rivers[river].position - after;
  return value - Math.max(0, drop) * 3 * Math.min(2, expectedYearsLeft(state)) * 0.5;
}

function bestProgramme(state: SellFishState, seat: Seat, river: River, respectQuota: boolean, share: number): number {
  const can = availableShips(state, seat, river);
  const others = othersEstimate(state, seat, river, share);
  let best = 0;
  let bestValue = programmeValue(state, seat, river, 0, others, respectQuota);
  for (let k = 1; k <= can; k++) {
    const value = programmeValue(state, seat, river, k, others, respectQuota);
    if (value > bestValue + 1e-9) {
      best = k;
      bestValue = value;
    }
  }
  return best;
}

/** A uniform quota that keeps each river's total at about `target` ships. */
function sustainableVote(state: SellFishState, river: River): QuotaVote {
  const position = state.rivers[river].position;
  const target = position <= 2 ? 3 : position <= 4 ? 5 : 8;
  return Math.max(0, Math.floor(target / state.players));
}

interface Temperament {
  /** Programming for a river. */
  send(state: SellFishState, seat: Seat, river: River, random: Random): number;
  bid(state: SellFishState, seat: Seat, random: Random): number;
  vote(state: SellFishState, seat: Seat): { green: QuotaVote; blue: QuotaVote };
}

function botOf(id: string, label: string, t: Temperament): SellFishBot {
  return {
    id,
    label,
    choose(state, seat, random) {
      if (state.step === 'commit' && state.sealed && state.sealed.commitments[seat] === null) {
        const step = state.sealed.step;
        if (step === 'quota') return { type: 'vote', ...t.vote(state, seat) };
        if (step === 'green' || step === 'blue') return { type: 'send', ships: Math.min(availableShips(state, seat, step), Math.max(0, t.send(state, seat, step, random))) };
        return { type: 'bid', amount: Math.min(bidCap(state, seat), Math.max(0, Math.floor(t.bid(state, seat, random)))) };
      }
      if (state.step === 'attack') return attackIntent(state, seat);
      if (state.step === 'window') return windowIntent(state, seat);
      return randomSellFishBot.choose(state, seat, random);
    },
  };
}

/** Easy: every ship to the river that pays most this year, quotas ignored, small bids. */
export const easySellFishBot = botOf('easy', 'Easy', {
  send(state, seat, river) {
    const can = availableShips(state, seat, river);
    return profitPerShip(state, river, can) > 0 ? can : river === 'blue' ? can : 0;
  },
  bid: (_state, _seat, random) => random.int(9),
  vote: () => ({ green: 'none', blue: 'none' }),
});

/** Steward: its fair share of a sustainable catch, quotas proposed and kept, fair bids. */
export const stewardSellFishBot = botOf('steward', 'Steward', {
  send(state, seat, river) {
    const share = Math.max(1, Math.floor(5 / state.players));
    const quota = quotaFor(state.rivers[river].quota, seat);
    const profitable = profitPerShip(state, river, 5) > -state.options.amounts.harbourCost;
    return profitable ? Math.min(share, quota, availableShips(state, seat, river)) : 0;
  },
  bid: (state) => shipWorth(state) * 0.5,
  vote: (state) => ({ green: sustainableVote(state, 'green'), blue: sustainableVote(state, 'blue') }),
});

/** Hard: the expected best programming against the others' likely ships, bids below a ship's worth. */
export const hardSellFishBot = botOf('hard', 'Hard', {
  send: (state, seat, river) => bestProgramme(state, seat, river, false, river === 'green' ? 0.5 : 0.8),
  bid(state, seat) {
    const worth = shipWorth(state);
    const money = state.communities[seat]!.money;
    // Never pay more than the ship earns back; keep some money when the end is near.
    return Math.min(worth * 0.75, Math.max(1, money + worth * 0.25));
  },
  vote: (state) => ({ green: sustainableVote(state, 'green'), blue: sustainableVote(state, 'blue') }),
});

/** The SELL.fish bots, weakest first. */
export const sellFishBots: readonly SellFishBot[] = [randomSellFishBot, easySellFishBot, stewardSellFishBot, hardSellFishBot];
