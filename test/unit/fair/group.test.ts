import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { pippenger } from '@noble/curves/abstract/curve.js';
import { ed25519, ristretto255 } from '@noble/curves/ed25519.js';
import { cardTable } from '../../../src/fair/index.js';
import { BASE, decodePoint, GROUP_ORDER, IDENTITY, linearCombination, publicCombination, times, type Point } from '../../../src/fair/group.js';

const points = cardTable('group-test', 120).points.map((hex) => decodePoint(hex)!);
const scalar = fc.oneof(
  fc.bigInt({ min: 0n, max: GROUP_ORDER - 1n }),
  fc.constantFrom(0n, 1n, 2n, GROUP_ORDER - 1n, GROUP_ORDER - 2n, (1n << 252n) - 1n, 1n << 252n),
  // Every window's digit at the signed range's edge (2^(c−1), a carry each time) for windows of 4–10 bits.
  fc.constantFrom(...[4, 5, 6, 7, 8, 9, 10].map((bits) => (((1n << 252n) - 1n) / ((1n << BigInt(bits)) - 1n)) * (1n << BigInt(bits - 1)))).map((s) => s % GROUP_ORDER),
);

/** noble's own MSM (unsigned buckets) over the Edwards representatives: the reference. */
function reference(some: readonly Point[], scalars: readonly bigint[]): Point {
  if (some.length === 0) return IDENTITY;
  const representatives = some.map((p) => (p as unknown as { readonly ep: InstanceType<typeof ed25519.Point> }).ep);
  return new ristretto255.Point(pippenger(ed25519.Point, representatives, [...scalars]));
}

test('property: both signed-digit combinations (for secret scalars, and for the public ones of a check) equal the MSM of noble, for any sizes and scalars', () => {
  fc.assert(
    fc.property(fc.array(scalar, { minLength: 0, maxLength: 120 }), (scalars) => {
      const some = points.slice(0, scalars.length);
      const expected = reference(some, scalars);
      assert.ok(publicCombination(some, scalars).equals(expected), `variable time, ${scalars.length} points`);
      assert.ok(linearCombination(some, scalars).equals(expected), `constant count, ${scalars.length} points`);
    }),
    { numRuns: 60, seed: 12 },
  );
});

test('the variable-time combination of many points: a known sum, and the identity when scalars cancel', () => {
  const many = [...points, ...points.slice(0, 60)];
  const scalars = many.map((_, i) => (i < 120 ? BigInt(i + 1) : GROUP_ORDER - BigInt(i - 119))); // the last 60 cancel the first 60
  const expected = points.slice(60).reduce((sum, p, i) => sum.add(times(p, BigInt(61 + i))), IDENTITY);
  assert.ok(publicCombination(many, scalars).equals(expected), 'variable time, 180 points');
  assert.ok(linearCombination(many, scalars).equals(expected), 'constant count, 180 points');
  assert.ok(publicCombination([BASE, BASE, BASE], [1n, 1n, GROUP_ORDER - 2n]).equals(IDENTITY), 'G + G − 2G is the identity');
  assert.throws(() => publicCombination([BASE], []), RangeError);
});
