// The points shipped as data (src/fair/precomputed-points.ts) are exactly what hashing to the curve
// derives: Fleet's boat deck card by card, and the shuffle proof's generators.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOAT_CARDS, BOAT_DECK } from '../../../src/games/fleet/data.js';
import { cardTable, deriveCardPoint, deriveGenerator, encodePoint, generators, useShippedGenerators } from '../../../src/fair/group.js';
import { PRECOMPUTED_CARD_POINTS, PRECOMPUTED_DECK } from '../../../src/fair/precomputed-points.js';
import { PRECOMPUTED_GENERATORS } from '../../../src/fair/precomputed-generators.js';

test('the shipped card table is the deck Fleet deals: same id, same size', () => {
  assert.deepEqual(PRECOMPUTED_DECK, { id: BOAT_DECK, size: BOAT_CARDS });
  assert.equal(PRECOMPUTED_CARD_POINTS.length, 64 * BOAT_CARDS);
});

test('every shipped card point is hash_to_ristretto255 of its card', () => {
  const table = cardTable(BOAT_DECK, BOAT_CARDS);
  assert.equal(table.points.length, BOAT_CARDS);
  for (let card = 0; card < BOAT_CARDS; card++) {
    const derived = encodePoint(deriveCardPoint(BOAT_DECK, card));
    assert.equal(table.points[card], derived, `card ${card}`);
    assert.equal(table.cardOf(deriveCardPoint(BOAT_DECK, card)), card);
  }
});

test('every shipped shuffle generator is hash_to_ristretto255 of its index, and later ones are derived', () => {
  const count = PRECOMPUTED_GENERATORS.length / 64;
  assert.equal(count, BOAT_CARDS + 1);
  for (let index = 0; index < count; index++) {
    assert.equal(PRECOMPUTED_GENERATORS.slice(64 * index, 64 * index + 64), encodePoint(deriveGenerator(index)), `generator ${index}`);
  }
  useShippedGenerators(PRECOMPUTED_GENERATORS);
  const points = generators(count + 2);
  points.forEach((point, index) => assert.ok(point.equals(deriveGenerator(index)), `generator ${index}`));
  assert.equal(new Set(points.map(encodePoint)).size, count + 2);
});

test('another deck, or the boat deck at another size, is derived', () => {
  const other = cardTable('another deck', 3);
  other.points.forEach((point, card) => assert.equal(point, encodePoint(deriveCardPoint('another deck', card))));
  const smaller = cardTable(BOAT_DECK, 5);
  smaller.points.forEach((point, card) => assert.equal(point, encodePoint(deriveCardPoint(BOAT_DECK, card))));
});
