// SELL.fish at network tables: three browsers' rooms joined in memory, five seats — three people and two
// bots hosted by the first browser. Every seat's agent opens its own sealed choices from the browser that
// holds it, only once every seat has committed; all browsers fold the same game to the same end.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { seededEntropy } from '../../../src/core/index.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import type { SellFishState } from '../../../src/games/sell-fish/index.js';
import { memoryKeyStore, Room } from '../../../src/net/index.js';
import { createBotClient, createNetworkTable, loadBots, type NetworkTable } from '../../../src/table/index.js';
import { MemoryNetwork, settle } from '../net/helpers.js';

const opened: { rooms: Room[]; tables: NetworkTable[]; close: () => void }[] = [];
afterEach(async () => {
  for (const { rooms, tables, close } of opened.splice(0)) {
    for (const table of tables) table.destroy();
    close();
    await Promise.all(rooms.map((room) => room.destroy()));
  }
});

const stateOf = (room: Room): SellFishState => room.fold()!.state as SellFishState;

test('three people and two hosted bots play a whole five-seat game over rooms; every browser folds the same game and no entry is refused', async () => {
  const network = new MemoryNetwork();
  const rooms: Room[] = [];
  for (let i = 0; i < 3; i++) {
    const doc = new Y.Doc();
    network.add(doc);
    const common = { game: sellFish, keyStore: memoryKeyStore(), doc, entropy: seededEntropy(`sf-browser-${i}`), tabLock: false };
    rooms.push(i === 0 ? await Room.create({ players: 5, now: 0 }, common) : await Room.open({ ...common, link: rooms[0]!.link }));
  }
  await settle(rooms);
  const bots = createBotClient({ workerUrl: null, inPage: loadBots });
  const tables = rooms.map((room, i) => createNetworkTable(room, i === 0 ? { bots, botDelayMs: 0 } : {}));
  opened.push({ rooms, tables, close: () => bots.destroy() });
  for (const [i, name] of ['Ada', 'Bo', 'Cy'].entries()) assert.equal(await tables[i]!.takeSeat(i, name, '#2a7fb8'), null);
  assert.equal(await tables[0]!.addBot(3, 'medium', 'Medium bot', '#5b6670'), null);
  assert.equal(await tables[0]!.addBot(4, 'steward', 'Steward bot', '#c9a23a'), null);
  await settle(rooms);
  let moves = 0;
  for (let spins = 0; spins < 200_000; spins++) {
    await settle(rooms);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (tables[0]!.outcome()) break;
    const mover = tables.find((table) => table.legalIntents().length > 0);
    if (!mover) continue;
    const legal = mover.legalIntents() as { type: string }[];
    const pick = legal.find((i) => i.type === 'ready') ?? legal.filter((i) => i.type !== 'offer')[(moves * 7) % legal.filter((i) => i.type !== 'offer').length]!;
    // A seat's sealed choice is not in anyone's doc before it is opened: the view of another browser never shows it.
    assert.equal(await mover.play(pick), null);
    moves++;
    for (const [i, table] of tables.entries()) {
      const view = table.view() as { own: unknown; sealed: SellFishState['sealed'] };
      if (view.own !== null) assert.equal(view.sealed?.opened[i], null, 'a view shows its own choice only while sealed');
    }
    assert.ok(moves < 2000, 'the game ends');
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  await settle(rooms);
  for (const table of tables.slice(1)) assert.deepEqual(table.outcome(), tables[0]!.outcome());
  for (const room of rooms) {
    assert.deepEqual(room.fold()!.rejected, [], 'no entry was refused');
    assert.deepEqual(stateOf(room).final, stateOf(rooms[0]!).final);
  }
  const commitments = Object.values(stateOf(rooms[1]!).fair.commitments);
  assert.ok(commitments.length > 5 * 4 * 5 && commitments.every((c) => c.opened !== null), 'expected commitments.length > 5 * 4 * 5 && commitments.every((c) => c.opened !== null)');
});
