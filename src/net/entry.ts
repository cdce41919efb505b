// Signed log entries `{seat, n, prev, move, sig}`. The Ed25519 signature covers the room id, the game
// id, the seat, the seat's entry number n, `prev` (the id of the entry it follows in the history its
// signer had accepted, or the room's genesis) and the canonical bytes of the move, so an entry cannot be
// moved to another room, game, seat or point of the history without the signature failing (log-fold.ts).
import { canonicalBytes, canonicalJson, fromBase64Url, hasOnlyKeys, hash32, isIntInRange, isRecord, ruleError, toBase64Url } from '../core/index.js';
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
  /** The id of the entry this one follows (or the genesis id), base64url of 32 bytes. */
  readonly prev: string;
  readonly move: Json;
  /** Ed25519 signature, base64url. */
  readonly sig: string;
}

/** Bounds on untrusted entries: far above any real game, low enough to keep a flood cheap. */
export const MAX_SEATS = 64;
export const MAX_ENTRY_NUMBER = 2 ** 31 - 1;
export const MAX_MOVE_BYTES = 64 * 1024;

const ENTRY_KEYS = ['seat', 'n', 'prev', 'move', 'sig'] as const;
// Canonical base64url of exactly 64 bytes: 86 characters, the last carrying 2 bits and 4 zero bits.
// A pattern rather than a decode: every entry of a long log is checked on each reload.
const SIGNATURE = /^[A-Za-z0-9_-]{85}[AQgw]$/;
// Canonical base64url of exactly 32 bytes: 43 characters, the last carrying 4 bits and 2 zero bits.
const ID = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** The bytes an entry's signature covers. */
export function entryMessage(scope: LogScope, entry: Omit<SignedEntry, 'sig'>): Uint8Array {
  const { seat, n, prev, move } = entry;
  return canonicalBytes({ domain: 'shoal/entry/v2', room: scope.roomId, game: scope.game, seat, n, prev, move });
}

/** An entry's id: a hash of everything its signature covers. */
export function entryId(message: Uint8Array): string {
  return toBase64Url(hash32('shoal/entry-id', message));
}

/** Signs `move` as entry `n` of `seat`, following `prev`, in `scope`. */
export async function signEntry(signer: Signer, scope: LogScope, body: Omit<SignedEntry, 'sig'>): Promise<SignedEntry> {
  return (await signEntryAndMessage(signer, scope, body)).entry;
}

/** `signEntry`, with the signed bytes (which `entryId` hashes), so a caller need not encode them again. */
export async function signEntryAndMessage(
  signer: Signer,
  scope: LogScope,
  body: Omit<SignedEntry, 'sig'>,
): Promise<{ readonly entry: SignedEntry; readonly message: Uint8Array }> {
  const message = entryMessage(scope, body);
  const sig = await signer.sign(message);
  return { entry: { ...body, sig: toBase64Url(sig) }, message };
}

/**
 * Checks the shape of an untrusted log item: exactly `{seat, n, prev, move, sig}`, integers in range,
 * a 32-byte id, a 64-byte base64url signature, a move canonical JSON can carry (and not too large). A
 * RuleError with code `malformed-entry` otherwise; never throws.
 */
export function parseEntry(item: unknown): SignedEntry | RuleError {
  const bad = (why: string): RuleError => ruleError('malformed-entry', `Malformed log entry: ${why}.`);
  if (!isRecord(item)) return bad('not an object');
  if (!hasOnlyKeys(item, ENTRY_KEYS) || !ENTRY_KEYS.every((k) => k in item)) return bad('wrong fields');
  const { seat, n, prev, move, sig } = item;
  if (!isIntInRange(seat, 0, MAX_SEATS - 1)) return bad('seat is not a seat number');
  if (!isIntInRange(n, 0, MAX_ENTRY_NUMBER)) return bad('n is not an entry number');
  if (typeof prev !== 'string' || !ID.test(prev)) return bad('prev is not an entry id');
  if (typeof sig !== 'string' || !SIGNATURE.test(sig)) return bad('sig is not a signature');
  let encoded: string;
  try {
    encoded = canonicalJson(move);
  } catch {
    return bad('the move is not plain JSON');
  }
  if (move === undefined || encoded.length > MAX_MOVE_BYTES) return bad('the move is missing or too large');
  return { seat, n, prev, move: move as Json, sig };
}

/** True when `entry` is signed by `signKey` (base64url) for `scope`. Never throws. */
export function verifyEntry(entry: SignedEntry, scope: LogScope, signKey: string): Promise<boolean> {
  return verifySignedBytes(entryMessage(scope, entry), entry.sig, signKey);
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

/** True when `text` is base64url of exactly `bytes` bytes. */
export function isBase64Url(text: string, bytes: number): boolean {
  try {
    const decoded = fromBase64Url(text);
    return decoded.length === bytes && toBase64Url(decoded) === text;
  } catch {
    return false;
  }
}
