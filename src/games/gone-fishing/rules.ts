/** The pure reducer of Gone Fishing: who may move now, and what a move does (GF-3 to GF-7). */
import { isIntInRange, isRuleError, type Duty, type RuleError, type Seat } from '../../core/index.js';
import { goneFishingError } from './types.js';
import { applyFairMove, auditComplete, drawOutput, fairDuties, fairSeated, randomInt, requestFairDraw } from '../../fair/index.js';
import { applyAudit, beginFirstDay, initialState, layLake } from './day.js';
import { parseMove } from './moves.js';
import { resolveOptions } from './options.js';
import { applyProtest } from './protest.js';
import { anglerOf, fishOf } from './roles.js';
import {
  castLine,
  endTileStep,
  moveFigure,
  openCatch,
  pass,
  placeFigures,
  playCalm,
  playMurky,
  playPeek,
  playSchool,
  playSwap,
  revealPeek,
  showTile,
  slideTile,
} from './round.js';
import type { GoneFishingMove, GoneFishingOptions, GoneFishingState, Phase } from './types.js';

/** Label separating the first-Angler draw from any other use of the beacon output. */
const FIRST_ANGLER_LABEL = 'gone-fishing:first-angler';

/** Options as the table passes them: GF-10 settings plus the room id bound into commitments. */
export type GoneFishingSetupOptions = Partial<GoneFishingOptions> & { readonly room?: string };

/** The public state before anyone is seated. */
export function setupGoneFishing(options?: GoneFishingSetupOptions): GoneFishingState {
  const { room, ...settings } = options ?? {};
  if (room !== undefined && (typeof room !== 'string' || room.length > 200)) throw new RangeError('room must be a string of at most 200 characters');
  return initialState(resolveOptions(settings), room ?? 'local');
}

/** Who acts in each phase: the Angler, the Fish player, the host, or any seat owing a protocol step. */
const MOVER: Record<Phase, 'angler' | 'fish' | 'host' | 'any' | 'none'> = {
  seating: 'any',
  draw: 'any',
  'choose-angler': 'host',
  'lay-lake': 'fish',
  'place-figures': 'angler',
  'move-figure': 'angler',
  show: 'fish',
  act: 'angler',
  'open-catch': 'fish',
  'reveal-peek': 'fish',
  'move-tiles': 'fish',
  audit: 'fish',
  closing: 'any',
  over: 'none',
};

/** The move types each phase accepts. */
const ACCEPTS: Record<Phase, readonly GoneFishingMove['type'][]> = {
  seating: ['join'],
  draw: ['beacon'],
  'choose-angler': ['first-angler'],
  'lay-lake': ['lake'],
  'place-figures': ['figures'],
  'move-figure': ['move-figure'],
  show: ['show', 'murky'],
  act: ['catch', 'peek', 'calm', 'pass'],
  'open-catch': ['open'],
  'reveal-peek': ['peek-reveal'],
  'move-tiles': ['slide', 'school', 'swap', 'done'],
  audit: ['open-lake'],
  closing: ['audit'],
  over: [],
};

/** The seat that must move now in a one-mover phase, or null. */
export function moverOf(state: GoneFishingState): Seat | null {
  switch (MOVER[state.phase]) {
    case 'angler':
      return anglerOf(state);
    case 'fish':
      return fishOf(state);
    case 'host':
      return 0;
    default:
      return null;
  }
}

/** The state after `seat` makes `input`, or why not. Never throws; never changes `state`. */
export function applyGoneFishing(state: GoneFishingState, seat: Seat, input: unknown): GoneFishingState | RuleError {
  if (state.phase === 'over') return goneFishingError('game-over', 'The game is over.');
  if (!isIntInRange(seat, 0, 1)) return goneFishingError('no-such-seat', `There is no seat ${String(seat)}.`);
  const move = parseMove(input);
  if (isRuleError(move)) return move;
  if (move.type === 'protest') return applyProtest(state, seat, move);
  if (!ACCEPTS[state.phase].includes(move.type)) {
    return goneFishingError('wrong-phase', `A "${move.type}" move is not possible now (waiting for: ${state.phase}).`);
  }
  const mover = moverOf(state);
  if (mover !== null && seat !== mover) return goneFishingError('not-your-turn', `It is seat ${mover}'s turn.`);
  return applyInPhase(state, seat, move);
}

