// The sync conversation's bounds: what one message may cost, and what an honest browser never sends.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as encoding from 'lib0/encoding';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { MAX_UPDATE_BYTES, PIECE_BYTES, RESYNC_MS, SyncHub, writers, type HostileReason, type SyncLink } from '../../../src/net/sync-hub.js';
import { isPeerOrigin } from '../../../src/net/peer-origin.js';
import { until } from '../../kit/until.js';

interface End {
  readonly doc: Y.Doc;
  readonly hub: SyncHub;
  link: SyncLink | null;
  readonly hostile: HostileReason[];
}

const ends: End[] = [];
afterEach(() => {
  for (const e of ends.splice(0)) {
    e.hub.destroy();
    e.hub.awareness.destroy();
  }
});

function end(): End {
  const doc = new Y.Doc();
  const made: End = { doc, hub: new SyncHub(doc, new Awareness(doc)), link: null, hostile: [] };
  ends.push(made);
  return made;
}

/** Two hubs linked in memory (each message delivered in its own task, as a data channel does). */
function pair(): [End, End] {
  const a = end();
  const b = end();
  a.link = a.hub.open((m) => setTimeout(() => b.link?.receive(m)), { onHostile: (r) => a.hostile.push(r) });
  b.link = b.hub.open((m) => setTimeout(() => a.link?.receive(m)), { onHostile: (r) => b.hostile.push(r) });
  return [a, b];
}

/** Lets the first sync finish (each side's step 1 answered). */
function synced(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 300));
}

function updateMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

function bigUpdate(): Uint8Array {
  const doc = new Y.Doc();
  doc.getArray('log').push(Array.from({ length: 2000 }, (_, i) => ({ i, pad: 'x'.repeat(60) })));
  const update = Y.encodeStateAsUpdate(doc);
  assert.ok(update.length > MAX_UPDATE_BYTES, 'expected update.length > MAX_UPDATE_BYTES');
  return update;
}

test('an update larger than one message may carry is refused unread, and its link found hostile', async () => {
  const [a] = pair();
  await synced();
  a.link!.receive(updateMessage(bigUpdate()));
  // A large message is handled in a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(a.doc.getArray('log').length, 0);
  assert.deepEqual(a.hostile, ['oversized']);
});

test('a large update waits for a task of its own, and a message after it waits behind it', async () => {
  const [a] = pair();
  await synced();
  const large = new Y.Doc();
  large.getArray('log').push(Array.from({ length: 200 }, (_, i) => ({ i, pad: 'x'.repeat(60) })));
  const big = Y.encodeStateAsUpdate(large);
  assert.ok(big.length > PIECE_BYTES && big.length <= MAX_UPDATE_BYTES, `${big.length} bytes`);
  // Another writer's update, which needs nothing of the first: handled out of turn, it would apply at once.
  const other = new Y.Doc();
  other.getArray('log').push(['after']);
  a.link!.receive(updateMessage(big));
  a.link!.receive(updateMessage(Y.encodeStateAsUpdate(other)));
  // Whatever the task that brought them goes on to do (its microtasks included) applies nothing of them.
  for (let i = 0; i < 100; i++) await Promise.resolve();
  assert.equal(a.doc.getArray('log').length, 0, 'nothing is applied in the task that brought them');
  await until(() => a.doc.getArray('log').length === 201, 'both to be applied');
  assert.deepEqual(a.hostile, []);
});

test('a step 2 nobody asked for is refused', async () => {
  const [a] = pair();
  await synced();
  const other = new Y.Doc();
  other.getArray('log').push([1]);
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  syncProtocol.writeSyncStep2(encoder, other);
  a.link!.receive(encoding.toUint8Array(encoder));
  assert.deepEqual(a.hostile, ['unasked']);
  assert.equal(a.doc.getArray('log').length, 0);
});

test('a write under the receiving browser’s own client id is refused, and its link found hostile', async () => {
  const [a] = pair();
  await synced();
  const forger = new Y.Doc();
  forger.clientID = a.doc.clientID;
  forger.getArray('log').push(['forged']);
  a.link!.receive(updateMessage(Y.encodeStateAsUpdate(forger)));
  assert.deepEqual(a.hostile, ['forged']);
});

