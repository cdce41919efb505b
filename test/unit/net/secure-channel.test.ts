// The secure channel every connection runs: mutual proof of the room secret bound to both ends and
// fresh nonces, then sealed frames. Each attack a relay or a stranger could try is played here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromUtf8, utf8 } from '../../../src/core/index.js';
import { channelSecret, newSession, SEALED_PART_BYTES, SecureChannel, type ChannelSecret, type ChannelTiming, type CloseReason, type FloodLimits } from '../../../src/net/secure-channel.js';
import { until } from '../../kit/until.js';

const ROOM = 'a1'.repeat(16);
const SECRET = 'AAECAwQFBgcICQoLDA0ODw';
const OTHER_SECRET = 'DwAODQwLCgkIBwYFBAMCAQ';
const FAST = { heartbeatMs: 40, silenceMs: 200, handshakeMs: 300 };
/** Heartbeats as often, but silence tolerated long enough that no stall of a loaded test machine ends a channel. */
const QUIET = { heartbeatMs: 40, silenceMs: 1500, handshakeMs: 300 };

interface End {
  channel: SecureChannel;
  opened: string | null;
  messages: string[];
  closed: CloseReason | null;
  /** Every raw frame this end sent (what a relay sees). */
  wire: Uint8Array[];
}

interface EndOptions {
  secret: ChannelSecret;
  initiator: boolean;
  localId: string;
  remoteId: string;
  deliver: (frame: Uint8Array) => void;
  limits?: FloodLimits;
  timing?: ChannelTiming;
}

function end(options: EndOptions): End {
  const self: End = { channel: null as unknown as SecureChannel, opened: null, messages: [], closed: null, wire: [] };
  self.channel = new SecureChannel({
    ...options,
    session: newSession(),
    timing: options.timing ?? FAST,
    send: (frame) => {
      self.wire.push(frame);
      setImmediate(() => options.deliver(frame));
    },
    onOpen: (session) => (self.opened = session),
    onMessage: (message) => self.messages.push(fromUtf8(message)),
    onClose: (reason) => (self.closed = reason),
  });
  return self;
}

/** Two ends wired to each other; `tap` may change or drop frames from the initiator (returning null drops). */
async function pair(
  secrets: [string, string] = [SECRET, SECRET],
  ids: { a: [string, string]; b: [string, string] } = { a: ['ada', 'bo'], b: ['bo', 'ada'] },
  limits?: FloodLimits,
  timing?: ChannelTiming,
): Promise<[End, End, { cut: boolean }]> {
  const [sa, sb] = await Promise.all(secrets.map((s) => channelSecret(s, ROOM)));
  let b: End | null = null;
  const waiting: Uint8Array[] = [];
  const link = { cut: false };
  const a = end({
    secret: sa!,
    initiator: true,
    localId: ids.a[0],
    remoteId: ids.a[1],
    deliver: (f) => {
      if (link.cut) return;
      if (b) b.channel.receive(f);
      else waiting.push(f);
    },
    ...(timing ? { timing } : {}),
  });
  b = end({ secret: sb!, initiator: false, localId: ids.b[0], remoteId: ids.b[1], deliver: (f) => a.channel.receive(f), ...(limits ? { limits } : {}), ...(timing ? { timing } : {}) });
  for (const f of waiting.splice(0)) b.channel.receive(f);
  return [a, b, link];
}


test('two ends with the room secret prove it to each other, then carry messages both ways', async () => {
  const [a, b] = await pair();
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  assert.match(a.opened!, /^[0-9a-f]{32}$/);
  assert.notEqual(a.opened, b.opened);
  a.channel.send(utf8('the first net'));
  b.channel.send(utf8('a ship at 4,3'));
  await until(() => a.messages.length === 1 && b.messages.length === 1, 'the messages');
  assert.deepEqual([a.messages, b.messages], [['a ship at 4,3'], ['the first net']]);
  // What a relay saw: no plaintext, whatever the direction.
  for (const frame of [...a.wire, ...b.wire]) {
    const text = Buffer.from(frame).toString('latin1');
    assert.ok(!text.includes('net') && !text.includes('ship'), "expected !text.includes('net') && !text.includes('ship')");
  }
  a.channel.close();
  b.channel.close();
});

