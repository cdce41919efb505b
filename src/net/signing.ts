// Ed25519 signatures through WebCrypto where the platform has it (Chromium, Node 20: ~0.1 ms), through
// tweetnacl otherwise (~7 ms), fetched only on a platform that needs it (its own chunk). Both produce
// and accept the same standard 64-byte signatures over the same 32-byte public keys, so peers on
// different backends verify each other. Failures are closed: verification answers false for anything
// malformed; signing throws a CryptoError.
import { fromBase64Url, fromHex, toBase64Url } from '../core/index.js';
import type { Entropy } from '../core/index.js';
import type nacl from 'tweetnacl';

type Nacl = typeof nacl;

/** Which implementation signs and verifies. */
export type SignatureBackend = 'webcrypto' | 'tweetnacl';

/** A platform failure in signing or key handling (never an untrusted-input failure: those are values). */
export class CryptoError extends Error {
  constructor(readonly code: 'sign-failed' | 'keygen-failed' | 'bad-stored-key', message: string) {
    super(message);
    this.name = 'CryptoError';
  }
}

/** A private signing key in the form it is stored (IndexedDB keeps CryptoKey objects as they are). */
export type StoredSigningKey =
  | { readonly backend: 'webcrypto'; readonly publicKey: Uint8Array; readonly privateKey: CryptoKey }
  | { readonly backend: 'tweetnacl'; readonly publicKey: Uint8Array; readonly secretKey: Uint8Array };

/** Something that signs with one Ed25519 key. */
export interface Signer {
  readonly backend: SignatureBackend;
  /** The 32-byte public key. */
  readonly publicKey: Uint8Array;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

const ED25519 = { name: 'Ed25519' } as const;

// RFC 8032 §7.1 test 1: an empty message signed by a known key. Detection checks the platform really
// verifies it (and rejects it with one bit flipped), not only that it knows the algorithm's name.
const RFC8032_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const RFC8032_SIGNATURE =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';

let detected: Promise<SignatureBackend> | null = null;
/** The detected backend once known, so a check can start without waiting a turn for it. */
let detectedNow: SignatureBackend | null = null;

/** tweetnacl, loaded on first use: only platforms without WebCrypto Ed25519 (and keys made there) need it. */
export function loadNacl(): Promise<Nacl> {
  return import('tweetnacl').then((module) => module.default);
}

/** The backend this platform uses, detected once: WebCrypto when it verifies RFC 8032 correctly. */
export function signatureBackend(): Promise<SignatureBackend> {
  detected ??= detect().then((backend) => (detectedNow = backend));
  return detected;
}

async function detect(): Promise<SignatureBackend> {
  try {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return 'tweetnacl';
    const key = await subtle.importKey('raw', fromHex(RFC8032_PUBLIC) as BufferSource, ED25519, false, ['verify']);
    const signature = fromHex(RFC8032_SIGNATURE);
    const good = await subtle.verify(ED25519, key, signature as BufferSource, new Uint8Array(0));
    signature[0] = (signature[0] as number) ^ 1;
    const forged = await subtle.verify(ED25519, key, signature as BufferSource, new Uint8Array(0));
    return good && !forged ? 'webcrypto' : 'tweetnacl';
  } catch {
    return 'tweetnacl';
  }
}

/** A new signing key on `backend` (default: the detected one). `entropy` seeds tweetnacl keys. */
export async function createSigningKey(entropy: Entropy, backend?: SignatureBackend): Promise<StoredSigningKey> {
  const chosen = backend ?? (await signatureBackend());
  if (chosen === 'tweetnacl') {
    const nacl = await loadNacl();
    const pair = nacl.sign.keyPair.fromSeed(entropy.bytes(32));
    return { backend: 'tweetnacl', publicKey: pair.publicKey, secretKey: pair.secretKey };
  }
  try {
    // The private key is not extractable: script can sign with it but never read it out.
    const pair = (await crypto.subtle.generateKey(ED25519, false, ['sign', 'verify'])) as CryptoKeyPair;
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    return { backend: 'webcrypto', publicKey, privateKey: pair.privateKey };
  } catch (error) {
    throw new CryptoError('keygen-failed', `could not create an Ed25519 key: ${String(error)}`);
  }
}

/** A Signer for a stored key; throws CryptoError when the stored form is damaged. */
export function signerFor(key: StoredSigningKey): Signer {
  if (!(key.publicKey instanceof Uint8Array) || key.publicKey.length !== 32) {
    throw new CryptoError('bad-stored-key', 'stored signing key has no 32-byte public key');
  }
  if (key.backend === 'tweetnacl') {
    if (!(key.secretKey instanceof Uint8Array) || key.secretKey.length !== 64) {
      throw new CryptoError('bad-stored-key', 'stored tweetnacl key is not 64 bytes');
    }
    const secretKey = key.secretKey;
    return {
      backend: 'tweetnacl',
      publicKey: key.publicKey,
      sign: async (message) => (await loadNacl()).sign.detached(message, secretKey),
    };
  }
  const privateKey = key.privateKey;
  return {
    backend: 'webcrypto',
    publicKey: key.publicKey,
    async sign(message) {
      try {
        return new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, message as BufferSource));
      } catch (error) {
        throw new CryptoError('sign-failed', `Ed25519 signing failed: ${String(error)}`);
      }
    },
  };
}

