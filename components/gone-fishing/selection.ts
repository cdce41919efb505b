// The board's half-made choices and what a tap on a pier or field does with them: pure functions of
// the view, the sorted legal choices (choices.ts) and the selection, so the board element only keeps
// the selection and fires the intents these return. No rules here: every intent comes from `legal`.
import {
  activePier,
  distanceOf,
  figuresOnLake,
  pierOf,
  type Field,
  type FigureColour,
  type GoneFishingIntent,
  type GoneFishingState,
  type GoneFishingView,
  type Pier,
  type TileFace,
} from '../../src/games/gone-fishing/index.js';
import type { Choices } from './choices.js';
import { FIGURE_NAMES, fieldLabel, pierLabel } from './describe.js';
import type { BoardTarget } from './geometry.js';
import { swapInDraft } from './layout-draft.js';

/** What choosing a tile does: catch it (or show, or slide it), PEEK at it, or SWAP it. */
export type Aim = 'catch' | 'peek' | 'swap';

/** The player's half-made choices on the board. */
export interface Selection {
  /** The figure the Angler means to move (GF-5.1). */
  readonly figure: FigureColour;
  /** The red start pier, chosen before the yellow one (GF-4.2). */
  readonly redStart: Pier | null;
  /** A tile picked to slide, to SWAP, or to move in the draft. */
  readonly picked: Field | null;
  readonly aim: Aim;
  /** The Fish player's arrangement before it is laid (GF-4.1), by field. */
  readonly draft: readonly TileFace[] | null;
}

export const FRESH_SELECTION: Selection = Object.freeze({ figure: 'red', redStart: null, picked: null, aim: 'catch', draft: null });

/** What a tap did: the new selection, and the intent to send, if any. */
export interface Chosen {
  readonly selection: Selection;
  readonly intent: GoneFishingIntent | null;
}

/** Chooses a pier or field: a whole intent, or one half of a two-part choice. */
export function chooseTarget(position: GoneFishingState, choices: Choices, selection: Selection, target: BoardTarget): Chosen {
  return target.kind === 'pier' ? choosePier(position, choices, selection, target.pier) : chooseField(choices, selection, target.field);
}

function choosePier(position: GoneFishingState, c: Choices, s: Selection, pier: Pier): Chosen {
  if (c.startPiers) {
    if (s.redStart === null) return { selection: { ...s, redStart: pier }, intent: null };
    if (s.redStart === pier) return { selection: { ...s, redStart: null }, intent: null };
    return { selection: s, intent: { type: 'figures', red: s.redStart, yellow: pier } };
  }
  const steps = c.moves.get(s.figure)?.get(pier);
  if (steps !== undefined) return { selection: s, intent: { type: 'move-figure', figure: s.figure, steps } };
  // A pier holding the other figure picks that figure.
  const other = figuresOnLake(position).find((colour) => colour !== s.figure && pierOf(position.figures[colour]!) === pier);
  return { selection: other && c.moves.has(other) ? { ...s, figure: other } : s, intent: null };
}

function chooseField(c: Choices, s: Selection, field: Field): Chosen {
  const pick = (picked: Field | null): Chosen => ({ selection: { ...s, picked }, intent: null });
  const send = (intent: GoneFishingIntent): Chosen => ({ selection: s, intent });
  if (s.draft) {
    if (s.picked === null || s.picked === field) return pick(s.picked === null ? field : null);
    return { selection: { ...s, draft: swapInDraft(s.draft, s.picked, field), picked: null }, intent: null };
  }
  if (s.aim === 'peek') return c.peek.has(field) ? send({ type: 'peek', field }) : pick(null);
  if (s.aim === 'swap') {
    if (!c.swap.has(field)) return { selection: s, intent: null };
    if (s.picked === null || s.picked === field) return pick(s.picked === null ? field : null);
    return send({ type: 'swap', a: s.picked, b: field });
  }
  if (c.show.has(field)) return send({ type: 'show', field });
  if (c.catches.has(field)) return send({ type: 'catch', field });
  if (s.picked !== null && c.slides.get(s.picked)?.has(field)) return send({ type: 'slide', from: s.picked, to: field });
  return pick(c.slides.has(field) && s.picked !== field ? field : null);
}

