// The private deck (design "Fair play"): a deck no seat can stack or peek at, whose cards are dealt so
// that only their holder reads them, and in which every step is proven when it is published.
//
// THE SCHEME — threshold ElGamal mental poker on ristretto255 (Barnett & Smart, "Mental poker
// revisited", IMA Cryptography and Coding 2003), everything public is a canonical encoding in hex:
//   Cards.   Card c ↔ P_c = hash_to_ristretto255("card c of <deck>"); the deck starts as the trivial
//            ciphertexts (identity, P_c).
//   Keys.    Each seat j publishes Y_j = x_j·G with a Schnorr proof of knowledge bound to room, game,
//            deck and seat (no seat can choose its key as a function of the others': no rogue key).
//            The joint key is Y = ΣY_j; nobody knows its secret Σx_j.
//   Shuffle. In seat order each seat permutes and re-encrypts every ciphertext,
//            e'_i = e_{π(i)} + (r_i·G, r_i·Y), and publishes a proof of a shuffle (shuffle-proof.ts,
//            Wikström / Terelius–Wikström) bound to room, game, deck, round and seat. Every peer checks
//            it on arrival; a pass whose proof fails is refused and the seat still owes it. The order
//            is uniform and unknown to all if one seat shuffles honestly (its π is hidden by the proof's
//            zero-knowledge and by DDH).
//   Reshuffle. Cards whose faces are public (a discard pile) become new positions holding trivial
//            ciphertexts of those faces, and every seat shuffles them again, proven as above.
//   Deal.    To deal position p, e = (a, b), to seat s, every other seat j publishes its share
//            D_j = x_j·a with a Chaum–Pedersen proof (batched over the positions of one move, RFC 9497
//            composite DLEQ); a wrong share is refused when published. Seat s alone computes
//            b − ΣD_j − x_s·a = P_c. Playing the card publishes D_s with its proof: then anyone reads it.
//            A public reveal takes every seat's share. A face already public at another live position
//            is refused (it cannot happen with valid proofs; the check guards the invariant).
//   The end. No secret is ever revealed: the audit replays the log, and with it every proof; a card
//            never opened (a hand, a captain, the undealt rest) stays hidden for good.
// Assumptions: DDH in ristretto255 (secrecy), discrete logarithm between G and the hashed generators
// (soundness), random oracle for Fiat–Shamir and hash-to-curve; at least one seat keeps its key
// secret and shuffles honestly. Decryption needs every seat (no threshold): a seat that stops answering
// stalls the deal and is named by `stalledSeats`.
import { hasOnlyKeys, isIntInRange, isRecord, isRuleError, ruleError } from '../core/index.js';
import type { Duty, RuleError, Seat } from '../core/index.js';
import {
  cardTable,
  decodePoint,
  decodeStatePoint,
  IDENTITY,
  IDENTITY_HEX,
  encodePoint,
  publicCombination,
  type Point,
} from './group.js';
import { verifyKey, verifyShares, type ProofContext, type ScalarProof } from './proofs.js';
import { passVerdict, rememberPassVerdict, type PassCheck } from './pass-verdicts.js';
import { drain, shuffleCheckTermsSteps, type Ciphertext, type CheckTerms, type ShuffleProof } from './shuffle-proof.js';

/** An ElGamal ciphertext as it travels: [a, b] encodings. */
export type CipherPair = readonly [string, string];

/** Who holds a position: a seat, 'table' for a public reveal, 'reshuffled' once it went back into the deck; null while in the deck. */
export type Holder = Seat | 'table' | 'reshuffled' | null;

/** The shuffle in progress: positions [from, to) are shuffled by seat `seat` next. */
export interface ShuffleRound {
  readonly round: number;
  readonly from: number;
  readonly to: number;
  readonly seat: Seat;
}

