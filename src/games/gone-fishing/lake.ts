/** Lake geometry (GF-2): fields, piers, lines and tile slides (GF-5.5). */
import { FIELD_COUNT, LAKE_SIZE, PIER_COUNT, PIER_LINES } from './data.js';

/** A field index 0–15 = (row − 1) × 4 + (column − 1) (GF-2.1.1). */
export type Field = number;
/** A pier number 0–19 (GF-T2). */
export type Pier = number;

/** The field at (row, column), both 1–4. */
export function fieldAt(row: number, column: number): Field {
  return (row - 1) * LAKE_SIZE + (column - 1);
}

/** The 1-based row of a field. */
export function rowOf(field: Field): number {
  return Math.floor(field / LAKE_SIZE) + 1;
}

/** The 1-based column of a field. */
export function columnOf(field: Field): number {
  return (field % LAKE_SIZE) + 1;
}

/** The rules' name of a field, e.g. "(2,3)". */
export function fieldName(field: Field): string {
  return `(${rowOf(field)},${columnOf(field)})`;
}

/** GF-2.2.2: the fields pier `pier` looks along, at distance 1 to 4 (index 0 is distance 1). */
export const LINES: readonly (readonly Field[])[] = Object.freeze(
  PIER_LINES.map((line) => Object.freeze(line.map(([row, column]) => fieldAt(row, column)))),
);

/** GF-2.2.4: the distance (1–4) of `field` from `pier`, or 0 when the field is not on its line. */
export function distanceOf(pier: Pier, field: Field): number {
  return (LINES[pier] as readonly Field[]).indexOf(field) + 1;
}

/** GF-2.2.5: the pier a figure stands on after travelling `travelled` piers clockwise from `start`. */
export function pierAfter(start: Pier, travelled: number): Pier {
  return (start + travelled) % PIER_COUNT;
}

/** Piers whose lines contain `field` (4 for most fields, 6 on a diagonal). */
export const PIERS_OF_FIELD: readonly (readonly Pier[])[] = Object.freeze(
  Array.from({ length: FIELD_COUNT }, (_, field) =>
    Object.freeze(LINES.flatMap((line, pier) => (line.includes(field) ? [pier] : []))),
  ),
);

/** A tile slide (GF-5.5.1): straight up, down, left or right by one or more fields. */
export interface Slide {
  readonly from: Field;
  readonly to: Field;
}

/**
 * The fields a slide from `from` to `to` passes over and stops on, or null when the two are not in
 * one row or column (GF-5.5.1, GF-5.5.3: a turn makes two moves).
 */
export function slidePath(from: Field, to: Field): Field[] | null {
  if (from === to) return null;
  const sameRow = rowOf(from) === rowOf(to);
  const sameColumn = columnOf(from) === columnOf(to);
  if (!sameRow && !sameColumn) return null;
  const step = sameRow ? Math.sign(to - from) : Math.sign(to - from) * LAKE_SIZE;
  const path: Field[] = [];
  for (let f = from + step; ; f += step) {
    path.push(f);
    if (f === to) return path;
  }
}

/** GF-5.5.2: every field the slide passes over and the field where it stops must be empty. */
export function isSlideOpen(lake: readonly (number | null)[], from: Field, to: Field): boolean {
  if (lake[from] === null || lake[from] === undefined) return false;
  const path = slidePath(from, to);
  return path !== null && path.every((f) => lake[f] === null);
}

/** Every slide possible on `lake` (empty on a full lake, GF-5.5.5). */
export function openSlides(lake: readonly (number | null)[]): Slide[] {
  const slides: Slide[] = [];
  for (let from = 0; from < FIELD_COUNT; from++) {
    if (lake[from] === null) continue;
    for (const step of [-1, 1, -LAKE_SIZE, LAKE_SIZE]) {
      for (let to = from + step; to >= 0 && to < FIELD_COUNT; to += step) {
        // Horizontal steps must stay in the row.
        if (Math.abs(step) === 1 && rowOf(to) !== rowOf(from)) break;
        if (lake[to] !== null) break;
        slides.push({ from, to });
      }
    }
  }
  return slides;
}
