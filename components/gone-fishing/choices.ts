// What the player at this board may do now, sorted for the board's highlights: read from the legal
// intents that come in as data (the board never works out a rule itself).
import {
  PIER_COUNT,
  pierAfter,
  type Field,
  type FigureColour,
  type GoneFishingIntent,
  type GoneFishingState,
  type Pier,
} from '../../src/games/gone-fishing/index.js';

/** The one-click intents of a step (buttons), by type. */
export type ButtonIntent = Extract<GoneFishingIntent, { type: 'murky' | 'calm' | 'pass' | 'school' | 'done' }>;

/** Every legal choice, grouped the way the board shows it. */
export interface Choices {
  /** GF-4.2: start piers may be chosen. */
  readonly startPiers: boolean;
  /** GF-4.1: the lake may be laid. */
  readonly layLake: boolean;
  /** GF-5.1: for each figure, the piers it may move to and the steps that takes (its start pier = home). */
  readonly moves: ReadonlyMap<FigureColour, ReadonlyMap<Pier, number>>;
  /** GF-5.2: fields the Fish player may show. */
  readonly show: ReadonlySet<Field>;
  /** GF-5.3.1: fields the Angler may catch now. */
  readonly catches: ReadonlySet<Field>;
  /** GF-5.3.2: fields PEEK may look at. */
  readonly peek: ReadonlySet<Field>;
  /** GF-5.5: each movable tile's field and where it may slide. */
  readonly slides: ReadonlyMap<Field, ReadonlySet<Field>>;
  /** GF-1.5 SWAP: fields that may take part in a swap. */
  readonly swap: ReadonlySet<Field>;
  /** One-click intents open now. */
  readonly buttons: ReadonlySet<ButtonIntent['type']>;
}

/** No choice at all (not this player's turn). */
export const NO_CHOICES: Choices = Object.freeze({
  startPiers: false,
  layLake: false,
  moves: new Map(),
  show: new Set<Field>(),
  catches: new Set<Field>(),
  peek: new Set<Field>(),
  slides: new Map(),
  swap: new Set<Field>(),
  buttons: new Set<ButtonIntent['type']>(),
});

/** Sorts `legal` (the intents of the player at this board) for `state`. */
export function choicesOf(state: GoneFishingState, legal: readonly GoneFishingIntent[]): Choices {
  if (legal.length === 0) return NO_CHOICES;
  const moves = new Map<FigureColour, Map<Pier, number>>();
  const show = new Set<Field>();
  const catches = new Set<Field>();
  const peek = new Set<Field>();
  const slides = new Map<Field, Set<Field>>();
  const swap = new Set<Field>();
  const buttons = new Set<ButtonIntent['type']>();
  let startPiers = false;
  let layLake = false;
  for (const intent of legal) {
    switch (intent.type) {
      case 'figures':
        startPiers = true;
        break;
      case 'lay-lake':
        layLake = true;
        break;
      case 'move-figure': {
        const figure = state.figures[intent.figure];
        if (!figure) break;
        const pier = figure.travelled + intent.steps >= PIER_COUNT ? figure.start : pierAfter(figure.start, figure.travelled + intent.steps);
        const piers = moves.get(intent.figure) ?? new Map<Pier, number>();
        // Any step past the start pier also goes home (edge case 24): keep the shortest.
        if (!piers.has(pier)) piers.set(pier, intent.steps);
        moves.set(intent.figure, piers);
        break;
      }
      case 'show':
        show.add(intent.field);
        break;
      case 'catch':
        catches.add(intent.field);
        break;
      case 'peek':
        peek.add(intent.field);
        break;
      case 'slide': {
        const targets = slides.get(intent.from) ?? new Set<Field>();
        targets.add(intent.to);
        slides.set(intent.from, targets);
        break;
      }
      case 'swap':
        swap.add(intent.a).add(intent.b);
        break;
      case 'murky':
      case 'calm':
      case 'pass':
      case 'school':
      case 'done':
        buttons.add(intent.type);
        break;
      default:
        break;
    }
  }
  return { startPiers, layLake, moves, show, catches, peek, slides, swap, buttons };
}