/** Public state of one private deck. Plain JSON; never mutated. */
export interface DeckState {
  readonly id: string;
  readonly room: string;
  readonly game: string;
  readonly seats: number;
  /** The number of cards in the deck (its card table). */
  readonly size: number;
  /** Per seat: its public deck key once published. */
  readonly keys: readonly (string | null)[];
  /** ΣY_j once every seat published its key. */
  readonly jointKey: string | null;
  /** The ciphertext at each position (positions grow with reshuffles). */
  readonly cards: readonly CipherPair[];
  readonly shuffling: ShuffleRound | null;
  readonly rounds: number;
  /** shares[p][j]: seat j's verified decryption share of position p, or null. */
  readonly shares: readonly (readonly (string | null)[])[];
  readonly holders: readonly Holder[];
  /** The card at each position once public, else null. */
  readonly faces: readonly (number | null)[];
}

/** A seat's deck key with its proof of knowledge. */
export interface DeckJoinMove {
  readonly type: 'deck-join';
  readonly deck: string;
  readonly key: string;
  readonly proof: ScalarProof;
}

/** A seat's proven shuffle pass over the positions of the current round. */
export interface DeckPassMove {
  readonly type: 'deck-pass';
  readonly deck: string;
  readonly round: number;
  readonly cards: readonly CipherPair[];
  readonly proof: ShuffleProof;
}

/** A seat's decryption shares for positions dealt to others or revealed, with one proof. */
export interface DeckSharesMove {
  readonly type: 'deck-shares';
  readonly deck: string;
  readonly shares: readonly { readonly position: number; readonly share: string }[];
  readonly proof: ScalarProof;
}

/** What a holder publishes to play a card dealt to it. */
export interface CardOpening {
  readonly share: string;
  readonly proof: ScalarProof;
}

/**
 * The largest deck the protocol accepts: a proven pass of 128 cards is about 60 KB of JSON, under the
 * 64 KB a signed move may carry (src/net/entry.ts); Fleet's boat deck is 96 cards at most.
 */
export const MAX_DECK_SIZE = 128;
/** The most positions a deck may reach through reshuffles. */
export const MAX_DECK_POSITIONS = 8 * MAX_DECK_SIZE;

/**
 * A fresh deck of `size` cards for `seats` seats in room `room` of game `game`; `contents` (default every
 * card 0 … size−1) lists the cards it starts with, e.g. without those a game hands out openly (FL-2.1).
 * Throws for an impossible deck.
 */
export function createDeck(
  id: string,
  size: number,
  seats: number,
  where: { readonly room: string; readonly game: string },
  contents?: readonly number[],
): DeckState {
  if (!isIntInRange(size, 1, MAX_DECK_SIZE)) throw new RangeError(`a deck holds 1–${MAX_DECK_SIZE} cards, not ${size}`);
  if (!isIntInRange(seats, 1, 64)) throw new RangeError(`a deck needs 1–64 seats, not ${seats}`);
  if (contents !== undefined) {
    if (contents.length === 0 || new Set(contents).size !== contents.length || !contents.every((c) => isIntInRange(c, 0, size - 1))) {
      throw new RangeError(`a deck starts with distinct cards of 0–${size - 1}`);
    }
    const table = cardTable(id, size).points;
    const empty = createDeck(id, size, seats, where);
    return {
      ...empty,
      cards: contents.map((card) => [IDENTITY_HEX, table[card]!] as const),
      shuffling: { round: 0, from: 0, to: contents.length, seat: 0 },
      shares: contents.map(() => Array.from({ length: seats }, () => null)),
      holders: contents.map(() => null),
      faces: contents.map(() => null),
    };
  }
  return {
    id,
    room: where.room,
    game: where.game,
    seats,
    size,
    keys: Array.from({ length: seats }, () => null),
    jointKey: null,
    cards: cardTable(id, size).points.map((point) => [IDENTITY_HEX, point] as const),
    shuffling: { round: 0, from: 0, to: size, seat: 0 },
    rounds: 1,
    shares: Array.from({ length: size }, () => Array.from({ length: seats }, () => null)),
    holders: Array.from({ length: size }, () => null),
    faces: Array.from({ length: size }, () => null),
  };
}

