// Local tables of the registered games (src/games/index.ts), by game id: for the engine module,
// tests and tools. Kept apart from local-table.ts so that a page which brings its own game's rules
// (createTableFor) does not also load every game in the registry.
import type { AnyGame, Seat } from '../core/index.js';
import { auditGame, type AuditVerdict } from '../fair/index.js';
import { games } from '../games/index.js';
import { SnapshotError, type LocalTable, type LocalTableConfig, type LocalTableSnapshot } from './local-table.js';
import { createTableFor, restoreTableFor } from './seeded-table.js';

/** A local table for a registered game. Throws for an unknown game or an impossible seat count. */
export function createLocalTable(gameId: string, config: LocalTableConfig): LocalTable {
  return createTableFor(gameOf(gameId), config);
}

/** Audits the public log of a registered game played with `config` (e.g. a tampered copy of a table's log). */
export function auditLog(
  gameId: string,
  config: { readonly players: number; readonly options?: object },
  log: readonly { readonly seat: Seat; readonly move: unknown }[],
): AuditVerdict {
  return auditGame(gameOf(gameId), config, log);
}

/** Rebuilds a registered game's table by replaying its snapshot; throws a SnapshotError when it does not replay. */
export function restoreLocalTable(snapshot: LocalTableSnapshot): LocalTable {
  const gameId = (snapshot as { gameId?: unknown } | null)?.gameId;
  if (typeof gameId !== 'string' || !Object.hasOwn(games, gameId)) {
    throw new SnapshotError(`snapshot names no known game (${String(gameId)})`);
  }
  return restoreTableFor(gameOf(gameId), snapshot);
}

function gameOf(gameId: string): AnyGame {
  const game = Object.hasOwn(games, gameId) ? games[gameId] : undefined;
  if (!game) throw new RangeError(`unknown game "${gameId}"; known: ${Object.keys(games).join(', ') || 'none'}`);
  return game;
}
