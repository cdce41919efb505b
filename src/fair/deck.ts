// The private deck (design "Fair play"): a deck no seat can stack or peek at, whose cards can be
// dealt so that only their holder reads them. Commutative encryption on ristretto255.
//
// THE SCHEME (n seats, N cards, everything public is a canonical point encoding in hex)
//   Table.   Card c ↔ point P_c = hash_to_ristretto255("card c of <deck>"); stage 0 is [P_0 … P_{N-1}].
//   Keys.    Each seat j draws a fresh 32-byte deck seed and derives everything from it: a shuffle key
//            s_j, a permutation π_j (Fisher–Yates over a SHA-512 stream) and one key k_{j,p} per final
//            position p (all scalars mod ℓ, non-zero). Nothing but the seed needs keeping.
//   Passes.  In seat order, each seat re-encrypts and shuffles the previous stage:
//              shuffle       (seats 0 … n-2):  out[p] = s_j · in[π_j(p)]
//              shuffle+lock  (seat n-1):       out[p] = k_{j,p} · in[π_j(p)]     (the final order is now
//                            fixed, so the last shuffler applies its per-position keys at once)
//            then, in seat order, each of seats 0 … n-2 swaps its shuffle key for per-position keys:
//              lock                            out[p] = (k_{j,p} · s_j⁻¹) · in[p]
//            A pass that applies per-position keys also publishes H(deck ‖ j ‖ p ‖ k_{j,p}) for every p.
//            The last stage is L[p] = (∏_j k_{j,p}) · P_{σ(p)}: 2n-1 passes of N multiplications.
//   Deal.    To deal position p to seat s, every other seat publishes k_{j,p}; each key is checked at
//            once against its published hash, so a forged key is refused when it is published and the
//            seat still owes it (a stall attributed to that seat). Seat s multiplies L[p] by the inverse
//            of the product of all keys, its own included, and looks the point up in the table: only it
//            learns the card. Public reveal: every seat publishes its key. Owner reveal: the holder
//            publishes its own key when it plays the card.
//   Checks on publication. Every point decodes, is not the identity, and a stage holds N distinct
//            points (a duplicated card is refused at once); key hashes are well formed.
//   Shuffle proof (at audit). Each seat publishes its deck seed; every peer re-derives s_j, π_j and
//            the k_{j,p}, checks each of that seat's passes against the stage before it, and checks the
//            key hashes. A pass is checked in one batch: with weights r_p (128 bits, from a hash of
//            both stages and the seed) Σ r_p·out[p] must equal Σ (r_p·c_p)·in[π(p)], c_p the scalar
//            the pass applies at p (two multi-scalar multiplications instead of N full ones); a wrong
//            stage passes with probability about 2^-128. Only when it fails is every position
//            recomputed, to name the substituted one. A seat whose published stage is
//            not its honest pass (a substituted or duplicated card, a key that does not fit) fails its
//            own check and only its own: the check depends on the public stages and that seat's seed.
//            So the audit names exactly the seat that cheated. A card that decodes to no card at a deal
//            or reveal ("broken") is always explained by such a failed check.
// Secrecy rests on the decisional Diffie–Hellman assumption in ristretto255 and on at least one seat
// shuffling honestly; fairness of the order needs only one honest shuffler.
import { hasOnlyKeys, isHex, isIntInRange, isRecord, ruleError, toHex, utf8 } from '../core/index.js';
import type { Duty, RuleError, Seat } from '../core/index.js';
import { hash64, hexBytes, u32 } from './bytes.js';
import { cardTable, decodePoint, invertScalar, mulScalars, parseScalar } from './group.js';

/** What a pass does; see the scheme above. */
export type PassKind = 'shuffle' | 'shuffle-lock' | 'lock';

/** One pass of the shuffle protocol. */
export interface DeckPass {
  readonly seat: Seat;
  readonly kind: PassKind;
}

/** Who a position went to: a seat, or 'table' for a public reveal; null while it is still in the deck. */
export type Holder = Seat | 'table' | null;

