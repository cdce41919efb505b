// Making a new room: a provisional address that this page remembers as "made here"; the room page
// asks the creator for what the room needs, makes its constitution, and moves to the room's real link.
import { newRoomSecret } from '../../src/net/link.js';
import { platformEntropy } from '../../src/net/entropy.js';
import type { Constitution } from '../../src/net/constitution.js';

/** What this page knows of a room it made: its constitution (a rematch), or nothing yet. */
export interface Created {
  readonly constitution?: Constitution;
}

const created = new Map<string, Created>();

/** The hash of a new room of `gameId`, which this page will create when it opens it. */
export function newRoomHref(gameId: string): string {
  const secret = newRoomSecret(platformEntropy);
  created.set(secret, {});
  return `#/${gameId}/${secret}`;
}

/** Records that this page made the room with `secret` (a rematch it offered) and its constitution. */
export function markCreated(secret: string, constitution: Constitution): void {
  created.set(secret, { constitution });
}

/** Once, for a room this page made: what it knows of it, else null. */
export function takeCreated(secret: string): Created | null {
  const known = created.get(secret) ?? null;
  created.delete(secret);
  return known;
}
