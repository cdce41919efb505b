import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createBotClient, createNetworkTable, loadBots, type BotClient, type NetworkTable } from '../../../src/table/index.js';
import { closeRooms, openRooms, settle } from './helpers.js';
import { until } from '../../kit/until.js';

const tables: NetworkTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) table.destroy();
  await closeRooms();
});


test('two people play a whole Fishery game at the network table; a spectator watches and cannot move', async () => {
  const rooms = await openRooms(3);
  const [ada, bo, eve] = rooms.map((room) => createNetworkTable(room));
  tables.push(ada!, bo!, eve!);
  assert.equal(await ada!.takeSeat(0, 'Ada', '#112233'), null);
  await settle(rooms);
  assert.equal((await bo!.play({ type: 'pass' }))?.code, 'spectator');
  assert.equal(await bo!.takeSeat(1, 'Bo', '#445566'), null);
  await settle(rooms);
  assert.deepEqual(eve!.seats().map((s) => [s.label, s.name, s.mine]), [['Black', 'Ada', false], ['White', 'Bo', false]]);
  // The memory network carries the doc only; each browser sees its own presence.
  assert.deepEqual(ada!.seats().map((s) => [s.mine, s.connected]), [[true, true], [false, false]]);
  assert.equal(eve!.mySeat(), null);
  assert.deepEqual(ada!.waitingFor(), []);
  assert.deepEqual(bo!.waitingFor(), ['Ada']);
  let moves = 0;
  while (!ada!.outcome()) {
    const mover = [ada!, bo!].find((t) => t.legalIntents().length > 0)!;
    assert.equal(await mover.play(mover.legalIntents()[0]), null);
    await settle(rooms);
    moves++;
    assert.ok(moves < 400, 'the game ends');
  }
  assert.equal((await eve!.play({ type: 'pass' }))?.code, 'spectator');
  assert.deepEqual(bo!.outcome(), ada!.outcome());
  assert.deepEqual(eve!.outcome(), ada!.outcome());
  assert.equal(eve!.log().length, moves);
  assert.ok(eve!.log().every((line) => line.rejected === null && line.text.length > 0), 'expected eve!.log().every((line) => line.rejected === null && line.text.length > 0)');
});

test('a bot hosted in one browser holds a seat and plays it', async () => {
  const rooms = await openRooms(2);
  const bots = createBotClient({ workerUrl: null, inPage: loadBots });
  const host = createNetworkTable(rooms[0]!, { bots, botDelayMs: 0 });
  const guest = createNetworkTable(rooms[1]!);
  tables.push(host, guest);
  const [level] = await loadBots('fishery');
  assert.equal(await guest.takeSeat(0, 'Bo', '#445566'), null);
  assert.equal(await host.addBot(1, level!.id, 'Robo', '#778899'), null);
  await settle(rooms);
  assert.equal(host.mySeat(), null, 'hosting a bot does not seat its host');
  assert.deepEqual(guest.seats().map((s) => s.bot), [null, level!.id]);
  await guest.play(guest.legalIntents()[0]);
  await until(() => (guest.room.fold()?.accepted.length ?? 0) >= 2, 'the bot to answer');
  assert.equal(guest.room.fold()!.accepted[1]!.entry.seat, 1);
  bots.destroy();
});

test('a hosted bot that fails is shown to the room, and the trouble clears once it moves', async () => {
  const rooms = await openRooms(2);
  const working = createBotClient({ workerUrl: null, inPage: loadBots });
  let failures = 1;
  const bots: BotClient = {
    inWorker: false,
    choose: (question) => (failures-- > 0 ? Promise.reject(new Error('the bot worker crashed')) : working.choose(question)),
    destroy: () => working.destroy(),
  };
  const host = createNetworkTable(rooms[0]!, { bots, botDelayMs: 0 });
  const guest = createNetworkTable(rooms[1]!);
  tables.push(host, guest);
  const told: (string | null)[] = [];
  host.subscribe(() => told.push(host.botTrouble()));
  assert.equal(await host.takeSeat(0, 'Ada', '#445566'), null);
  assert.equal(await host.addBot(1, 'easy', 'Robo', '#778899'), null);
  await settle(rooms);
  await host.play(host.legalIntents()[0]);
  await until(() => told.includes('The bot in seat 2 could not move (the bot worker crashed).'), 'the room to be told');
  await until(() => (host.room.fold()?.accepted.length ?? 0) >= 2 && host.botTrouble() === null, 'the bot to move on the next try');
  bots.destroy();
});

