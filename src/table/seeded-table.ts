// Local tables whose seats draw through `seededEntropy` (SHA-512 in counter mode over each seat's seed):
// the engine module, tests and tools. A page passes its own random source to `createTableWith`, so a
// game that draws nothing never loads the hash.
import { seededEntropy } from '../core/entropy.js';
import type { AnyGame } from '../core/index.js';
import { createTableWith, restoreTableWith, type DeckWorkRunner, type LocalTable, type LocalTableConfig, type LocalTableSnapshot } from './local-table.js';

/** A local table for a game object (test-only games included). */
export function createTableFor(game: AnyGame, config: LocalTableConfig): LocalTable {
  return createTableWith(game, config, seededEntropy);
}

/**
 * Rebuilds a table of `game` by replaying `snapshot`; throws a SnapshotError when it does not replay.
 * With `work`, deck passes are made off the page (see `restoreTableWith`).
 */
export function restoreTableFor(game: AnyGame, snapshot: LocalTableSnapshot, work?: DeckWorkRunner): LocalTable {
  return restoreTableWith(game, snapshot, seededEntropy, work);
}
