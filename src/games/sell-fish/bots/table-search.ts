/**
 * Hard's search at a table of three or more. At a sealed choice it weighs the myopic player's choice
 * against a few others by playing each out to the end of the game, the myopic player playing its own seat
 * on. Each other seat is imagined as one of a few ways of playing, drawn for every play-out with the weight
 * that seat's past programmings and bids give it (opened, so public: the state's history); its sealed choice now is
 * drawn from that way of playing, never read. Every candidate meets the same imagined seats and draws in a
 * round, and another candidate replaces the myopic choice only when the paired margins show it better by
 * more than their noise. It decides from its seat's view (protocol.view) only.
 */
import type { Bot, Random, Seat, ThinkingTime } from '../../../core/index.js';
import { sealedIntents } from '../legal.js';
import { sellFishProtocol, type SellFishSecrets } from '../protocol.js';
import { availableShips, bidCap } from '../year.js';
import type { River, SellFishIntent, SellFishState } from '../types.js';
import { beatsDefault, meanOf, unsealed, weighOptions } from './search.js';

type SellFishBot = Bot<SellFishState, SellFishIntent, SellFishSecrets>;

/** A way of playing the search imagines for another seat: the bot, and its programming for the fit. */
export interface SeatModel {
  readonly bot: SellFishBot;
  readonly send: (state: SellFishState, seat: Seat, river: River) => number;
  readonly bid: (state: SellFishState, seat: Seat) => number;
}

export interface TablePlan {
  /** Play-outs per candidate when no clock is given (benches and tests: the choice depends on the seed only). */
  readonly playouts: number;
  /** The most a choice thinks (ms on the caller's clock), whatever it is allowed. */
  readonly maxMs: number;
  /** Its own way of playing: the choice to beat, and how its seat plays on. */
  readonly self: SellFishBot;
  readonly models: readonly SeatModel[];
  /** How far from its own programming the ships it weighs go. */
  readonly reach: number;
  /** Bids it always weighs, besides the ways of playing's own. */
  readonly bids: readonly number[];
  /** How many standard errors of the paired margins a candidate must gain to replace its own choice. */
  readonly margin: number;
  /** A model's weight falls by this factor for each ship its programming is off by, and for each `bidStep` dollars its bid is. */
  readonly missFactor: number;
  readonly bidStep: number;
  /** Least weight of each model (the rest by the fit). */
  readonly floor: number;
}

/** One opened programming: the table as it stood, and what each seat sent. */
interface Sighting {
  readonly state: SellFishState;
  readonly river: River;
  readonly sent: readonly number[];
}

/** The table as it stood at `river`'s programming of `year`, rebuilt from the public record. */
function tableThen(state: SellFishState, year: number, river: River, positions: Readonly<Record<River, number>>, fleets: readonly number[], sentGreen: readonly number[]): SellFishState {
  // Quotas of past years are not kept: this year's stand in from the threat on.
  const quota = (r: River) => (state.threatSince !== null && state.threatSince < year ? state.rivers[r].quota : null);
  const none = state.communities.map(() => null);
  return {
    ...state,
    year,
    stage: river,
    step: 'commit',
    rivers: { green: { position: positions.green, quota: quota('green') }, blue: { position: positions.blue, quota: quota('blue') } },
    communities: state.communities.map((c, s) => ({ ...c, ships: fleets[s]!, leased: 0, sent: { green: river === 'blue' ? sentGreen[s]! : 0, blue: 0 }, fishing: { green: 0, blue: 0 } })),
    sealed: { step: river, commitments: none, opened: none },
  };
}

/** Every programming opened so far, with the table it was made at. */
export function sightings(state: SellFishState): Sighting[] {
  const o = state.options;
  const seen: Sighting[] = [];
  let start: Readonly<Record<River, number>> = o.startPositions;
  for (const h of state.history) {
    seen.push({ state: tableThen(state, h.year, 'green', start, h.fleets, h.sent.green), river: 'green', sent: h.sent.green });
    seen.push({ state: tableThen(state, h.year, 'blue', { green: h.green, blue: start.blue }, h.fleets, h.sent.green), river: 'blue', sent: h.sent.blue });
    start = { green: h.green, blue: h.blue };
  }
  if (state.stage === 'blue' || state.stage === 'port') {
    const fleets = state.communities.map((c) => c.ships + c.leased);
    const sent = state.communities.map((c) => c.sent.green);
    seen.push({ state: tableThen(state, state.year, 'green', start, fleets, sent), river: 'green', sent });
  }
  return seen;
}

/** One opened auction: the table as it stood, and what each seat bid. */
interface BidSighting {
  readonly state: SellFishState;
  readonly bids: readonly number[];
}

