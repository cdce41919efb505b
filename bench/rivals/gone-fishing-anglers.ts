// Anglers for Gone Fishing written apart from the app's bots, to test the Fish player's lakes: each walks
// to the line that promises most, casts when a tile is worth its card and spends its specials before they
// cost a point. They differ only in what they believe about the faces:
// - random prior: every unknown tile as likely as any other to hide a fish (fish laid at random), knowing
//   only what it was shown this round — the baseline the others must beat;
// - tracking: the same prior, and every tile it was shown or peeked today, followed through every slide
//   (tile ids are public);
// - fixed prior: fish expected off the two diagonals (fields fewer lines cross), knowing only this round;
// - slid: tracking, and an unseen tile off the field it was laid on (a tile's id is that field) expected to
//   be worth SLID_WEIGHT times one still in place: a Fish player who slides its fish out of the way more
//   than its trash leaves that trail.
// And four that remember only part of what tracking remembers, to tell where its gain comes from: tiles shown
// within reach of a line card it held (declined, so trash or small fish), tiles shown beyond its cards, peeked
// tiles, and every tile but only while choosing where to walk (step 1).
import type { Bot, Random } from '../../src/core/index.js';
import { LAKE_TILES, PIER_COUNT, TILE_POINTS, type TileFace } from '../../src/games/gone-fishing/data.js';
import { LINES, PIERS_OF_FIELD, distanceOf, pierAfter } from '../../src/games/gone-fishing/lake.js';
import { activePier, anglerOf, figuresOnLake } from '../../src/games/gone-fishing/roles.js';
import { randomGoneFishingBot } from '../../src/games/gone-fishing/index.js';
import type { GoneFishingIntent, GoneFishingSecrets, GoneFishingState } from '../../src/games/gone-fishing/types.js';

export type Belief = 'random-prior' | 'tracking' | 'fixed-prior' | 'slid' | MemorySource;
/** Tracking limited to one kind of sighting. */
export type MemorySource = 'shown-in-reach' | 'shown-out-of-reach' | 'peeked' | 'walking';

/** Whether a sighting of an earlier round stays in mind; `inReach`: the Angler held a card for the shown tile's distance. */
function remembers(belief: Belief, via: 'show' | 'peek', inReach: boolean, phase: GoneFishingState['phase']): boolean {
  switch (belief) {
    case 'walking':
      return phase === 'move-figure';
    case 'tracking':
    case 'slid':
      return true;
    case 'shown-in-reach':
      return via === 'show' && inReach;
    case 'shown-out-of-reach':
      return via === 'show' && !inReach;
    case 'peeked':
      return via === 'peek';
    default:
      return false;
  }
}

/** Worth of an unseen tile that slid off its starting field, relative to one left in place. */
const SLID_WEIGHT = 1.4;

function faceValue(face: TileFace): number {
  return face === 'trash' || face === 'diver' ? 0 : TILE_POINTS[face];
}

/** Expected points per field under the Angler's belief. */
function expectations(state: GoneFishingState, secrets: GoneFishingSecrets | undefined, belief: Belief, reach: Map<string, boolean>): number[] {
  const known: (TileFace | null)[] = [...state.revealed];
  for (const note of secrets?.notes ?? []) {
    if (note.day !== state.day) continue;
    if (note.round === state.round && !reach.has(note.nonce)) {
      const pier = activePier(state);
      reach.set(note.nonce, note.via === 'show' && pier !== null && (state.lineCards[distanceOf(pier, note.field) - 1] ?? 0) > 0);
    }
    if (note.round === state.round || remembers(belief, note.via, reach.get(note.nonce) ?? false, state.phase)) known[note.tile] = note.face;
  }
  const pool = [...LAKE_TILES];
  for (const face of known) if (face !== null && pool.includes(face)) pool.splice(pool.indexOf(face), 1);
  const mean = pool.length ? pool.reduce((sum, face) => sum + faceValue(face), 0) / pool.length : 0;
  const weight = (field: number): number => {
    if (belief === 'fixed-prior') return (PIERS_OF_FIELD[field] as readonly number[]).length > 4 ? 0.5 : 1.3;
    if (belief === 'slid') return state.lake[field] !== field ? SLID_WEIGHT : 1;
    return 1;
  };
  let sum = 0;
  let count = 0;
  state.lake.forEach((tile, field) => {
    if (tile !== null && known[tile] === null) {
      sum += weight(field);
      count++;
    }
  });
  return state.lake.map((tile, field) => {
    if (tile === null) return 0;
    const face = known[tile] ?? null;
    return face !== null ? faceValue(face) : (mean * weight(field) * count) / (sum || 1);
  });
}

