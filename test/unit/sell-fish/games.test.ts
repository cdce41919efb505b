// Seeded full SELL.fish games on the local table with 2–6 players, every optional rule, and the end audit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SellFishState } from '../../../src/games/sell-fish/index.js';
import { auditTable } from '../../../src/table/audit-table.js';
import { restoreTableFor } from '../../../src/table/seeded-table.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import { createTableFor as createTable } from '../../../src/table/seeded-table.js';
import { playedTable } from './table-play.js';

for (const players of [2, 3, 4, 5, 6]) {
  test(`a seeded ${players}-player game on the local table ends, every commitment opened, and passes the audit`, () => {
    const table = playedTable(players, `full-${players}`, [0, 1, 2, 3]);
    const state = table.state() as SellFishState;
    assert.equal(state.step, 'over');
    assert.ok(state.year >= 6 && state.year <= 10, 'SF-9 the game ends after year 6 at the earliest and year 10 at the latest');
    assert.equal(state.history.length, state.year);
    const outcome = table.outcome()!;
    assert.equal(outcome.scores.length, players);
    assert.ok(outcome.winners.length >= 1, 'expected outcome.winners.length >= 1');
    assert.deepEqual(auditTable(table), { ok: true, complete: true });
    const commitments = Object.values(state.fair.commitments);
    assert.ok(commitments.length >= players * 4 * 6, 'at least four sealed steps a year');
    assert.ok(commitments.every((c) => c.opened !== null), 'every sealed choice was opened');
    // A reload replays to the same game.
    const restored = restoreTableFor(sellFish, table.snapshot());
    assert.deepEqual(restored.state(), table.state());
  });
}

test('a seeded 4-player game with Super Harvest, Pirate Attack, Ship Leasing and bidCap money passes the audit', () => {
  const table = playedTable(4, 'options', [3, 1, 2, 0], { superHarvest: true, pirateAttack: true, shipLeasing: true, bidCap: 'money' });
  assert.deepEqual(auditTable(table), { ok: true, complete: true });
  const state = table.state() as SellFishState;
  assert.equal(state.step, 'over');
});

test('SF-16 #28 a seat with no ship left for the Blue river is committed to 0 by its agent and is not asked', () => {
  const table = createTable(sellFish, { players: 2, seed: 'auto-zero' });
  const ready = () => [0, 1].forEach((seat) => table.play(seat, { type: 'ready' }));
  ready();
  table.play(0, { type: 'bid', amount: 0 });
  table.play(1, { type: 'bid', amount: 0 });
  ready();
  table.play(0, { type: 'bid', amount: 0 });
  table.play(1, { type: 'bid', amount: 0 });
  ready();
  table.play(0, { type: 'send', ships: 5 });
  table.play(1, { type: 'send', ships: 1 });
  ready();
  const state = table.state() as SellFishState;
  assert.equal(state.sealed!.step, 'blue');
  assert.notEqual(state.sealed!.commitments[0], null, 'seat 0 committed on its own');
  assert.deepEqual(table.pending(), [1]);
  assert.deepEqual(table.legalIntents(0), []);
  assert.equal(table.play(0, { type: 'send', ships: 0 })?.code, 'already-committed');
});
