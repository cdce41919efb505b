import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { seededRandom, type Json } from '../../../src/core/index.js';
import { FORFEIT, roomParts, type Room, type SignedEntry } from '../../../src/net/index.js';
import { auditRoom } from '../../../src/table/index.js';
import { closeRooms, fishery, MemoryNetwork, openRooms, REMOTE, seatTwo, settle } from './helpers.js';

/** Plays the first legal move of whoever must move, from `rooms`' view. */
async function playNext(rooms: readonly Room[]): Promise<void> {
  const state = rooms[0]!.fold()!.state;
  const seat = fishery.pending(state)[0]!;
  const room = rooms.find((r) => r.heldSeats().includes(seat))!;
  const move = fishery.legalMoves(room.fold()!.state, seat)[0] as Json;
  assert.ok(!('kind' in (await room.submit(seat, move))), "expected !('kind' in (await room.submit(seat, move)))");
  await settle(rooms);
}

/** An entry `room` signs for `seat` at the head of its history (or where `at` says). */
function signAt(room: Room, seat: number, move: Json, at: { prev?: string; n?: number } = {}): Promise<SignedEntry> {
  const fold = room.fold()!;
  return room.signEntry(seat, { seat, n: at.n ?? fold.nextN[seat]!, prev: at.prev ?? fold.head, move });
}

/** Writes items into `room`'s log as a modified page would: straight into the doc, relayed to all. */
function inject(room: Room, items: readonly unknown[], at?: number): void {
  const { log } = roomParts(room.doc);
  room.doc.transact(() => (at === undefined ? log.push([...items]) : log.insert(at, [...items])), ATTACKER);
}

const ATTACKER = Symbol('attacker');

const ids = (room: Room): string[] => room.fold()!.accepted.map((a) => a.id);
const reasons = (room: Room): string[] => room.fold()!.rejected.map((r) => r.reason.code);

afterEach(closeRooms);

test('two peers fold the same log into the same history and state; the audit of it is clean', async () => {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  for (let i = 0; i < 6; i++) await playNext(rooms);
  assert.deepEqual(auditRoom(rooms[1]!), { ok: true, complete: false });
  const [a, b] = rooms.map((r) => r.fold()!);
  assert.equal(a!.accepted.length, 6);
  assert.deepEqual(a!.state, b!.state);
  assert.deepEqual(a!.nextN, [3, 3]);
  assert.deepEqual(ids(rooms[0]!), ids(rooms[1]!));
  assert.deepEqual(reasons(rooms[0]!), []);
});

test('forged entries of every kind are refused with why, by every peer, and deleted from the doc', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  await playNext(rooms);
  await playNext(rooms);
  const [ada, bo] = rooms as [Room, Room, Room];
  const before = ada.fold()!;
  const legal = fishery.legalMoves(before.state, 0)[0] as Json;
  const other = fishery.legalMoves(before.state, 0)[1] as Json;
  const good = await signAt(ada, 0, legal);
  const forgeries: [string, unknown][] = [
    ['malformed-entry', { ...good, extra: 1 }],
    ['malformed-entry', { ...good, n: 1.5 }],
    ['malformed-entry', { ...good, prev: 'not an id' }],
    ['unclaimed-seat', { ...good, seat: 7 }],
    ['bad-signature', { ...good, sig: good.sig.replace(/^./, good.sig[0] === 'A' ? 'B' : 'A') }],
    ['bad-signature', { ...good, move: other }],
    ['bad-signature', await ada.signEntry(0, { ...good }, { scope: { roomId: 'f'.repeat(64), game: 'fishery' } })],
    ['bad-signature', await ada.signEntry(1, { ...good, seat: 1 }, { keyOf: 0 })],
    ['not-your-turn-to-write', await signAt(bo, 1, fishery.legalMoves(before.state, 0)[0] as Json)],
    ['wrong-number', await signAt(ada, 0, legal, { n: 5 })],
  ];
  inject(bo, forgeries.map(([, entry]) => entry));
  await settle(rooms);
  for (const room of rooms) {
    assert.deepEqual(reasons(room).sort(), forgeries.map(([code]) => code).sort(), 'each forgery refused once, with why');
    assert.deepEqual(room.fold()!.state, before.state, 'no forgery changed the state');
    assert.equal(roomParts(room.doc).log.length, 2, 'the refused entries are gone from the doc');
  }
  // An entry the rules refuse, signed by the seat that writes next, is refused by the rules, by every
  // peer that received it, even one whose fold reaches it only after the first peer to refuse it deleted it.
  inject(ada, [await signAt(ada, 0, { type: 'sink-the-fleet' })]);
  await settle(rooms);
  const byRules = rooms.map((room) => room.fold()!.rejected.filter((r) => r.byRules).length);
  assert.deepEqual(byRules, [1, 1, 1], 'refused by the rules everywhere');
  for (const room of rooms) {
    assert.deepEqual(room.fold()!.state, before.state, 'the refused move changed nothing');
    assert.equal(roomParts(room.doc).log.length, 2, 'the refused entry is gone from the doc');
  }
  await playNext(rooms);
  for (const room of rooms) assert.equal(room.fold()!.accepted.length, 3, 'the honest game carries on');
});

