// The deck's long computations as plain-JSON work descriptions, so a table can run them in a Worker
// (src/table/deck-worker.ts) and show their progress: making a seat's pass with its proof (≈ 230 ms for
// 96 cards), checking one (one 777-point MSM, ≈ 130 ms), making a game's proven shuffle of a hand
// (Fleet's mix), a seat's beacon hash chain (1,024 SHA-512 steps), and a batch of other seats' decryption
// shares and card openings (a Chaum–Pedersen check each, a few ms), and a seat's own shares with their proof. The same steps run on the page
// where there is no Worker; the results are identical.
import { beaconChainSteps } from './beacon.js';
import { decodeCipher, passCheckSteps, type DeckPassMove } from './deck.js';
import { decodePoint } from './group.js';
import { verifyShareCheck } from './proofs.js';
import { proveShuffleSteps, type ProvenShuffle } from './shuffle-proof.js';
import { makeDeckPassSteps, sharesFromParts, type MadeShares } from './deck-seat.js';
import type { DeckWork } from './pending-deck-work.js';
import type { ShareCheck } from './pass-verdicts.js';

export { pendingDeckWork, type DeckWork, type DeckWorkSubject, type PendingDeckWork } from './pending-deck-work.js';

/** Runs `work` in steps, yielding the fraction done; returns the pass, mix or beacon chain made, or the check's verdict (one per share check). */
export function* deckWorkSteps(work: DeckWork): Generator<number, DeckPassMove | ProvenShuffle | MadeShares | string[] | boolean | boolean[], void> {
  if (work.kind === 'make-pass') return yield* makeDeckPassSteps(work.deck, work.seat, work.fresh);
  if (work.kind === 'make-mix') {
    const key = decodePoint(work.key);
    if (!key) throw new RangeError('a mix is made under a published deck key');
    return yield* proveShuffleSteps(work.context, work.input.map(decodeCipher), work.input, key, work.fresh);
  }
  if (work.kind === 'beacon-chain') return yield* beaconChainSteps(work.seed, work.room, work.seat, work.length);
  if (work.kind === 'check-shares') return yield* shareCheckSteps(work.checks);
  if (work.kind === 'make-shares') return sharesFromParts(work.deck, work.context, work.seed, work.key, work.bases, work.fresh);
  return yield* passCheckSteps(work.check);
}

/** Each share check's verdict (a malformed one is false), one step per check. */
function* shareCheckSteps(checks: readonly ShareCheck[]): Generator<number, boolean[], void> {
  if (!Array.isArray(checks)) throw new RangeError('share checks come as a list');
  const verdicts: boolean[] = [];
  for (const check of checks) {
    let verdict = false;
    try {
      verdict = verifyShareCheck(check);
    } catch {
      verdict = false;
    }
    verdicts.push(verdict);
    if (verdicts.length < checks.length) yield verdicts.length / checks.length;
  }
  return verdicts;
}
