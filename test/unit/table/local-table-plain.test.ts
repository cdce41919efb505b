import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../../../src/core/index.js';
import { createLocalTable, createTableFor, restoreLocalTable, restoreTableFor, SnapshotError } from '../../../src/table/index.js';
import { nim, type NimState } from './nim-game.js';

test('a protocol-free game: intents are moves, pending follows the rules, the log records each move', () => {
  const table = createTableFor(nim, { players: 2, seed: 1 });
  assert.equal(table.gameId, 'nim-test');
  assert.deepEqual(table.pending(), [0]);
  assert.deepEqual(table.legalIntents(0), [1, 2, 3].map((count) => ({ type: 'take', count })));
  assert.deepEqual(table.legalIntents(1), []);
  assert.equal(table.play(0, { type: 'take', count: 3 }), null);
  assert.deepEqual(table.pending(), [1]);
  assert.equal(table.view(null), table.state());
  assert.equal(table.secrets(0), undefined);
  assert.deepEqual(table.log(), [{ seat: 0, move: { type: 'take', count: 3 } }]);
  assert.equal(table.outcome(), null);
  table.play(1, { type: 'take', count: 3 });
  table.play(0, { type: 'take', count: 1 });
  assert.deepEqual(table.outcome(), { scores: [1, 0], winners: [0] });
  assert.deepEqual(table.pending(), []);
});

test('a rejected intent is returned as a RuleError and changes nothing', () => {
  const table = createTableFor(nim, { players: 2, seed: 'x' });
  const calls: number[] = [];
  table.subscribe(() => calls.push(1));
  for (const [seat, intent, code] of [
    [1, { type: 'take', count: 1 }, 'not-your-turn'],
    [0, { type: 'take', count: 4 }, 'bad-count'],
    [0, { type: 'take', count: 1.5 }, 'bad-count'],
    [0, { type: 'take', count: 1, extra: true }, 'bad-move'],
    [0, null, 'bad-move'],
    [7, { type: 'take', count: 1 }, 'no-such-seat'],
  ] as const) {
    const error = table.play(seat, intent);
    assert.ok(isRuleError(error), `expected ${code}`);
    assert.equal(error.code, code);
  }
  assert.equal((table.state() as NimState).stones, 7);
  assert.deepEqual(table.log(), []);
  assert.deepEqual(calls, []);
});

test('subscribers hear every accepted play until they unbind', () => {
  const table = createTableFor(nim, { players: 3, seed: 2, options: { stones: 9 } });
  let heard = 0;
  const unbind = table.subscribe(() => heard++);
  table.play(0, { type: 'take', count: 1 });
  table.play(1, { type: 'take', count: 1 });
  unbind();
  table.play(2, { type: 'take', count: 1 });
  assert.equal(heard, 2);
  assert.equal((table.state() as NimState).stones, 6);
});

test('a snapshot is plain JSON and replays to the same state', () => {
  const table = createTableFor(nim, { players: 2, seed: 'seed', options: { stones: 10 } });
  table.play(0, { type: 'take', count: 2 });
  table.play(1, { type: 'take', count: 3 });
  const snapshot = JSON.parse(JSON.stringify(table.snapshot()));
  assert.deepEqual(snapshot, {
    version: 2,
    gameId: 'nim-test',
    players: 2,
    seed: 'seed',
    options: { stones: 10 },
    intents: [
      { seat: 0, intent: { type: 'take', count: 2 } },
      { seat: 1, intent: { type: 'take', count: 3 } },
    ],
  });
  const restored = restoreTableFor(nim, snapshot);
  assert.deepEqual(restored.state(), table.state());
  assert.deepEqual(restored.log(), table.log());
});

test('a snapshot that does not replay is refused with a clear error', () => {
  const table = createTableFor(nim, { players: 2, seed: 1 });
  table.play(0, { type: 'take', count: 2 });
  const good = table.snapshot();
  const cases: [string, unknown, RegExp][] = [
    ['an illegal intent', { ...good, intents: [{ seat: 1, intent: { type: 'take', count: 2 } }] }, /intent #0 of seat 1 was rejected \(not-your-turn/],
    ['another version', { ...good, version: 99 }, /version/],
    ['another game', { ...good, gameId: 'fleet' }, /not nim-test/],
    ['an impossible seat count', { ...good, players: 9 }, /does not set up/],
    ['no intents', { ...good, intents: undefined }, /no intents/],
  ];
  for (const [name, snapshot, message] of cases) {
    assert.throws(() => restoreTableFor(nim, snapshot as never), (e: unknown) => e instanceof SnapshotError && message.test(e.message), name);
  }
  assert.throws(() => restoreLocalTable({ ...good, gameId: 'no-such-game' }), SnapshotError);
  assert.throws(() => restoreLocalTable({ ...good, gameId: 'toString' }), SnapshotError);
});

test('an unknown game id or seat count is a programmer error', () => {
  assert.throws(() => createLocalTable('no-such-game', { players: 2, seed: 1 }), RangeError);
  assert.throws(() => createTableFor(nim, { players: 1, seed: 1 }), RangeError);
  assert.throws(() => createTableFor(nim, { players: 2, seed: Number.NaN }), TypeError);
});
