/**
 * The rules as a pure reducer, apart from where randomness comes from: `setupState` (SF-3),
 * `applyAction` for a player's move, and `resolveDraw` for the beacon draw the rules wait for (auction
 * ties, a river's inspections and chips, the end check). game.ts joins them to fair play.
 */
import { isRuleError, ruleError } from '../../core/index.js';
import type { RuleError, Seat } from '../../core/index.js';
import { blame, openCommitment, registerCommitment, type FairState } from '../../fair/index.js';
import type { DrawSource } from './bags.js';
import { SEAT_NAMES } from './data.js';
import { draftOf, stateOf, type Draft } from './draft.js';
import { parseAction } from './moves.js';
import { resolveOptions } from './options.js';
import { attackShips, usableChips } from './river.js';
import { answerOffer, makeOffer } from './trade.js';
import { afterAttack, closeWindow, forfeitedChoice, isLegalChoice, openWindow, resolveOwedDraw, resolveSealed, stagesOf } from './year.js';
import type { SellFishOptions, SellFishState, SealedStep } from './types.js';

/** SF-3 the table before seating: $20 and the starting ships each, markers on their start positions. */
export function setupState(players: number, options: Partial<SellFishOptions> | undefined, fair: FairState): SellFishState {
  if (!Number.isInteger(players) || players < 2 || players > 6) throw new RangeError(`sell-fish seats 2–6 players, not ${players}`);
  const o = resolveOptions(options);
  return {
    players,
    options: o,
    year: 1,
    stage: 'auction-1',
    step: 'seating',
    rivers: { green: { position: o.startPositions.green, quota: null }, blue: { position: o.startPositions.blue, quota: null } },
    threatSince: null,
    communities: Array.from({ length: players }, () => ({
      money: o.amounts.startMoney,
      ships: o.startingShips[players]!,
      leased: 0,
      leaseNext: 0,
      sent: { green: 0, blue: 0 },
      fishing: { green: 0, blue: 0 },
      caughtBefore: false,
      attackChips: [],
    })),
    ready: Array<boolean>(players).fill(false),
    offers: [],
    nextOffer: 0,
    sealed: null,
    tie: null,
    owed: null,
    attack: null,
    fair,
    history: [],
    final: null,
    events: [],
  };
}

/** Once every seat has joined, year 1 opens with the window before its first auction. */
export function startYear(state: SellFishState): SellFishState {
  const draft = draftOf(state);
  openWindow(draft, stagesOf(draft)[0]!);
  return stateOf(draft);
}

/** The commitment purpose of `seat`'s choice in `step` of `year`, e.g. "y3:auction-1:2". */
export function purposeOf(year: number, step: SealedStep, seat: Seat): string {
  return `y${year}:${step}:${seat}`;
}

/** A seat's display name. */
export function nameOf(seat: Seat): string {
  return SEAT_NAMES[seat] ?? `Seat ${seat + 1}`;
}

/** `seat`'s game move (everything but fair-play steps), or a RuleError; `state` is never changed. */
export function applyAction(state: SellFishState, seat: Seat, input: unknown): SellFishState | RuleError {
  const move = parseAction(input);
  if (isRuleError(move)) return move;
  if (state.step === 'over') return ruleError('game-over', 'The game is over.');
  if (state.step === 'seating') return ruleError('waiting-for-seats', 'Wait until every seat has joined.');
  // A seat getting ready while others still trade changes one flag: no working copy needed.
  if (move.type === 'ready' && state.step === 'window' && !state.ready[seat] && state.ready.some((r, s) => !r && s !== seat)) {
    return { ...state, ready: state.ready.map((r, s) => r || s === seat), events: [] };
  }
  const draft = draftOf(state);
  let error: RuleError | null = null;
  switch (move.type) {
    case 'ready':
      if (draft.step !== 'window') return ruleError('no-window', 'There is no trade window open.');
      if (draft.ready[seat]) return ruleError('already-ready', 'You are ready already.');
      draft.ready[seat] = true;
      if (draft.ready.every(Boolean)) closeWindow(draft);
      break;
    case 'offer':
      error = makeOffer(draft, seat, move);
      break;
    case 'accept':
    case 'reject':
      error = answerOffer(draft, seat, move);
      break;
    case 'commit':
      error = commitChoice(draft, seat, move.commitment);
      break;
    case 'open':
      error = openChoice(draft, seat, move.value, move.nonce);
      break;
    case 'attack':
      error = attack(draft, seat, move.targets);
      break;
  }
  return error ?? stateOf(draft);
}

