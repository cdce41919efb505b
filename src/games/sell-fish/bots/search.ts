/**
 * Hard's search. At a sealed choice (a bid, a programming, a ballot) or an offer made to it, it takes a
 * few candidates, plays each out to the end of the game on the bare rules (playout.ts) many times over and
 * keeps the one with the best mean margin over the best other seat, a win counting extra. What it cannot
 * know is imagined afresh for every play-out: the other seats' sealed choices (only commitments are
 * public: each other seat is given one of the heuristic levels as its way of playing, and chooses anew),
 * and every chip, coin and end-of-year draw. The same imagined seats and draws serve every candidate, so
 * the comparison is fair; the weakest half of the candidates is dropped as the evidence grows. It decides
 * from its seat's view (protocol.view) only.
 */
import { isRuleError, seededRandom, type Bot, type Random, type Seat, type ThinkingTime } from '../../../core/index.js';
import { applyAction } from '../actions.js';
import { onlyChoiceIsZero } from '../legal.js';
import { choiceOf, drawAll, playToEnd, revealChoices } from '../playout.js';
import { sellFishProtocol, type SellFishSecrets } from '../protocol.js';
import { availableShips, bidCap } from '../year.js';
import type { SellFishIntent, SellFishState } from '../types.js';

type SellFishBot = Bot<SellFishState, SellFishIntent, SellFishSecrets>;

export interface SearchPlan {
  /** Play-outs per candidate when no clock is given (benches and tests: the choice depends on the seed only). */
  readonly playouts: number;
  /** The most a choice thinks (ms on the caller's clock), whatever it is allowed. */
  readonly maxMs: number;
  /** How the searching seat plays on after its candidate, and what it falls back on. */
  readonly self: SellFishBot;
  /** The ways of playing it imagines for the other seats: one drawn per seat for each play-out. */
  readonly rivals: readonly SellFishBot[];
}

/** What a win adds to a play-out's margin (dollars). */
const WIN_BONUS = 10;
/** Bids it always weighs, besides its heuristics' own. */
const BID_GRID = [0, 2, 4, 6, 8, 10, 12, 15, 20];

const key = (intent: SellFishIntent): string => JSON.stringify(intent);

/** The candidates for `seat` now: its heuristics' choices and a grid of the step's values. */
function candidates(state: SellFishState, seat: Seat, plan: SearchPlan, random: Random): SellFishIntent[] {
  // The first is the heuristic's own choice: the one kept unless another is shown better.
  const picked = new Map<string, SellFishIntent>();
  const add = (intent: SellFishIntent): void => void picked.set(key(intent), intent);
  for (const bot of [plan.self, ...plan.rivals]) add(bot.choose(state, seat, random));
  const step = state.sealed?.step;
  if (state.step === 'commit' && step) {
    if (step === 'green' || step === 'blue') {
      const can = availableShips(state, seat, step);
      const stride = Math.max(1, Math.ceil(can / 10));
      for (let ships = 0; ships <= can; ships += stride) add({ type: 'send', ships });
    } else if (step === 'quota') add({ type: 'vote', green: 'none', blue: 'none' });
    else for (const amount of BID_GRID) if (amount <= bidCap(state, seat)) add({ type: 'bid', amount });
  } else if (state.step === 'window') {
    const offer = state.offers.find((o) => o.to === seat);
    if (!offer) return [plan.self.choose(state, seat, random)];
    add({ type: 'accept', offer: offer.id });
    add({ type: 'reject', offer: offer.id });
  } else return [plan.self.choose(state, seat, random)];
  return [...picked.values()];
}

/** `seat`'s margin over the best other seat at the end of one play-out of `intent`; null if a rule refused it. */
export function playout(start: SellFishState, seat: Seat, intent: SellFishIntent, players: readonly SellFishBot[], seed: number): number | null {
  const draws = seededRandom(seed);
  const choices = seededRandom(seed ^ 0x5bd1e995);
  const policy = (s: SellFishState, who: Seat): unknown => (s.step === 'commit' && onlyChoiceIsZero(s, who) ? 0 : choiceOf(players[who]!.choose(s, who, choices)));
  let state: SellFishState;
  if (start.step === 'commit') {
    state = drawAll(revealChoices(start, start.communities.map((_c, who) => (who === seat ? choiceOf(intent) : policy(start, who)))), draws);
  } else {
    const next = applyAction(start, seat, intent);
    if (isRuleError(next)) return null;
    state = drawAll(next, draws);
  }
  state = playToEnd(state, policy, draws);
  if (!state.final) return 0;
  const { total, winners } = state.final;
  return total[seat]! - Math.max(...total.filter((_t, s) => s !== seat)) + (winners.includes(seat) ? WIN_BONUS / winners.length : 0);
}

