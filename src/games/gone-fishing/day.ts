/** A day from set-up to audit (GF-3, GF-4, GF-6, GF-7), and the fresh state of the game. */
import { isRuleError, type RuleError, type Seat } from '../../core/index.js';
import { goneFishingError } from './types.js';
import { FIELD_COUNT, HELPERS, LAKE_TILES, SPECIALS, TILE_POINTS, type TileFace } from './data.js';
import { blame, createFair, registerCommitment, requestAudit } from '../../fair/index.js';
import { GAME_ID, openTile, tilePurpose } from './crypto.js';
import { anglerOf, dayScore } from './roles.js';
import type { Cheat, GoneFishingOptions, GoneFishingState, Opening, TileStep } from './types.js';

/** The game needs one shared random draw: the day-1 Angler (GF-9.2). */
export const BEACON_DRAWS = 1;

export const FRESH_TILE_STEP: TileStep = Object.freeze({ slides: 0, school: false, swap: false });

/** The game before anyone is seated. */
export function initialState(options: GoneFishingOptions, room: string): GoneFishingState {
  return {
    options,
    fair: createFair({ room, game: GAME_ID, seats: 2, chainLength: BEACON_DRAWS }),
    phase: 'seating',
    firstAngler: null,
    ...freshDay(options, 1),
    days: [],
    cheat: null,
  };
}

/** GF-3.3 / GF-4: everything a day starts with, before the lake is laid. */
function freshDay(options: GoneFishingOptions, day: 1 | 2) {
  return {
    day,
    round: 0,
    lake: Array.from({ length: FIELD_COUNT }, () => null),
    revealed: Array.from({ length: FIELD_COUNT }, () => null),
    figures: { red: null, yellow: null },
    active: null,
    lineCards: [1, 2, 3, 4].map(() => options.lineCardsPerValue),
    specials: [...SPECIALS],
    helpers: options.fishHelpers === 'on' ? [...HELPERS] : [],
    shown: null,
    murky: false,
    catching: null,
    peeked: null,
    tileStep: FRESH_TILE_STEP,
    sealed: [],
    checked: 0,
    catch: [],
  } as const;
}

/** The first day begins with `angler` fishing (GF-3.2). */
export function beginFirstDay(state: GoneFishingState, angler: Seat): GoneFishingState {
  return { ...state, firstAngler: angler, phase: 'lay-lake' };
}

/** GF-6.3: both figures have left; the Fish player now opens every tile still unopened. */
export function endDay(state: GoneFishingState): GoneFishingState {
  return { ...state, phase: 'audit', active: null, shown: null, catching: null, peeked: null, tileStep: FRESH_TILE_STEP };
}

/** The game ends at once against `cheat.seat`, with why (issue 5 item 2); src/fair's audit names it too. */
export function caught(state: GoneFishingState, cheat: Cheat): GoneFishingState {
  return { ...state, phase: 'over', cheat, fair: blame(state.fair, cheat.seat, cheat.code, cheat.reason) };
}

/** GF-4.1: the Fish player's 16 commitments, one per tile id; tile i starts on field i. */
export function layLake(state: GoneFishingState, fish: Seat, commitments: readonly string[]): GoneFishingState | RuleError {
  let fair = state.fair;
  for (let tile = 0; tile < commitments.length; tile++) {
    const registered = registerCommitment(fair, fish, tilePurpose(state.day, tile), commitments[tile]);
    if (isRuleError(registered)) return registered;
    fair = registered;
  }
  return { ...state, fair, phase: 'place-figures', lake: Array.from({ length: FIELD_COUNT }, (_, field) => field) };
}

/** The multiset check of the audit: the 16 faces are exactly GF-T1. */
export function isLakeSet(faces: readonly TileFace[]): boolean {
  if (faces.length !== LAKE_TILES.length) return false;
  return [...faces].sort().join() === [...LAKE_TILES].sort().join();
}

/**
 * The end-of-day audit: openings of every tile not yet opened publicly, each checked against its
 * commitment; then the 16 faces must be GF-T1, and no show may have broken GF-5.2.4. A failed check
 * ends the game against the Fish player; an incomplete list is refused.
 */
export function applyAudit(state: GoneFishingState, fish: Seat, openings: readonly Opening[]): GoneFishingState | RuleError {
  const owed = state.revealed.flatMap((face, tile) => (face === null ? [tile] : []));
  const given = openings.map((o) => o.tile);
  if (given.length !== owed.length || new Set(given).size !== given.length || !given.every((t) => owed.includes(t))) {
    return goneFishingError('audit-incomplete', `The audit must open exactly the tiles ${owed.join(', ')}, each once.`);
  }
  const faces = [...state.revealed];
  let fair = state.fair;
  for (const opening of openings) {
    const opened = openTile({ ...state, fair }, fish, opening.tile, opening.face, opening.nonce);
    if (opened === 'mismatch') {
      return caught(state, { seat: fish, code: 'audit-opening-mismatch', reason: `At the day-${state.day} audit the opening of tile ${opening.tile} does not match its commitment.` });
    }
    if (isRuleError(opened)) return opened;
    fair = opened;
    faces[opening.tile] = opening.face;
  }
  const all = faces as TileFace[];
  if (!isLakeSet(all)) {
    return caught(state, { seat: fish, code: 'audit-wrong-tiles', reason: `The day-${state.day} lake was not the 16 tiles of GF-1.2.` });
  }
  // GF-5.2.4, checked again now that every face is public.
  const diverShown = state.sealed.find((s) => s.kind === 'show' && all[s.tile] === 'diver' && s.lineTiles > 1);
  if (diverShown) {
    return caught(state, { seat: fish, code: 'diver-shown', reason: `In round ${diverShown.round} of day ${state.day} the diver was shown while other tiles were on the line (GF-5.2.4).` });
  }
  const angler = anglerOf(state) as Seat;
  const result = {
    day: state.day,
    angler,
    catch: state.catch,
    specialsLeft: state.specials.length,
    score: dayScore(state.catch, TILE_POINTS, state.specials.length, state.options.unusedSpecialPenalty),
    faces: all,
  };
  const audited = { ...state, fair, revealed: all, days: [...state.days, result] };
  // After day 2 every seat publishes its fair-play audit (src/fair) before the game is over.
  if (state.day === 2) return { ...audited, phase: 'closing', fair: requestAudit(fair) };
  return { ...audited, ...freshDay(state.options, 2), phase: 'lay-lake' };
}

/** Each seat's total (GF-7.3): the score of the day it was the Angler. */
export function totals(state: GoneFishingState): [number, number] {
  const scores: [number, number] = [0, 0];
  for (const day of state.days) scores[day.angler === 1 ? 1 : 0] += day.score;
  return scores;
}

/** GF-7.3, GF-7.4 and a caught cheat: scores and winners once the game is over, else null. */
export function outcomeOf(state: GoneFishingState): { scores: [number, number]; winners: Seat[] } | null {
  if (state.phase !== 'over') return null;
  const scores = totals(state);
  if (state.cheat) return { scores, winners: [1 - state.cheat.seat] };
  const first = state.firstAngler ?? 0;
  const [a, b] = scores;
  const winner = a === b ? first : a > b ? 0 : 1; // GF-7.4: a tie goes to the day-1 Angler
  return { scores, winners: [winner] };
}
