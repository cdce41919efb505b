import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import type { RuleError } from '../../../src/core/index.js';
import {
  applyFairMove,
  auditComplete,
  cardFace,
  cardTable,
  createFair,
  dealCards,
  fairVerdict,
  handOf,
  makeDeckShares,
  MAX_DECK_SIZE,
  openOwnCard,
  ownCardOpening,
  readOwnCard,
  requestAudit,
  reshuffleCards,
  revealCards,
  stalledSeats,
  type DeckPassMove,
  type FairMove,
  type FairState,
  withEveryProofChecked,
} from '../../../src/fair/index.js';
import { CHI_SQUARE_999, chiSquare, FairTable } from './helpers.js';

const DECK = 'boats';

function table(seats: number, size: number, seed: string): FairTable {
  return new FairTable(createFair({ room: 'room-deck', game: 'test', seats, chainLength: 4, decks: [{ id: DECK, size }] }), seed);
}

function shuffledTable(seats: number, size: number, seed: string): FairTable {
  const t = table(seats, size, seed);
  t.settle();
  return t;
}

function must<T>(value: T): Exclude<T, RuleError> {
  if (isRuleError(value)) throw new Error(`${value.code}: ${value.message}`);
  return value as Exclude<T, RuleError>;
}

const codeOf = (value: unknown): string | undefined => (isRuleError(value) ? value.code : undefined);

test('set-up: every seat publishes a proven key, then each shuffles once in seat order', () => {
  const t = table(3, 6, 'order');
  const seen: string[] = [];
  t.settle({ tamper: (seat, move) => (seen.push(`${seat}:${move.type}`), move) });
  assert.deepEqual(seen, ['0:join', '1:join', '2:join', '0:deck-join', '1:deck-join', '2:deck-join', '0:deck-pass', '1:deck-pass', '2:deck-pass']);
  const deck = t.fair.decks[DECK]!;
  assert.equal(deck.shuffling, null);
  assert.ok(deck.jointKey, 'expected deck.jointKey');
  assert.ok(deck.cards.every(([a]) => a !== '0'.repeat(64)), 'every ciphertext is re-encrypted');
});

test('a private deal: only the holder reads its cards, and the whole deck is a permutation (round trip)', () => {
  const t = shuffledTable(3, 12, 'deal');
  t.fair = must(dealCards(t.fair, DECK, [0, 1, 2], 1));
  assert.deepEqual(stalledSeats(t.fair), [0, 2], 'the other seats owe their shares');
  t.settle();
  const hand = handOf(t.secrets[1]!, DECK);
  assert.deepEqual(Object.keys(hand), ['0', '1', '2']);
  assert.deepEqual(handOf(t.secrets[0]!, DECK), {});
  // Nobody else can read them: seat 0's secret applied in place of seat 1's gives no card.
  const deck = t.fair.decks[DECK]!;
  assert.equal(readOwnCard({ ...deck, holders: deck.holders.map((h, p) => (p === 0 ? 0 : h)) }, 0, t.secrets[0]!.deckSeeds[DECK]!, 0), null);
  t.fair = must(revealCards(t.fair, DECK, Array.from({ length: 12 }, (_, p) => p)));
  t.settle();
  const faces = Array.from({ length: 12 }, (_, p) => cardFace(t.fair, DECK, p));
  assert.deepEqual([...faces].sort((a, b) => a! - b!), Array.from({ length: 12 }, (_, c) => c));
  assert.deepEqual([0, 1, 2].map((p) => hand[p]), faces.slice(0, 3), 'the holder read the true cards');
});