function applyInPhase(state: GoneFishingState, seat: Seat, move: GoneFishingMove): GoneFishingState | RuleError {
  switch (move.type) {
    case 'join':
      return join(state, seat, move);
    case 'beacon':
      return beaconValue(state, seat, move);
    case 'first-angler':
      return beginFirstDay(state, move.seat);
    case 'lake':
      return layLake(state, seat, move.commitments);
    case 'figures':
      return placeFigures(state, move.red, move.yellow);
    case 'move-figure':
      return moveFigure(state, move.figure, move.steps);
    case 'show':
      return showTile(state, move.field, move.sealed);
    case 'murky':
      return playMurky(state);
    case 'catch':
      return castLine(state, move.field);
    case 'peek':
      return playPeek(state, move.field);
    case 'calm':
      return playCalm(state);
    case 'pass':
      return pass(state);
    case 'open':
      return openCatch(state, seat, move);
    case 'peek-reveal':
      return revealPeek(state, move.sealed);
    case 'slide':
      return slideTile(state, move.from, move.to);
    case 'school':
      return playSchool(state);
    case 'swap':
      return playSwap(state, move.a, move.b);
    case 'done':
      return endTileStep(state);
    case 'open-lake':
      return applyAudit(state, seat, move.openings);
    case 'audit':
      return closingAudit(state, seat, move);
    case 'protest':
      return applyProtest(state, seat, move);
  }
}

/** Seating (src/fair): a seat publishes its box key and beacon anchor; then the day-1 Angler is drawn or chosen. */
function join(state: GoneFishingState, seat: Seat, move: GoneFishingMove): GoneFishingState | RuleError {
  const fair = applyFairMove(state.fair, seat, move);
  if (isRuleError(fair)) return fair;
  const seated = { ...state, fair };
  if (!fairSeated(fair)) return seated;
  if (state.options.firstAngler === 'host-chooses') return { ...seated, phase: 'choose-angler' };
  const requested = requestFairDraw(fair);
  if (isRuleError(requested)) return requested;
  return { ...seated, phase: 'draw', fair: requested.fair };
}

/** GF-9.2: a beacon value; once both are in, the draw's output picks the day-1 Angler. */
function beaconValue(state: GoneFishingState, seat: Seat, move: GoneFishingMove): GoneFishingState | RuleError {
  const fair = applyFairMove(state.fair, seat, move);
  if (isRuleError(fair)) return fair;
  const output = drawOutput(fair.beacon, 1);
  const next = { ...state, fair };
  return output === null ? next : beginFirstDay(next, randomInt(output, 2, FIRST_ANGLER_LABEL));
}

/** After day 2: a seat's fair-play audit (src/fair); a fault it proves ends the game against its seat. */
function closingAudit(state: GoneFishingState, seat: Seat, move: GoneFishingMove): GoneFishingState | RuleError {
  const fair = applyFairMove(state.fair, seat, move);
  if (isRuleError(fair)) return fair;
  const fault = fair.faults[0];
  if (fault) return { ...state, fair, phase: 'over', cheat: { seat: fault.seat, code: fault.code, reason: fault.reason } };
  return { ...state, fair, phase: auditComplete(fair) ? 'over' : 'closing' };
}

/** What each seat owes now: moves, the Fish player's openings and audit, the Angler's seal checks. */
export function dutiesOf(state: GoneFishingState): Duty[] {
  const angler = anglerOf(state);
  const fish = fishOf(state);
  switch (state.phase) {
    case 'over':
      return [];
    case 'seating':
    case 'draw':
    case 'closing':
      return fairDuties(state.fair);
    case 'choose-angler':
      return [{ seat: 0, kind: 'move' }];
    case 'open-catch':
      return [{ seat: fish!, kind: 'reveal', detail: { tile: state.catching!.tile, to: 'everyone' } }];
    case 'reveal-peek':
      return [{ seat: fish!, kind: 'reveal', detail: { tile: state.lake[state.peeked!]!, to: 'angler' } }];
    case 'audit':
      return [{ seat: fish!, kind: 'audit', detail: { openLake: state.day } }];
    case 'lay-lake':
    case 'show':
    case 'move-tiles':
      return [{ seat: fish!, kind: 'move' }];
    case 'place-figures':
    case 'move-figure':
    case 'act': {
      // Before the Angler moves on, its agent checks every sealed tile it has not yet acted on.
      const checks: Duty[] = state.sealed
        .slice(state.checked)
        .map((_, i) => ({ seat: angler!, kind: 'audit' as const, detail: { sealed: state.checked + i } }));
      return [{ seat: angler!, kind: 'move' }, ...checks];
    }
  }
}

/** Seats that must act now. */
export function pendingOf(state: GoneFishingState): Seat[] {
  return [...new Set(dutiesOf(state).map((d) => d.seat))];
}