test('an entry deleted before a peer folds it is judged all the same: forgeries are named, an honest move is kept and put back', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  await playNext(rooms);
  await playNext(rooms);
  const [ada, , eve] = rooms as [Room, Room, Room];
  const before = ada.fold()!;
  const legal = fishery.legalMoves(before.state, 0)[0] as Json;
  const good = await signAt(ada, 0, legal);
  const forged = { ...good, sig: good.sig.replace(/^./, good.sig[0] === 'A' ? 'B' : 'A') };
  const { log } = roomParts(ada.doc);
  // Written and deleted in the same task: no peer's fold (they start after it) sees them in the array.
  inject(ada, [forged]);
  ada.doc.transact(() => log.delete(2, 1), ATTACKER);
  await settle(rooms);
  for (const room of rooms) {
    assert.deepEqual(reasons(room), ['bad-signature'], 'the forgery is judged where it arrived');
    assert.equal(room.fold()!.accepted.length, 2);
  }
  inject(ada, [good]);
  ada.doc.transact(() => log.delete(2, 1), ATTACKER);
  await settle(rooms);
  for (const room of rooms) {
    assert.equal(room.fold()!.accepted.length, 3, 'the honest move stands');
    assert.equal(roomParts(room.doc).log.length, 3, 'and is back in the doc');
  }
  assert.equal(eve.fold()!.accepted[2]!.entry.sig, good.sig);
});

test('randomized: a watcher that deletes, copies, forges and withdraws log items at any moment changes no history (seeded)', async () => {
  for (const seed of [11, 12, 13]) {
    const rng = seededRandom(seed * 104729);
    const random = (): number => rng.next();
    const pick = (n: number): number => rng.int(n);
    const rooms = await openRooms(3);
    await seatTwo(rooms);
    const [ada, bo, eve] = rooms as [Room, Room, Room];
    const { log } = roomParts(eve.doc);
    let moves = 0;
    for (let step = 0; step < 40 && !fishery.outcome(ada.fold()!.state); step++) {
      const roll = random();
      if (roll < 0.4) {
        const state = ada.fold()!.state;
        const seat = fishery.pending(state)[0]!;
        const room = seat === 0 ? ada : bo;
        const legal = fishery.legalMoves(room.fold()!.state, seat) as Json[];
        if (legal.length > 0 && !('kind' in (await room.submit(seat, legal[pick(legal.length)]!)))) moves++;
      } else if (roll < 0.6 && log.length > 0) {
        // Deletes a run of items, honest entries included.
        const at = pick(log.length);
        eve.doc.transact(() => log.delete(at, Math.min(1 + pick(3), log.length - at)), ATTACKER);
      } else if (roll < 0.75 && log.length > 0) {
        // A copy of an entry, with its signature changed or not, anywhere; sometimes withdrawn in the same task.
        const item = log.get(pick(log.length)) as SignedEntry;
        const copy = typeof item?.sig !== 'string' || random() < 0.5 ? structuredClone(item) : { ...item, sig: item.sig.replace(/^./, item.sig[0] === 'A' ? 'B' : 'A') };
        const at = pick(log.length + 1);
        inject(eve, [copy], at);
        if (random() < 0.5) eve.doc.transact(() => log.delete(at, 1), ATTACKER);
      } else if (roll < 0.85) {
        inject(eve, [pick(2) ? 'junk' : { junk: step }], pick(log.length + 1));
      }
      if (random() < 0.5) await settle(rooms);
    }
    await settle(rooms);
    for (const room of rooms) {
      const fold = room.fold()!;
      assert.equal(fold.ended, null, `seed ${seed}: nobody is named: ${JSON.stringify(fold.ended)}`);
      assert.equal(fold.accepted.length, moves, `seed ${seed}: every honest move stands`);
      assert.deepEqual(ids(room), ids(ada), `seed ${seed}: one history`);
      const present = new Set(roomParts(room.doc).log.toArray().map((item) => (item as SignedEntry).sig));
      for (const accepted of fold.accepted) assert.ok(present.has(accepted.entry.sig), `seed ${seed}: an accepted entry is back in the doc`);
    }
    await closeRooms();
  }
});

