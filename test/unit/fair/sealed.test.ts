import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy, toHex } from '../../../src/core/index.js';
import { applyFairMove, boxPublicKey, commit, createFair, isBoxKey, type BoxContext, type CommitDomain } from '../../../src/fair/index.js';
import { discloseSealed, openDisclosed, openSealed, openSealedOpening, seal, SEALED_BOX_BYTES } from '../../../src/fair/boxes.js';

const entropy = seededEntropy('sealed-tests');
const fresh = (): Uint8Array => entropy.bytes(64);
const angler = toHex(entropy.bytes(32));
const spectator = toHex(entropy.bytes(32));
const context: BoxContext = { room: 'r', game: 'gone-fishing', purpose: 'tile:5', from: 1, to: 0 };
const domain: CommitDomain = { room: 'r', game: 'gone-fishing', purpose: 'tile:5' };
const code = (value: unknown): string | false => isRuleError(value) && value.code;

test('a sealed value opens for its receiver only (round trip), every box with its own ephemeral key', () => {
  const sealed = seal(context, { tile: 5, size: 6 }, boxPublicKey(angler), fresh());
  assert.deepEqual(openSealed(context, sealed, angler), { value: { tile: 5, size: 6 } });
  assert.equal(code(openSealed(context, sealed, spectator)), 'sealed-unreadable');
  const again = seal(context, { tile: 5, size: 6 }, boxPublicKey(angler), fresh());
  assert.notEqual(again.ephemeral, sealed.ephemeral);
});

test('issue 10 item 5: every sealed box has one length, whatever it holds', () => {
  const values = [0, 'trash', 'diver', 'fish-6', { value: 'fish-6', nonce: 'ab'.repeat(32) }, { value: 'trash', nonce: 'ab'.repeat(32) }, 'x'.repeat(150)];
  const lengths = new Set(values.map((v) => JSON.stringify(seal(context, v, boxPublicKey(angler), fresh())).length));
  assert.equal(lengths.size, 1);
  assert.equal(seal(context, 'diver', boxPublicKey(angler), fresh()).box.length, 2 * SEALED_BOX_BYTES);
  assert.throws(() => seal(context, 'x'.repeat(200), boxPublicKey(angler), fresh()), RangeError);
});

test('attack: a box moved to another room, game, purpose, sender or receiver does not open', () => {
  const sealed = seal(context, 6, boxPublicKey(angler), fresh());
  for (const change of [{ room: 'other' }, { game: 'other' }, { purpose: 'tile:6' }, { from: 2 }, { to: 2 }]) {
    assert.equal(code(openSealed({ ...context, ...change }, sealed, angler)), 'sealed-unreadable', JSON.stringify(change));
  }
  const flip = (hex: string): string => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
  assert.equal(code(openSealed(context, { ...sealed, box: flip(sealed.box) }, angler)), 'sealed-unreadable');
  assert.equal(code(openSealed(context, { ...sealed, ephemeral: boxPublicKey(spectator) }, angler)), 'sealed-unreadable');
  for (const junk of [null, {}, { ...sealed, box: 'zz' }, { ...sealed, extra: 1 }, { ...sealed, box: sealed.box.slice(2) }, { ...sealed, ephemeral: '0'.repeat(64) }]) {
    assert.equal(code(openSealed(context, junk, angler)), 'sealed-malformed', JSON.stringify(junk).slice(0, 60));
  }
});

test('attack: a false "you were shown a 6" is caught by its receiver against the public commitment', () => {
  const { commitment, opening } = commit(domain, 2, entropy);
  const honest = seal(context, { ...opening }, boxPublicKey(angler), fresh());
  assert.deepEqual(openSealedOpening(domain, commitment, openSealed(context, honest, angler)), { value: 2 });
  const lie = seal(context, { value: 6, nonce: opening.nonce }, boxPublicKey(angler), fresh());
  assert.equal(code(openSealedOpening(domain, commitment, openSealed(context, lie, angler))), 'sealed-opening-mismatch');
  assert.equal(code(openSealedOpening(domain, commitment, openSealed(context, seal(context, 6, boxPublicKey(angler), fresh()), angler))), 'sealed-malformed');
});

