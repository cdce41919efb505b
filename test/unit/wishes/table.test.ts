// Wishes on the local table: seeded full games for 2–5 players with the beacon drawing every card, the
// end audit, and the fair-play guarantees of the deck (W-12, W-11).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy, seededRandom } from '../../../src/core/index.js';
import { auditGame, drawOutput, drawStream } from '../../../src/fair/index.js';
import { wishesBots } from '../../../src/games/wishes/bots/index.js';
import { wishes, type WishesSecrets, type WishesState } from '../../../src/games/wishes/index.js';
import { createLocalTable, restoreLocalTable, type LocalTable } from '../../../src/table/index.js';
import { checkInvariants } from './invariants.js';

/** Plays a whole game on `table`: seat 0 the default bot, the others random. */
function playOut(table: LocalTable, seed: number): void {
  const random = seededRandom(seed);
  const [randomBot, defaultBot] = wishesBots;
  for (let i = 0; i < 5000 && !table.outcome(); i++) {
    const seat = table.pending()[0]!;
    const bot = seat === 0 ? defaultBot! : randomBot!;
    const error = table.play(seat, bot.choose(table.state() as WishesState, seat, random));
    assert.equal(error, null);
    checkInvariants(table.state() as WishesState);
  }
}

for (const players of [2, 3, 4, 5]) {
  test(`a seeded ${players}-player game on the local table ends, scores W-10 and passes the audit`, () => {
    const table = createLocalTable('wishes', { players, seed: `wishes-${players}`, options: { room: `room-${players}` } });
    playOut(table, players);
    const state = table.state() as WishesState;
    const outcome = table.outcome()!;
    assert.equal(state.phase, 'over');
    assert.deepEqual(outcome.scores, state.final!.total);
    assert.ok(outcome.winners.length >= 1, 'expected outcome.winners.length >= 1');
    assert.deepEqual(table.pending(), []);
    const log = table.log();
    assert.equal(log.filter((e) => (e.move as { type: string }).type === 'join').length, players);
    // Every draw took one value from every seat; the last ones are audited.
    assert.equal(log.filter((e) => (e.move as { type: string }).type === 'beacon').length, state.draws * players);
    assert.equal(log.filter((e) => (e.move as { type: string }).type === 'audit').length, players);
    assert.deepEqual(auditGame(wishes, { players, options: { room: `room-${players}` } }, log), { ok: true, complete: true });
    const again = createLocalTable('wishes', { players, seed: `wishes-${players}`, options: { room: `room-${players}` } });
    playOut(again, players);
    assert.deepEqual(again.log(), log, 'a seeded table replays exactly');
    assert.deepEqual(restoreLocalTable(table.snapshot()).state(), state);
  });
}

/** A table's seats joined and the moves before the first card, played by hand through the protocol. */
function seatedByHand(players: number): { state: WishesState; secrets: WishesSecrets[] } {
  const protocol = wishes.protocol!;
  const secrets = Array.from({ length: players }, (_, seat) => protocol.initialSecrets(seat, seededEntropy(`hand-${seat}`)));
  let state = wishes.setup({ players, options: { room: 'by-hand' } });
  for (let seat = 0; seat < players; seat++) {
    const duty = wishes.duties(state).find((d) => d.seat === seat)!;
    const answer = protocol.answer(state, seat, secrets[seat]!, duty, seededEntropy(seat))!;
    const next = wishes.apply(state, seat, answer.move);
    assert.ok(!isRuleError(next), 'expected !isRuleError(next)');
    state = next;
  }
  return { state, secrets };
}

test('W-12 no card is known before every seat has published its value for the draw', () => {
  const players = 3;
  const protocol = wishes.protocol!;
  const seated = seatedByHand(players);
  const secrets = seated.secrets;
  let state = seated.state;
  assert.deepEqual(state.owed, { draw: 1, purpose: 'buyers' });
  assert.deepEqual(wishes.duties(state).map((d) => [d.seat, d.kind, d.detail?.draw]), [[0, 'beacon', 1], [1, 'beacon', 1], [2, 'beacon', 1]]);
  assert.deepEqual(wishes.legalMoves(state, 0), []);
  for (let seat = 0; seat < players; seat++) {
    assert.equal(drawOutput(state.fair.beacon, 1), null, 'the output is unknown until the last value');
    assert.equal(state.owed?.draw, 1);
    const duty = wishes.duties(state).find((d) => d.seat === seat)!;
    const next = wishes.apply(state, seat, protocol.answer(state, seat, secrets[seat]!, duty, seededEntropy(0))!.move);
    assert.ok(!isRuleError(next), 'expected !isRuleError(next)');
    state = next;
  }
  assert.equal(state.draws, 1);
  assert.deepEqual(state.owed, { draw: 2, purpose: 'first-player' });
  // The buyers were placed from the output that every seat can recompute.
  const stream = drawStream(drawOutput(state.fair.beacon, 1)!, 'wishes/buyers');
  const free = [...state.options.marketOrder];
  for (const buyer of state.buyers) assert.equal(buyer.at, free.splice(stream.int(free.length), 1)[0]);
  void secrets;
});

