// A seat's box keys (sealed.ts seals and opens boxes with them), apart from the boxes themselves so
// that a game which never seals a box (Fleet) does not load the box cipher (tweetnacl).
import { hexBytes } from './bytes.js';
import { BASE, decodePoint, deriveScalar, encodePoint, times } from './group.js';

export const BOX_KEY_BYTES = 32;
/** Fresh random bytes a box takes. */
export const BOX_FRESH_BYTES = 64;

/** The scalar of a box secret key (hex). Throws on a malformed key. */
export function boxSecret(secretKey: string): bigint {
  const bytes = hexBytes(secretKey, BOX_KEY_BYTES);
  if (!bytes) throw new TypeError('a box secret key is 64 hex digits');
  return deriveScalar('shoal/box-secret/v1', bytes);
}

/** The public box key (hex) of a box secret key (hex). Throws on a malformed key. */
export function boxPublicKey(secretKey: string): string {
  return encodePoint(times(BASE, boxSecret(secretKey)));
}

/** True for a valid box key: a canonical ristretto255 point other than the identity. */
export function isBoxKey(value: unknown): value is string {
  return decodePoint(value) !== null;
}
