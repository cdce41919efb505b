// Rule scenarios, named by rule id (shared/rules/gone-fishing.md). Day 1: seat 0 fishes on LAYOUT with red
// at P19 (row 1) and yellow at P9 (row 4); see fixtures.ts for the lake.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, type RuleError } from '../../../src/core/index.js';
import {
  LAKE_TILES,
  LINES,
  PIERS_OF_FIELD,
  TILE_POINTS,
  distanceOf,
  goneFishing,
  isLakeSet,
  legalGoneFishingIntents,
  outcomeOf,
  type GoneFishingState,
  type GoneFishingView,
} from '../../../src/games/gone-fishing/index.js';
import { createLocalTable } from '../../../src/table/index.js';
import { ANGLER, FISH, LAYOUT, dayOneTable, must, secretsOf, stateOf } from './fixtures.js';

const code = (result: unknown): string => (isRuleError(result) ? result.code : 'accepted');
const apply = (state: GoneFishingState, seat: number, move: unknown) => goneFishing.apply(state, seat, move);
const accepted = (result: GoneFishingState | RuleError): GoneFishingState => {
  if (isRuleError(result)) throw new Error(`refused: ${result.code} ${result.message}`);
  return result;
};
const emptied = (state: GoneFishingState, fields: number[]): GoneFishingState => ({ ...state, lake: state.lake.map((t, f) => (fields.includes(f) ? null : t)) });

test('GF-1.2 the lake is 10 fish worth 31, 5 trash and the diver; a lake of other tiles is refused', () => {
  assert.equal(LAKE_TILES.length, 16);
  assert.equal(LAKE_TILES.reduce((s, f) => s + TILE_POINTS[f], 0), 31);
  assert.equal(LAKE_TILES.filter((f) => f === 'trash').length, 5);
  assert.ok(isLakeSet(LAYOUT) && !isLakeSet(LAYOUT.map((f, i) => (i === 1 ? 'diver' : f))), "expected isLakeSet(LAYOUT) && !isLakeSet(LAYOUT.map((f, i) => (i === 1 ? 'diver' : f)))");
  const table = createLocalTable('gone-fishing', { players: 2, seed: 'x', options: { firstAngler: 'host-chooses' } });
  must(table.play(0, { type: 'first-angler', seat: ANGLER }));
  assert.equal(table.play(FISH, { type: 'lay-lake', faces: LAYOUT.map(() => 'fish-6') })?.code, 'not-the-lake-tiles');
  assert.equal(table.play(ANGLER, { type: 'lay-lake', faces: LAYOUT })?.code, 'wrong-phase');
});

test('GF-2.2 20 piers: every row, column and main diagonal is watched from both ends, distance 1 nearest', () => {
  assert.equal(LINES.length, 20);
  for (const line of LINES) assert.ok(LINES.some((other) => other.join() === [...line].reverse().join()), 'expected LINES.some((other) => other.join() === [...line].reverse().join())');
  assert.deepEqual(LINES[0], [0, 5, 10, 15]);
  assert.equal(distanceOf(0, 15), 4);
  assert.equal(distanceOf(0, 1), 0);
  assert.deepEqual(PIERS_OF_FIELD.map((p) => p.length), [6, 4, 4, 6, 4, 6, 6, 4, 4, 6, 6, 4, 6, 4, 4, 6]);
});

test('GF-3.2 host-chooses: only seat 0 names the day-1 Angler', () => {
  const table = createLocalTable('gone-fishing', { players: 2, seed: 'x', options: { firstAngler: 'host-chooses' } });
  assert.equal(table.play(1, { type: 'first-angler', seat: 1 })?.code, 'not-your-turn');
  must(table.play(0, { type: 'first-angler', seat: 1 }));
  assert.equal(stateOf(table).firstAngler, 1);
  assert.deepEqual(table.pending(), [0], 'seat 0 is now the Fish player and lays the lake');
});