// Imported WebCrypto public keys, by base64url. A room has a handful of keys; the bound only keeps a
// stream of forged keys from growing it without end.
const importedKeys = new Map<string, Promise<CryptoKey>>();
/** The same keys once imported, so a check can start at once (a move's check then starts as it arrives). */
const importedKeysNow = new Map<string, CryptoKey>();
const IMPORTED_KEYS_MAX = 256;

function importedKey(id: string, publicKey: () => Uint8Array): Promise<CryptoKey> {
  let key = importedKeys.get(id);
  if (!key) {
    if (importedKeys.size >= IMPORTED_KEYS_MAX) {
      importedKeys.clear();
      importedKeysNow.clear();
    }
    key = crypto.subtle.importKey('raw', publicKey() as BufferSource, ED25519, false, ['verify']);
    importedKeys.set(id, key);
    void key.then((imported) => importedKeys.get(id) === key && importedKeysNow.set(id, imported), () => {});
  }
  return key;
}

/** True only when `signature` is a valid Ed25519 signature of `message` by `publicKey`. Never throws. */
export function verifySignature(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array, backend?: SignatureBackend): Promise<boolean> {
  if (publicKey.length !== 32) return Promise.resolve(false);
  return verifyByEncodedKey(toBase64Url(publicKey), message, signature, backend);
}

/**
 * True only when `signature` is a valid Ed25519 signature of `message` by the public key `signKey`
 * (base64url, as claims carry it). The key is decoded and imported once per key. Never throws.
 */
export function verifyByEncodedKey(signKey: string, message: Uint8Array, signature: Uint8Array, backend?: SignatureBackend): Promise<boolean> {
  if (signature.length !== 64) return Promise.resolve(false);
  // With the backend and the key known, the check starts now rather than a few turns later.
  const key = (backend ?? detectedNow) === 'webcrypto' ? importedKeysNow.get(signKey) : undefined;
  if (key) {
    try {
      return crypto.subtle.verify(ED25519, key, signature as BufferSource, message as BufferSource).catch(() => false);
    } catch {
      return Promise.resolve(false);
    }
  }
  return verifyOnceReady(signKey, message, signature, backend);
}

async function verifyOnceReady(signKey: string, message: Uint8Array, signature: Uint8Array, backend?: SignatureBackend): Promise<boolean> {
  const chosen = backend ?? (await signatureBackend());
  try {
    const publicKey = (): Uint8Array => {
      const bytes = fromBase64Url(signKey);
      if (bytes.length !== 32) throw new RangeError('not a 32-byte key');
      return bytes;
    };
    if (chosen === 'tweetnacl') return (await loadNacl()).sign.detached.verify(message, signature, publicKey());
    return await crypto.subtle.verify(ED25519, await importedKey(signKey, publicKey), signature as BufferSource, message as BufferSource);
  } catch {
    return false;
  }
}
