/**
 * Ship placement (F-3) by territory: with no nets yet, each cell will most likely end up with the colour
 * whose nearest ship is closer (nets are laid between rival ships). Pick the empty cell that leaves the
 * best count of nearer cells; ties go to `random`.
 */
import type { Random } from '../../../core/index.js';
import { EMPTY, type Position } from '../position.js';

/** Cells nearer to `me`'s ships minus cells nearer to the rival's, by grid (Manhattan) distance. */
function nearerMargin(position: Position, me: number, xs: Int16Array, ys: Int16Array): number {
  const { columns, cellCount } = position.geometry;
  let margin = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const x = cell % columns;
    const y = (cell - x) / columns;
    let mine = 1 << 20;
    let theirs = 1 << 20;
    for (let ship = 0; ship < cellCount; ship++) {
      const colour = position.ships[ship];
      if (colour === EMPTY) continue;
      const distance = Math.abs((xs[ship] as number) - x) + Math.abs((ys[ship] as number) - y);
      if (colour === me) mine = Math.min(mine, distance);
      else theirs = Math.min(theirs, distance);
    }
    if (mine < theirs) margin++;
    else if (theirs < mine) margin--;
  }
  return margin;
}

/** The empty cell with the best territory margin for the player to move. */
export function placementCode(position: Position, random: Random): number {
  const { columns, cellCount } = position.geometry;
  const xs = Int16Array.from({ length: cellCount }, (_, cell) => cell % columns);
  const ys = Int16Array.from({ length: cellCount }, (_, cell) => Math.floor(cell / columns));
  const me = position.turn;
  let best = -Infinity;
  let tied: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (position.ships[cell] !== EMPTY) continue;
    position.ships[cell] = me;
    const value = nearerMargin(position, me, xs, ys);
    position.ships[cell] = EMPTY;
    if (value > best) {
      best = value;
      tied = [cell];
    } else if (value === best) tied.push(cell);
  }
  return random.pick(tied);
}
