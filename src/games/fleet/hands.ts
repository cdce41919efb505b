/**
 * Private hands on src/fair's boat deck. Once a dealt position's other shares are public, the card is an
 * ElGamal ciphertext under its holder's own deck key alone: (a, b − Σ other shares). A hand is a list of
 * such ciphertexts (the starting cards, FL-2.1, are trivial ones of public cards). Only the holder reads
 * them. A card leaves a hand
 *   - face up (paying, launching, discarding): the holder publishes its share x·a with a Chaum–Pedersen
 *     proof; everyone decodes the card, and a claimed card that is not the decoded one is refused;
 *   - face down (a captain, FL-14): never opened. The holder first re-encrypts and permutes its whole hand
 *     with a proof of a shuffle under its own key (a "mix"), then sets the mix's last card aside. The proof
 *     shows the captain was one of the hand's cards without telling which.
 * Every move that takes a card from a hand carries a mix (but the discard of a card just drawn), so no
 * slot links to an earlier one and the cards a player opens tell no more than the cards themselves.
 * A mix is checked as a deck pass is (src/fair/pass-verdicts.ts): a room checks another seat's mix in the
 * deck workers before applying it, and a device never re-checks a mix it made itself.
 */
import { isRecord, type RuleError, type Seat } from '../../core/index.js';
import {
  cardTable,
  deckSecret,
  decodeCipher,
  drain,
  passCheckSteps,
  passVerdict,
  proveShares,
  proveShuffleSteps,
  registerLaterWork,
  rememberOwnShares,
  rememberPassVerdict,
  verifyShares,
  type CipherPair,
  type FairState,
  type PassCheck,
  type ProofContext,
} from '../../fair/index.js';
import { BASE, decodePoint, decodeStatePoint, encodePoint, times, type Point } from '../../fair/group.js';
import { BOAT_CARDS, BOAT_DECK } from './data.js';
import { fleetError, type CardReveal, type HandMix } from './types.js';

function context(fair: FairState, step: string, seat: Seat): ProofContext {
  return { room: fair.room, game: fair.game, deck: BOAT_DECK, step, seat };
}

/** The boat card a message point stands for (card table of the boat deck), or null. */
function cardOfPoint(point: Point): number | null {
  return cardTable(BOAT_DECK, BOAT_CARDS).cardOf(point);
}

/** The point of boat card `card` (a trivial ciphertext's message). */
export function cardPoint(card: number): string {
  return cardTable(BOAT_DECK, BOAT_CARDS).points[card]!;
}

/** A card everyone knows, as a hand ciphertext (FL-2.1 starting hands). */
export function openCipher(card: number): CipherPair {
  return ['0'.repeat(64), cardPoint(card)];
}

/** The holder's deck key, once published. */
function holderKey(fair: FairState, seat: Seat): Point | null {
  return decodePoint(fair.decks[BOAT_DECK]?.keys[seat] ?? null);
}

/** The hand ciphertext of deck position `position` dealt to `seat`, once every other seat's share is public. */
export function dealtCipher(fair: FairState, position: number, seat: Seat): CipherPair | null {
  const deck = fair.decks[BOAT_DECK];
  const cipher = deck?.cards[position];
  const row = deck?.shares[position];
  if (!deck || !cipher || !row || row.some((d, s) => s !== seat && d === null)) return null;
  let b = decodeStatePoint(cipher[1])!;
  row.forEach((d, s) => {
    if (s !== seat) b = b.subtract(decodePoint(d)!);
  });
  return [cipher[0], encodePoint(b)];
}

const isPair = (v: unknown): v is CipherPair => Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string';

/** What checking `seat`'s mix reads (a shuffle under the holder's own key), or null before its key is published. */
function mixCheck(fair: FairState, seat: Seat, hand: readonly CipherPair[], cards: readonly (readonly [string, string])[], proof: unknown): PassCheck | null {
  const key = fair.decks[BOAT_DECK]?.keys[seat];
  return key ? { context: context(fair, 'hand-mix', seat), input: hand, output: cards, jointKey: key, proof } : null;
}

