// What a move would do, asked of the rules themselves: the engine applies it to the public state (it
// never changes the state it is given) and its events are told in sentences; an impossible move comes
// back as the rules' own RuleError. The board shows this before the player confirms.
import type { RuleError, Seat } from '../../src/core/index.js';
import { applyAction, dumpTotal, type WishesAction, type WishesEvent, type WishesState } from '../../src/games/wishes/index.js';
import { describeEvents } from './narrate.js';

/** A move's effect before it is made. */
export interface MovePreview {
  /** Why the rules refuse it, or null. */
  readonly error: RuleError | null;
  /** What it does, one sentence a step (empty when refused). */
  readonly lines: readonly string[];
  /** Money the mover gains (or loses). */
  readonly gain: number;
  readonly events: readonly WishesEvent[];
}

/** The effect of `seat` making `action` in `state`, by the rules (the refill card is not known yet). */
export function previewMove(state: WishesState, seat: Seat, action: WishesAction): MovePreview {
  const after = applyAction(state, seat, action);
  if ('kind' in after) return { error: after, lines: [], gain: 0, events: [] };
  // The refill is drawn later; the end is checked once it is in (W-15 #32), so say it here.
  const lines = describeEvents(state, after.events);
  const ends = after.closing.length === 0 || dumpTotal(after) >= state.options.dumpLimit;
  if (ends && after.phase !== 'over') lines.push('This ends the game.');
  const gain = after.seats[seat]!.money - state.seats[seat]!.money;
  return { error: null, lines, gain, events: after.events };
}
