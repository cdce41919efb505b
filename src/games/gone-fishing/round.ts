/** A round (GF-5): the figure moves, a tile is shown, the Angler acts, the Fish player moves tiles. */
import { isRuleError, type RuleError, type Seat } from '../../core/index.js';
import { goneFishingError } from './types.js';
import { PIER_COUNT, type FigureColour, type Helper, type Special, type TileFace } from './data.js';
import { openTile } from './crypto.js';
import { FRESH_TILE_STEP, caught, endDay } from './day.js';
import { distanceOf, fieldName, isSlideOpen, openSlides, type Field } from './lake.js';
import { activePier, figuresOnLake, lineFields } from './roles.js';
import type { Figure, GoneFishingState, Opening, Sealed } from './types.js';

type Next = GoneFishingState | RuleError;

const without = <T>(items: readonly T[], item: T): T[] => items.filter((x) => x !== item);

/** GF-4.2: the Angler puts the red and the yellow figure on two different start piers. */
export function placeFigures(state: GoneFishingState, red: number, yellow: number): Next {
  if (red === yellow) return goneFishingError('same-start-pier', 'The two figures need two different start piers (GF-4.2).');
  const figure = (start: number): Figure => ({ start, travelled: 0, home: false });
  return beginRound({ ...state, figures: { red: figure(red), yellow: figure(yellow) }, round: 0 });
}

/** Starts the next round at step 1. */
function beginRound(state: GoneFishingState): GoneFishingState {
  return {
    ...state,
    phase: 'move-figure',
    round: state.round + 1,
    active: null,
    shown: null,
    murky: false,
    catching: null,
    peeked: null,
    tileStep: FRESH_TILE_STEP,
  };
}

/** Moves `colour` on by `steps` piers; it leaves when it reaches or passes its start pier (GF-6.1). */
function travel(state: GoneFishingState, colour: FigureColour, steps: number): { state: GoneFishingState; home: boolean } {
  const figure = state.figures[colour] as Figure;
  const travelled = Math.min(figure.travelled + steps, PIER_COUNT);
  const home = travelled >= PIER_COUNT;
  const moved: Figure = { ...figure, travelled, home };
  return { state: { ...state, figures: { ...state.figures, [colour]: moved } }, home };
}

/** GF-5.1: step 1, the Angler moves a figure clockwise by `steps` ≥ 1 piers. */
export function moveFigure(state: GoneFishingState, colour: FigureColour, steps: number): Next {
  if (!figuresOnLake(state).includes(colour)) return goneFishingError('figure-home', `The ${colour} figure has left the lake (GF-6.1).`);
  const moved = travel(state, colour, steps);
  if (moved.home) {
    // GF-5.1.4 / GF-6.3: no active figure; the day ends when both have left, else step 4.
    if (figuresOnLake(moved.state).length === 0) return endDay(moved.state);
    return beginTileStep({ ...moved.state, active: null });
  }
  const active = { ...moved.state, active: colour };
  // GF-5.2.2: an empty line shows nothing.
  return { ...active, phase: lineFields(active).length === 0 ? 'act' : 'show' };
}

/** GF-5.2.3: step 2, the Fish player shows one tile of the line, sealed to the Angler. */
export function showTile(state: GoneFishingState, field: Field, sealed: Sealed): Next {
  const line = lineFields(state);
  if (!line.includes(field)) return goneFishingError('not-on-line', `Field ${fieldName(field)} holds no tile of the active line (GF-5.2.3).`);
  const record = { kind: 'show' as const, round: state.round, field, tile: state.lake[field] as number, lineTiles: line.length, sealed };
  return { ...state, phase: 'act', shown: field, sealed: [...state.sealed, record] };
}

/** GF-5.2.5 `[house]`: MURKY, show nothing although the line has tiles (edge case 23). */
export function playMurky(state: GoneFishingState): Next {
  if (!state.helpers.includes('MURKY')) return goneFishingError('no-such-helper', 'MURKY is not in hand (GF-1.5).');
  return { ...state, phase: 'act', murky: true, helpers: without<Helper>(state.helpers, 'MURKY') };
}

/** The Angler has acted on every sealed message so far. */
const acted = (state: GoneFishingState): GoneFishingState => ({ ...state, checked: state.sealed.length });

