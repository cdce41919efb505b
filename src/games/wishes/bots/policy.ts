/**
 * A quick judgement of an action for the player making it: how much its own expected final money (worths,
 * evaluate.ts) moves, with a turned-up card imagined uniformly from the deck (nobody knows more, W-11).
 * The search's play-outs and the lower levels choose by it.
 */
import { isRuleError, seededRandom, type Random, type Seat } from '../../../core/index.js';
import { legalActions } from '../legal.js';
import { applyAction, resolveDraw } from '../rules.js';
import type { WishesAction, WishesState } from '../types.js';
import { SOUND_VALUATION, worths, type Valuation } from './evaluate.js';

/** Draws the owed cards uniformly from what remains, as the beacon's draws are. */
export function imagineDraws(state: WishesState, random: Random): WishesState {
  let s = state;
  while (s.owed) s = resolveDraw(s, { int: (bound) => random.int(bound) });
  return s;
}

export interface JudgedAction {
  readonly action: WishesAction;
  /** The state after it, draws imagined. */
  readonly after: WishesState;
  /** The mover's gain in expected final money (a won game counts 1000, a lost one −1000). */
  readonly value: number;
}

/** Every legal action of `seat` with its result and worth to `seat`. */
export function judgeActions(state: WishesState, seat: Seat, random: Random, valuation: Valuation = SOUND_VALUATION): JudgedAction[] {
  const before = worths(state, valuation)[seat] as number;
  return legalActions(state, seat).flatMap((action) => judged(state, seat, action, before, random, valuation) ?? []);
}

/** `action` of `seat` with its result (draws imagined with `draws`) and the change in the seat's worth from `before`. */
function judged(state: WishesState, seat: Seat, action: WishesAction, before: number, draws: Random, valuation: Valuation): JudgedAction | null {
  const next = applyAction(state, seat, action);
  if (isRuleError(next)) return null;
  const after = imagineDraws(next, draws);
  if (after.final) return { action, after, value: after.final.winners.includes(seat) ? 1000 : -1000 };
  return { action, after, value: (worths(after, valuation)[seat] as number) - before };
}

/** The best-judged action (ties at random). */
export function bestJudged(judged: readonly JudgedAction[], random: Random): JudgedAction {
  let best = -Infinity;
  let top: JudgedAction[] = [];
  for (const entry of judged) {
    if (entry.value > best + 1e-9) {
      best = entry.value;
      top = [entry];
    } else if (entry.value > best - 1e-9) top.push(entry);
  }
  return random.pick(top);
}

/** The state after `seat` makes `action`, draws imagined; null if the action is not legal. */
export function playImagined(state: WishesState, seat: Seat, action: WishesAction, random: Random): WishesState | null {
  const next = applyAction(state, seat, action);
  return isRuleError(next) ? null : imagineDraws(next, random);
}

/**
 * Every distinct action of `seat` (a keep into the first empty boat stands for keeps into any), each judged
 * against the same imagined draws, so the judgement compares the actions and not the cards they turn up.
 */
export function judgeAlike(state: WishesState, seat: Seat, random: Random, valuation: Valuation = SOUND_VALUATION): JudgedAction[] {
  const before = worths(state, valuation)[seat] as number;
  const firstEmpty = state.seats[seat]?.boats.indexOf(null) ?? -1;
  const seed = random.int(0x7fffffff);
  return legalActions(state, seat)
    .filter((action) => action.type !== 'keep' || action.boat === undefined || action.boat === firstEmpty)
    .flatMap((action) => judged(state, seat, action, before, seededRandom(seed), valuation) ?? []);
}
