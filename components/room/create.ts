// Making a new room: a fresh secret, remembered as "created here" so the room page writes its meta.
import { newRoomSecret } from '../../src/net/link.js';
import { platformEntropy } from '../../src/net/entropy.js';

const created = new Set<string>();

/** The hash of a new room of `gameId`, which this page will create when it opens it. */
export function newRoomHref(gameId: string): string {
  const secret = newRoomSecret(platformEntropy);
  created.add(secret);
  return `#/${gameId}/${secret}`;
}

/** Records that this page made the room with `secret` (a rematch it offered). */
export function markCreated(secret: string): void {
  created.add(secret);
}

/** True (once) when this page made the room with `secret`. */
export function takeCreated(secret: string): boolean {
  return created.delete(secret);
}
