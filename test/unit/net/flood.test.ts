import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Json } from '../../../src/core/index.js';
import { roomParts } from '../../../src/net/index.js';
import { closeRooms, fishery, openRooms, seatTwo, settle } from './helpers.js';

afterEach(closeRooms);

test('a flood of 20,000 entries with bad signatures is refused, deleted from every doc, and the game goes on', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  const [ada, bo, eve] = rooms;
  const fold = ada!.fold()!;
  await ada!.submit(0, fishery.legalMoves(fold.state, 0)[0] as Json);
  await settle(rooms);
  const state = bo!.fold()!.state;
  const head = bo!.fold()!.head;
  // Eve's modified page writes 20,000 small forged entries in one update.
  const junk = Array.from({ length: 20_000 }, (_, i) => ({ seat: i % 2, n: 1 + (i % 7), prev: head, move: { type: 'pass', i }, sig: `${'A'.repeat(85)}${'AQgw'[i % 4]}` }));
  const started = performance.now();
  eve!.doc.transact(() => roomParts(eve!.doc).log.push(junk), 'attacker');
  await settle(rooms);
  await settle(rooms);
  const elapsed = performance.now() - started;
  for (const room of rooms) {
    assert.deepEqual(room.fold()!.state, state, 'nothing changed');
    assert.equal(roomParts(room.doc).log.length, 1, 'the junk is gone from the doc');
  }
  // Refused signatures are remembered: the same flood again is dropped without checking.
  const again = performance.now();
  eve!.doc.transact(() => roomParts(eve!.doc).log.push(junk.slice(0, 5000)), 'attacker');
  await settle(rooms);
  assert.equal(roomParts(ada!.doc).log.length, 1);
  console.log(`# flood of 20,000 refused and deleted in ${Math.round(elapsed)} ms; 5,000 repeated in ${Math.round(performance.now() - again)} ms (3 rooms, one process)`);
  await bo!.submit(1, fishery.legalMoves(bo!.fold()!.state, 1)[0] as Json);
  await settle(rooms);
  for (const room of rooms) assert.equal(room.fold()!.accepted.length, 2);
});

test('junk written into root types no honest page uses is deleted from every doc', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  const [ada, , eve] = rooms;
  eve!.doc.transact(() => {
    const junk = eve!.doc.getMap('junk');
    for (let i = 0; i < 2000; i++) junk.set(`k${i}`, { i });
    eve!.doc.getArray('more-junk').push(Array.from({ length: 500 }, (_, i) => i));
  }, 'attacker');
  await settle(rooms);
  await settle(rooms);
  for (const room of rooms) {
    assert.equal(room.doc.getMap('junk').size, 0);
    assert.equal(room.doc.getArray('more-junk').length, 0);
  }
  assert.ok(ada!.fold(), 'expected ada!.fold()');
});
