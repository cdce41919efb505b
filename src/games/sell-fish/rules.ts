/**
 * The reducer of SELL.fish: the rules (actions.ts, year.ts, river.ts) joined to fair play (src/fair). Seats
 * join with a beacon anchor; every sealed step collects one commitment per seat before any opening is
 * accepted; whenever the rules owe a draw (an auction tie, a river's coin flips and chips, the end
 * check) the beacon is asked for it and the draw is resolved only once every seat's value is in. When
 * the game ends every seat publishes its audit and `auditGame` replays the whole log.
 */
import { isRuleError, ruleError } from '../../core/index.js';
import type { Duty, Outcome, RuleError, Seat } from '../../core/index.js';
import { applyFairMove, createFair, drawOutput, drawStream, fairDuties, fairSeated, isFairMove, requestAudit, requestFairDraw } from '../../fair/index.js';
import { SELL_FISH_CHAIN_LENGTH } from './data.js';
import { resolveOptions } from './options.js';
import { applyAction, resolveDraw, setupState, startYear } from './actions.js';
import type { SellFishOptions, SellFishState } from './types.js';

/** SF-3 the public initial state: seats must join before year 1 opens. */
export function setup(config: { players: number; options?: Partial<SellFishOptions> }): SellFishState {
  const options = resolveOptions(config.options);
  const fair = createFair({ room: options.room, game: 'sell-fish', seats: config.players, chainLength: SELL_FISH_CHAIN_LENGTH });
  return setupState(config.players, options, fair);
}

/** Starts year 1 once seated, resolves every owed draw whose output is complete, and asks for the audit at the end. */
function settle(start: SellFishState): SellFishState {
  let state = start;
  for (;;) {
    if (state.step === 'seating') {
      if (!fairSeated(state.fair)) break;
      state = keepEvents(state, startYear(state));
      continue;
    }
    if (!state.owed) break;
    const { draw, purpose } = state.owed;
    if (state.fair.beacon.requested < draw) {
      const asked = requestFairDraw(state.fair);
      if (isRuleError(asked)) break; // the chain holds far more draws than ten years can ask for
      state = { ...state, fair: asked.fair };
    }
    const output = drawOutput(state.fair.beacon, draw);
    if (output === null) break;
    state = keepEvents(state, resolveDraw(state, drawStream(output, `sell-fish/y${state.year}/${state.stage}/${purpose}`)));
  }
  if (state.step === 'over' && !state.fair.audit.requested) state = { ...state, fair: requestAudit(state.fair) };
  return state;
}

function keepEvents(before: SellFishState, after: SellFishState): SellFishState {
  return { ...after, events: [...before.events, ...after.events] };
}

export function apply(state: SellFishState, seat: Seat, move: unknown): SellFishState | RuleError {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return ruleError('no-such-seat', `There is no seat ${String(seat)}.`);
  if (isFairMove(move)) {
    const fair = applyFairMove(state.fair, seat, move);
    if (isRuleError(fair)) return fair;
    return settle({ ...state, fair, events: [] });
  }
  const next = applyAction(state, seat, move);
  return isRuleError(next) ? next : settle(next);
}

/** Duties in seat order within each kind: fair-play steps first, then the step the rules wait for. */
export function duties(state: SellFishState): readonly Duty[] {
  const owed = fairDuties(state.fair);
  const sealed = state.sealed;
  switch (state.step) {
    case 'window': {
      // A ready seat still answers the offers made to it (SF-16 #27): it writes next, before the seats
      // still trading, so an offer to it is answered before the window can close.
      const answers = state.ready.flatMap((ready, seat) =>
        ready && state.offers.some((offer) => offer.to === seat) ? [{ seat, kind: 'move' as const, detail: { stage: state.stage, answer: true } }] : [],
      );
      return [...owed, ...answers, ...state.ready.flatMap((ready, seat) => (ready ? [] : [{ seat, kind: 'move' as const, detail: { stage: state.stage } }]))];
    }
    case 'commit':
      return [...owed, ...sealed!.commitments.flatMap((c, seat) => (c === null ? [{ seat, kind: 'commit' as const, detail: { step: sealed!.step } }] : []))];
    case 'reveal':
      return [...owed, ...sealed!.opened.flatMap((v, seat) => (v === null ? [{ seat, kind: 'reveal' as const, detail: { step: sealed!.step } }] : []))];
    case 'attack':
      return [...owed, { seat: state.attack!.queue[0]!, kind: 'move', detail: { attack: state.attack!.river } }];
    default:
      return owed;
  }
}

export function pending(state: SellFishState): readonly Seat[] {
  if (state.step === 'over') return [];
  return [...new Set(duties(state).map((d) => d.seat))].sort((a, b) => a - b);
}

export function outcome(state: SellFishState): Outcome | null {
  return state.final ? { scores: state.final.total, winners: state.final.winners } : null;
}

