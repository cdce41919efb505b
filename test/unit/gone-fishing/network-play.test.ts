// Gone Fishing at the network table (issue 5, item 5): rooms joined in memory, each with its own key
// store (one per browser). The seat agents answer every protocol duty in their own browser; each seat's
// secrets stay in that browser's key store, never in the doc; a watcher sees only the public state; a
// reload restores a seat; a bot hosted in one browser plays a seat in both roles.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { ruleError, seededEntropy, seededRandom, type AnyGame, type Random } from '../../../src/core/index.js';
import type { FairSecrets } from '../../../src/fair/index.js';
import { goneFishing, type GoneFishingState, type GoneFishingView } from '../../../src/games/gone-fishing/index.js';
import { deriveRoomKeys, roomParts, memoryKeyStore, Room, type KeyStore, type RoomLink } from '../../../src/net/index.js';
import { createBotClient, createNetworkTable, loadBots, type NetworkTable } from '../../../src/table/index.js';
import { MemoryNetwork, settle } from '../net/helpers.js';
import { until } from '../../kit/until.js';

/** The link of the room the last creating browser made. */
let LINK: RoomLink = { game: 'gone-fishing', secret: 'AAECAwQFBgcICQoLDA0ODw' };

/** One browser: its doc on the memory network, its own key store, the room and its table. */
interface Browser {
  readonly keyStore: KeyStore;
  room: Room;
  table: NetworkTable;
}

const open: Browser[] = [];
afterEach(async () => {
  for (const browser of open.splice(0)) {
    browser.table.destroy();
    await browser.room.destroy();
  }
});

async function browser(network: MemoryNetwork, index: number, options: { create?: boolean; keyStore?: KeyStore; bots?: boolean; game?: AnyGame } = {}): Promise<Browser> {
  const doc = new Y.Doc();
  network.add(doc);
  const keyStore = options.keyStore ?? memoryKeyStore();
  const common = { game: options.game ?? goneFishing, keyStore, doc, entropy: seededEntropy(`browser-${index}-${open.length}`), tabLock: false };
  const room = options.create ? await Room.create({ players: 2, now: 0 }, common) : await Room.open({ ...common, link: LINK });
  if (options.create) LINK = room.link;
  const bots = options.bots ? createBotClient({ workerUrl: null, inPage: loadBots }) : undefined;
  const made: Browser = { keyStore, room, table: createNetworkTable(room, { ...(bots ? { bots } : {}), botDelayMs: 0 }) };
  open.push(made);
  return made;
}


const accepted = (b: Browser): number => b.room.fold()?.accepted.length ?? 0;
const stateOf = (b: Browser): GoneFishingState => b.table.state() as GoneFishingState;

/** Waits until every browser has the same log and the game waits for a person (or is over). */
async function quiet(browsers: readonly Browser[], people: readonly Browser[]): Promise<void> {
  await until(() => {
    const n = accepted(browsers[0]!);
    const same = browsers.every((b) => accepted(b) === n && b.room.fold()?.rejected.length === browsers[0]!.room.fold()?.rejected.length);
    return same && (browsers[0]!.table.outcome() !== null || people.some((p) => p.table.legalIntents().length > 0));
  }, 'the table to wait for a player');
}

/** One random intent of whichever person may act; resolves once it is in the log. */
async function playOne(people: readonly Browser[], random: Random): Promise<void> {
  // The check that the table waits for a person ran a moment ago; a seat's own duty may have started since.
  const mover = await until(() => people.find((p) => p.table.legalIntents().length > 0), 'a person who may move');
  const legal = mover.table.legalIntents();
  const before = accepted(mover);
  assert.equal(await mover.table.play(legal[random.int(legal.length)]), null);
  await until(() => accepted(mover) > before, 'the move to be folded');
}

/** Every tile nonce in a key store's record of `seat` (the Fish player's openings, the Angler's notes). */
async function nonces(keyStore: KeyStore, seat: number): Promise<string[]> {
  const record = await keyStore.load(deriveRoomKeys(LINK).roomId);
  const stored = record?.secrets[seat];
  if (!stored) return [];
  const all = [stored.initial, ...Object.values(stored.prepared)] as { fair: FairSecrets }[];
  return [...new Set(all.flatMap((s) => Object.values(s.fair.openings).map((o) => o.nonce)))];
}