test('an owner reveal: the holder plays a dealt card with its proven share; a face public once is never opened again', () => {
  const t = shuffledTable(2, 6, 'owner');
  t.fair = must(dealCards(t.fair, DECK, [3], 0));
  const early = ownCardOpening(t.fair, t.secrets[0]!, DECK, 3, seededEntropy('o'));
  assert.equal(codeOf(openOwnCard(t.fair, DECK, 0, 3, early)), 'deck-deal-incomplete');
  t.settle();
  const opening = must(ownCardOpening(t.fair, t.secrets[0]!, DECK, 3, seededEntropy('o')));
  assert.equal(codeOf(openOwnCard(t.fair, DECK, 1, 3, opening)), 'deck-not-your-card');
  const forged = { ...opening, share: t.fair.decks[DECK]!.shares[3]![1]! };
  assert.equal(codeOf(openOwnCard(t.fair, DECK, 0, 3, forged)), 'deck-share-unproven');
  const opened = must(openOwnCard(t.fair, DECK, 0, 3, opening));
  assert.equal(opened.card, handOf(t.secrets[0]!, DECK)[3]);
  assert.equal(cardFace(opened.fair, DECK, 3), opened.card);
  assert.equal(codeOf(openOwnCard(opened.fair, DECK, 0, 3, opening)), 'deck-card-already-open');
  assert.equal(codeOf(revealCards(opened.fair, DECK, [3])), 'deck-card-already-open', 'a face public once is not revealed again');
});

/** A seat's own pass, rewritten by `change` before it is published; returns the refusal. */
function cheatPass(seats: number, cheat: number, change: (move: DeckPassMove, t: FairTable) => FairMove): { t: FairTable; result: unknown } {
  const t = table(seats, 8, `cheat-${seats}-${cheat}`);
  t.settle({ withhold: (d) => d.detail?.fair === 'deck-pass' && d.seat === cheat });
  const duty = { seat: cheat, kind: 'deck-key' as const, detail: { fair: 'deck-pass', deck: DECK, round: 0 } };
  const move = change(t.answer(duty) as DeckPassMove, t);
  return { t, result: applyFairMove(t.fair, cheat, move) };
}

test('attack (issue 12): a copied ciphertext in any pass, from any seat position, is refused at once and the seat still owes its pass', () => {
  for (const seats of [2, 3, 4]) {
    for (let cheat = 0; cheat < seats; cheat++) {
      const { t, result } = cheatPass(seats, cheat, (move) => ({ ...move, cards: move.cards.map((c, p) => (p === 5 ? move.cards[2]! : c)) }));
      assert.equal(codeOf(result), 'deck-pass-unproven', `${seats} seats, seat ${cheat}`);
      assert.deepEqual(stalledSeats(t.fair), [cheat]);
    }
  }
});

test('attack (issue 12): a proven shuffle of a doctored deck (a copy re-encrypted, a linear combination, a stranger card) is refused', () => {
  for (const how of ['copy', 'combination', 'stranger'] as const) {
    for (const cheat of [0, 2]) {
      const { result } = cheatPass(3, cheat, (_move, t) => t.doctoredPass(cheat, how));
      assert.equal(codeOf(result), 'deck-pass-unproven', `${how} by seat ${cheat}`);
    }
  }
});

test('attack (issue 12): shares never applied — a forged, swapped or replayed share is refused when published', () => {
  const t = shuffledTable(3, 6, 'shares');
  t.fair = must(dealCards(t.fair, DECK, [0, 1], 2));
  const seed0 = t.secrets[0]!.deckSeeds[DECK]!;
  const seed1 = t.secrets[1]!.deckSeeds[DECK]!;
  const deck = t.fair.decks[DECK]!;
  const honest = makeDeckShares(deck, 0, seed0, [0, 1], seededEntropy('s').bytes(32));
  const swapped = { ...honest, shares: [{ ...honest.shares[0]!, share: honest.shares[1]!.share }, { ...honest.shares[1]!, share: honest.shares[0]!.share }] };
  const stranger = { ...honest, shares: [{ position: 0, share: cardTable('x', 1).points[0]! }, honest.shares[1]!] };
  const anotherSeats = makeDeckShares(deck, 1, seed1, [0, 1], seededEntropy('s').bytes(32));
  const identity = { ...honest, shares: [{ position: 0, share: '0'.repeat(64) }, honest.shares[1]!] };
  for (const [name, move, code] of [
    ['swapped', swapped, 'deck-share-unproven'],
    ['a stranger point', stranger, 'deck-share-unproven'],
    ['seat 1\'s shares, published as seat 0\'s', anotherSeats, 'deck-share-unproven'],
    ['the identity', identity, 'deck-point-invalid'],
    ['a share nobody owes', makeDeckShares(deck, 0, seed0, [4], seededEntropy('s').bytes(32)), 'deck-share-not-owed'],
    ['one position only, proof for both', { ...honest, shares: [honest.shares[0]!] }, 'deck-share-unproven'],
  ] as const) {
    assert.equal(codeOf(applyFairMove(t.fair, 0, move)), code, name);
  }
  assert.equal(codeOf(applyFairMove(t.fair, 2, honest)), 'deck-share-not-owed', 'the holder owes no share');
  assert.ok(!isRuleError(applyFairMove(t.fair, 0, honest)), 'expected !isRuleError(applyFairMove(t.fair, 0, honest))');
  t.settle();
  assert.deepEqual(Object.values(handOf(t.secrets[2]!, DECK)).every((c) => c !== null), true);
});

