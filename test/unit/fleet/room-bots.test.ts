// Fleet bots hosted in a room (issue 14 item 4): the host's browser holds its person's seat and a bot's;
// a second browser holds the third seat. Every question the host sends its bot worker is searched as an
// attacker would: each value in it is tried as a deck seed and as a decryption share on every hand but
// the bot's own. None opens a card of the host's or the other player's hand; the bot's own seed does open
// its own (so the search is not blind).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { seededEntropy, seededRandom } from '../../../src/core/index.js';
import { holderSecret, readCard } from '../../../src/games/fleet/hands.js';
import { fleet, type FleetIntent, type FleetSecrets, type FleetState, type FleetView } from '../../../src/games/fleet/index.js';
import { decide } from '../../../src/games/fleet/bots/captain.js';
import { SKIPPER_STYLE } from '../../../src/games/fleet/bots/index.js';
import { memoryKeyStore, Room } from '../../../src/net/index.js';
import { createBotClient, createNetworkTable, loadBots, type BotClient, type NetworkTable } from '../../../src/table/index.js';
import type { BotQuestion } from '../../../src/table/bot-client.js';
import { MemoryNetwork, settle } from '../net/helpers.js';
import { openedBy } from './table-play.js';

const opened: { rooms: Room[]; tables: NetworkTable[]; close: () => void }[] = [];
afterEach(async () => {
  for (const { rooms, tables, close } of opened.splice(0)) {
    for (const table of tables) table.destroy();
    close();
    await Promise.all(rooms.map((room) => room.destroy()));
  }
});

/** Every string of hex digits (32 bytes or more) anywhere in `value`. */
function hexValues(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/^[0-9a-f]{64,}$/.test(value)) found.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => hexValues(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => hexValues(v, found));
  return found;
}

/** The card a hand ciphertext opens to with any of `values` as its holder's deck seed or share, or null. */
function opens(pair: readonly [string, string], values: ReadonlySet<string>): number | null {
  if (pair[0] === '0'.repeat(64)) return null; // a starting card never mixed: public by FL-2.1
  for (const value of values) {
    if (value.length !== 64) continue;
    const card = readCard([pair[0], pair[1]], holderSecret(value));
    if (card !== null) return card;
  }
  return openedBy([pair[0], pair[1]], values);
}

test('FL-14 a Fleet bot hosted in a room is asked with its own seat\'s secrets and the public state only: nothing in its questions opens the host\'s or another player\'s hand', { timeout: 600_000 }, async () => {
  const network = new MemoryNetwork();
  const rooms: Room[] = [];
  for (let i = 0; i < 2; i++) {
    const doc = new Y.Doc();
    network.add(doc);
    const common = { game: fleet, keyStore: memoryKeyStore(), doc, entropy: seededEntropy(`fleet-room-bot-${i}`), tabLock: false };
    rooms.push(i === 0 ? await Room.create({ players: 3, now: 0 }, common) : await Room.open({ ...common, link: rooms[0]!.link }));
  }
  await settle(rooms);
  const questions: BotQuestion[] = [];
  const worker = createBotClient({ workerUrl: null, inPage: loadBots });
  const bots: BotClient = {
    inWorker: false,
    choose(question) {
      questions.push(structuredClone(question));
      return worker.choose(question);
    },
    destroy: () => worker.destroy(),
  };
  const tables = rooms.map((room, i) => createNetworkTable(room, i === 0 ? { bots, botDelayMs: 0 } : {}));
  opened.push({ rooms, tables, close: () => bots.destroy() });
  assert.equal(await tables[0]!.takeSeat(0, 'Ada', '#2a7fb8'), null);
  assert.equal(await tables[1]!.takeSeat(1, 'Bo', '#c9a23a'), null);
  assert.equal(await tables[0]!.addBot(2, 'skipper', 'Skipper bot', '#5b6670'), null);

  // The people play as Skippers for two rounds: the bot is asked in every phase, in the second round with
  // cards dealt privately in the first.
  const random = seededRandom(14);
  const phases = new Set<string>();
  for (let step = 0; step < 4000; step++) {
    await settle(rooms);
    await new Promise((resolve) => setTimeout(resolve, 1));
    for (const q of questions) phases.add(`${(q.state as FleetState).round}-${(q.state as FleetState).phase}`);
    if ((tables[0]!.state() as FleetState | null)?.round === 3 || tables[0]!.outcome()) break;
    const mover = tables.find((table) => table.legalIntents().length > 0);
    if (!mover) continue;
    const seat = mover.mySeat()!;
    const intent: FleetIntent = decide(mover.view() as FleetView, seat, SKIPPER_STYLE, random);
    assert.equal(await mover.play(intent), null);
  }
  for (const phase of ['2-auction', '2-launch', '2-hire']) assert.ok(phases.has(phase), `the bot was asked in round-phase ${phase} (asked in ${[...phases].join(', ')})`);

  // The hands as they were when each question was asked: the host's and the other player's never open.
  const accepted = rooms[1]!.fold()!.accepted;
  const folded = new Set<string>([JSON.stringify(accepted[0]!.before), ...accepted.map((a) => JSON.stringify(a.after))]);
  let ownOpened = 0;
  for (const question of questions) {
    assert.equal(question.seat, 2);
    assert.equal((question.secrets as FleetSecrets).fair.seat, 2, 'the bot gets its own seat\'s secrets');
    const state = question.state as FleetState;
    // The state is the public one every browser folds: Bo's browser holds the same.
    assert.ok(folded.has(JSON.stringify(state)), 'the bot\'s state is a public state every browser folds');
    const values = hexValues(question);
    for (const seat of [0, 1]) {
      for (const pair of state.fleets[seat]!.hand) assert.equal(opens(pair, values), null, `a card in seat ${seat}'s hand opens with a value the bot was sent`);
    }
    for (const pair of state.fleets[2]!.hand) if (opens(pair, values) !== null) ownOpened++;
  }
  assert.ok(ownOpened > 0, 'the search opens the bot\'s own mixed cards with its own seed');
});