/** The Fiat–Shamir context of a step of this deck by `seat`. */
export function deckContext(deck: DeckState, step: string, seat: Seat): ProofContext {
  return { room: deck.room, game: deck.game, deck: deck.id, step, seat };
}

/** True once every key is in and no shuffle is running: positions may be dealt and revealed. */
export function deckReady(deck: DeckState): boolean {
  return deck.jointKey !== null && deck.shuffling === null;
}

/** The duties of this deck: keys, then the next pass, then the shares each seat owes. */
export function deckDuties(deck: DeckState): Duty[] {
  if (deck.jointKey === null) {
    return deck.keys.flatMap((key, seat) => (key === null ? [{ seat, kind: 'deck-key' as const, detail: { fair: 'deck-join', deck: deck.id } }] : []));
  }
  if (deck.shuffling) {
    const { seat, round } = deck.shuffling;
    return [{ seat, kind: 'deck-key', detail: { fair: 'deck-pass', deck: deck.id, round } }];
  }
  const duties: Duty[] = [];
  for (let seat = 0; seat < deck.seats; seat++) {
    const positions = sharesOwed(deck, seat);
    if (positions.length > 0) duties.push({ seat, kind: 'deck-key', detail: { fair: 'deck-shares', deck: deck.id, positions } });
  }
  return duties;
}

/** Positions for which `seat` owes its share now (dealt to another seat, or revealed to the table). */
export function sharesOwed(deck: DeckState, seat: Seat): number[] {
  const owed: number[] = [];
  deck.holders.forEach((holder, p) => {
    if ((holder === 'table' || (typeof holder === 'number' && holder !== seat)) && deck.shares[p]![seat] === null) owed.push(p);
  });
  return owed;
}

/** Applies a seat's deck key after checking its proof of knowledge. */
export function applyDeckJoin(deck: DeckState, seat: Seat, move: unknown): DeckState | RuleError {
  if (!isRecord(move) || move.type !== 'deck-join' || move.deck !== deck.id || !hasOnlyKeys(move, ['type', 'deck', 'key', 'proof'])) {
    return ruleError('deck-join-malformed', 'A deck key is {type:"deck-join", deck, key, proof}.');
  }
  if (deck.keys[seat] !== null) return ruleError('deck-join-repeated', `Seat ${seat} already published its key for deck ${deck.id}.`);
  const point = decodePoint(move.key);
  if (!point) return ruleError('deck-point-invalid', 'A deck key is a canonical group element other than the identity.');
  if (deck.keys.includes(move.key as string)) return ruleError('deck-key-reused', 'That deck key is already another seat\'s.');
  if (!verifyKey(deckContext(deck, 'key', seat), move.key as string, point, move.proof)) {
    return ruleError('deck-key-unproven', `Seat ${seat}'s proof of knowledge of its key for deck ${deck.id} does not hold.`);
  }
  const keys = deck.keys.map((k, s) => (s === seat ? (move.key as string) : k));
  if (keys.some((k) => k === null)) return { ...deck, keys };
  const joint = keys.reduce<Point>((sum, k) => sum.add(decodePoint(k)!), IDENTITY);
  if (joint.equals(IDENTITY)) return ruleError('deck-point-invalid', 'The joint key would be the identity.');
  return { ...deck, keys, jointKey: encodePoint(joint) };
}

/** What checking `seat`'s pass `move` of `deck` reads (its proof context, input, output, joint key, proof). */
export function passCheckOf(deck: DeckState, seat: Seat, move: Pick<DeckPassMove, 'round' | 'cards' | 'proof'>): PassCheck {
  const round = deck.shuffling;
  return {
    context: deckContext(deck, `pass:${round?.round ?? move.round}`, seat),
    input: round ? deck.cards.slice(round.from, round.to) : [],
    output: move.cards,
    jointKey: deck.jointKey ?? IDENTITY_HEX,
    proof: move.proof,
  };
}

