import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy, toHex } from '../../../src/core/index.js';
import type { RuleError } from '../../../src/core/index.js';
import {
  applyDeckPass,
  applyFairMove,
  auditComplete,
  cardFace,
  cardTable,
  computePass,
  createDeck,
  createFair,
  dealCards,
  decodePosition,
  deckPasses,
  fairVerdict,
  handOf,
  openOwnCard,
  ownCardKey,
  positionKeyHex,
  requestAudit,
  revealCards,
  stalledSeats,
  type DeckState,
  type FairMove,
  type FairState,
} from '../../../src/fair/index.js';
import { CHI_SQUARE_999, chiSquare, FairTable } from './helpers.js';

const DECK = 'boats';

function shuffledTable(seats: number, size: number, seed: string, tamper?: (seat: number, move: FairMove) => FairMove): FairTable {
  const table = new FairTable(createFair({ room: 'room-deck', game: 'test', seats, chainLength: 4, decks: [{ id: DECK, size }] }), seed);
  table.settle(tamper ? { tamper } : {});
  return table;
}

function must<T>(value: T): Exclude<T, RuleError> {
  if (isRuleError(value)) throw new Error(`${value.code}: ${value.message}`);
  return value as Exclude<T, RuleError>;
}

const codeOf = (value: unknown): string | undefined => (isRuleError(value) ? value.code : undefined);

test('the passes: n-1 shuffles, one shuffle+lock, n-1 locks', () => {
  assert.deepEqual(deckPasses(3), [
    { seat: 0, kind: 'shuffle' },
    { seat: 1, kind: 'shuffle' },
    { seat: 2, kind: 'shuffle-lock' },
    { seat: 0, kind: 'lock' },
    { seat: 1, kind: 'lock' },
  ]);
  assert.deepEqual(deckPasses(1), [{ seat: 0, kind: 'shuffle-lock' }]);
});

test('a private deal: only the holder reads its cards, and the whole deck is a permutation (round trip)', () => {
  const table = shuffledTable(3, 12, 'deal');
  table.fair = must(dealCards(table.fair, DECK, [0, 1, 2], 1));
  assert.deepEqual(stalledSeats(table.fair), [0, 2], 'the other seats owe their keys');
  table.settle();
  const hand = handOf(table.secrets[1]!, DECK);
  assert.deepEqual(Object.keys(hand), ['0', '1', '2']);
  assert.deepEqual(handOf(table.secrets[0]!, DECK), {}, 'seat 0 learns nothing');
  const deck = table.fair.decks[DECK]!;
  assert.equal(deck.keys[0]![1], null, 'the holder never publishes its key for a deal');
  // Without the holder's key the other seats cannot decode it: a guessed key gives no card.
  const guess = positionKeyHex(DECK, 12, toHex(seededEntropy('guess').bytes(32)), 0);
  assert.equal(decodePosition(deck, 0, deck.keys[0]!.map((k) => k ?? guess)), null);
  // Reveal everything: the positions hold each card exactly once, and the dealt ones match the hand.
  table.fair = must(revealCards(table.fair, DECK, Array.from({ length: 12 }, (_, p) => p)));
  table.settle();
  const faces = Array.from({ length: 12 }, (_, p) => cardFace(table.fair, DECK, p));
  assert.deepEqual([...faces].sort((a, b) => a! - b!), Array.from({ length: 12 }, (_, c) => c));
  for (const p of [0, 1, 2]) assert.equal(faces[p], hand[p]);
});

test('an owner reveal: the holder plays a dealt card with its own key', () => {
  const table = shuffledTable(2, 8, 'owner');
  table.fair = must(dealCards(table.fair, DECK, [3], 0));
  assert.equal(codeOf(openOwnCard(table.fair, DECK, 0, 3, ownCardKey(table.fair, table.secrets[0]!, DECK, 3))), 'deck-deal-incomplete');
  table.settle();
  const key = must(ownCardKey(table.fair, table.secrets[0]!, DECK, 3));
  assert.equal(codeOf(openOwnCard(table.fair, DECK, 1, 3, key)), 'deck-not-your-card');
  assert.equal(codeOf(openOwnCard(table.fair, DECK, 0, 3, positionKeyHex(DECK, 8, table.secrets[0]!.deckSeeds[DECK]!, 4))), 'deck-key-forged');
  const opened = must(openOwnCard(table.fair, DECK, 0, 3, key));
  assert.equal(opened.card, handOf(table.secrets[0]!, DECK)[3]);
  assert.equal(cardFace(opened.fair, DECK, 3), opened.card);
  assert.equal(codeOf(openOwnCard(opened.fair, DECK, 0, 3, key)), 'deck-card-already-open');
});

