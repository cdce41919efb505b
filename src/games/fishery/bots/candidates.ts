/** The moves a search considers: nets that extend a wall, and the pass only where it can make sense. */
import { EMPTY, scoreInto, type Position } from '../position.js';
import { PASS, legalCodes } from './moves.js';

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
