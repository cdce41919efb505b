// Plays SELL.fish on the local table with bots, as the app does: each bot sees only its own view.
import assert from 'node:assert/strict';
import { seededRandom } from '../../../src/core/index.js';
import { sellFishBots } from '../../../src/games/sell-fish/bots/index.js';
import type { SellFishSecrets, SellFishView } from '../../../src/games/sell-fish/index.js';
import { createTableFor as createTable } from '../../../src/table/seeded-table.js';
import { sellFish as sellFishGame } from '../../../src/games/sell-fish/game.js';
import type { LocalTable } from '../../../src/table/local-table.js';

/** Plays a table to its end (or `limit` plays); `each` sees every state between plays. */
export function playTable(table: LocalTable, seed: number, levels: readonly number[] = [2], each?: (table: LocalTable) => void, limit = 20_000): void {
  const random = seededRandom(seed);
  for (let i = 0; i < limit && !table.outcome(); i++) {
    const seat = table.pending()[0];
    assert.ok(seat !== undefined, 'someone owes a move until the game ends');
    const bot = sellFishBots[levels[seat % levels.length]!]!;
    const view = table.view(seat) as SellFishView;
    const intent = bot.choose(view, seat, random, table.secrets(seat) as SellFishSecrets);
    const error = table.play(seat, intent);
    assert.equal(error, null, `${JSON.stringify(intent)} by seat ${seat}: ${error?.code} ${error?.message}`);
    each?.(table);
  }
  assert.ok(table.outcome(), 'the game ended');
}

/** A seeded table of `players` played by bots of `levels` (indices into sellFishBots). */
export function playedTable(players: number, seed: string, levels: readonly number[] = [2], options: object = {}): LocalTable {
  const table = createTable(sellFishGame, { players, seed, options });
  playTable(table, players * 7919 + seed.length, levels);
  return table;
}