test('attack: a forged deck key is refused when published, and the seat still owes it (stall)', () => {
  const table = shuffledTable(3, 6, 'forged');
  table.fair = must(dealCards(table.fair, DECK, [0], 2));
  const secrets0 = table.secrets[0]!;
  const honest = positionKeyHex(DECK, 6, secrets0.deckSeeds[DECK]!, 0);
  const cases: [string, unknown, string][] = [
    ['a random key', [{ position: 0, key: positionKeyHex(DECK, 6, toHex(seededEntropy('x').bytes(32)), 0) }], 'deck-key-forged'],
    ['its key for another position', [{ position: 0, key: positionKeyHex(DECK, 6, secrets0.deckSeeds[DECK]!, 1) }], 'deck-key-forged'],
    ['seat 1\'s key', [{ position: 0, key: positionKeyHex(DECK, 6, table.secrets[1]!.deckSeeds[DECK]!, 0) }], 'deck-key-forged'],
    ['zero', [{ position: 0, key: '0'.repeat(64) }], 'deck-key-malformed'],
    ['not hex', [{ position: 0, key: 'k' }], 'deck-key-malformed'],
    ['a key nobody asked for', [{ position: 1, key: positionKeyHex(DECK, 6, secrets0.deckSeeds[DECK]!, 1) }], 'deck-key-not-owed'],
    ['the same key twice', [{ position: 0, key: honest }, { position: 0, key: honest }], 'deck-key-not-owed'],
    ['an empty list', [], 'deck-keys-malformed'],
    ['junk in an entry', [{ position: 0, key: honest, x: 1 }], 'deck-keys-malformed'],
  ];
  for (const [name, keys, code] of cases) {
    assert.equal(codeOf(applyFairMove(table.fair, 0, { type: 'deck-keys', deck: DECK, keys })), code, name);
  }
  assert.equal(codeOf(applyFairMove(table.fair, 2, { type: 'deck-keys', deck: DECK, keys: [{ position: 0, key: honest }] })), 'deck-key-not-owed', 'the holder owes no key');
  assert.equal(codeOf(applyFairMove(table.fair, 0, { type: 'deck-keys', deck: 'other', keys: [] })), 'deck-unknown');
  // Seat 0 withholds: everyone else answers, the deal waits on seat 0 alone.
  table.settle({ withhold: (d) => d.seat === 0 });
  assert.deepEqual(stalledSeats(table.fair), [0]);
  assert.deepEqual(handOf(table.secrets[2]!, DECK), {});
  table.settle();
  assert.deepEqual(Object.keys(handOf(table.secrets[2]!, DECK)), ['0']);
});

test('attack: a duplicated, invalid or out-of-turn pass is refused at once', () => {
  const table = new FairTable(createFair({ room: 'room-deck', game: 'test', seats: 2, chainLength: 4, decks: [{ id: DECK, size: 6 }] }), 'dup');
  table.settle({ withhold: (d) => d.kind === 'deck-key' });
  const honest = computePass(table.fair.decks[DECK]!, 0, toHex(seededEntropy('seed').bytes(32)));
  const duplicated = { type: 'deck-pass', deck: DECK, cards: [honest.cards[1], ...honest.cards.slice(1)] };
  assert.equal(codeOf(applyFairMove(table.fair, 0, duplicated)), 'deck-card-duplicated');
  assert.equal(codeOf(applyFairMove(table.fair, 1, { type: 'deck-pass', deck: DECK, cards: honest.cards })), 'deck-not-your-pass');
  const identity = { type: 'deck-pass', deck: DECK, cards: ['0'.repeat(64), ...honest.cards.slice(1)] };
  assert.equal(codeOf(applyFairMove(table.fair, 0, identity)), 'deck-point-invalid');
  assert.equal(codeOf(applyFairMove(table.fair, 0, { type: 'deck-pass', deck: DECK, cards: honest.cards.slice(1) })), 'deck-pass-malformed');
  assert.equal(codeOf(applyFairMove(table.fair, 0, { ...honest, type: 'deck-pass', deck: DECK, keyHashes: honest.cards })), 'deck-pass-malformed');
  assert.ok(!isRuleError(applyFairMove(table.fair, 0, { type: 'deck-pass', deck: DECK, cards: honest.cards })));
  const unseated = createFair({ room: 'r', game: 'test', seats: 2, decks: [{ id: DECK, size: 6 }] });
  assert.equal(codeOf(applyFairMove(unseated, 0, { type: 'deck-pass', deck: DECK, cards: honest.cards })), 'fair-not-seated');
});

/** Replaces one card of seat `cheat`'s `kind` pass with another valid point (a substitution). */
function substitute(cheat: number, kind: 'first' | 'last') {
  let seen = 0;
  return (seat: number, move: FairMove): FairMove => {
    if (move.type !== 'deck-pass' || seat !== cheat) return move;
    seen++;
    if (seen !== (kind === 'first' ? 1 : 2)) return move;
    const stranger = cardTable('another deck', 1).points[0]!;
    return { ...move, cards: [stranger, ...move.cards.slice(1)] };
  };
}

function audited(table: FairTable): FairState {
  table.fair = requestAudit(table.fair);
  table.settle();
  assert.ok(auditComplete(table.fair));
  return table.fair;
}

