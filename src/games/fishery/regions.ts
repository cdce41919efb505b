/** Regions (fisheries) of a position and their scores: F-1.3 and F-6. */
import { edgeId } from './board.js';
import type { Colour, FisheryState, PerColour, Region } from './types.js';

type RegionSource = Pick<FisheryState, 'columns' | 'rows' | 'ships' | 'nets'>;

/** Every region of the board (F-1.3.2), ordered by its smallest cell, with its ships and owner (F-6.2). */
export function regions(state: RegionSource): readonly Region[] {
  const { columns, rows } = state;
  const cellCount = columns * rows;
  const seen = new Uint8Array(cellCount);
  const found: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < cellCount; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    const cells: number[] = [];
    const ships: [number, number] = [0, 0];
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      cells.push(cell);
      const ship = state.ships[cell];
      if (ship === 0 || ship === 1) ships[ship]++;
      const x = cell % columns;
      const y = (cell - x) / columns;
      // F-1.3.1 neighbours are connected when the edge between them has no net.
      const links: [number, number, number | null][] = [
        [x + 1, y, edgeId(state, x, y, 'e')],
        [x, y + 1, edgeId(state, x, y, 's')],
        [x - 1, y, x > 0 ? edgeId(state, x - 1, y, 'e') : null],
        [x, y - 1, y > 0 ? edgeId(state, x, y - 1, 's') : null],
      ];
      for (const [nx, ny, edge] of links) {
        if (edge === null || state.nets[edge] !== null) continue;
        const next = ny * columns + nx;
        if (!seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    cells.sort((a, b) => a - b);
    const [black, white] = ships;
    const owner: Colour | null = black > white ? 0 : white > black ? 1 : null;
    found.push({ cells, ships: [black, white], owner });
  }
  return found;
}

/** Fish each colour scores on this board (F-6.2, F-6.3): [black, white]. */
export function scores(state: RegionSource): PerColour<number> {
  const total: [number, number] = [0, 0];
  for (const region of regions(state)) {
    if (region.owner !== null) total[region.owner] += region.cells.length;
  }
  return total;
}
