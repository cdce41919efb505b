/** What a bot thinks a position is worth: the exact score (F-6) and a territory estimate for open play. */
import { EMPTY, labelRegions, scoreInto, type Position } from '../position.js';
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

interface Scratch {
  label: Int16Array;
  black: Int16Array;
  white: Int16Array;
  distance: Int16Array[];
  queue: Uint16Array;
}
const scratches = new Map<number, Scratch>();
function scratchFor(cells: number): Scratch {
  let scratch = scratches.get(cells);
  if (!scratch) {
    scratch = {
      label: new Int16Array(cells),
      black: new Int16Array(cells),
      white: new Int16Array(cells),
      distance: [new Int16Array(cells), new Int16Array(cells)],
      queue: new Uint16Array(cells),
    };
    scratches.set(cells, scratch);
  }
  return scratch;
}

/** Breadth-first distances from every ship of `colour` across open edges (32767 where unreachable). */
function distancesFrom(position: Position, colour: Colour, distance: Int16Array, queue: Uint16Array): void {
  const { ships, nets, geometry } = position;
  const { neighbourStart, neighbourCell, neighbourEdge, cellCount } = geometry;
  distance.fill(32767);
  let tail = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    if (ships[cell] === colour) {
      distance[cell] = 0;
      queue[tail++] = cell;
    }
  }
  for (let head = 0; head < tail; head++) {
    const cell = queue[head] as number;
    const next = (distance[cell] as number) + 1;
    for (let i = neighbourStart[cell] as number, end = neighbourStart[cell + 1] as number; i < end; i++) {
      if (nets[neighbourEdge[i] as number] !== EMPTY) continue;
      const to = neighbourCell[i] as number;
      if ((distance[to] as number) <= next) continue;
      distance[to] = next;
      queue[tail++] = to;
    }
  }
}

/**
 * Expected fish margin for `me`. A region holding one colour's ships is that colour's for good (any later
 * split keeps only that colour's ships in each part). In a mixed region each cell is counted for the colour
 * whose nearest ship is closer, half each on equal distance: nets tend to follow those lines.
 */
export function territoryMargin(position: Position, me: Colour): number {
  const { cellCount } = position.geometry;
  const scratch = scratchFor(cellCount);
  const { label, black, white, distance, queue } = scratch;
  const regionCount = labelRegions(position, label);
  black.fill(0, 0, regionCount);
  white.fill(0, 0, regionCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const ship = position.ships[cell];
    if (ship === EMPTY) continue;
    const region = label[cell] as number;
    if (ship === 0) black[region] = (black[region] as number) + 1;
    else white[region] = (white[region] as number) + 1;
  }
  const fromBlack = distance[0] as Int16Array;
  const fromWhite = distance[1] as Int16Array;
  distancesFrom(position, 0, fromBlack, queue);
  distancesFrom(position, 1, fromWhite, queue);
  let blackMinusWhite = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const region = label[cell] as number;
    const b = black[region] as number;
    const w = white[region] as number;
    if (b > 0 && w === 0) blackMinusWhite += 1;
    else if (w > 0 && b === 0) blackMinusWhite -= 1;
    else if (b > 0) {
      const db = fromBlack[cell] as number;
      const dw = fromWhite[cell] as number;
      if (db < dw) blackMinusWhite += 1;
      else if (dw < db) blackMinusWhite -= 1;
    }
  }
  return me === 0 ? blackMinusWhite : -blackMinusWhite;
}
