/** What a seat knows about the faces, for the bots: the Angler from public facts and its notes, the Fish player everything. */
import { FIELD_COUNT, LAKE_TILES, PIER_COUNT, TILE_POINTS, type TileFace } from '../data.js';
import { keptOpening } from '../crypto.js';
import { LINES, pierAfter, type Field, type Pier } from '../lake.js';
import { figuresOnLake } from '../roles.js';
import type { GoneFishingSecrets, GoneFishingState } from '../types.js';

/** The Angler's belief about each tile id still in the lake. */
export interface AnglerBelief {
  /** Known face by tile id (opened publicly, or shown/peeked to the Angler this day), else null. */
  readonly known: readonly (TileFace | null)[];
  /** Expected points of a tile whose face is unknown (the mean of the faces not yet accounted for). */
  readonly unknownMean: number;
  /** Chance that an unknown tile is the diver. */
  readonly unknownDiver: number;
  /** Per field, how likely an unknown tile there is a good fish, relative to the others (1 = no view). */
  readonly fieldWeight: readonly number[];
  /** Number of unknown tiles in the lake. */
  readonly unknownCount: number;
}

/** How an Angler reads the lake: how many rounds it remembers what it saw, and where it expects fish. */
export interface AnglerMind {
  /** Rounds a sighting stays in mind (Infinity: every one this day). */
  readonly memoryRounds: number;
  /** Per field, the weight of an unknown tile's worth if the Fish player shelters its fish, held as far as the catches bear it out (null: every field alike). */
  readonly fieldPrior: readonly number[] | null;
  /**
   * Points a pier is worth: per pier walked past, and per pier a catch carries the figure on (0: the catch's
   * move is not counted). A figure fishes from at most 19 piers a day and each catch moves it by the card's
   * value, so twelve casts need nearly every pier.
   */
  readonly pierCost: { readonly walk: number; readonly catchMove: number };
}

export const TRACKING_MIND: AnglerMind = { memoryRounds: Infinity, fieldPrior: null, pierCost: { walk: 0.12, catchMove: 0 } };

/** The Angler's belief from the public state and its own notes (never the Fish player's secrets). */
export function anglerBelief(state: GoneFishingState, secrets: GoneFishingSecrets | undefined, mind: AnglerMind = TRACKING_MIND): AnglerBelief {
  const known: (TileFace | null)[] = [...state.revealed];
  for (const note of secrets?.notes ?? []) if (note.day === state.day && state.round - note.round < mind.memoryRounds) known[note.tile] = note.face;
  // The faces not yet accounted for are the faces of the unknown tiles still in the lake.
  const pool = [...LAKE_TILES];
  known.forEach((face) => {
    if (face === null) return;
    const i = pool.indexOf(face);
    if (i >= 0) pool.splice(i, 1);
  });
  const unknownCount = state.lake.filter((tile) => tile !== null && known[tile] === null).length;
  const total = pool.reduce((sum, face) => sum + TILE_POINTS[face], 0);
  return {
    known,
    unknownMean: pool.length ? total / pool.length : 0,
    unknownDiver: pool.length && pool.includes('diver') ? 1 / pool.length : 0,
    unknownCount,
    fieldWeight: priorWeights(state, known, mind.fieldPrior),
  };
}

/** Chance that a field holds a fish when it was laid, for a Fish player who shelters its fish and for one who lays at random. */
const SHELTERED_FISH = { busy: 0.28, quiet: 0.97 } as const;
const RANDOM_FISH = 10 / 16;
/** Odds, before any catch, that the Fish player shelters its fish: even. */
const SHELTER_ODDS = 1;

/**
 * How likely the Fish player sheltered its fish off the busy fields, from the tiles caught so far: a tile's
 * id is the field it was laid on (GF-4.1), and the Angler chose where to cast, so each catch is a fair
 * sample of what that field held.
 */
export function shelterChance(state: GoneFishingState, prior: readonly number[]): number {
  let odds = SHELTER_ODDS;
  state.revealed.forEach((face, tile) => {
    if (face === null) return;
    const fish = face !== 'trash' && face !== 'diver';
    const sheltered = (prior[tile] as number) < 1 ? SHELTERED_FISH.busy : SHELTERED_FISH.quiet;
    odds *= fish ? sheltered / RANDOM_FISH : (1 - sheltered) / (1 - RANDOM_FISH);
  });
  return odds / (1 + odds);
}

/** The prior's weights, as far as the catches bear it out, rescaled to average 1 over the fields holding unknown tiles. */
function priorWeights(state: GoneFishingState, known: readonly (TileFace | null)[], fieldPrior: readonly number[] | null): number[] {
  const weights = new Array<number>(FIELD_COUNT).fill(1);
  if (!fieldPrior) return weights;
  const belief = shelterChance(state, fieldPrior);
  const prior = fieldPrior.map((weight) => 1 + belief * (weight - 1));
  let sum = 0;
  let count = 0;
  for (let field = 0; field < FIELD_COUNT; field++) {
    const tile = state.lake[field];
    if (tile === null || tile === undefined || known[tile] !== null) continue;
    sum += prior[field] as number;
    count++;
  }
  if (count === 0 || sum <= 0) return weights;
  for (let field = 0; field < FIELD_COUNT; field++) weights[field] = ((prior[field] as number) * count) / sum;
  return weights;
}

/** Expected points of the tile on `field` under a belief (0 for an empty field). */
export function expectedPoints(state: GoneFishingState, belief: AnglerBelief, field: Field): number {
  const tile = state.lake[field];
  if (tile === null || tile === undefined) return 0;
  const face = belief.known[tile];
  return face ? TILE_POINTS[face] : belief.unknownMean * (belief.fieldWeight[field] as number);
}

/** The Fish player's faces by field (null: empty), from its secrets. */
export function fishFaces(state: GoneFishingState, secrets: GoneFishingSecrets | undefined): (TileFace | null)[] {
  return state.lake.map((tile) => (tile === null || !secrets ? null : (keptOpening(state, secrets.fair, tile)?.face ?? null)));
}

/**
 * How exposed each field is to the Angler's next casts: for every figure still out, each pier it can
 * still reach, weighted by `decay` per pier ahead (an Angler rarely walks far in one step); a field
 * counts when its distance still has a line card.
 */
export function exposure(state: GoneFishingState, decay = 0.8): number[] {
  const weights = new Array<number>(FIELD_COUNT).fill(0);
  for (const colour of figuresOnLake(state)) {
    const figure = state.figures[colour]!;
    for (let ahead = 1; figure.travelled + ahead < PIER_COUNT; ahead++) {
      const pier: Pier = pierAfter(figure.start, figure.travelled + ahead);
      const w = decay ** (ahead - 1);
      (LINES[pier] as readonly Field[]).forEach((field, i) => {
        if ((state.lineCards[i] ?? 0) > 0) weights[field]! += w;
      });
    }
  }
  return weights;
}
