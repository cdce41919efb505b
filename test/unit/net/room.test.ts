import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import type { Json } from '../../../src/core/index.js';
import { roomParts, type Room } from '../../../src/net/index.js';
import { closeRooms, fishery, MemoryNetwork, openRooms, REMOTE, seatTwo, settle } from './helpers.js';

/** Plays the first legal move of whoever must move, from `room`'s view. */
async function playNext(rooms: readonly Room[]): Promise<void> {
  const state = rooms[0]!.fold()!.state;
  const seat = fishery.pending(state)[0]!;
  const room = rooms.find((r) => r.heldSeats().includes(seat))!;
  const move = fishery.legalMoves(room.fold()!.state, seat)[0] as Json;
  await room.submit(seat, move);
  await settle(rooms);
}

afterEach(closeRooms);

const reasons = (room: Room): string[] => room.fold()!.rejected.map((r) => r.reason.code);

test('two peers fold the same log into the same state', async () => {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  for (let i = 0; i < 6; i++) await playNext(rooms);
  const [a, b] = rooms.map((r) => r.fold()!);
  assert.equal(a!.accepted.length, 6);
  assert.deepEqual(a!.state, b!.state);
  assert.deepEqual(a!.nextN, [3, 3]);
  assert.deepEqual(reasons(rooms[0]!), []);
});

test('forged entries of every kind are rejected, with the same reason, by every peer', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  await playNext(rooms);
  await playNext(rooms);
  const [ada] = rooms as [Room, Room, Room];
  const before = ada.fold()!.state;
  // Seat 0 (Ada) is to move, and has made entry 0. Each forgery is what a dishonest peer could write.
  const legal = fishery.legalMoves(before, 0)[0] as Json;
  const otherLegal = fishery.legalMoves(before, 0)[1] as Json;
  const signed = await ada.signEntry(0, 1, legal);
  const forgeries: [string, unknown][] = [
    ['malformed-entry', { seat: 0, n: 1, move: legal, sig: signed.sig, extra: 1 }],
    ['malformed-entry', { seat: 0, n: 1.5, move: legal, sig: signed.sig }],
    ['unclaimed-seat', { ...signed, seat: 7 }],
    ['bad-signature', { ...signed, sig: signed.sig.replace(/^./, signed.sig[0] === 'A' ? 'B' : 'A') }],
    ['bad-signature', { ...signed, move: otherLegal }],
    ['bad-signature', await ada.signEntry(0, 1, legal, { scope: { roomId: 'f'.repeat(64), game: 'fishery' } })],
    ['bad-signature', await ada.signEntry(0, 1, legal, { scope: { roomId: ada.scope.roomId, game: 'wishes' } })],
    ['wrong-seat', await ada.signEntry(1, 1, legal, { keyOf: 0 })],
    ['repeated-number', await ada.signEntry(0, 0, legal)],
    ['out-of-order-number', await ada.signEntry(0, 2, legal)],
  ];
  ada.doc.transact(() => roomParts(ada.doc).log.push(forgeries.map(([, entry]) => entry)));
  await settle(rooms);
  for (const room of rooms) {
    assert.deepEqual(reasons(room), forgeries.map(([code]) => code), 'every peer lists each forgery as rejected, with why');
    assert.deepEqual(room.fold()!.state, before, 'no forgery changed the state');
    assert.equal(room.fold()!.accepted.length, 2);
  }
  // A correctly signed entry the rules refuse (F-2.3: it is not White's turn) uses its number and is listed.
  const illegal = await rooms[1]!.signEntry(1, 1, fishery.legalMoves(before, 0)[0] as Json);
  rooms[1]!.doc.transact(() => roomParts(rooms[1]!.doc).log.push([illegal]));
  await settle(rooms);
  for (const room of rooms) {
    const last = room.fold()!.rejected.at(-1)!;
    assert.equal(last.byRules, true);
    assert.equal(last.reason.code, 'not-your-turn');
    assert.deepEqual(room.fold()!.nextN, [1, 2]);
  }
  // The honest game carries on.
  await playNext(rooms);
  for (const room of rooms) assert.equal(room.fold()!.accepted.length, 3);
});

