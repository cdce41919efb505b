// Signed seat claims `{seat, name, color, signKey, boxKey, beaconCommit?, bot?, sig}`. A claim is
// signed by the key it announces, over the room id and game id. The first valid claim of a seat in the
// `seats` array wins; every peer sees the same array order, so every peer seats the same keys.
import { canonicalBytes, fromBase64Url, hasOnlyKeys, isIntInRange, isRecord, ruleError, toBase64Url } from '../core/index.js';
import type { RuleError, Seat } from '../core/index.js';
import type { LogScope } from './entry.js';
import { isBase64Url } from './entry.js';
import type { SeatIdentity } from './identity.js';
import { verifyByEncodedKey } from './signing.js';

/** A seat claim as the doc holds it. */
export interface SeatClaim {
  readonly seat: Seat;
  /** The player's display name (1–24 characters). */
  readonly name: string;
  /** `#rrggbb`. */
  readonly color: string;
  /** Ed25519 public key, base64url. */
  readonly signKey: string;
  /** x25519 public key, base64url. */
  readonly boxKey: string;
  /** The seat's beacon hash-chain commitment (src/fair), when the game uses the beacon. */
  readonly beaconCommit?: string;
  /** Bot id when a bot holds the seat. */
  readonly bot?: string;
  readonly sig: string;
}

/** What a player chooses when taking a seat. */
export interface ClaimChoice {
  readonly name: string;
  readonly color: string;
  readonly beaconCommit?: string;
  readonly bot?: string;
}

const REQUIRED = ['seat', 'name', 'color', 'signKey', 'boxKey', 'sig'] as const;
const ALLOWED = [...REQUIRED, 'beaconCommit', 'bot'] as const;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
export const MAX_NAME_LENGTH = 24;

function claimMessage(scope: LogScope, claim: Omit<SeatClaim, 'sig'>): Uint8Array {
  return canonicalBytes({ domain: 'shoal/claim/v1', room: scope.roomId, game: scope.game, ...claim });
}

/** A trimmed display name, or null when it is empty or too long. */
export function cleanName(name: string): string | null {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  return trimmed.length >= 1 && trimmed.length <= MAX_NAME_LENGTH ? trimmed : null;
}

/** Signs a claim of `identity`'s seat. Throws a RangeError for a name or colour no peer would accept. */
export async function signClaim(identity: SeatIdentity, scope: LogScope, choice: ClaimChoice): Promise<SeatClaim> {
  const name = cleanName(choice.name);
  if (name === null) throw new RangeError(`a name has 1–${MAX_NAME_LENGTH} characters`);
  if (!/^#[0-9a-f]{6}$/.test(choice.color)) throw new RangeError('a colour is #rrggbb');
  const body: Omit<SeatClaim, 'sig'> = {
    seat: identity.seat,
    name,
    color: choice.color,
    signKey: identity.signKey,
    boxKey: identity.boxKey,
    ...(choice.beaconCommit === undefined ? {} : { beaconCommit: choice.beaconCommit }),
    ...(choice.bot === undefined ? {} : { bot: choice.bot }),
  };
  const sig = await identity.signer.sign(claimMessage(scope, body));
  return { ...body, sig: toBase64Url(sig) };
}

/** Checks the shape of an untrusted claim for a room of `players` seats; never throws. */
export function parseClaim(item: unknown, players: number): SeatClaim | RuleError {
  const bad = (why: string): RuleError => ruleError('malformed-claim', `Malformed seat claim: ${why}.`);
  if (!isRecord(item) || !hasOnlyKeys(item, ALLOWED) || !REQUIRED.every((k) => k in item)) return bad('wrong fields');
  const { seat, name, color, signKey, boxKey, beaconCommit, bot, sig } = item;
  if (!isIntInRange(seat, 0, players - 1)) return bad('no such seat');
  if (typeof name !== 'string' || cleanName(name) !== name) return bad('bad name');
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/.test(color)) return bad('bad colour');
  if (typeof signKey !== 'string' || !isBase64Url(signKey, 32)) return bad('bad signing key');
  if (typeof boxKey !== 'string' || !isBase64Url(boxKey, 32)) return bad('bad box key');
  if (typeof sig !== 'string' || !isBase64Url(sig, 64)) return bad('bad signature encoding');
  if (beaconCommit !== undefined && (typeof beaconCommit !== 'string' || !TOKEN.test(beaconCommit))) return bad('bad beacon commitment');
  if (bot !== undefined && (typeof bot !== 'string' || !TOKEN.test(bot))) return bad('bad bot id');
  return item as unknown as SeatClaim;
}

/** True when the claim is signed by the key it announces, for `scope`. Never throws. */
export async function verifyClaim(claim: SeatClaim, scope: LogScope): Promise<boolean> {
  const { sig, ...body } = claim;
  return verifyByEncodedKey(claim.signKey, claimMessage(scope, body), fromBase64Url(sig));
}

/** A claim the room did not accept, with why. */
export interface RejectedClaim {
  readonly index: number;
  readonly reason: RuleError;
}

/** The seating the claims decide: the winning claim per seat (null: open) and the rejected ones. */
export interface Seating {
  readonly seats: readonly (SeatClaim | null)[];
  readonly rejected: readonly RejectedClaim[];
}

// Verdicts per claim object (Yjs hands out the same object for an item until it is deleted).
const verified = new WeakMap<object, { readonly scope: string; readonly ok: boolean }>();

/**
 * Decides the seating from the `seats` array in order: the first valid claim of each seat wins; a later
 * claim of a taken seat, a claim reusing a seated key, or one with a bad signature is rejected.
 */
export async function resolveSeating(items: readonly unknown[], scope: LogScope, players: number): Promise<Seating> {
  const scopeKey = `${scope.roomId}/${scope.game}`;
  const parsed = items.map((item) => parseClaim(item, players));
  const verdicts = await Promise.all(
    parsed.map(async (claim, index) => {
      if ('kind' in claim) return false;
      const item = items[index] as object;
      const known = verified.get(item);
      if (known && known.scope === scopeKey) return known.ok;
      const ok = await verifyClaim(claim, scope);
      verified.set(item, { scope: scopeKey, ok });
      return ok;
    }),
  );
  const seats: (SeatClaim | null)[] = Array.from({ length: players }, () => null);
  const rejected: RejectedClaim[] = [];
  const keys = new Set<string>();
  parsed.forEach((claim, index) => {
    if ('kind' in claim) return void rejected.push({ index, reason: claim });
    if (!verdicts[index]) {
      return void rejected.push({ index, reason: ruleError('bad-signature', 'The seat claim is not signed by the key it names.') });
    }
    if (seats[claim.seat]) return void rejected.push({ index, reason: ruleError('seat-taken', 'That seat was already taken.') });
    if (keys.has(claim.signKey)) return void rejected.push({ index, reason: ruleError('key-reused', 'That key already holds a seat.') });
    seats[claim.seat] = claim;
    keys.add(claim.signKey);
  });
  return { seats, rejected };
}
