/** F-8 settings: defaults and their checks. */
import { COLUMNS, ROWS } from './board.js';
import type { FisheryOptions } from './types.js';

/** F-8 defaults: 9 × 7 cells, 6 ships and 30 nets each. */
export const DEFAULT_OPTIONS: FisheryOptions = Object.freeze({
  columns: COLUMNS,
  rows: ROWS,
  shipsPerPlayer: 6,
  netsPerPlayer: 30,
});

/** Column letters name the cells, so at most 26 columns; the rows share that bound. */
const MAX_SIDE = 26;
const MAX_NETS = 10_000;

const wholeIn = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/** The defaults overlaid with `options`; throws RangeError for an impossible setting (a programmer error). */
export function resolveOptions(options: Partial<FisheryOptions> | undefined): FisheryOptions {
  const resolved = { ...DEFAULT_OPTIONS, ...options };
  const { columns, rows, shipsPerPlayer, netsPerPlayer } = resolved;
  if (!wholeIn(columns, 2, MAX_SIDE) || !wholeIn(rows, 2, MAX_SIDE)) {
    throw new RangeError(`Fishery needs 2–${MAX_SIDE} columns and rows, got ${columns} × ${rows}`);
  }
  if (!wholeIn(shipsPerPlayer, 1, Math.floor((columns * rows) / 2))) {
    throw new RangeError(`${shipsPerPlayer} ships each do not fit on ${columns * rows} cells`);
  }
  // A supply larger than the board's edges is harmless; the bound only keeps counts small integers.
  if (!wholeIn(netsPerPlayer, 0, MAX_NETS)) throw new RangeError(`a supply of ${netsPerPlayer} nets is out of range`);
  return Object.freeze({ columns, rows, shipsPerPlayer, netsPerPlayer });
}
