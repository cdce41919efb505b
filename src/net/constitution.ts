// A room's constitution: the game, seat count, options, rules version, the creator's key (who lets
// people sit) and the forfeit timeouts. The invite link's secret is a hash of it, so no peer can change
// it once the link exists: a joiner checks the description it receives against its own link, and a
// description that does not hash to the link is not the room's. Nothing else (no signature, no first
// sight) is trusted for it.
import { canonicalBytes, canonicalJson, hasOnlyKeys, hash32, isIntInRange, isRecord, ruleError, toBase64Url } from '../core/index.js';
import type { Entropy, Json, RuleError } from '../core/index.js';
import { isBase64Url } from './entry.js';
import { ROOM_SECRET_BYTES, type RoomLink } from './link.js';

/** Version of the doc layout and signing scheme; a room of another version is refused, not misread. */
export const RULES_VERSION = 'shoal/2';

/** How long the table waits for a seat before the others may claim its forfeit, in seconds. */
export interface Timeouts {
  /** A protocol step the seat's own browser answers by itself (a beacon value, an opening). */
  readonly step: number;
  /** A player's move. */
  readonly move: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = Object.freeze({ step: 60, move: 300 });
const MAX_TIMEOUT_SECONDS = 7 * 24 * 3600;

/** A room's fixed description. */
export interface Constitution {
  readonly game: string;
  readonly players: number;
  readonly options: Json;
  readonly rules: string;
  /** The creator's Ed25519 public key (base64url): it admits seat claims. */
  readonly creator: string;
  readonly timeouts: Timeouts;
  /** Milliseconds since the epoch, from the creator's clock (display only). */
  readonly createdAt: number;
  /** 16 random bytes (base64url), so two rooms with the same settings have different links. */
  readonly nonce: string;
}

const KEYS = ['game', 'players', 'options', 'rules', 'creator', 'timeouts', 'createdAt', 'nonce'] as const;

/** The link secret a constitution hashes to. */
export function secretOf(constitution: Constitution): string {
  return toBase64Url(hash32('shoal/constitution', canonicalBytes(constitution)).subarray(0, ROOM_SECRET_BYTES));
}

/** What the creator chooses. */
export interface RoomSettings {
  readonly game: string;
  readonly players: number;
  readonly options?: Json;
  readonly timeouts?: Partial<Timeouts>;
  readonly now: number;
}

/** A new constitution with `creator` as the doorkeeper, and the link it makes. */
export function createConstitution(settings: RoomSettings, creator: string, entropy: Entropy): { readonly constitution: Constitution; readonly link: RoomLink } {
  const constitution: Constitution = {
    game: settings.game,
    players: settings.players,
    options: settings.options ?? {},
    rules: RULES_VERSION,
    creator,
    timeouts: { ...DEFAULT_TIMEOUTS, ...(settings.timeouts ?? {}) },
    createdAt: settings.now,
    nonce: toBase64Url(entropy.bytes(16)),
  };
  const invalid = checkShape(constitution);
  if (invalid) throw new RangeError(invalid.message);
  return { constitution, link: { game: settings.game, secret: secretOf(constitution) } };
}

/**
 * The constitution of `link` among `candidates` (what the doc holds): the one that hashes to the link's
 * secret, else null (none has arrived, or only forgeries), or a RuleError when the room was made by
 * another version of Shoal.
 */
export function constitutionFor(link: RoomLink, candidates: readonly unknown[]): Constitution | null | RuleError {
  let otherVersion = false;
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    if (candidate.rules !== RULES_VERSION) {
      otherVersion ||= typeof candidate.rules === 'string' || 'players' in candidate;
      continue;
    }
    const constitution = candidate as unknown as Constitution;
    if (constitution.game === link.game && hashedSecret(constitution) === link.secret) return constitution;
  }
  return otherVersion ? ruleError('meta-version', 'This room was made by an older version of Shoal and cannot be opened here.') : null;
}

/** The secret each well-formed constitution object seen hashes to (null when malformed): a room reads
 * its constitution on every change, and the doc's objects stay the same while their items live. */
const secrets = new WeakMap<object, string | null>();

function hashedSecret(candidate: Record<string, unknown> | Constitution): string | null {
  let secret = secrets.get(candidate);
  if (secret === undefined) {
    secret = checkShape(candidate) ? null : secretOf(candidate as Constitution);
    secrets.set(candidate, secret);
  }
  return secret;
}

function checkShape(item: Record<string, unknown> | Constitution): RuleError | null {
  const bad = (why: string): RuleError => ruleError('meta-damaged', `The room description is damaged: ${why}.`);
  const record = item as Record<string, unknown>;
  if (!hasOnlyKeys(record, KEYS) || !KEYS.every((key) => key in record)) return bad('wrong fields');
  const { game, players, options, creator, timeouts, createdAt, nonce } = record;
  if (typeof game !== 'string' || !/^[a-z][a-z0-9-]{0,31}$/.test(game)) return bad('no game');
  if (!isIntInRange(players, 1, 64)) return bad('no seat count');
  if (typeof creator !== 'string' || !isBase64Url(creator, 32)) return bad('no creator key');
  if (typeof nonce !== 'string' || !isBase64Url(nonce, 16)) return bad('no nonce');
  if (typeof createdAt !== 'number' || !Number.isFinite(createdAt)) return bad('no date');
  if (!isRecord(timeouts) || !hasOnlyKeys(timeouts, ['step', 'move'])) return bad('no timeouts');
  if (!isIntInRange(timeouts.step, 1, MAX_TIMEOUT_SECONDS) || !isIntInRange(timeouts.move, 1, MAX_TIMEOUT_SECONDS)) return bad('timeouts out of range');
  try {
    canonicalJson(options);
  } catch {
    return bad('options are not plain JSON');
  }
  return null;
}

/** A short id of the constitution, bound into the log's first link. */
export function constitutionId(constitution: Constitution): Uint8Array {
  return hash32('shoal/constitution-id', canonicalBytes(constitution));
}
