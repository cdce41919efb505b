// Honest bots in a room (issue 16 item 3): a bot hosted by a browser is handed the public state and its
// own seat's secrets, nothing more. Each game is played in a room where the hosting browser also holds
// a person's seat (and, where the game seats more, a second bot), beside a guest browser. Every question
// the host's table puts to its bots is checked against what the bot's seat may know, rebuilt on its own:
// the state the guest folded from the signed log at that point, and the bot seat's secrets replayed from
// its stored start and its own openings. No other seat's secret (a key, a seed, a nonce) is in it.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededEntropy, seededRandom, type AnyGame, type Seat } from '../../../src/core/index.js';
import { games } from '../../../src/games/index.js';
import { isForfeit, type Room } from '../../../src/net/index.js';
import { createBotClient, createNetworkTable, createSeatAgent, loadBots, type BotClient, type BotQuestion, type NetworkTable } from '../../../src/table/index.js';
import { openRooms, closeRooms, settle, MemoryNetwork } from '../net/helpers.js';

interface Asked {
  readonly question: BotQuestion;
  /** Accepted entries in the host's fold when the bot was asked. */
  readonly at: number;
}

interface Setting {
  readonly game: string;
  readonly players: number;
  /** Bots the host seats, by seat; the host's person sits at 0, the guest's at the last seat when it is free. */
  readonly bots: Readonly<Record<number, string>>;
  /** How many questions are enough (the game may end first). */
  readonly questions: number;
}

const SETTINGS: readonly Setting[] = [
  { game: 'fishery', players: 2, bots: { 1: 'easy' }, questions: 12 },
  { game: 'gone-fishing', players: 2, bots: { 1: 'hard' }, questions: Infinity },
  { game: 'wishes', players: 4, bots: { 1: 'hard', 2: 'easy' }, questions: 40 },
  { game: 'sell-fish', players: 4, bots: { 1: 'hard', 2: 'easy' }, questions: 60 },
];

const tables: NetworkTable[] = [];
const clients: BotClient[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) table.destroy();
  for (const client of clients.splice(0)) client.destroy();
  await closeRooms();
});

/** JSON that also writes bigints (a state may hold them). */
const text = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? 'undefined';

/** The long strings in `value` (keys, seeds, nonces, salts: hex or base64 of 8 bytes or more). */
function secretAtoms(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.length >= 16) into.add(value);
  else if (Array.isArray(value)) for (const item of value) secretAtoms(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) secretAtoms(item, into);
  return into;
}

/** The secrets `seat` held after the first `upTo` accepted entries, replayed from what its browser stored. */
function replayedSecrets(game: AnyGame, room: Room, seat: Seat, upTo: number): unknown {
  if (!game.protocol) return undefined;
  const stored = room.storedSecrets(seat);
  assert.ok(stored, `the host stores seat ${seat}'s secrets`);
  const agent = createSeatAgent(game, seat, seededEntropy('replay'), stored.initial);
  for (const accepted of room.fold()!.accepted.slice(0, upTo)) {
    const { seat: mover, n, move } = accepted.entry;
    if (isForfeit(move)) continue;
    const prepared = mover === seat ? stored.prepared[n] : undefined;
    if (prepared !== undefined) agent.adopt({ move, secrets: prepared });
    agent.observe(accepted.before, accepted.after, mover, move);
  }
  return agent.secrets();
}

/** A person's pick: whatever ends a trading window, else any intent but an offer (offers only lengthen the game). */
function pick(intents: readonly unknown[], random: ReturnType<typeof seededRandom>): unknown {
  const plain = intents.filter((i) => (i as { type?: unknown }).type !== 'offer');
  const ready = plain.find((i) => (i as { type?: unknown }).type === 'ready');
  return ready ?? random.pick(plain.length > 0 ? plain : intents);
}

for (const setting of SETTINGS) {
  test(`${setting.game}: a bot hosted beside a person is handed the public state and its own seat's secrets only`, async () => {
    const game = games[setting.game]!;
    const rooms = await openRooms(2, new MemoryNetwork(), { game, players: setting.players });
    const [hostRoom, guestRoom] = rooms as [Room, Room];
    const asked: Asked[] = [];
    const inner = createBotClient({ workerUrl: null, inPage: loadBots });
    const recording: BotClient = {
      inWorker: false,
      choose(question) {
        asked.push({ question: structuredClone(question), at: hostRoom.fold()?.accepted.length ?? 0 });
        // A short think: the question is what is checked, not the move.
        return inner.choose({ ...question, thinkingMs: 20 });
      },
      destroy: () => inner.destroy(),
    };
    clients.push(recording);
    const host = createNetworkTable(hostRoom, { bots: recording, botDelayMs: 0 });
    const guest = createNetworkTable(guestRoom);
    tables.push(host, guest);
    // Two seats: the guest watches (it folds the log on its own all the same).
    const guestSeat = setting.players - 1 in setting.bots ? null : setting.players - 1;
    assert.equal(await host.takeSeat(0, 'Ada', '#112233'), null);
    for (const [seat, level] of Object.entries(setting.bots)) assert.equal(await host.addBot(Number(seat), level, `Bot ${seat}`, '#778899'), null);
    if (guestSeat !== null) assert.equal(await guest.takeSeat(guestSeat, 'Bo', '#445566'), null);

    const random = seededRandom(16);
    for (let spins = 0; spins < 20_000 && !host.outcome() && asked.length < setting.questions; spins++) {
      await settle(rooms);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const mover = [host, guest].find((table) => table.legalIntents().length > 0);
      if (mover) assert.equal(await mover.play(pick(mover.legalIntents(), random)), null);
    }
    await settle(rooms);
    assert.ok(asked.length >= Math.min(setting.questions, 4), `the bots were asked (${asked.length} times)`);

    const botSeats = Object.keys(setting.bots).map(Number);
    const guestFold = guestRoom.fold()!;
    const hostFold = hostRoom.fold()!;
    assert.deepEqual(
      guestFold.accepted.map((a) => a.id),
      hostFold.accepted.map((a) => a.id),
      'host and guest folded the same log',
    );
    let atomsChecked = 0;
    for (const { question, at } of asked) {
      const seat = question.seat;
      assert.ok(botSeats.includes(seat), `a question for bot seat ${seat}`);
      const extra = Object.keys(question).filter((key) => !['gameId', 'botId', 'state', 'seat', 'seed', 'secrets'].includes(key));
      assert.deepEqual(extra, [], 'nothing but the state, the seat, its secrets, the level and a seed');
      // What every peer folds from the signed log at that point, and nothing else.
      const publicState = at === 0 ? guestRoom.initialState() : guestFold.accepted[at - 1]!.after;
      assert.deepEqual(question.state, publicState, `seat ${seat}'s bot is handed the public state (entry ${at})`);
      const own = replayedSecrets(game, hostRoom, seat, at);
      assert.deepEqual(question.secrets, own, `seat ${seat}'s bot is handed its own seat's secrets (entry ${at})`);
      // No other seat's secret, unless it was shown to this seat or published by then.
      const given = text(publicState) + text(own);
      const asText = text(question);
      for (let other = 0; other < setting.players; other++) {
        if (other === seat) continue;
        const holder = other === guestSeat ? guestRoom : hostRoom;
        for (const atom of secretAtoms(holder.storedSecrets(other))) {
          if (given.includes(atom)) continue;
          atomsChecked++;
          assert.ok(!asText.includes(atom), `seat ${seat}'s bot was handed a secret of seat ${other}`);
        }
      }
    }
    if (game.protocol) assert.ok(atomsChecked > 0, 'other seats held secrets the bots were not handed');
  });
}