test('GF-3 a seat is named by its role of the day, as the badges name it; "Player N" only before roles are known', () => {
  const table = createLocalTable('gone-fishing', { players: 2, seed: 'x', options: { firstAngler: 'host-chooses' } });
  assert.deepEqual([0, 1].map((seat) => goneFishing.seatName(stateOf(table), seat)), ['Player 1', 'Player 2']);
  must(table.play(0, { type: 'first-angler', seat: 1 }));
  assert.deepEqual([0, 1].map((seat) => goneFishing.seatName(stateOf(table), seat)), ['Fish player', 'Angler']);
});

test('GF-4.2 the two start piers differ', () => {
  const table = createLocalTable('gone-fishing', { players: 2, seed: 'x', options: { firstAngler: 'host-chooses' } });
  must(table.play(0, { type: 'first-angler', seat: ANGLER }));
  must(table.play(FISH, { type: 'lay-lake', faces: 'random' }));
  assert.equal(table.play(ANGLER, { type: 'figures', red: 3, yellow: 3 })?.code, 'same-start-pier');
});

test('GF-5.1.1 / GF-2.2.5 either figure walks k piers clockwise and becomes the active figure', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'yellow', steps: 2 }));
  const state = stateOf(table);
  assert.deepEqual(state.figures.yellow, { start: 9, travelled: 2, home: false });
  assert.equal(state.active, 'yellow');
  assert.equal(state.phase, 'show');
});

test('GF-5.1.2 / GF-5.1.4 / edge case 24: overshooting the start pier sends the figure home, steps 2–3 are skipped', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 25 }));
  const state = stateOf(table);
  assert.equal(state.figures.red?.home, true);
  // GF-5.5.5: on the full lake step 4 has nothing to do, so round 2 begins.
  assert.equal(state.phase, 'move-figure');
  assert.equal(state.round, 2);
  assert.equal(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 })?.code, 'figure-home');
});

test('turn order: a seat moving out of turn or out of phase is refused', () => {
  const state = stateOf(dayOneTable());
  assert.equal(code(apply(state, FISH, { type: 'move-figure', figure: 'red', steps: 1 })), 'not-your-turn');
  assert.equal(code(apply(state, ANGLER, { type: 'slide', from: 0, to: 1 })), 'wrong-phase');
  assert.equal(code(apply(state, 2, { type: 'pass' })), 'no-such-seat');
});

test('GF-5.2.2 / edge case 1: an empty line shows nothing; the Angler may still use a special or pass', () => {
  const state = emptied(stateOf(dayOneTable()), [1, 5, 9, 13]);
  const next = accepted(apply(state, ANGLER, { type: 'move-figure', figure: 'red', steps: 3 })); // P2: column 2
  assert.equal(next.phase, 'act');
  assert.equal(code(apply(next, FISH, { type: 'murky' })), 'wrong-phase'); // edge case 23
  assert.equal(code(apply(next, ANGLER, { type: 'catch', field: 1 })), 'not-on-line');
  assert.ok(accepted(apply(next, ANGLER, { type: 'calm' })).specials.every((s) => s !== 'CALM'), "expected accepted(apply(next, ANGLER, { type: 'calm' })).specials.every((s) => s !== 'CALM')");
});

test('GF-5.2.3 the Fish player must show a tile of the line', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 })); // P1: column 1
  assert.equal(table.play(FISH, { type: 'show', field: 1 })?.code, 'not-on-line');
  assert.equal(table.play(FISH, { type: 'murky' })?.code, 'no-such-helper'); // edge case 17
  assert.deepEqual(table.legalIntents(FISH).map((i) => (i as { field: number }).field), [0, 4, 8, 12]);
});

test('GF-5.2.4 / edge case 2: the diver alone on the line is the only tile that may be shown', () => {
  const table = dayOneTable();
  const state = accepted(apply(emptied(stateOf(table), [1, 9, 13]), ANGLER, { type: 'move-figure', figure: 'red', steps: 3 }));
  assert.deepEqual(legalGoneFishingIntents(state, FISH, secretsOf(table, FISH)), [{ type: 'show', field: 5 }]);
});

