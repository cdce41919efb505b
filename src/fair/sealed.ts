// Sealed boxes (design "Fair play"): information for one seat only, which that seat can later prove
// to everyone without revealing any long-term key.
//   Keys.     A seat's box key is X = x·G on ristretto255 (a canonical point other than the identity:
//             ristretto has no small-order points, so no key gives a shared secret everyone knows).
//   Sealing.  For every box the sender draws a fresh ephemeral e, publishes E = e·G, and derives the
//             box key from S = e·X and the box's context — room, game, purpose, sender and receiver —
//             (SHA-512), then encrypts with XSalsa20-Poly1305 (nacl.secretbox). A box moved to another
//             purpose, pair of seats, game or room does not open.
//   Size.     The plaintext is padded to SEALED_BYTES, so every box has the same length whatever it holds.
//   Dispute.  The receiver publishes S = x·E with a Chaum–Pedersen proof that log_G X = log_E S
//             (proofs.ts). Anyone then opens the box and checks what it held against the public
//             commitment; x stays secret and every other box stays closed (each has its own e).
//             A disclosure opens every box to that receiver with the same E: a game in which several
//             seats seal to one receiver must refuse a box whose ephemeral key was seen before (a
//             sender copying another's E would otherwise get it disclosed). In Gone Fishing only the
//             Fish player seals to the Angler, so a copied E could only expose its own earlier box.
import nacl from 'tweetnacl';
import { canonicalBytes, concatBytes, fromUtf8, hasOnlyKeys, isHex, isRecord, isRuleError, ruleError, toHex, utf8 } from '../core/index.js';
import type { Json, RuleError, Seat } from '../core/index.js';
import { hash64, hexBytes } from './bytes.js';
import { checkOpening, isOpening, type CommitDomain } from './commitment.js';
import { BOX_FRESH_BYTES, BOX_KEY_BYTES, boxSecret } from './box-keys.js';
import { BASE, decodePoint, encodePoint, scalarFromBytes, times, type Point } from './group.js';

export { BOX_FRESH_BYTES, BOX_KEY_BYTES, boxPublicKey, isBoxKey } from './box-keys.js';
import { proveShares, verifyShares, type ProofContext, type ScalarProof } from './proofs.js';

/** Where a box belongs: all of it is bound into the box's key. */
export interface BoxContext {
  readonly room: string;
  readonly game: string;
  readonly purpose: string;
  readonly from: Seat;
  readonly to: Seat;
}

/** A sealed value as it travels in a move: the ephemeral key and the ciphertext, both hex. */
export interface SealedBox {
  readonly ephemeral: string;
  readonly box: string;
}

/** The receiver's public proof of what a box held: the shared point and a proof it is x·E. */
export interface BoxDisclosure {
  readonly shared: string;
  readonly proof: ScalarProof;
}

/** Every sealed plaintext is padded to this many bytes (a length prefix, the value, zeros). */
export const SEALED_BYTES = 160;
/** A sealed box's ciphertext length in bytes. */
export const SEALED_BOX_BYTES = SEALED_BYTES + nacl.secretbox.overheadLength;

/**
 * Seals `value` for the holder of `toBoxKey` in `context`; `fresh` is 64 random bytes. Throws for a bad
 * key or a value longer than the padded size (programmer errors).
 */
export function seal(context: BoxContext, value: Json, toBoxKey: string, fresh: Uint8Array): SealedBox {
  const receiver = decodePoint(toBoxKey);
  if (!receiver) throw new TypeError('a box key is a canonical ristretto255 point other than the identity');
  if (!(fresh instanceof Uint8Array) || fresh.length !== BOX_FRESH_BYTES) throw new TypeError(`a box takes ${BOX_FRESH_BYTES} fresh bytes`);
  const ephemeralSecret = scalarFromBytes(fresh);
  const ephemeral = encodePoint(times(BASE, ephemeralSecret));
  const key = boxKey(context, ephemeral, toBoxKey, times(receiver, ephemeralSecret));
  return { ephemeral, box: toHex(nacl.secretbox(pad(canonicalBytes(value)), key.nonce, key.key)) };
}

/** True for a well-formed sealed box of the one fixed size, its ephemeral key a valid point (it may still fail to open). */
export function isSealedBox(value: unknown): value is SealedBox {
  return isRecord(value) && hasOnlyKeys(value, ['ephemeral', 'box']) && decodePoint(value.ephemeral) !== null && isHex(value.box, SEALED_BOX_BYTES);
}

/** What a sealed box held (wrapped, so a sealed value can never pass for a RuleError). */
export interface Unsealed {
  readonly value: Json;
}

/** Opens a box sealed to the holder of `toSecretKey` in `context`. */
export function openSealed(context: BoxContext, sealed: unknown, toSecretKey: string): Unsealed | RuleError {
  if (!isSealedBox(sealed)) return ruleError('sealed-malformed', `A sealed box is {ephemeral, box} of ${SEALED_BOX_BYTES} bytes, in hex.`);
  const ephemeral = decodePoint(sealed.ephemeral);
  if (!ephemeral) return ruleError('sealed-bad-key', 'A sealed box\'s ephemeral key is not a valid group element.');
  if (!isHex(toSecretKey, BOX_KEY_BYTES)) return ruleError('sealed-bad-key', 'A box secret key is 64 hex digits.');
  const secret = boxSecret(toSecretKey);
  return openWithShared(context, sealed, encodePoint(times(BASE, secret)), times(ephemeral, secret));
}