const docText = (room: Room): string => JSON.stringify(room.doc.toJSON());

/** Every tile opening the seated browsers keep (as the Fish player), by day and tile. */
function fishOpenings(browsers: readonly Browser[]): { day: number; tile: number; nonce: string }[] {
  return browsers.flatMap((b) => {
    const seat = b.room.personSeat();
    const stored = seat === null ? undefined : b.room.storedSecrets(seat);
    const all = (stored ? [stored.initial, ...Object.values(stored.prepared)] : []) as { fair: FairSecrets }[];
    return all.flatMap((s) =>
      Object.entries(s.fair.openings).flatMap(([purpose, o]) => {
        const match = /^day-(\d):tile-(\d+)$/.exec(purpose);
        return match ? [{ day: Number(match[1]), tile: Number(match[2]), nonce: o.nonce }] : [];
      }),
    );
  });
}

test('issue 5 item 5: two browsers play both days at the network table, a watcher sees only the public state, secrets stay in their own browser', async () => {
  const network = new MemoryNetwork();
  const [ada, bo, eve] = [await browser(network, 0, { create: true }), await browser(network, 1), await browser(network, 2)];
  const all = [ada, bo, eve];
  await settle(all.map((b) => b.room));
  assert.equal(await ada.table.takeSeat(0, 'Ada', '#112233'), null);
  assert.equal(await bo.table.takeSeat(1, 'Bo', '#445566'), null);
  const random = seededRandom(51);
  let steps = 0;
  await quiet(all, [ada, bo]);
  // The room binds its id into the game's fair state, so no opening or draw can be replayed elsewhere.
  assert.equal(stateOf(ada).fair.room, ada.room.keys.roomId);
  while (!ada.table.outcome()) {
    await playOne([ada, bo], random);
    await quiet(all, [ada, bo]);
    steps++;
    const state = stateOf(eve);
    // The watcher's view is the public state: no face, no private log, no role.
    const watched = eve.table.view() as GoneFishingView;
    assert.equal(watched.state, state);
    assert.deepEqual([watched.role, watched.faces.filter((f) => f !== null), watched.memory], [null, [], []]);
    assert.equal(eve.table.legalIntents().length, 0);
    // Each browser keeps only its own seat's secrets.
    assert.deepEqual([ada.room.storedSecrets(1), bo.room.storedSecrets(0), eve.room.storedSecrets(0), eve.room.storedSecrets(1)], [undefined, undefined, undefined, undefined]);
    // No tile's opening is in the doc before it is opened to everyone (a catch, the day's audit).
    const text = docText(eve.room);
    for (const o of fishOpenings([ada, bo])) {
      const opened = o.day < state.day || state.days.length >= o.day || (o.day === state.day && state.revealed[o.tile] !== null);
      if (!opened) assert.ok(!text.includes(o.nonce), `day ${o.day} tile ${o.tile}'s nonce is not in the doc`);
    }
    assert.ok(steps < 600, 'the game ends');
  }
  // No duty was answered twice and nothing was refused: every entry in the log is accepted.
  for (const b of all) assert.deepEqual(b.room.fold()!.rejected, []);
  const final = stateOf(ada);
  assert.equal(final.days.length, 2);
  assert.equal(final.cheat, null);
  assert.deepEqual(bo.table.outcome(), ada.table.outcome());
  assert.deepEqual(eve.table.outcome(), ada.table.outcome());
  // The secrets never went into the doc: no box secret key or beacon seed of either seat, and no nonce
  // of a tile that was never opened in public (the audit opened them all, so every nonce in the doc
  // belongs to a public opening).
  const text = docText(ada.room);
  for (const [b, seat] of [[ada, 0], [bo, 1]] as const) {
    const fair = (b.room.storedSecrets(seat)!.initial as { fair: FairSecrets }).fair;
    // (The beacon seed is the chain's last value, published by design with the one draw GF-9.2 makes.)
    assert.ok(!text.includes(fair.boxSecretKey), `seat ${seat}'s box secret key is not in the doc`);
    const mine = await nonces(b.keyStore, seat);
    assert.ok(mine.length >= 16, `seat ${seat} kept its tiles' openings in its own key store`);
  }
});