/**
 * Remembers a pass this device computed for `seat` (the "a local table may skip checking proofs
 * it made itself"), so applying it does not verify it again; the audit still does.
 */
export function rememberOwnPass(deck: DeckState, seat: Seat, move: DeckPassMove): void {
  rememberPassVerdict(passCheckOf(deck, seat, move), true);
}

/** Checks `seat`'s pass of `deck` in steps (yields the fraction done), pure, for a Worker; true when it is a proven shuffle of the deck it was given. */
export function* checkDeckPassSteps(deck: DeckState, seat: Seat, move: DeckPassMove): Generator<number, boolean, void> {
  const round = deck.shuffling;
  if (!round || round.seat !== seat || deck.jointKey === null || move.round !== round.round) return false;
  if (!Array.isArray(move.cards) || move.cards.length !== round.to - round.from || !move.cards.every(isCipherPair)) return false;
  return yield* passCheckSteps(passCheckOf(deck, seat, move));
}

/** Runs a pass check in steps (yields the fraction done): the verdict `applyDeckPass` would reach. */
export function* passCheckSteps(check: PassCheck): Generator<number, boolean, void> {
  const terms = yield* passCheckTermsSteps(check);
  return terms !== null && publicCombination(terms.points, terms.scalars).equals(IDENTITY);
}

/** A pass check as one equation (see `shuffleCheckTermsSteps`), or null when the check is malformed. */
export function* passCheckTermsSteps(check: PassCheck): Generator<number, CheckTerms | null, void> {
  const jointKey = decodePoint(check.jointKey);
  if (!jointKey || !Array.isArray(check.input) || !Array.isArray(check.output) || !check.output.every(isCipherPair)) return null;
  const input: Ciphertext[] = [];
  for (const [a, b] of check.input) {
    const pointA = decodeStatePoint(a);
    const pointB = decodeStatePoint(b);
    if (!pointA || !pointB) return null;
    input.push({ a: pointA, b: pointB });
  }
  return yield* shuffleCheckTermsSteps(check.context, input, check.input, check.output, jointKey, check.proof as ShuffleProof);
}

/** Applies a seat's shuffle pass after checking its proof against the current ciphertexts. */
export function applyDeckPass(deck: DeckState, seat: Seat, move: unknown): DeckState | RuleError {
  const round = deck.shuffling;
  if (deck.jointKey === null) return ruleError('deck-not-keyed', `Deck ${deck.id} still waits for seats' keys.`);
  if (!round) return ruleError('deck-already-shuffled', `Deck ${deck.id} is not being shuffled.`);
  if (round.seat !== seat) return ruleError('deck-not-your-pass', `Seat ${round.seat} makes the next pass of deck ${deck.id}.`);
  if (!isRecord(move) || move.type !== 'deck-pass' || move.deck !== deck.id || !hasOnlyKeys(move, ['type', 'deck', 'round', 'cards', 'proof'])) {
    return ruleError('deck-pass-malformed', 'A pass is {type:"deck-pass", deck, round, cards, proof}.');
  }
  if (move.round !== round.round) return ruleError('deck-pass-malformed', `The pass owed is for round ${round.round} of deck ${deck.id}.`);
  const count = round.to - round.from;
  const cards = move.cards;
  if (!Array.isArray(cards) || cards.length !== count || !cards.every(isCipherPair)) {
    return ruleError('deck-pass-malformed', `A pass of this round holds ${count} ciphertexts [a, b].`);
  }
  const check = passCheckOf(deck, seat, { round: round.round, cards: cards as CipherPair[], proof: move.proof as ShuffleProof });
  if (!passVerdict(check, () => drain(passCheckSteps(check)))) {
    return ruleError('deck-pass-unproven', `Seat ${seat}'s pass of deck ${deck.id} is not a proven shuffle of the deck it was given.`);
  }
  const next = round.seat + 1;
  return {
    ...deck,
    cards: [...deck.cards.slice(0, round.from), ...(cards as CipherPair[]), ...deck.cards.slice(round.to)],
    shuffling: next < deck.seats ? { ...round, seat: next } : null,
  };
}

