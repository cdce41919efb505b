/** Fishery's reducer (rules/fishery.md): setup, apply and the outcome. */
import { isRuleError, type RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { isIntInRange } from '../../core/validate.js';
import { fisheryError } from './types.js';
import { moveError, parseMove } from './moves.js';
import { resolveOptions } from './options.js';
import { applyMoveInPlace, createPosition, positionFromState, returnPosition, scoreInto, stateFromPosition, takePosition } from './position.js';
import { COLOUR_NAMES, type FisheryOptions, type FisheryState } from './types.js';

/** The starting state (F-2): empty board, Black to place the first ship. */
export function setupFishery(options?: Partial<FisheryOptions>): FisheryState {
  return stateFromPosition(createPosition(resolveOptions(options)), null, true);
}

/** The state after `seat` makes `move`, or why not. Never throws; never changes `state`. */
export function applyFishery(state: FisheryState, seat: Seat, move: unknown): FisheryState | RuleError {
  if (state.phase === 'over') return fisheryError('game-over', 'The game is over.');
  if (!isIntInRange(seat, 0, 1)) return fisheryError('not-your-turn', `Seat ${String(seat)} does not play Fishery.`);
  if (seat !== state.turn) return fisheryError('not-your-turn', `It is ${COLOUR_NAMES[state.turn]}'s turn.`);
  const parsed = parseMove(move);
  if (isRuleError(parsed)) return parsed;
  const position = takePosition(state);
  const error = moveError(position, parsed);
  if (error) {
    returnPosition(state, position);
    return error;
  }
  applyMoveInPlace(position, parsed);
  return stateFromPosition(position, { colour: state.turn, move: parsed }, true);
}

/** F-6: final fish [black, white] and the winner, White on a tie (F-6.5); null while playing. */
export function fisheryOutcome(state: FisheryState): { scores: [number, number]; winners: [Seat] } | null {
  if (state.phase !== 'over') return null;
  const fish = [0, 0];
  scoreInto(positionFromState(state), fish);
  const [black, white] = fish as [number, number];
  return { scores: [black, white], winners: [black > white ? 0 : 1] };
}
