import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson, fromBase64Url, fromHex, hash32, isRuleError, ruleError, seededRandom, toBase64Url, toHex } from '../../src/core/index.js';

test('canonical JSON sorts keys and drops undefined members', () => {
  assert.equal(canonicalJson({ b: 1, a: [true, null, 'x'], c: undefined }), '{"a":[true,null,"x"],"b":1}');
});

test('canonical JSON refuses values JSON cannot carry', () => {
  assert.throws(() => canonicalJson({ a: Number.NaN }), TypeError);
  assert.throws(() => canonicalJson(() => 1), TypeError);
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  assert.throws(() => canonicalJson(cycle), TypeError);
});

test('hex and base64url round-trip every byte value', () => {
  const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
  assert.deepEqual(fromHex(toHex(bytes)), bytes);
  assert.deepEqual(fromBase64Url(toBase64Url(bytes)), bytes);
  assert.throws(() => fromHex('abc'), TypeError);
  assert.throws(() => fromBase64Url('a+b/'), TypeError);
});

test('hash32 separates domains and part boundaries', () => {
  const a = toHex(hash32('x', Uint8Array.of(1, 2), Uint8Array.of(3)));
  assert.notEqual(a, toHex(hash32('y', Uint8Array.of(1, 2), Uint8Array.of(3))));
  assert.notEqual(a, toHex(hash32('x', Uint8Array.of(1), Uint8Array.of(2, 3))));
  assert.equal(a, toHex(hash32('x', Uint8Array.of(1, 2), Uint8Array.of(3))));
});

test('rule errors are recognised and plain values are not', () => {
  assert.ok(isRuleError(ruleError('not-your-turn', 'Wait for your turn.')), "expected isRuleError(ruleError('not-your-turn', 'Wait for your turn.'))");
  assert.ok(!isRuleError({ code: 'x' }), "expected !isRuleError({ code: 'x' })");
  assert.ok(!isRuleError(null), 'expected !isRuleError(null)');
});

test('seeded random repeats for a seed and spreads over its range', () => {
  const a = seededRandom(7);
  const b = seededRandom(7);
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < 4000; i++) {
    const v = a.int(4);
    assert.equal(v, b.int(4));
    counts[v]!++;
  }
  for (const c of counts) assert.ok(c > 850 && c < 1150, `bucket ${c}`);
});