test('a peer that deletes every new log item the moment it arrives suppresses no move; each put back is reported once', async () => {
  const network = new MemoryNetwork();
  const rooms = await openRooms(2, network);
  await seatTwo(rooms);
  const [ada, bo] = rooms as [Room, Room];
  // Eve's modified page: a bare doc that deletes whatever log items reach it, as soon as they do.
  const eve = new Y.Doc();
  network.add(eve);
  const log = eve.getArray('log');
  let deletions = 0;
  log.observe((event) => {
    if (event.transaction.origin !== REMOTE || deletions >= 300) return;
    const added = new Set<unknown>();
    for (const item of event.changes.added) for (const value of item.content.getContent()) added.add(value);
    queueMicrotask(() => {
      const items = log.toArray();
      for (let i = items.length - 1; i >= 0; i--) {
        if (!added.has(items[i])) continue;
        log.delete(i, 1);
        deletions++;
      }
    });
  });
  const moves = 4;
  for (let i = 0; i < moves; i++) {
    const seat = fishery.pending(ada.fold()!.state)[0]!;
    const room = seat === 0 ? ada : bo;
    const result = await room.submit(seat, fishery.legalMoves(room.fold()!.state, seat)[0] as Json);
    assert.ok(!('kind' in result), JSON.stringify(result));
    await settle(rooms);
  }
  while (deletions < 300) await settle(rooms);
  await settle(rooms);
  for (const room of rooms) {
    assert.equal(room.fold()!.accepted.length, moves, 'every move stands');
    assert.equal(roomParts(room.doc).log.length, moves, 'and is in the doc');
    assert.ok(room.tampering().length <= moves, `each put back is reported once, not ${room.tampering().length} times`);
  }
  assert.equal(log.length, moves, "and in Eve's doc once she stops");
});