/** Public state of one private deck. Plain JSON; never mutated. */
export interface DeckState {
  /** The deck's name, bound into its card table (so a card cannot move between decks). */
  readonly id: string;
  readonly size: number;
  readonly seats: number;
  /** stages[0] is the card table; stages[t+1] is the output of pass t. */
  readonly stages: readonly (readonly string[])[];
  /** Per seat: the hashes of its per-position keys, once its keying pass is made. */
  readonly keyHashes: readonly (readonly string[] | null)[];
  /** keys[p][j]: seat j's published key for position p, or null. */
  readonly keys: readonly (readonly (string | null)[])[];
  readonly holders: readonly Holder[];
  /** The card at each position once public (revealed to the table or by its holder), else null. */
  readonly faces: readonly (number | null)[];
  /** Positions whose keys are all public but which decode to no card (the audit names who cheated). */
  readonly broken: readonly number[];
}

/** A seat's pass: the next stage, plus its key hashes for a keying pass. */
export interface DeckPassMove {
  readonly type: 'deck-pass';
  readonly deck: string;
  readonly cards: readonly string[];
  readonly keyHashes?: readonly string[];
}

/** A seat's per-position keys, published for a deal or a reveal. */
export interface DeckKeysMove {
  readonly type: 'deck-keys';
  readonly deck: string;
  readonly keys: readonly { readonly position: number; readonly key: string }[];
}

/** The largest deck the protocol accepts (a bound on untrusted work, far above any game's deck). */
export const MAX_DECK_SIZE = 512;

/** A fresh deck of `size` cards for `seats` seats, not yet shuffled. Throws for an impossible deck. */
export function createDeck(id: string, size: number, seats: number): DeckState {
  if (!isIntInRange(size, 1, MAX_DECK_SIZE)) throw new RangeError(`a deck holds 1–${MAX_DECK_SIZE} cards, not ${size}`);
  if (!isIntInRange(seats, 1, 64)) throw new RangeError(`a deck needs 1–64 seats, not ${seats}`);
  return {
    id,
    size,
    seats,
    stages: [cardTable(id, size).points],
    keyHashes: Array.from({ length: seats }, () => null),
    keys: Array.from({ length: size }, () => Array.from({ length: seats }, () => null)),
    holders: Array.from({ length: size }, () => null),
    faces: Array.from({ length: size }, () => null),
    broken: [],
  };
}

/** The passes of a deck for `seats` seats, in order. */
export function deckPasses(seats: number): readonly DeckPass[] {
  const passes: DeckPass[] = [];
  for (let seat = 0; seat < seats - 1; seat++) passes.push({ seat, kind: 'shuffle' });
  passes.push({ seat: seats - 1, kind: 'shuffle-lock' });
  for (let seat = 0; seat < seats - 1; seat++) passes.push({ seat, kind: 'lock' });
  return passes;
}

/** The pass owed next, or null once the deck is shuffled and locked. */
export function nextPass(deck: DeckState): (DeckPass & { readonly index: number }) | null {
  const index = deck.stages.length - 1;
  const pass = deckPasses(deck.seats)[index];
  return pass ? { ...pass, index } : null;
}

/** True once every pass is made: positions may be dealt and revealed. */
export function deckReady(deck: DeckState): boolean {
  return nextPass(deck) === null;
}

/** The duties of this deck: the next pass, then the keys each seat owes for deals and reveals. */
export function deckDuties(deck: DeckState): Duty[] {
  const pass = nextPass(deck);
  if (pass) return [{ seat: pass.seat, kind: 'deck-key', detail: { fair: 'deck-pass', deck: deck.id, pass: pass.index } }];
  const duties: Duty[] = [];
  for (let seat = 0; seat < deck.seats; seat++) {
    const positions = keysOwed(deck, seat);
    if (positions.length > 0) duties.push({ seat, kind: 'deck-key', detail: { fair: 'deck-keys', deck: deck.id, positions } });
  }
  return duties;
}

/** Positions for which `seat` owes its key now (dealt to another seat, or revealed to the table). */
export function keysOwed(deck: DeckState, seat: Seat): number[] {
  const owed: number[] = [];
  deck.holders.forEach((holder, p) => {
    if (holder !== null && holder !== seat && deck.keys[p]![seat] === null) owed.push(p);
  });
  return owed;
}

