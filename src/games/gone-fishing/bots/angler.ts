/**
 * The Angler bot: it knows only the public state and its own notes (what it was shown or peeked, and
 * where those tiles slid since). It walks each figure to the pier whose line promises most, catches the
 * best tile it can pay for, steers clear of the diver, and spends PEEK and CALM before they cost a point.
 * How dear it holds a pier (walked past, or carried past by a catch) is its mind's (knowledge.ts).
 */
import type { Random } from '../../../core/index.js';
import { FIELD_COUNT, PIER_COUNT, TILE_POINTS, type FigureColour } from '../data.js';
import { TRACKING_MIND, anglerBelief, expectedPoints, type AnglerBelief, type AnglerMind } from './knowledge.js';
import { LINES, distanceOf, pierAfter, type Field } from '../lake.js';
import { activePier, figuresOnLake } from '../roles.js';
import type { GoneFishingIntent, GoneFishingSecrets, GoneFishingState } from '../types.js';

/** Points a line card is worth keeping: a cast must promise more than this. */
const CARD_COST = 0.7;
/** A known fish worth guarding with CALM. */
const CALM_WORTH = 4;

/**
 * The value of casting at `field` from `pier` now, with `piersBeyond` piers left to the figure after this one:
 * expected points less the card and the piers the catch carries the figure past (none past its start pier, where
 * it leaves anyway), or null without a card.
 */
function castValue(state: GoneFishingState, belief: AnglerBelief, pier: number, field: Field, piersBeyond: number, mind: AnglerMind): number | null {
  const d = distanceOf(pier, field);
  if (d === 0 || state.lake[field] === null || (state.lineCards[d - 1] ?? 0) === 0) return null;
  return expectedPoints(state, belief, field) - CARD_COST - mind.pierCost.catchMove * Math.min(d, piersBeyond);
}

/** The best cast from `pier`, `piersBeyond` piers before the figure's start: its field and value, or null. */
function bestCast(state: GoneFishingState, belief: AnglerBelief, pier: number, piersBeyond: number, mind: AnglerMind): { field: Field; value: number } | null {
  let best: { field: Field; value: number } | null = null;
  for (const field of LINES[pier] as readonly Field[]) {
    const value = castValue(state, belief, pier, field, piersBeyond, mind);
    if (value !== null && (!best || value > best.value)) best = { field, value };
  }
  return best;
}

/** Piers the figures can still fish from, summed: about how many rounds the day has left. */
function piersLeft(state: GoneFishingState): number {
  return figuresOnLake(state).reduce((sum, colour) => sum + (PIER_COUNT - 1 - state.figures[colour]!.travelled), 0);
}

/** GF-4.2: two start piers far apart (the seed's tip), at a random place. */
function chooseStart(random: Random): GoneFishingIntent {
  const red = random.int(PIER_COUNT);
  return { type: 'figures', red, yellow: (red + PIER_COUNT / 2) % PIER_COUNT };
}

/** Step 1: the figure and distance whose new line is worth most; home when nothing is left to do. */
function chooseWalk(state: GoneFishingState, belief: AnglerBelief, random: Random, mind: AnglerMind): GoneFishingIntent {
  const out = figuresOnLake(state);
  const home = (figure: FigureColour): GoneFishingIntent => ({ type: 'move-figure', figure, steps: PIER_COUNT - state.figures[figure]!.travelled });
  let best: { figure: FigureColour; steps: number; value: number } | null = null;
  let worthCasting = false;
  for (const figure of out) {
    const f = state.figures[figure]!;
    for (let steps = 1; f.travelled + steps < PIER_COUNT; steps++) {
      const cast = bestCast(state, belief, pierAfter(f.start, f.travelled + steps), PIER_COUNT - 1 - f.travelled - steps, mind);
      if (cast && cast.value > 0) worthCasting = true;
      const value = (cast ? Math.max(cast.value, 0) : 0) - mind.pierCost.walk * (steps - 1) + random.next() * 0.01;
      if (!best || value > best.value) best = { figure, steps, value };
    }
  }
  if (!best) return home(out[0]!);
  if (worthCasting) return { type: 'move-figure', figure: best.figure, steps: best.steps };
  // GF-6.4: nothing worth a card; walk one pier while a special waits (GF-7.1), else go home.
  return state.specials.length > 0 ? { type: 'move-figure', figure: best.figure, steps: 1 } : home(best.figure);
}