test('public dispute: the receiver discloses one box and anyone judges it, with no long-term key revealed', () => {
  const { commitment, opening } = commit(domain, 2, entropy);
  const lie = seal(context, { value: 6, nonce: opening.nonce }, boxPublicKey(angler), fresh());
  const other = seal(context, 'another secret', boxPublicKey(angler), fresh());
  const disclosure = discloseSealed(context, lie, angler, entropy.bytes(32));
  assert.ok(!isRuleError(disclosure), 'expected !isRuleError(disclosure)');
  assert.ok(!JSON.stringify(disclosure).includes(angler), 'the secret key is not in the disclosure');
  // Anyone: the lie is proven, against the commitment.
  assert.equal(code(openSealedOpening(domain, commitment, openDisclosed(context, lie, boxPublicKey(angler), disclosure))), 'sealed-opening-mismatch');
  // The disclosure opens that box only.
  assert.equal(code(openDisclosed(context, other, boxPublicKey(angler), disclosure)), 'disclosure-unproven');
});

test('attack (issue 12): a box opened to a different value — a disclosure that is not the receiver\'s shared point is refused', () => {
  const { commitment, opening } = commit(domain, 2, entropy);
  const honest = seal(context, { ...opening }, boxPublicKey(angler), fresh());
  const real = discloseSealed(context, honest, angler, entropy.bytes(32));
  assert.ok(!isRuleError(real), 'expected !isRuleError(real)');
  assert.deepEqual(openSealedOpening(domain, commitment, openDisclosed(context, honest, boxPublicKey(angler), real)), { value: 2 });
  // A receiver that wants to frame the sender: another point, another key's point, a replayed proof.
  const byAnotherKey = discloseSealed(context, honest, spectator, entropy.bytes(32));
  assert.ok(!isRuleError(byAnotherKey), 'expected !isRuleError(byAnotherKey)');
  for (const [name, forged] of [
    ['another key\'s shared point', byAnotherKey],
    ['a random point with the real proof', { ...real, shared: boxPublicKey(toHex(entropy.bytes(32))) }],
    ['the identity', { ...real, shared: '0'.repeat(64) }],
    ['a malformed proof', { ...real, proof: { c: real.proof.c } }],
  ] as const) {
    assert.match(String(code(openDisclosed(context, honest, boxPublicKey(angler), forged))), /^disclosure-/, name);
  }
  assert.match(String(code(openDisclosed({ ...context, purpose: 'tile:6' }, honest, boxPublicKey(angler), real))), /^disclosure-/, 'bound to the box\'s context');
});

test('attack (issue 12): a low-order or identity box key is refused at join', () => {
  const fair = createFair({ room: 'r', game: 't', seats: 2, chainLength: 4 });
  const anchor = toHex(seededEntropy('a').bytes(32));
  // The identity, non-canonical encodings of it, and the small-order Edwards points' encodings.
  const bad = ['0'.repeat(64), '01' + '0'.repeat(62), 'ec' + 'ff'.repeat(30) + '7f', '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05', 'ff'.repeat(32)];
  for (const key of bad) {
    assert.equal(isBoxKey(key), false, key);
    assert.equal(code(applyFairMove(fair, 0, { type: 'join', boxKey: key, beaconAnchor: anchor })), 'join-box-key-invalid', key);
    assert.throws(() => seal(context, 1, key, fresh()), TypeError);
  }
  assert.ok(!isRuleError(applyFairMove(fair, 0, { type: 'join', boxKey: boxPublicKey(angler), beaconAnchor: anchor })), "expected !isRuleError(applyFairMove(fair, 0, { type: 'join', boxKey: boxPublicKey(angler), beaconAnchor: anchor }))");
});

test('a sealed value can never pass for a RuleError; seal refuses bad fresh bytes', () => {
  const fake = { kind: 'rule-error', code: 'x', message: 'y' };
  assert.deepEqual(openSealed(context, seal(context, fake, boxPublicKey(angler), fresh()), angler), { value: fake });
  assert.throws(() => seal(context, 1, boxPublicKey(angler), entropy.bytes(24)), TypeError);
});
