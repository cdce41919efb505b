// The registry of deck passes made later (deck-seat.ts makes them), apart from the deck itself so that
// a table that only asks "does this move still need its pass?" (every solo table) loads no curve code.
import type { Seat } from '../core/index.js';
import type { DeckPassMove, DeckState } from './deck.js';
import type { ProofContext } from './proofs.js';

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

/** A game's proven shuffle of a hand under the holder's own key (Fleet's mix). */
export interface MixWork {
  readonly kind: 'make-mix';
  readonly context: ProofContext;
  readonly input: readonly (readonly [string, string])[];
  readonly key: string;
  readonly fresh: Uint8Array;
}

/** A seat's beacon hash chain from its seed (beacon.ts `beaconChainSteps`): its anchor, or a value after a reload. */
export interface BeaconChainWork {
  readonly kind: 'beacon-chain';
  readonly seed: string;
  readonly room: string;
  readonly seat: Seat;
  readonly length: number;
}

/** A seat's decryption shares of some positions with their proof (deck-seat.ts `sharesFromParts`): made from its deck seed. */
export interface SharesWork {
  readonly kind: 'make-shares';
  readonly context: ProofContext;
  readonly deck: string;
  readonly seat: Seat;
  readonly seed: string;
  readonly key: string;
  readonly bases: readonly string[];
  readonly fresh: Uint8Array;
}

/**
 * Other work a prepared move still owes (a game's own proven shuffle, e.g. Fleet's hand mix, a seat's
 * beacon chain, or its decryption shares): `work` for a Worker (plain JSON), and `fill` to put in its result. Until filled,
 * reading the move's fields computes them on the page, with the same result.
 */
export interface LaterWork {
  readonly work: MixWork | BeaconChainWork | SharesWork;
  filled(): boolean;
  /** Puts in the Worker's result; false (and nothing changes) if it is not a result of this work. */
  fill(made: unknown): boolean;
}

const laterWorks = new WeakMap<object, LaterWork>();

/** Records that `move` still owes `later`'s work. */
export function registerLaterWork(move: object, later: LaterWork): void {
  laterWorks.set(move, later);
}

/** The work still owed by `move` (at its top), without doing it; null when none. */
export function laterWorkIn(move: unknown): LaterWork | null {
  if (typeof move !== 'object' || move === null) return null;
  const later = laterWorks.get(move);
  return later && !later.filled() ? later : null;
}
