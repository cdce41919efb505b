/**
 * How a seat takes part (src/core SeatProtocol). A player's sealed choice (a bid, a programming, a
 * ballot) becomes a commitment bound to the room, the game, the year, the step and the seat; the
 * opening stays in the seat's secrets until every seat has committed, and then the agent opens it on
 * its own. Seating, beacon values and the end audit go through src/fair. No view holds another seat's
 * unopened choice: the public state has only commitments.
 */
import { isRecord, isRuleError, ruleError } from '../../core/index.js';
import type { Entropy, Prepared, RuleError, Seat, SeatProtocol } from '../../core/index.js';
import { answerFairDuty, commitSecret, initialFairSecrets, isFairDuty, isFairMove, openingOf, type FairMove, type FairSecrets } from '../../fair/index.js';
import { legalIntents, onlyChoiceIsZero } from './legal.js';
import { parseBallot } from './moves.js';
import { applyAction, purposeOf } from './actions.js';
import { availableShips, bidCap, isLegalChoice } from './year.js';
import type { SealedStep, SellFishAction, SellFishIntent, SellFishState } from './types.js';

/** What a seat keeps to itself: its fair-play secrets, which hold the openings of its choices. */
export interface SellFishSecrets {
  readonly fair: FairSecrets;
}

/** Every move in the log: a game move or a fair-play step. */
export type SellFishMove = SellFishAction | FairMove;

/** What a seat sees: the public state and, while its own choice is sealed, that choice. */
export type SellFishView = SellFishState & { readonly own: { readonly step: SealedStep; readonly value: unknown } | null };

type Answer = Prepared<SellFishMove, SellFishSecrets>;

const SEALED_KIND: Readonly<Record<SealedStep, 'bid' | 'send' | 'vote'>> = {
  quota: 'vote',
  'auction-1': 'bid',
  'auction-2': 'bid',
  lease: 'bid',
  green: 'send',
  blue: 'send',
};

/** The value a sealed intent commits to, or a RuleError. */
function sealedValue(state: SellFishState, seat: Seat, intent: Record<string, unknown>): unknown {
  const sealed = state.sealed;
  if (state.step !== 'commit' || !sealed) return ruleError('nothing-to-commit', 'No sealed step is open.');
  if (sealed.commitments[seat] !== null) return ruleError('already-committed', 'Your choice for this step is sealed already.');
  if (SEALED_KIND[sealed.step] !== intent.type) return ruleError('wrong-step', `This step asks for a ${SEALED_KIND[sealed.step]}.`);
  if (onlyChoiceIsZero(state, seat)) return ruleError('automatic-choice', 'Your only choice is 0: your seat commits it on its own (SF-16 #28).');
  const keys = Object.keys(intent).sort().join(',');
  if (intent.type === 'vote') {
    const ballot = keys === 'blue,green,type' ? parseBallot({ green: intent.green, blue: intent.blue }, state.players) : null;
    return ballot ?? ruleError('bad-vote', 'A vote for each river is a whole number 0–99, "none", or a number for every seat.');
  }
  const value = intent.type === 'bid' ? intent.amount : intent.ships;
  if (keys !== (intent.type === 'bid' ? 'amount,type' : 'ships,type') || !isLegalChoice(state as never, seat, sealed.step, value)) {
    return intent.type === 'bid'
      ? ruleError('bad-bid', `A bid is a whole number of dollars from 0 to ${bidCap(state, seat)}.`)
      : ruleError('bad-programming', `You may send 0 to ${availableShips(state, seat, sealed.step as 'green' | 'blue')} ships to this river.`);
  }
  return value;
}

function commitMove(state: SellFishState, seat: Seat, secrets: SellFishSecrets, value: unknown, entropy: Entropy): Answer {
  const purpose = purposeOf(state.year, state.sealed!.step, seat);
  const made = commitSecret(state.fair, secrets.fair, purpose, value as never, entropy);
  return { move: { type: 'commit', commitment: made.commitment }, secrets: { fair: made.secrets } };
}


/** SELL.fish's seat protocol. */
export const sellFishProtocol: SeatProtocol<SellFishState, SellFishMove, SellFishSecrets, SellFishIntent, SellFishView> = {
  initialSecrets: (seat, entropy) => ({ fair: initialFairSecrets(seat, entropy) }),

  prepare(state, seat, secrets, given, entropy): Answer | RuleError {
    const intent: unknown = given;
    if (!isRecord(intent) || typeof intent.type !== 'string') return ruleError('malformed-intent', 'An intent is an object with a type.');
    if (isFairMove(intent) || intent.type === 'commit' || intent.type === 'open') {
      return ruleError('not-an-intent', `"${intent.type}" is a step the seat agent makes, not a player's choice.`);
    }
    if (intent.type === 'bid' || intent.type === 'send' || intent.type === 'vote') {
      const value = sealedValue(state, seat, intent);
      return isRuleError(value) ? value : commitMove(state, seat, secrets, value, entropy);
    }
    const after = applyAction(state, seat, intent);
    return isRuleError(after) ? after : { move: intent as unknown as SellFishAction, secrets };
  },

  answer(state, seat, secrets, duty, entropy) {
    if (duty.seat !== seat) return null;
    if (isFairDuty(duty)) {
      const fair = answerFairDuty(state.fair, secrets.fair, duty, entropy);
      return fair ? { move: fair.move, secrets: fair.secrets === secrets.fair ? secrets : { fair: fair.secrets } } : null;
    }
    if (duty.kind === 'reveal' && state.step === 'reveal' && state.sealed) {
      const opening = openingOf(secrets.fair, purposeOf(state.year, state.sealed.step, seat));
      return opening ? { move: { type: 'open', value: opening.value, nonce: opening.nonce }, secrets } : null;
    }
    if (duty.kind === 'commit' && state.step === 'commit' && onlyChoiceIsZero(state, seat)) return commitMove(state, seat, secrets, 0, entropy);
    return null;
  },

  observe: (_before, _after, _mover, _move, _seat, secrets) => secrets,

  view(state, seat, secrets) {
    const sealed = state.sealed;
    if (seat === null || !secrets || !sealed || sealed.commitments[seat] === null || sealed.opened[seat] !== null) return { ...state, own: null };
    const opening = openingOf(secrets.fair, purposeOf(state.year, sealed.step, seat));
    return { ...state, own: opening ? { step: sealed.step, value: opening.value } : null };
  },

  legalIntents: (state, seat) => legalIntents(state, seat),
};
