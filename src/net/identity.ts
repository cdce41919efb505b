// A seat's identity in one room: an Ed25519 signing key (its claim and every entry it makes) and an
// x25519 box key (sealed reveals to this seat). Created on the device that takes the seat, kept there.
import nacl from 'tweetnacl';
import { toBase64Url } from '../core/index.js';
import type { Entropy, Seat } from '../core/index.js';
import { createSigningKey, CryptoError, signerFor, type SignatureBackend, type Signer, type StoredSigningKey } from './signing.js';

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
  const boxSecretKey = entropy.bytes(nacl.box.secretKeyLength);
  return options.bot === undefined ? { seat, signing, boxSecretKey } : { seat, signing, boxSecretKey, bot: options.bot };
}

/** Opens a stored identity; throws CryptoError when it is damaged. */
export function openIdentity(stored: StoredIdentity): SeatIdentity {
  if (!(stored.boxSecretKey instanceof Uint8Array) || stored.boxSecretKey.length !== nacl.box.secretKeyLength) {
    throw new CryptoError('bad-stored-key', 'stored box key is not 32 bytes');
  }
  const signer = signerFor(stored.signing);
  const boxPublic = nacl.box.keyPair.fromSecretKey(stored.boxSecretKey).publicKey;
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
