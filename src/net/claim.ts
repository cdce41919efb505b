// Seating: a seat claim `{seat, name, color, signKey, boxKey, bot?, sig}` is signed by the key it
// announces; an admission `{seat, claim, sig}` is signed by the room's creator (the key its
// constitution names) and names one claim by its id. A seat is held by the claim the creator admitted;
// nothing about the order of the `seats` and `admits` arrays matters, so inserting a claim in front of
// another, or deleting one, changes nobody's seat. Two admissions of different claims to one seat are
// the creator cheating, with both signatures as proof. The creator's page admits the first claim it
// sees for an open seat, so people sit while the creator's page is open and wait for it otherwise.
import { canonicalBytes, fromBase64Url, hasOnlyKeys, hash32, isIntInRange, isRecord, ruleError, toBase64Url } from '../core/index.js';
import type { RuleError, Seat } from '../core/index.js';
import type { LogScope } from './entry.js';
import { isBase64Url } from './entry.js';
import type { SeatIdentity } from './identity.js';
import { verifyByEncodedKey, type Signer } from './signing.js';

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
  /** Bot id when a bot holds the seat. */
  readonly bot?: string;
  readonly sig: string;
}

/** The creator's admission of one claim to its seat. */
export interface Admission {
  readonly seat: Seat;
  /** The admitted claim's id (claimId). */
  readonly claim: string;
  readonly sig: string;
}

/** What a player chooses when taking a seat. */
export interface ClaimChoice {
  readonly name: string;
  readonly color: string;
  readonly bot?: string;
}

const REQUIRED = ['seat', 'name', 'color', 'signKey', 'boxKey', 'sig'] as const;
const ALLOWED = [...REQUIRED, 'bot'] as const;
const ADMISSION_KEYS = ['seat', 'claim', 'sig'] as const;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
export const MAX_NAME_LENGTH = 24;

function claimMessage(scope: LogScope, claim: Omit<SeatClaim, 'sig'>): Uint8Array {
  return canonicalBytes({ domain: 'shoal/claim/v2', room: scope.roomId, game: scope.game, ...claim });
}

function admissionMessage(scope: LogScope, seat: Seat, claim: string): Uint8Array {
  return canonicalBytes({ domain: 'shoal/admit/v2', room: scope.roomId, game: scope.game, seat, claim });
}

/** A claim's id: a hash of everything it signs. */
export function claimId(scope: LogScope, claim: SeatClaim): string {
  const { sig: _sig, ...body } = claim;
  return toBase64Url(hash32('shoal/claim-id', claimMessage(scope, body)));
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
    ...(choice.bot === undefined ? {} : { bot: choice.bot }),
  };
  const sig = await identity.signer.sign(claimMessage(scope, body));
  return { ...body, sig: toBase64Url(sig) };
}

/** The creator's signed admission of `claim`. */
export async function signAdmission(creator: Signer, scope: LogScope, claim: SeatClaim): Promise<Admission> {
  const id = claimId(scope, claim);
  const sig = await creator.sign(admissionMessage(scope, claim.seat, id));
  return { seat: claim.seat, claim: id, sig: toBase64Url(sig) };
}

/** Checks the shape of an untrusted claim for a room of `players` seats; never throws. */
export function parseClaim(item: unknown, players: number): SeatClaim | RuleError {
  const bad = (why: string): RuleError => ruleError('malformed-claim', `Malformed seat claim: ${why}.`);
  if (!isRecord(item) || !hasOnlyKeys(item, ALLOWED) || !REQUIRED.every((k) => k in item)) return bad('wrong fields');
  const { seat, name, color, signKey, boxKey, bot, sig } = item;
  if (!isIntInRange(seat, 0, players - 1)) return bad('no such seat');
  if (typeof name !== 'string' || cleanName(name) !== name) return bad('bad name');
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/.test(color)) return bad('bad colour');
  if (typeof signKey !== 'string' || !isBase64Url(signKey, 32)) return bad('bad signing key');
  if (typeof boxKey !== 'string' || !isBase64Url(boxKey, 32)) return bad('bad box key');
  if (typeof sig !== 'string' || !isBase64Url(sig, 64)) return bad('bad signature encoding');
  if (bot !== undefined && (typeof bot !== 'string' || !TOKEN.test(bot))) return bad('bad bot id');
  return item as unknown as SeatClaim;
}

function parseAdmission(item: unknown, players: number): Admission | null {
  if (!isRecord(item) || !hasOnlyKeys(item, ADMISSION_KEYS)) return null;
  const { seat, claim, sig } = item;
  if (!isIntInRange(seat, 0, players - 1) || typeof claim !== 'string' || !isBase64Url(claim, 32)) return null;
  if (typeof sig !== 'string' || !isBase64Url(sig, 64)) return null;
  return { seat, claim, sig };
}