/** Marks positions to be dealt to `to` (a seat) or revealed to the table; the shares then fall due. */
export function requestPositions(deck: DeckState, positions: readonly number[], to: Seat | 'table'): DeckState | RuleError {
  if (!deckReady(deck)) return ruleError('deck-not-ready', `Deck ${deck.id} is not shuffled yet.`);
  if (to !== 'table' && !isIntInRange(to, 0, deck.seats - 1)) return ruleError('no-such-seat', `There is no seat ${String(to)}.`);
  if (!Array.isArray(positions) || new Set(positions).size !== positions.length) return ruleError('deck-position-repeated', 'A position is named twice.');
  for (const p of positions) {
    if (!isIntInRange(p, 0, deck.cards.length - 1)) return ruleError('deck-no-such-position', `Deck ${deck.id} has no position ${String(p)}.`);
    const holder = deck.holders[p];
    if (deck.faces[p] !== null) return ruleError('deck-card-already-open', `Position ${p} of deck ${deck.id} is already face up.`);
    // A position dealt to a seat may still be revealed to the table (the remaining shares fall due).
    if (holder === 'table' || holder === 'reshuffled' || (holder !== null && to !== 'table')) {
      return ruleError('deck-position-taken', `Position ${p} of deck ${deck.id} is already dealt.`);
    }
  }
  const chosen = new Set(positions);
  const next = { ...deck, holders: deck.holders.map((h, p) => (chosen.has(p) ? to : h)) };
  return to === 'table' ? settleFaces(next, positions) : next;
}

/** Applies `seat`'s published shares after checking their proof. */
export function applyDeckShares(deck: DeckState, seat: Seat, move: unknown): DeckState | RuleError {
  if (!isRecord(move) || move.type !== 'deck-shares' || move.deck !== deck.id || !hasOnlyKeys(move, ['type', 'deck', 'shares', 'proof'])) {
    return ruleError('deck-shares-malformed', 'Shares are {type:"deck-shares", deck, shares:[{position, share}], proof}.');
  }
  const entries = move.shares;
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > deck.cards.length) {
    return ruleError('deck-shares-malformed', 'Shares are a non-empty list of {position, share}.');
  }
  const owed = new Set(sharesOwed(deck, seat));
  const positions: number[] = [];
  for (const entry of entries) {
    if (!isRecord(entry) || !hasOnlyKeys(entry, ['position', 'share']) || !isIntInRange(entry.position, 0, deck.cards.length - 1)) {
      return ruleError('deck-shares-malformed', 'Each share is {position, share}.');
    }
    if (!owed.has(entry.position) || positions.includes(entry.position)) {
      return ruleError('deck-share-not-owed', `Seat ${seat} owes no share for position ${entry.position} of deck ${deck.id}.`);
    }
    positions.push(entry.position);
  }
  const shares = (entries as { share: unknown }[]).map((e) => e.share);
  const problem = checkShares(deck, seat, positions, shares, move.proof);
  if (problem) return problem;
  const byPosition = new Map(positions.map((p, i) => [p, shares[i] as string]));
  const next: DeckState = {
    ...deck,
    shares: deck.shares.map((row, p) => (byPosition.has(p) ? row.map((d, s) => (s === seat ? byPosition.get(p)! : d)) : row)),
  };
  return settleFaces(next, positions);
}

