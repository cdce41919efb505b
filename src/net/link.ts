// Room links: `…/#/<game>/<secret>`. The secret lives only in the fragment, which browsers never send
// to a server; everything a server sees is derived from it by hashing (see derive.ts).
// Straight from the modules, not the core barrel: the home page builds links and must not load hashing.
import { fromBase64Url, toBase64Url } from '../core/encoding.js';
import { ruleError } from '../core/errors.js';
import type { Entropy, RuleError } from '../core/index.js';

/** Bytes in a room secret: 128 bits. */
export const ROOM_SECRET_BYTES = 16;

/** A parsed room link. */
export interface RoomLink {
  /** Game id, e.g. `fishery`. */
  readonly game: string;
  /** The room secret as it appears in the link (base64url, 22 characters). */
  readonly secret: string;
}

const GAME_ID = /^[a-z][a-z0-9-]{0,31}$/;
const SECRET_LENGTH = Math.ceil((ROOM_SECRET_BYTES * 4) / 3);

/** A fresh room secret drawn from `entropy` (the platform CSPRNG in the app). */
export function newRoomSecret(entropy: Entropy): string {
  return toBase64Url(entropy.bytes(ROOM_SECRET_BYTES));
}

/** The fragment of a room link, `#/<game>/<secret>`. */
export function formatRoomHash(link: RoomLink): string {
  return `#/${link.game}/${link.secret}`;
}

/** A full link: `base` (the app's address, its query kept but for `signal`, any fragment dropped) plus the fragment. */
export function formatRoomLink(base: string, link: RoomLink): string {
  const url = new URL(base);
  url.hash = '';
  // A developer's signaling override stays on the developer's page, never in an invite.
  url.searchParams.delete('signal');
  return `${url.href.replace(/#$/, '')}${formatRoomHash(link)}`;
}

/**
 * Parses a fragment (`#/fishery/AbC…`) or a whole link into a RoomLink, or a RuleError whose message a
 * player can read: `link-malformed`, `link-unknown-game` (when `knownGames` is given), `link-bad-secret`.
 */
export function parseRoomLink(text: string, knownGames?: readonly string[]): RoomLink | RuleError {
  const hashAt = text.indexOf('#');
  const fragment = hashAt < 0 ? text : text.slice(hashAt + 1);
  const parts = fragment.replace(/^\//, '').split('/');
  if (parts.length !== 2 || !parts[0] || parts[1] === undefined) {
    return ruleError('link-malformed', 'This is not a room link: it should end in #/<game>/<room code>.');
  }
  const [game, secret] = parts as [string, string];
  if (!GAME_ID.test(game)) return ruleError('link-malformed', `"${game.slice(0, 40)}" is not a game name.`);
  if (knownGames && !knownGames.includes(game)) {
    return ruleError('link-unknown-game', `There is no game called "${game}" here.`);
  }
  if (secret.length !== SECRET_LENGTH || !isSecretOfRightSize(secret)) {
    return ruleError('link-bad-secret', 'The room code in this link is damaged or incomplete; ask for the link again.');
  }
  return { game, secret };
}

function isSecretOfRightSize(secret: string): boolean {
  try {
    const bytes = fromBase64Url(secret);
    // Reject non-canonical spellings (stray low bits in the last character) so one room has one link.
    return bytes.length === ROOM_SECRET_BYTES && toBase64Url(bytes) === secret;
  } catch {
    return false;
  }
}