test('GF-5.2.5 / edge case 15: MURKY (helpers on) shows nothing and is spent', () => {
  const table = dayOneTable({ fishHelpers: 'on' });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'murky' }));
  const state = stateOf(table);
  assert.equal(state.phase, 'act');
  assert.deepEqual(state.helpers, ['SWAP', 'SCHOOL']);
  assert.equal(state.sealed.length, 0);
  assert.ok((table.view(ANGLER) as GoneFishingView).faces.every((f) => f === null), 'expected (table.view(ANGLER) as GoneFishingView).faces.every((f) => f === null)');
});

test('GF-5.3.1 catch: the card is spent, the face revealed, the fish leaves, the figure moves d', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 })); // P1: (1,1) (2,1) (3,1) (4,1)
  must(table.play(FISH, { type: 'show', field: 4 }));
  must(table.play(ANGLER, { type: 'catch', field: 8 })); // Fish 4 at distance 3, not the shown tile (edge case 12)
  const state = stateOf(table);
  assert.deepEqual(state.lineCards, [3, 3, 2, 3]);
  assert.equal(state.revealed[8], 'fish-4');
  assert.equal(state.lake[8], null);
  assert.deepEqual(state.catch, ['fish-4']);
  assert.equal(state.figures.red?.travelled, 5);
  assert.equal(state.phase, 'move-tiles'); // GF-5.4.1: step 4 follows a catch
});

test('GF-2.2.4 distance is fixed by position: an empty field in between does not shorten it', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 0 }));
  const next = accepted(apply(emptied(stateOf(table), [4]), ANGLER, { type: 'catch', field: 8 }));
  assert.equal(next.catching?.distance, 3);
  assert.deepEqual(next.lineCards, [3, 3, 2, 3]);
});

test('GF-5.3.1 / edge case 5 / GF-6.4: no card of the needed value, no catch; out of cards the Angler still walks', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 0 }));
  const state = stateOf(table);
  assert.equal(code(apply({ ...state, lineCards: [3, 3, 0, 3] }, ANGLER, { type: 'catch', field: 8 })), 'no-line-card');
  const broke = { ...state, lineCards: [0, 0, 0, 0] };
  assert.ok(!legalGoneFishingIntents(broke, ANGLER, secretsOf(table, ANGLER)).some((i) => i.type === 'catch'), "expected !legalGoneFishingIntents(broke, ANGLER, secretsOf(table, ANGLER)).some((i) => i.type === 'catch')");
  const round2 = accepted(apply(broke, ANGLER, { type: 'pass' }));
  assert.equal(round2.phase, 'move-figure');
});

test('GF-5.3.1 item 4 / edge cases 3, 4: the diver may be caught blind; it stays face down and the figure moves', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 })); // P0: the main diagonal
  must(table.play(FISH, { type: 'show', field: 0 }));
  must(table.play(ANGLER, { type: 'catch', field: 5 }));
  const state = stateOf(table);
  assert.equal(state.revealed[5], 'diver');
  assert.equal(state.lake[5], 5);
  assert.deepEqual(state.catch, []);
  assert.deepEqual(state.lineCards, [3, 2, 3, 3]);
  assert.equal(state.figures.red?.travelled, 3);
});

test('GF-5.3.1 item 5 / edge case 8: a catch that takes the figure home still counts', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 19 })); // P18: row 2
  must(table.play(FISH, { type: 'show', field: 4 }));
  must(table.play(ANGLER, { type: 'catch', field: 6 })); // Fish 3 at distance 3
  const state = stateOf(table);
  assert.equal(state.figures.red?.home, true);
  assert.deepEqual(state.catch, ['fish-3']);
});

test('GF-6.3 / edge case 9 / GF-7.1 / edge case 18: the second figure home ends the day; no fish and two unused specials score −2', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 20 }));
  must(table.play(ANGLER, { type: 'move-figure', figure: 'yellow', steps: 20 }));
  const state = stateOf(table);
  assert.equal(state.day, 2);
  assert.equal(state.phase, 'lay-lake');
  assert.deepEqual(state.days[0], { day: 1, angler: ANGLER, catch: [], specialsLeft: 2, score: -2, faces: LAYOUT });
  // GF-3.3: roles swap, everything afresh.
  assert.deepEqual(table.pending(), [ANGLER]);
  assert.deepEqual(state.lineCards, [3, 3, 3, 3]);
  assert.deepEqual(state.specials, ['PEEK', 'CALM']);
});