test('a stranger without the secret is refused whichever side it takes, and hears nothing of the room', async () => {
  for (const secrets of [
    [SECRET, OTHER_SECRET],
    [OTHER_SECRET, SECRET],
  ] as [string, string][]) {
    const [a, b] = await pair(secrets);
    await until(() => a.closed !== null && b.closed !== null, 'both ends to close');
    assert.equal(a.opened, null);
    assert.equal(b.opened, null);
    assert.ok(!a.channel.open && !b.channel.open, 'expected !a.channel.open && !b.channel.open');
    assert.deepEqual([a.messages, b.messages], [[], []]);
  }
});

test('the proof is bound to both ends: a connection whose ends disagree on who they are is refused', async () => {
  const [a, b] = await pair([SECRET, SECRET], { a: ['ada', 'bo'], b: ['mallory', 'ada'] });
  await until(() => a.closed !== null || b.closed !== null, 'a refusal');
  assert.equal(b.opened, null);
  assert.ok(a.opened === null || b.closed === 'refused', "expected a.opened === null || b.closed === 'refused'");
  await until(() => a.closed !== null && b.closed !== null, 'both ends to close');
});

test('a recorded handshake replayed to a new connection is refused (fresh nonces)', async () => {
  const [a, b] = await pair();
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  a.channel.send(utf8('secret move'));
  await until(() => b.messages.length === 1, 'the message');
  // The relay replays every frame the initiator sent to a fresh responder.
  const secret = await channelSecret(SECRET, ROOM);
  const victim = end({ secret, initiator: false, localId: 'bo', remoteId: 'ada', deliver: () => {} });
  for (const frame of a.wire) victim.channel.receive(frame);
  await until(() => victim.closed !== null, 'the replay to be refused');
  assert.equal(victim.closed, 'refused');
  assert.deepEqual(victim.messages, []);
  a.channel.close();
  b.channel.close();
});

test('a reflected hello (the initiator\'s own frame sent back) is refused', async () => {
  const secret = await channelSecret(SECRET, ROOM);
  let self: End | null = null;
  self = end({ secret, initiator: true, localId: 'ada', remoteId: 'bo', deliver: () => {} });
  self.channel.receive(self.wire[0]!);
  await until(() => self.closed !== null, 'refusal');
  assert.equal(self.closed, 'refused');
});

test('a sealed frame altered, replayed or delivered out of order closes the connection', async () => {
  for (const attack of ['alter', 'replay', 'reorder'] as const) {
    const [a, b] = await pair();
    await until(() => a.channel.open && b.channel.open, 'both ends to open');
    const before = a.wire.length;
    a.channel.send(utf8('one'));
    a.channel.send(utf8('two'));
    await until(() => b.messages.length === 2, 'the messages');
    const [one, two] = a.wire.slice(before) as [Uint8Array, Uint8Array];
    const tampered = one.slice();
    tampered[tampered.length - 1]! ^= 1;
    const frames = attack === 'alter' ? [tampered] : attack === 'replay' ? [one] : [two, one];
    // Feed the forged frames straight to b, as a relay would.
    for (const frame of frames) b.channel.receive(frame);
    await until(() => b.closed !== null, `${attack} to close`);
    assert.equal(b.closed, 'tampered', attack);
    assert.deepEqual(b.messages, ['one', 'two'], attack);
    a.channel.close();
  }
});