/** The holder's own opening of a position dealt to it (a card it plays): checks the share, returns the card. */
export function openOwnPosition(
  deck: DeckState,
  seat: Seat,
  position: unknown,
  opening: unknown,
): { readonly deck: DeckState; readonly card: number } | RuleError {
  if (!isIntInRange(position, 0, deck.cards.length - 1)) return ruleError('deck-no-such-position', `Deck ${deck.id} has no position ${String(position)}.`);
  if (deck.holders[position] !== seat) return ruleError('deck-not-your-card', `Position ${position} of deck ${deck.id} is not dealt to seat ${seat}.`);
  if (deck.shares[position]!.some((d, s) => s !== seat && d === null)) {
    return ruleError('deck-deal-incomplete', `Position ${position} has not been fully dealt yet.`);
  }
  if (deck.shares[position]![seat] !== null) return ruleError('deck-card-already-open', `Position ${position} is already open.`);
  if (!isRecord(opening) || !hasOnlyKeys(opening, ['share', 'proof'])) return ruleError('deck-shares-malformed', 'An opening is {share, proof}.');
  const problem = checkShares(deck, seat, [position], [opening.share], opening.proof);
  if (problem) return problem;
  const withShare: DeckState = {
    ...deck,
    shares: deck.shares.map((row, p) => (p === position ? row.map((d, s) => (s === seat ? (opening.share as string) : d)) : row)),
  };
  const settled = settleFaces(withShare, [position]);
  if (isRuleError(settled)) return settled;
  return { deck: settled, card: settled.faces[position]! };
}

/**
 * Puts cards whose faces are public (a discard pile) back into the deck as new positions, to be shuffled
 * by every seat in turn (FL-9.3). Returns the new positions.
 */
export function reshufflePositions(deck: DeckState, positions: readonly number[]): { readonly deck: DeckState; readonly positions: number[] } | RuleError {
  if (!deckReady(deck)) return ruleError('deck-not-ready', `Deck ${deck.id} is not shuffled yet.`);
  if (!Array.isArray(positions) || positions.length === 0 || new Set(positions).size !== positions.length) {
    return ruleError('deck-position-repeated', 'Reshuffle a non-empty list of distinct positions.');
  }
  if (deck.cards.length + positions.length > MAX_DECK_POSITIONS) return ruleError('deck-too-many-positions', `Deck ${deck.id} cannot grow further.`);
  const faces: number[] = [];
  for (const p of positions) {
    if (!isIntInRange(p, 0, deck.cards.length - 1)) return ruleError('deck-no-such-position', `Deck ${deck.id} has no position ${String(p)}.`);
    const face = deck.faces[p];
    if (face === null || face === undefined || deck.holders[p] === 'reshuffled') {
      return ruleError('deck-position-not-public', `Position ${p} of deck ${deck.id} is not a public card.`);
    }
    faces.push(face);
  }
  const table = cardTable(deck.id, deck.size).points;
  const from = deck.cards.length;
  const retired = new Set(positions);
  return {
    deck: {
      ...deck,
      cards: [...deck.cards, ...faces.map((face) => [IDENTITY_HEX, table[face]!] as const)],
      shares: [...deck.shares, ...faces.map(() => Array.from({ length: deck.seats }, () => null))],
      holders: [...deck.holders.map((h, p) => (retired.has(p) ? ('reshuffled' as const) : h)), ...faces.map(() => null)],
      faces: [...deck.faces, ...faces.map(() => null)],
      shuffling: { round: deck.rounds, from, to: from + faces.length, seat: 0 },
      rounds: deck.rounds + 1,
    },
    positions: faces.map((_, i) => from + i),
  };
}

/**
 * Puts cards whose faces a game made public by its own proven openings (a discard pile, FL-9.3) back into
 * the deck as new positions, to be shuffled by every seat in turn. The game vouches that each face is
 * public and out of play. Returns the new positions.
 */
