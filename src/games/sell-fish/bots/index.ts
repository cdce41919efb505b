/**
 * SELL.fish bots. Each sees only the public state and its own seat (never another seat's sealed
 * choice: the state holds only commitments). Levels: Random; Easy, a careful newcomer that fishes a
 * sustainable share and keeps quotas, miscounting now and then; Medium, which weighs the catch against
 * the stock, the quota against the inspection, and a ship's price against what it will earn; Hard, which
 * weighs its choices by playing them out to the end of the game (search.ts against one rival,
 * table-search.ts at a larger table). The harvest (what pays this year, quotas voted down, ships left to
 * others) and the myopic player (this year's money) are no levels: they are how Hard plays on in its
 * play-outs.
 */
import type { Bot, Random, Seat } from '../../../core/index.js';
import { endChance, expectedCatch, expectedYearsLeft, fleetValuePerShip, positionAfter, profitPerShip } from '../forecast.js';
import { attackOptions, legalIntents, sealedIntents } from '../legal.js';
import { quotaFor } from '../river.js';
import { tradableShips } from '../trade.js';
import { availableShips, bidCap } from '../year.js';
import type { QuotaVote, River, SellFishIntent, SellFishState } from '../types.js';
import type { SellFishSecrets } from '../protocol.js';
import { searchingBot, type SearchPlan } from './search.js';
import { tableSearchingBot, type SeatModel, type TablePlan } from './table-search.js';

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
  // The rivers as crowded as the fleets make them: half of all ships in each.
  const crowd = Math.round(state.communities.reduce((n, c) => n + c.ships + c.leased, 0) / 2);
  const best = Math.max(-state.options.amounts.harbourCost, profitPerShip(state, 'green', crowd), profitPerShip(state, 'blue', crowd));
  return Math.max(0, best * (1 + expectedYearsLeft(state)) + fleetValuePerShip(state));
}

