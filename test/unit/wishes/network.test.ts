// If Wishes Were Fishes! at network tables (issue 6 items 2 and 5): three browsers' rooms joined in
// memory, five seats — three people and two bots hosted by the first browser. Every seat's agent
// answers its own beacon duties in the browser that holds it; no draw completes without every seat's
// value; all browsers fold the same game, the local table's chronicle among them; the last player move's
// events stay in the state through the agents' entries after it.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { extendChronicle, isPlayerMove, startChronicle } from '../../../components/wishes/chronicle.js';
import { seededEntropy } from '../../../src/core/index.js';
import { wishes, type WishesState } from '../../../src/games/wishes/index.js';
import { memoryKeyStore, Room, roomParts } from '../../../src/net/index.js';
import { createBotClient, createNetworkTable, loadBots, type NetworkTable } from '../../../src/table/index.js';
import { MemoryNetwork, settle } from '../net/helpers.js';
import { until } from '../../kit/until.js';

const opened: { rooms: Room[]; tables: NetworkTable[]; close: () => void }[] = [];
afterEach(async () => {
  for (const { rooms, tables, close } of opened.splice(0)) {
    for (const table of tables) table.destroy();
    close();
    await Promise.all(rooms.map((room) => room.destroy()));
  }
});

/** Three browsers in one five-seat room; the first creates it and hosts the bots, which move after `botDelayMs`. */
async function openFiveSeats(network = new MemoryNetwork(), botDelayMs = 0): Promise<{ rooms: Room[]; tables: NetworkTable[] }> {
  const rooms: Room[] = [];
  for (let i = 0; i < 3; i++) {
    const doc = new Y.Doc();
    network.add(doc);
    const common = { game: wishes, keyStore: memoryKeyStore(), doc, entropy: seededEntropy(`browser-${i}`), tabLock: false };
    rooms.push(i === 0 ? await Room.create({ players: 5, now: 0 }, common) : await Room.open({ ...common, link: rooms[0]!.link }));
  }
  await settle(rooms);
  const bots = createBotClient({ workerUrl: null, inPage: loadBots });
  const tables = rooms.map((room, i) => createNetworkTable(room, i === 0 ? { bots, botDelayMs } : {}));
  opened.push({ rooms, tables, close: () => bots.destroy() });
  return { rooms, tables };
}

async function seatEveryone(rooms: readonly Room[], tables: readonly NetworkTable[]): Promise<void> {
  for (const [i, name] of ['Ada', 'Bo', 'Cy'].entries()) assert.equal(await tables[i]!.takeSeat(i, name, '#2a7fb8'), null);
  assert.equal(await tables[0]!.addBot(3, 'random', 'Random bot', '#5b6670'), null);
  assert.equal(await tables[0]!.addBot(4, 'deckhand', 'Deckhand bot', '#c9a23a'), null);
  await settle(rooms);
}


const stateOf = (room: Room): WishesState => room.fold()!.state as WishesState;

test('W-3 W-12 setup draws wait for the fifth seat; each seat publishes its own values from the browser that holds it', async () => {
  // The bots publish their seats' draws at once but hold their moves, so the table stays as set.
  const { rooms, tables } = await openFiveSeats(new MemoryNetwork(), 60_000);
  for (const [i, name] of ['Ada', 'Bo', 'Cy'].entries()) assert.equal(await tables[i]!.takeSeat(i, name, '#2a7fb8'), null);
  assert.equal(await tables[0]!.addBot(3, 'random', 'Random bot', '#5b6670'), null);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await settle(rooms);
  // With the fifth seat open the history has not begun: nobody joins, no draw, nothing placed.
  for (const room of rooms) assert.equal(room.fold(), null);
  assert.equal(roomParts(rooms[0]!.doc).log.length, 0);
  assert.equal(await tables[0]!.addBot(4, 'deckhand', 'Deckhand bot', '#c9a23a'), null);
  // The history starts once the fifth seat's admission reaches each browser.
  await until(() => {
    const set = rooms[2]!.fold()?.state as WishesState | undefined;
    return set?.phase === 'playing' && set.draws >= 6 && !set.owed;
  }, 'the table to be set', 30_000);
  const state = stateOf(rooms[2]!);
  assert.equal(state.draws, 6);
  assert.equal(state.ocean.length, 4);
  // Seats 0, 3 and 4 are held by the first browser, 1 and 2 by the others: each browser signed its own.
  assert.deepEqual(rooms.map((room) => room.heldSeats()), [[0, 3, 4], [1], [2]]);
  const accepted = rooms[2]!.fold()!.accepted;
  for (let seat = 0; seat < 5; seat++) {
    const values = accepted.filter((a) => a.entry.seat === seat && (a.entry.move as { type: string }).type === 'beacon');
    assert.deepEqual(values.map((a) => (a.entry.move as { draw: number }).draw), [1, 2, 3, 4, 5, 6]);
  }
});

test('W-9 W-10 three people and two hosted bots play a whole five-seat game; every browser folds the same game; the chronicle and every agent entry keep the last move’s events', async () => {
  const { rooms, tables } = await openFiveSeats();
  await seatEveryone(rooms, tables);
  let moves = 0;
  for (;;) {
    await settle(rooms);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (tables[0]!.outcome()) break;
    const mover = tables.find((table) => table.legalIntents().length > 0);
    if (!mover) continue;
    const legal = mover.legalIntents();
    assert.equal(await mover.play(legal[(moves * 7) % legal.length]), null);
    moves++;
    // A draw owed is complete only with all five values: never an output with a value missing.
    const beacon = stateOf(rooms[1]!).fair.beacon;
    assert.ok(beacon.outputs.length <= Math.min(...beacon.published), 'expected beacon.outputs.length <= Math.min(...beacon.published)');
    const accepted = rooms[1]!.fold()!.accepted;
    const chronicle = extendChronicle(startChronicle(5, { room: rooms[1]!.keys.roomId }), accepted.map((a) => a.entry));
    assert.deepEqual(chronicle.state, accepted.at(-1)!.after);
    // An agent's entry (a beacon value, the audit) keeps the last player move's events and adds its draw's.
    for (const { entry, before, after } of accepted.slice(-6)) {
      const kept = (before as WishesState).events;
      if (!isPlayerMove(entry.move)) assert.deepEqual((after as WishesState).events.slice(0, kept.length), kept);
    }
    assert.ok(moves < 400, 'the game ends');
  }
  await until(() => tables.every((table) => table.outcome() !== null && (table.state() as WishesState).fair.audit.requested), 'every browser to see the end');
  for (const table of tables.slice(1)) {
    assert.deepEqual(table.outcome(), tables[0]!.outcome());
    assert.deepEqual((table.state() as WishesState).final, (tables[0]!.state() as WishesState).final);
  }
  for (const room of rooms) assert.deepEqual(room.fold()!.rejected, [], 'no entry was refused (no duty answered twice)');
  // The room's log shows the players' moves; the agents' steps are there too, marked by their moves.
  const log = tables[2]!.log();
  assert.ok(log.some((line) => (line.move as { type: string }).type === 'beacon'), "expected log.some((line) => (line.move as { type: string }).type === 'beacon')");
  assert.ok(log.filter((line) => ['keep', 'wish', 'sell', 'pass'].includes((line.move as { type: string }).type)).length >= moves, "expected log.filter((line) => ['keep', 'wish', 'sell', 'pass'].includes((line.move as { type: string }).type)).length >= moves");
});
