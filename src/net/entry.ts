// Signed log entries `{seat, n, move, sig}`. The Ed25519 signature covers the room id, the game id,
// the seat, the seat's entry number n and the canonical bytes of the move, so an entry cannot be moved
// to another room, game, seat or position in the seat's sequence without the signature failing.
import { canonicalBytes, canonicalJson, fromBase64Url, hasOnlyKeys, isIntInRange, isRecord, ruleError, toBase64Url } from '../core/index.js';
import type { Json, RuleError, Seat } from '../core/index.js';
import type { Signer } from './signing.js';
import { verifyByEncodedKey } from './signing.js';

/** What every signature in a room is bound to. */
export interface LogScope {
  /** The room id (derive.ts), hex. */
  readonly roomId: string;
  /** The game id. */
  readonly game: string;
}

/** One entry of the shared log. */
export interface SignedEntry {
  readonly seat: Seat;
  /** Counts this seat's entries: 0, 1, 2, … */
  readonly n: number;
  readonly move: Json;
  /** Ed25519 signature, base64url. */
  readonly sig: string;
}

/** Bounds on untrusted entries: far above any real game, low enough to keep a flood cheap. */
export const MAX_SEATS = 64;
export const MAX_ENTRY_NUMBER = 2 ** 31 - 1;
export const MAX_MOVE_BYTES = 64 * 1024;

const ENTRY_KEYS = ['seat', 'n', 'move', 'sig'] as const;
// Canonical base64url of exactly 64 bytes: 86 characters, the last carrying 2 bits and 4 zero bits.
// A pattern rather than a decode: every entry of a long log is checked on each reload.
const SIGNATURE = /^[A-Za-z0-9_-]{85}[AQgw]$/;

/** The bytes an entry's signature covers. */
export function entryMessage(scope: LogScope, seat: Seat, n: number, move: unknown): Uint8Array {
  return canonicalBytes({ domain: 'shoal/entry/v1', room: scope.roomId, game: scope.game, seat, n, move });
}

/** Signs `move` as entry `n` of `seat` in `scope`. */
export async function signEntry(signer: Signer, scope: LogScope, seat: Seat, n: number, move: Json): Promise<SignedEntry> {
  const sig = await signer.sign(entryMessage(scope, seat, n, move));
  return { seat, n, move, sig: toBase64Url(sig) };
}

/**
 * Checks the shape of an untrusted log item: exactly `{seat, n, move, sig}`, integers in range, a
 * 64-byte base64url signature, a move canonical JSON can carry (and not too large). A RuleError with
 * code `malformed-entry` otherwise; never throws.
 */
export function parseEntry(item: unknown): SignedEntry | RuleError {
  const bad = (why: string): RuleError => ruleError('malformed-entry', `Malformed log entry: ${why}.`);
  if (!isRecord(item)) return bad('not an object');
  if (!hasOnlyKeys(item, ENTRY_KEYS) || !ENTRY_KEYS.every((k) => k in item)) return bad('wrong fields');
  const { seat, n, move, sig } = item;
  if (!isIntInRange(seat, 0, MAX_SEATS - 1)) return bad('seat is not a seat number');
  if (!isIntInRange(n, 0, MAX_ENTRY_NUMBER)) return bad('n is not an entry number');
  if (typeof sig !== 'string' || !SIGNATURE.test(sig)) return bad('sig is not a signature');
  let encoded: string;
  try {
    encoded = canonicalJson(move);
  } catch {
    return bad('the move is not plain JSON');
  }
  if (move === undefined || encoded.length > MAX_MOVE_BYTES) return bad('the move is missing or too large');
  return { seat, n, move: move as Json, sig };
}

/** True when `entry` is signed by `signKey` (base64url) for `scope`. Never throws. */
export function verifyEntry(entry: SignedEntry, scope: LogScope, signKey: string): Promise<boolean> {
  return verifySignedBytes(entryMessage(scope, entry.seat, entry.n, entry.move), entry.sig, signKey);
}

/** True when `sig` (base64url) is `signKey`'s signature of exactly `message`. Never throws. */
export async function verifySignedBytes(message: Uint8Array, sig: string, signKey: string): Promise<boolean> {
  let signature: Uint8Array;
  try {
    signature = fromBase64Url(sig);
  } catch {
    return false;
  }
  return verifyByEncodedKey(signKey, message, signature);
}

/** A key naming one entry exactly (seat, number and signature), for the accepted set. */
export function entryKey(entry: SignedEntry): string {
  return `${entry.seat}:${entry.n}:${entry.sig}`;
}

/** True when `text` is base64url of exactly `bytes` bytes. */
export function isBase64Url(text: string, bytes: number): boolean {
  try {
    const decoded = fromBase64Url(text);
    return decoded.length === bytes && toBase64Url(decoded) === text;
  } catch {
    return false;
  }
}
