/** Board geometry (F-1.2): cells, border cells, internal edges and their names. */
import type { NetSide } from './types.js';

/** Default board size (F-1.2, F-8). */
export const COLUMNS = 9;
export const ROWS = 7;

/** Anything that knows its board size, a FisheryState included. */
export interface BoardSize {
  readonly columns: number;
  readonly rows: number;
}

/** An internal edge: the net space on the east or south side of cell (x, y), between cells `cells`. */
export interface Edge {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly side: NetSide;
  readonly cells: readonly [number, number];
}

/** The cell index of (x, y). */
export function cellIndex(size: BoardSize, x: number, y: number): number {
  return y * size.columns + x;
}

/** The (x, y) of a cell index. */
export function cellXY(size: BoardSize, cell: number): { readonly x: number; readonly y: number } {
  return { x: cell % size.columns, y: Math.floor(cell / size.columns) };
}

/** True when (x, y) is on the board. */
export function onBoard(size: BoardSize, x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < size.columns && y < size.rows;
}

/** True for a cell with a side on the outer rim (F-1.2: 28 on the standard board). */
export function isBorderCell(size: BoardSize, cell: number): boolean {
  const { x, y } = cellXY(size, cell);
  return x === 0 || y === 0 || x === size.columns - 1 || y === size.rows - 1;
}

/** Number of internal edges: (columns − 1) × rows east sides, then columns × (rows − 1) south sides (110). */
export function edgeCount(size: BoardSize): number {
  return (size.columns - 1) * size.rows + size.columns * (size.rows - 1);
}

/**
 * The id of the internal edge on `side` of cell (x, y), or null for a rim edge or a cell off the board.
 * East sides come first (row by row), then south sides.
 */
export function edgeId(size: BoardSize, x: number, y: number, side: NetSide): number | null {
  if (!onBoard(size, x, y)) return null;
  if (side === 'e') return x < size.columns - 1 ? y * (size.columns - 1) + x : null;
  return y < size.rows - 1 ? (size.columns - 1) * size.rows + y * size.columns + x : null;
}

/** The edge with this id (throws RangeError for an id that is not an internal edge: a programmer error). */
export function edgeAt(size: BoardSize, id: number): Edge {
  const east = (size.columns - 1) * size.rows;
  if (!Number.isInteger(id) || id < 0 || id >= edgeCount(size)) throw new RangeError(`no internal edge ${id}`);
  if (id < east) {
    const x = id % (size.columns - 1);
    const y = Math.floor(id / (size.columns - 1));
    const a = cellIndex(size, x, y);
    return { id, x, y, side: 'e', cells: [a, a + 1] };
  }
  const x = (id - east) % size.columns;
  const y = Math.floor((id - east) / size.columns);
  const a = cellIndex(size, x, y);
  return { id, x, y, side: 's', cells: [a, a + size.columns] };
}

/** The two cells an internal edge separates (F-1.2.2). */
export function edgeCells(size: BoardSize, id: number): readonly [number, number] {
  return edgeAt(size, id).cells;
}

/** Every internal edge, in id order (110 on the standard board, F-9 #10). */
export function internalEdges(size: BoardSize): readonly Edge[] {
  return Array.from({ length: edgeCount(size) }, (_, id) => edgeAt(size, id));
}

/** Log name of a cell: column letter and row number, e.g. (2, 3) → "C4" (F-1.2.1). */
export function cellName(x: number, y: number): string {
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}

/** Log name of an edge by its two cells, e.g. "C4–D4". */
export function edgeName(size: BoardSize, id: number): string {
  const [a, b] = edgeCells(size, id);
  const pa = cellXY(size, a);
  const pb = cellXY(size, b);
  return `${cellName(pa.x, pa.y)}–${cellName(pb.x, pb.y)}`;
}
