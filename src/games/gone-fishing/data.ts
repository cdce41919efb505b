/** Data tables of rules/gone-fishing.md: lake tiles (GF-T1), piers (GF-T2), line cards, specials, helpers. */

/** Every tile face (GF-1.2). A fish's points are its number; trash and the diver score 0. */
export const TILE_FACES = ['fish-1', 'fish-2', 'fish-3', 'fish-4', 'fish-5', 'fish-6', 'trash', 'diver'] as const;
export type TileFace = (typeof TILE_FACES)[number];

/** GF-T1: how many tiles of each face lie in the lake (10 fish, 5 trash, 1 diver). */
export const TILE_COUNTS: Readonly<Record<TileFace, number>> = Object.freeze({
  'fish-1': 2,
  'fish-2': 2,
  'fish-3': 2,
  'fish-4': 2,
  'fish-5': 1,
  'fish-6': 1,
  trash: 5,
  diver: 1,
});

/** GF-T1 / GF-7.1: points of a caught tile. */
export const TILE_POINTS: Readonly<Record<TileFace, number>> = Object.freeze({
  'fish-1': 1,
  'fish-2': 2,
  'fish-3': 3,
  'fish-4': 4,
  'fish-5': 5,
  'fish-6': 6,
  trash: 0,
  diver: 0,
});

/** Display names, e.g. for the log: "Fish 4", "Trash", "Diver". */
export const TILE_NAMES: Readonly<Record<TileFace, string>> = Object.freeze({
  'fish-1': 'Fish 1',
  'fish-2': 'Fish 2',
  'fish-3': 'Fish 3',
  'fish-4': 'Fish 4',
  'fish-5': 'Fish 5',
  'fish-6': 'Fish 6',
  trash: 'Trash',
  diver: 'Diver',
});

/** The 16 tiles of GF-T1 as a list, in face order. */
export const LAKE_TILES: readonly TileFace[] = Object.freeze(
  TILE_FACES.flatMap((face) => Array.from({ length: TILE_COUNTS[face] }, () => face)),
);

/** True for a string naming a tile face. */
export function isTileFace(value: unknown): value is TileFace {
  return typeof value === 'string' && (TILE_FACES as readonly string[]).includes(value);
}

/** GF-2.1.1: the lake is 4 × 4; a field's index is (row − 1) × 4 + (column − 1). */
export const LAKE_SIZE = 4;
export const FIELD_COUNT = 16;

/** GF-2.2.1: 20 piers around the lake. */
export const PIER_COUNT = 20;

/**
 * GF-T2: the fields each pier looks along, as [row, column] at distance 1, 2, 3, 4. Index = pier
 * number; the numbers increase clockwise (GF-2.2.3).
 */
export const PIER_LINES: readonly (readonly (readonly [number, number])[])[] = Object.freeze(
  ([
  [[1, 1], [2, 2], [3, 3], [4, 4]], // P0 top-left corner, main diagonal
  [[1, 1], [2, 1], [3, 1], [4, 1]], // P1 above column 1
  [[1, 2], [2, 2], [3, 2], [4, 2]], // P2 above column 2
  [[1, 3], [2, 3], [3, 3], [4, 3]], // P3 above column 3
  [[1, 4], [2, 4], [3, 4], [4, 4]], // P4 above column 4
  [[1, 4], [2, 3], [3, 2], [4, 1]], // P5 top-right corner, anti-diagonal
  [[1, 4], [1, 3], [1, 2], [1, 1]], // P6 right of row 1
  [[2, 4], [2, 3], [2, 2], [2, 1]], // P7 right of row 2
  [[3, 4], [3, 3], [3, 2], [3, 1]], // P8 right of row 3
  [[4, 4], [4, 3], [4, 2], [4, 1]], // P9 right of row 4
  [[4, 4], [3, 3], [2, 2], [1, 1]], // P10 bottom-right corner, main diagonal
  [[4, 4], [3, 4], [2, 4], [1, 4]], // P11 below column 4
  [[4, 3], [3, 3], [2, 3], [1, 3]], // P12 below column 3
  [[4, 2], [3, 2], [2, 2], [1, 2]], // P13 below column 2
  [[4, 1], [3, 1], [2, 1], [1, 1]], // P14 below column 1
  [[4, 1], [3, 2], [2, 3], [1, 4]], // P15 bottom-left corner, anti-diagonal
  [[4, 1], [4, 2], [4, 3], [4, 4]], // P16 left of row 4
  [[3, 1], [3, 2], [3, 3], [3, 4]], // P17 left of row 3
  [[2, 1], [2, 2], [2, 3], [2, 4]], // P18 left of row 2
  [[1, 1], [1, 2], [1, 3], [1, 4]], // P19 left of row 1
] satisfies [number, number][][]).map((line) => Object.freeze(line.map(([row, column]) => Object.freeze([row, column] as const)))),
);

/** Where each pier sits (GF-T2), for the log: "top-left corner", "above column 2", … */
export const PIER_PLACES: readonly string[] = Object.freeze([
  'top-left corner', 'above column 1', 'above column 2', 'above column 3', 'above column 4',
  'top-right corner', 'right of row 1', 'right of row 2', 'right of row 3', 'right of row 4',
  'bottom-right corner', 'below column 4', 'below column 3', 'below column 2', 'below column 1',
  'bottom-left corner', 'left of row 4', 'left of row 3', 'left of row 2', 'left of row 1',
]);

/** GF-1.3: line card values; a card of value d catches the tile at distance d. */
export const LINE_CARD_VALUES = [1, 2, 3, 4] as const;
export type LineCardValue = (typeof LINE_CARD_VALUES)[number];

/** GF-1.4: the Angler's special cards. */
export const SPECIALS = ['PEEK', 'CALM'] as const;
export type Special = (typeof SPECIALS)[number];

/** GF-1.5 `[house]` variant: the Fish player's helper cards. */
export const HELPERS = ['SWAP', 'SCHOOL', 'MURKY'] as const;
export type Helper = (typeof HELPERS)[number];

/** The two figures (GF-1.1) with their start tiles. */
export const FIGURES = ['red', 'yellow'] as const;
export type FigureColour = (typeof FIGURES)[number];
