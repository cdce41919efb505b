import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededEntropy } from '../../../src/core/index.js';
import { DEFAULT_NET_CONFIG, deriveRoomKeys, memoryKeyStore, resolveNetConfig, Room } from '../../../src/net/index.js';
import { chunkMessage, Reassembler, CHUNK_BYTES } from '../../../src/net/transports/chunking.js';
import { fishery } from './helpers.js';
import { until } from '../../kit/until.js';

const open: Room[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((room) => room.destroy()));
});


test('the local transport syncs two rooms over a BroadcastChannel: meta, seats, moves and presence', async () => {
  const net = { ...DEFAULT_NET_CONFIG, transport: 'local' as const };
  const ada = await Room.create({ players: 2, now: 1 }, { game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('a') });
  open.push(ada);
  const bo = await Room.open({ link: ada.link, game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('b') });
  open.push(bo);
  await until(() => bo.meta() !== null, 'the meta to arrive');
  assert.equal(await ada.claimSeat(0, { name: 'Ada', color: '#112233' }), null);
  await until(() => bo.seating().seats[0] !== null, 'the claim to arrive');
  assert.equal(await bo.claimSeat(1, { name: 'Bo', color: '#445566' }), null);
  await until(() => ada.seating().seats[1] !== null, 'the second claim');
  await ada.submit(0, fishery.legalMoves(ada.fold()!.state, 0)[0]);
  await until(() => bo.fold()?.accepted.length === 1, 'the move');
  assert.deepEqual(bo.fold()!.state, ada.fold()!.state);
  await until(() => bo.presence().some((p) => p.name === 'Ada' && p.seat === 0), 'presence');
  assert.equal(ada.connection().kind, 'local');
  assert.equal(ada.connection().peers, 1);
});

test('a connection started before the room opens finds its peer at once, syncs nothing until the room has read its copy, then is the room\'s', async () => {
  const net = { ...DEFAULT_NET_CONFIG, transport: 'local' as const };
  const ada = await Room.create({ players: 2, now: 1 }, { game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('a') });
  open.push(ada);
  assert.equal(await ada.claimSeat(0, { name: 'Ada', color: '#112233' }), null);
  const early = Room.connectEarly(ada.link, net);
  const transport = await early.transport;
  await until(() => transport.peerCount() === 1 && ada.connection().peers === 1, 'the early connection to be authenticated');
  // Authenticated, but the doc is not this device's copy yet: nothing of the room has been applied.
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(early.doc.share.size, 0, 'nothing synced before the room opened');
  const boKeys = memoryKeyStore();
  const bo = await Room.open({ link: ada.link, game: fishery, keyStore: boKeys, net, entropy: seededEntropy('b'), early });
  open.push(bo);
  assert.equal(bo.doc, early.doc);
  await until(() => bo.meta() !== null && bo.seating().seats[0] != null, 'Ada\'s seat to arrive');
  assert.equal(bo.connection().peers, 1);
  assert.equal(await bo.claimSeat(1, { name: 'Bo', color: '#445566' }), null);
  await until(() => ada.seating().seats[1] != null, 'Bo\'s seat to reach Ada');
  // Back later: his keys are read while the connection starts, and he holds his seat again.
  await bo.destroy();
  const again = Room.connectEarly(ada.link, net, { keyStore: boKeys, persist: false });
  const back = await Room.open({ link: ada.link, game: fishery, keyStore: boKeys, net, entropy: seededEntropy('b2'), early: again });
  open.push(back);
  assert.equal(back.doc, again.doc);
  await until(() => back.heldSeats().includes(1), 'his seat to be his again');
});

test('a connection started early for another room (or another config) is closed, not taken', async () => {
  const net = { ...DEFAULT_NET_CONFIG, transport: 'local' as const };
  const ada = await Room.create({ players: 2, now: 1 }, { game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('a') });
  open.push(ada);
  const other = await Room.create({ players: 2, now: 2 }, { game: fishery, keyStore: memoryKeyStore(), entropy: seededEntropy('c'), tabLock: false });
  const otherLink = other.link;
  await other.destroy();
  for (const early of [Room.connectEarly(otherLink, net), Room.connectEarly(ada.link, { ...net })]) {
    const transport = await early.transport;
    const bo = await Room.open({ link: ada.link, game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('b'), early });
    open.push(bo);
    assert.notEqual(bo.doc, early.doc);
    assert.equal(transport.status(), 'closed', 'the early transport was closed');
    await until(() => bo.meta() !== null, 'the room to sync over its own transport');
    await bo.destroy();
  }
});

