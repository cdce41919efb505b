/** A narrow alpha-beta search over move codes: every move is scored statically, only the best few are searched deeper. */
import type { Random } from '../../../core/index.js';
import { clonePosition, type Position } from '../position.js';
import { finalValue, territoryMargin } from './evaluate.js';
import { legalCodes, playCodeInPlace } from './moves.js';

/** How far and how wide to look: `depth` plies, the best `width` moves at each searched node. */
export interface SearchLimits {
  readonly depth: number;
  readonly width: number;
}

/** Value of `position` for the player to move: exact when over, else the territory estimate. */
export function staticValue(position: Position): number {
  const mover = position.turn;
  return position.phase === 'over' ? finalValue(position, mover) : territoryMargin(position, mover);
}

interface Child {
  readonly code: number;
  readonly position: Position;
  /** Static value for the player who made the move. */
  readonly value: number;
}

/** Every legal child, best first for the mover; `order` breaks ties (a random permutation at the root). */
function children(position: Position, order?: (codes: number[]) => void): Child[] {
  const codes = legalCodes(position);
  if (order) order(codes);
  const list = codes.map((code) => {
    const next = clonePosition(position);
    playCodeInPlace(next, code);
    // Every move, the game's last pass included, hands the turn to the opponent.
    const value = -staticValue(next);
    return { code, position: next, value };
  });
  list.sort((a, b) => b.value - a.value);
  return list;
}

function negamax(position: Position, depth: number, width: number, alpha: number, beta: number): number {
  if (depth === 0 || position.phase === 'over') return staticValue(position);
  let best = -Infinity;
  const list = children(position);
  for (let i = 0; i < list.length && i < width; i++) {
    const child = list[i] as Child;
    const value = depth === 1 ? child.value : -negamax(child.position, depth - 1, width, -beta, -alpha);
    if (value > best) best = value;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

/** The move code the player to move should make, or null when the game is over. Ties go to `random`. */
export function searchBestCode(position: Position, limits: SearchLimits, random: Random): number | null {
  const list = children(position, (codes) => {
    for (let i = codes.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      const swap = codes[i] as number;
      codes[i] = codes[j] as number;
      codes[j] = swap;
    }
  });
  if (list.length === 0) return null;
  let bestCode = (list[0] as Child).code;
  let alpha = -Infinity;
  for (let i = 0; i < list.length && i < limits.width; i++) {
    const child = list[i] as Child;
    const value = limits.depth <= 1 ? child.value : -negamax(child.position, limits.depth - 1, limits.width, -Infinity, -alpha);
    if (value > alpha) {
      alpha = value;
      bestCode = child.code;
    }
  }
  return bestCode;
}