test('a handshake that never finishes times out, and a silent peer is dropped', async () => {
  const secret = await channelSecret(SECRET, ROOM);
  const lonely = end({ secret, initiator: true, localId: 'ada', remoteId: 'bo', deliver: () => {} });
  await until(() => lonely.closed !== null, 'the handshake timeout', 2000);
  assert.equal(lonely.closed, 'timeout');

  // A silence limit long enough that a loaded machine's stalled timers are not taken for a dead peer.
  const [a, b, link] = await pair(undefined, undefined, undefined, QUIET);
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  // Heartbeats keep a quiet connection alive well past the silence limit.
  await new Promise((resolve) => setTimeout(resolve, 2.5 * QUIET.silenceMs));
  assert.deepEqual([a.closed, b.closed], [null, null]);
  // Then the initiator's frames stop arriving (a page killed, a network gone).
  link.cut = true;
  await until(() => b.closed !== null, 'the silent peer to be dropped');
  assert.equal(b.closed, 'silent');
  a.channel.close();
});

test('an authenticated peer that floods messages is closed with reason flood', async () => {
  const limits: FloodLimits = { burstMessages: 50, messagesPerSecond: 10, burstBytes: 1 << 20, bytesPerSecond: 1 << 16, maxMessageBytes: 4096 };
  const [a, b] = await pair([SECRET, SECRET], undefined, limits, QUIET);
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  const sent = Date.now();
  for (let i = 0; i < 200; i++) a.channel.send(utf8(`junk ${i}`));
  await until(() => b.closed !== null, 'the flood to be stopped');
  assert.equal(b.closed, 'flood');
  // The burst, and what the rate refilled while the frames arrived (a slow machine spreads them out).
  const refilled = Math.ceil(((Date.now() - sent) / 1000) * limits.messagesPerSecond);
  assert.ok(b.messages.length <= limits.burstMessages + refilled, `${b.messages.length} messages passed`);
  const [c, d] = await pair([SECRET, SECRET], undefined, limits, QUIET);
  await until(() => c.channel.open && d.channel.open, 'both ends to open');
  c.channel.send(new Uint8Array(5000));
  await until(() => d.closed !== null, 'the oversized message to be refused');
  assert.equal(d.closed, 'flood');
  a.channel.close();
  c.channel.close();
});

test('a goodbye closes the other side at once, without waiting for the silence', async () => {
  const [a, b] = await pair();
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  a.channel.goodbye();
  await until(() => b.closed !== null, 'the goodbye', 100);
  assert.deepEqual([a.closed, b.closed], ['closed', 'closed']);
});

test('a long message is sealed in parts that each open quickly, and arrives whole', async () => {
  // Liveness is not what this checks: a test process starved for seconds on a loaded machine must not
  // read as a silent peer.
  const [a, b] = await pair(undefined, undefined, undefined, { heartbeatMs: 1000, silenceMs: 60_000, handshakeMs: 60_000 });
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  const long = 'a long first sync '.repeat(20_000);
  const before = a.wire.length;
  a.channel.send(utf8(long));
  a.channel.send(utf8('after it'));
  await until(() => b.messages.length === 2 || b.closed !== null, 'both messages');
  assert.equal(b.closed, null, `the receiving end closed (${b.closed}) with ${b.messages.length} message(s) in`);
  assert.deepEqual(b.messages, [long, 'after it']);
  const frames = a.wire.slice(before);
  assert.ok(frames.length >= Math.ceil(long.length / SEALED_PART_BYTES), `${frames.length} frames`);
  for (const frame of frames) assert.ok(frame.length <= SEALED_PART_BYTES + 64, `a frame of ${frame.length} bytes`);
  a.channel.close();
  b.channel.close();
});

test('parts of a message beyond the largest allowed close the connection as a flood', async () => {
  const limits: FloodLimits = { burstMessages: 2000, messagesPerSecond: 200, burstBytes: 1 << 24, bytesPerSecond: 1 << 24, maxMessageBytes: 64 * 1024 };
  const [a, b] = await pair([SECRET, SECRET], undefined, limits, QUIET);
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  a.channel.send(new Uint8Array(100 * 1024));
  await until(() => b.closed !== null, 'the message to be refused');
  assert.equal(b.closed, 'flood');
  assert.equal(b.messages.length, 0);
  a.channel.close();
});