test('GF-5.3.2 / edge case 11 / GF-5.3.5: PEEK shows any tile to the Angler alone, once, instead of fishing', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  must(table.play(ANGLER, { type: 'peek', field: 11 })); // off the line
  const state = stateOf(table);
  assert.deepEqual(state.specials, ['CALM']);
  assert.notEqual(state.phase, 'act');
  const memory = (table.view(ANGLER) as GoneFishingView).memory;
  assert.deepEqual(memory.at(-1), { day: 1, round: 1, via: 'peek', field: 11, tile: 11, face: 'fish-5' });
  assert.ok((table.view(null) as GoneFishingView).faces.every((f) => f === null), 'expected (table.view(null) as GoneFishingView).faces.every((f) => f === null)');
  assert.equal(state.revealed[11], null);
});

test('GF-5.3.3 / GF-5.4.1: CALM cancels step 4 of the round', () => {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  must(table.play(ANGLER, { type: 'catch', field: 8 }));
  must(table.play(FISH, { type: 'done' })); // edge case 13: no moves
  must(table.play(ANGLER, { type: 'move-figure', figure: 'yellow', steps: 1 }));
  must(table.play(FISH, { type: 'show', field: 15 }));
  must(table.play(ANGLER, { type: 'calm' }));
  const state = stateOf(table);
  assert.equal(state.phase, 'move-figure');
  assert.equal(state.round, 3);
});

test('GF-5.3.6 / GF-8.1: the shown face is turned back after step 3 and kept only in the Angler\'s log', () => {
  for (const anglerMemoryAid of ['log-only', 'off']) {
    const table = dayOneTable({ anglerMemoryAid });
    must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
    must(table.play(FISH, { type: 'show', field: 4 }));
    assert.equal((table.view(ANGLER) as GoneFishingView).faces[4], 'trash');
    assert.equal((table.view(null) as GoneFishingView).faces[4], null);
    must(table.play(ANGLER, { type: 'pass' }));
    const view = table.view(ANGLER) as GoneFishingView;
    assert.ok(view.faces.every((f) => f === null), 'expected view.faces.every((f) => f === null)');
    assert.equal(view.memory.length, anglerMemoryAid === 'log-only' ? 1 : 0);
    assert.equal((table.view(FISH) as GoneFishingView).faces[0], 'fish-6', 'the Fish player sees every face');
  }
});

/** A step-4 state with fields 8–15 empty (helpers as given). */
function openLake(options: object = {}): GoneFishingState {
  const table = dayOneTable(options);
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 2 }));
  must(table.play(FISH, { type: 'show', field: 4 }));
  must(table.play(ANGLER, { type: 'catch', field: 8 }));
  return emptied(stateOf(table), [9, 10, 11, 12, 13, 14, 15]);
}

test('GF-5.5: a slide goes straight over empty fields, never diagonally, never over a tile', () => {
  const state = openLake();
  assert.equal(code(apply(state, FISH, { type: 'slide', from: 4, to: 12 })), 'accepted'); // down two fields
  assert.equal(code(apply(state, FISH, { type: 'slide', from: 5, to: 10 })), 'slide-blocked'); // diagonal
  assert.equal(code(apply(state, FISH, { type: 'slide', from: 0, to: 8 })), 'slide-blocked'); // over (2,1)
  assert.equal(code(apply(state, FISH, { type: 'slide', from: 3, to: 7 })), 'slide-blocked'); // onto a tile
  assert.equal(code(apply(state, FISH, { type: 'slide', from: 12, to: 13 })), 'empty-field');
  assert.equal(code(apply(state, FISH, { type: 'slide', from: 7, to: 8 })), 'slide-blocked'); // no wrap to the next row
});

