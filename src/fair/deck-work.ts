// The deck's long computations as plain-JSON work descriptions, so a table can run them in a Worker
// (src/table/deck-worker.ts) and show their progress: making a seat's pass with its proof (≈ 230 ms for
// 96 cards) and checking one (one 777-point MSM, ≈ 130 ms). The same steps run on the page where there is
// no Worker; the results are identical either way.
import type { Seat } from '../core/index.js';
import { passCheckSteps, type DeckPassMove, type DeckState } from './deck.js';
import { laterPassIn, makeDeckPassSteps } from './deck-seat.js';
import type { PassCheck } from './pass-verdicts.js';

/** Work for a Worker: make a seat's pass, or check one. Structured-clone safe. */
export type DeckWork =
  | { readonly kind: 'make-pass'; readonly deck: DeckState; readonly seat: Seat; readonly fresh: Uint8Array }
  | { readonly kind: 'check-pass'; readonly check: PassCheck };

/** What a piece of work is about, for a progress line ("seat 2 of 4"). */
export interface DeckWorkSubject {
  readonly deck: string;
  readonly seat: Seat;
  readonly seats: number;
  readonly round: number;
}

/** Runs `work` in steps, yielding the fraction done; returns the pass made or the check's verdict. */
export function* deckWorkSteps(work: DeckWork): Generator<number, DeckPassMove | boolean, void> {
  if (work.kind === 'make-pass') return yield* makeDeckPassSteps(work.deck, work.seat, work.fresh);
  return yield* passCheckSteps(work.check);
}

/** A move's long work still to do, and how to put its result in. */
export interface PendingDeckWork {
  readonly work: DeckWork;
  readonly subject: DeckWorkSubject;
  /** Puts in the Worker's result; false when it is not the result of this work (the move is then made on the page when read). */
  finish(result: unknown): boolean;
}

/** The pass a prepared move still has to make (from `answerFairDuty`), or null when the move is complete. */
export function pendingDeckWork(move: unknown): PendingDeckWork | null {
  const later = laterPassIn(move);
  if (!later) return null;
  const { deck, seat, fresh } = later;
  return {
    work: { kind: 'make-pass', deck, seat, fresh },
    subject: { deck: deck.id, seat, seats: deck.seats, round: deck.shuffling?.round ?? 0 },
    finish: (result) => typeof result === 'object' && result !== null && later.fill(result as DeckPassMove),
  };
}