test('the writers of an update, read from its header for one client, are those Yjs parses', () => {
  const one = new Y.Doc();
  one.getArray('log').push([{ move: 1 }]);
  const two = new Y.Doc();
  Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
  two.getArray('log').push([{ move: 2 }]);
  const deletion = new Y.Doc();
  Y.applyUpdate(deletion, Y.encodeStateAsUpdate(one));
  let deleted: Uint8Array = new Uint8Array();
  deletion.on('update', (update: Uint8Array) => (deleted = update));
  deletion.getArray('log').delete(0, 1);
  for (const update of [Y.encodeStateAsUpdate(one), Y.encodeStateAsUpdate(two), deleted, Y.encodeStateAsUpdate(new Y.Doc())]) {
    assert.deepEqual([...writers(update)].sort(), [...Y.parseUpdateMeta(update).from.keys()].sort(), 'the same writers as parsed');
  }
  assert.equal([...writers(Y.encodeStateAsUpdate(two))].length, 2, 'two writers');
});

test('a move-sized update written under the receiving browser’s own client id among others is refused too', async () => {
  const [a] = pair();
  await synced();
  const forger = new Y.Doc();
  forger.getArray('log').push(['honest']);
  const own = new Y.Doc();
  own.clientID = a.doc.clientID;
  Y.applyUpdate(own, Y.encodeStateAsUpdate(forger));
  own.getArray('log').push(['forged']);
  a.link!.receive(updateMessage(Y.encodeStateAsUpdate(own)));
  assert.deepEqual(a.hostile, ['forged']);
});

test('an honest browser with more to send than one update asks for a sync, and the other side gets it all', async () => {
  const [a, b] = pair();
  await synced();
  Y.applyUpdate(a.doc, bigUpdate(), 'local');
  await until(() => b.doc.getArray('log').length === 2000, 'the sync', RESYNC_MS + 2000);
  assert.deepEqual([a.hostile, b.hostile], [[], []]);
});

test('what a peer wrote is not passed on as an update: a third browser hears it from that peer, or in a sync', async () => {
  const [a, b] = pair();
  const eve = end();
  const bFromEve: SyncLink = b.hub.open((m) => setTimeout(() => eveToB.receive(m)));
  const eveToB: SyncLink = eve.hub.open((m) => setTimeout(() => bFromEve.receive(m)));
  await synced();
  eve.doc.getArray('log').push(['junk']);
  await until(() => b.doc.getArray('log').length === 1, 'Eve’s write to reach Bo');
  await synced();
  assert.equal(a.doc.getArray('log').length, 0);
  // Bo's own writes still go to everyone; Ada, lacking what Bo's builds on, asks Bo for a sync.
  b.doc.getArray('log').push(['mine']);
  await until(() => a.doc.getArray('log').length === 2, 'Bo’s write, and in a sync Eve’s, to reach Ada');
  assert.deepEqual(a.doc.getArray('log').toArray(), ['junk', 'mine']);
});

test('too many entries that failed checks from one link make it hostile', () => {
  const [a] = pair();
  assert.equal(a.link!.refused(10), false);
  assert.equal(a.link!.refused(100), true);
  assert.deepEqual(a.hostile, ['junk']);
});

test('a sync is traced to the link it came on, naming the peer behind it, whose own writes in it count against it', async () => {
  const [a, eve] = pair();
  await synced();
  const origins: unknown[] = [];
  a.doc.on('afterTransaction', (transaction: Y.Transaction) => void origins.push(transaction.origin));
  // Eve's write is too large for an update: she asks Ada for a sync and answers it with her junk.
  eve.doc.getArray('log').push(Array.from({ length: 2000 }, (_, i) => ({ i, pad: 'x'.repeat(60) })));
  await until(() => a.doc.getArray('log').length === 2000, 'the sync', RESYNC_MS + 2000);
  const sync = origins.find(isPeerOrigin);
  assert.ok(sync, 'the sync has a peer origin');
  assert.equal(sync.syncOf, a.link, 'counted under the link it came on');
  assert.equal(sync.peerClient, eve.doc.clientID, 'whose own writes are those of the browser behind it');
  assert.equal(sync.refused(100), true, 'refusals drop that link');
  assert.deepEqual(a.hostile, ['junk']);
});

