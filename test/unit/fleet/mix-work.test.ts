// A hand's mix made in the deck worker (a worker thread here): the table plays on once it is in, and
// the log is the one a table that makes every mix on the page writes from the same seeds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRandom } from '../../../src/core/index.js';
import { fleet, fleetBots, type FleetIntent, type FleetSecrets, type FleetState } from '../../../src/games/fleet/index.js';
import type { LocalTable } from '../../../src/table/local-table.js';
import { createTableFor } from '../../../src/table/seeded-table.js';
import { threadDeckWorkers } from '../table/thread-deck-workers.js';

async function play(table: LocalTable, plays: number): Promise<void> {
  const random = seededRandom(41);
  const skipper = fleetBots.find((bot) => bot.id === 'skipper')!;
  await table.settled();
  for (let n = 0; n < plays && table.outcome() === null; n++) {
    const seat = table.pending()[0]!;
    const intent = skipper.choose(table.state() as FleetState, seat, random, table.secrets(seat) as FleetSecrets);
    assert.equal(table.play(seat, intent), null);
    await table.settled();
  }
}

test('hand mixes and beacon chains made in the deck worker: the table waits for them, and its log is the on-page table\'s', async () => {
  const workers = threadDeckWorkers();
  try {
    const off = createTableFor(fleet, { players: 3, seed: 'mix-work', work: workers.run });
    await play(off, 60);
    const on = createTableFor(fleet, { players: 3, seed: 'mix-work' });
    await play(on, 60);
    assert.equal(workers.jobs.filter((kind) => kind === 'beacon-chain').length, 3, `each seat's beacon chain made in the worker (jobs: ${workers.jobs.slice(0, 8).join(', ')})`);
    const mixes = workers.jobs.filter((kind) => kind === 'make-mix').length;
    assert.ok(mixes >= 3, `hand mixes made in the worker: ${mixes}`);
    assert.equal(JSON.stringify(off.log()), JSON.stringify(on.log()));
    // While a mix is made, the table is busy: nobody is to move and a play is refused.
    const seat = off.pending()[0]!;
    const intents = off.legalIntents(seat) as FleetIntent[];
    const mixing = intents.find((i) => i.type === 'launch' || i.type === 'hire' || (i.type === 'pay' && i.payment.cards.length > 0));
    if (mixing) {
      assert.equal(off.play(seat, mixing), null);
      assert.deepEqual(off.pending(), []);
      assert.equal(off.play(seat, mixing)?.code, 'table-busy');
      await off.settled();
      assert.ok(off.log().length > on.log().length, 'expected off.log().length > on.log().length');
    }
  } finally {
    workers.destroy();
  }
});