test('rewriting the past: a second entry signed at a point already answered is proof, and the game ends against its signer', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  for (let i = 0; i < 4; i++) await playNext(rooms);
  const [ada, bo, eve] = rooms as [Room, Room, Room];
  // Ada takes back her move 2 (entry 1 of seat 0) after Bo has answered it: she signs another move for
  // the same point and inserts it at the front of the array.
  const taken = ada.fold()!.accepted[2]!;
  const alternatives = fishery.legalMoves(taken.before, 0) as Json[];
  const rewrite = alternatives.find((move) => JSON.stringify(move) !== JSON.stringify(taken.entry.move))!;
  const forged = await ada.signEntry(0, { seat: 0, n: taken.entry.n, prev: taken.entry.prev, move: rewrite });
  inject(eve, [forged], 0);
  await settle(rooms);
  for (const room of rooms) {
    const ended = room.fold()!.ended;
    assert.equal(ended?.kind, 'equivocation', 'every peer sees the cheat');
    assert.equal(ended.seat, 0, 'and names Ada');
    if (ended.kind !== 'equivocation') continue;
    assert.deepEqual(new Set(ended.entries.map((e) => e.sig)), new Set([taken.entry.sig, forged.sig]), 'with both entries as proof');
    assert.equal(room.fold()!.accepted.length, 2, 'the history stops before the point she signed twice');
    assert.equal(room.fold()!.author, null, 'nobody writes after it');
  }
  // The audit names her with both entries.
  const verdict = auditRoom(eve);
  assert.equal(verdict.ok, false);
  if (!verdict.ok) assert.equal(verdict.cheater, 0);
  assert.ok('proof' in verdict && new Set(verdict.proof.map((e) => e.sig)).has(forged.sig), `the verdict names the forged entry: ${JSON.stringify(verdict)}`);
  // The proof stays in every doc; nobody can write on.
  for (const room of rooms) assert.ok(roomParts(room.doc).log.toArray().some((item) => (item as SignedEntry).sig === forged.sig), 'the forged entry stays in the doc as proof');
  assert.equal((await bo.submit(1, fishery.legalMoves(bo.fold()!.state, 1)[0] as Json) as { code?: string }).code, 'game-ended');
});

test('the order of the array means nothing: moving, duplicating and deleting items leaves every history as it was', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  for (let i = 0; i < 6; i++) await playNext(rooms);
  const history = ids(rooms[0]!);
  const state = rooms[0]!.fold()!.state;
  const eve = rooms[2]!;
  const { log } = roomParts(eve.doc);
  const items = log.toArray().map((item) => ({ ...(item as object) }));
  // Reversed, with copies, written as one remote update.
  eve.doc.transact(() => {
    log.delete(0, log.length);
    log.insert(0, [...items].reverse());
    log.insert(2, [items[3], items[0]]);
  }, ATTACKER);
  await settle(rooms);
  await settle(rooms);
  for (const room of rooms) {
    assert.deepEqual(ids(room), history);
    assert.deepEqual(room.fold()!.state, state);
    assert.deepEqual(reasons(room), []);
  }
  await playNext(rooms);
  for (const room of rooms) assert.equal(room.fold()!.accepted.length, 7);
});

test('an accepted entry deleted from the doc is put back and reported by every peer', async () => {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  for (let i = 0; i < 4; i++) await playNext(rooms);
  const state = rooms[0]!.fold()!.state;
  const reports: string[] = [];
  for (const room of rooms) room.events.on('tampering', (r) => reports.push(`${r.seat}:${r.n}`));
  const { log } = roomParts(rooms[1]!.doc);
  rooms[1]!.doc.transact(() => log.delete(1, 1), REMOTE);
  Y.applyUpdate(rooms[0]!.doc, Y.encodeStateAsUpdate(rooms[1]!.doc), REMOTE);
  await settle(rooms);
  await settle(rooms);
  assert.ok(reports.length >= 1, `reports: ${reports.join(',')}`);
  for (const room of rooms) {
    assert.deepEqual(room.fold()!.state, state);
    assert.equal(room.fold()!.accepted.length, 4);
    assert.equal(roomParts(room.doc).log.length, 4);
  }
});

test('two versions of one entry sent to two peers during a partition: after healing, every peer names the seat that signed both', async () => {
  const network = new MemoryNetwork();
  const rooms = await openRooms(3, network);
  await seatTwo(rooms);
  await playNext(rooms);
  await playNext(rooms);
  const [ada, bo, eve] = rooms as [Room, Room, Room];
  network.connected = false;
  const state = ada.fold()!.state;
  const [first, second] = fishery.legalMoves(state, 0) as Json[];
  // Ada's modified page writes one version into Bo's doc and another into Eve's.
  inject(bo, [await signAt(ada, 0, first!)]);
  inject(eve, [await signAt(ada, 0, second!)]);
  await settle(rooms);
  assert.equal(bo.fold()!.accepted.length, 3);
  assert.equal(eve.fold()!.accepted.length, 3);
  assert.notDeepEqual(ids(bo), ids(eve));
  network.heal();
  await settle(rooms);
  await settle(rooms);
  for (const room of rooms) {
    assert.equal(room.fold()!.ended?.kind, 'equivocation');
    assert.equal(room.fold()!.ended?.seat, 0);
    assert.equal(room.fold()!.accepted.length, 2);
  }
});

