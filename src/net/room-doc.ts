// The shape of a room's Y.Doc: `meta` (game id, options, seat count, rules version, created-at),
// `seats` (signed claims, first valid claim per seat wins) and `log` (signed entries, in order).
import type * as Y from 'yjs';
import { isIntInRange, isRecord, ruleError } from '../core/index.js';
import type { Json, RuleError } from '../core/index.js';

/** Version of the doc layout and signing scheme; a room of another version is refused, not misread. */
export const RULES_VERSION = 'shoal/1';

/** A room's fixed description. */
export interface RoomMeta {
  readonly game: string;
  readonly options: Json;
  readonly players: number;
  readonly rules: string;
  /** Milliseconds since the epoch, from the creator's clock (display only). */
  readonly createdAt: number;
}

/** Where a write came from: this device's player, its repair of the log, or (any other origin) a peer. */
export const LOCAL_ORIGIN = Object.freeze({ shoal: 'local' as const });
export const REPUBLISH_ORIGIN = Object.freeze({ shoal: 'republish' as const });

/** The three shared types of a room. */
export interface RoomParts {
  readonly meta: Y.Map<unknown>;
  readonly seats: Y.Array<unknown>;
  readonly log: Y.Array<unknown>;
}

/** The shared types of `doc`. */
export function roomParts(doc: Y.Doc): RoomParts {
  return { meta: doc.getMap('meta'), seats: doc.getArray('seats'), log: doc.getArray('log') };
}

/** Writes the meta of a new room (the creator does this once, before inviting anyone). */
export function writeMeta(doc: Y.Doc, meta: RoomMeta): void {
  const { meta: map } = roomParts(doc);
  doc.transact(() => {
    for (const [key, value] of Object.entries(meta)) map.set(key, value);
  }, LOCAL_ORIGIN);
}

/**
 * The room's meta for a link of game `game`: null while none has arrived, a RuleError when it is
 * damaged, of another game, or of another rules version.
 */
export function readMeta(doc: Y.Doc, game: string): RoomMeta | null | RuleError {
  const map = roomParts(doc).meta;
  if (map.size === 0) return null;
  const meta = map.toJSON();
  if (!isRecord(meta)) return ruleError('meta-damaged', 'The room description is damaged.');
  const { game: metaGame, options, players, rules, createdAt } = meta as Record<string, unknown>;
  if (metaGame === undefined || players === undefined || rules === undefined) return null;
  if (rules !== RULES_VERSION) {
    return ruleError('meta-version', 'This room was made by another version of Shoal; open it with that version.');
  }
  if (metaGame !== game) return ruleError('meta-game', `This room plays ${String(metaGame)}, not ${game}.`);
  if (!isIntInRange(players, 1, 64)) return ruleError('meta-damaged', 'The room description is damaged.');
  return {
    game,
    options: (options ?? {}) as Json,
    players,
    rules: RULES_VERSION,
    createdAt: typeof createdAt === 'number' ? createdAt : 0,
  };
}
