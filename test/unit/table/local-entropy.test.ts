// Issue 12 item 5: every seat's secrets on a local table come from the platform's CSPRNG; seeds are for
// tests and replays only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTableFor, restoreTableFor, SnapshotError } from '../../../src/table/index.js';
import { demoGame, type DemoSecrets } from './demo-game.js';

test('a table without a seed draws a 256-bit seed per seat from crypto.getRandomValues', () => {
  const platform = globalThis.crypto;
  let draws = 0;
  const original = platform.getRandomValues.bind(platform);
  platform.getRandomValues = ((array: Uint8Array) => (draws++, original(array))) as typeof platform.getRandomValues;
  try {
    const table = createTableFor(demoGame, { players: 3 });
    assert.equal(draws, 3, 'one draw per seat');
    const snapshot = table.snapshot();
    assert.equal(snapshot.seed, undefined, 'no single seed for the whole table');
    assert.equal(snapshot.seatSeeds!.length, 3);
    assert.ok(snapshot.seatSeeds!.every((s) => /^[0-9a-f]{64}$/.test(s)) && new Set(snapshot.seatSeeds).size === 3, 'expected snapshot.seatSeeds!.every((s) => /^[0-9a-f]{64}$/.test(s)) && new Set(snapshot.seatSeeds).size === 3');
  } finally {
    platform.getRandomValues = original;
  }
});

test('two unseeded tables share no secret; a snapshot restores its seats\' secrets exactly', () => {
  const one = createTableFor(demoGame, { players: 2 });
  const two = createTableFor(demoGame, { players: 2 });
  const keyOf = (t: typeof one, seat: number): string => (t.secrets(seat) as DemoSecrets).fair.boxSecretKey;
  assert.notEqual(keyOf(one, 0), keyOf(two, 0));
  one.play(0, { type: 'bid', amount: 3 });
  const restored = restoreTableFor(demoGame, JSON.parse(JSON.stringify(one.snapshot())));
  assert.deepEqual(restored.state(), one.state());
  assert.deepEqual(restored.secrets(0), one.secrets(0));
  assert.deepEqual(restored.secrets(1), one.secrets(1));
});

test('seeded tables (tests, replays) and version-1 snapshots still replay; a snapshot with neither seed is refused', () => {
  const seeded = createTableFor(demoGame, { players: 2, seed: 'replay' });
  const snapshot = seeded.snapshot();
  assert.equal(snapshot.seed, 'replay');
  assert.deepEqual(restoreTableFor(demoGame, { ...snapshot, version: 1 }).state(), seeded.state());
  assert.throws(() => restoreTableFor(demoGame, { ...snapshot, seed: undefined }), SnapshotError);
  assert.throws(() => createTableFor(demoGame, { players: 2, seatSeeds: ['zz', 'zz'] }), TypeError);
  assert.throws(() => createTableFor(demoGame, { players: 2, seed: 1, seatSeeds: [] }), TypeError);
});