/** Checks `seat`'s mix of `hand`; the mixed hand, or a RuleError. */
export function checkMix(fair: FairState, seat: Seat, hand: readonly CipherPair[], mix: unknown): readonly CipherPair[] | RuleError {
  if (!isRecord(mix) || !Array.isArray(mix.cards) || !isRecord(mix.proof) || Object.keys(mix).length !== 2) {
    return fleetError('mix-malformed', 'A mix is {cards, proof}.');
  }
  if (hand.length === 0) return fleetError('empty-hand', 'Your hand is empty.');
  if (mix.cards.length !== hand.length || !mix.cards.every(isPair)) return fleetError('mix-malformed', `A mix holds the ${hand.length} cards of your hand.`);
  const check = mixCheck(fair, seat, hand, mix.cards, mix.proof);
  if (!check) return fleetError('waiting-for-seats', 'Your deck key is not published yet.');
  const proven = passVerdict(check, () => {
    try {
      return drain(passCheckSteps(check));
    } catch {
      return false;
    }
  });
  if (!proven) return fleetError('mix-unproven', 'That mix is not a proven shuffle of your hand (FL-14).');
  return (mix.cards).map((p) => [p[0], p[1]] as const);
}

/** Opens `reveal` against `hand` of `seat`: the card, or a RuleError (a slot not held, a forged share, another card claimed). */
export function checkReveal(fair: FairState, seat: Seat, hand: readonly CipherPair[], reveal: CardReveal): number | RuleError {
  const pair = hand[reveal.slot];
  if (!pair) return fleetError('no-such-slot', `Your hand has no card ${reveal.slot}.`);
  const key = holderKey(fair, seat);
  if (!key) return fleetError('waiting-for-seats', 'Your deck key is not published yet.');
  const a = decodePoint(pair[0]);
  const share = decodePoint(reveal.share);
  if (!a || !share) return fleetError('share-unproven', 'That card cannot be opened with a share.');
  const statement = { key: encodePoint(key), bases: [pair[0]], shares: [reveal.share] };
  if (!verifyShares(context(fair, 'hand-open', seat), statement, key, [a], [share], reveal.proof)) {
    return fleetError('share-unproven', 'That share does not carry a valid proof for your card.');
  }
  const card = cardOfPoint(decodeStatePoint(pair[1])!.subtract(share));
  if (card === null) return fleetError('card-not-held', 'That card opens to no boat card.');
  if (card !== reveal.card) return fleetError('card-mismatch', `That card is not the one you named (FL-14).`);
  return card;
}

// ——— the holder's side ———

/** The seat's secret deck key from its fair-play secrets' seed for the boat deck. */
export function holderSecret(deckSeed: string): bigint {
  return deckSecret(BOAT_DECK, deckSeed);
}

const readCache = new Map<string, number | null>();

/** The card of one hand ciphertext, read with the holder's secret key. */
export function readCard(pair: CipherPair, secret: bigint): number | null {
  const key = `${pair[0]}${pair[1]}${secret.toString(16)}`;
  const known = readCache.get(key);
  if (known !== undefined) return known;
  const b = decodeStatePoint(pair[1]);
  const a = decodeStatePoint(pair[0]);
  const card = a && b ? cardOfPoint(pair[0] === '0'.repeat(64) ? b : b.subtract(times(a, secret))) : null;
  if (readCache.size > 4096) readCache.clear();
  readCache.set(key, card);
  return card;
}

/** Records that `pair` reads as `card` under `secret`: the holder knows where its own mix put each card. */
export function rememberCard(pair: CipherPair, secret: bigint, card: number | null): void {
  if (readCache.size > 4096) readCache.clear();
  readCache.set(`${pair[0]}${pair[1]}${secret.toString(16)}`, card);
}

