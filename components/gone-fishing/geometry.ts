// Where things sit on the Gone Fishing board, in board units: the 4 × 4 lake (GF-2.1) of FIELD-unit
// fields from (0, 0) to (400, 400), ringed by the 20 piers (GF-2.2, GF-T2). Piers and fields share one
// 6 × 6 grid, so the keyboard cursor walks piers and fields alike: the corners are the diagonal piers,
// the other edge squares the row and column piers, the inner 4 × 4 the fields. Geometry only.
import { LAKE_SIZE, PIER_COUNT, type Field, type Pier } from '../../src/games/gone-fishing/index.js';

/** Side of a field in board units. */
export const FIELD = 100;
/** Side of the lake. */
export const LAKE = FIELD * LAKE_SIZE;
/** How far a pier's centre sits outside the lake's edge. */
export const PIER_GAP = 64;
/** The last grid index (the grid runs 0–5). */
const EDGE = LAKE_SIZE + 1;

/** Something a pointer or the cursor can point at. */
export type BoardTarget = { readonly kind: 'pier'; readonly pier: Pier } | { readonly kind: 'field'; readonly field: Field };

/** A point in board units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The grid square (0–5, 0–5) of pier `pier`, clockwise from the top-left corner (GF-2.2.3). */
export function pierGrid(pier: Pier): { readonly gx: number; readonly gy: number } {
  const side = LAKE_SIZE + 1; // piers from one corner to the next
  const along = pier % side;
  switch (Math.floor(pier / side)) {
    case 0:
      return { gx: along, gy: 0 }; // P0 corner, P1–P4 above the columns
    case 1:
      return { gx: EDGE, gy: along }; // P5 corner, P6–P9 right of the rows
    case 2:
      return { gx: EDGE - along, gy: EDGE }; // P10 corner, P11–P14 below the columns
    default:
      return { gx: 0, gy: EDGE - along }; // P15 corner, P16–P19 left of the rows
  }
}

const gridCoordinate = (g: number): number => (g === 0 ? -PIER_GAP : g === EDGE ? LAKE + PIER_GAP : (g - 0.5) * FIELD);

/** The centre of pier `pier`. */
export function pierPoint(pier: Pier): Point {
  const { gx, gy } = pierGrid(pier);
  return { x: gridCoordinate(gx), y: gridCoordinate(gy) };
}

/** The centre of field `field`. */
export function fieldPoint(field: Field): Point {
  return { x: ((field % LAKE_SIZE) + 0.5) * FIELD, y: (Math.floor(field / LAKE_SIZE) + 0.5) * FIELD };
}

/** The unit direction from pier `pier` towards the lake (diagonal for the corner piers). */
export function pierHeading(pier: Pier): Point {
  const { gx, gy } = pierGrid(pier);
  const dx = gx === 0 ? 1 : gx === EDGE ? -1 : 0;
  const dy = gy === 0 ? 1 : gy === EDGE ? -1 : 0;
  const length = Math.hypot(dx, dy);
  return { x: dx / length, y: dy / length };
}

/** The target on grid square (gx, gy), or null off the grid. */
export function targetAtGrid(gx: number, gy: number): BoardTarget | null {
  if (gx < 0 || gy < 0 || gx > EDGE || gy > EDGE) return null;
  if (gx > 0 && gx < EDGE && gy > 0 && gy < EDGE) return { kind: 'field', field: (gy - 1) * LAKE_SIZE + (gx - 1) };
  for (let pier = 0; pier < PIER_COUNT; pier++) {
    const grid = pierGrid(pier);
    if (grid.gx === gx && grid.gy === gy) return { kind: 'pier', pier };
  }
  return null;
}

/** The grid square of a target. */
export function gridOf(target: BoardTarget): { readonly gx: number; readonly gy: number } {
  if (target.kind === 'pier') return pierGrid(target.pier);
  return { gx: (target.field % LAKE_SIZE) + 1, gy: Math.floor(target.field / LAKE_SIZE) + 1 };
}

/** The cursor after one arrow-key step; it stays put at the grid's edge. */
export function stepTarget(from: BoardTarget, dx: number, dy: number): BoardTarget {
  const { gx, gy } = gridOf(from);
  return targetAtGrid(gx + dx, gy + dy) ?? from;
}

/** True when two targets are the same pier or field. */
export function sameTarget(a: BoardTarget | null, b: BoardTarget | null): boolean {
  if (!a || !b) return a === b;
  return a.kind === 'pier' ? b.kind === 'pier' && a.pier === b.pier : b.kind === 'field' && a.field === b.field;
}