test('seating is the creator’s admissions: a claim inserted in front, mid-game, changes no seat; a deleted claim is put back', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  await playNext(rooms);
  const [ada, bo, eve] = rooms as [Room, Room, Room];
  const history = ids(ada);
  // Eve, who has the link, claims seat 0 and puts her claim first.
  assert.equal((await eve.claimSeat(0, { name: 'Mallory', color: '#000000' }))?.code, 'seat-taken');
  const { seats } = roomParts(eve.doc);
  const mine = seats.toArray().find((item) => (item as { name?: string }).name === 'Mallory');
  if (mine) eve.doc.transact(() => seats.insert(0, [{ ...(mine) }]), ATTACKER);
  // And deletes Ada's claim.
  eve.doc.transact(() => {
    const index = seats.toArray().findIndex((item) => (item as { name?: string }).name === 'Ada');
    seats.delete(index, 1);
  }, ATTACKER);
  await settle(rooms);
  await settle(rooms);
  for (const room of rooms) {
    assert.deepEqual(room.seating().seats.map((claim) => claim?.name), ['Ada', 'Bo']);
    assert.deepEqual(ids(room), history);
    assert.ok(roomParts(room.doc).seats.toArray().some((item) => (item as { name?: string }).name === 'Ada'), 'Ada’s claim is back');
  }
  await playNext(rooms);
  assert.equal(bo.fold()!.accepted.length, 2);
});

test('the constitution is the one the link hashes: changing, forging or deleting it changes nothing, and a joiner gets the real one', async () => {
  const network = new MemoryNetwork();
  const rooms = await openRooms(2, network);
  await seatTwo(rooms);
  await playNext(rooms);
  const [ada, bo] = rooms as [Room, Room];
  const real = ada.meta()!;
  const { constitution } = roomParts(bo.doc);
  bo.doc.transact(() => {
    constitution.delete(0, constitution.length);
    constitution.push([{ ...real, players: 3 }, { ...real, options: { columns: 3 } }]);
  }, ATTACKER);
  await settle(rooms);
  await settle(rooms);
  for (const room of rooms) {
    assert.deepEqual(room.meta(), real);
    assert.equal(room.error(), null);
    assert.equal(room.fold()!.accepted.length, 1);
  }
  // A joiner arriving now reads the constitution the honest peers put back.
  const joiner = await openRoomsJoining(network, ada);
  assert.deepEqual(joiner.meta(), real);
});

test('a room made by an older version is refused with a clear message', async () => {
  const network = new MemoryNetwork();
  const [ada] = await openRooms(1, network);
  const joiner = await openRoomsJoining(network, ada!, (doc) => {
    doc.transact(() => {
      roomParts(doc).constitution.delete(0, roomParts(doc).constitution.length);
      roomParts(doc).constitution.push([{ game: 'fishery', players: 2, rules: 'shoal/1', options: {} }]);
    }, REMOTE);
  });
  assert.equal(joiner.error()?.code, 'meta-version');
  // A first-version room kept its description in a `meta` map.
  const old = await openRoomsJoining(new MemoryNetwork(), ada!, (doc) => {
    doc.transact(() => {
      for (const [key, value] of Object.entries({ game: 'fishery', players: 2, rules: 'shoal/1', options: {}, createdAt: 0 })) doc.getMap('meta').set(key, value);
    });
  });
  assert.equal(old.error()?.code, 'meta-version');
});