test('issue 5 item 5: a reload restores the seat and its secrets from that browser, and play goes on', async () => {
  const network = new MemoryNetwork();
  const ada = await browser(network, 0, { create: true });
  let bo = await browser(network, 1);
  assert.equal(await ada.table.takeSeat(0, 'Ada', '#112233'), null);
  assert.equal(await bo.table.takeSeat(1, 'Bo', '#445566'), null);
  const random = seededRandom(52);
  await quiet([ada, bo], [ada, bo]);
  while (!(stateOf(ada).phase === 'move-tiles' && stateOf(ada).round >= 2)) {
    await playOne([ada, bo], random);
    await quiet([ada, bo], [ada, bo]);
  }
  const before = bo.table.view() as GoneFishingView;
  // Bo's page reloads: the table and room go, the key store stays; the doc comes back from a peer.
  open.splice(open.indexOf(bo), 1);
  bo.table.destroy();
  await bo.room.destroy();
  bo = await browser(network, 1, { keyStore: bo.keyStore });
  await quiet([ada, bo], [ada, bo]);
  assert.equal(bo.table.mySeat(), 1);
  const after = bo.table.view() as GoneFishingView;
  assert.deepEqual([after.role, after.faces, after.memory], [before.role, before.faces, before.memory]);
  assert.ok(after.faces.some((f) => f !== null) || after.memory.length > 0, 'there was something private to restore');
  let steps = 0;
  while (!ada.table.outcome()) {
    await playOne([ada, bo], random);
    await quiet([ada, bo], [ada, bo]);
    assert.ok(steps++ < 600, 'the game ends');
  }
  assert.deepEqual(ada.room.fold()!.rejected, []);
  assert.equal(stateOf(ada).days.length, 2);
});

test('issue 5 item 5: a bot hosted in one browser plays a seat in both roles; its secrets live in the hosting browser', async () => {
  const network = new MemoryNetwork();
  const ada = await browser(network, 0, { create: true });
  const host = await browser(network, 1, { bots: true });
  const [level] = await loadBots('gone-fishing');
  assert.equal(await ada.table.takeSeat(0, 'Ada', '#112233'), null);
  assert.equal(await host.table.addBot(1, level!.id, 'Robo', '#778899'), null);
  assert.equal(host.table.mySeat(), null, 'hosting a bot does not seat its host');
  const random = seededRandom(53);
  let steps = 0;
  await quiet([ada, host], [ada]);
  while (!ada.table.outcome()) {
    await playOne([ada], random);
    await quiet([ada, host], [ada]);
    assert.ok(steps++ < 600, 'the game ends');
  }
  assert.deepEqual(ada.room.fold()!.rejected, []);
  const final = stateOf(ada);
  assert.equal(final.days.length, 2);
  assert.deepEqual(new Set(final.days.map((d) => d.angler)), new Set([0, 1]), 'each seat was the Angler one day');
  assert.ok(host.room.storedSecrets(1), 'the bot seat keeps its secrets in the hosting browser');
  assert.equal(ada.room.storedSecrets(1), undefined);
  assert.ok((await nonces(host.keyStore, 1)).length >= 16, "the bot's tile openings are in its host's key store");
});

test('a protocol answer the rules would refuse is never signed: the table waits on that seat instead', async () => {
  // A table whose rules refuse seat 1's seating: its agent's answer is checked before signing and not sent.
  const strict: AnyGame = {
    ...goneFishing,
    apply: (state, seat, move) =>
      seat === 1 && (move as { type?: unknown }).type === 'join' ? ruleError('join-refused', 'Not this one.') : goneFishing.apply(state, seat, move),
  };
  const network = new MemoryNetwork();
  const [ada, bo] = [await browser(network, 0, { create: true, game: strict }), await browser(network, 1, { game: strict })];
  assert.equal(await ada.table.takeSeat(0, 'Ada', '#112233'), null);
  assert.equal(await bo.table.takeSeat(1, 'Bo', '#445566'), null);
  await until(() => (ada.room.fold()?.accepted.length ?? 0) === 1, "Ada's seating");
  await new Promise((resolve) => setTimeout(resolve, 150));
  await settle([ada.room, bo.room]);
  assert.deepEqual(ada.room.fold()!.rejected, []);
  assert.equal(roomParts(ada.room.doc).log.length, 1, 'nothing refused was written');
  assert.equal(ada.table.stall()?.seat, 1, 'the table shows whom it waits for');
});
