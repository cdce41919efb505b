/** Precomputed adjacency for the fast rules core: typed arrays, built once per board size. */
import { edgeAt, edgeCount, edgeId, isBorderCell, type BoardSize } from './board.js';

/** No ship / no net in a typed-array slot of a position. */
export const EMPTY = -1;

/** Neighbour tables of one board size. Read-only except the search scratch buffers. */
export interface Geometry {
  readonly columns: number;
  readonly rows: number;
  readonly cellCount: number;
  readonly edgeCount: number;
  /** The two cells of each internal edge. */
  readonly edgeA: Uint16Array;
  readonly edgeB: Uint16Array;
  /** Neighbours of cell c are at [neighbourStart[c], neighbourStart[c + 1]) of neighbourCell / neighbourEdge. */
  readonly neighbourStart: Uint16Array;
  readonly neighbourCell: Uint16Array;
  readonly neighbourEdge: Uint16Array;
  /**
   * Per edge, two detours of three edges round the unit squares on either side of it (−1 where the square
   * is off the board): when one detour has no nets the edge's cells stay connected.
   */
  readonly detours: Int16Array;
  /** The two grid points each edge runs between (index vy * (columns + 1) + vx). */
  readonly edgeEnds: Uint16Array;
  /** 1 for a grid point on the outer rim. */
  readonly rimPoint: Uint8Array;
  /** 1 for a border cell (F-1.2). */
  readonly border: Uint8Array;
  /** Scratch for searches (they never nest): visit stamps and two queues. */
  readonly visited: Uint32Array;
  readonly stack: Uint16Array;
  readonly queue: Uint16Array;
  stamp: number;
  /** Scratch of the last split found by cut.ts: which queue holds the cut-off part, its size, ships, border cells. */
  part: Uint16Array;
  partSize: number;
  partShips: number;
  partBorder: number;
  /** Scratch for scoring, one slot per region label. */
  readonly labelSize: Int16Array;
  readonly labelBalance: Int16Array;
}

const cache = new Map<string, Geometry>();

/** The geometry of a board size, cached. */
export function geometryOf(size: BoardSize): Geometry {
  const key = `${size.columns}x${size.rows}`;
  const known = cache.get(key);
  if (known) return known;
  const { columns, rows } = size;
  const cellCount = columns * rows;
  const edges = edgeCount(size);
  const edgeA = new Uint16Array(edges);
  const edgeB = new Uint16Array(edges);
  for (let id = 0; id < edges; id++) {
    const [a, b] = edgeAt(size, id).cells;
    edgeA[id] = a;
    edgeB[id] = b;
  }
  const neighbourStart = new Uint16Array(cellCount + 1);
  const neighbourCell: number[] = [];
  const neighbourEdge: number[] = [];
  const border = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    neighbourStart[cell] = neighbourCell.length;
    const x = cell % columns;
    const y = (cell - x) / columns;
    const links: [number, number | null][] = [
      [cell + 1, edgeId(size, x, y, 'e')],
      [cell + columns, edgeId(size, x, y, 's')],
      [cell - 1, x > 0 ? edgeId(size, x - 1, y, 'e') : null],
      [cell - columns, y > 0 ? edgeId(size, x, y - 1, 's') : null],
    ];
    for (const [next, edge] of links) {
      if (edge === null) continue;
      neighbourCell.push(next);
      neighbourEdge.push(edge);
    }
    border[cell] = isBorderCell(size, cell) ? 1 : 0;
  }
  neighbourStart[cellCount] = neighbourCell.length;
  const points = (columns + 1) * (rows + 1);
  const rimPoint = new Uint8Array(points);
  for (let point = 0; point < points; point++) {
    const vx = point % (columns + 1);
    const vy = (point - vx) / (columns + 1);
    rimPoint[point] = vx === 0 || vy === 0 || vx === columns || vy === rows ? 1 : 0;
  }
  const edgeEnds = new Uint16Array(edges * 2);
  for (let id = 0; id < edges; id++) {
    const { x, y, side } = edgeAt(size, id);
    // An east side runs down from the cell's top-right corner; a south side runs right from its bottom-left.
    const start = side === 'e' ? y * (columns + 1) + x + 1 : (y + 1) * (columns + 1) + x;
    edgeEnds[id * 2] = start;
    edgeEnds[id * 2 + 1] = side === 'e' ? start + columns + 1 : start + 1;
  }
  const detours = new Int16Array(edges * 6).fill(-1);
  for (let id = 0; id < edges; id++) {
    const { x, y, side } = edgeAt(size, id);
    // East edge: round the square above or below; south edge: round the square left or right.
    const squares: [number, number, number, number, number, number][] =
      side === 'e'
        ? [
            [x, y - 1, x, y - 1, x + 1, y - 1],
            [x, y, x, y + 1, x + 1, y],
          ]
        : [
            [x - 1, y, x - 1, y, x - 1, y + 1],
            [x, y, x + 1, y, x, y + 1],
          ];
    squares.forEach(([ax, ay, bx, by, cx, cy], k) => {
      // Sides: first and third cross the edge's direction; the middle one runs parallel to it.
      const first = side === 'e' ? edgeId(size, ax, ay, 's') : edgeId(size, ax, ay, 'e');
      const middle = side === 'e' ? edgeId(size, bx, by, 'e') : edgeId(size, bx, by, 's');
      const third = side === 'e' ? edgeId(size, cx, cy, 's') : edgeId(size, cx, cy, 'e');
      if (first === null || middle === null || third === null) return;
      detours.set([first, middle, third], id * 6 + k * 3);
    });
  }
  const geometry: Geometry = {
    columns,
    rows,
    cellCount,
    edgeCount: edges,
    edgeA,
    edgeB,
    neighbourStart,
    neighbourCell: Uint16Array.from(neighbourCell),
    neighbourEdge: Uint16Array.from(neighbourEdge),
    detours,
    edgeEnds,
    rimPoint,
    border,
    visited: new Uint32Array(cellCount),
    stack: new Uint16Array(cellCount),
    queue: new Uint16Array(cellCount),
    stamp: 0,
    part: new Uint16Array(0),
    partSize: 0,
    partShips: 0,
    partBorder: 0,
    labelSize: new Int16Array(cellCount),
    labelBalance: new Int16Array(cellCount),
  };
  cache.set(key, geometry);
  return geometry;
}

/** A fresh visit stamp; clears the scratch only when the counter wraps. */
export function nextStamp(geometry: Geometry): number {
  if (geometry.stamp >= 0xfffffff0) {
    geometry.visited.fill(0);
    geometry.stamp = 0;
  }
  geometry.stamp += 1;
  return geometry.stamp;
}