test('large messages are split under the data-channel limit and reassembled exactly', () => {
  const message = Uint8Array.from({ length: CHUNK_BYTES * 3 + 17 }, (_, i) => i % 251);
  const frames = chunkMessage(message, 9);
  assert.equal(frames.length, 4);
  assert.ok(frames.every((f) => f.length <= CHUNK_BYTES + 13), 'expected frames.every((f) => f.length <= CHUNK_BYTES + 13)');
  const reassembler = new Reassembler();
  const results = frames.map((f) => reassembler.push(f));
  assert.deepEqual(results.slice(0, 3), [null, null, null]);
  assert.deepEqual(results[3], message);
  assert.deepEqual(reassembler.push(chunkMessage(Uint8Array.of(1, 2), 10)[0]!), Uint8Array.of(1, 2));
  // A frame out of order is dropped, not misassembled.
  assert.equal(new Reassembler().push(frames[1]!), null);
});

test('the network config comes from defaults, then config.json; a link picks a configured transport, never a server of its own', () => {
  const file = { transport: 'y-webrtc', peerjs: { host: 'peers.example', port: 9000, secure: false }, signaling: ['ws://s.example:4444'], iceServers: [] };
  const fromFile = resolveNetConfig(file, new URLSearchParams());
  assert.equal(fromFile.transport, 'y-webrtc');
  assert.deepEqual(fromFile.peerjs, { host: 'peers.example', port: 9000, path: '/', secure: false, key: 'peerjs' });
  assert.deepEqual(fromFile.iceServers, []);
  assert.equal(fromFile.override, undefined);
  // The developer override: a server on this machine only, and recorded so the room can show it.
  const peerjs = resolveNetConfig(file, new URLSearchParams('signal=http://127.0.0.1:9100/'));
  assert.equal(peerjs.transport, 'peerjs');
  assert.equal(peerjs.peerjs.port, 9100);
  assert.equal(peerjs.override, 'http://127.0.0.1:9100/');
  const ywebrtc = resolveNetConfig(undefined, new URLSearchParams('signal=ws://localhost:4545'));
  assert.deepEqual([ywebrtc.transport, ywebrtc.signaling], ['y-webrtc', ['ws://localhost:4545']]);
  // A stranger's link naming their own server changes nothing.
  for (const signal of ['wss://signal.evil.example', 'https://peers.evil.example/', 'ws://127.0.0.1.evil.example:4444', 'ws://10.0.0.1:4444']) {
    assert.deepEqual(resolveNetConfig(file, new URLSearchParams({ signal })), fromFile, signal);
  }
  assert.equal(resolveNetConfig(undefined, new URLSearchParams('transport=local')).transport, 'local');
  // Junk is ignored, not trusted.
  assert.deepEqual(resolveNetConfig({ transport: 'carrier-pigeon', signaling: ['http://x'], peerjs: 3 }, new URLSearchParams('signal=::')), DEFAULT_NET_CONFIG);
  // The pause before a room's bot moves: the site's to set, within bounds; a link cannot set it.
  assert.equal(resolveNetConfig({ botPauseMs: 0 }, new URLSearchParams()).botPauseMs, 0);
  assert.equal(resolveNetConfig({ botPauseMs: 250 }, new URLSearchParams()).botPauseMs, 250);
  for (const botPauseMs of [-1, 60_000, '0', null]) assert.equal(resolveNetConfig({ botPauseMs }, new URLSearchParams()).botPauseMs, undefined, String(botPauseMs));
  assert.equal(resolveNetConfig(undefined, new URLSearchParams('botPauseMs=0')).botPauseMs, undefined);
});