test('the move log lists accepted and rejected entries in log order, each described once', async () => {
  const rooms = await openRooms(2);
  const [ada, bo] = rooms.map((room) => createNetworkTable(room));
  tables.push(ada!, bo!);
  await ada!.takeSeat(0, 'Ada', '#112233');
  await settle(rooms);
  await bo!.takeSeat(1, 'Bo', '#445566');
  await settle(rooms);
  await ada!.play(ada!.legalIntents()[0]);
  await settle(rooms);
  // Out of turn (F-2): Black writes where White writes next; refused there, it sits between the moves.
  const head = rooms[0]!.fold()!;
  const early = await rooms[0]!.signEntry(0, { seat: 0, n: 1, prev: head.head, move: ada!.room.game.legalMoves(ada!.state(), 1)[0] as never });
  rooms[0]!.doc.transact(() => rooms[0]!.doc.getArray('log').push([early]));
  await settle(rooms);
  await bo!.play(bo!.legalIntents()[0]);
  await settle(rooms);
  const lines = bo!.log();
  assert.deepEqual(
    lines.map((line) => [line.seat, line.rejected === null]),
    [
      [0, true],
      [0, false],
      [1, true],
    ],
  );
  assert.match(lines[1]!.rejected!, /^not-your-turn-to-write/);
  assert.equal(bo!.log()[0], lines[0], 'a line is made once and kept');
});

test('beacon re-anchoring: a second join signed for the same point is proof, and the game ends against that seat', async () => {
  const { games } = await import('../../../src/games/index.js');
  const { seededEntropy } = await import('../../../src/core/index.js');
  const wishes = games.wishes!;
  const rooms = await openRooms(3, undefined, { game: wishes, players: 2 });
  const [ada, bo, eve] = rooms.map((room) => createNetworkTable(room));
  tables.push(ada!, bo!, eve!);
  assert.equal(await ada!.takeSeat(0, 'Ada', '#112233'), null);
  assert.equal(await bo!.takeSeat(1, 'Bo', '#445566'), null);
  // Both seats join and the set-up draws begin: every accepted entry so far is a protocol step.
  await until(() => (rooms[2]!.fold()?.accepted.length ?? 0) >= 4, 'the seats to join and draw');
  const boJoin = rooms[1]!.fold()!.accepted.find((a) => a.entry.seat === 1 && (a.entry.move as { type?: string }).type === 'join')!;
  // Bo's modified page has seen Ada's values and wants another draw: a fresh anchor for the same point.
  const fresh = wishes.protocol!.answer(boJoin.before, 1, wishes.protocol!.initialSecrets(1, seededEntropy('regrind')), { seat: 1, kind: 'commit', detail: { fair: 'join' } }, seededEntropy('regrind-2'))!;
  assert.notDeepEqual(fresh.move, boJoin.entry.move);
  const forged = await rooms[1]!.signEntry(1, { seat: 1, n: boJoin.entry.n, prev: boJoin.entry.prev, move: fresh.move as never });
  rooms[1]!.doc.transact(() => rooms[1]!.doc.getArray('log').insert(0, [forged]), 'attacker');
  await until(() => rooms.every((room) => room.fold()?.ended?.kind === 'equivocation'), 'every peer to see the second anchor');
  for (const room of rooms) assert.equal(room.fold()!.ended!.seat, 1);
  await settle(rooms);
  assert.match(eve!.ending()!.message, /Bo cheated/);
  assert.deepEqual(eve!.outcome()!.winners, [0]);
});

test('no game hangs: the table shows whom it waits for; past the time limit another player claims the forfeit and every table shows why', async () => {
  const rooms = await openRooms(3, undefined, { timeouts: { move: 1 } });
  const [ada, bo, eve] = rooms.map((room) => createNetworkTable(room));
  tables.push(ada!, bo!, eve!);
  assert.equal(await ada!.takeSeat(0, 'Ada', '#112233'), null);
  assert.equal(await bo!.takeSeat(1, 'Bo', '#445566'), null);
  await settle(rooms);
  assert.equal(await ada!.play(ada!.legalIntents()[0]), null);
  await until(() => [ada!, bo!, eve!].every((t) => t.stall()?.seat === 1), 'every table to wait for Bo');
  assert.deepEqual({ ...ada!.stall()!, since: 0 }, { seat: 1, name: 'Bo', kind: 'move', since: 0, timeoutMs: 1000, overdue: false });
  assert.equal((await ada!.claimForfeit())?.code, 'not-yet', 'not before the limit');
  assert.equal((await bo!.claimForfeit())?.code, 'forfeit-self', 'nor by the seat itself');
  await until(() => ada!.stall()?.overdue === true, 'the limit to pass', 3000);
  assert.equal(await ada!.claimForfeit(), null);
  await until(() => tables.every((t) => t.ending() !== null), 'every table to see the forfeit');
  for (const table of [ada!, bo!, eve!]) {
    assert.equal(table.ending()!.kind, 'forfeit');
    assert.match(table.ending()!.message, /^Bo forfeits/);
    assert.deepEqual(table.outcome()!.winners, [0]);
    assert.equal(table.stall(), null);
    assert.deepEqual(table.legalIntents(), []);
  }
  assert.match(eve!.log().at(-1)!.text, /Ada claimed Bo's forfeit/);
});