test('a large first sync is applied in pieces, letting the page run between them, and arrives whole', async () => {
  const a = end();
  const b = end();
  // Ada's copy of a long room: 20,000 entries written by two browsers (about 2 MB).
  const writers = [new Y.Doc(), new Y.Doc()];
  for (let round = 0; round < 40; round++) {
    const writer = writers[round % 2]!;
    writer.getArray('log').push(Array.from({ length: 500 }, (_, i) => ({ round, i, sig: 'x'.repeat(86) })));
    Y.applyUpdate(writers[(round + 1) % 2]!, Y.encodeStateAsUpdate(writer));
  }
  Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(writers[0]!));
  let applied = 0;
  b.doc.on('update', () => applied++);
  b.link = b.hub.open(() => {});
  // Ada's answer to Bo's step 1, made before the clock starts (answering is Ada's cost, not Bo's).
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  syncProtocol.writeSyncStep2(encoder, a.doc, Y.encodeStateVector(b.doc));
  const step2 = encoding.toUint8Array(encoder);
  // Measures the longest stretch Bo's side holds the thread, between timer ticks.
  let longest = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    longest = Math.max(longest, performance.now() - last);
    last = performance.now();
  }, 1);
  const started = performance.now();
  b.link.receive(step2);
  const firstTask = performance.now() - started;
  longest = Math.max(longest, firstTask);
  assert.ok(b.doc.getArray('log').length < 20_000, 'not all of it in the task that received it');
  await until(() => b.doc.getArray('log').length === 20_000, 'the whole log to reach Bo', 20_000);
  clearInterval(ticker);
  assert.deepEqual(b.doc.getArray('log').toJSON(), a.doc.getArray('log').toJSON());
  assert.ok(applied > 50, `applied in ${applied} pieces`);
  console.log(`# a 20,000-entry first sync: ${applied} pieces; ${step2.length} bytes; longest stretch without a timer tick ${longest.toFixed(1)} ms (first task ${firstTask.toFixed(1)} ms)`);
});

test('a forged write inside a large update is refused when its piece is reached, and the link found hostile', async () => {
  const [a, b] = pair();
  await synced();
  const eve = new Y.Doc();
  eve.getArray('log').push(Array.from({ length: 300 }, (_, i) => ({ i, pad: 'x'.repeat(60) })));
  const under = new Y.Doc();
  under.clientID = a.doc.clientID;
  under.getArray('log').push(['forged']);
  const update = Y.mergeUpdates([Y.encodeStateAsUpdate(eve), Y.encodeStateAsUpdate(under)]);
  assert.ok(update.length > 16 * 1024 && update.length < MAX_UPDATE_BYTES, 'expected update.length > 16 * 1024 && update.length < MAX_UPDATE_BYTES');
  a.link!.receive(updateMessage(update));
  await until(() => a.hostile.length > 0, 'the link to be found hostile');
  assert.deepEqual(a.hostile, ['forged']);
  assert.ok(!a.doc.getArray('log').toArray().includes('forged'), "expected !a.doc.getArray('log').toArray().includes('forged')");
  void b;
});

/** Writes under `victim`'s client id, at the clocks it has not used yet: what a squatter sends. */
function squat(victim: Y.Doc, value: string): Uint8Array {
  const forger = new Y.Doc();
  Y.applyUpdate(forger, Y.encodeStateAsUpdate(victim));
  forger.clientID = victim.clientID;
  forger.getArray('log').push([value]);
  return Y.encodeStateAsUpdate(forger, Y.encodeStateVector(victim));
}

/** A raw link on `at`'s hub driven by the test (Eve's modified page): what the hub sends it is kept. */
function rawLink(at: End): { link: SyncLink; heard: Uint8Array[] } {
  const heard: Uint8Array[] = [];
  return { link: at.hub.open((m) => heard.push(m)), heard };
}