test('frames no honest sender makes are refused by the reassembler: nothing partial comes out, and at most one capped message is held', () => {
  const message = Uint8Array.from({ length: CHUNK_BYTES * 3 + 17 }, (_, i) => i % 251);
  const frames = chunkMessage(message, 9);
  const other = chunkMessage(Uint8Array.from({ length: CHUNK_BYTES * 2 + 5 }, () => 1), 10);
  const withCount = (frame: Uint8Array, count: number): Uint8Array => {
    const copy = frame.slice();
    new DataView(copy.buffer).setUint32(9, count);
    return copy;
  };
  const attacks: Record<string, Uint8Array[]> = {
    'a part out of order': [frames[0]!, frames[2]!],
    'a part repeated': [frames[0]!, frames[1]!, frames[1]!],
    'a part of another message': [frames[0]!, other[1]!],
    'a new message before the last one ended': [frames[0]!, other[0]!],
    'a whole frame between parts': [frames[0]!, chunkMessage(Uint8Array.of(1), 11)[0]!],
    'a count that changes': [frames[0]!, withCount(frames[1]!, 5)],
    'a count past the cap': [withCount(frames[0]!, 2000)],
    'a short middle part': [frames[0]!, frames[1]!.subarray(0, 100)],
    'an unknown frame kind': [Uint8Array.of(9, 1, 2)],
  };
  for (const [attack, sequence] of Object.entries(attacks)) {
    const reassembler = new Reassembler();
    const results = sequence.map((frame) => reassembler.push(frame));
    assert.ok(results.every((r) => r === null), `${attack}: nothing comes out`);
    assert.equal(reassembler.malformed, true, `${attack}: the frame is named malformed`);
    assert.equal(reassembler.held, 0, `${attack}: nothing is held`);
    // Even the rest of the honest message is not let through afterwards.
    assert.equal(reassembler.push(frames[3]!), null, `${attack}: nothing after`);
  }
  // A total length lie under the cap holds at most what arrived, never more than the cap.
  const reassembler = new Reassembler();
  reassembler.maxBytes = CHUNK_BYTES * 4;
  assert.equal(reassembler.push(withCount(frames[0]!, 4)), null, 'a first part');
  assert.ok(reassembler.held <= reassembler.maxBytes, `${reassembler.held} bytes held`);
  assert.equal(reassembler.push(withCount(frames[0]!, 5)), null, 'a count past a lowered cap');
  assert.equal(reassembler.malformed, true, 'named malformed');
  // An honest message of exactly one chunk's size still passes.
  const exact = new Uint8Array(CHUNK_BYTES).fill(3);
  const fresh = new Reassembler();
  const out = chunkMessage(exact, 1).map((frame) => fresh.push(frame));
  assert.deepEqual(out.at(-1), exact, 'an exact-size message is reassembled');
  assert.equal(fresh.malformed, false, 'and is not malformed');
});

/** Runs `body` with `navigator.locks` replaced (Node has no Web Locks of its own). */
async function withLocks<T>(locks: unknown, body: () => Promise<T>): Promise<T> {
  const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true, writable: true });
  try {
    return await body();
  } finally {
    if (before) Object.defineProperty(globalThis, 'navigator', before);
    else delete (globalThis as { navigator?: unknown }).navigator;
  }
}

test('a room that fails to open after its transport started closes the transport (it says goodbye on its channel)', async () => {
  const net = { ...DEFAULT_NET_CONFIG, transport: 'local' as const };
  const link = (await Room.create({ players: 2, now: 1 }, { game: fishery, keyStore: memoryKeyStore(), entropy: seededEntropy('maker'), tabLock: false }).then(async (room) => (await room.destroy(), room.link)));
  const listener = new BroadcastChannel(`shoal-${deriveRoomKeys(link).topic}`);
  const heard: string[] = [];
  listener.onmessage = (event: MessageEvent) => heard.push((event.data as { kind: string }).kind);
  try {
    const refused = new Error('locks refused here');
    const opening = withLocks({ request: () => { throw refused; } }, () => Room.open({ link, game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('b'), tabLock: true }));
    await assert.rejects(opening, refused);
    await until(() => heard.includes('bye'), () => `the transport's goodbye (heard: ${heard.join(', ') || 'nothing'})`);
  } finally {
    listener.close();
  }
});

test('a room opens as this tab\'s writer when the browser refuses Web Locks (a sandboxed frame) rather than waiting for ever', async () => {
  const room = await withLocks({ request: () => Promise.reject(new DOMException('no locks here', 'SecurityError')) }, () =>
    Room.create({ players: 2, now: 1 }, { game: fishery, keyStore: memoryKeyStore(), entropy: seededEntropy('sandboxed'), tabLock: true }),
  );
  open.push(room);
  assert.equal(room.canWrite(), true);
  assert.equal(await room.claimSeat(0, { name: 'Ada', color: '#112233' }), null);
});