function commitChoice(draft: Draft, seat: Seat, commitment: string): RuleError | null {
  const sealed = draft.sealed;
  if (draft.step !== 'commit' || !sealed) return ruleError('nothing-to-commit', 'No sealed step is waiting for commitments.');
  if (sealed.commitments[seat] !== null) return ruleError('already-committed', 'You have committed your choice for this step already.');
  const fair = registerCommitment(draft.fair, seat, purposeOf(draft.year, sealed.step, seat), commitment);
  if (isRuleError(fair)) return fair;
  draft.fair = fair;
  const commitments = sealed.commitments.map((c, s) => (s === seat ? commitment : c));
  draft.sealed = { ...sealed, commitments };
  if (commitments.every((c) => c !== null)) draft.step = 'reveal';
  return null;
}

function openChoice(draft: Draft, seat: Seat, value: unknown, nonce: string): RuleError | null {
  const sealed = draft.sealed;
  if (draft.step !== 'reveal' || !sealed) return ruleError('nothing-to-open', 'Openings come once every seat has committed.');
  if (sealed.opened[seat] !== null) return ruleError('already-open', 'Your choice for this step is open already.');
  const purpose = purposeOf(draft.year, sealed.step, seat);
  const opened = openCommitment(draft.fair, seat, purpose, { value, nonce });
  if (isRuleError(opened)) {
    if (opened.code === 'opening-mismatch') {
      return ruleError('opening-mismatch', `${nameOf(seat)}'s opening does not match its commitment for ${purpose}: refused.`);
    }
    return opened;
  }
  draft.fair = opened.fair;
  let choice: unknown = opened.value;
  if (!isLegalChoice(draft, seat, sealed.step, choice)) {
    // The opening matches, but the sealed choice broke the rules: the seat is named and its choice counts as none.
    draft.fair = blame(draft.fair, seat, 'illegal-choice', `${nameOf(seat)} committed ${JSON.stringify(choice)}, which is not a legal choice for ${purpose}.`);
    choice = forfeitedChoice(sealed.step);
  }
  // Null marks "not opened", so a forfeited ballot is kept as a value that counts for nothing.
  const opened2 = sealed.opened.map((v, s) => (s === seat ? (choice ?? { forfeited: true }) : v));
  draft.sealed = { ...sealed, opened: opened2 };
  if (opened2.every((v) => v !== null)) resolveSealed(draft);
  return null;
}

function attack(draft: Draft, seat: Seat, targets: readonly Seat[]): RuleError | null {
  const step = draft.attack;
  if (draft.step !== 'attack' || !step || step.queue[0] !== seat) return ruleError('not-your-attack', 'It is not your turn to use attack chips.');
  const chips = usableChips(draft, seat, step.river).length;
  if (targets.length > chips) return ruleError('not-enough-chips', `You hold ${chips} attack chip${chips === 1 ? '' : 's'} for this river.`);
  for (let victim = 0; victim < draft.players; victim++) {
    const count = targets.filter((t) => t === victim).length;
    if (count > draft.communities[victim]!.fishing[step.river]) return ruleError('no-ship-to-attack', `${nameOf(victim)} has not that many ships fishing in this river.`);
  }
  if (targets.some((t) => t >= draft.players)) return ruleError('no-such-seat', 'A target is a seat of the table.');
  attackShips(draft, seat, targets);
  afterAttack(draft);
  return null;
}

/** The owed draw resolved with `source` (uniform integers from its beacon output). */
export function resolveDraw(state: SellFishState, source: DrawSource): SellFishState {
  if (!state.owed) throw new Error('no draw is owed');
  const draft = draftOf(state);
  resolveOwedDraw(draft, source);
  return stateOf(draft);
}
