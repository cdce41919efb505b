// Everything a server or another room may see is derived from the room secret by hashing with a
// domain label, so no signaling server ever learns the secret or can link two rooms.
import { fromBase64Url, hash32, toBase64Url, toHex, utf8 } from '../core/index.js';
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

/** The PeerJS id of mesh slot `slot` in a room: `shoal-<topic>-<slot>` (PeerJS ids allow [A-Za-z0-9_-]). */
export function peerIdForSlot(keys: RoomKeys, slot: number): string {
  return `shoal-${keys.topic}-${slot}`;
}

/** The slot of a PeerJS id of this room, or null for any other id. */
export function slotOfPeerId(keys: RoomKeys, peerId: string): number | null {
  const prefix = `shoal-${keys.topic}-`;
  if (!peerId.startsWith(prefix)) return null;
  const rest = peerId.slice(prefix.length);
  return /^(0|[1-9][0-9]{0,2})$/.test(rest) ? Number(rest) : null;
}

/** A short, stable label for a key (for logs and tests), never a secret. */
export function keyFingerprint(publicKey: string): string {
  return toBase64Url(hash32('shoal/fingerprint', utf8(publicKey)).subarray(0, 6));
}
