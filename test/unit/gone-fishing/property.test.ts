// Seeded property tests (fast-check): random legal play always ends and never throws; no view shows a
// face it should not; malformed moves are refused without a throw and without touching the state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError, seededRandom, type Seat } from '../../../src/core/index.js';
import {
  anglerOf,
  fishOf,
  goneFishing,
  keptOpening,
  randomGoneFishingBot,
  type GoneFishingSecrets,
  type GoneFishingState,
  type GoneFishingView,
} from '../../../src/games/gone-fishing/index.js';
import { createLocalTable, type LocalTable } from '../../../src/table/index.js';

/** Plays random legal intents to the end, calling `check` on every state. */
function randomGame(seed: number, options: object, check: (table: LocalTable) => void): LocalTable {
  const table = createLocalTable('gone-fishing', { players: 2, seed, options });
  const random = seededRandom(seed);
  for (let step = 0; table.outcome() === null; step++) {
    assert.ok(step < 1500, 'a game ends (GF-6.5: at most 40 rounds a day)');
    check(table);
    const seat = table.pending()[0] as Seat;
    const intent = randomGoneFishingBot.choose(table.state() as GoneFishingState, seat, random, table.secrets(seat) as GoneFishingSecrets);
    assert.equal(table.play(seat, intent), null);
  }
  check(table);
  return table;
}

/** Tile invariants: each tile on at most one field; lake + caught fish and trash = 16 once laid. */
function checkTiles(table: LocalTable): void {
  const state = table.state() as GoneFishingState;
  const onLake = state.lake.filter((t) => t !== null);
  assert.equal(new Set(onLake).size, onLake.length);
  if (!['seating', 'draw', 'choose-angler', 'lay-lake', 'over', 'closing'].includes(state.phase)) {
    assert.equal(onLake.length + state.catch.length, 16);
  }
  assert.ok(state.lineCards.every((n) => n >= 0), 'expected state.lineCards.every((n) => n >= 0)');
}

/** No view holds a face its viewer has not been shown (GF-8). */
function checkViews(table: LocalTable): void {
  const state = table.state() as GoneFishingState;
  const spectator = table.view(null) as GoneFishingView;
  assert.equal(spectator.state, state);
  assert.ok(spectator.faces.every((f) => f === null) && spectator.memory.length === 0, 'expected spectator.faces.every((f) => f === null) && spectator.memory.length === 0');
  // Public faces: only tiles whose commitment has been opened publicly.
  state.revealed.forEach((face, tile) => {
    if (face !== null && state.phase !== 'over') assert.deepEqual(state.fair.commitments[`day-${state.day}:tile-${tile}`]?.opened, { value: face });
  });
  const angler = anglerOf(state);
  const fish = fishOf(state);
  if (angler === null || fish === null) return;
  const fishSecrets = table.secrets(fish) as GoneFishingSecrets;
  const view = table.view(angler) as GoneFishingView;
  view.faces.forEach((face, field) => {
    if (face === null) return;
    const tile = state.lake[field]!;
    const shownNow = state.phase === 'act' && state.shown === field;
    const peekedNow = state.peeked !== null && state.lake[state.peeked] === tile;
    assert.ok(shownNow || peekedNow, `the Angler sees field ${field} in phase ${state.phase}`);
    assert.equal(face, keptOpening(state, fishSecrets.fair, tile)?.face);
  });
  // The Angler's own secrets hold only faces it was sealed.
  const secrets = table.secrets(angler) as GoneFishingSecrets;
  for (const note of secrets.notes.filter((n) => n.day === state.day)) {
    const record = state.sealed[note.sealed];
    assert.ok(record && record.tile === note.tile && record.kind === note.via, 'expected record && record.tile === note.tile && record.kind === note.via');
  }
}

test('property: random legal play always ends, never throws, keeps the tiles and hides every unshown face', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom('off', 'on'), fc.constantFrom('random', 'host-chooses'), (seed, fishHelpers, firstAngler) => {
      const table = randomGame(seed, { fishHelpers, firstAngler }, (t) => {
        checkTiles(t);
        checkViews(t);
      });
      assert.equal((table.state() as GoneFishingState).days.length, 2);
    }),
    { numRuns: 12, seed: 5 },
  );
});

/** Deep-freezes a value so any mutation throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

test('property: any malformed or out-of-turn move is a RuleError, never a throw, and the state is untouched', () => {
  const states: GoneFishingState[] = [];
  randomGame(11, { fishHelpers: 'on' }, (t) => states.push(structuredClone(t.state() as GoneFishingState)));
  const legal = states.flatMap((s) => [0, 1].flatMap((seat) => goneFishing.legalMoves(s, seat)));
  const mangled = fc.oneof(
    fc.anything(),
    fc.constantFrom(...legal).chain((move) =>
      fc.record({ key: fc.constantFrom(...Object.keys(move), 'extra'), value: fc.oneof(fc.double(), fc.integer({ min: -50, max: 50 }), fc.string(), fc.constant(null)) }).map(({ key, value }) => ({ ...move, [key]: value })),
    ),
  );
  fc.assert(
    fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.integer({ min: -1, max: 2 }), mangled, (index, seat, move) => {
      const state = deepFreeze(states[index]!);
      const before = JSON.stringify(state);
      const after = goneFishing.apply(state, seat, move);
      assert.ok(isRuleError(after) || (typeof after === 'object' && after !== null && 'phase' in after), "expected isRuleError(after) || (typeof after === 'object' && after !== null && 'phase' in after)");
      assert.equal(JSON.stringify(state), before);
    }),
    { numRuns: 3000, seed: 9 },
  );
});
