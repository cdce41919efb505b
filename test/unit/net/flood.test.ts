import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { SyncHub, type SyncLink } from '../../../src/net/sync-hub.js';
import { until } from '../../kit/until.js';
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

test('a flooder that calls itself by a seated player’s name is not named as that player', async () => {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  const [ada] = rooms;
  // Eve's modified page: linked to Ada over a sync hub (as a transport links her), announcing Bo's name.
  const eveDoc = new Y.Doc();
  Y.applyUpdate(eveDoc, Y.encodeStateAsUpdate(ada!.doc));
  const eveAwareness = new Awareness(eveDoc);
  eveAwareness.setLocalState({ name: 'Bo', color: '#445566', seat: 1, bots: [], signKeys: [], at: Date.now(), proofs: [] });
  const adaHub = new SyncHub(ada!.doc, ada!.awareness);
  const eveHub = new SyncHub(eveDoc, eveAwareness);
  const toEve: SyncLink = adaHub.open((m) => setTimeout(() => fromAda.receive(m)));
  const fromAda: SyncLink = eveHub.open((m) => setTimeout(() => toEve.receive(m)));
  try {
    await until(() => ada!.awareness.getStates().has(eveDoc.clientID), 'Eve’s presence to reach Ada');
    const head = ada!.fold()!.head;
    const junk = Array.from({ length: 200 }, (_, i) => ({ seat: 1, n: 1, prev: head, move: { type: 'pass', i }, sig: `${'B'.repeat(85)}${'AQgw'[i % 4]}` }));
    eveDoc.transact(() => roomParts(eveDoc).log.push(junk));
    const notice = await until(() => ada!.connection().dropped.find((d) => d.reason === 'junk' && d.message?.endsWith('disconnected.')), 'the flooder to be named and dropped');
    assert.ok(!/^Bo/.test(notice.message ?? ''), `the notice blames Bo: ${notice.message}`);
    assert.match(notice.message ?? '', /^A browser calling itself “Bo” sent \d+ entries that failed checks and was disconnected\.$/, 'named as what it calls itself, unproved');
  } finally {
    adaHub.destroy();
    eveHub.destroy();
    eveAwareness.destroy();
  }
});