/** The holder's mix of its hand (`fresh`: 64 random bytes): the move part and the mixed hand. */
export function makeMix(fair: FairState, seat: Seat, hand: readonly CipherPair[], fresh: Uint8Array): HandMix {
  const key = holderKey(fair, seat);
  if (!key) throw new RangeError(`seat ${seat} has no deck key yet`);
  const shuffled = drain(proveShuffleSteps(context(fair, 'hand-mix', seat), hand.map(decodeCipher), hand, key, fresh));
  const mix = { cards: shuffled.cards.map((p) => [p[0], p[1]] as const), proof: shuffled.proof };
  // Made here, so this device need not check it (the "a local table may skip checking proofs it made itself").
  rememberPassVerdict(mixCheck(fair, seat, hand, mix.cards, mix.proof)!, true);
  return mix;
}

/**
 * A move carrying the holder's mix of `hand`, made later: `build` turns the mix into the move, whose
 * fields are `keys` (after `type`). A table with a deck worker makes the mix there (src/fair's
 * pendingDeckWork finds it); anything that reads a field first makes it here. Either way the move is
 * the one `build(makeMix(…, fresh))` gives.
 */
export function makeMixedMoveLater<T extends { readonly type: string }>(
  fair: FairState,
  seat: Seat,
  hand: readonly CipherPair[],
  fresh: Uint8Array,
  type: T['type'],
  keys: readonly Exclude<keyof T & string, 'type'>[],
  build: (mix: HandMix) => T,
): T {
  const key = fair.decks[BOAT_DECK]?.keys[seat];
  if (!key) throw new RangeError(`seat ${seat} has no deck key yet`);
  const move = { type } as Record<string, unknown>;
  let done = false;
  const set = (mix: HandMix): void => {
    done = true;
    const made = build(mix) as unknown as Record<string, unknown>;
    for (const k of keys) Object.defineProperty(move, k, { value: made[k], enumerable: true, writable: false, configurable: false });
  };
  for (const k of keys) {
    Object.defineProperty(move, k, {
      enumerable: true,
      configurable: true,
      get() {
        set(makeMix(fair, seat, hand, fresh));
        return move[k];
      },
    });
  }
  registerLaterWork(move, {
    work: { kind: 'make-mix', context: context(fair, 'hand-mix', seat), input: hand, key, fresh },
    filled: () => done,
    fill(made) {
      if (done || !isRecord(made) || !Array.isArray(made.cards) || made.cards.length !== hand.length || !made.cards.every(isPair) || !isRecord(made.proof)) return false;
      const mix: HandMix = { cards: made.cards.map((p) => [p[0], p[1]] as const), proof: made.proof as unknown as HandMix['proof'] };
      // Made by this device's own deck worker from these inputs, as makeMix would: not checked again.
      rememberPassVerdict(mixCheck(fair, seat, hand, mix.cards, mix.proof)!, true);
      set(mix);
      return true;
    },
  });
  return move as unknown as T;
}

/** The holder's opening of `slot` (card `card`) of `hand` (`fresh`: 32 random bytes). */
export function makeReveal(fair: FairState, seat: Seat, secret: bigint, hand: readonly CipherPair[], slot: number, card: number, fresh: Uint8Array): CardReveal {
  const pair = hand[slot]!;
  const a = decodePoint(pair[0])!;
  const share = encodePoint(times(a, secret));
  const key = fair.decks[BOAT_DECK]!.keys[seat]!;
  const statement = { key, bases: [pair[0]], shares: [share] };
  const proof = proveShares(context(fair, 'hand-open', seat), secret, statement, [a], fresh);
  // Computed here from the seat's own secret: this device need not verify the opening again.
  if (key === encodePoint(times(BASE, secret))) rememberOwnShares(context(fair, 'hand-open', seat), statement, proof);
  return { slot, card, share, proof };
}