test('W-12 a forged beacon value is refused, and players cannot move before every seat has joined', () => {
  const { state } = seatedByHand(2);
  const forged = wishes.apply(state, 0, { type: 'beacon', draw: 1, value: 'ab'.repeat(32) });
  assert.ok(isRuleError(forged), 'expected isRuleError(forged)');
  assert.equal(forged.code, 'beacon-chain-broken');
  const fresh = wishes.setup({ players: 2 });
  const early = wishes.apply(fresh, 0, { type: 'keep', slot: 1 });
  assert.ok(isRuleError(early), 'expected isRuleError(early)');
  assert.equal(early.code, 'waiting-for-seats');
});

test('the seat protocol turns intents into moves and refuses fair-play steps as intents', () => {
  const table = createLocalTable('wishes', { players: 2, seed: 'intents' });
  const seat = table.pending()[0]!;
  const state = table.state() as WishesState;
  const protocol = wishes.protocol!;
  const secrets = table.secrets(seat) as WishesSecrets;
  const prepared = protocol.prepare(state, seat, secrets, { type: 'keep', slot: 1 }, seededEntropy(1));
  assert.ok(!isRuleError(prepared), 'expected !isRuleError(prepared)');
  assert.deepEqual(prepared.move, { type: 'keep', slot: 1 });
  const refused = protocol.prepare(state, seat, secrets, { type: 'beacon', draw: 9, value: '00' }, seededEntropy(1));
  assert.ok(isRuleError(refused), 'expected isRuleError(refused)');
  assert.equal(refused.code, 'not-an-intent');
  assert.deepEqual(table.legalIntents(seat), wishes.legalMoves(state, seat));
  assert.match(wishes.describeMove(state, seat, { type: 'keep', slot: 1 }), /^(Red|Blue) catches the .+ from slot 1/);
});

test('the end audit replays every draw and names a seat whose chain value was tampered with', () => {
  const table = createLocalTable('wishes', { players: 3, seed: 'audit' });
  playOut(table, 9);
  const log = table.log();
  const index = log.findIndex((e, i) => i > 40 && (e.move as { type: string }).type === 'beacon');
  const entry = log[index]!;
  const tampered = log.map((e, i) => (i === index ? { seat: e.seat, move: { ...(e.move as object), value: 'cd'.repeat(32) } } : e));
  const verdict = auditGame(wishes, { players: 3 }, tampered);
  assert.equal(verdict.ok, false);
  assert.equal(!verdict.ok && verdict.cheater, entry.seat);
  // A rewritten player move that the rules refuse names its seat too.
  const moveIndex = log.findIndex((e) => (e.move as { type: string }).type === 'sell');
  const bad = log.map((e, i) => (i === moveIndex ? { seat: e.seat, move: { type: 'sell', boat: 7 } } : e));
  const second = auditGame(wishes, { players: 3 }, bad);
  assert.equal(!second.ok && second.cheater, log[moveIndex]!.seat);
});

test('W-5 after a catch on the table the state tells the whole move: the catch and keep, then the refill the beacon drew', () => {
  const table = createLocalTable('wishes', { players: 3, seed: 'events' });
  const seat = table.pending()[0]!;
  const keep = (table.legalIntents(seat) as { type: string }[]).find((intent) => intent.type === 'keep');
  assert.ok(keep, 'expected keep');
  assert.equal(table.play(seat, keep), null);
  const kinds = (table.state() as WishesState).events.map((event) => event.kind);
  assert.ok(kinds.includes('keep') && kinds.indexOf('keep') < kinds.lastIndexOf('draw'), kinds.join(', '));
  assert.ok(table.log().at(-1) !== undefined && (table.log().at(-1)!.move as { type: string }).type === 'beacon', "expected table.log().at(-1) !== undefined && (table.log().at(-1)!.move as { type: string }).type === 'beacon'");
});
