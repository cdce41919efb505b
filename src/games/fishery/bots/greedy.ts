/** The greedy player: always a move with the best immediate score margin (F-6.2), ties at random. */
import type { Bot, Random } from '../../../core/index.js';
import { clonePosition, positionFromState, type Position } from '../position.js';
import type { FisheryMove, FisheryState } from '../types.js';
import { finalValue, scoreMargin } from './evaluate.js';
import { codeToMove, legalCodes, playCodeInPlace } from './moves.js';

/** The greedy choice as a move code, or null when the game is over. */
export function greedyCode(position: Position, random: Random): number | null {
  const mover = position.turn;
  let best = -Infinity;
  let tied: number[] = [];
  for (const code of legalCodes(position)) {
    const next = clonePosition(position);
    playCodeInPlace(next, code);
    const value = next.phase === 'over' ? finalValue(next, mover) : scoreMargin(next, mover);
    if (value > best) {
      best = value;
      tied = [code];
    } else if (value === best) tied.push(code);
  }
  return tied.length === 0 ? null : random.pick(tied);
}

/** A baseline opponent for tests and the bench; not offered in the app. */
export const greedyBot: Bot<FisheryState, FisheryMove> = {
  id: 'greedy',
  label: 'Greedy',
  choose(state, _seat, random) {
    const position = positionFromState(state);
    const code = greedyCode(position, random);
    return code === null ? { type: 'pass' } : codeToMove(position, code);
  },
};
