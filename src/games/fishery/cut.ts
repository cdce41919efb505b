/**
 * F-4.4: does a new net split its region, and is each part still a fishery (F-4.2 ship, F-4.3 rim)?
 * Only the two cells beside the net need checking, because the board already keeps F-4.2/F-4.3 (F-4.5).
 */
import { EMPTY, nextStamp } from './geometry.js';
import type { Position } from './position.js';

/** Verdicts of `netVerdict`. */
export const NET_LEGAL = 0;
export const NET_LEAVES_NO_SHIP = 1;
export const NET_LEAVES_NO_RIM = 2;
export type NetVerdict = typeof NET_LEGAL | typeof NET_LEAVES_NO_SHIP | typeof NET_LEAVES_NO_RIM;

/** True when one of the two unit squares beside `edge` has no net on its other three sides. */
function detourOpen(position: Position, edge: number): boolean {
  const { detours } = position.geometry;
  const { nets } = position;
  for (let k = edge * 6; k < edge * 6 + 6; k += 3) {
    const first = detours[k] as number;
    if (first >= 0 && nets[first] === EMPTY && nets[detours[k + 1] as number] === EMPTY && nets[detours[k + 2] as number] === EMPTY) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a net on the empty `edge` would split its region. The search runs from both cells at once, one
 * cell each in turn, so it stops when the searches meet (no split) or when the smaller part runs out (a
 * split): the work is bounded by twice the smaller part. On a split the part is left in the geometry
 * scratch (`part`, `partSize`, `partShips`, `partBorder`).
 */
export function findSplit(position: Position, edge: number): boolean {
  if (detourOpen(position, edge)) return false;
  const geometry = position.geometry;
  const { visited, stack: fromA, queue: fromB, neighbourStart, neighbourCell, neighbourEdge } = geometry;
  const { nets } = position;
  const stampA = nextStamp(geometry);
  const stampB = nextStamp(geometry);
  const a = geometry.edgeA[edge] as number;
  const b = geometry.edgeB[edge] as number;
  visited[a] = stampA;
  visited[b] = stampB;
  fromA[0] = a;
  fromB[0] = b;
  let headA = 0;
  let tailA = 1;
  let headB = 0;
  let tailB = 1;
  for (;;) {
    if (headA === tailA) return keepPart(position, fromA, tailA);
    let cell = fromA[headA++] as number;
    for (let i = neighbourStart[cell] as number, end = neighbourStart[cell + 1] as number; i < end; i++) {
      const via = neighbourEdge[i] as number;
      if (via === edge || nets[via] !== EMPTY) continue;
      const next = neighbourCell[i] as number;
      const seen = visited[next];
      if (seen === stampB) return false;
      if (seen !== stampA) {
        visited[next] = stampA;
        fromA[tailA++] = next;
      }
    }
    if (headB === tailB) return keepPart(position, fromB, tailB);
    cell = fromB[headB++] as number;
    for (let i = neighbourStart[cell] as number, end = neighbourStart[cell + 1] as number; i < end; i++) {
      const via = neighbourEdge[i] as number;
      if (via === edge || nets[via] !== EMPTY) continue;
      const next = neighbourCell[i] as number;
      const seen = visited[next];
      if (seen === stampA) return false;
      if (seen !== stampB) {
        visited[next] = stampB;
        fromB[tailB++] = next;
      }
    }
  }
}

function keepPart(position: Position, cells: Uint16Array, size: number): true {
  const geometry = position.geometry;
  let ships = 0;
  let border = 0;
  for (let i = 0; i < size; i++) {
    const cell = cells[i] as number;
    if (position.ships[cell] !== EMPTY) ships++;
    border += geometry.border[cell] as number;
  }
  geometry.part = cells;
  geometry.partSize = size;
  geometry.partShips = ships;
  geometry.partBorder = border;
  return true;
}

/** F-4.4: whether a net on the empty edge `edge` keeps F-4.2 (checked first) and F-4.3. */
export function netVerdict(position: Position, edge: number): NetVerdict {
  if (!findSplit(position, edge)) return NET_LEGAL;
  const { partShips, partBorder } = position.geometry;
  const label = position.region[position.geometry.edgeA[edge] as number] as number;
  const restShips = (position.regionShips[label] as number) - partShips;
  const restBorder = (position.regionBorder[label] as number) - partBorder;
  if (partShips === 0 || restShips === 0) return NET_LEAVES_NO_SHIP;
  if (partBorder === 0 || restBorder === 0) return NET_LEAVES_NO_RIM;
  return NET_LEGAL;
}
