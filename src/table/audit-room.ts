// The end audit of a room: the game's own audit over the accepted history, after the history's own
// verdicts — a seat that signed two entries for one point (named with both entries), or one that
// kept the table waiting past its time limit until another seat claimed its forfeit.
import { auditGame, type AuditVerdict } from '../fair/index.js';
import { isForfeit } from '../net/log-fold.js';
import type { SignedEntry } from '../net/entry.js';
import type { Room } from '../net/room.js';

/** An audit verdict; a double signature comes with the two entries that prove it. */
export type RoomAuditVerdict = AuditVerdict | { readonly ok: false; readonly cheater: number; readonly reason: string; readonly proof: readonly [SignedEntry, SignedEntry] };

/** Audits the history `room` has accepted (incomplete while the game goes on). */
export function auditRoom(room: Room): RoomAuditVerdict {
  const fold = room.fold();
  const meta = room.meta();
  if (!fold || !meta) return { ok: true, complete: false };
  const ended = fold.ended;
  if (ended?.kind === 'equivocation') {
    const [first] = ended.entries;
    return { ok: false, cheater: ended.seat, reason: `seat ${ended.seat} signed two different entries for its entry ${first.n} at one point of the history`, proof: ended.entries };
  }
  if (ended?.kind === 'forfeit') {
    return { ok: false, cheater: ended.seat, reason: `seat ${ended.seat} kept the table waiting past its time limit; seat ${ended.by} claimed the forfeit (stall)` };
  }
  const options = room.game.protocol ? { ...(meta.options as object), room: room.keys.roomId } : (meta.options as object);
  const log = fold.accepted.filter((a) => !isForfeit(a.entry.move)).map((a) => ({ seat: a.entry.seat, move: a.entry.move }));
  return auditGame(room.game, { players: meta.players, options }, log);
}
