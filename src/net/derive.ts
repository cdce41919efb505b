// Everything a server or another room may see is derived from the room secret by hashing with a
// domain label, so no signaling server ever learns the secret or can link two rooms.
import { fromBase64Url, hash32, toBase64Url, toHex, u32, utf8 } from '../core/index.js';
import type { RoomLink } from './link.js';

/** Names derived from a room link. */
export interface RoomKeys {
  readonly game: string;
  /** The secret from the link (base64url); the y-webrtc password. Never sent to a server. */
  readonly secret: string;
  /** Public room id that signatures cover: hex of a hash of game and secret. */
  readonly roomId: string;
  /** Signaling topic / room name the servers see (hex, 32 characters). */
  readonly topic: string;
}

/** Derives the room's public names from its link. */
export function deriveRoomKeys(link: RoomLink): RoomKeys {
  const secret = fromBase64Url(link.secret);
  const game = utf8(link.game);
  return {
    game: link.game,
    secret: link.secret,
    roomId: toHex(hash32('shoal/room-id', game, secret)),
    topic: toHex(hash32('shoal/signal-topic', game, secret)).slice(0, 32),
  };
}

/** How many PeerJS ids a room has: far more than browsers in a room, so strangers holding some (or the
 * first sixteen) do not keep it from forming. */
export const SLOT_IDS = 64;

/** Each room's slot ids computed so far, in slot order (a page joining a room needs two or three). */
const slotIdCache = new WeakMap<RoomKeys, string[]>();

/** The ids of slots 0 to `upTo` - 1, computed as far as asked. */
function slotIdsUpTo(keys: RoomKeys, upTo: number): readonly string[] {
  let ids = slotIdCache.get(keys);
  if (!ids) slotIdCache.set(keys, (ids = []));
  if (ids.length < upTo) {
    const secret = fromBase64Url(keys.secret);
    const game = utf8(keys.game);
    for (let slot = ids.length; slot < upTo; slot++) ids.push(`shoal-${toHex(hash32('shoal/peerjs-slot', game, secret, u32(slot))).slice(0, 32)}`);
  }
  return ids;
}

/** The PeerJS ids of a room's slots, in order of preference. Each is a keyed hash of the secret and the
 * slot number (`shoal-<32 hex>`, PeerJS ids allow [A-Za-z0-9_-]): seeing one tells nothing of the others. */
export function slotPeerIds(keys: RoomKeys): readonly string[] {
  return slotIdsUpTo(keys, SLOT_IDS).slice();
}

/** The PeerJS id of mesh slot `slot` in a room. */
export function peerIdForSlot(keys: RoomKeys, slot: number): string {
  if (!Number.isInteger(slot) || slot < 0 || slot >= SLOT_IDS) throw new RangeError(`no slot ${slot}`);
  return slotIdsUpTo(keys, slot + 1)[slot]!;
}

/** The slot of a PeerJS id of this room, or null for any other id. */
export function slotOfPeerId(keys: RoomKeys, peerId: string): number | null {
  const known = slotIdsUpTo(keys, 0).indexOf(peerId);
  if (known >= 0) return known;
  const slot = slotIdsUpTo(keys, SLOT_IDS).indexOf(peerId);
  return slot < 0 ? null : slot;
}

/** A short, stable label for a key (for logs and tests), never a secret. */
export function keyFingerprint(publicKey: string): string {
  return toBase64Url(hash32('shoal/fingerprint', utf8(publicKey)).subarray(0, 6));
}
