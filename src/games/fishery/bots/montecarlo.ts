/** Flat Monte Carlo over the root moves: a fixed budget of random play-outs, spent by sequential halving. */
import type { Random } from '../../../core/index.js';
import { EMPTY, clonePosition, scoreInto, type Position } from '../position.js';
import { edgePool, playOutRandomlyInPlace } from '../playout.js';
import type { Colour } from '../types.js';
import { PASS, legalCodes, playCodeInPlace } from './moves.js';

/** A play-out's worth for `me`: 1 for a win, 0 for a loss, nudged by the fish margin. */
function playOutValue(position: Position, me: Colour, fish: number[]): number {
  scoreInto(position, fish);
  const black = fish[0] as number;
  const white = fish[1] as number;
  const blackWins = black > white;
  const win = (me === 0) === blackWins ? 1 : 0;
  const margin = me === 0 ? black - white : white - black;
  return win * 0.9 + 0.1 * (0.5 + margin / (2 * position.geometry.cellCount));
}

/**
 * Nets that extend a wall: a net only matters once it is part of a cut from rim to rim (F-1.3), so a
 * net with neither end on the rim or on another net is left out (pass and ships are kept).
 */
export function wallCodes(position: Position, codes: number[]): number[] {
  if (position.phase !== 'nets') return codes;
  const { edgeEnds, rimPoint, edgeCount } = position.geometry;
  const anchored = rimPoint.slice();
  for (let edge = 0; edge < edgeCount; edge++) {
    if (position.nets[edge] === EMPTY) continue;
    anchored[edgeEnds[edge * 2] as number] = 1;
    anchored[edgeEnds[edge * 2 + 1] as number] = 1;
  }
  const kept = codes.filter((code) => code === PASS || anchored[edgeEnds[code * 2] as number] === 1 || anchored[edgeEnds[code * 2 + 1] as number] === 1);
  return kept.length > 0 ? kept : codes;
}

/**
 * The moves worth sampling. Random play-outs never punish a pass (a random opponent seldom passes back),
 * but a real opponent ends the game with a pass whenever the board as it stands wins for them (F-5.1).
 * So: pass at once when the opponent has just passed and the board wins for us; never pass while the
 * board loses for us, unless nothing else is legal.
 */
export function candidateCodes(position: Position): number[] {
  const codes = wallCodes(position, legalCodes(position));
  if (position.phase !== 'nets' || codes.length <= 1) return codes;
  const fish = [0, 0];
  scoreInto(position, fish);
  const blackAhead = (fish[0] as number) > (fish[1] as number);
  const winningNow = (position.turn === 0) === blackAhead; // F-6.5 White wins ties
  if (winningNow && position.passes === 1) return [PASS];
  return winningNow ? codes : codes.filter((code) => code !== PASS);
}

/**
 * The root move with the best mean play-out value, found by sequential halving: each round shares the
 * remaining budget among the moves still in the running, then keeps the better half. Null when the game is over.
 */
export function monteCarloCode(position: Position, budget: number, random: Random): number | null {
  const codes = candidateCodes(position);
  if (codes.length <= 1) return codes[0] ?? null;
  const me = position.turn;
  const starts = codes.map((code) => {
    const next = clonePosition(position);
    playCodeInPlace(next, code);
    return next;
  });
  const visits = new Float64Array(codes.length);
  const totals = new Float64Array(codes.length);
  const fish = [0, 0];
  // A random order first, so that equal means are settled by `random`, not by move order.
  let alive = codes.map((_, index) => index);
  for (let i = alive.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [alive[i], alive[j]] = [alive[j] as number, alive[i] as number];
  }
  let remaining = budget;
  while (alive.length > 1) {
    const rounds = Math.ceil(Math.log2(alive.length));
    const each = Math.max(1, Math.floor(remaining / rounds / alive.length));
    for (const index of alive) {
      for (let n = 0; n < each; n++) {
        const playout = clonePosition(starts[index] as Position);
        playOutRandomlyInPlace(playout, random, edgePool(playout));
        visits[index] = (visits[index] as number) + 1;
        totals[index] = (totals[index] as number) + playOutValue(playout, me, fish);
      }
    }
    remaining -= each * alive.length;
    const mean = (index: number): number => (totals[index] as number) / (visits[index] as number);
    alive = [...alive].sort((a, b) => mean(b) - mean(a)).slice(0, Math.ceil(alive.length / 2));
  }
  return codes[alive[0] as number] as number;
}
