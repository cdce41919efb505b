// SELL.fish at network tables: a seat that has declared itself ready may still answer the offers made to
// it (SF-16 #27), in a room as at one table.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { seededEntropy } from '../../../src/core/index.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import type { SellFishState } from '../../../src/games/sell-fish/index.js';
import { memoryKeyStore, Room } from '../../../src/net/index.js';
import { createNetworkTable, type NetworkTable } from '../../../src/table/index.js';
import { MemoryNetwork, settle } from '../net/helpers.js';

const opened: { rooms: Room[]; tables: NetworkTable[] }[] = [];
afterEach(async () => {
  for (const { rooms, tables } of opened.splice(0)) {
    for (const table of tables) table.destroy();
    await Promise.all(rooms.map((room) => room.destroy()));
  }
});

const stateOf = (room: Room): SellFishState => room.fold()!.state as SellFishState;
type Intent = { type: string; to?: number; offer?: number };

/** Lets the rooms sync and fold until `done` holds (or a few hundred turns pass: the asserts that follow say what is missing). */
async function until(done: () => boolean, rooms: readonly Room[]): Promise<void> {
  for (let spins = 0; spins < 300 && !done(); spins++) {
    await settle(rooms);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

test('a ready seat accepts an offer made to it after it got ready, in a room', async () => {
  const network = new MemoryNetwork();
  const rooms: Room[] = [];
  for (let i = 0; i < 2; i++) {
    const doc = new Y.Doc();
    network.add(doc);
    const common = { game: sellFish, keyStore: memoryKeyStore(), doc, entropy: seededEntropy(`sf-ready-${i}`), tabLock: false };
    rooms.push(i === 0 ? await Room.create({ players: 2, now: 0 }, common) : await Room.open({ ...common, link: rooms[0]!.link }));
  }
  await settle(rooms);
  const tables = rooms.map((room) => createNetworkTable(room, {}));
  opened.push({ rooms, tables });
  for (const [i, name] of ['Ada', 'Bo'].entries()) assert.equal(await tables[i]!.takeSeat(i, name, '#2a7fb8'), null);
  const [ada, bo] = tables as [NetworkTable, NetworkTable];
  // To the first trade window (no one is ever made ready on the way, so both seats are still trading there).
  for (let spins = 0; spins < 20_000; spins++) {
    await settle(rooms);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (rooms.some((room) => (room.fold()?.state as SellFishState | undefined)?.step === 'window')) break;
    const mover = tables.find((table) => table.legalIntents().length > 0);
    if (!mover) continue;
    const legal = mover.legalIntents() as Intent[];
    assert.equal(await mover.play(legal.find((i) => i.type !== 'offer' && i.type !== 'ready')!), null);
  }
  await until(() => rooms.every((room) => stateOf(room).step === 'window') && ada.legalIntents().length > 0, rooms);
  assert.deepEqual(stateOf(rooms[1]!).ready, [false, false]);
  assert.equal(stateOf(rooms[0]!).step, 'window');
  assert.equal(await ada.play({ type: 'ready' }), null);
  await until(() => stateOf(rooms[1]!).ready[0] === true && bo.legalIntents().length > 0, rooms);
  const offer = (bo.legalIntents() as Intent[]).find((i) => i.type === 'offer' && i.to === 0);
  assert.ok(offer, `Bo may offer Ada a trade; he may play ${JSON.stringify(bo.legalIntents())}`);
  assert.equal(await bo.play(offer), null);
  await until(() => stateOf(rooms[0]!).offers.some((o) => o.from === 1 && o.to === 0) && ada.legalIntents().length > 0, rooms);
  const open = stateOf(rooms[0]!).offers.find((o) => o.from === 1 && o.to === 0);
  assert.ok(open, 'the offer is open in Ada\'s room');
  const answer = (ada.legalIntents() as Intent[]).find((i) => (i.type === 'accept' || i.type === 'reject') && i.offer === open.id);
  assert.ok(answer, `ready Ada may answer Bo's offer; she may play ${JSON.stringify(ada.legalIntents())}`);
  assert.equal(await ada.play(answer), null);
  await until(() => rooms.every((room) => !stateOf(room).offers.some((o) => o.id === open.id)), rooms);
  for (const room of rooms) {
    assert.equal(stateOf(room).offers.some((o) => o.id === open.id), false, 'the offer is answered in every room');
    assert.deepEqual(room.fold()!.rejected, []);
  }
});
