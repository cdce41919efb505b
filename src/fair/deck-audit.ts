// The audit of a seat's part in a private deck (the shuffle proof of deck.ts): from the seed it reveals
// at the end, every peer checks each of its passes and its key hashes.
import { utf8 } from '../core/index.js';
import type { Seat } from '../core/index.js';
import { hash64, hexBytes, u32 } from './bytes.js';
import { deckPasses, keyHash, type DeckState } from './deck.js';
import { computePass, deckSeatKeys, type DeckSeatKeys } from './deck-seat.js';
import { decodePoint, deriveScalar, invertScalar, linearCombination, mulScalars, scalarHex, type Point } from './group.js';

/**
 * The audit of one seat's part in a deck, from its revealed seed: null when every pass it made is
 * exactly its honest pass and every key hash fits, else the reason it is not.
 */
export function auditDeckSeat(deck: DeckState, seat: Seat, seed: unknown): string | null {
  if (!hexBytes(seed, 32)) return `its deck seed for ${deck.id} is malformed`;
  const passes = deckPasses(deck.seats);
  const keys = deckSeatKeys(deck.id, deck.size, seed as string);
  for (let t = 0; t + 1 < deck.stages.length; t++) {
    const pass = passes[t]!;
    if (pass.seat !== seat) continue;
    if (!passHolds(deck, t, keys, seed as string)) {
      // Only a cheat gets here; find the first wrong position to name it.
      const expected = computePass(deck, t, seed as string, false).cards;
      const position = expected.findIndex((card, p) => card !== deck.stages[t + 1]![p]);
      return `its ${pass.kind} pass of deck ${deck.id} does not follow from its seed (position ${position} was substituted)`;
    }
    if (pass.kind !== 'shuffle') {
      const hashes = deck.keyHashes[seat];
      const fits = hashes !== null && hashes !== undefined && hashes.every((h, p) => h === keyHash(deck.id, seat, p, scalarHex(keys.positionKey(p))));
      if (!fits) return `its key hashes for deck ${deck.id} do not follow from its seed`;
    }
  }
  return null;
}

/**
 * Batch check that stage t+1 is exactly the honest pass t from `keys`: with weights r_p drawn from a
 * hash of both stages and the seed, Σ r_p·out[p] must equal Σ (r_p·c_p)·in[π(p)] where c_p is the
 * scalar the pass applies at p. A wrong stage passes with probability about 2^-128, and the weights
 * are fixed only after the stage was published, so a cheat cannot aim for them.
 */
function passHolds(deck: DeckState, t: number, keys: DeckSeatKeys, seed: string): boolean {
  const pass = deckPasses(deck.seats)[t]!;
  const input = deck.stages[t]!;
  const output = deck.stages[t + 1]!;
  const outPoints = output.map(decodePoint);
  const inPoints = input.map(decodePoint);
  if (outPoints.some((p) => !p) || inPoints.some((p) => !p)) return false;
  const transcript = hash64('shoal/deck-audit/v1', utf8(deck.id), u32(t), hexBytes(seed, 32)!, utf8(input.join('')), utf8(output.join('')));
  const weights = output.map((_, p) => deriveScalar('shoal/deck-audit-weight/v1', transcript, u32(p)) & ((1n << 128n) - 1n));
  const source = (p: number): Point => inPoints[pass.kind === 'lock' ? p : keys.permutation[p]!]!;
  const unshuffle = pass.kind === 'lock' ? invertScalar(keys.shuffleKey) : 1n;
  const applied = (p: number): bigint =>
    pass.kind === 'shuffle' ? keys.shuffleKey : pass.kind === 'shuffle-lock' ? keys.positionKey(p) : mulScalars(keys.positionKey(p), unshuffle);
  const left = linearCombination(outPoints as Point[], weights);
  const right = linearCombination(
    output.map((_, p) => source(p)),
    weights.map((w, p) => mulScalars(w, applied(p))),
  );
  return left.equals(right);
}
