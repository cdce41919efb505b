/** Flat Monte Carlo over the root moves: UCB1 spreads a fixed budget of random play-outs over them. */
import type { Random } from '../../../core/index.js';
import { clonePosition, scoreInto, type Position } from '../position.js';
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
 * The moves worth sampling. Random play-outs never punish a pass (a random opponent seldom passes back),
 * but a real opponent ends the game with a pass whenever the board as it stands wins for them (F-5.1).
 * So: pass at once when the opponent has just passed and the board wins for us; never pass while the
 * board loses for us, unless nothing else is legal.
 */
export function candidateCodes(position: Position): number[] {
  const codes = legalCodes(position);
  if (position.phase !== 'nets' || codes.length <= 1) return codes;
  const fish = [0, 0];
  scoreInto(position, fish);
  const blackAhead = (fish[0] as number) > (fish[1] as number);
  const winningNow = (position.turn === 0) === blackAhead; // F-6.5 White wins ties
  if (winningNow && position.passes === 1) return [PASS];
  return winningNow ? codes : codes.filter((code) => code !== PASS);
}

/** The root move with the best mean play-out value after `budget` play-outs, or null when the game is over. */
export function monteCarloCode(position: Position, budget: number, random: Random): number | null {
  const codes = candidateCodes(position);
  if (codes.length === 0) return null;
  if (codes.length === 1) return codes[0] as number;
  const me = position.turn;
  const starts = codes.map((code) => {
    const next = clonePosition(position);
    playCodeInPlace(next, code);
    return next;
  });
  const visits = new Float64Array(codes.length);
  const totals = new Float64Array(codes.length);
  const fish = [0, 0];
  for (let n = 0; n < budget; n++) {
    let pick = 0;
    if (n < codes.length) pick = n;
    else {
      let best = -Infinity;
      const logN = Math.log(n);
      for (let i = 0; i < codes.length; i++) {
        const v = visits[i] as number;
        const ucb = (totals[i] as number) / v + Math.sqrt((0.5 * logN) / v) + random.next() * 1e-9;
        if (ucb > best) {
          best = ucb;
          pick = i;
        }
      }
    }
    const playout = clonePosition(starts[pick] as Position);
    playOutRandomlyInPlace(playout, random, edgePool(playout));
    visits[pick] = (visits[pick] as number) + 1;
    totals[pick] = (totals[pick] as number) + playOutValue(playout, me, fish);
  }
  let bestIndex = 0;
  for (let i = 1; i < codes.length; i++) if ((visits[i] as number) > (visits[bestIndex] as number)) bestIndex = i;
  return codes[bestIndex] as number;
}
