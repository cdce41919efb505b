/**
 * The Wishes search: each promising action is played out a few turns ahead, every seat choosing by the
 * quick judgement (policy.ts) and every turned-up card imagined from the deck, and the action whose
 * play-outs leave the seat best placed against its strongest rival is chosen. It sees only the public state:
 * the deck is a set and the draws to come are unknown to every seat (W-11), so the play-outs imagine them.
 */
import type { Random, Seat, ThinkingTime } from '../../../core/index.js';
import type { WishesAction, WishesState } from '../types.js';
import { standing } from './evaluate.js';
import { bestJudged, judgeActions, playImagined, type JudgedAction } from './policy.js';

export interface WishesSearchSettings {
  /** Play-outs in all when no clock is given (or the level does not use one). */
  readonly playOuts: number;
  /** With a clock, play out until the thinking time is up instead. */
  readonly timed: boolean;
  /** Actions worth playing out: the best few by the quick judgement. */
  readonly candidates: number;
  /** Turns each play-out looks ahead, counted in rounds of the table. */
  readonly rounds: number;
}

/** `seat`'s standing after `turns` more turns from `state`, every seat playing the quick judgement. */
function playOut(state: WishesState, seat: Seat, turns: number, random: Random): number {
  let s = state;
  for (let turn = 0; turn < turns && s.phase === 'playing' && s.turn !== null; turn++) {
    const judged = judgeActions(s, s.turn, random);
    if (judged.length === 0) break;
    s = bestJudged(judged, random).after;
  }
  return standing(s, seat);
}

/** The searched action for `seat`. */
export function searchAction(state: WishesState, seat: Seat, settings: WishesSearchSettings, random: Random, time?: ThinkingTime): WishesAction {
  const clock = settings.timed ? time : undefined;
  const deadline = clock ? clock.now() + clock.limitMs : Infinity;
  const judged = judgeActions(state, seat, random);
  if (judged.length === 1) return (judged[0] as JudgedAction).action;
  const ranked = [...judged].sort((a, b) => b.value - a.value).slice(0, settings.candidates);
  const totals = new Float64Array(ranked.length);
  const counts = new Float64Array(ranked.length);
  const turns = settings.rounds * state.players;
  const budget = clock ? Number.MAX_SAFE_INTEGER : settings.playOuts;
  for (let n = 0; n < budget; n++) {
    if (clock && clock.now() >= deadline) break;
    const index = n % ranked.length;
    const entry = ranked[index] as JudgedAction;
    // A fresh imagined draw for the action itself on every visit after the first.
    const start = n < ranked.length ? entry.after : (playImagined(state, seat, entry.action, random) ?? entry.after);
    totals[index] = (totals[index] as number) + playOut(start, seat, turns - 1, random);
    counts[index] = (counts[index] as number) + 1;
  }
  let chosen = 0;
  let best = -Infinity;
  ranked.forEach((_, index) => {
    const count = counts[index] as number;
    if (count === 0) return;
    const mean = (totals[index] as number) / count;
    if (mean > best) {
      best = mean;
      chosen = index;
    }
  });
  return (ranked[chosen] as JudgedAction).action;
}