test('a rematch offer counts only when a seated player signed it', async () => {
  const rooms = await openRooms(3);
  await seatTwo(rooms);
  const [ada, , eve] = rooms as [Room, Room, Room];
  const { next } = roomParts(eve.doc);
  eve.doc.transact(() => next.set('rematch/0', { secret: 'AAECAwQFBgcICQoLDA0ODw', seat: 0, sig: 'A'.repeat(86) }), ATTACKER);
  await settle(rooms);
  assert.equal(ada.rematch(), null, 'an unsigned pointer is ignored');
  const offer = await ada.offerRematch(1);
  assert.ok(!('kind' in offer), `the offer was refused: ${JSON.stringify(offer)}`);
  await settle(rooms);
  for (const room of rooms) assert.equal(room.rematch(), offer.link.secret);
});

test('a stalled seat is forfeited by a claim from another seat; the author answering in time wins over a forfeit', async () => {
  const rooms = await openRooms(3, new MemoryNetwork(), { timeouts: { move: 1 } });
  await seatTwo(rooms);
  await playNext(rooms);
  const [ada, bo] = rooms as [Room, Room, Room];
  // Bo (White) is to move and stays silent; Ada claims his forfeit.
  assert.equal(ada.fold()!.author, 1);
  const claim = await ada.claimForfeit(0);
  assert.ok(!('kind' in claim), `the claim was refused: ${JSON.stringify(claim)}`);
  await settle(rooms);
  for (const room of rooms) {
    assert.deepEqual(room.fold()!.ended && { kind: room.fold()!.ended!.kind, seat: room.fold()!.ended!.seat }, { kind: 'forfeit', seat: 1 });
    assert.equal(room.fold()!.author, null);
  }
  // Bo's answer for that same point arrives after all: it wins and the game goes on.
  const answer = await signAt(bo, 1, fishery.legalMoves(ada.fold()!.state, 1)[0] as Json, { prev: claim.prev, n: 0 });
  inject(bo, [answer]);
  await settle(rooms);
  for (const room of rooms) {
    assert.equal(room.fold()!.ended, null);
    assert.equal(room.fold()!.accepted.at(-1)!.entry.sig, answer.sig);
    assert.equal(room.fold()!.author, 0);
  }
  // A forfeit claimed against a seat that does not owe the point is refused.
  const wrong = await signAt(bo, 1, { type: FORFEIT, seat: 1 });
  inject(bo, [wrong]);
  await settle(rooms);
  assert.ok(reasons(ada).includes('forfeit-not-owed'), `refused for ${JSON.stringify(reasons(ada))}`);
});

test('a seat never signs twice at one point: a second submit there is refused', async () => {
  const rooms = await openRooms(2);
  await seatTwo(rooms);
  const [ada] = rooms as [Room, Room];
  const [first, second] = fishery.legalMoves(ada.fold()!.state, 0) as Json[];
  const entries = await Promise.all([ada.submit(0, first!), ada.submit(0, second!)]);
  assert.equal(entries.filter((entry) => 'kind' in entry).length, 1);
  await settle(rooms);
  assert.equal(ada.fold()!.ended, null);
});

async function openRoomsJoining(network: MemoryNetwork, creator: Room, before?: (doc: Y.Doc) => void): Promise<Room> {
  const { Room: RoomClass, memoryKeyStore } = await import('../../../src/net/index.js');
  const { seededEntropy } = await import('../../../src/core/index.js');
  const doc = new Y.Doc();
  network.add(doc);
  before?.(doc);
  const room = await RoomClass.open({ link: creator.link, game: fishery, keyStore: memoryKeyStore(), doc, entropy: seededEntropy('joiner'), tabLock: false });
  await settle([creator, room]);
  await settle([creator, room]);
  closeLater.push(room);
  return room;
}

const closeLater: Room[] = [];
afterEach(async () => {
  await Promise.all(closeLater.splice(0).map((room) => room.destroy()));
});

