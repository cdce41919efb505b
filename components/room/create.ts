// Making a new room: a fresh secret, remembered as "created here" so the room page writes its meta.
import { newRoomSecret } from '../../src/net/link.js';
import { platformEntropy } from '../../src/net/entropy.js';

/** Rooms this page made, with their seat count once known (undefined: the creator chooses it). */
const created = new Map<string, number | undefined>();

/** The hash of a new room of `gameId`, which this page will create when it opens it. */
export function newRoomHref(gameId: string): string {
  const secret = newRoomSecret(platformEntropy);
  created.set(secret, undefined);
  return `#/${gameId}/${secret}`;
}

/** Records that this page made the room with `secret` (a rematch it offered), with `players` seats if known. */
export function markCreated(secret: string, players?: number): void {
  created.set(secret, players);
}

/** Once, for a room this page made: its seat count (undefined while the creator has to choose), else null. */
export function takeCreated(secret: string): { readonly players: number | undefined } | null {
  if (!created.has(secret)) return null;
  const players = created.get(secret);
  created.delete(secret);
  return { players };
}
