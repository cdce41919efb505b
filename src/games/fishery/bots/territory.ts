/**
 * A position's likely final margin, for the search's leaves. A region held by one colour's ships stays
 * theirs (F-6.2); a region shared by both colours will be cut up between them, so each of its cells is
 * counted for the colour whose nearest ship (walking round the nets) is closer.
 */
import { EMPTY, type Position } from '../position.js';

const NOBODY = 2;

interface Scratch {
  distance: Int16Array;
  owner: Int8Array;
  queue: Uint16Array;
  regionColours: Uint8Array;
}

const scratches = new Map<number, Scratch>();

function scratchFor(cellCount: number): Scratch {
  let scratch = scratches.get(cellCount);
  if (!scratch) {
    scratch = {
      distance: new Int16Array(cellCount),
      owner: new Int8Array(cellCount),
      queue: new Uint16Array(cellCount),
      regionColours: new Uint8Array(cellCount),
    };
    scratches.set(cellCount, scratch);
  }
  return scratch;
}

/** Black's expected fish minus White's, if shared regions end up divided by nearness. */
export function territoryMargin(position: Position): number {
  const { cellCount, neighbourStart, neighbourCell, neighbourEdge } = position.geometry;
  const { ships, nets, region } = position;
  const { distance, owner, queue, regionColours } = scratchFor(cellCount);
  regionColours.fill(0, 0, position.regionCount);
  let tail = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const ship = ships[cell] as number;
    if (ship === EMPTY) {
      distance[cell] = -1;
      owner[cell] = NOBODY;
      continue;
    }
    distance[cell] = 0;
    owner[cell] = ship;
    queue[tail++] = cell;
    const label = region[cell] as number;
    regionColours[label] = (regionColours[label] as number) | (ship === 0 ? 1 : 2);
  }
  // Breadth-first from every ship at once; nets stop the walk, so it never leaves a region.
  for (let head = 0; head < tail; head++) {
    const cell = queue[head] as number;
    const next = (distance[cell] as number) + 1;
    const colour = owner[cell] as number;
    for (let i = neighbourStart[cell] as number, end = neighbourStart[cell + 1] as number; i < end; i++) {
      if (nets[neighbourEdge[i] as number] !== EMPTY) continue;
      const neighbour = neighbourCell[i] as number;
      const seen = distance[neighbour] as number;
      if (seen === -1) {
        distance[neighbour] = next;
        owner[neighbour] = colour;
        queue[tail++] = neighbour;
      } else if (seen === next && owner[neighbour] !== colour) owner[neighbour] = NOBODY;
    }
  }
  let margin = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const colours = regionColours[region[cell] as number] as number;
    if (colours === 1) margin++;
    else if (colours === 2) margin--;
    else if (owner[cell] === 0) margin++;
    else if (owner[cell] === 1) margin--;
  }
  return margin;
}
