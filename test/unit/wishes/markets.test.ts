// W-7 selling, prices, closing markets and the ranking procedure, with the seed's worked example.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceAt } from '../../../src/games/wishes/market.js';
import { rankAmounts } from '../../../src/games/wishes/ranking.js';
import { emptyMarkets, SPREAD, buyersAt, cardOf, dealt, market, player, position } from './fixtures.js';
import { play, refused } from './play.js';

const RED = 0;
const BLUE = 1;
const GREEN = 2;

test('W-7.2 the price is $2 plus every buyer at the market: the $3 and a $1 buyer pay $6', () => {
  const state = position(4, { buyers: buyersAt({ $3: 'catfish', $2a: 'monkfish', $2b: 'swordfish', $1a: 'catfish', $1b: 'angelfish' }) });
  assert.equal(priceAt(state, 'catfish'), 6);
  assert.equal(priceAt(state, 'starfish'), 2);
});

test('W-7.6 seed example: a Monkfish sold where a grey $2 buyer stands pays $4', () => {
  const base = dealt(4);
  const monkfish = cardOf(base, 'monkfish', 'SCATTER');
  const state = position(4, { buyers: SPREAD, seats: [player({ boats: [monkfish, null] }), player(), player(), player()] });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.equal(after.seats[RED]!.money, 4);
  assert.deepEqual(after.markets.monkfish.tokens, [1, 0, 0, 0]);
  assert.equal(after.seats[RED]!.supply, 13);
  assert.deepEqual(after.seats[RED]!.boats, [null, null], 'W-6.3 the boat is empty again');
  assert.deepEqual(after.discard, [monkfish]);
});

test('W-7.6 seed example: five tokens close the market under card 5; Red gets $8, Green and Blue tied second $4 each', () => {
  const base = dealt(4);
  const monkfish = cardOf(base, 'monkfish', 'SELL_SPECIES');
  const markets = { ...emptyMarkets(4), monkfish: market([2, 1, 1, 0]), angelfish: market([0, 0, 0, 0], 4) };
  const seats = [player({ boats: [monkfish, null], supply: 12 }), player({ supply: 13 }), player({ supply: 13 }), player()];
  const state = position(4, { buyers: SPREAD, markets, closing: [5, 6, 7], seats });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.deepEqual(after.seats.map((p) => p.money), [4 + 8, 4, 4, 0]);
  assert.equal(after.markets.monkfish.closedBy, 5);
  assert.deepEqual(after.markets.monkfish.tokens, [0, 0, 0, 0], 'W-7.4 step 2 the tokens go home');
  assert.deepEqual(after.seats.map((p) => p.supply), [14, 14, 14, 14]);
  assert.deepEqual(after.closing, [6, 7]);
  const close = after.events.find((e) => e.kind === 'close');
  assert.deepEqual(close, { kind: 'close', market: 'monkfish', card: 5, bonus: [8, 4, 4, 0] });
  assert.equal(after.phase, 'playing');
});

test('W-7.3 step 3, W-15 #6 #9 a closed market pays the same and the token goes to the dump', () => {
  const base = dealt(3);
  const fish = cardOf(base, 'monkfish', 'ROT');
  const markets = { ...emptyMarkets(3), monkfish: market([0, 0, 0], 4) };
  const state = position(3, { buyers: SPREAD, markets, closing: [5, 6, 7], seats: [player({ boats: [fish, null] }), player(), player()] });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.equal(after.seats[RED]!.money, 4);
  assert.deepEqual(after.dump, [1, 0, 0]);
  assert.deepEqual(after.markets.monkfish.tokens, [0, 0, 0]);
});

test('W-7.3 step 4, W-15 #5 with no token left the sale is paid and nothing is placed', () => {
  const base = dealt(3);
  const fish = cardOf(base, 'starfish', 'ROT');
  const state = position(3, { buyers: SPREAD, seats: [player({ boats: [fish, null], supply: 0 }), player(), player()] });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.equal(after.seats[RED]!.money, 2);
  assert.deepEqual(after.markets.starfish.tokens, [0, 0, 0]);
  assert.ok(after.events.some((e) => e.kind === 'token' && e.to === 'none'), "expected after.events.some((e) => e.kind === 'token' && e.to === 'none')");
});

test('W-15 #8 a market with 4 tokens does not close while card 5 is on top', () => {
  const base = dealt(3);
  const fish = cardOf(base, 'starfish', 'ROT');
  const markets = { ...emptyMarkets(3), starfish: market([1, 2, 0]) };
  const state = position(3, { buyers: SPREAD, markets, closing: [5, 6, 7], seats: [player({ boats: [fish, null] }), player(), player()] });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.equal(after.markets.starfish.closedBy, null);
  assert.deepEqual(after.markets.starfish.tokens, [2, 2, 0]);
});

