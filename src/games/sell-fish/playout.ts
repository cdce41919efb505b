/**
 * Play-outs without the protocol, for bots' look-ahead, property tests and the bench: sealed choices
 * are handed in directly (no commitments) and draws come from a seeded source. Never used for a real
 * game, where every choice goes through commitments and every draw through the beacon.
 */
import { isRuleError, type Random, type RuleError, type Seat } from '../../core/index.js';
import { draftOf, stateOf, type Draft } from './draft.js';
import { resolveDraw, startYear } from './actions.js';
import { applyAction } from './actions.js';
import { closeWindow, forfeitedChoice, isLegalChoice, resolveOwedDraw, resolveSealed } from './year.js';
import type { SellFishIntent, SellFishState } from './types.js';

/** Year 1 of a state whose seats have all joined (fair seating skipped). */
export function seatedState(state: SellFishState): SellFishState {
  return state.step === 'seating' ? startYear(state) : state;
}

/** Every seat's sealed choice for the open step at once, as if committed and opened (illegal ones forfeited). */
export function revealChoices(state: SellFishState, values: readonly unknown[]): SellFishState {
  const draft = draftOf(state);
  openAll(draft, values);
  return stateOf(draft);
}

function openAll(draft: Draft, values: readonly unknown[]): void {
  const sealed = draft.sealed!;
  const opened = values.map((v, seat) => (isLegalChoice(draft, seat, sealed.step, v) ? v : (forfeitedChoice(sealed.step) ?? { forfeited: true })));
  draft.sealed = { ...sealed, opened };
  resolveSealed(draft);
}

/** Resolves owed draws with `random` until the rules wait for players again. */
export function drawAll(state: SellFishState, random: Random): SellFishState {
  let s = state;
  while (s.owed) {
    const events = s.events;
    const next = resolveDraw(s, { int: (bound) => random.int(bound) });
    s = { ...next, events: [...events, ...next.events] };
  }
  return s;
}

/** An intent as a play-out takes it: the sealed value, or the public move. */
export function choiceOf(intent: SellFishIntent): unknown {
  if (intent.type === 'bid') return intent.amount;
  if (intent.type === 'send') return intent.ships;
  if (intent.type === 'vote') return { green: intent.green, blue: intent.blue };
  return intent;
}

/** What a play-out asks of a seat: its sealed choice for the open step, or a public move. */
export type PlayoutPolicy = (state: SellFishState, seat: Seat) => unknown;

/** One step of a play-out: every seat's sealed choice at once, or the first owing seat's public move. */
export function playoutStep(state: SellFishState, policy: PlayoutPolicy, random: Random): SellFishState | RuleError {
  if (state.step === 'commit') {
    const values = state.communities.map((_c, seat) => policy(state, seat));
    return drawAll(revealChoices(state, values), random);
  }
  const seat = state.step === 'attack' ? state.attack!.queue[0]! : state.ready.findIndex((r) => !r);
  const next = applyAction(state, seat, policy(state, seat));
  return isRuleError(next) ? next : drawAll(next, random);
}

const isReady = (move: unknown): boolean => typeof move === 'object' && move !== null && (move as { type?: unknown }).type === 'ready';

/**
 * Plays on from `state` as repeated `playoutStep`s would (the same choices asked in the same order, the same
 * draws), on one working copy changed in place: the searching bots' play-outs. Stops at the end, at a move
 * the rules refuse, or after `steps` steps.
 */
export function playToEnd(state: SellFishState, policy: PlayoutPolicy, random: Random, steps = 5000): SellFishState {
  let draft = draftOf(state);
  const source = { int: (bound: number) => random.int(bound) };
  for (let step = 0; step < steps && draft.step !== 'over'; step++) {
    draft.events = [];
    if (draft.step === 'draw') {
      resolveOwedDraw(draft, source);
      continue;
    }
    if (draft.step === 'commit') {
      const values = draft.communities.map((_c, seat) => policy(draft, seat));
      openAll(draft, values);
      continue;
    }
    const seat = draft.step === 'attack' ? draft.attack!.queue[0]! : draft.ready.findIndex((r) => !r);
    const move = policy(draft, seat);
    if (draft.step === 'window' && isReady(move)) {
      draft.ready[seat] = true;
      if (draft.ready.every(Boolean)) closeWindow(draft);
      continue;
    }
    const next = applyAction(draft, seat, move);
    if (isRuleError(next)) break;
    draft = draftOf(next);
  }
  return stateOf(draft);
}