/** Applies a seat's pass after checking it is that seat's turn and well formed. */
export function applyDeckPass(deck: DeckState, seat: Seat, move: unknown): DeckState | RuleError {
  const pass = nextPass(deck);
  if (!pass) return ruleError('deck-already-locked', `Deck ${deck.id} is already shuffled and locked.`);
  if (pass.seat !== seat) return ruleError('deck-not-your-pass', `Seat ${pass.seat} makes the next pass of deck ${deck.id}.`);
  if (!isRecord(move) || move.type !== 'deck-pass' || move.deck !== deck.id || !hasOnlyKeys(move, ['type', 'deck', 'cards', 'keyHashes'])) {
    return ruleError('deck-pass-malformed', 'A pass is {type:"deck-pass", deck, cards, keyHashes?}.');
  }
  const cards = move.cards;
  if (!Array.isArray(cards) || cards.length !== deck.size) {
    return ruleError('deck-pass-malformed', `A pass of deck ${deck.id} holds ${deck.size} cards.`);
  }
  for (const card of cards) {
    if (!decodePoint(card)) return ruleError('deck-point-invalid', 'A card of that pass is not a valid group element.');
  }
  if (new Set(cards).size !== cards.length) {
    return ruleError('deck-card-duplicated', `Seat ${seat}'s pass of deck ${deck.id} holds the same card twice.`);
  }
  const keying = pass.kind !== 'shuffle';
  const hashes = move.keyHashes;
  if (keying !== (hashes !== undefined)) {
    return ruleError('deck-pass-malformed', keying ? 'This pass must publish its key hashes.' : 'A shuffle pass publishes no key hashes.');
  }
  if (keying && (!Array.isArray(hashes) || hashes.length !== deck.size || !hashes.every((h) => isHex(h, 32)))) {
    return ruleError('deck-pass-malformed', `A keying pass publishes ${deck.size} key hashes of 64 hex digits.`);
  }
  return {
    ...deck,
    stages: [...deck.stages, cards as string[]],
    keyHashes: keying ? deck.keyHashes.map((h, s) => (s === seat ? (hashes as string[]) : h)) : deck.keyHashes,
  };
}

/** Marks positions to be dealt to `to` (a seat) or revealed to the table; the keys then fall due. */
export function requestPositions(deck: DeckState, positions: readonly number[], to: Seat | 'table'): DeckState | RuleError {
  if (!deckReady(deck)) return ruleError('deck-not-ready', `Deck ${deck.id} is not shuffled and locked yet.`);
  if (to !== 'table' && !isIntInRange(to, 0, deck.seats - 1)) return ruleError('no-such-seat', `There is no seat ${String(to)}.`);
  if (new Set(positions).size !== positions.length) return ruleError('deck-position-repeated', 'A position is named twice.');
  for (const p of positions) {
    if (!isIntInRange(p, 0, deck.size - 1)) return ruleError('deck-no-such-position', `Deck ${deck.id} has no position ${String(p)}.`);
    const holder = deck.holders[p];
    // A position dealt to a seat may still be revealed to the table (all remaining keys fall due).
    if (holder === 'table' || (holder !== null && to !== 'table')) {
      return ruleError('deck-position-taken', `Position ${p} of deck ${deck.id} is already dealt.`);
    }
  }
  const chosen = new Set(positions);
  return { ...deck, holders: deck.holders.map((h, p) => (chosen.has(p) ? to : h)) };
}

/** Applies `seat`'s published keys, each checked against its hash; completes public reveals. */
export function applyDeckKeys(deck: DeckState, seat: Seat, move: unknown): DeckState | RuleError {
  if (!isRecord(move) || move.type !== 'deck-keys' || move.deck !== deck.id || !hasOnlyKeys(move, ['type', 'deck', 'keys'])) {
    return ruleError('deck-keys-malformed', 'Keys are {type:"deck-keys", deck, keys:[{position, key}]}.');
  }
  const entries = move.keys;
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > deck.size) {
    return ruleError('deck-keys-malformed', 'Keys are a non-empty list of {position, key}.');
  }
  const owed = new Set(keysOwed(deck, seat));
  const seen = new Set<number>();
  for (const entry of entries) {
    if (!isRecord(entry) || !hasOnlyKeys(entry, ['position', 'key']) || !isIntInRange(entry.position, 0, deck.size - 1)) {
      return ruleError('deck-keys-malformed', 'Each key is {position, key}.');
    }
    if (!owed.has(entry.position) || seen.has(entry.position)) {
      return ruleError('deck-key-not-owed', `Seat ${seat} owes no key for position ${entry.position} of deck ${deck.id}.`);
    }
    seen.add(entry.position);
    const problem = checkKey(deck, seat, entry.position, entry.key);
    if (problem) return problem;
  }
  let next: DeckState = {
    ...deck,
    keys: deck.keys.map((row, p) => (seen.has(p) ? row.map((k, s) => (s === seat ? (findKey(entries, p) as string) : k)) : row)),
  };
  for (const p of seen) if (deck.holders[p] === 'table') next = settleFace(next, p);
  return next;
}

