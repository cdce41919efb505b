// The registry of deck passes made later (deck-seat.ts makes them), apart from the deck itself so that
// a table that only asks "does this move still need its pass?" (every solo table) loads no curve code.
import type { Seat } from '../core/index.js';
import type { DeckPassMove, DeckState } from './deck.js';

/** A pass made later: its `cards` and `proof` come from `fill` (a Worker's result) or, if read first, are computed then. */
export interface LaterPass {
  readonly deck: DeckState;
  readonly seat: Seat;
  readonly fresh: Uint8Array;
  /** True once the cards and proof are in. */
  filled(): boolean;
  /** Puts in the pass made elsewhere from the same deck, seat and fresh bytes; false (and nothing changes) if it is not that pass. */
  fill(made: DeckPassMove): boolean;
}

const laterPasses = new WeakMap<object, LaterPass>();

/** Records that `move` is a pass still to be made, as `later` describes. */
export function registerLaterPass(move: object, later: LaterPass): void {
  laterPasses.set(move, later);
}

/** The pass still to be made in `move` (a lazy pass at its top or one level down), without making it. */
export function laterPassIn(move: unknown): LaterPass | null {
  if (typeof move !== 'object' || move === null) return null;
  const own = laterPasses.get(move);
  if (own) return own.filled() ? null : own;
  // Descriptors, not values: reading a lazy pass's getters would make it here and now.
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(move))) {
    const value: unknown = descriptor.value;
    const inner = typeof value === 'object' && value !== null ? laterPasses.get(value) : undefined;
    if (inner && !inner.filled()) return inner;
  }
  return null;
}