/** GF-5.3.1: catch the tile on `field` of the line, spending the line card of its distance. */
export function castLine(state: GoneFishingState, field: Field): Next {
  const pier = activePier(state) as number;
  const distance = distanceOf(pier, field);
  if (distance === 0 || state.lake[field] === null) {
    return goneFishingError('not-on-line', `Field ${fieldName(field)} holds no tile of the active line (GF-5.3.1).`);
  }
  if ((state.lineCards[distance - 1] ?? 0) === 0) {
    return goneFishingError('no-line-card', `No line card of value ${distance} is left (GF-5.3.1, edge case 5).`);
  }
  const lineCards = state.lineCards.map((n, i) => (i === distance - 1 ? n - 1 : n)); // effect 1
  const catching = { field, tile: state.lake[field] as number, distance };
  const cast = { ...acted(state), phase: 'open-catch' as const, lineCards, catching };
  // A tile opened before (the diver, edge case 2) needs no second opening.
  const known = state.revealed[catching.tile];
  return known ? landCatch(cast, known) : cast;
}

/** GF-5.3.1 effect 2, the Fish player opens the caught tile publicly; a false opening is a cheat. */
export function openCatch(state: GoneFishingState, fish: Seat, opening: Opening): Next {
  const catching = state.catching as NonNullable<GoneFishingState['catching']>;
  if (opening.tile !== catching.tile) return goneFishingError('wrong-tile', `The caught tile is tile ${catching.tile}, not tile ${opening.tile}.`);
  const fair = openTile(state, fish, opening.tile, opening.face, opening.nonce);
  if (fair === 'mismatch') {
    return caught(state, { seat: fish, code: 'catch-opening-mismatch', reason: `The caught tile ${opening.tile} was opened to a face it was not committed to.` });
  }
  if (isRuleError(fair)) return fair;
  const revealed = state.revealed.map((face, tile) => (tile === opening.tile ? opening.face : face));
  return landCatch({ ...state, fair, revealed }, opening.face);
}

/** GF-5.3.1 effects 3–5 for the caught tile's face. */
function landCatch(state: GoneFishingState, face: TileFace): GoneFishingState {
  const catching = state.catching as NonNullable<GoneFishingState['catching']>;
  const isDiver = face === 'diver'; // effect 4: the diver stays in the lake, face down
  const lake = isDiver ? state.lake : state.lake.map((tile, field) => (field === catching.field ? null : tile));
  const landed = { ...state, lake, catch: isDiver ? state.catch : [...state.catch, face], catching: null, shown: null };
  const moved = travel(landed, state.active as FigureColour, catching.distance); // effect 5
  if (figuresOnLake(moved.state).length === 0) return endDay(moved.state); // GF-6.3, edge case 9
  return beginTileStep(moved.state);
}

/** GF-5.3.2: PEEK at any tile on the lake; the Fish player then seals its face to the Angler. */
export function playPeek(state: GoneFishingState, field: Field): Next {
  if (!state.specials.includes('PEEK')) return goneFishingError('no-such-special', 'PEEK has been used this day (GF-1.4).');
  if (state.lake[field] === null) return goneFishingError('empty-field', `Field ${fieldName(field)} holds no tile (GF-5.3.2).`);
  return { ...acted(state), phase: 'reveal-peek', specials: without<Special>(state.specials, 'PEEK'), peeked: field, shown: null };
}

/** GF-5.3.2: the Fish player's sealed face of the peeked tile. */
export function revealPeek(state: GoneFishingState, sealed: Sealed): Next {
  const field = state.peeked as Field;
  const record = { kind: 'peek' as const, round: state.round, field, tile: state.lake[field] as number, lineTiles: 0, sealed };
  return beginTileStep({ ...state, sealed: [...state.sealed, record] });
}

/** GF-5.3.3: CALM, no step 4 this round. */
export function playCalm(state: GoneFishingState): Next {
  if (!state.specials.includes('CALM')) return goneFishingError('no-such-special', 'CALM has been used this day (GF-1.4).');
  return beginRound({ ...acted(state), specials: without<Special>(state.specials, 'CALM') });
}

/** GF-5.3.4: catch nothing, use no special. */
export function pass(state: GoneFishingState): Next {
  return beginTileStep({ ...acted(state), shown: null });
}

