// Commitments (design "Fair play"): commitment = SHA-512(label ‖ domain ‖ value ‖ nonce) with a fresh
// 32-byte nonce, every part length-prefixed. The domain names the room, the game and the purpose
// (e.g. "tile:7"), so an opening cannot be replayed in another room, another game or for another
// commitment of the same game. Hiding comes from the nonce, binding from SHA-512.
import { canonicalBytes, isHex, toHex, isRecord, hasOnlyKeys, bytesEqual, fromHex, ruleError } from '../core/index.js';
import type { Entropy, Json, RuleError } from '../core/index.js';
import { hash64 } from './bytes.js';

/** Where a commitment belongs; all three parts are bound into it. */
export interface CommitDomain {
  /** The room id (part of the game's options or state, so the engine stays pure). */
  readonly room: string;
  /** The game id, e.g. 'gone-fishing'. */
  readonly game: string;
  /** What is committed, unique within the game, e.g. 'tile:7' or 'bid:round-3:seat-1'. */
  readonly purpose: string;
}

/** What opens a commitment: the committed value and its nonce (64 hex digits). */
export interface Opening {
  readonly value: Json;
  readonly nonce: string;
}

/** A fresh commitment (public, 128 hex digits) and the opening its maker keeps secret until needed. */
export interface Committed {
  readonly commitment: string;
  readonly opening: Opening;
}

const LABEL = 'shoal/commit/v1';
export const NONCE_BYTES = 32;
export const COMMITMENT_BYTES = 64;

/** Commits to `value` under `domain` with a fresh nonce from `entropy`. */
export function commit(domain: CommitDomain, value: Json, entropy: Entropy): Committed {
  const nonce = entropy.bytes(NONCE_BYTES);
  if (!(nonce instanceof Uint8Array) || nonce.length !== NONCE_BYTES) throw new TypeError('entropy returned the wrong number of bytes');
  const opening: Opening = { value, nonce: toHex(nonce) };
  return { commitment: commitmentOf(domain, opening), opening };
}

/** True when `opening` opens `commitment` under `domain`; false for anything malformed. Never throws. */
export function verify(domain: CommitDomain, commitment: unknown, opening: unknown): boolean {
  return checkOpening(domain, commitment, opening) === null;
}

/** Null when `opening` opens `commitment` under `domain`, else a RuleError saying why. Never throws. */
export function checkOpening(domain: CommitDomain, commitment: unknown, opening: unknown): RuleError | null {
  if (!isHex(commitment, COMMITMENT_BYTES)) return ruleError('commitment-malformed', 'A commitment is 128 hex digits.');
  if (!isOpening(opening)) return ruleError('opening-malformed', 'An opening is {value, nonce} with a 64-hex-digit nonce.');
  let expected: string;
  try {
    expected = commitmentOf(domain, opening);
  } catch {
    return ruleError('opening-malformed', 'The opened value is not plain JSON.');
  }
  return bytesEqual(fromHex(expected), fromHex(commitment))
    ? null
    : ruleError('opening-mismatch', `That opening does not match the commitment for ${domain.purpose}.`);
}

/** True for a well-formed opening: exactly {value, nonce}, the nonce 32 bytes of lower-case hex. */
export function isOpening(value: unknown): value is Opening {
  return (
    isRecord(value) && hasOnlyKeys(value, ['value', 'nonce']) && 'value' in value && value.value !== undefined && isHex(value.nonce, NONCE_BYTES)
  );
}

/** The commitment an opening makes under a domain (throws only for a value JSON cannot carry). */
export function commitmentOf(domain: CommitDomain, opening: Opening): string {
  const domainBytes = canonicalBytes({ room: domain.room, game: domain.game, purpose: domain.purpose });
  return toHex(hash64(LABEL, domainBytes, canonicalBytes(opening.value), fromHex(opening.nonce)));
}