function step2Message(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  encoding.writeVarUint(encoder, syncProtocol.messageYjsSyncStep2);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

test('a peer that answers a sync with writes under a connected browser’s id, at clocks it has not used, cannot make its moves be dropped', async () => {
  const [ada, bo] = pair();
  await synced();
  bo.doc.getArray('log').push(['bo 1']);
  await until(() => ada.doc.getArray('log').length === 1, 'Bo’s first move');
  // Eve, linked to Ada, answers Ada's step 1 with Bo's next clock taken.
  const eve = rawLink(ada);
  eve.link.receive(step2Message(squat(bo.doc, 'squatted')));
  void eve.heard;
  await synced();
  bo.doc.getArray('log').push(['bo 2']);
  await until(() => ada.doc.getArray('log').toArray().includes('bo 2'), 'Bo’s second move to reach Ada', 3000);
  assert.ok(!ada.doc.getArray('log').toArray().includes('squatted'), "expected !ada.doc.getArray('log').toArray().includes('squatted')");
});

test('a peer that takes the next clocks of a browser not yet connected cannot make that browser’s moves be dropped', async () => {
  const [ada, bo] = pair();
  await synced();
  bo.doc.getArray('log').push(['bo 1']);
  await until(() => ada.doc.getArray('log').length === 1, 'Bo’s first move');
  // Cy joins: Eve reaches Cy first and hands her Bo's next clock, taken.
  const cy = end();
  const eve = rawLink(cy);
  eve.link.receive(step2Message(Y.mergeUpdates([Y.encodeStateAsUpdate(bo.doc), squat(bo.doc, 'squatted')])));
  const cyToBo: SyncLink = cy.hub.open((m) => setTimeout(() => boToCy.receive(m)));
  const boToCy: SyncLink = bo.hub.open((m) => setTimeout(() => cyToBo.receive(m)));
  await synced();
  bo.doc.getArray('log').push(['bo 2']);
  bo.doc.getArray('log').push(['bo 3']);
  await until(() => ['bo 1', 'bo 2', 'bo 3'].every((move) => cy.doc.getArray('log').toArray().includes(move)), 'Bo’s moves to reach Cy', 3000);
  // And Ada still gets every one of them.
  await until(() => ['bo 1', 'bo 2', 'bo 3'].every((move) => ada.doc.getArray('log').toArray().includes(move)), 'Bo’s moves to reach Ada', 3000);
  void eve;
});

test('a peer that claims a connected browser’s id as its own cannot get that browser refused', async () => {
  const cy = end();
  const bo = end();
  // Eve announces Bo's client id as hers to Cy, before Bo connects.
  const eve = rawLink(cy);
  const fake = new Awareness(new Y.Doc());
  fake.clientID = bo.doc.clientID;
  fake.setLocalState({ name: 'Bo' });
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint8Array(encoder, encodeAwarenessUpdate(fake, [bo.doc.clientID]));
  eve.link.receive(encoding.toUint8Array(encoder));
  fake.destroy();
  const cyToBo: SyncLink = cy.hub.open((m) => setTimeout(() => boToCy.receive(m)), { onHostile: (r) => cy.hostile.push(r) });
  const boToCy: SyncLink = bo.hub.open((m) => setTimeout(() => cyToBo.receive(m)));
  await synced();
  bo.doc.getArray('log').push(['bo 1']);
  await until(() => cy.doc.getArray('log').toArray().includes('bo 1'), 'Bo’s move to reach Cy', 3000);
  assert.deepEqual(cy.hostile, []);
});

/** Writes `values` under `victim`'s client id at the clocks it has not used yet, one clock each. */
function squatMany(victim: Y.Doc, values: string[]): Uint8Array {
  const forger = new Y.Doc();
  Y.applyUpdate(forger, Y.encodeStateAsUpdate(victim));
  forger.clientID = victim.clientID;
  for (const value of values) forger.getArray('log').push([value]);
  return Y.encodeStateAsUpdate(forger, Y.encodeStateVector(victim));
}

for (const [taken, written] of [
  [2, 2],
  [1, 3],
] as const) {
  test(`a squatter that takes ${taken} of a browser's next clocks before it writes ${written} there, and before the two connect, cannot make its moves be dropped`, async () => {
    const [ada, bo] = pair();
    await synced();
    bo.doc.getArray('log').push(['bo 1']);
    await until(() => ada.doc.getArray('log').length === 1, 'Bo’s first move');
    // Eve reaches Cy first and hands her Bo's next clocks, taken.
    const cy = end();
    const eve = rawLink(cy);
    eve.link.receive(step2Message(Y.mergeUpdates([Y.encodeStateAsUpdate(bo.doc), squatMany(bo.doc, Array.from({ length: taken }, (_, i) => `squatted ${i}`))])));
    await until(() => cy.doc.getArray('log').length === 1 + taken, 'the squat to land at Cy');
    // Bo writes exactly as many values (or more) while Cy is not linked to him.
    const moves = Array.from({ length: written }, (_, i) => `bo ${i + 2}`);
    for (const move of moves) bo.doc.getArray('log').push([move]);
    await until(() => moves.every((move) => ada.doc.getArray('log').toArray().includes(move)), 'Bo’s moves to reach Ada');
    const cyToBo: SyncLink = cy.hub.open((m) => setTimeout(() => boToCy.receive(m)));
    const boToCy: SyncLink = bo.hub.open((m) => setTimeout(() => cyToBo.receive(m)));
    await until(
      () => ['bo 1', ...moves].every((move) => cy.doc.getArray('log').toArray().includes(move)),
      () => `Bo’s moves to reach Cy (Cy holds ${JSON.stringify(cy.doc.getArray('log').toArray())})`,
      3000,
    );
    await until(() => ['bo 1', ...moves].every((move) => ada.doc.getArray('log').toArray().includes(move)), 'Ada to still hold every move', 3000);
    void eve;
  });
}

test('a peer that claims to hold other writes under this browser’s id makes it write its values again at most once a while, and only once per connection', async () => {
  const [ada, bo] = pair();
  await synced();
  bo.doc.getArray('log').push(['bo 1']);
  await until(() => ada.doc.getArray('log').length === 1, 'Bo’s first move');
  const before = Y.getState(bo.doc.store, bo.doc.clientID);
  // Eve, linked to Bo, lies about what she holds under his id, again and again.
  for (let round = 0; round < 3; round++) {
    const eve = rawLink(bo);
    for (let i = 0; i < 5; i++) eve.link.receive(holdMessage(bo.doc.clientID, before, new Uint8Array(32).fill(i + 1)));
    await synced();
    eve.link.close();
  }
  const rewritten = Y.getState(bo.doc.store, bo.doc.clientID) - before;
  assert.ok(rewritten <= 1, `Bo wrote his values again ${rewritten} times`);
});

function holdMessage(client: number, clock: number, hash: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 5);
  encoding.writeVarUint(encoder, client);
  encoding.writeVarUint(encoder, clock);
  encoding.writeVarUint8Array(encoder, hash);
  return encoding.toUint8Array(encoder);
}