test('attack: a rogue deck key (no proof of knowledge, another seat\'s, the identity) is refused', () => {
  const t = table(3, 4, 'rogue');
  t.settle({ withhold: (d) => d.detail?.fair === 'deck-join' && d.seat === 2 });
  const duty = { seat: 2, kind: 'deck-key' as const, detail: { fair: 'deck-join', deck: DECK } };
  const honest = t.answer(duty) as { key: string; proof: { c: string; z: string } } & FairMove;
  const seat0 = t.log.find((e) => e.seat === 0 && e.move.type === 'deck-join')!.move as typeof honest;
  assert.equal(codeOf(applyFairMove(t.fair, 2, { ...seat0 })), 'deck-key-reused');
  assert.equal(codeOf(applyFairMove(t.fair, 2, { ...honest, proof: seat0.proof })), 'deck-key-unproven');
  assert.equal(codeOf(applyFairMove(t.fair, 2, { ...honest, key: cardTable('x', 1).points[0]! })), 'deck-key-unproven');
  assert.equal(codeOf(applyFairMove(t.fair, 2, { ...honest, key: '0'.repeat(64) })), 'deck-point-invalid');
  assert.ok(!isRuleError(applyFairMove(t.fair, 2, honest)), 'expected !isRuleError(applyFairMove(t.fair, 2, honest))');
});

test('attack: a pass out of turn, for the wrong round or malformed is refused', () => {
  const t = table(2, 6, 'turns');
  t.settle({ withhold: (d) => d.detail?.fair === 'deck-pass' });
  const honest = t.answer({ seat: 0, kind: 'deck-key', detail: { fair: 'deck-pass', deck: DECK, round: 0 } }) as DeckPassMove;
  assert.equal(codeOf(applyFairMove(t.fair, 1, honest)), 'deck-not-your-pass');
  assert.equal(codeOf(applyFairMove(t.fair, 0, { ...honest, round: 1 })), 'deck-pass-malformed');
  assert.equal(codeOf(applyFairMove(t.fair, 0, { ...honest, cards: honest.cards.slice(1) })), 'deck-pass-malformed');
  assert.equal(codeOf(applyFairMove(t.fair, 0, { ...honest, cards: honest.cards.map(() => ['0'.repeat(64), '0'.repeat(64)]) })), 'deck-pass-unproven');
  assert.equal(codeOf(applyFairMove(t.fair, 0, { ...honest, proof: { ...honest.proof, responses: honest.proof.responses.slice(1) } })), 'deck-pass-unproven');
  const unseated = createFair({ room: 'r', game: 'test', seats: 2, decks: [{ id: DECK, size: 6 }] });
  assert.equal(codeOf(applyFairMove(unseated, 0, honest)), 'fair-not-seated');
});

test('attack (issue 12): the same face can never be public at two positions', () => {
  const t = shuffledTable(2, 4, 'faces');
  const deck = t.fair.decks[DECK]!;
  // A state in which position 1 holds a copy of position 0 (impossible through proven passes).
  const forged: FairState = { ...t.fair, decks: { [DECK]: { ...deck, cards: deck.cards.map((c, p) => (p === 1 ? deck.cards[0]! : c)) } } };
  t.fair = must(revealCards(forged, DECK, [0]));
  t.settle();
  assert.notEqual(cardFace(t.fair, DECK, 0), null);
  t.fair = must(revealCards(t.fair, DECK, [1]));
  const duties = () => t.settle();
  assert.throws(duties, /deck-face-repeated/);
});