/** Seals any plaintext as the attacker's modified page would: its own key, its own choice of kinds. */
function sealRaw(end: End, plain: Uint8Array): void {
  (end.channel as unknown as { seal(plain: Uint8Array): void }).seal(plain);
}
const PART = 3;
const DATA = 0;
const HEARTBEAT = 1;
const withKind = (kind: number, body: Uint8Array): Uint8Array => Uint8Array.of(kind, ...body);

test('a first part sent and the rest withheld (heartbeats going on) is dropped: nothing applied, the sender closed as a flood', async () => {
  const [a, b] = await pair();
  await until(() => a.channel.open && b.channel.open, 'both ends to open');
  sealRaw(a, withKind(PART, new Uint8Array(SEALED_PART_BYTES).fill(7)));
  // The attacker's heartbeats keep arriving (its channel's own timer): an honest sender never puts
  // anything between the parts of one message, so the partial cannot be kept alive this way.
  await until(() => b.closed !== null, () => `the partial message to be dropped (b: ${b.closed}, ${b.messages.length} messages)`, 3000);
  assert.equal(b.closed, 'flood', 'the withholding sender is named as a flood');
  assert.deepEqual(b.messages, [], 'nothing of the partial message was delivered');
  a.channel.close();
});

test('parts of an odd size (a slow trickle) or a message in parts left unfinished past the bound close the connection', async () => {
  {
    const [a, b] = await pair();
    await until(() => a.channel.open && b.channel.open, 'both ends to open');
    // One-byte parts: a million of them would hold the partial open for hours under the budget.
    for (let i = 0; i < 5; i++) sealRaw(a, withKind(PART, Uint8Array.of(i)));
    await until(() => b.closed !== null, () => `the trickle to be refused (b: ${b.closed})`, 3000);
    assert.equal(b.closed, 'flood', 'a part of a size no honest sender seals is a flood');
    assert.deepEqual(b.messages, [], 'nothing delivered');
    a.channel.close();
  }
  {
    // Full-size parts, often enough that no heartbeat comes between them, never the last one: dropped after the bound.
    const secrets = await Promise.all([SECRET, SECRET].map((s) => channelSecret(s, ROOM)));
    let b: End | null = null;
    // No heartbeat from a (none may come between parts), and no silence limit on b: only the parts' bound can end it.
    const never = { heartbeatMs: 600_000, silenceMs: 600_000, handshakeMs: 5000 };
    const a = end({ secret: secrets[0]!, initiator: true, localId: 'ada', remoteId: 'bo', deliver: (f) => b?.channel.receive(f), timing: never });
    const partsMs = 400;
    const bOptions = { secret: secrets[1]!, initiator: false, localId: 'bo', remoteId: 'ada', deliver: (f: Uint8Array) => a.channel.receive(f) };
    const bEnd: End = { channel: null as unknown as SecureChannel, opened: null, messages: [], closed: null, wire: [] };
    bEnd.channel = new SecureChannel({
      ...bOptions,
      session: newSession(),
      timing: { heartbeatMs: FAST.heartbeatMs, silenceMs: never.silenceMs, handshakeMs: never.handshakeMs, partsMs },
      send: (frame) => setImmediate(() => bOptions.deliver(frame)),
      onOpen: (session) => (bEnd.opened = session),
      onMessage: (message) => bEnd.messages.push(fromUtf8(message)),
      onClose: (reason) => (bEnd.closed = reason),
    });
    b = bEnd;
    await until(() => a.channel.open && bEnd.channel.open, 'both ends to open');
    const started = Date.now();
    const trickle = setInterval(() => sealRaw(a, withKind(PART, new Uint8Array(SEALED_PART_BYTES))), FAST.heartbeatMs / 2);
    await until(() => bEnd.closed !== null, () => `the stale partial to be dropped (b: ${bEnd.closed})`, 5000);
    clearInterval(trickle);
    assert.ok(Date.now() - started >= partsMs, `dropped after the bound, not before (${Date.now() - started} ms, ${bEnd.closed})`);
    assert.deepEqual(bEnd.messages, [], 'nothing delivered');
    a.channel.close();
  }
});

