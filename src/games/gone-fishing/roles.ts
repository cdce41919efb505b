/** Who is who on a day (GF-3): the Angler and the Fish player, and small state helpers. */
import type { Seat } from '../../core/index.js';
import { FIGURES, type FigureColour, type TileFace } from './data.js';
import { LINES, pierAfter, type Field, type Pier } from './lake.js';
import type { Figure, GoneFishingState } from './types.js';

/** The Angler of the current day (GF-3.1, GF-3.3: the roles swap on day 2), or null before the draw. */
export function anglerOf(state: GoneFishingState): Seat | null {
  if (state.firstAngler === null) return null;
  return state.day === 1 ? state.firstAngler : 1 - state.firstAngler;
}

/** The Fish player of the current day, or null before the draw. */
export function fishOf(state: GoneFishingState): Seat | null {
  const angler = anglerOf(state);
  return angler === null ? null : 1 - angler;
}

/** GF-2.2.5: the pier a figure stands on. */
export function pierOf(figure: Figure): Pier {
  return pierAfter(figure.start, figure.travelled);
}

/** The figures still on the lake (GF-6.1), in colour order. */
export function figuresOnLake(state: GoneFishingState): FigureColour[] {
  return FIGURES.filter((colour) => {
    const figure = state.figures[colour];
    return figure !== null && !figure.home;
  });
}

/** The pier of the active figure this round, or null. */
export function activePier(state: GoneFishingState): Pier | null {
  const figure = state.active === null ? null : state.figures[state.active];
  return figure ? pierOf(figure) : null;
}

/** GF-5.2.1: the fields of the active line that hold a tile (nearest first). */
export function lineFields(state: GoneFishingState): Field[] {
  const pier = activePier(state);
  if (pier === null) return [];
  return (LINES[pier] as readonly Field[]).filter((field) => state.lake[field] !== null);
}

/** The field a tile lies on, or null once it has left the lake. */
export function fieldOfTile(state: GoneFishingState, tile: number): Field | null {
  const field = state.lake.indexOf(tile);
  return field < 0 ? null : field;
}

/** GF-7.1: the Angler's score for a finished day. */
export function dayScore(catchFaces: readonly TileFace[], points: Readonly<Record<TileFace, number>>, specialsLeft: number, penalty: number): number {
  return catchFaces.reduce((sum, face) => sum + points[face], 0) - specialsLeft * penalty;
}
