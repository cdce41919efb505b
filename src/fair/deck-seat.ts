// A seat's side of the private deck (scheme in deck.ts): its secret deck key derives from a seed it
// keeps; each pass and each proof takes fresh randomness, used once and forgotten.
import { utf8 } from '../core/index.js';
import type { Seat } from '../core/index.js';
import { hexBytes } from './bytes.js';
import {
  decodeCipher,
  deckContext,
  decodeWithShares,
  rememberOwnPass,
  type CardOpening,
  type DeckJoinMove,
  type DeckPassMove,
  type DeckSharesMove,
  type DeckState,
} from './deck.js';
import { BASE, decodePoint, decodeStatePoint, deriveScalar, encodePoint, times, type Point } from './group.js';
import { isScalarProof, proveKey, proveShares, rememberOwnShares, type ProofContext, type ScalarProof } from './proofs.js';
import { drain, proveShuffleSteps } from './shuffle-proof.js';
import { registerLaterPass, registerLaterWork } from './later-pass.js';

export { laterPassIn, type LaterPass } from './later-pass.js';

/** A seat's secret key for a deck, from its deck seed (64 hex digits). Throws on a malformed seed. */
export function deckSecret(deckId: string, seed: string): bigint {
  const bytes = hexBytes(seed, 32);
  if (!bytes) throw new TypeError('a deck seed is 64 hex digits');
  return deriveScalar('shoal/deck-secret/v1', bytes, utf8(deckId));
}

/** The public key of a seat's deck secret. */
export function deckPublicKey(deckId: string, seed: string): string {
  return encodePoint(times(BASE, deckSecret(deckId, seed)));
}

/** A seat's key for `deck` with its proof of knowledge; `fresh` is 32 random bytes. */
export function makeDeckJoin(deck: DeckState, seat: Seat, seed: string, fresh: Uint8Array): DeckJoinMove {
  const secret = deckSecret(deck.id, seed);
  const key = encodePoint(times(BASE, secret));
  return { type: 'deck-join', deck: deck.id, key, proof: proveKey(deckContext(deck, 'key', seat), secret, key, fresh) };
}

/** The pass `seat` owes now: the current round's positions permuted and re-encrypted, with its proof. `fresh` is 64 random bytes. */
export function makeDeckPass(deck: DeckState, seat: Seat, fresh: Uint8Array): DeckPassMove {
  const move = drain(makeDeckPassSteps(deck, seat, fresh));
  rememberOwnPass(deck, seat, move);
  return move;
}


/**
 * The pass `seat` owes, made lazily: the move object is returned at once and its `cards` and `proof`
 * are filled in by the table from a Worker (see deck-work.ts), or computed on the page when anything
 * reads them first. Either way the move is the one `makeDeckPass` makes from the same `fresh` bytes.
 */
export function makeDeckPassLater(deck: DeckState, seat: Seat, fresh: Uint8Array): DeckPassMove {
  const round = deck.shuffling;
  if (!round || round.seat !== seat || deck.jointKey === null) throw new RangeError(`seat ${seat} owes no pass of deck ${deck.id}`);
  const move = { type: 'deck-pass', deck: deck.id, round: round.round } as { -readonly [K in keyof DeckPassMove]: DeckPassMove[K] };
  let done = false;
  const set = (made: DeckPassMove): void => {
    done = true;
    Object.defineProperty(move, 'cards', { value: made.cards, enumerable: true, writable: false, configurable: false });
    Object.defineProperty(move, 'proof', { value: made.proof, enumerable: true, writable: false, configurable: false });
    rememberOwnPass(deck, seat, move);
  };
  for (const key of ['cards', 'proof'] as const) {
    Object.defineProperty(move, key, {
      enumerable: true,
      configurable: true,
      get() {
        set(drain(makeDeckPassSteps(deck, seat, fresh)));
        return move[key];
      },
    });
  }
  registerLaterPass(move, {
    deck,
    seat,
    fresh,
    filled: () => done,
    fill(made) {
      if (done) return false;
      const fits = made.type === 'deck-pass' && made.deck === deck.id && made.round === round.round && Array.isArray(made.cards) && made.cards.length === round.to - round.from;
      if (fits) set(made);
      return fits;
    },
  });
  return move;
}

/**
 * `makeDeckPass` in steps (yields the fraction done), pure, for a Worker or a page that shows progress;
 * the page that publishes the result may then `rememberOwnPass` it so it is not checked again.
 */
export function* makeDeckPassSteps(deck: DeckState, seat: Seat, fresh: Uint8Array): Generator<number, DeckPassMove, void> {
  const round = deck.shuffling;
  if (!round || round.seat !== seat || deck.jointKey === null) throw new RangeError(`seat ${seat} owes no pass of deck ${deck.id}`);
  const inputHex = deck.cards.slice(round.from, round.to);
  const shuffled = yield* proveShuffleSteps(deckContext(deck, `pass:${round.round}`, seat), inputHex.map(decodeCipher), inputHex, decodePoint(deck.jointKey)!, fresh);
  return { type: 'deck-pass', deck: deck.id, round: round.round, cards: shuffled.cards, proof: shuffled.proof };
}

