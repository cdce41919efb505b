import { test } from 'node:test';
import assert from 'node:assert/strict';
import nacl from 'tweetnacl';
import { concatBytes, fromBase64Url, fromHex, seededEntropy, utf8 } from '../../../src/core/index.js';
import { createIdentity, createSigningKey, openIdentity, signatureBackend, signerFor, verifySignature, type SignatureBackend } from '../../../src/net/index.js';

test('Node 20 verifies RFC 8032 through WebCrypto, so WebCrypto is the detected backend', async () => {
  assert.equal(await signatureBackend(), 'webcrypto');
});

const pairs: [SignatureBackend, SignatureBackend][] = [
  ['webcrypto', 'tweetnacl'],
  ['tweetnacl', 'webcrypto'],
  ['webcrypto', 'webcrypto'],
  ['tweetnacl', 'tweetnacl'],
];
for (const [signWith, verifyWith] of pairs) {
  test(`a ${signWith} signature verifies under ${verifyWith}, and tampering fails it`, async () => {
    const entropy = seededEntropy(`${signWith}-${verifyWith}`);
    const signer = signerFor(await createSigningKey(entropy, signWith));
    const other = signerFor(await createSigningKey(entropy, signWith));
    const message = utf8('Black places a ship at C4');
    const signature = await signer.sign(message);
    assert.equal(signature.length, 64);
    assert.equal(await verifySignature(signer.publicKey, message, signature, verifyWith), true);
    assert.equal(await verifySignature(other.publicKey, message, signature, verifyWith), false, 'wrong key');
    assert.equal(await verifySignature(signer.publicKey, utf8('Black places a ship at C5'), signature, verifyWith), false, 'other message');
    const flipped = signature.slice();
    flipped[10] = (flipped[10] as number) ^ 4;
    assert.equal(await verifySignature(signer.publicKey, message, flipped, verifyWith), false, 'flipped bit');
    assert.equal(await verifySignature(signer.publicKey, message, signature.subarray(0, 63), verifyWith), false, 'short');
    assert.equal(await verifySignature(new Uint8Array(32), message, signature, verifyWith), false, 'zero key');
  });
}

test('one Ed25519 key signs the same bytes under WebCrypto and tweetnacl (standard signatures)', async () => {
  const seed = seededEntropy('same-key').bytes(32);
  const pair = nacl.sign.keyPair.fromSeed(seed);
  const pkcs8 = concatBytes(fromHex('302e020100300506032b657004220420'), seed);
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8 as BufferSource, { name: 'Ed25519' }, false, ['sign']);
  const viaNacl = signerFor({ backend: 'tweetnacl', publicKey: pair.publicKey, secretKey: pair.secretKey });
  const viaWebCrypto = signerFor({ backend: 'webcrypto', publicKey: pair.publicKey, privateKey });
  const message = utf8('room, game, seat, n, move');
  assert.deepEqual(await viaWebCrypto.sign(message), await viaNacl.sign(message));
});

test("a seat's box key is the x25519 public key of its secret, as tweetnacl computes it (WebCrypto here)", async () => {
  for (const label of ['a', 'b', 'c', 'd']) {
    const stored = await createIdentity(0, seededEntropy(`box-${label}`));
    const expected = nacl.box.keyPair.fromSecretKey(stored.boxSecretKey).publicKey;
    assert.deepEqual(fromBase64Url((await openIdentity(stored)).boxKey), expected);
  }
  await assert.rejects(openIdentity({ ...(await createIdentity(0, seededEntropy('short'))), boxSecretKey: new Uint8Array(31) }), /box key/);
});

test('checks made once the key is imported (started at once, without waiting a turn) still refuse a changed message, a changed signature and another key', async () => {
  const signer = signerFor(await createSigningKey(seededEntropy('verify-at-once'), 'webcrypto'));
  const other = signerFor(await createSigningKey(seededEntropy('verify-at-once-other'), 'webcrypto'));
  const message = utf8('a move');
  const signature = await signer.sign(message);
  assert.equal(await verifySignature(signer.publicKey, message, signature), true, 'the first check imports the key');
  for (let round = 0; round < 3; round++) {
    assert.equal(await verifySignature(signer.publicKey, message, signature), true, 'the same signature again');
    assert.equal(await verifySignature(signer.publicKey, utf8('another move'), signature), false, 'a changed message');
    const flipped = signature.slice();
    flipped[round] = flipped[round]! ^ 1;
    assert.equal(await verifySignature(signer.publicKey, message, flipped), false, 'a changed signature');
    assert.equal(await verifySignature(other.publicKey, message, signature), false, "another key's check");
  }
});