/** The public state as the search replays it: no seat has committed yet (what others sealed is unknown). */
export function unsealed(state: SellFishState): SellFishState {
  const { own: _own, ...rest } = state as SellFishState & { own?: unknown };
  const sealed = rest.sealed;
  return sealed ? { ...rest, sealed: { ...sealed, commitments: sealed.commitments.map(() => null) } } : rest;
}

/**
 * Plays each of `options` out round by round, every round at one imagined table (`imagine` gives the seats'
 * ways of playing) with one seed for all its draws, until `most` rounds or `late`; the weakest half (never
 * the first option, the fallback) is dropped as the evidence grows. Each option's margins, and those still in.
 */
export function weighOptions(state: SellFishState, seat: Seat, options: readonly SellFishIntent[], imagine: () => readonly SellFishBot[], random: Random, most: number, late: () => boolean): { margins: number[][]; active: number[] } {
  const margins: number[][] = options.map(() => []);
  let active = options.map((_o, i) => i);
  let rounds = 0;
  let pruneAt = 8;
  const mean = (i: number): number => margins[i]!.reduce((a, b) => a + b, 0) / margins[i]!.length;
  while (rounds < most && active.length > 1 && !late()) {
    const players = imagine();
    const seed = random.int(0x7fffffff);
    const round = active.map((i) => playout(state, seat, options[i]!, players, seed) ?? -Infinity);
    if (late() && rounds > 0) break;
    active.forEach((i, n) => margins[i]!.push(round[n]!));
    rounds++;
    if (rounds === pruneAt && active.length > 2) {
      const kept = active.filter((i) => i !== 0).sort((a, b) => mean(b) - mean(a)).slice(0, Math.max(1, Math.ceil(active.length / 2) - 1));
      active = [0, ...kept];
      pruneAt *= 2;
    }
  }
  return { margins, active };
}

/** The mean of `margins`. */
export const meanOf = (margins: readonly number[]): number => margins.reduce((a, b) => a + b, 0) / margins.length;

/** Hard's choice for `seat` from its view. */
export function decideSearch(view: SellFishState, seat: Seat, plan: SearchPlan, random: Random, time?: ThinkingTime): SellFishIntent {
  const state = unsealed(view);
  const options = candidates(state, seat, plan, random);
  if (options.length === 1) return options[0]!;
  const deadline = time ? time.now() + Math.min(time.limitMs, plan.maxMs) : Infinity;
  const late = (): boolean => time !== undefined && time.now() >= deadline;
  // One imagined table a round: the other seats' ways of playing.
  const imagine = () => state.communities.map((_c, who) => (who === seat ? plan.self : random.pick(plan.rivals)));
  const { margins, active } = weighOptions(state, seat, options, imagine, random, time ? Infinity : plan.playouts, late);
  const best = active.reduce((a, b) => (meanOf(margins[b]!) > meanOf(margins[a]!) ? b : a));
  return options[beatsDefault(margins[best]!, margins[0]!, 1, 2) ? best : 0]!;
}

/**
 * Whether a candidate's margins beat the fallback choice's by more than their noise: the mean of the
 * paired differences (the same imagined table each round) above `z` standard errors, over `least` rounds or more.
 */
export function beatsDefault(candidate: readonly number[], fallback: readonly number[], z: number, least: number): boolean {
  const n = candidate.length;
  if (n < least) return false;
  const diffs = candidate.map((m, r) => m - fallback[r]!);
  const mean = meanOf(diffs);
  const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1);
  return mean > z * Math.sqrt(variance / n);
}

/** A searching bot: decides from `protocol.view` of its seat only. */
export function searchingBot(id: string, label: string, plan: SearchPlan): SellFishBot {
  return {
    id,
    label,
    choose: (state, seat, random, secrets, time) => decideSearch(sellFishProtocol.view(state, seat, secrets), seat, plan, random, time),
  };
}
