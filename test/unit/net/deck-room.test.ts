import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fairIdle, forgetPassVerdicts } from '../../../src/fair/index.js';
import { createNetworkTable, usePageDeckWorkers, type DeckProgress, type NetworkTable } from '../../../src/table/index.js';
import { demoGame, type DemoState } from '../table/demo-game.js';
import { fleet, type FleetIntent, type FleetState } from '../../../src/games/fleet/index.js';
import { threadDeckWorkers } from '../table/thread-deck-workers.js';
import * as Y from 'yjs';
import { seededEntropy } from '../../../src/core/index.js';
import { memoryKeyStore, Room } from '../../../src/net/index.js';
import { closeRooms, MemoryNetwork, openRooms, settle } from './helpers.js';
import { until } from '../../kit/until.js';

const tables: NetworkTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) table.destroy();
  usePageDeckWorkers(null);
  await closeRooms();
});

const OPTIONS = { deckSize: 24, handSize: 2 };

test('in a room each browser makes its pass in the deck workers, shows the shuffle, and every browser reaches the same table', async () => {
  const workers = threadDeckWorkers();
  usePageDeckWorkers(workers);
  const rooms = await openRooms(3, undefined, { game: demoGame, players: 3, options: OPTIONS });
  const seen: (DeckProgress | null)[][] = [[], [], []];
  rooms.forEach((room, i) => {
    const table = createNetworkTable(room, { deckWorkers: workers });
    tables.push(table);
    table.subscribe(() => seen[i]!.push(table.deckProgress()));
  });
  for (let seat = 0; seat < 3; seat++) assert.equal(await tables[seat]!.takeSeat(seat, `P${seat}`, '#123456'), null);
  await until(async () => {
    await settle(rooms);
    return tables.every((t) => (t.state() as DemoState | null)?.phase === 'bid');
  }, 'every table to reach the bids', 60_000);
  assert.equal(workers.jobs.filter((kind) => kind === 'make-pass').length, 3, 'three passes, each made in the workers');
  const states = tables.map((t) => JSON.stringify(t.state()));
  assert.equal(new Set(states).size, 1);
  for (const [i, progress] of seen.entries()) {
    const shown = progress.filter((p) => p !== null);
    assert.ok(shown.some((p) => p.activity === 'shuffle' && p.seat === i), `browser ${i} showed its own pass`);
    assert.ok(shown.some((p) => p.activity === 'wait'), `browser ${i} showed another seat's pass`);
  }
  assert.ok(tables.every((t) => t.deckProgress() === null), 'no progress once shuffled');
  workers.destroy();
});

test('a browser that did not make the passes checks them in the deck workers, both at once, and the seats\' shares in a batch there, before its fold applies them', async () => {
  const workers = threadDeckWorkers();
  usePageDeckWorkers(workers);
  const network = new MemoryNetwork();
  const rooms = await openRooms(2, network, { game: demoGame, players: 2, options: OPTIONS });
  const [ada, bo] = rooms.map((room) => createNetworkTable(room, { deckWorkers: workers }));
  tables.push(ada!, bo!);
  assert.equal(await ada!.takeSeat(0, 'Ada', '#123456'), null);
  assert.equal(await bo!.takeSeat(1, 'Bo', '#654321'), null);
  // The bids, once each seat's shares of the other's hand are in (made here, so the watcher below is the first to check them).
  const dealt = (table: NetworkTable): boolean => {
    const state = table.state() as DemoState | null;
    return state?.phase === 'bid' && fairIdle(state.fair);
  };
  await until(async () => {
    await settle(rooms);
    return dealt(ada!) && dealt(bo!);
  }, 'the bids', 60_000);
  assert.deepEqual(workers.jobs.filter((kind) => kind === 'check-pass'), [], 'passes made in this process were not checked again');
  // A watcher opens the room as if on another device: it remembers no verdict.
  forgetPassVerdicts();
  const doc = new Y.Doc();
  network.add(doc);
  const eve = await Room.open({ game: demoGame, keyStore: memoryKeyStore(), doc, entropy: seededEntropy('eve'), tabLock: false, link: rooms[0]!.link });
  try {
    await until(async () => {
      await settle([...rooms, eve]);
      return (eve.fold()?.state as DemoState | undefined)?.phase === 'bid' && eve.fold()!.accepted.length === rooms[0]!.fold()!.accepted.length;
    }, 'the watcher to fold the set-up and the deal', 60_000);
    assert.equal(workers.jobs.filter((kind) => kind === 'check-pass').length, 2, 'both passes checked in the workers');
    assert.ok(workers.mostOpen() >= 2, 'the two pass checks were asked for together (a pool of two runs them side by side)');
    // The hands dealt at set-up: each seat's shares of the other's cards, checked in the workers, not in the fold.
    assert.ok(workers.jobs.includes('check-shares'), `the seats' shares checked in the workers (jobs: ${workers.jobs.join(', ')})`);
    assert.equal(JSON.stringify(eve.fold()!.state), JSON.stringify(ada!.state()));
  } finally {
    await eve.destroy();
    workers.destroy();
  }
});