test('hidden stays hidden (issue 12): after a full audit, no published value opens a card that was never opened', () => {
  const t = shuffledTable(3, 10, 'hidden');
  t.fair = must(dealCards(t.fair, DECK, [0, 1], 0)); // a hand
  t.fair = must(dealCards(t.fair, DECK, [2], 1)); // a captain: dealt, placed, never revealed
  t.fair = must(revealCards(t.fair, DECK, [9]));
  t.settle();
  t.fair = must(openOwnCard(t.fair, DECK, 0, 1, must(ownCardOpening(t.fair, t.secrets[0]!, DECK, 1, seededEntropy('p'))))).fair;
  t.fair = requestAudit(t.fair);
  t.settle();
  assert.ok(auditComplete(t.fair), 'expected auditComplete(t.fair)');
  assert.deepEqual(fairVerdict(t.fair), { ok: true, complete: true });
  const published = JSON.stringify(t.log);
  for (const secrets of t.secrets) assert.ok(!published.includes(secrets.deckSeeds[DECK]!), 'no deck seed is ever published');
  const deck = t.fair.decks[DECK]!;
  // Everything an outsider holds after the game: the shares in the log. An unopened position always lacks one.
  const unopened = deck.faces.map((f, p) => (f === null ? p : -1)).filter((p) => p >= 0);
  assert.deepEqual(unopened, [0, 2, 3, 4, 5, 6, 7, 8]);
  for (const p of unopened) assert.ok(deck.shares[p]!.some((d) => d === null), `position ${p} keeps a missing share`);
});

test('reshuffle (FL-9.3): public cards go back into the deck as new positions, shuffled again by every seat with proofs', () => {
  const t = shuffledTable(3, 6, 'reshuffle');
  t.fair = must(revealCards(t.fair, DECK, [0, 1, 2]));
  t.settle();
  const discards = [0, 1, 2].map((p) => cardFace(t.fair, DECK, p)!);
  assert.equal(codeOf(reshuffleCards(t.fair, DECK, [3])), 'deck-position-not-public');
  const re = must(reshuffleCards(t.fair, DECK, [0, 1, 2]));
  assert.deepEqual(re.positions, [6, 7, 8]);
  t.fair = re.fair;
  assert.equal(codeOf(dealCards(t.fair, DECK, [6], 0)), 'deck-not-ready');
  assert.equal(codeOf(reshuffleCards(t.fair, DECK, [0])), 'deck-not-ready');
  const passes: number[] = [];
  t.settle({ tamper: (seat, move) => (move.type === 'deck-pass' && passes.push(seat), move) });
  assert.deepEqual(passes, [0, 1, 2]);
  t.fair = must(dealCards(t.fair, DECK, [6, 7, 8], 2));
  t.settle();
  assert.deepEqual(Object.values(handOf(t.secrets[2]!, DECK)).sort(), [...discards].sort());
  assert.equal(codeOf(dealCards(t.fair, DECK, [0], 1)), 'deck-card-already-open', 'a reshuffled position is gone');
});

test('attack (issue 12): a copied, combined or stranger ciphertext in a reshuffle pass, from any seat, is refused at once', () => {
  for (const cheat of [0, 1, 2]) {
    for (const how of ['copied', 'copy', 'combination', 'stranger'] as const) {
      const t = shuffledTable(3, 8, `reshuffle-attack-${cheat}-${how}`);
      t.fair = must(revealCards(t.fair, DECK, [0, 1, 2, 3, 4, 5, 6, 7]));
      t.settle();
      t.fair = must(reshuffleCards(t.fair, DECK, [0, 1, 2, 3, 4, 5, 6, 7])).fair;
      t.settle({ withhold: (d) => d.detail?.fair === 'deck-pass' && d.seat === cheat });
      const move: FairMove =
        how === 'copied'
          ? ((m: DeckPassMove) => ({ ...m, cards: m.cards.map((c, p) => (p === 5 ? m.cards[2]! : c)) }))(
              t.answer({ seat: cheat, kind: 'deck-key', detail: { fair: 'deck-pass', deck: DECK, round: 1 } }) as DeckPassMove,
            )
          : t.doctoredPass(cheat, how);
      assert.equal(codeOf(applyFairMove(t.fair, cheat, move)), 'deck-pass-unproven', `seat ${cheat}, ${how}`);
      assert.deepEqual(stalledSeats(t.fair), [cheat]);
    }
  }
});

