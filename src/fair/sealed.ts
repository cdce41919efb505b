// Sealed reveals (design "Fair play"): information for one seat only, boxed with nacl.box
// (x25519 + XSalsa20-Poly1305) from the sender's box key to the receiver's. When the sealed value is
// the opening of a public commitment, the receiver checks it against that commitment, so a false
// "you were shown a 6" is caught by the one seat that was shown it.
import nacl from 'tweetnacl';
import { canonicalBytes, fromUtf8, hasOnlyKeys, isHex, isRecord, isRuleError, ruleError, toHex } from '../core/index.js';
import type { Json, RuleError } from '../core/index.js';
import { hexBytes } from './bytes.js';
import { checkOpening, isOpening, type CommitDomain } from './commitment.js';

/** A sealed value as it travels in a move: ciphertext and 24-byte nonce, both hex. */
export interface SealedBox {
  readonly box: string;
  readonly nonce: string;
}

export const BOX_NONCE_BYTES = nacl.box.nonceLength;
export const BOX_KEY_BYTES = nacl.box.publicKeyLength;

/** The public box key (hex) of a box secret key (hex). Throws on a malformed key. */
export function boxPublicKey(secretKey: string): string {
  const secret = hexBytes(secretKey, BOX_KEY_BYTES);
  if (!secret) throw new TypeError('a box secret key is 64 hex digits');
  return toHex(nacl.box.keyPair.fromSecretKey(secret).publicKey);
}

/** Seals `value` to the holder of `toBoxKey`, from the holder of `fromSecretKey`; `nonce` is 24 fresh bytes. */
export function seal(value: Json, toBoxKey: string, fromSecretKey: string, nonce: Uint8Array): SealedBox {
  const to = hexBytes(toBoxKey, BOX_KEY_BYTES);
  const from = hexBytes(fromSecretKey, BOX_KEY_BYTES);
  if (!to || !from) throw new TypeError('box keys are 64 hex digits');
  if (!(nonce instanceof Uint8Array) || nonce.length !== BOX_NONCE_BYTES) throw new TypeError('a box nonce is 24 bytes');
  return { box: toHex(nacl.box(canonicalBytes(value), nonce, to, from)), nonce: toHex(nonce) };
}

/** True for a well-formed sealed box (it may still fail to open). */
export function isSealedBox(value: unknown): value is SealedBox {
  return (
    isRecord(value) &&
    hasOnlyKeys(value, ['box', 'nonce']) &&
    isHex(value.nonce, BOX_NONCE_BYTES) &&
    typeof value.box === 'string' &&
    value.box.length >= 2 * nacl.box.overheadLength &&
    isHex(value.box, value.box.length / 2)
  );
}

/** What a sealed box held (wrapped, so a sealed value can never pass for a RuleError). */
export interface Unsealed {
  readonly value: Json;
}

/** Opens a sealed box sent by the holder of `fromBoxKey` to the holder of `toSecretKey`. */
export function openSealed(sealed: unknown, fromBoxKey: string, toSecretKey: string): Unsealed | RuleError {
  if (!isSealedBox(sealed)) return ruleError('sealed-malformed', 'A sealed box is {box, nonce} in hex.');
  const from = hexBytes(fromBoxKey, BOX_KEY_BYTES);
  const to = hexBytes(toSecretKey, BOX_KEY_BYTES);
  if (!from || !to) return ruleError('sealed-bad-key', 'Box keys are 64 hex digits.');
  const plain = nacl.box.open(hexBytes(sealed.box, sealed.box.length / 2)!, hexBytes(sealed.nonce, BOX_NONCE_BYTES)!, from, to);
  if (!plain) return ruleError('sealed-unreadable', 'That sealed box does not open with these keys (forged, altered or not for this seat).');
  try {
    return { value: JSON.parse(fromUtf8(plain)) as Json };
  } catch {
    return ruleError('sealed-malformed', 'That sealed box does not hold JSON.');
  }
}

/**
 * Opens a sealed box that carries the opening of a public commitment and checks it: the value is
 * returned only when the opening matches `commitment` under `domain` ('sealed-opening-mismatch' else).
 */
export function openSealedOpening(
  domain: CommitDomain,
  commitment: string,
  sealed: unknown,
  fromBoxKey: string,
  toSecretKey: string,
): Unsealed | RuleError {
  const unsealed = openSealed(sealed, fromBoxKey, toSecretKey);
  if (isRuleError(unsealed)) return unsealed;
  const opened = unsealed.value;
  if (!isOpening(opened)) return ruleError('sealed-malformed', 'That sealed box does not hold an opening.');
  const problem = checkOpening(domain, commitment, opened);
  if (problem) {
    return ruleError('sealed-opening-mismatch', `What was shown does not match the commitment for ${domain.purpose}: ${problem.message}`);
  }
  return { value: opened.value };
}