/** Ada, whose keys live in `keyStore`, makes a two-seat Fishery room on `network`; Bo joins; both sit. */
async function seatAdaAndBo(network: MemoryNetwork, keyStore: Parameters<typeof Room.create>[1]['keyStore']): Promise<{ ada: Room; bo: Room; adaDoc: Y.Doc }> {
  const { Room: RoomClass, memoryKeyStore } = await import('../../../src/net/index.js');
  const { seededEntropy } = await import('../../../src/core/index.js');
  const adaDoc = new Y.Doc();
  network.add(adaDoc);
  const ada = await RoomClass.create({ players: 2, now: 0 }, { game: fishery, keyStore, doc: adaDoc, entropy: seededEntropy('ada'), tabLock: false });
  const boDoc = new Y.Doc();
  network.add(boDoc);
  const bo = await RoomClass.open({ link: ada.link, game: fishery, keyStore: memoryKeyStore(), doc: boDoc, entropy: seededEntropy('bo'), tabLock: false });
  closeLater.push(ada, bo);
  await seatTwo([ada, bo]);
  return { ada, bo, adaDoc };
}

test('a move signed just before the page died is put back from this device’s keys when the doc on disk lacks it', async () => {
  const { Room: RoomClass, memoryKeyStore } = await import('../../../src/net/index.js');
  const { seededEntropy } = await import('../../../src/core/index.js');
  const network = new MemoryNetwork();
  const keyStore = memoryKeyStore();
  const { ada, bo, adaDoc } = await seatAdaAndBo(network, keyStore);
  await settle([ada, bo]);
  network.connected = false;
  // What reached the disk: the doc as it was before the move.
  const onDisk = Y.encodeStateAsUpdate(adaDoc);
  const move = fishery.legalMoves(ada.fold()!.state, 0)[0] as Json;
  const entry = await ada.submit(0, move);
  assert.ok(!('kind' in entry), `the move was refused: ${JSON.stringify(entry)}`);
  await ada.destroy();

  const reopenedDoc = new Y.Doc();
  Y.applyUpdate(reopenedDoc, onDisk);
  const reopened = await RoomClass.open({ link: ada.link, game: fishery, keyStore, doc: reopenedDoc, entropy: seededEntropy('ada-2'), tabLock: false });
  closeLater.push(reopened);
  await settle([reopened]);
  assert.deepEqual(ids(reopened), [ids(ada)[0]]);
  assert.equal(reopened.fold()!.accepted.length, 1);
  // And it reaches the others once connected.
  network.add(reopenedDoc);
  await settle([reopened, bo]);
  assert.equal(bo.fold()!.accepted.length, 1);
});

test('a move goes out before the key store’s write ends; if the page dies first, the write-ahead keeps it: no second entry at that point, and the move is put back', async () => {
  const { Room: RoomClass, memoryKeyStore } = await import('../../../src/net/index.js');
  const { seededEntropy } = await import('../../../src/core/index.js');
  const network = new MemoryNetwork();
  const store = memoryKeyStore();
  // A store whose record writes can be held: they never land while `stalled` (the page dies mid-write).
  let stalled = false;
  const keyStore = { ...store, save: (record: Parameters<typeof store.save>[0]) => (stalled ? new Promise<void>(() => {}) : store.save(record)) };
  const { ada, bo, adaDoc } = await seatAdaAndBo(network, keyStore);
  await settle([ada, bo]);
  const onDisk = Y.encodeStateAsUpdate(adaDoc);
  stalled = true;
  const move = fishery.legalMoves(ada.fold()!.state, 0)[0] as Json;
  const entry = await ada.submit(0, move);
  assert.ok(!('kind' in entry), `the move was refused: ${JSON.stringify(entry)}`);
  await settle([ada, bo]);
  assert.equal(bo.fold()!.accepted.length, 1, 'the move reached the other browser while the record was still being written');
  await ada.destroy();

  // Reopened from what reached the disk: the record without the move, plus the write-ahead.
  const reopenedDoc = new Y.Doc();
  Y.applyUpdate(reopenedDoc, onDisk);
  stalled = false;
  const reopened = await RoomClass.open({ link: ada.link, game: fishery, keyStore, doc: reopenedDoc, entropy: seededEntropy('ada-2'), tabLock: false });
  closeLater.push(reopened);
  await settle([reopened]);
  assert.deepEqual(ids(reopened), ids(bo), 'the move is put back from the write-ahead');
  const again = await reopened.submit(0, move);
  assert.ok('kind' in again, 'the seat does not sign at that point again');
});
