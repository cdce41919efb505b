import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { seededEntropy } from '../../../src/core/index.js';
import type { Json } from '../../../src/core/index.js';
import { checkOpening, commit, verify, type CommitDomain } from '../../../src/fair/index.js';

const domain: CommitDomain = { room: 'room-a', game: 'gone-fishing', purpose: 'tile:3' };
const entropy = seededEntropy('commit-tests');

test('a commitment opens with its own opening (round trip) and is 64 bytes of hex', () => {
  const { commitment, opening } = commit(domain, { species: 'trout', size: 6 }, entropy);
  assert.match(commitment, /^[0-9a-f]{128}$/);
  assert.match(opening.nonce, /^[0-9a-f]{64}$/);
  assert.ok(verify(domain, commitment, opening), 'expected verify(domain, commitment, opening)');
  assert.ok(verify(domain, commitment, JSON.parse(JSON.stringify(opening))), 'after a trip through JSON');
});

test('the same value committed twice gives unrelated commitments (a fresh nonce each time)', () => {
  assert.notEqual(commit(domain, 6, entropy).commitment, commit(domain, 6, entropy).commitment);
});

test('attack: a wrong opening is refused (another value, another nonce)', () => {
  const { commitment, opening } = commit(domain, 6, entropy);
  assert.equal(checkOpening(domain, commitment, { ...opening, value: 5 })?.code, 'opening-mismatch');
  const nonce = opening.nonce.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  assert.equal(checkOpening(domain, commitment, { ...opening, nonce })?.code, 'opening-mismatch');
  assert.equal(checkOpening(domain, commitment, { ...opening, value: '6' })?.code, 'opening-mismatch');
});

test('attack: an opening from another room, game or purpose is refused', () => {
  const { commitment, opening } = commit(domain, 6, entropy);
  for (const other of [
    { ...domain, room: 'room-b' },
    { ...domain, game: 'sell-fish' },
    { ...domain, purpose: 'tile:4' },
  ]) {
    assert.equal(checkOpening(other, commitment, opening)?.code, 'opening-mismatch', JSON.stringify(other));
  }
});

test('malformed commitments and openings are refused with stable codes, never thrown', () => {
  const { commitment, opening } = commit(domain, 1, entropy);
  const cases: [unknown, unknown, string][] = [
    [commitment.slice(2), opening, 'commitment-malformed'],
    [commitment.toUpperCase(), opening, 'commitment-malformed'],
    [42, opening, 'commitment-malformed'],
    [commitment, null, 'opening-malformed'],
    [commitment, { value: 1 }, 'opening-malformed'],
    [commitment, { nonce: opening.nonce }, 'opening-malformed'],
    [commitment, { ...opening, extra: 1 }, 'opening-malformed'],
    [commitment, { ...opening, nonce: opening.nonce.slice(4) }, 'opening-malformed'],
    [commitment, { ...opening, value: Number.NaN }, 'opening-malformed'],
  ];
  for (const [c, o, code] of cases) assert.equal(checkOpening(domain, c, o)?.code, code, JSON.stringify(o));
});

test('property: every JSON value round-trips, and flipping any nonce bit breaks the opening', () => {
  const json = fc.jsonValue() as fc.Arbitrary<Json>;
  fc.assert(
    fc.property(json, fc.nat(255), (value, bit) => {
      const { commitment, opening } = commit(domain, value, entropy);
      assert.ok(verify(domain, commitment, opening), 'expected verify(domain, commitment, opening)');
      const nonce = Buffer.from(opening.nonce, 'hex');
      nonce[bit >> 3]! ^= 1 << (bit & 7);
      assert.ok(!verify(domain, commitment, { ...opening, nonce: nonce.toString('hex') }), "expected !verify(domain, commitment, { ...opening, nonce: nonce.toString('hex') })");
    }),
    { seed: 42, numRuns: 200 },
  );
});