function bestOnLine(state: GoneFishingState, expected: number[], pier: number): { field: number; value: number } | null {
  let best: { field: number; value: number } | null = null;
  for (const field of LINES[pier] as readonly number[]) {
    const d = distanceOf(pier, field);
    if (state.lake[field] === null || (state.lineCards[d - 1] ?? 0) === 0) continue;
    const value = (expected[field] as number) - 0.8;
    if (!best || value > best.value) best = { field, value };
  }
  return best;
}

/** An Angler with `belief`; on the Fish player's day it plays at random (only its Angler days are measured). */
export function benchAngler(belief: Belief): Bot<GoneFishingState, GoneFishingIntent, GoneFishingSecrets> {
  // Whether each sighting (by its nonce) was within reach of a card when it was made.
  const reach = new Map<string, boolean>();
  return {
    id: `angler-${belief}`,
    label: `Angler (${belief})`,
    choose(state, seat, random: Random, secrets) {
      if (seat !== anglerOf(state)) return randomGoneFishingBot.choose(state, seat, random, secrets);
      const expected = expectations(state, secrets, belief, reach);
      if (state.phase === 'place-figures') {
        const red = random.int(PIER_COUNT);
        return { type: 'figures', red, yellow: (red + PIER_COUNT / 2) % PIER_COUNT };
      }
      if (state.phase === 'move-figure') {
        let best: { figure: 'red' | 'yellow'; steps: number; value: number } | null = null;
        for (const figure of figuresOnLake(state)) {
          const f = state.figures[figure]!;
          for (let steps = 1; f.travelled + steps < PIER_COUNT; steps++) {
            const cast = bestOnLine(state, expected, pierAfter(f.start, f.travelled + steps));
            const value = (cast ? cast.value : -1) - 0.15 * (steps - 1);
            if (!best || value > best.value) best = { figure, steps, value };
          }
        }
        const first = figuresOnLake(state)[0]!;
        if (!best) return { type: 'move-figure', figure: first, steps: PIER_COUNT - state.figures[first]!.travelled };
        if (best.value <= 0 && state.specials.length === 0) return { type: 'move-figure', figure: best.figure, steps: PIER_COUNT - state.figures[best.figure]!.travelled };
        return { type: 'move-figure', figure: best.figure, steps: best.value > 0 ? best.steps : 1 };
      }
      if (state.phase === 'act') {
        const cast = bestOnLine(state, expected, activePier(state)!);
        const piersLeft = figuresOnLake(state).reduce((sum, colour) => sum + (PIER_COUNT - 1 - state.figures[colour]!.travelled), 0);
        const ending = piersLeft <= state.specials.length + 1;
        if (cast && cast.value > 0.6 && !ending) return { type: 'catch', field: cast.field };
        if (state.specials.includes('PEEK') && (ending || !cast || cast.value < 0.6)) {
          const occupied = state.lake.flatMap((tile, field) => (tile === null ? [] : [field]));
          if (occupied.length > 0) return { type: 'peek', field: random.pick(occupied) };
        }
        if (state.specials.includes('CALM') && ending) return { type: 'calm' };
        if (cast && cast.value > 0) return { type: 'catch', field: cast.field };
        return { type: 'pass' };
      }
      return randomGoneFishingBot.choose(state, seat, random, secrets);
    },
  };
}