/** The unknown tile most worth a PEEK: on the most lines of the piers the figures reach next. */
function peekTarget(state: GoneFishingState, belief: AnglerBelief): Field | null {
  const weight = new Array<number>(FIELD_COUNT).fill(0);
  for (const colour of figuresOnLake(state)) {
    const f = state.figures[colour]!;
    for (let ahead = 0; ahead <= 4 && f.travelled + ahead < PIER_COUNT; ahead++) {
      for (const field of LINES[pierAfter(f.start, f.travelled + ahead)] as readonly Field[]) weight[field]! += 1;
    }
  }
  let best: Field | null = null;
  for (let field = 0; field < FIELD_COUNT; field++) {
    const tile = state.lake[field];
    if (tile === null || tile === undefined || belief.known[tile] !== null) continue;
    if (best === null || weight[field]! > weight[best]!) best = field;
  }
  return best;
}

/** A known good fish on a line the figures can reach next round (what CALM keeps in place). */
function guardedFish(state: GoneFishingState, belief: AnglerBelief, mind: AnglerMind): number {
  let best = 0;
  for (const colour of figuresOnLake(state)) {
    const f = state.figures[colour]!;
    for (let ahead = 1; ahead <= 3 && f.travelled + ahead < PIER_COUNT; ahead++) {
      const pier = pierAfter(f.start, f.travelled + ahead);
      for (const field of LINES[pier] as readonly Field[]) {
        const tile = state.lake[field];
        const face = tile === null || tile === undefined ? null : belief.known[tile];
        if (face && castValue(state, belief, pier, field, 0, mind) !== null) best = Math.max(best, TILE_POINTS[face]);
      }
    }
  }
  return best;
}

/** Step 3: catch, PEEK, CALM or pass. */
function chooseAct(state: GoneFishingState, belief: AnglerBelief, mind: AnglerMind): GoneFishingIntent {
  const pier = activePier(state)!;
  const figure = state.figures[state.active!]!;
  const cast = bestCast(state, belief, pier, PIER_COUNT - 1 - figure.travelled, mind);
  const castWorth = cast ? cast.value : -Infinity;
  const hasPeek = state.specials.includes('PEEK');
  const hasCalm = state.specials.includes('CALM');
  // The day is nearly over: a special left unused costs a point (GF-7.1).
  const lastChance = piersLeft(state) <= state.specials.length + 1;
  if (cast && castWorth >= 1.5 && !lastChance) return { type: 'catch', field: cast.field };
  if (hasCalm && (guardedFish(state, belief, mind) >= CALM_WORTH || lastChance) && castWorth < 2.5) return { type: 'calm' };
  if (hasPeek && (castWorth < 1.2 || lastChance)) {
    const target = peekTarget(state, belief);
    if (target !== null) return { type: 'peek', field: target };
  }
  if (cast && castWorth > 0) return { type: 'catch', field: cast.field };
  const anyTile = state.lake.findIndex((t) => t !== null);
  if (hasPeek && lastChance && anyTile >= 0) return { type: 'peek', field: anyTile };
  return { type: 'pass' };
}

/** The Angler bot's intent for whatever the Angler owes now. */
export function chooseAnglerIntent(
  state: GoneFishingState,
  random: Random,
  secrets: GoneFishingSecrets | undefined,
  mind: AnglerMind = TRACKING_MIND,
): GoneFishingIntent | null {
  const belief = anglerBelief(state, secrets, mind);
  switch (state.phase) {
    case 'place-figures':
      return chooseStart(random);
    case 'move-figure':
      return chooseWalk(state, belief, random, mind);
    case 'act':
      return chooseAct(state, belief, mind);
    default:
      return null;
  }
}
