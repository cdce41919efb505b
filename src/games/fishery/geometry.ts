/** Precomputed adjacency for the fast rules core: typed arrays, built once per board size. */
import { edgeAt, edgeCount, edgeId, isBorderCell, type BoardSize } from './board.js';

/** Neighbour tables of one board size. Read-only except the BFS scratch buffers. */
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
  /** 1 for a border cell (F-1.2). */
  readonly border: Uint8Array;
  /** Scratch for searches: visit stamps and a stack (searches never nest). */
  readonly visited: Uint32Array;
  readonly stack: Uint16Array;
  stamp: number;
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
    border,
    visited: new Uint32Array(cellCount),
    stack: new Uint16Array(cellCount),
    stamp: 0,
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