test('an accepted entry deleted from the doc is put back and reported by every peer', async () => {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  for (let i = 0; i < 4; i++) await playNext(rooms);
  const state = rooms[0]!.fold()!.state;
  const reports: string[] = [];
  for (const room of rooms) room.events.on('tampering', (r) => reports.push(`${r.seat}:${r.n}`));
  // The attacker's delete arrives as a remote update at room 1, which relays it.
  const { log } = roomParts(rooms[1]!.doc);
  rooms[1]!.doc.transact(() => log.delete(1, 1), REMOTE);
  Y.applyUpdate(rooms[0]!.doc, Y.encodeStateAsUpdate(rooms[1]!.doc), REMOTE);
  await settle(rooms);
  await settle(rooms);
  assert.ok(reports.includes('1:0'), `reports: ${reports.join(',')}`);
  for (const room of rooms) {
    assert.deepEqual(room.fold()!.state, state);
    assert.equal(room.fold()!.accepted.length, 4);
    assert.ok(room.tampering().length >= 1);
  }
});

test('two peers that both moved while apart converge, the later conflicting entry rejected on both', async () => {
  const network = new MemoryNetwork();
  const rooms = await openRooms(2, network);
  await seatTwo(rooms);
  await playNext(rooms);
  network.connected = false;
  // White is to move. White moves; Black, not seeing it, also moves (out of turn once merged).
  const [ada, bo] = rooms as [Room, Room];
  await bo.submit(1, fishery.legalMoves(bo.fold()!.state, 1)[0] as Json);
  const blackGuess = fishery.legalMoves(fishery.apply(ada.fold()!.state, 1, fishery.legalMoves(ada.fold()!.state, 1)[0]), 0)[0] as Json;
  await ada.submit(0, blackGuess);
  await settle(rooms);
  assert.equal(reasons(ada).length, 1, 'alone, Black sees its own move out of turn');
  network.heal();
  await settle(rooms);
  assert.deepEqual(ada.fold()!.state, bo.fold()!.state);
  assert.deepEqual(reasons(ada), reasons(bo));
  assert.deepEqual(
    ada.fold()!.accepted.map((a) => a.key),
    bo.fold()!.accepted.map((a) => a.key),
  );
});

test('the first valid claim of a seat wins; forged and late claims are refused', async () => {
  const rooms = await openRooms(2);
  const [ada, bo] = rooms as [Room, Room];
  assert.equal(await ada.claimSeat(0, { name: 'Ada', color: '#112233' }), null);
  await settle(rooms);
  const late = await bo.claimSeat(0, { name: 'Bo', color: '#445566' });
  assert.equal(late?.code, 'seat-taken');
  const claim = ada.seating().seats[0]!;
  bo.doc.transact(() =>
    roomParts(bo.doc).seats.push([
      { ...claim, seat: 1, name: 'Mallory' }, // signature no longer covers it
      { ...claim, seat: 1 }, // reusing a seated key
      { seat: 1, name: 'x' },
    ]),
  );
  await settle(rooms);
  for (const room of rooms) {
    assert.equal(room.seating().seats[0]!.name, 'Ada');
    assert.equal(room.seating().seats[1], null);
    assert.deepEqual(
      room.seating().rejected.map((r) => r.reason.code),
      ['bad-signature', 'bad-signature', 'malformed-claim'],
    );
  }
  assert.equal(await bo.claimSeat(1, { name: 'Bo', color: '#445566' }), null);
  await settle(rooms);
  assert.deepEqual(ada.seating().seats.map((c) => c?.name), ['Ada', 'Bo']);
});

test('a room of another game or rules version is refused with a clear message', async () => {
  const rooms = await openRooms(1);
  const room = rooms[0]!;
  roomParts(room.doc).meta.set('rules', 'shoal/0');
  await settle(rooms);
  assert.equal(room.error()?.code, 'meta-version');
});