test('requests: positions are dealt once, only from a ready deck', () => {
  const unready = createFair({ room: 'r', game: 'test', seats: 2, decks: [{ id: DECK, size: 4 }] });
  assert.equal(codeOf(dealCards(unready, DECK, [0], 0)), 'deck-not-ready');
  const t = shuffledTable(2, 4, 'requests');
  const dealt = must(dealCards(t.fair, DECK, [0], 0));
  assert.equal(codeOf(dealCards(dealt, DECK, [0], 1)), 'deck-position-taken');
  assert.equal(codeOf(dealCards(dealt, DECK, [4], 1)), 'deck-no-such-position');
  assert.equal(codeOf(dealCards(dealt, DECK, [1, 1], 1)), 'deck-position-repeated');
  assert.equal(codeOf(dealCards(dealt, DECK, [1], 2)), 'no-such-seat');
  assert.equal(codeOf(dealCards(dealt, 'nope', [1], 1)), 'deck-unknown');
  assert.ok(!isRuleError(revealCards(dealt, DECK, [0])), 'a dealt card may later be shown to the table');
});

test('statistics: dealt hands are uniform (χ²), even when the first shuffler always shuffles the same way', () => {
  // 2 seats, 3 cards, seat 1 is dealt position 0: 3 outcomes over 150 decks. Seat 0's pass randomness is fixed.
  const counts = [0, 0, 0];
  for (let run = 0; run < 150; run++) {
    const t = table(2, 3, `stat-${run}`);
    t.entropyOverride = (seat) => (seat === 0 ? seededEntropy('fixed shuffler') : undefined);
    t.settle();
    t.fair = must(dealCards(t.fair, DECK, [0], 1));
    t.settle();
    counts[handOf(t.secrets[1]!, DECK)[0]!]! += 1;
  }
  const chi = chiSquare(counts);
  assert.ok(chi < CHI_SQUARE_999[2]!, `hands ${JSON.stringify(counts)} χ²=${chi.toFixed(1)}`);
});


test('a pass of the largest deck still fits in one signed move (64 KB)', () => {
  const t = new FairTable(createFair({ room: 'room-deck', game: 'test', seats: 2, chainLength: 4, decks: [{ id: DECK, size: MAX_DECK_SIZE }] }), 'largest');
  t.settle({ withhold: (d) => d.detail?.fair === 'deck-pass' });
  const pass = t.answer({ seat: 0, kind: 'deck-key', detail: { fair: 'deck-pass', deck: DECK, round: 0 } });
  assert.ok(JSON.stringify(pass).length < 64 * 1024, `${JSON.stringify(pass).length} bytes`);
  assert.throws(() => createFair({ room: 'r', game: 'test', seats: 2, decks: [{ id: DECK, size: MAX_DECK_SIZE + 1 }] }), RangeError);
});

test('own shares are trusted only when made with the seat\'s own secret: shares made here with another seat\'s seed, or any changed copy, are still verified and refused', () => {
  const t = shuffledTable(3, 6, 'own-shares');
  t.fair = must(dealCards(t.fair, DECK, [0, 1], 2));
  const deck = t.fair.decks[DECK]!;
  const seed1 = t.secrets[1]!.deckSeeds[DECK]!;
  const seed0 = t.secrets[0]!.deckSeeds[DECK]!;
  // Seat 0's duty answered with seat 1's seed: the shares and proof are made in this process, but not by seat 0's key.
  const wrongKey = makeDeckShares(deck, 0, seed1, [0, 1], seededEntropy('own').bytes(32));
  assert.equal(codeOf(applyFairMove(t.fair, 0, wrongKey)), 'deck-share-unproven', 'shares of another seat\'s secret are refused though made here');
  const honest = makeDeckShares(deck, 0, seed0, [0, 1], seededEntropy('own').bytes(32));
  const changedZ = { ...honest, proof: { ...honest.proof, z: honest.proof.c } };
  assert.equal(codeOf(applyFairMove(t.fair, 0, changedZ)), 'deck-share-unproven', 'a changed copy of an own proof is verified and refused');
  assert.ok(!isRuleError(applyFairMove(t.fair, 0, honest)), 'the honest shares are accepted');
  assert.ok(!isRuleError(withEveryProofChecked(() => applyFairMove(t.fair, 0, honest))), 'and hold when every proof is checked afresh');
});