/** `seat`'s shares for `positions` with one proof; `fresh` is 32 random bytes. */
export function makeDeckShares(deck: DeckState, seat: Seat, seed: string, positions: readonly number[], fresh: Uint8Array): DeckSharesMove {
  const { shares, proof } = sharesFor(deck, seat, seed, positions, fresh);
  return { type: 'deck-shares', deck: deck.id, shares: positions.map((position, i) => ({ position, share: shares[i]! })), proof };
}

/**
 * `seat`'s shares for `positions`, made lazily: the move is returned at once and its `shares` and `proof`
 * come from a Worker (the table finds the work with `pendingDeckWork`), or are computed here when anything
 * reads them first. Either way the move is the one `makeDeckShares` makes from the same `fresh` bytes.
 */
export function makeDeckSharesLater(deck: DeckState, seat: Seat, seed: string, positions: readonly number[], fresh: Uint8Array): DeckSharesMove {
  const key = deck.keys[seat];
  if (!key) throw new RangeError(`seat ${seat} has no key for deck ${deck.id}`);
  const bases = positions.map((p) => deck.cards[p]![0]);
  const context = deckContext(deck, `shares:${positions.join(',')}`, seat);
  const move = { type: 'deck-shares', deck: deck.id } as { -readonly [K in keyof DeckSharesMove]: DeckSharesMove[K] };
  let done = false;
  const set = (made: MadeShares): void => {
    done = true;
    const shares = positions.map((position, i) => ({ position, share: made.shares[i]! }));
    Object.defineProperty(move, 'shares', { value: shares, enumerable: true, writable: false, configurable: false });
    Object.defineProperty(move, 'proof', { value: made.proof, enumerable: true, writable: false, configurable: false });
    // Made from this seat's own secret (here or in this device's deck worker): not verified again.
    if (made.withOwnKey) rememberOwnShares(context, { key, bases, shares: made.shares }, made.proof);
  };
  for (const field of ['shares', 'proof'] as const) {
    Object.defineProperty(move, field, {
      enumerable: true,
      configurable: true,
      get() {
        set(sharesFromParts(deck.id, context, seed, key, bases, fresh));
        return move[field];
      },
    });
  }
  registerLaterWork(move, {
    work: { kind: 'make-shares', context, deck: deck.id, seat, seed, key, bases, fresh },
    filled: () => done,
    fill(made) {
      const fits =
        !done &&
        typeof made === 'object' &&
        made !== null &&
        Array.isArray((made as MadeShares).shares) &&
        (made as MadeShares).shares.length === positions.length &&
        (made as MadeShares).shares.every((share) => typeof share === 'string') &&
        isScalarProof((made as MadeShares).proof) &&
        typeof (made as MadeShares).withOwnKey === 'boolean';
      if (fits) set(made as MadeShares);
      return fits;
    },
  });
  return move;
}

/** Shares made from a deck seed, with their proof; `withOwnKey` when the seed's key is the seat's published one. */
export interface MadeShares {
  readonly shares: readonly string[];
  readonly proof: ScalarProof;
  readonly withOwnKey: boolean;
}

/** The shares x·a of `bases` for the secret of `seed`, with one proof bound to `context` (pure, for a Worker). */
export function sharesFromParts(deckId: string, context: ProofContext, seed: string, key: string, bases: readonly string[], fresh: Uint8Array): MadeShares {
  const secret = deckSecret(deckId, seed);
  const points = bases.map((b) => decodeStatePoint(b)!);
  const shares = points.map((a) => encodePoint(times(a, secret)));
  const proof = proveShares(context, secret, { key, bases, shares }, points, fresh);
  return { shares, proof, withOwnKey: key === encodePoint(times(BASE, secret)) };
}

/** What the holder publishes to play the card at `position`; `fresh` is 32 random bytes. */
export function makeCardOpening(deck: DeckState, seat: Seat, seed: string, position: number, fresh: Uint8Array): CardOpening {
  const { shares, proof } = sharesFor(deck, seat, seed, [position], fresh);
  return { share: shares[0]!, proof };
}

/** The card at `position` as its holder reads it (the others' shares public, its own applied privately); null if none. */
export function readOwnCard(deck: DeckState, seat: Seat, seed: string, position: number): number | null {
  const row = deck.shares[position];
  const cipher = deck.cards[position];
  if (!row || !cipher || row.some((d, s) => s !== seat && d === null)) return null;
  const own = times(decodeStatePoint(cipher[0])!, deckSecret(deck.id, seed));
  return decodeWithShares(deck, position, row.map((d, s): Point | null => (s === seat ? own : decodePoint(d))));
}

function sharesFor(deck: DeckState, seat: Seat, seed: string, positions: readonly number[], fresh: Uint8Array): { shares: readonly string[]; proof: DeckSharesMove['proof'] } {
  const key = deck.keys[seat];
  if (!key) throw new RangeError(`seat ${seat} has no key for deck ${deck.id}`);
  const bases = positions.map((p) => deck.cards[p]![0]);
  const context = deckContext(deck, `shares:${positions.join(',')}`, seat);
  const made = sharesFromParts(deck.id, context, seed, key, bases, fresh);
  // Computed here from the seat's own secret: this device need not verify the proof again.
  if (made.withOwnKey) rememberOwnShares(context, { key, bases, shares: made.shares }, made.proof);
  return made;
}
