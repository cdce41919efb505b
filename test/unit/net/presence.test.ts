// Presence spoofing: a peer in the room (it has the link, so the secure channel lets it in) tries to make
// an absent player look present: by naming her key in its own presence, by copying her signed presence,
// and by replaying it under her own awareness client id. Each is refused; her departure still shows.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as encoding from 'lib0/encoding';
import { seededEntropy } from '../../../src/core/index.js';
import { DEFAULT_NET_CONFIG, memoryKeyStore, Room } from '../../../src/net/index.js';
import { PRESENCE_TTL_MS } from '../../../src/net/presence.js';
import { fishery, LINK } from './helpers.js';

const open: Room[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((room) => room.destroy()));
});

async function until(check: () => boolean, what: string, ms = 4000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const net = { ...DEFAULT_NET_CONFIG, transport: 'local' as const };
const adaPresent = (viewer: Room, adaKey: string): boolean => viewer.presence().some((p) => !p.self && p.signKeys.includes(adaKey));

/** Sends an awareness state under any client id, with any clock, through `room`'s own connections. */
function injectAwareness(room: Room, clientId: number, clock: number, state: unknown): void {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 1);
  encoding.writeVarUint(encoder, clientId);
  encoding.writeVarUint(encoder, clock);
  encoding.writeVarString(encoder, JSON.stringify(state));
  awarenessProtocol.applyAwarenessUpdate(room.awareness, encoding.toUint8Array(encoder), 'local');
}

test('a peer cannot make an absent player look present: her key named, her proof copied or replayed under her id', { timeout: 30000 }, async () => {
  const ada = await Room.open({ link: LINK, game: fishery, keyStore: memoryKeyStore(), net, create: { players: 2, now: 1 }, entropy: seededEntropy('ada') });
  const bo = await Room.open({ link: LINK, game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('bo') });
  const mallory = await Room.open({ link: LINK, game: fishery, keyStore: memoryKeyStore(), net, entropy: seededEntropy('mallory') });
  open.push(ada, bo, mallory);
  await until(() => bo.meta() !== null && mallory.meta() !== null, 'the room to arrive');
  assert.equal(await ada.claimSeat(0, { name: 'Ada', color: '#112233' }), null);
  await until(() => bo.seating().seats[0] != null, 'the claim');
  const adaKey = bo.seating().seats[0]!.signKey;
  await until(() => adaPresent(bo, adaKey), 'Ada to be seen present (signed)');
  const adaClient = ada.doc.clientID;
  const adaState = ada.awareness.getLocalState();

  // Ada leaves.
  open.splice(open.indexOf(ada), 1);
  await ada.destroy();

  // Mallory names Ada's key and seat in her own presence, then copies Ada's signed presence whole.
  mallory.awareness.setLocalState({ name: 'Ada', color: '#112233', seat: 0, bots: [], signKeys: [adaKey], at: Date.now(), proofs: ['A'.repeat(86)] });
  await new Promise((resolve) => setTimeout(resolve, 300));
  mallory.awareness.setLocalState({ ...adaState });
  // And replays Ada's proof under Ada's own client id, again and again.
  for (let clock = 1000; clock < 1010; clock++) {
    injectAwareness(mallory, adaClient, clock, adaState);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await until(() => !adaPresent(bo, adaKey), 'Ada to be shown away', PRESENCE_TTL_MS + 2000);
  for (let i = 0; i < 10; i++) {
    injectAwareness(mallory, adaClient, 2000 + i, adaState);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(!adaPresent(bo, adaKey), 'a replayed presence brought Ada back');
  }
  // Mallory is shown only as who she is: a watcher without a seat.
  const shown = bo.presence().find((p) => p.clientId === mallory.doc.clientID)!;
  assert.deepEqual([shown.seat, shown.signKeys], [null, []]);
});
