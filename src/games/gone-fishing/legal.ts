/** What a seat may do now (the UI's highlights, random bots, property tests). */
import type { Seat } from '../../core/index.js';
import { FIELD_COUNT, FIGURES, PIER_COUNT } from './data.js';
import { keptOpening } from './crypto.js';
import { distanceOf, openSlides, type Field } from './lake.js';
import { moverOf } from './rules.js';
import { activePier, fishOf, lineFields } from './roles.js';
import { canActInTileStep, slidesAllowed } from './round.js';
import type { GoneFishingIntent, GoneFishingMove, GoneFishingSecrets, GoneFishingState, Opening } from './types.js';

/** The intents that carry no secret: identical as intent and as log move. */
type PlainChoice = Extract<GoneFishingIntent, GoneFishingMove>;

/** Every open choice of `seat` that needs no secret (the same as intent and as move). */
export function plainChoices(state: GoneFishingState, seat: Seat): PlainChoice[] {
  if (state.phase === 'over' || moverOf(state) !== seat) return [];
  switch (state.phase) {
    case 'choose-angler':
      return [0, 1].map((s) => ({ type: 'first-angler', seat: s }));
    case 'place-figures': {
      const out: PlainChoice[] = [];
      for (let red = 0; red < PIER_COUNT; red++) {
        for (let yellow = 0; yellow < PIER_COUNT; yellow++) if (red !== yellow) out.push({ type: 'figures', red, yellow });
      }
      return out;
    }
    case 'move-figure':
      // GF-5.1.2: the next 19 − t piers, or home (any larger step is the same as going home, edge case 24).
      return FIGURES.flatMap((figure) => {
        const f = state.figures[figure];
        if (!f || f.home) return [];
        return Array.from({ length: PIER_COUNT - f.travelled }, (_, i) => ({ type: 'move-figure' as const, figure, steps: i + 1 }));
      });
    case 'show':
      return state.helpers.includes('MURKY') ? [{ type: 'murky' }] : [];
    case 'act':
      return actChoices(state);
    case 'move-tiles':
      return tileChoices(state);
    default:
      return [];
  }
}

/** GF-5.3: catch any line tile whose card is left, PEEK any tile, CALM, or pass. */
function actChoices(state: GoneFishingState): PlainChoice[] {
  const pier = activePier(state) as number;
  const out: PlainChoice[] = lineFields(state)
    .filter((field) => (state.lineCards[distanceOf(pier, field) - 1] ?? 0) > 0)
    .map((field) => ({ type: 'catch', field }));
  if (state.specials.includes('PEEK')) {
    for (let field = 0; field < FIELD_COUNT; field++) if (state.lake[field] !== null) out.push({ type: 'peek', field });
  }
  if (state.specials.includes('CALM')) out.push({ type: 'calm' });
  out.push({ type: 'pass' });
  return out;
}

/** GF-5.4: slides while moves are left, SCHOOL and SWAP when allowed, or end the step. */
function tileChoices(state: GoneFishingState): PlainChoice[] {
  if (!canActInTileStep(state)) return [];
  const step = state.tileStep;
  const out: PlainChoice[] = [];
  if (!step.swap && step.slides < slidesAllowed(state)) out.push(...openSlides(state.lake).map((s) => ({ type: 'slide' as const, ...s })));
  if (!step.school && !step.swap && state.helpers.includes('SCHOOL')) out.push({ type: 'school' });
  if (step.slides === 0 && !step.school && !step.swap && state.helpers.includes('SWAP')) {
    const tiles = state.lake.flatMap((tile, field) => (tile === null ? [] : [field]));
    for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) out.push({ type: 'swap', a: tiles[i]!, b: tiles[j]! });
  }
  out.push({ type: 'done' });
  return out;
}

/**
 * Every legal move of `seat` now that can be written without entropy: the plain choices, plus (with the
 * Fish player's secrets) the opening of a caught tile and the day's audit. Moves that need fresh
 * randomness (seating, beacon values, commitments, sealed boxes) come from the seat protocol.
 */
export function legalGoneFishingMoves(state: GoneFishingState, seat: Seat, secrets?: GoneFishingSecrets): GoneFishingMove[] {
  const moves: GoneFishingMove[] = plainChoices(state, seat);
  if (!secrets || seat !== fishOf(state)) return moves;
  if (state.phase === 'open-catch' && state.catching) {
    const kept = keptOpening(state, secrets.fair, state.catching.tile);
    if (kept) moves.push({ type: 'open', tile: state.catching.tile, ...kept });
  }
  if (state.phase === 'audit') {
    const openings = lakeOpenings(state, secrets);
    if (openings) moves.push({ type: 'open-lake', openings });
  }
  return moves;
}

/** The openings of every tile not yet opened this day, from the Fish player's secrets (null if any is missing). */
export function lakeOpenings(state: GoneFishingState, secrets: GoneFishingSecrets): Opening[] | null {
  const openings: Opening[] = [];
  for (let tile = 0; tile < FIELD_COUNT; tile++) {
    if (state.revealed[tile] !== null) continue;
    const kept = keptOpening(state, secrets.fair, tile);
    if (!kept) return null;
    openings.push({ tile, ...kept });
  }
  return openings;
}

/** GF-5.2.3 / GF-5.2.4: the fields the Fish player may show, knowing the faces (the diver only alone). */
export function showableFields(state: GoneFishingState, secrets: GoneFishingSecrets): Field[] {
  const line = lineFields(state);
  return line.filter((field) => line.length === 1 || keptOpening(state, secrets.fair, state.lake[field]!)?.face !== 'diver');
}

/** Every intent of `seat` now, from what it knows. Laying the lake is offered as the random layout. */
export function legalGoneFishingIntents(state: GoneFishingState, seat: Seat, secrets: GoneFishingSecrets): GoneFishingIntent[] {
  if (state.phase === 'over' || moverOf(state) !== seat) return [];
  if (state.phase === 'lay-lake') return [{ type: 'lay-lake', faces: 'random' }];
  const plain: GoneFishingIntent[] = plainChoices(state, seat);
  if (state.phase === 'show') return [...showableFields(state, secrets).map((field) => ({ type: 'show' as const, field })), ...plain];
  return plain;
}
