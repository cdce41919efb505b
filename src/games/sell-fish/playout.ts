/**
 * Play-outs without the protocol, for bots' look-ahead, property tests and the bench: sealed choices
 * are handed in directly (no commitments) and draws come from a seeded source. Never used for a real
 * game, where every choice goes through commitments and every draw through the beacon.
 */
import { isRuleError, type Random, type RuleError, type Seat } from '../../core/index.js';
import { draftOf, stateOf } from './draft.js';
import { resolveDraw, startYear } from './actions.js';
import { applyAction } from './actions.js';
import { forfeitedChoice, isLegalChoice, resolveSealed } from './year.js';
import type { SellFishIntent, SellFishState } from './types.js';

/** Year 1 of a state whose seats have all joined (fair seating skipped). */
export function seatedState(state: SellFishState): SellFishState {
  return state.step === 'seating' ? startYear(state) : state;
}

/** Every seat's sealed choice for the open step at once, as if committed and opened (illegal ones forfeited). */
export function revealChoices(state: SellFishState, values: readonly unknown[]): SellFishState {
  const draft = draftOf(state);
  const sealed = draft.sealed!;
  const opened = values.map((v, seat) => (isLegalChoice(draft, seat, sealed.step, v) ? v : (forfeitedChoice(sealed.step) ?? { forfeited: true })));
  draft.sealed = { ...sealed, opened };
  resolveSealed(draft);
  return stateOf(draft);
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
