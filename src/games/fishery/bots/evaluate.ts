/** Exact values of a position for the bots: the fish margin now (F-6.2) and the final result (F-6.5). */
import { scoreInto, type Position } from '../position.js';
import type { Colour } from '../types.js';

/** A won or lost finished game outweighs any fish margin. */
export const WIN = 1000;

/** Final value for `me`: ±WIN plus the fish margin, White winning ties (F-6.5). */
export function finalValue(position: Position, me: Colour): number {
  const fish = [0, 0];
  scoreInto(position, fish);
  const margin = (fish[me] as number) - (fish[1 - me] as number);
  const blackWins = (fish[0] as number) > (fish[1] as number);
  const meWins = me === 0 ? blackWins : !blackWins;
  return (meWins ? WIN : -WIN) + margin;
}

/** Fish margin for `me` if the game ended now (F-6.2). */
export function scoreMargin(position: Position, me: Colour): number {
  const fish = [0, 0];
  scoreInto(position, fish);
  return (fish[me] as number) - (fish[1 - me] as number);
}