/** Every auction opened so far, with the table it was held at (trades left out). */
export function bidSightings(state: SellFishState): BidSighting[] {
  const o = state.options;
  const seen: BidSighting[] = [];
  const none = state.communities.map(() => null);
  const years = state.history.map((h) => ({ year: h.year, auctions: h.auctions ?? [] }));
  if (state.history[state.history.length - 1]?.year !== state.year) years.push({ year: state.year, auctions: state.auctions ?? [] });
  let start: Readonly<Record<River, number>> = o.startPositions;
  let fleets: readonly number[] = state.communities.map(() => o.startingShips[state.players]!);
  let money: readonly number[] = state.communities.map(() => o.amounts.startMoney);
  years.forEach(({ year, auctions }, i) => {
    const quota = (r: River) => (state.threatSince !== null && state.threatSince < year ? state.rivers[r].quota : null);
    const ships = [...fleets];
    const cash = [...money];
    for (const a of auctions) {
      if (a.step === 'lease') continue;
      const table: SellFishState = {
        ...state,
        year,
        stage: a.step,
        step: 'commit',
        rivers: { green: { position: start.green, quota: quota('green') }, blue: { position: start.blue, quota: quota('blue') } },
        communities: state.communities.map((c, s) => ({ ...c, money: cash[s]!, ships: ships[s]!, leased: 0, sent: { green: 0, blue: 0 }, fishing: { green: 0, blue: 0 } })),
        sealed: { step: a.step, commitments: none, opened: none },
      };
      seen.push({ state: table, bids: a.bids });
      if (a.winner !== null) {
        ships[a.winner]! += 1;
        cash[a.winner]! -= a.bids[a.winner]!;
      }
    }
    const h = state.history[i];
    if (h) {
      start = { green: h.green, blue: h.blue };
      fleets = h.fleets;
      money = h.money;
    }
  });
  return seen;
}

/** For each other seat, the weight of each model by how closely it would have programmed and bid as that seat did. */
export function modelWeights(state: SellFishState, seat: Seat, plan: TablePlan): number[][] {
  const seen = sightings(state);
  const bids = bidSightings(state);
  const n = plan.models.length;
  return state.communities.map((_c, s) => {
    if (s === seat) return [];
    const log = plan.models.map(() => 0);
    for (const sight of seen) {
      if (availableShips(sight.state, s, sight.river) === 0) continue;
      plan.models.forEach((m, i) => {
        log[i]! -= Math.log(plan.missFactor) * Math.min(3, Math.abs(m.send(sight.state, s, sight.river) - sight.sent[s]!));
      });
    }
    for (const sight of bids) {
      plan.models.forEach((m, i) => {
        log[i]! -= Math.log(plan.missFactor) * Math.min(3, Math.abs(m.bid(sight.state, s) - sight.bids[s]!) / plan.bidStep);
      });
    }
    const top = Math.max(...log);
    const raw = log.map((l) => Math.exp(l - top));
    const sum = raw.reduce((a, b) => a + b, 0);
    return raw.map((w) => plan.floor + (1 - n * plan.floor) * (w / sum));
  });
}

function drawModel(models: readonly SeatModel[], weights: readonly number[], random: Random): SellFishBot {
  let r = random.next();
  for (let i = 0; i < models.length; i++) {
    r -= weights[i]!;
    if (r < 0) return models[i]!.bot;
  }
  return models[models.length - 1]!.bot;
}

const key = (intent: SellFishIntent): string => JSON.stringify(intent);

/** The candidates: its own choice first, then the models' choices and a spread of the step's values. */
function candidates(state: SellFishState, seat: Seat, own: SellFishIntent, plan: TablePlan, random: Random): SellFishIntent[] {
  const picked = new Map<string, SellFishIntent>([[key(own), own]]);
  const add = (intent: SellFishIntent): void => {
    if (!picked.has(key(intent))) picked.set(key(intent), intent);
  };
  const step = state.sealed!.step;
  if (step === 'green' || step === 'blue') {
    // Near its own choice, and none at all.
    const can = availableShips(state, seat, step);
    const mine = own.type === 'send' ? own.ships : 0;
    for (let ships = Math.max(0, mine - plan.reach); ships <= Math.min(can, mine + plan.reach); ships++) add({ type: 'send', ships });
    add({ type: 'send', ships: 0 });
    return [...picked.values()];
  }
  for (const m of plan.models) add(m.bot.choose(state, seat, random));
  if (step === 'quota') add({ type: 'vote', green: 'none', blue: 'none' });
  else for (const amount of plan.bids) if (amount <= bidCap(state, seat)) add({ type: 'bid', amount });
  return [...picked.values()];
}

/** Hard's choice at a table of three or more, from its view. */
export function decideTable(view: SellFishState, seat: Seat, plan: TablePlan, random: Random, time?: ThinkingTime): SellFishIntent {
  const state = unsealed(view);
  const own = plan.self.choose(state, seat, random);
  if (state.step !== 'commit' || sealedIntents(state, seat).length === 0) return own;
  const options = candidates(state, seat, own, plan, random);
  if (options.length === 1) return own;
  const weights = modelWeights(state, seat, plan);
  const deadline = time ? time.now() + Math.min(time.limitMs, plan.maxMs) : Infinity;
  const late = (): boolean => time !== undefined && time.now() >= deadline;
  const imagine = () => state.communities.map((_c, who) => (who === seat ? plan.self : drawModel(plan.models, weights[who]!, random)));
  const { margins, active } = weighOptions(state, seat, options, imagine, random, time ? Infinity : plan.playouts, late);
  const best = active.reduce((a, b) => (meanOf(margins[b]!) > meanOf(margins[a]!) ? b : a));
  return options[beatsDefault(margins[best]!, margins[0]!, plan.margin, 8) ? best : 0]!;
}

/** The searching bot for tables of three or more: decides from `protocol.view` of its seat only. */
export function tableSearchingBot(id: string, label: string, plan: TablePlan): SellFishBot {
  return {
    id,
    label,
    choose: (state, seat, random, secrets, time) => decideTable(sellFishProtocol.view(state, seat, secrets), seat, plan, random, time),
  };
}