export function reshuffleFaces(deck: DeckState, faces: readonly number[]): { readonly deck: DeckState; readonly positions: number[] } | RuleError {
  if (!deckReady(deck)) return ruleError('deck-not-ready', `Deck ${deck.id} is not shuffled yet.`);
  if (!Array.isArray(faces) || faces.length === 0 || new Set(faces).size !== faces.length || !faces.every((f) => isIntInRange(f, 0, deck.size - 1))) {
    return ruleError('deck-position-not-public', 'Reshuffle a non-empty list of distinct cards of this deck.');
  }
  if (deck.cards.length + faces.length > MAX_DECK_POSITIONS) return ruleError('deck-too-many-positions', `Deck ${deck.id} cannot grow further.`);
  const table = cardTable(deck.id, deck.size).points;
  const from = deck.cards.length;
  return {
    deck: {
      ...deck,
      cards: [...deck.cards, ...faces.map((face) => [IDENTITY_HEX, table[face]!] as const)],
      shares: [...deck.shares, ...faces.map(() => Array.from({ length: deck.seats }, () => null))],
      holders: [...deck.holders, ...faces.map(() => null)],
      faces: [...deck.faces, ...faces.map(() => null)],
      shuffling: { round: deck.rounds, from, to: from + faces.length, seat: 0 },
      rounds: deck.rounds + 1,
    },
    positions: faces.map((_, i) => from + i),
  };
}

/** The card at `position` from every seat's share x_j·a (the holder's own computed privately); null when it decodes to no card. */
export function decodeWithShares(deck: DeckState, position: number, shares: readonly (Point | null)[]): number | null {
  const cipher = deck.cards[position];
  if (!cipher || shares.length !== deck.seats || shares.some((s) => s === null)) return null;
  const b = decodeStatePoint(cipher[1]);
  if (!b) return null;
  const message = shares.reduce<Point>((m, share) => m.subtract(share!), b);
  return cardTable(deck.id, deck.size).cardOf(message);
}

/** True for a well-formed [a, b] pair of 64-hex-digit strings (decoded later). */
function isCipherPair(value: unknown): value is CipherPair {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';
}

/** Decodes a ciphertext the deck state holds (validated when it was accepted). */
export function decodeCipher(pair: CipherPair): Ciphertext {
  return { a: decodeStatePoint(pair[0])!, b: decodeStatePoint(pair[1])! };
}

function checkShares(deck: DeckState, seat: Seat, positions: readonly number[], shares: readonly unknown[], proof: unknown): RuleError | null {
  const points: Point[] = [];
  for (const share of shares) {
    const point = decodePoint(share);
    if (!point) return ruleError('deck-point-invalid', 'A share is a canonical group element other than the identity.');
    points.push(point);
  }
  const key = deck.keys[seat]!;
  const bases = positions.map((p) => deck.cards[p]![0]);
  const statement = { key, bases, shares: shares as string[] };
  const context = deckContext(deck, `shares:${positions.join(',')}`, seat);
  if (!verifyShares(context, statement, decodePoint(key)!, bases.map((b) => decodeStatePoint(b)!), points, proof)) {
    return ruleError('deck-share-unproven', `Seat ${seat}'s shares for deck ${deck.id} do not carry a valid proof.`);
  }
  return null;
}

/** Decodes positions whose shares are all public; a face already public at a live position is refused. */
function settleFaces(deck: DeckState, positions: readonly number[]): DeckState | RuleError {
  let faces = deck.faces;
  for (const p of positions) {
    if (deck.holders[p] === null || faces[p] !== null) continue;
    const row = deck.shares[p]!;
    if (row.some((d) => d === null)) continue;
    const card = decodeWithShares(deck, p, row.map((d) => decodePoint(d)));
    if (card === null) return ruleError('deck-card-unreadable', `Position ${p} of deck ${deck.id} decodes to no card.`);
    if (faces.some((f, q) => f === card && deck.holders[q] !== 'reshuffled')) {
      return ruleError('deck-face-repeated', `Card ${card} of deck ${deck.id} is already face up.`);
    }
    faces = faces.map((f, q) => (q === p ? card : f));
  }
  return faces === deck.faces ? deck : { ...deck, faces };
}