test('in a Fleet room a player\'s hand mix and each seat\'s beacon chain are made in the deck workers, not on the page, and the move is accepted by both browsers', { timeout: 300_000 }, async () => {
  const workers = threadDeckWorkers();
  usePageDeckWorkers(workers);
  const rooms = await openRooms(2, undefined, { game: fleet, players: 2 });
  const [ada, bo] = rooms.map((room) => createNetworkTable(room, { deckWorkers: workers }));
  tables.push(ada!, bo!);
  assert.equal(await ada!.takeSeat(0, 'Ada', '#123456'), null);
  assert.equal(await bo!.takeSeat(1, 'Bo', '#654321'), null);
  const phase = (): string | undefined => (ada!.state() as FleetState | null)?.phase;
  await until(async () => {
    await settle(rooms);
    return phase() !== undefined && phase() !== 'setup';
  }, 'the deck to be shuffled', 240_000);
  assert.equal(workers.jobs.filter((kind) => kind === 'beacon-chain').length, 2, `each seat's beacon chain made in the workers (jobs: ${workers.jobs.join(', ')})`);
  // Play until a move that takes cards from a hand (a licence paid for with cards) has been accepted.
  const mixesBefore = workers.jobs.filter((kind) => kind === 'make-mix').length;
  let mixed = false;
  for (let moves = 0; moves < 40 && !mixed; moves++) {
    await settle(rooms);
    const table = [ada!, bo!].find((t) => t.legalIntents().length > 0);
    if (!table) continue;
    const intents = table.legalIntents() as FleetIntent[];
    const paying = intents.find((i) => i.type === 'pay' && i.payment.cards.length > 0);
    const intent = paying ?? intents.find((i) => i.type === 'open') ?? intents.find((i) => i.type === 'pass') ?? intents[0]!;
    const logBefore = table.log().length;
    assert.equal(await table.play(intent), null, `the ${intent.type} is published`);
    if (paying) {
      assert.deepEqual(table.legalIntents(), [], 'nothing more to choose while the mix is made and published');
      await until(async () => {
        await settle(rooms);
        return ada!.log().length > logBefore && bo!.log().length > logBefore;
      }, 'the payment to be accepted', 60_000);
      mixed = true;
    }
  }
  assert.ok(mixed, 'a payment with cards was played');
  assert.equal(workers.jobs.filter((kind) => kind === 'make-mix').length, mixesBefore + 1, `the payment's mix was made in the workers (jobs: ${workers.jobs.join(', ')})`);
  assert.ok([ada!, bo!].every((t) => t.log().every((line) => line.rejected === null)), 'no entry was refused');
  assert.equal(JSON.stringify(ada!.state()), JSON.stringify(bo!.state()), 'both browsers fold the same state');
  workers.destroy();
});
