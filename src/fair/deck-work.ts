// The deck's long computations as plain-JSON work descriptions, so a table can run them in a Worker
// (src/table/deck-worker.ts) and show their progress: making a seat's pass with its proof (≈ 230 ms for
// 96 cards) and checking one (one 777-point MSM, ≈ 130 ms). The same steps run on the page where there is
// no Worker; the results are identical either way.
import { passCheckSteps, type DeckPassMove } from './deck.js';
import { makeDeckPassSteps } from './deck-seat.js';
import type { DeckWork } from './pending-deck-work.js';

export { pendingDeckWork, type DeckWork, type DeckWorkSubject, type PendingDeckWork } from './pending-deck-work.js';

/** Runs `work` in steps, yielding the fraction done; returns the pass made or the check's verdict. */
export function* deckWorkSteps(work: DeckWork): Generator<number, DeckPassMove | boolean, void> {
  if (work.kind === 'make-pass') return yield* makeDeckPassSteps(work.deck, work.seat, work.fresh);
  return yield* passCheckSteps(work.check);
}
