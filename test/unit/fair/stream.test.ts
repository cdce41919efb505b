import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coinFlip, drawStream, randomInt, shuffle, shuffled } from '../../../src/fair/index.js';
import { CHI_SQUARE_999, chiSquare, trialOutput } from './helpers.js';

test('a draw output gives the same decisions to every peer (deterministic), and labels separate uses', () => {
  const output = trialOutput(1);
  assert.equal(randomInt(output, 1000), randomInt(output, 1000));
  assert.deepEqual(shuffle(output, 10), shuffle(output, 10));
  const a = drawStream(output, 'dice');
  const b = drawStream(output, 'chips');
  assert.notDeepEqual([a.word(), a.word()], [b.word(), b.word()]);
});

test('randomInt stays in range for every bound, including 1 and 2^32', () => {
  for (const bound of [1, 2, 3, 6, 7, 100, 2 ** 31 + 1, 2 ** 32]) {
    for (let i = 0; i < 50; i++) {
      const v = randomInt(trialOutput(i), bound);
      assert.ok(Number.isInteger(v) && v >= 0 && v < bound, `${v} for bound ${bound}`);
    }
  }
});

test('bad bounds and malformed outputs are programmer errors', () => {
  for (const bound of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) assert.throws(() => randomInt(trialOutput(0), bound), RangeError);
  assert.throws(() => randomInt('abc', 6), TypeError);
  assert.throws(() => randomInt(trialOutput(0).toUpperCase(), 6), TypeError);
});

test('statistics: rejection sampling is unbiased where a modulo would not be (bound 3·2^30)', () => {
  // 2^32 mod (3·2^30) = 2^30: a plain modulo would give the lowest third twice the weight.
  const bound = 3 * 2 ** 30;
  const thirds = [0, 0, 0];
  for (let i = 0; i < 6000; i++) thirds[Math.floor(randomInt(trialOutput(i), bound) / 2 ** 30)]!++;
  assert.ok(chiSquare(thirds) < CHI_SQUARE_999[2]!, `thirds ${thirds}`);
});

test('statistics: dice and coin flips are uniform', () => {
  const faces = [0, 0, 0, 0, 0, 0];
  const coins = [0, 0];
  for (let i = 0; i < 6000; i++) {
    faces[randomInt(trialOutput(i), 6)]!++;
    coins[coinFlip(trialOutput(i)) ? 1 : 0]!++;
  }
  assert.ok(chiSquare(faces) < CHI_SQUARE_999[5]!, `faces ${faces}`);
  assert.ok(chiSquare(coins) < CHI_SQUARE_999[1]!, `coins ${coins}`);
});

test('statistics: Fisher–Yates shuffles are uniform over all 24 orders of 4 cards', () => {
  const counts = new Map<string, number>();
  for (let i = 0; i < 12000; i++) {
    const order = shuffle(trialOutput(i), 4).join('');
    counts.set(order, (counts.get(order) ?? 0) + 1);
  }
  assert.equal(counts.size, 24);
  const chi = chiSquare([...counts.values()]);
  assert.ok(chi < CHI_SQUARE_999[23]!, `χ² = ${chi.toFixed(1)}`);
});

test('a shuffle is a permutation; shuffled reorders the items themselves', () => {
  for (let i = 0; i < 20; i++) {
    const order = shuffle(trialOutput(i), 52);
    assert.deepEqual([...order].sort((a, b) => a - b), Array.from({ length: 52 }, (_, k) => k));
  }
  assert.deepEqual(shuffle(trialOutput(0), 0), []);
  const items = ['cod', 'eel', 'pike'];
  assert.deepEqual(shuffled(trialOutput(3), items), shuffle(trialOutput(3), 3).map((k) => items[k]));
});