test('W-7.1, W-15 #16 a double card sold from a boat by action C is one fish', () => {
  const base = dealt(2);
  const fish = cardOf(base, 'clownfish', 'DOUBLE_FISH');
  const state = position(2, { buyers: SPREAD, seats: [player({ boats: [null, fish] }), player()] });
  const after = play(state, RED, { type: 'sell', boat: 1 });
  assert.equal(after.seats[RED]!.money, 2);
  assert.deepEqual(after.markets.clownfish.tokens, [1, 0]);
});

test('W-7.1 selling needs a card in the named boat', () => {
  const state = position(2, { buyers: SPREAD });
  refused(state, RED, { type: 'sell', boat: 0 }, 'empty-boat');
  refused(state, RED, { type: 'sell', boat: 2 }, 'no-such-boat');
  refused(state, BLUE, { type: 'sell', boat: 0 }, 'not-your-turn');
});

test('W-7.5 ranking: one first and every seat on the next count gets the second amount', () => {
  assert.deepEqual(rankAmounts([3, 1, 1, 0], [true, true, true, false], 8, 4, 'split'), [8, 4, 4, 0]);
  assert.deepEqual(rankAmounts([3, 2, 1], [true, true, true], 8, 4, 'split'), [8, 4, 0]);
  assert.deepEqual(rankAmounts([3, 0, 0], [true, false, false], 8, 4, 'split'), [8, 0, 0], 'W-15 #20 nobody else takes part');
});

test('W-7.5 k tied for first share A1 + A2: split gives ⌊(A1+A2)/k⌋, half-each ⌊(A1+A2)/2⌋; nobody gets A2', () => {
  const table: [number[], 'split' | 'half-each', number[]][] = [
    [[2, 2, 1], 'split', [6, 6, 0]],
    [[2, 2, 1], 'half-each', [6, 6, 0]],
    [[1, 1, 1, 0], 'split', [4, 4, 4, 0]],
    [[1, 1, 1, 0], 'half-each', [6, 6, 6, 0]],
  ];
  for (const [counts, mode, expected] of table) {
    assert.deepEqual(rankAmounts(counts, counts.map((n) => n > 0), 8, 4, mode), expected, `${counts} ${mode}`);
  }
  // W-15 #21 four tied 1–1–1–1 at a card-4 market: ⌊$9 / 4⌋ = $2 each under split, $4 each under half-each.
  assert.deepEqual(rankAmounts([1, 1, 1, 1], [true, true, true, true], 6, 3, 'split'), [2, 2, 2, 2]);
  assert.deepEqual(rankAmounts([1, 1, 1, 1], [true, true, true, true], 6, 3, 'half-each'), [4, 4, 4, 4]);
});

test('W-7.4 a closing with two tied for first pays each half of A1 + A2 (card 4: $4 each, remainder discarded)', () => {
  const base = dealt(3);
  const fish = cardOf(base, 'kingfish', 'ROT');
  const markets = { ...emptyMarkets(3), kingfish: market([1, 2, 0]) };
  const state = position(3, { buyers: SPREAD, markets, seats: [player({ boats: [fish, null] }), player(), player()] });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.equal(after.markets.kingfish.closedBy, 4);
  assert.deepEqual(after.seats.map((p) => p.money), [3 + 4, 4, 0]);
  assert.equal(after.seats[GREEN]!.money, 0);
});

test('W-7.4 three tied for first at card 6 ($9/$4): split pays ⌊13/3⌋ = $4 each, half-each ⌊13/2⌋ = $6 each', () => {
  for (const [mode, each] of [['split', 4], ['half-each', 6]] as const) {
    const base = dealt(3, 7, { firstTieMode: mode });
    const fish = cardOf(base, 'kingfish', 'ROT');
    const markets = { ...emptyMarkets(3), kingfish: market([1, 2, 2]) };
    const seats = [player({ boats: [fish, null] }), player(), player()];
    const state = position(3, { buyers: SPREAD, markets, closing: [6, 7], seats }, { firstTieMode: mode });
    const after = play(state, RED, { type: 'sell', boat: 0 });
    assert.equal(after.markets.kingfish.closedBy, 6);
    assert.deepEqual(after.seats.map((p) => p.money), [3 + each, each, each], mode);
  }
});