/** The receiver's disclosure of box `sealed` (its shared point with a proof), for a public dispute. */
export function discloseSealed(context: BoxContext, sealed: unknown, toSecretKey: string, fresh: Uint8Array): BoxDisclosure | RuleError {
  if (!isSealedBox(sealed)) return ruleError('sealed-malformed', 'That is not a sealed box.');
  const ephemeral = decodePoint(sealed.ephemeral);
  if (!ephemeral) return ruleError('sealed-bad-key', 'A sealed box\'s ephemeral key is not a valid group element.');
  const secret = boxSecret(toSecretKey);
  const shared = encodePoint(times(ephemeral, secret));
  const key = encodePoint(times(BASE, secret));
  const proof = proveShares(disclosureContext(context), secret, { key, bases: [sealed.ephemeral], shares: [shared] }, [ephemeral], fresh);
  return { shared, proof };
}

/**
 * Opens a box publicly from its receiver's disclosure: the shared point must carry a valid proof for the
 * receiver's box key `toBoxKey`, then the box is opened as its receiver would.
 */
export function openDisclosed(context: BoxContext, sealed: unknown, toBoxKey: string, disclosure: unknown): Unsealed | RuleError {
  if (!isSealedBox(sealed)) return ruleError('sealed-malformed', 'That is not a sealed box.');
  if (!isRecord(disclosure) || !hasOnlyKeys(disclosure, ['shared', 'proof'])) return ruleError('disclosure-malformed', 'A disclosure is {shared, proof}.');
  const receiver = decodePoint(toBoxKey);
  const ephemeral = decodePoint(sealed.ephemeral);
  const shared = decodePoint(disclosure.shared);
  if (!receiver || !ephemeral || !shared) return ruleError('disclosure-malformed', 'A disclosure names valid group elements.');
  const statement = { key: toBoxKey, bases: [sealed.ephemeral], shares: [disclosure.shared as string] };
  if (!verifyShares(disclosureContext(context), statement, receiver, [ephemeral], [shared], disclosure.proof)) {
    return ruleError('disclosure-unproven', 'That shared point is not the receiver\'s for this box.');
  }
  return openWithShared(context, sealed, toBoxKey, shared);
}

/**
 * Opens a box that carries the opening of a public commitment and checks it: the value is returned only
 * when the opening matches `commitment` under `domain` ('sealed-opening-mismatch' else).
 */
export function openSealedOpening(domain: CommitDomain, commitment: string, unsealed: Unsealed | RuleError): Unsealed | RuleError {
  if (isRuleError(unsealed)) return unsealed;
  const opened = unsealed.value;
  if (!isOpening(opened)) return ruleError('sealed-malformed', 'That sealed box does not hold an opening.');
  const problem = checkOpening(domain, commitment, opened);
  if (problem) {
    return ruleError('sealed-opening-mismatch', `What was shown does not match the commitment for ${domain.purpose}: ${problem.message}`);
  }
  return { value: opened.value };
}

function openWithShared(context: BoxContext, sealed: SealedBox, toBoxKey: string, shared: Point): Unsealed | RuleError {
  const key = boxKey(context, sealed.ephemeral, toBoxKey, shared);
  const plain = nacl.secretbox.open(hexBytes(sealed.box, SEALED_BOX_BYTES)!, key.nonce, key.key);
  if (!plain) return ruleError('sealed-unreadable', 'That sealed box does not open here (forged, altered, moved, or not for this seat).');
  const bytes = unpad(plain);
  if (!bytes) return ruleError('sealed-malformed', 'That sealed box is not padded as it should be.');
  try {
    return { value: JSON.parse(fromUtf8(bytes)) as Json };
  } catch {
    return ruleError('sealed-malformed', 'That sealed box does not hold JSON.');
  }
}

function boxKey(context: BoxContext, ephemeral: string, receiver: string, shared: Point): { key: Uint8Array; nonce: Uint8Array } {
  const digest = hash64('shoal/box/v1', contextBytes(context), utf8(ephemeral), utf8(receiver), utf8(shared.toHex()));
  return { key: digest.subarray(0, nacl.secretbox.keyLength), nonce: digest.subarray(32, 32 + nacl.secretbox.nonceLength) };
}

function contextBytes(context: BoxContext): Uint8Array {
  return canonicalBytes({ room: context.room, game: context.game, purpose: context.purpose, from: context.from, to: context.to });
}

function disclosureContext(context: BoxContext): ProofContext {
  return { room: context.room, game: context.game, deck: '', step: `box:${context.from}:${context.purpose}`, seat: context.to };
}

function pad(bytes: Uint8Array): Uint8Array {
  if (bytes.length > SEALED_BYTES - 2) throw new RangeError(`a sealed value holds at most ${SEALED_BYTES - 2} bytes, not ${bytes.length}`);
  const padded = new Uint8Array(SEALED_BYTES);
  padded.set(concatBytes(new Uint8Array([bytes.length >> 8, bytes.length & 0xff]), bytes));
  return padded;
}

function unpad(padded: Uint8Array): Uint8Array | null {
  if (padded.length !== SEALED_BYTES) return null;
  const length = (padded[0]! << 8) | padded[1]!;
  if (length > SEALED_BYTES - 2 || padded.subarray(2 + length).some((b) => b !== 0)) return null;
  return padded.subarray(2, 2 + length);
}
