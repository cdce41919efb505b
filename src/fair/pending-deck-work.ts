// The deck work a prepared move still owes, described as plain JSON for a Worker (deck-work.ts runs it).
// Light on purpose: every local table asks this of each move, and a table of a game without a deck
// must not load the deck's curve code to hear "none".
import type { Seat } from '../core/index.js';
import type { DeckPassMove, DeckState } from './deck.js';
import { laterPassIn, laterWorkIn, type LaterWork } from './later-pass.js';
import type { PassCheck, ShareCheck } from './pass-verdicts.js';

/**
 * Work for a Worker: make a seat's pass, check one, check a batch of decryption shares and card
 * openings (a verdict each), make a game's proven shuffle of a hand, or a seat's beacon chain.
 * Structured-clone safe.
 */
export type DeckWork =
  | { readonly kind: 'make-pass'; readonly deck: DeckState; readonly seat: Seat; readonly fresh: Uint8Array }
  | { readonly kind: 'check-pass'; readonly check: PassCheck }
  | { readonly kind: 'check-shares'; readonly checks: readonly ShareCheck[] }
  | LaterWork['work'];

/** What a piece of work is about, for a progress line ("seat 2 of 4"). */
export interface DeckWorkSubject {
  readonly deck: string;
  readonly seat: Seat;
  readonly seats: number;
  readonly round: number;
}

/** A move's long work still to do, and how to put its result in. */
export interface PendingDeckWork {
  readonly work: DeckWork;
  readonly subject: DeckWorkSubject;
  /** True for a deck pass (a progress line is worth showing); false for a hand's mix, shares or a beacon chain (a few milliseconds). */
  readonly isPass: boolean;
  /** Puts in the Worker's result; false when it is not the result of this work (the move is then made on the page when read). */
  finish(result: unknown): boolean;
}

/** The pass (from `answerFairDuty`), hand mix or beacon chain a prepared move still has to make, or null when the move is complete. */
export function pendingDeckWork(move: unknown): PendingDeckWork | null {
  const later = laterWorkIn(move);
  if (later) {
    const { work } = later;
    const subject = work.kind === 'beacon-chain' ? { deck: '', seat: work.seat, seats: 0, round: 0 } : { deck: work.context.deck, seat: work.context.seat, seats: 0, round: 0 };
    return { work, subject, isPass: false, finish: (result) => later.fill(result) };
  }
  const pass = laterPassIn(move);
  if (!pass) return null;
  const { deck, seat, fresh } = pass;
  return {
    work: { kind: 'make-pass', deck, seat, fresh },
    subject: { deck: deck.id, seat, seats: deck.seats, round: deck.shuffling?.round ?? 0 },
    isPass: true,
    finish: (result) => typeof result === 'object' && result !== null && pass.fill(result as DeckPassMove),
  };
}