/** True when the claim is signed by the key it announces, for `scope`. Never throws. */
export async function verifyClaim(claim: SeatClaim, scope: LogScope): Promise<boolean> {
  const { sig, ...body } = claim;
  return verifyByEncodedKey(claim.signKey, claimMessage(scope, body), fromBase64Url(sig));
}

/** Two admissions by the creator of different claims to one seat: the creator cheated. */
export interface SeatingProof {
  readonly seat: Seat;
  readonly admissions: readonly [Admission, Admission];
}

/** The seating the admissions decide. */
export interface Seating {
  /** The admitted claim per seat (null: open, or admitted and its claim not here yet). */
  readonly seats: readonly (SeatClaim | null)[];
  /** Claims waiting for the creator, per seat. */
  readonly waiting: readonly SeatClaim[];
  /** Valid admissions and claims, by id (kept by the room so a deleted one can be put back). */
  readonly admissions: readonly Admission[];
  readonly claims: readonly SeatClaim[];
  /** Set when the creator admitted two claims to one seat. */
  readonly cheat: SeatingProof | null;
  /** Ids of the admitted claims, seat by seat, once every seat is held. */
  readonly sealedIds: readonly string[] | null;
}

// Verdicts per item object (Yjs hands out the same object for an item until it is deleted).
const verified = new WeakMap<object, { readonly scope: string; readonly ok: boolean }>();

async function verifiedOnce(item: unknown, scopeKey: string, check: () => Promise<boolean>): Promise<boolean> {
  const object = isRecord(item) ? item : null;
  const known = object ? verified.get(object) : undefined;
  if (known && known.scope === scopeKey) return known.ok;
  const ok = await check();
  if (object) verified.set(object, { scope: scopeKey, ok });
  return ok;
}

/**
 * Decides the seating from the `seats` (claims) and `admits` arrays, in any order: a seat is held by the
 * claim its admission names; admissions not signed by `creator` are ignored.
 */
export async function resolveSeating(
  claimItems: readonly unknown[],
  admissionItems: readonly unknown[],
  scope: LogScope,
  players: number,
  creator: string,
): Promise<Seating> {
  const scopeKey = `${scope.roomId}/${scope.game}/${creator}`;
  const claims = new Map<string, SeatClaim>();
  const admissions = new Map<string, Admission>();
  // Claims and admissions are checked side by side: a joiner's first sync waits on every signature.
  await Promise.all([
    ...claimItems.map(async (item) => {
      const claim = parseClaim(item, players);
      if ('kind' in claim) return;
      if (await verifiedOnce(item, scopeKey, () => verifyClaim(claim, scope))) claims.set(claimId(scope, claim), claim);
    }),
    ...admissionItems.map(async (item) => {
      const admission = parseAdmission(item, players);
      if (!admission) return;
      const message = admissionMessage(scope, admission.seat, admission.claim);
      if (await verifiedOnce(item, scopeKey, () => verifyByEncodedKey(creator, message, fromBase64Url(admission.sig)))) {
        admissions.set(`${admission.seat}/${admission.claim}`, admission);
      }
    }),
  ]);
  const bySeat: (Admission | null)[] = Array.from({ length: players }, () => null);
  let cheat: SeatingProof | null = null;
  for (const admission of [...admissions.values()].sort((a, b) => (a.claim < b.claim ? -1 : 1))) {
    const held = bySeat[admission.seat];
    if (!held) bySeat[admission.seat] = admission;
    else if (held.claim !== admission.claim) cheat ??= { seat: admission.seat, admissions: [held, admission] };
  }
  const seats = bySeat.map((admission) => (admission ? (claims.get(admission.claim) ?? null) : null));
  const admittedIds = new Set(bySeat.flatMap((a) => (a ? [a.claim] : [])));
  const heldKeys = new Set(seats.flatMap((claim) => (claim ? [claim.signKey] : [])));
  const waiting = [...claims.entries()]
    .filter(([id, claim]) => !admittedIds.has(id) && !bySeat[claim.seat] && !heldKeys.has(claim.signKey))
    .map(([, claim]) => claim);
  const full = seats.every((claim) => claim !== null);
  return {
    seats,
    waiting,
    admissions: [...admissions.values()],
    claims: [...claims.values()],
    cheat,
    sealedIds: full && !cheat ? bySeat.map((a) => a!.claim) : null,
  };
}

/** The first link of a room's log: binds the constitution and the seating every entry builds on. */
export function genesisId(constitution: Uint8Array, sealedIds: readonly string[]): string {
  return toBase64Url(hash32('shoal/genesis', constitution, ...sealedIds.map((id) => fromBase64Url(id))));
}
