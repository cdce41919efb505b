// What a pointer or the keyboard cursor can point at on the Fishery board, and how the keyboard
// cursor walks: cells and net spaces interleaved on a (2·columns − 1) × (2·rows − 1) lattice, a
// 17 × 13 lattice on the standard board. Geometry only; which placements are legal comes in as data.
import type { BoardSize, NetSide } from '../../src/games/fishery/index.js';

/** A cell, or the internal edge on the east or south side of a cell. */
export type BoardTarget =
  | { readonly kind: 'cell'; readonly x: number; readonly y: number }
  | { readonly kind: 'edge'; readonly x: number; readonly y: number; readonly side: NetSide };

/** Which targets the cursor visits: cells only (placing ships) or cells and net spaces. */
export type CursorMode = 'cells' | 'cells-and-edges';

/** The target at lattice point (i, j), or null for a grid-line crossing or a point off the lattice. */
export function targetAtLattice(size: BoardSize, i: number, j: number): BoardTarget | null {
  if (i < 0 || j < 0 || i > 2 * size.columns - 2 || j > 2 * size.rows - 2) return null;
  const oddI = i % 2 === 1;
  const oddJ = j % 2 === 1;
  if (oddI && oddJ) return null;
  if (!oddI && !oddJ) return { kind: 'cell', x: i / 2, y: j / 2 };
  if (oddI) return { kind: 'edge', x: (i - 1) / 2, y: j / 2, side: 'e' };
  return { kind: 'edge', x: i / 2, y: (j - 1) / 2, side: 's' };
}

/** The lattice point of a target. */
export function latticeOf(target: BoardTarget): { readonly i: number; readonly j: number } {
  if (target.kind === 'cell') return { i: 2 * target.x, j: 2 * target.y };
  return target.side === 'e' ? { i: 2 * target.x + 1, j: 2 * target.y } : { i: 2 * target.x, j: 2 * target.y + 1 };
}

/** The centre cell, where the cursor starts. */
export function centreTarget(size: BoardSize): BoardTarget {
  return { kind: 'cell', x: Math.floor(size.columns / 2), y: Math.floor(size.rows / 2) };
}

/**
 * The cursor after one arrow-key step (dx, dy ∈ {−1, 0, 1}). In 'cells' mode it jumps cell to cell; in
 * 'cells-and-edges' mode it steps onto the net space between, skipping grid-line crossings. It stops
 * at the board's edge. An edge target in 'cells' mode first snaps to its west or north cell.
 */
export function stepCursor(size: BoardSize, from: BoardTarget, dx: number, dy: number, mode: CursorMode): BoardTarget {
  const start = mode === 'cells' && from.kind === 'edge' ? ({ kind: 'cell', x: from.x, y: from.y } as const) : from;
  let { i, j } = latticeOf(start);
  const stride = mode === 'cells' ? 2 : 1;
  for (let tries = 0; tries < 2; tries++) {
    i += dx * stride;
    j += dy * stride;
    const target = targetAtLattice(size, i, j);
    if (target) return target;
    if (i < 0 || j < 0 || i > 2 * size.columns - 2 || j > 2 * size.rows - 2) return start;
  }
  return start;
}

/** True when two targets are the same cell or net space. */
export function sameTarget(a: BoardTarget | null, b: BoardTarget | null): boolean {
  if (!a || !b) return a === b;
  return a.kind === b.kind && a.x === b.x && a.y === b.y && (a.kind === 'cell' || (b.kind === 'edge' && a.side === b.side));
}