/** The window: answer offers (take a good deal), then ready. Bots make no offers of their own. */
function windowIntent(state: SellFishState, seat: Seat): SellFishIntent {
  for (const offer of state.offers) {
    if (offer.to !== seat) continue;
    const worth = shipWorth(state);
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

/**
 * Expected worth of sending `k` ships to `river` when the others send `others`: this year's money
 * (the inspection weighed in), plus what the stock's move does to this player's fleet value and next
 * years' catch.
 */
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
  // The stock moves whatever this player does; only its own ships' share of the move counts here.
  const now = positionAfter(o, state.rivers[river].position, others);
  const after = positionAfter(o, state.rivers[river].position, others + k);
  const c = state.communities[seat]!;
  const years = expectedYearsLeft(state);
  // SF-10.1 every ship's final value follows the stock; the game may end any year from year 6.
  const fleet = (c.ships + 1) * (o.fleetValue[after - 1]! - o.fleetValue[now - 1]!);
  // Next years' catch: about two of this player's ships fish this river each year that is left.
  const future = (expectedCatch(o, after) - expectedCatch(o, now)) * o.amounts.pricePerFish * Math.min(2, c.ships) * years;
  return value + fleet + future;
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

export interface Temperament {
  /** Programming for a river. */
  send(state: SellFishState, seat: Seat, river: River, random: Random): number;
  bid(state: SellFishState, seat: Seat, random: Random): number;
  vote(state: SellFishState, seat: Seat): { green: QuotaVote; blue: QuotaVote };
}

export function botOf(id: string, label: string, t: Temperament): SellFishBot {
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

/** One ship more or fewer about one time in `1 / rate`: a rough count, never into a river that loses money. */
function roughCount(state: SellFishState, seat: Seat, river: River, ships: number, random: Random, rate: number): number {
  const roll = random.next();
  if (roll < rate / 2 && ships > 0) return ships - 1;
  if (roll < rate && ships < availableShips(state, seat, river) && profitPerShip(state, river, ships + 1) > 0) return ships + 1;
  return ships;
}

/** A fair share of a sustainable catch, quotas proposed and kept, bids of half a ship's worth. */
const steward: Temperament = {
  send(state, seat, river) {
    const share = Math.max(1, Math.floor(5 / state.players));
    const quota = quotaFor(state.rivers[river].quota, seat);
    const profitable = profitPerShip(state, river, 5) > -state.options.amounts.harbourCost;
    return profitable ? Math.min(share, quota, availableShips(state, seat, river)) : 0;
  },
  bid: (state) => shipWorth(state) * 0.5,
  vote: (state) => ({ green: sustainableVote(state, 'green'), blue: sustainableVote(state, 'blue') }),
};

/**
 * Easy (once "Steward"), the careful newcomer: fishes its fair share of a sustainable catch, proposes
 * quotas and keeps them, pays half a ship's worth for a new one, and miscounts its ships now and then.
 */
export const easySellFishBot: SellFishBot = {
  ...botOf('easy', 'Easy', {
    ...steward,
    send: (state, seat, river, random) => roughCount(state, seat, river, steward.send(state, seat, river, random), random, 0.25),
  }),
  formerIds: ['steward'],
};

// The steward's programming draws nothing at random; Medium asks it with this stand-in.
const noRandom: Random = { next: () => 0, int: () => 0, pick: <T>(items: readonly T[]) => items[0]! };

/** Medium's dials, exported so the bench can try others. */
export interface ReckoningTuning {
  /** Stock position from which a river is fished past the sustainable share, by expected value. */
  richFrom: number;
  /** Share of what the other seats can send that it expects them to send, per river. */
  greenShare: number;
  blueShare: number;
  /** What it bids for a ship it will use, as a share of the ship's worth. */
  usedBid: number;
  /** What it bids for an idle ship, as a share of its value beyond the harbour costs. */
  idleBid: number;
  /** Extra ships beyond the two sustainable shares that it counts as used. */
  spare: number;
}

export const MEDIUM_TUNING: ReckoningTuning = { richFrom: 7, greenShare: 0.5, blueShare: 0.8, usedBid: 0.35, idleBid: 0.8, spare: 1 };

/**
 * Medium: fishes the sustainable share, and more only where a rich river can bear it by its expected-value
 * reckoning (catch, inspection, the stock's effect on its fleet value and next years' catch); keeps
 * quotas it proposes; buys ships it will use for about a third of what they earn, and idle ones for
 * most of what they add to the final score beyond their harbour costs.
 */
export function reckoningTemperament(tuning: ReckoningTuning = MEDIUM_TUNING): Temperament {
  return {
    send(state, seat, river) {
      const share = steward.send(state, seat, river, noRandom);
      const best = bestProgramme(state, seat, river, false, river === 'green' ? tuning.greenShare : tuning.blueShare);
      return state.rivers[river].position >= tuning.richFrom ? Math.max(share, best) : share;
    },
    // An idle ship earns nothing and pays the harbour cost every year until its final value.
    bid(state, seat) {
      const c = state.communities[seat]!;
      const used = 2 * Math.max(1, Math.floor(5 / state.players)) + tuning.spare;
      if (c.ships + c.leased < used) return shipWorth(state) * tuning.usedBid;
      const idle = fleetValuePerShip(state) - state.options.amounts.harbourCost * (1 + expectedYearsLeft(state));
      return Math.max(0, idle * tuning.idleBid);
    },
    vote: (state) => ({ green: sustainableVote(state, 'green'), blue: sustainableVote(state, 'blue') }),
  };
}

export const mediumSellFishBot = botOf('medium', 'Medium', reckoningTemperament());

/** The harvest's dials, exported so the bench can try others. */
export interface HarvestTuning {
  /** Least profit a ship must promise this year to be sent. */
  threshold: number;
  /** Bids fall evenly between these shares of a ship's worth. */
  bidLow: number;
  bidHigh: number;
}

export const HARVEST_TUNING: HarvestTuning = { threshold: 0, bidLow: 0, bidHigh: 0.15 };

/**
 * The harvest (Hard before it searched): harvests. Sends every ship that still pays this year counting only its own crowding (a river
 * fished by its rivals falls for them too, and the score is relative), votes every quota down, and lets
 * the others pay for new ships, bidding only a bargain price.
 */
export function harvestTemperament(tuning: HarvestTuning = HARVEST_TUNING): Temperament {
  return {
    send(state, seat, river) {
      const can = availableShips(state, seat, river);
      let ships = 0;
      while (ships < can && profitPerShip(state, river, ships + 1) > tuning.threshold) ships++;
      return ships;
    },
    bid: (state, _seat, random) => shipWorth(state) * (tuning.bidLow + (tuning.bidHigh - tuning.bidLow) * random.next()),
    vote: () => ({ green: 'none', blue: 'none' }),
  };
}

export const harvestSellFishBot = botOf('harvest', 'Harvest', harvestTemperament());

/**
 * The myopic player (what Hard plays on with at a larger table): sends the ships that earn most this year
 * when the others send `share` of what they can (about a third by default), votes quotas only on a low
 * river and keeps them, and bids what one more ship earns this year plus its final value times the chance
 * the game ends this year.
 */
export function myopicTemperament(share = 0.3): Temperament {
  return {
    send(state, seat, river) {
      const can = availableShips(state, seat, river);
      const others = othersEstimate(state, seat, river, share);
      const harbour = state.options.amounts.harbourCost;
      const quota = quotaFor(state.rivers[river].quota, seat);
      let best = 0;
      let bestValue = 0;
      for (let k = 1; k <= can; k++) {
        const value = k > quota ? -Infinity : k * (profitPerShip(state, river, others + k) + harbour);
        if (value > bestValue + 1e-9) {
          best = k;
          bestValue = value;
        }
      }
      return best;
    },
    bid(state) {
      const earn = Math.max(-state.options.amounts.harbourCost, profitPerShip(state, 'green', 4), profitPerShip(state, 'blue', 4));
      return Math.max(0, earn + fleetValuePerShip(state) * endChance(state));
    },
    vote: (state) => ({
      green: state.rivers.green.position <= 3 ? Math.max(1, Math.floor(4 / state.players)) : 'none',
      blue: state.rivers.blue.position <= 3 ? Math.max(1, Math.floor(4 / state.players)) : 'none',
    }),
  };
}

export const myopicSellFishBot = botOf('myopic', 'Myopic', myopicTemperament());

/** Hard's search (two players): the harvest plays its own seat on; the other seat is imagined as Medium or as the harvest. */
export const HARD_PLAN: SearchPlan = { playouts: 8, maxMs: 800, self: harvestSellFishBot, rivals: [mediumSellFishBot, harvestSellFishBot] };

const searchingHard = searchingBot('hard', 'Hard', HARD_PLAN);

const modelOf = (bot: SellFishBot, t: Temperament): SeatModel => ({
  bot,
  send: (state, seat, river) => t.send(state, seat, river, noRandom),
  bid: (state, seat) => Math.min(bidCap(state, seat), Math.max(0, Math.floor(t.bid(state, seat, noRandom)))),
});

/** Hard's search at three players or more: the myopic player's choice to beat, the others imagined as the ways of playing their programmings fit best. */
export const HARD_TABLE_PLAN: TablePlan = {
  playouts: 8,
  maxMs: 800,
  self: myopicSellFishBot,
  models: [
    modelOf(myopicSellFishBot, myopicTemperament()),
    modelOf(botOf('myopic-half', 'Myopic', myopicTemperament(0.5)), myopicTemperament(0.5)),
    modelOf(mediumSellFishBot, reckoningTemperament()),
    modelOf(harvestSellFishBot, harvestTemperament()),
    modelOf(botOf('steward', 'Steward', steward), steward),
  ],
  reach: 2,
  bids: [0, 3, 6, 10, 15, 20],
  margin: 2,
  missFactor: 3,
  bidStep: 3,
  floor: 0.02,
};

const tableHard = tableSearchingBot('hard', 'Hard', HARD_TABLE_PLAN);

/**
 * Hard: weighs its choices by playing them out to the end of the game. Against one rival (search.ts) on
 * bench/sell-fish-bots.bench.ts at 30 ms CPU a choice (60 games) it takes 83.3 % [72.0, 90.7] of games from
 * Medium, and in the app it thinks 800 ms. With three players or more (table-search.ts) it keeps the myopic
 * player's choice unless a play-out shows another clearly better, the others imagined from what they sent
 * and bid: at 30 ms CPU (seeds 90000-90099) it takes from the myopic player 63.5 % [53.7, 72.3] of 100
 * four-player games (two of each) and 64.0 % [54.2, 72.7] of 100 three-player ones, and from Medium 81.0 %
 * [72.2, 87.5] at four players (where the myopic player takes about 92 %) and 91.0 % [83.8, 95.2] at three.
 */
export const hardSellFishBot: SellFishBot = {
  id: 'hard',
  label: 'Hard',
  choose: (state, seat, random, secrets, time) => (state.players > 2 ? tableHard : searchingHard).choose(state, seat, random, secrets, time),
};

/** The SELL.fish bots, weakest first. */
export const sellFishBots: readonly SellFishBot[] = [randomSellFishBot, easySellFishBot, mediumSellFishBot, hardSellFishBot];
