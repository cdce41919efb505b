import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy, toHex } from '../../../src/core/index.js';
import { boxPublicKey, commit, openSealed, openSealedOpening, seal, type CommitDomain } from '../../../src/fair/index.js';

const entropy = seededEntropy('sealed-tests');
const fish = toHex(entropy.bytes(32));
const angler = toHex(entropy.bytes(32));
const spectator = toHex(entropy.bytes(32));
const domain: CommitDomain = { room: 'r', game: 'gone-fishing', purpose: 'tile:5' };

test('a sealed value opens for its receiver only (round trip)', () => {
  const sealed = seal({ tile: 5, size: 6 }, boxPublicKey(angler), fish, entropy.bytes(24));
  assert.deepEqual(openSealed(sealed, boxPublicKey(fish), angler), { value: { tile: 5, size: 6 } });
  const other = openSealed(sealed, boxPublicKey(fish), spectator);
  assert.equal(isRuleError(other) && other.code, 'sealed-unreadable');
});

test('attack: an altered box, an altered nonce or a box from someone else does not open', () => {
  const sealed = seal(6, boxPublicKey(angler), fish, entropy.bytes(24));
  const flip = (hex: string): string => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
  for (const [name, box, from] of [
    ['altered ciphertext', { ...sealed, box: flip(sealed.box) }, boxPublicKey(fish)],
    ['altered nonce', { ...sealed, nonce: flip(sealed.nonce) }, boxPublicKey(fish)],
    ['claimed sender is not the sender', sealed, boxPublicKey(spectator)],
  ] as const) {
    const opened = openSealed(box, from, angler);
    assert.equal(isRuleError(opened) && opened.code, 'sealed-unreadable', name);
  }
  for (const junk of [null, {}, { box: 'zz', nonce: sealed.nonce }, { ...sealed, extra: 1 }, { box: '00', nonce: sealed.nonce }]) {
    const opened = openSealed(junk, boxPublicKey(fish), angler);
    assert.equal(isRuleError(opened) && opened.code, 'sealed-malformed', JSON.stringify(junk));
  }
});

test('attack: a false "you were shown a 6" is caught against the public commitment', () => {
  const { commitment, opening } = commit(domain, 2, entropy);
  const honest = seal({ value: opening.value, nonce: opening.nonce }, boxPublicKey(angler), fish, entropy.bytes(24));
  assert.deepEqual(openSealedOpening(domain, commitment, honest, boxPublicKey(fish), angler), { value: 2 });
  const lie = seal({ value: 6, nonce: opening.nonce }, boxPublicKey(angler), fish, entropy.bytes(24));
  const caught = openSealedOpening(domain, commitment, lie, boxPublicKey(fish), angler);
  assert.equal(isRuleError(caught) && caught.code, 'sealed-opening-mismatch');
  const otherTile = commit({ ...domain, purpose: 'tile:6' }, 6, entropy);
  const swapped = seal({ ...otherTile.opening }, boxPublicKey(angler), fish, entropy.bytes(24));
  const refused = openSealedOpening(domain, commitment, swapped, boxPublicKey(fish), angler);
  assert.equal(isRuleError(refused) && refused.code, 'sealed-opening-mismatch', 'the opening of another tile');
  const notAnOpening = seal(6, boxPublicKey(angler), fish, entropy.bytes(24));
  const malformed = openSealedOpening(domain, commitment, notAnOpening, boxPublicKey(fish), angler);
  assert.equal(isRuleError(malformed) && malformed.code, 'sealed-malformed');
});

test('a sealed value can never pass for a RuleError', () => {
  const fake = { kind: 'rule-error', code: 'x', message: 'y' };
  const opened = openSealed(seal(fake, boxPublicKey(angler), fish, entropy.bytes(24)), boxPublicKey(fish), angler);
  assert.ok(!isRuleError(opened));
  assert.deepEqual(opened, { value: fake });
});

test('seal refuses bad keys and nonces as programmer errors', () => {
  assert.throws(() => seal(1, 'zz', fish, entropy.bytes(24)), TypeError);
  assert.throws(() => seal(1, boxPublicKey(angler), fish, entropy.bytes(23)), TypeError);
});
