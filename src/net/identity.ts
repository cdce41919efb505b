// A seat's identity in one room: an Ed25519 signing key (its claim and every entry it makes) and an
// x25519 box key (its claim names it). Created on the device that takes the seat, kept there. The box
// key's public half comes from WebCrypto's X25519 where the platform has it, else from tweetnacl
// (fetched only then).
import { concatBytes, fromBase64Url, toBase64Url } from '../core/index.js';
import type { Entropy, Seat } from '../core/index.js';
import { createSigningKey, CryptoError, loadNacl, signerFor, type SignatureBackend, type Signer, type StoredSigningKey } from './signing.js';

const BOX_KEY_BYTES = 32;
/** PKCS #8 wrapping of a raw X25519 private key (RFC 8410): this prefix, then the 32 bytes. */
const X25519_PKCS8_PREFIX = new Uint8Array([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20]);

/** An identity as IndexedDB stores it (structured-clonable; WebCrypto keys stay non-extractable). */
export interface StoredIdentity {
  readonly seat: Seat;
  readonly signing: StoredSigningKey;
  /** x25519 secret key, 32 bytes. */
  readonly boxSecretKey: Uint8Array;
  /** Bot id when a bot hosted on this device holds the seat. */
  readonly bot?: string;
}

/** A seat's identity, ready to sign and open boxes. */
export interface SeatIdentity {
  readonly seat: Seat;
  readonly signer: Signer;
  /** Public signing key, base64url (as seat claims carry it). */
  readonly signKey: string;
  /** Public box key, base64url. */
  readonly boxKey: string;
  readonly boxSecretKey: Uint8Array;
  readonly bot?: string;
  readonly stored: StoredIdentity;
}

/** New keys for `seat`. */
export async function createIdentity(
  seat: Seat,
  entropy: Entropy,
  options: { readonly bot?: string; readonly backend?: SignatureBackend } = {},
): Promise<StoredIdentity> {
  const signing = await createSigningKey(entropy, options.backend);
  const boxSecretKey = entropy.bytes(BOX_KEY_BYTES);
  return options.bot === undefined ? { seat, signing, boxSecretKey } : { seat, signing, boxSecretKey, bot: options.bot };
}

/** Opens a stored identity; rejects with a CryptoError when it is damaged. */
export async function openIdentity(stored: StoredIdentity): Promise<SeatIdentity> {
  if (!(stored.boxSecretKey instanceof Uint8Array) || stored.boxSecretKey.length !== BOX_KEY_BYTES) {
    throw new CryptoError('bad-stored-key', 'stored box key is not 32 bytes');
  }
  const signer = signerFor(stored.signing);
  const boxPublic = await boxPublicKey(stored.boxSecretKey);
  return {
    seat: stored.seat,
    signer,
    signKey: toBase64Url(signer.publicKey),
    boxKey: toBase64Url(boxPublic),
    boxSecretKey: stored.boxSecretKey,
    ...(stored.bot === undefined ? {} : { bot: stored.bot }),
    stored,
  };
}

/** The x25519 public key of `secretKey` (the same as tweetnacl's box.keyPair.fromSecretKey). */
async function boxPublicKey(secretKey: Uint8Array): Promise<Uint8Array> {
  try {
    const pkcs8 = concatBytes(X25519_PKCS8_PREFIX, secretKey);
    const key = await crypto.subtle.importKey('pkcs8', pkcs8 as Uint8Array<ArrayBuffer>, { name: 'X25519' }, true, ['deriveBits']);
    const { x } = await crypto.subtle.exportKey('jwk', key);
    const publicKey = x === undefined ? null : fromBase64Url(x);
    if (publicKey?.length === BOX_KEY_BYTES) return publicKey;
  } catch {
    // No X25519 in this platform's WebCrypto: tweetnacl computes it.
  }
  return (await loadNacl()).box.keyPair.fromSecretKey(secretKey).publicKey;
}