/** Moves step 4 allows this round (GF-5.4.2, GF-5.4.3). */
export function slidesAllowed(state: GoneFishingState): number {
  return state.tileStep.school ? state.options.schoolMoves : state.options.fishMovesPerRound;
}

/** True when the Fish player still has something to do in step 4; otherwise the step ends by itself. */
export function canActInTileStep(state: GoneFishingState): boolean {
  const step = state.tileStep;
  if (step.swap) return false;
  if (step.slides < slidesAllowed(state) && openSlides(state.lake).length > 0) return true;
  if (!step.school && state.helpers.includes('SCHOOL')) return true; // edge case 25: even on a full lake
  return step.slides === 0 && !step.school && state.helpers.includes('SWAP') && state.lake.filter((t) => t !== null).length >= 2;
}

/** GF-5.4: step 4 begins (or is over at once when the Fish player has nothing to do). */
function beginTileStep(state: GoneFishingState): GoneFishingState {
  const ready = { ...state, phase: 'move-tiles' as const, shown: null, tileStep: FRESH_TILE_STEP };
  return canActInTileStep(ready) ? ready : beginRound(ready);
}

const afterTileAction = (state: GoneFishingState): GoneFishingState => (canActInTileStep(state) ? state : beginRound(state));

/** GF-5.5: slide one tile straight over empty fields. */
export function slideTile(state: GoneFishingState, from: Field, to: Field): Next {
  if (state.tileStep.swap) return goneFishingError('step-over', 'SWAP took the place of this step\'s moves (GF-1.5).');
  if (state.tileStep.slides >= slidesAllowed(state)) {
    return goneFishingError('no-moves-left', `Only ${slidesAllowed(state)} moves are allowed in this step (GF-5.4.2).`);
  }
  if (state.lake[from] === null) return goneFishingError('empty-field', `Field ${fieldName(from)} holds no tile.`);
  if (!isSlideOpen(state.lake, from, to)) {
    return goneFishingError('slide-blocked', `A tile cannot slide from ${fieldName(from)} to ${fieldName(to)}: one straight line over empty fields only (GF-5.5).`);
  }
  const lake = state.lake.map((tile, field) => (field === to ? state.lake[from]! : field === from ? null : tile));
  return afterTileAction({ ...state, lake, tileStep: { ...state.tileStep, slides: state.tileStep.slides + 1 } });
}

/** GF-5.4.3 `[house]`: SCHOOL, up to `schoolMoves` moves this step (edge case 22: at any point of it). */
export function playSchool(state: GoneFishingState): Next {
  if (!state.helpers.includes('SCHOOL')) return goneFishingError('no-such-helper', 'SCHOOL is not in hand (GF-1.5).');
  if (state.tileStep.swap) return goneFishingError('helpers-exclusive', 'SWAP and SCHOOL cannot share a step 4 (GF-5.4.3).');
  return afterTileAction({ ...state, helpers: without<Helper>(state.helpers, 'SCHOOL'), tileStep: { ...state.tileStep, school: true } });
}

/** GF-1.5 `[house]`: SWAP, exchange two tiles instead of any moves (edge cases 16, 22, 25). */
export function playSwap(state: GoneFishingState, a: Field, b: Field): Next {
  if (!state.helpers.includes('SWAP')) return goneFishingError('no-such-helper', 'SWAP is not in hand (GF-1.5).');
  if (state.tileStep.school) return goneFishingError('helpers-exclusive', 'SWAP and SCHOOL cannot share a step 4 (GF-5.4.3).');
  if (state.tileStep.slides > 0) return goneFishingError('swap-after-slides', 'SWAP replaces all of a step\'s moves, so it comes before any slide (edge case 22).');
  if (a === b || state.lake[a] === null || state.lake[b] === null) return goneFishingError('swap-needs-two-tiles', 'SWAP exchanges two different tiles on the lake.');
  const lake = state.lake.map((tile, field) => (field === a ? state.lake[b]! : field === b ? state.lake[a]! : tile));
  return afterTileAction({ ...state, lake, helpers: without<Helper>(state.helpers, 'SWAP'), tileStep: { ...state.tileStep, swap: true } });
}

/** GF-5.4.2 / edge case 13: the Fish player ends step 4. */
export function endTileStep(state: GoneFishingState): Next {
  return beginRound(state);
}