test('attack: a card substituted during a shuffle is accepted at first, breaks a deal, and the audit names the seat', () => {
  for (const [cheat, kind] of [[0, 'first'], [1, 'first'], [2, 'first'], [0, 'last']] as const) {
    const table = shuffledTable(3, 6, `substitute-${cheat}-${kind}`, substitute(cheat, kind));
    table.fair = must(revealCards(table.fair, DECK, [0, 1, 2, 3, 4, 5]));
    table.settle();
    assert.ok(table.fair.decks[DECK]!.broken.length > 0, 'some position decodes to no card');
    const verdict = fairVerdict(audited(table));
    assert.equal(verdict.ok, false);
    assert.ok(!verdict.ok && verdict.cheater === cheat, `${cheat}/${kind}: ${JSON.stringify(verdict)}`);
    assert.ok(!verdict.ok && /audit-deck-mismatch/.test(verdict.reason));
    assert.deepEqual(table.fair.faults.map((f) => f.seat), [cheat], 'honest seats are never blamed');
  }
});

test('attack: a seat that lies about or withholds its seed at the audit is named', () => {
  const liar = shuffledTable(2, 6, 'liar');
  liar.fair = requestAudit(liar.fair);
  liar.settle({
    tamper: (seat, move) => (move.type === 'audit' && seat === 1 ? { ...move, decks: { [DECK]: toHex(seededEntropy('lie').bytes(32)) } } : move),
  });
  assert.deepEqual(liar.fair.faults.map((f) => [f.seat, f.code]), [[1, 'audit-deck-mismatch']]);
  const silent = shuffledTable(2, 6, 'silent');
  silent.fair = requestAudit(silent.fair);
  silent.settle({ tamper: (seat, move) => (move.type === 'audit' && seat === 0 ? { ...move, decks: {} } : move) });
  assert.deepEqual(silent.fair.faults.map((f) => [f.seat, f.code]), [[0, 'audit-missing-seed']]);
  const honest = fairVerdict(audited(shuffledTable(4, 10, 'honest')));
  assert.deepEqual(honest, { ok: true, complete: true });
});

test('an honest deck passes its audit even after deals, reveals and owner reveals', () => {
  const table = shuffledTable(3, 9, 'full');
  table.fair = must(dealCards(table.fair, DECK, [0, 1], 0));
  table.fair = must(dealCards(table.fair, DECK, [2], 2));
  table.fair = must(revealCards(table.fair, DECK, [8]));
  table.settle();
  table.fair = must(openOwnCard(table.fair, DECK, 0, 1, must(ownCardKey(table.fair, table.secrets[0]!, DECK, 1)))).fair;
  assert.deepEqual(fairVerdict(audited(table)), { ok: true, complete: true });
});

test('requests: positions are dealt once, only from a ready deck', () => {
  const unready = createFair({ room: 'r', game: 'test', seats: 2, decks: [{ id: DECK, size: 4 }] });
  assert.equal(codeOf(dealCards(unready, DECK, [0], 0)), 'deck-not-ready');
  const table = shuffledTable(2, 4, 'requests');
  const dealt = must(dealCards(table.fair, DECK, [0], 0));
  assert.equal(codeOf(dealCards(dealt, DECK, [0], 1)), 'deck-position-taken');
  assert.equal(codeOf(dealCards(dealt, DECK, [4], 1)), 'deck-no-such-position');
  assert.equal(codeOf(dealCards(dealt, DECK, [1, 1], 1)), 'deck-position-repeated');
  assert.equal(codeOf(dealCards(dealt, DECK, [1], 2)), 'no-such-seat');
  assert.equal(codeOf(dealCards(dealt, 'nope', [1], 1)), 'deck-unknown');
  assert.ok(!isRuleError(revealCards(dealt, DECK, [0])), 'a dealt card may later be shown to the table');
});

test('statistics: the private deck\'s order is uniform, even when the first shuffler always shuffles the same way', () => {
  // 2 seats, 3 cards: 6 orders. Seat 0 uses one fixed seed throughout (it "controls" its shuffle);
  // seat 1 is honest. 600 decks; the order of the cards must stay uniform.
  const counts = new Map<string, number>();
  const fixedSeed = toHex(seededEntropy('fixed shuffler').bytes(32));
  for (let run = 0; run < 600; run++) {
    let deck: DeckState = createDeck('stat', 3, 2);
    const seeds = [fixedSeed, toHex(seededEntropy(`honest shuffler ${run}`).bytes(32))];
    for (let t = 0; t < deckPasses(2).length; t++) {
      const seat = deckPasses(2)[t]!.seat;
      deck = must(applyDeckPass(deck, seat, { type: 'deck-pass', deck: 'stat', ...computePass(deck, t, seeds[seat]!, false) }));
    }
    const order = [0, 1, 2].map((p) => decodePosition(deck, p, seeds.map((s) => positionKeyHex('stat', 3, s, p)))).join('');
    counts.set(order, (counts.get(order) ?? 0) + 1);
  }
  assert.equal(counts.size, 6);
  const chi = chiSquare([...counts.values()]);
  assert.ok(chi < CHI_SQUARE_999[5]!, `orders ${JSON.stringify([...counts])} χ²=${chi.toFixed(1)}`);
});