/** True when choosing `field` now does something. */
export function isChoosable(c: Choices, s: Selection, field: Field): boolean {
  if (s.draft) return true;
  if (s.aim === 'peek') return c.peek.has(field);
  if (s.aim === 'swap') return c.swap.has(field);
  if (s.picked !== null && c.slides.get(s.picked)?.has(field)) return true;
  return c.show.has(field) || c.catches.has(field) || c.slides.has(field);
}

/** The face this player sees on `field`: the draft's, its own view's, or one opened to everyone at the end. */
export function faceOn(view: GoneFishingView, s: Selection, field: Field): TileFace | null {
  if (s.draft) return s.draft[field] ?? null;
  const seen = view.faces[field] ?? null;
  if (seen) return seen;
  const position = view.state;
  const tile = position.lake[field];
  const open = position.phase === 'closing' || position.phase === 'over';
  return open && tile !== null && tile !== undefined ? (position.revealed[tile] ?? null) : null;
}

/** The field of the tile peeked at this round (it may have slid since), or null. */
export function peekedField(position: GoneFishingState): Field | null {
  if (position.phase === 'reveal-peek') return position.peeked;
  if (position.peeked === null) return null;
  const record = [...position.sealed].reverse().find((sealed) => sealed.kind === 'peek' && sealed.round === position.round);
  const field = record ? position.lake.indexOf(record.tile) : -1;
  return field < 0 ? null : field;
}

/** A target's screen-reader label: what it is and what choosing it would do. */
export function targetLabel(view: GoneFishingView, c: Choices, s: Selection, target: BoardTarget): string {
  const position = view.state;
  if (target.kind === 'pier') {
    const { pier } = target;
    let action = '';
    if (c.startPiers) action = s.redStart === null ? 'Start red here' : pier === s.redStart ? 'Red starts here; choose again to undo' : 'Start yellow here';
    const steps = c.moves.get(s.figure)?.get(pier);
    if (steps !== undefined) {
      const name = FIGURE_NAMES[s.figure].toLowerCase();
      action = pier === position.figures[s.figure]?.start ? `Take ${name} home` : `Move ${name} here, ${steps} ${steps === 1 ? 'pier' : 'piers'}`;
    }
    return pierLabel(position, pier, action);
  }
  const { field } = target;
  const face = faceOn(view, s, field);
  const tile = s.draft ? (face ?? 'back') : position.lake[field] === null ? 'empty' : (face ?? 'back');
  const notes: string[] = [];
  const pier = activePier(position);
  const distance = pier === null ? 0 : distanceOf(pier, field);
  if (distance > 0) notes.push(`on the line at distance ${distance}`);
  if (position.shown === field && position.phase === 'act') notes.push('shown to the Angler');
  const swapping = s.picked === null ? 'Pick to swap' : s.picked === field ? 'Picked; choose again to drop' : 'Swap with the picked tile';
  if (s.draft || (s.aim === 'swap' && c.swap.has(field))) notes.push(swapping);
  else if (s.aim === 'peek' && c.peek.has(field)) notes.push('Peek here');
  else if (c.show.has(field)) notes.push('Show this tile to the Angler');
  else if (c.catches.has(field)) notes.push(`Catch with a line card ${distance}`);
  else if (s.picked !== null && c.slides.get(s.picked)?.has(field)) notes.push('Slide the picked tile here');
  else if (c.slides.has(field)) notes.push(s.picked === field ? 'Picked; choose again to drop' : 'Pick to slide');
  return fieldLabel(field, tile, notes);
}