test("a link opened before the doc holds this device's copy says nothing and applies nothing until then, then syncs in order", async () => {
  const doc = new Y.Doc();
  let loaded = (): void => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const early: End = { doc, hub: new SyncHub(doc, new Awareness(doc), ready), link: null, hostile: [] };
  ends.push(early);
  const peer = end();
  peer.doc.getArray<string>('log').push(['from the peer']);
  const sent: Uint8Array[] = [];
  early.link = early.hub.open((m) => {
    sent.push(m);
    setTimeout(() => peer.link?.receive(m));
  });
  peer.link = peer.hub.open((m) => setTimeout(() => early.link?.receive(m)));
  // The peer's step 1 and presence arrive; nothing goes out and nothing is applied.
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(sent.length, 0, 'nothing sent before the doc is ready');
  assert.deepEqual(doc.getArray('log').toArray(), []);
  // What the device had stored is read in (it must not go out as this browser's update).
  const stored = new Y.Doc();
  stored.getArray<string>('log').push(['stored here']);
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(stored), 'storage');
  assert.equal(sent.length, 0, 'the stored copy is not sent as an update');
  loaded();
  await until(() => doc.getArray('log').length === 2 && peer.doc.getArray('log').length === 2, 'both docs to hold both entries');
  assert.deepEqual(new Set(peer.doc.getArray('log').toArray()), new Set(['from the peer', 'stored here']));
  assert.deepEqual([early.hostile, peer.hostile], [[], []]);
});

