/**
 * If Wishes Were Fishes! as a Game: the rules (rules.ts) joined to fair play (src/fair). Seats join with
 * a beacon anchor; whenever the rules owe a draw (W-12) the beacon is asked for it, every seat publishes
 * its chain value, and only when the last value is in is the output known and the card picked
 * uniformly from what remains of the deck. Nobody, not even the last seat to publish, can know a card
 * before its own value is fixed; the end audit replays every draw from the log (`auditGame`).
 */
import { isRuleError, manifestInfo } from '../../core/index.js';
import type { Duty, Game, Outcome, RuleError, Seat, SeatProtocol } from '../../core/index.js';
import {
  answerFairDuty,
  applyFairMove,
  beaconSeated,
  createFair,
  drawOutput,
  drawStream,
  fairDuties,
  fairIdle,
  initialFairSecrets,
  isFairDuty,
  isFairMove,
  observeFair,
  requestAudit,
  requestFairDraw,
  type FairMove,
  type FairSecrets,
} from '../../fair/index.js';
import { describeMove, seatName } from './describe.js';
import { legalActions } from './legal.js';
import { resolveOptions } from './options.js';
import { applyMove, forgoDraw, resolveDraw, seatToAct, setupState } from './rules.js';
import { RULE_ERROR_CODES, wishesError, type WishesAction, type WishesOptions, type WishesState } from './types.js';
import { DEFAULT_OPTIONS } from './data.js';
import { wishesManifest } from './manifest.js';

/** Beacon draws per game: 6 for setup and one per catch (random play-outs: mean 93, longest 167 of 300). */
export const WISHES_CHAIN_LENGTH = 1024;

/** What a seat keeps to itself: only its fair-play secrets (there are no hidden cards, W-11). */
export interface WishesSecrets {
  readonly fair: FairSecrets;
}

/** Every move in the log: a player's action or a fair-play step. */
export type WishesMove = WishesAction | FairMove;

/** W-3 the public initial state: seats must join before the first draw. */
function setup(config: { players: number; options?: Partial<WishesOptions> }): WishesState {
  const options = resolveOptions(config.options);
  const fair = createFair({ room: options.room, game: 'wishes', seats: config.players, chainLength: WISHES_CHAIN_LENGTH });
  return settle(setupState(config.players, options, fair));
}

/**
 * Asks the beacon for the draw the rules owe and resolves every draw whose output is complete, until
 * the rules wait for seats again; asks for the audit once the game is over.
 */
function settle(start: WishesState): WishesState {
  let state = start;
  while (state.owed) {
    const { draw, purpose } = state.owed;
    if (state.fair.beacon.requested < draw) {
      const asked = requestFairDraw(state.fair);
      if (isRuleError(asked)) {
        // Only 'beacon-exhausted': setup needs 6 draws of thousands, so this is always a refill.
        state = forgoDraw(state);
        continue;
      }
      state = { ...state, fair: asked.fair };
    }
    const output = drawOutput(state.fair.beacon, draw);
    if (output === null) break;
    const events = state.events;
    const next = resolveDraw(state, drawStream(output, `wishes/${purpose}`));
    state = { ...next, events: [...events, ...next.events] };
  }
  if (state.phase === 'over' && !state.fair.audit.requested) state = { ...state, fair: requestAudit(state.fair) };
  return state;
}

function apply(state: WishesState, seat: Seat, move: unknown): WishesState | RuleError {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return wishesError('no-such-seat', `There is no seat ${String(seat)}.`);
  if (isFairMove(move)) {
    const fair = applyFairMove(state.fair, seat, move);
    if (isRuleError(fair)) return fair;
    // The last player move's events stay, and the draws this value completes add theirs (a refill).
    return settle({ ...state, fair });
  }
  if (!beaconSeated(state.fair.beacon)) return wishesError('waiting-for-seats', 'Wait until every seat has joined.');
  const next = applyMove(state, seat, move);
  return isRuleError(next) ? next : settle(next);
}

function duties(state: WishesState): readonly Duty[] {
  const owed = fairDuties(state.fair);
  if (!fairIdle(state.fair) || state.owed) return owed;
  const seat = seatToAct(state);
  return seat === null ? owed : [...owed, { seat, kind: 'move' }];
}

function pending(state: WishesState): readonly Seat[] {
  if (state.phase === 'over') return [];
  return [...new Set(duties(state).map((d) => d.seat))].sort((a, b) => a - b);
}

function legalMoves(state: WishesState, seat: Seat): readonly WishesAction[] {
  return fairIdle(state.fair) ? legalActions(state, seat) : [];
}

function outcome(state: WishesState): Outcome | null {
  return state.final ? { scores: state.final.total, winners: state.final.winners } : null;
}

/** The seat's side: intents are player actions; the agent answers joins, beacon values and the audit. */
const protocol: SeatProtocol<WishesState, WishesMove, WishesSecrets, WishesAction, WishesState> = {
  initialSecrets: (seat, entropy) => ({ fair: initialFairSecrets(seat, entropy) }),
  prepare(state, seat, secrets, intent) {
    if (isFairMove(intent)) return wishesError('not-an-intent', 'Fair-play steps are made by the table, not by a player.');
    const next = apply(state, seat, intent);
    return isRuleError(next) ? next : { move: intent, secrets };
  },
  answer(state, _seat, secrets, duty, entropy) {
    if (!isFairDuty(duty)) return null;
    const answered = answerFairDuty(state.fair, secrets.fair, duty, entropy);
    if (!answered) return null;
    // The same secrets object when nothing changed, so a table can tell that the move carries no new secret.
    return { move: answered.move, secrets: answered.secrets === secrets.fair ? secrets : { fair: answered.secrets } };
  },
  observe: (_before, after, _mover, _move, _seat, secrets) => {
    const fair = observeFair(after.fair, secrets.fair);
    return fair === secrets.fair ? secrets : { fair };
  },
  // W-11 everything on the table is public; a seat's secrets reveal nothing about the game.
  view: (state) => state,
  legalIntents: (state, seat) => legalMoves(state, seat),
};

/** If Wishes Were Fishes! for 2–5 players. */
export const wishes: Game<WishesState, WishesMove, WishesOptions, WishesSecrets> = {
  ...manifestInfo(wishesManifest),
  defaultOptions: DEFAULT_OPTIONS,
  errorCodes: RULE_ERROR_CODES,
  setup,
  apply,
  pending,
  duties,
  legalMoves,
  outcome,
  describeMove,
  seatName,
  protocol,
};