test('GF-5.4.2 / edge case 26: up to three moves, one tile may go away and back; then step 4 ends', () => {
  let state = openLake();
  state = accepted(apply(state, FISH, { type: 'slide', from: 4, to: 8 }));
  state = accepted(apply(state, FISH, { type: 'slide', from: 8, to: 4 }));
  assert.equal(state.phase, 'move-tiles');
  state = accepted(apply(state, FISH, { type: 'slide', from: 7, to: 15 }));
  assert.equal(state.phase, 'move-figure');
  assert.equal(state.round, 2);
});

test('GF-5.4.3 / edge case 22: SCHOOL (any time in step 4) allows six moves in all', () => {
  let state = openLake({ fishHelpers: 'on' });
  state = accepted(apply(state, FISH, { type: 'slide', from: 4, to: 8 }));
  state = accepted(apply(state, FISH, { type: 'school' }));
  for (const [from, to] of [[8, 12], [5, 9], [9, 13], [6, 10], [10, 14]] as const) state = accepted(apply(state, FISH, { type: 'slide', from, to }));
  assert.equal(state.phase, 'move-figure', 'six moves used: step 4 is over');
  assert.ok(!state.helpers.includes('SCHOOL'), "expected !state.helpers.includes('SCHOOL')");
});

test('GF-5.4.3 / edge cases 16, 22: SWAP exchanges two tiles instead of moves, also on a full lake, never with SCHOOL or after a slide', () => {
  const table = dayOneTable({ fishHelpers: 'on' });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 }));
  must(table.play(FISH, { type: 'show', field: 0 }));
  must(table.play(ANGLER, { type: 'pass' }));
  assert.equal(stateOf(table).phase, 'move-tiles', 'with SCHOOL in hand step 4 is open even on a full lake');
  must(table.play(FISH, { type: 'swap', a: 0, b: 15 }));
  const state = stateOf(table);
  assert.deepEqual([state.lake[0], state.lake[15]], [15, 0]);
  assert.equal(state.phase, 'move-figure');
  const open = openLake({ fishHelpers: 'on' });
  const slid = accepted(apply(open, FISH, { type: 'slide', from: 4, to: 8 }));
  assert.equal(code(apply(slid, FISH, { type: 'swap', a: 0, b: 1 })), 'swap-after-slides');
  const schooled = accepted(apply(open, FISH, { type: 'school' }));
  assert.equal(code(apply(schooled, FISH, { type: 'swap', a: 0, b: 1 })), 'helpers-exclusive');
  assert.equal(code(apply(open, FISH, { type: 'swap', a: 0, b: 12 })), 'swap-needs-two-tiles');
});

test('edge case 14: CALM cancels step 4, so SWAP and SCHOOL stay in hand', () => {
  const table = dayOneTable({ fishHelpers: 'on' });
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 }));
  must(table.play(FISH, { type: 'show', field: 0 }));
  must(table.play(ANGLER, { type: 'calm' }));
  const state = stateOf(table);
  assert.equal(state.phase, 'move-figure');
  assert.deepEqual(state.helpers, ['SWAP', 'SCHOOL', 'MURKY']);
});

test('GF-7.3 / GF-7.4 the higher total wins; equal totals go to the day-1 Angler', () => {
  const base = stateOf(dayOneTable());
  const day = (d: 1 | 2, angler: number, score: number) => ({ day: d, angler, catch: [], specialsLeft: 0, score, faces: LAYOUT });
  const over = (firstAngler: number, a: number, b: number): GoneFishingState => ({ ...base, phase: 'over', firstAngler, days: [day(1, firstAngler, a), day(2, 1 - firstAngler, b)] });
  assert.deepEqual(outcomeOf(over(1, 12, 12)), { scores: [12, 12], winners: [1] });
  assert.deepEqual(outcomeOf(over(0, 12, 12)), { scores: [12, 12], winners: [0] });
  assert.deepEqual(outcomeOf(over(0, 9, 14)), { scores: [9, 14], winners: [1] });
  assert.equal(outcomeOf(base), null);
});