test('a heartbeat or a goodbye between parts, or parts past the size cap, never deliver part of a message; memory stays under the cap', async () => {
  const limits: FloodLimits = { burstMessages: 2000, messagesPerSecond: 200, burstBytes: 1 << 24, bytesPerSecond: 1 << 24, maxMessageBytes: 5 * SEALED_PART_BYTES };
  for (const interloper of ['heartbeat', 'goodbye', 'cap'] as const) {
    const [a, b] = await pair([SECRET, SECRET], undefined, limits, QUIET);
    await until(() => a.channel.open && b.channel.open, 'both ends to open');
    sealRaw(a, withKind(PART, new Uint8Array(SEALED_PART_BYTES)));
    if (interloper === 'heartbeat') sealRaw(a, Uint8Array.of(HEARTBEAT));
    if (interloper === 'goodbye') sealRaw(a, Uint8Array.of(2));
    // A total past the cap (parts have no declared length to lie about: what arrives is what is counted).
    if (interloper === 'cap') for (let i = 0; i < 10; i++) sealRaw(a, withKind(PART, new Uint8Array(SEALED_PART_BYTES)));
    sealRaw(a, withKind(DATA, utf8('the end')));
    await until(() => b.closed !== null, () => `${interloper}: the connection to close (b: ${b.closed})`, 3000);
    assert.equal(b.closed, 'flood', `${interloper}: named as a flood`);
    assert.deepEqual(b.messages, [], `${interloper}: nothing delivered`);
    const held = (b.channel as unknown as { parts: Uint8Array[] }).parts.reduce((sum, part) => sum + part.length, 0);
    assert.equal(held, 0, `${interloper}: the partial is released on close`);
    a.channel.close();
  }
});

test('frames queued while the handshake derives its keys are bounded', async () => {
  const secret = await channelSecret(SECRET, ROOM);
  const victim = end({ secret, initiator: false, localId: 'bo', remoteId: 'ada', deliver: () => {} });
  const hello = Uint8Array.of(1, ...new Uint8Array(32 + 16));
  victim.channel.receive(hello);
  // While the victim derives, a flood of small frames: no honest peer sends more than one or two here.
  for (let i = 0; i < 10_000; i++) victim.channel.receive(Uint8Array.of(4, i & 255));
  const queued = (victim.channel as unknown as { queue: Uint8Array[] }).queue.length;
  assert.ok(queued <= 8, `${queued} frames queued during the handshake`);
  await until(() => victim.closed !== null, 'the flood before the handshake to be refused');
  assert.equal(victim.closed, 'refused', 'refused');
});

test('sealed frames are NaCl secretboxes: what @noble/ciphers seals, tweetnacl opens, and a flipped bit opens in neither', async () => {
  const { xsalsa20poly1305 } = await import('@noble/ciphers/salsa.js');
  const nacl = (await import('tweetnacl')).default;
  for (const length of [1, 15, 16, 17, 400, 12 * 1024 + 1]) {
    const key = Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + length) & 0xff);
    const nonce = Uint8Array.from({ length: 24 }, (_, i) => (i * 13 + length) & 0xff);
    const message = Uint8Array.from({ length }, (_, i) => (i * 31) & 0xff);
    const sealed = xsalsa20poly1305(key, nonce).encrypt(message);
    assert.deepEqual(sealed, nacl.secretbox(message, nonce, key));
    assert.deepEqual(nacl.secretbox.open(sealed, nonce, key), message);
    const flipped = sealed.slice();
    flipped[length % flipped.length]! ^= 1;
    assert.equal(nacl.secretbox.open(flipped, nonce, key), null);
    assert.throws(() => xsalsa20poly1305(key, nonce).decrypt(flipped));
  }
});