test("a link opened once the doc holds this device's copy, before the room watches it, asks the peer at once and applies the answer only when ready", async () => {
  const doc = new Y.Doc();
  let loaded = (): void => {};
  let read = (): void => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const stored = new Promise<void>((resolve) => (read = resolve));
  const early: End = { doc, hub: new SyncHub(doc, new Awareness(doc), ready, stored), link: null, hostile: [] };
  ends.push(early);
  const peer = end();
  peer.doc.getArray<string>('log').push(['from the peer']);
  const sent: Uint8Array[] = [];
  let cut = false;
  early.link = early.hub.open((m) => {
    sent.push(m);
    setTimeout(() => peer.link?.receive(m));
  });
  peer.link = peer.hub.open((m) => setTimeout(() => cut || early.link?.receive(m)));
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(sent.length, 0, 'nothing sent before the doc holds the stored copy');
  // The stored copy is read in (it must not go out as this browser's update), then the sync starts.
  const copy = new Y.Doc();
  copy.getArray<string>('log').push(['stored here']);
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(copy), 'storage');
  read();
  await until(() => sent.length > 0, 'step 1 to go out');
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(doc.getArray('log').toArray(), ['stored here'], 'nothing of the peer applied before the room watches the doc');
  // The peer's answer is already here: nothing more from it is needed.
  cut = true;
  loaded();
  await until(() => doc.getArray('log').length === 2 && peer.doc.getArray('log').length === 2, 'both docs to hold both entries');
  assert.deepEqual(new Set(doc.getArray('log').toArray()), new Set(['from the peer', 'stored here']));
  assert.deepEqual([early.hostile, peer.hostile], [[], []]);
});

test("peers that answer early, before the room watches the doc, with a write under this browser's id or a replayed answer get nothing applied, then are found hostile", async () => {
  const doc = new Y.Doc();
  let loaded = (): void => {};
  let read = (): void => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const stored = new Promise<void>((resolve) => (read = resolve));
  const early: End = { doc, hub: new SyncHub(doc, new Awareness(doc), ready, stored), link: null, hostile: [] };
  ends.push(early);
  const links = ['forger', 'replayer'].map(() => {
    const heard: Uint8Array[] = [];
    const hostile: string[] = [];
    return { heard, hostile, link: early.hub.open((m) => heard.push(m), { onHostile: (r) => hostile.push(r) }) };
  });
  read();
  await until(() => links.every((l) => l.heard.length > 0), 'step 1 to go out once the stored copy is read');
  // One writes under this browser's own client id; the other answers the step 1 twice.
  const forger = new Y.Doc();
  forger.clientID = doc.clientID;
  forger.getArray('log').push(['forged']);
  links[0]!.link.receive(updateMessage(Y.encodeStateAsUpdate(forger)));
  const peer = new Y.Doc();
  peer.getArray('log').push(['from the peer']);
  const answer = step2Message(Y.encodeStateAsUpdate(peer));
  links[1]!.link.receive(answer);
  links[1]!.link.receive(answer);
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual([doc.getArray('log').toArray(), ...links.map((l) => l.hostile)], [[], [], []], 'nothing applied or judged before the room watches the doc');
  loaded();
  await until(() => links.every((l) => l.hostile.length > 0), 'both peers to be judged');
  assert.deepEqual(links.map((l) => l.hostile), [['forged'], ['unasked']]);
  assert.deepEqual(doc.getArray('log').toArray(), ['from the peer'], 'the forged write is not applied; the answer is, once');
});

test('a link closed while it waits for the doc never starts', async () => {
  const doc = new Y.Doc();
  let loaded = (): void => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const hub = new SyncHub(doc, new Awareness(doc), ready);
  ends.push({ doc, hub, link: null, hostile: [] });
  const sent: Uint8Array[] = [];
  const link = hub.open((m) => sent.push(m));
  link.close();
  loaded();
  await ready;
  await new Promise((resolve) => setTimeout(resolve, 20));
  doc.getArray<string>('log').push(['later']);
  assert.equal(sent.length, 0);
});

test('what a peer sends while the link waits for the doc is judged when it starts: an oversized update makes the link hostile and none of it is applied', async () => {
  const doc = new Y.Doc();
  let loaded = (): void => {};
  const ready = new Promise<void>((resolve) => (loaded = resolve));
  const hostile: HostileReason[] = [];
  const hub = new SyncHub(doc, new Awareness(doc), ready);
  ends.push({ doc, hub, link: null, hostile });
  const link = hub.open(() => {}, { onHostile: (reason) => hostile.push(reason) });
  link.receive(updateMessage(bigUpdate()));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(hostile, [], 'nothing is judged before the doc is ready');
  loaded();
  await until(() => hostile.length > 0, 'the waiting link to be judged');
  assert.deepEqual(hostile, ['oversized']);
  assert.equal(doc.getArray('log').length, 0, 'none of the flood is applied');
});
