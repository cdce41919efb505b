/**
 * The Wishes search: each promising action is played out a few turns ahead, every seat choosing by the
 * quick judgement (policy.ts) and every turned-up card imagined from the deck, and the action whose
 * play-outs leave the seat best placed against its strongest rival is chosen. It sees only the public state:
 * the deck is a set and the draws to come are unknown to every seat (W-11), so the play-outs imagine them.
 *
 * The actions are compared fairly: in each round of play-outs every action still in the race meets the
 * same imagined future (the same draws turn by turn), so the difference between two actions is the
 * action's, not the luck of the deck's; an action clearly behind the leader by those paired differences
 * leaves the race, and the time left goes to the rest.
 */
import { seededRandom, type Random, type Seat, type ThinkingTime } from '../../../core/index.js';
import type { WishesAction, WishesState } from '../types.js';
import { standing } from './evaluate.js';
import { bestJudged, judgeAlike, playImagined, type JudgedAction } from './policy.js';

export interface WishesSearchSettings {
  /** Rounds of play-outs (every action in the race once each) when no clock is given. */
  readonly playOuts: number;
  /** With a clock, play out until the thinking time is up instead. */
  readonly timed: boolean;
  /** Actions worth playing out: the best few by the quick judgement. */
  readonly candidates: number;
  /** Turns each play-out looks ahead, counted in rounds of the table. */
  readonly rounds: number;
}

/** How far (in standard errors of the paired difference) an action must trail the leader to leave the race. */
const DROP_Z = 2.5;
/** Rounds of play-outs before any action may leave the race. */
const FIRST_DROP = 12;

/** A seed for turn `turn` of the imagined future `future`: every action in the race meets the same draws. */
function turnSeed(future: number, turn: number): number {
  return (Math.imul(future, 0x9e3779b1) + Math.imul(turn + 1, 0x85ebca6b)) >>> 0;
}

/**
 * When the search must stop: `deadline` by the `now()` clock, minus the slowest play-out turn seen so far
 * (a wish with many ways to make it can take some ms), so no turn begun in time ends past the limit.
 */
export interface SearchClock {
  readonly now: () => number;
  readonly deadline: number;
  slowestTurn: number;
}

/** Whether a play-out turn begun at `now` may end past the deadline. */
function outOfTime(clock: SearchClock, now: number): boolean {
  return now + clock.slowestTurn >= clock.deadline;
}

/**
 * `seat`'s standing after `turns` more turns from `state` in imagined future `future`, every seat playing the
 * quick judgement; null when `clock` runs out on the way.
 */
function playOut(state: WishesState, seat: Seat, turns: number, future: number, clock: SearchClock | undefined): number | null {
  let s = state;
  let started = clock ? clock.now() : 0;
  for (let turn = 0; turn < turns && s.phase === 'playing' && s.turn !== null; turn++) {
    if (clock) {
      const now = clock.now();
      if (turn > 0) clock.slowestTurn = Math.max(clock.slowestTurn, now - started);
      if (outOfTime(clock, now)) return null;
      started = now;
    }
    const draws = seededRandom(turnSeed(future, turn));
    const judged = judgeAlike(s, s.turn, draws);
    if (judged.length === 0) break;
    s = bestJudged(judged, draws).after;
  }
  return standing(s, seat);
}

/** Each action's standings, one a round of play-outs (every round on its own imagined future), and which are still in the race. */
export interface Race {
  readonly scores: number[][];
  readonly racing: boolean[];
  /** Whole rounds played. */
  readonly rounds: number;
}

/**
 * Plays `actions` of `seat` out for `raceRounds` rounds or until `clock` runs out: in each round every action in
 * the race meets the same imagined future, and one that clearly trails the leader leaves; the race ends when
 * one action is left.
 */
export function raceActions(
  state: WishesState,
  seat: Seat,
  actions: readonly WishesAction[],
  settings: Pick<WishesSearchSettings, 'rounds'>,
  random: Random,
  raceRounds: number,
  clock?: SearchClock,
): Race {
  const scores: number[][] = actions.map(() => []);
  const racing = actions.map(() => true);
  const turns = settings.rounds * state.players - 1;
  let done = 0;
  search: for (let round = 0; round < raceRounds; round++) {
    const future = random.int(0x7fffffff);
    const results: number[] = [];
    for (let i = 0; i < actions.length; i++) {
      if (!racing[i]) continue;
      if (clock && outOfTime(clock, clock.now())) break search;
      const start = playImagined(state, seat, actions[i] as WishesAction, seededRandom(turnSeed(future, -1)));
      const score = start ? playOut(start, seat, turns, future, clock) : -Infinity;
      if (score === null) break search;
      results[i] = score;
    }
    // Only whole rounds count, so every action in the race is measured on the same futures.
    for (let i = 0; i < actions.length; i++) if (racing[i]) (scores[i] as number[]).push(results[i] as number);
    done++;
    if (done >= FIRST_DROP && done % 4 === 0) {
      dropTrailing(scores, racing);
      // One action left: it is the choice, however long the race would go on.
      if (racing.filter(Boolean).length === 1) break;
    }
  }
  return { scores, racing, rounds: done };
}

/** The searched action for `seat`. */
export function searchAction(state: WishesState, seat: Seat, settings: WishesSearchSettings, random: Random, time?: ThinkingTime): WishesAction {
  // The deadline counts from here, so the quick judgement of every action is part of the thinking time,
  // and keeps a little in hand (0.5 %, at most 5 ms) for what a play-out does besides its turns.
  const clock: SearchClock | undefined =
    settings.timed && time ? { now: time.now, deadline: time.now() + time.limitMs - Math.min(5, 0.005 * time.limitMs), slowestTurn: 0 } : undefined;
  const ranked = judgeAlike(state, seat, random)
    .sort((a, b) => b.value - a.value)
    .slice(0, settings.candidates);
  if (ranked.length === 1) return (ranked[0] as JudgedAction).action;
  const race = raceActions(state, seat, ranked.map((entry) => entry.action), settings, random, clock ? Number.MAX_SAFE_INTEGER : settings.playOuts, clock);
  if (race.rounds === 0) return (ranked[0] as JudgedAction).action;
  return (ranked[leaderOf(race.scores, race.racing)] as JudgedAction).action;
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The racing action with the best mean (every racing action has a score for every round played). */
function leaderOf(scores: readonly number[][], racing: readonly boolean[]): number {
  let leader = -1;
  let best = -Infinity;
  scores.forEach((values, i) => {
    if (!racing[i]) return;
    const m = mean(values);
    if (m > best) {
      best = m;
      leader = i;
    }
  });
  return leader;
}

/** Actions that trail the leader by more than DROP_Z standard errors of their paired differences leave the race. */
function dropTrailing(scores: readonly number[][], racing: boolean[]): void {
  const leader = leaderOf(scores, racing);
  const top = scores[leader] as number[];
  const done = top.length;
  scores.forEach((values, i) => {
    if (!racing[i] || i === leader) return;
    let sum = 0;
    let squares = 0;
    for (let r = 0; r < done; r++) {
      const d = (top[r] as number) - (values[r] as number);
      sum += d;
      squares += d * d;
    }
    const m = sum / done;
    const variance = Math.max(0, squares / done - m * m) / (done - 1);
    if (m > DROP_Z * Math.sqrt(variance) + 1e-9) racing[i] = false;
  });
}