/** The holder's own reveal of a position dealt to it (a card it plays): checks the key, returns the card. */
export function openOwnPosition(deck: DeckState, seat: Seat, position: unknown, key: unknown): { readonly deck: DeckState; readonly card: number | null } | RuleError {
  if (!isIntInRange(position, 0, deck.size - 1)) return ruleError('deck-no-such-position', `Deck ${deck.id} has no position ${String(position)}.`);
  if (deck.holders[position] !== seat) return ruleError('deck-not-your-card', `Position ${position} of deck ${deck.id} is not dealt to seat ${seat}.`);
  if (deck.keys[position]!.some((k, s) => s !== seat && k === null)) {
    return ruleError('deck-deal-incomplete', `Position ${position} has not been fully dealt yet.`);
  }
  if (deck.keys[position]![seat] !== null) return ruleError('deck-card-already-open', `Position ${position} is already open.`);
  const problem = checkKey(deck, seat, position, key);
  if (problem) return problem;
  const withKey: DeckState = { ...deck, keys: deck.keys.map((row, p) => (p === position ? row.map((k, s) => (s === seat ? (key as string) : k)) : row)) };
  const settled = settleFace(withKey, position);
  return { deck: settled, card: settled.faces[position] ?? null };
}

/** The card at `position` from all n keys (the holder's private read, or a public one); null when it decodes to no card. */
export function decodePosition(deck: DeckState, position: number, keys: readonly string[]): number | null {
  const last = decodePoint(deck.stages[deck.stages.length - 1]![position]);
  if (!last || keys.length !== deck.seats) return null;
  let product = 1n;
  for (const key of keys) {
    const scalar = parseScalar(key);
    if (scalar === null) return null;
    product = mulScalars(product, scalar);
  }
  return cardTable(deck.id, deck.size).cardOf(last.multiply(invertScalar(product)));
}

/** The hash a keying pass publishes for seat `seat`'s key at `position`. */
export function keyHash(deckId: string, seat: Seat, position: number, key: string): string {
  return toHex(hash64('shoal/deck-key/v1', utf8(deckId), u32(seat), u32(position), hexBytes(key, 32) ?? new Uint8Array(0)).subarray(0, 32));
}

function checkKey(deck: DeckState, seat: Seat, position: number, key: unknown): RuleError | null {
  const hashes = deck.keyHashes[seat];
  if (parseScalar(key) === null) return ruleError('deck-key-malformed', 'A deck key is a canonical non-zero scalar in hex.');
  if (!hashes || keyHash(deck.id, seat, position, key as string) !== hashes[position]) {
    return ruleError('deck-key-forged', `Seat ${seat}'s key for position ${position} of deck ${deck.id} does not match its published hash.`);
  }
  return null;
}

function findKey(entries: readonly unknown[], position: number): string | undefined {
  for (const entry of entries) if ((entry as { position: number }).position === position) return (entry as { key: string }).key;
  return undefined;
}

/** Decodes a position once every key is public; a position that decodes to no card is recorded as broken. */
function settleFace(deck: DeckState, position: number): DeckState {
  const keys = deck.keys[position]!;
  if (keys.some((k) => k === null)) return deck;
  const card = decodePosition(deck, position, keys as string[]);
  if (card === null) return { ...deck, broken: [...deck.broken, position] };
  return { ...deck, faces: deck.faces.map((f, p) => (p === position ? card : f)) };
}
