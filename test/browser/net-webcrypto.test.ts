// Ed25519 through WebCrypto in Chromium: detected and used, and its signatures are the standard bytes
// tweetnacl makes and checks, both ways; tampering fails under either.
import { expect } from 'chai';
import nacl from 'tweetnacl';
import { seededEntropy } from '../../src/core/index.js';
import { createSigningKey, signatureBackend, signerFor, verifyByEncodedKey, verifySignature } from '../../src/net/index.js';
import { toBase64Url } from '../../src/core/index.js';

const message = new TextEncoder().encode('shoal/entry/v1 room fishery seat 0 n 3');

function tampered(bytes: Uint8Array, at = 0): Uint8Array {
  const copy = bytes.slice();
  copy[at] = copy[at]! ^ 1;
  return copy;
}

describe('Ed25519 in Chromium', () => {
  it('uses WebCrypto here', async () => {
    expect(await signatureBackend()).to.equal('webcrypto');
  });

  it('a WebCrypto signature verifies under tweetnacl; a flipped bit or another message fails', async () => {
    const signer = signerFor(await createSigningKey(seededEntropy('wc'), 'webcrypto'));
    expect(signer.backend).to.equal('webcrypto');
    const signature = await signer.sign(message);
    expect(nacl.sign.detached.verify(message, signature, signer.publicKey)).to.equal(true);
    expect(await verifySignature(signer.publicKey, message, signature, 'tweetnacl')).to.equal(true);
    expect(await verifySignature(signer.publicKey, message, tampered(signature), 'tweetnacl')).to.equal(false);
    expect(await verifySignature(signer.publicKey, tampered(message), signature, 'tweetnacl')).to.equal(false);
  });

  it('a tweetnacl signature verifies under WebCrypto; a flipped bit, another message or another key fails', async () => {
    const signer = signerFor(await createSigningKey(seededEntropy('nacl'), 'tweetnacl'));
    const signature = await signer.sign(message);
    expect(await verifySignature(signer.publicKey, message, signature, 'webcrypto')).to.equal(true);
    expect(await verifySignature(signer.publicKey, message, tampered(signature, 40), 'webcrypto')).to.equal(false);
    expect(await verifySignature(signer.publicKey, tampered(message, 5), signature, 'webcrypto')).to.equal(false);
    const other = signerFor(await createSigningKey(seededEntropy('other'), 'tweetnacl'));
    expect(await verifySignature(other.publicKey, message, signature, 'webcrypto')).to.equal(false);
  });

  it('verifying by the encoded key gives the same answers, and refuses a key that is not 32 bytes', async () => {
    const signer = signerFor(await createSigningKey(seededEntropy('encoded'), 'webcrypto'));
    const signature = await signer.sign(message);
    const signKey = toBase64Url(signer.publicKey);
    expect(await verifyByEncodedKey(signKey, message, signature)).to.equal(true);
    expect(await verifyByEncodedKey(signKey, message, tampered(signature))).to.equal(false);
    expect(await verifyByEncodedKey(toBase64Url(signer.publicKey.subarray(0, 31)), message, signature)).to.equal(false);
    expect(await verifyByEncodedKey('not base64url!', message, signature)).to.equal(false);
  });
});
