// A seat's side of the private deck (scheme in deck.ts): everything derives from its secret deck seed
// — the shuffle key, the permutation and one key per final position — so a seat keeps only the seed.
import { utf8 } from '../core/index.js';
import { hash64, hexBytes, u32 } from './bytes.js';
import { deckPasses, keyHash, type DeckState } from './deck.js';
import { decodePoint, deriveScalar, encodePoint, invertScalar, mulScalars, scalarHex, type Point } from './group.js';
import { drawStream, permutationFrom } from './stream.js';

/** The secret material a seat derives from its deck seed. */
export interface DeckSeatKeys {
  readonly shuffleKey: bigint;
  readonly permutation: readonly number[];
  positionKey(position: number): bigint;
}

/** Derives a seat's shuffle key, permutation and per-position keys for deck `deckId` from its seed. */
export function deckSeatKeys(deckId: string, size: number, seed: string): DeckSeatKeys {
  const seedBytes = hexBytes(seed, 32);
  if (!seedBytes) throw new TypeError('a deck seed is 64 hex digits');
  const id = utf8(deckId);
  return {
    shuffleKey: deriveScalar('shoal/deck-shuffle-key/v1', seedBytes, id),
    permutation: permutationFrom(drawStream(hash64('shoal/deck-permutation/v1', seedBytes, id)), size),
    positionKey: (position) => deriveScalar('shoal/deck-position-key/v1', seedBytes, id, u32(position)),
  };
}

/** A seat's key for `position`, as published. */
export function positionKeyHex(deckId: string, size: number, seed: string, position: number): string {
  return scalarHex(deckSeatKeys(deckId, size, seed).positionKey(position));
}

/**
 * The output of pass `pass` of `deck` made with `seed`. `constantTime` false is for recomputing
 * public work at audit, when the keys are no longer secret.
 */
export function computePass(deck: DeckState, passIndex: number, seed: string, constantTime = true): { cards: string[]; keyHashes?: string[] } {
  const pass = deckPasses(deck.seats)[passIndex];
  const input = deck.stages[passIndex];
  if (!pass || !input) throw new RangeError(`deck ${deck.id} has no pass ${passIndex} to compute`);
  const keys = deckSeatKeys(deck.id, deck.size, seed);
  const times = (point: Point, scalar: bigint): Point => (constantTime ? point.multiply(scalar) : point.multiplyUnsafe(scalar));
  const inputPoint = (p: number): Point => {
    const point = decodePoint(input[p]);
    if (!point) throw new TypeError(`deck ${deck.id} stage ${passIndex} holds an invalid point`);
    return point;
  };
  const positionKeys = pass.kind === 'shuffle' ? [] : Array.from({ length: deck.size }, (_, p) => keys.positionKey(p));
  let cards: string[];
  if (pass.kind === 'shuffle') {
    cards = keys.permutation.map((from) => encodePoint(times(inputPoint(from), keys.shuffleKey)));
  } else if (pass.kind === 'shuffle-lock') {
    cards = keys.permutation.map((from, p) => encodePoint(times(inputPoint(from), positionKeys[p]!)));
  } else {
    const unshuffle = invertScalar(keys.shuffleKey);
    cards = input.map((_, p) => encodePoint(times(inputPoint(p), mulScalars(positionKeys[p]!, unshuffle))));
  }
  if (pass.kind === 'shuffle') return { cards };
  return { cards, keyHashes: positionKeys.map((k, p) => keyHash(deck.id, pass.seat, p, scalarHex(k))) };
}
