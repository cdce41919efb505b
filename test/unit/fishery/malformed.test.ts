/** Untrusted input: every malformed or out-of-place move is a RuleError, never a throw, and the state is untouched. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../../../src/core/index.js';
import { applyFishery, setupFishery, type FisheryState } from '../../../src/games/fishery/index.js';
import { afterShips, deepFreeze, net, play, ship } from './helpers.js';

const phaseOne = (): FisheryState => play(setupFishery(), ship('C4'));
const phaseTwo = (): FisheryState =>
  play(afterShips(['A4', 'C3', 'E4', 'G2', 'E6', 'H6'], ['D2', 'F4', 'H3', 'C5', 'G5', 'I7']), net('C3', 'D3'));

interface Case {
  readonly name: string;
  readonly state: () => FisheryState;
  readonly move: unknown;
  readonly code: string;
  readonly seat?: number;
}

const cases: readonly Case[] = [
  { name: 'null', state: phaseOne, move: null, code: 'malformed-move' },
  { name: 'undefined', state: phaseOne, move: undefined, code: 'malformed-move' },
  { name: 'a number', state: phaseOne, move: 42, code: 'malformed-move' },
  { name: 'a string', state: phaseTwo, move: 'pass', code: 'malformed-move' },
  { name: 'an array', state: phaseTwo, move: [{ type: 'pass' }], code: 'malformed-move' },
  { name: 'an empty object', state: phaseOne, move: {}, code: 'malformed-move' },
  { name: 'an unknown type', state: phaseOne, move: { type: 'anchor', x: 1, y: 1 }, code: 'malformed-move' },
  { name: 'a type of the wrong kind', state: phaseOne, move: { type: 7, x: 1, y: 1 }, code: 'malformed-move' },
  { name: 'ship without y', state: phaseOne, move: { type: 'ship', x: 1 }, code: 'malformed-move' },
  { name: 'ship without x', state: phaseOne, move: { type: 'ship', y: 1 }, code: 'malformed-move' },
  { name: 'ship with a fraction', state: phaseOne, move: { type: 'ship', x: 1.5, y: 2 }, code: 'malformed-move' },
  { name: 'ship with a string number', state: phaseOne, move: { type: 'ship', x: '1', y: 2 }, code: 'malformed-move' },
  { name: 'ship with NaN', state: phaseOne, move: { type: 'ship', x: Number.NaN, y: 2 }, code: 'malformed-move' },
  { name: 'ship with Infinity', state: phaseOne, move: { type: 'ship', x: Number.POSITIVE_INFINITY, y: 2 }, code: 'malformed-move' },
  { name: 'ship with null', state: phaseOne, move: { type: 'ship', x: null, y: 2 }, code: 'malformed-move' },
  { name: 'ship with extra junk', state: phaseOne, move: { type: 'ship', x: 1, y: 2, colour: 1 }, code: 'malformed-move' },
  { name: 'pass with extra junk', state: phaseTwo, move: { type: 'pass', x: 0 }, code: 'malformed-move' },
  { name: 'net without side', state: phaseTwo, move: { type: 'net', x: 1, y: 1 }, code: 'malformed-move' },
  { name: 'net with side "n"', state: phaseTwo, move: { type: 'net', x: 1, y: 1, side: 'n' }, code: 'malformed-move' },
  { name: 'net with side "w"', state: phaseTwo, move: { type: 'net', x: 1, y: 1, side: 'w' }, code: 'malformed-move' },
  { name: 'net with side "E"', state: phaseTwo, move: { type: 'net', x: 1, y: 1, side: 'E' }, code: 'malformed-move' },
  { name: 'net with a fraction', state: phaseTwo, move: { type: 'net', x: 1, y: 0.25, side: 's' }, code: 'malformed-move' },
  { name: 'net with extra junk', state: phaseTwo, move: { type: 'net', x: 1, y: 1, side: 's', colour: 0 }, code: 'malformed-move' },
  { name: 'ship left of the board', state: phaseOne, move: { type: 'ship', x: -1, y: 0 }, code: 'cell-out-of-range' },
  { name: 'ship right of the board', state: phaseOne, move: { type: 'ship', x: 9, y: 0 }, code: 'cell-out-of-range' },
  { name: 'ship below the board', state: phaseOne, move: { type: 'ship', x: 0, y: 7 }, code: 'cell-out-of-range' },
  { name: 'net off the board', state: phaseTwo, move: { type: 'net', x: 9, y: 0, side: 's' }, code: 'cell-out-of-range' },
  { name: 'net above the board', state: phaseTwo, move: { type: 'net', x: 3, y: -1, side: 's' }, code: 'cell-out-of-range' },
  { name: 'net on the east rim (column I)', state: phaseTwo, move: { type: 'net', x: 8, y: 3, side: 'e' }, code: 'rim-edge' },
  { name: 'net on the south rim (row 7)', state: phaseTwo, move: { type: 'net', x: 4, y: 6, side: 's' }, code: 'rim-edge' },
  { name: 'a taken edge', state: phaseTwo, move: net('C3', 'D3'), code: 'edge-taken', seat: 1 },
  { name: 'an occupied cell', state: phaseOne, move: ship('C4'), code: 'cell-occupied' },
  { name: 'pass in phase 1', state: phaseOne, move: { type: 'pass' }, code: 'pass-not-allowed' },
  { name: 'net in phase 1', state: phaseOne, move: net('A1', 'B1'), code: 'wrong-phase' },
  { name: 'ship in phase 2', state: phaseTwo, move: ship('B2'), code: 'wrong-phase' },
  { name: 'the wrong seat', state: phaseTwo, move: { type: 'pass' }, code: 'not-your-turn', seat: 0 },
  { name: 'a seat that is no seat', state: phaseTwo, move: { type: 'pass' }, code: 'not-your-turn', seat: 2 },
  { name: 'a move after the end', state: () => play(phaseTwo(), { type: 'pass' }, { type: 'pass' }), move: { type: 'pass' }, code: 'game-over' },
];

for (const { name, state: make, move, code, seat } of cases) {
  test(`malformed or misplaced input is refused with '${code}': ${name}`, () => {
    const state = deepFreeze(make());
    const snapshot = structuredClone(state);
    const result = applyFishery(state, seat ?? state.turn, move);
    assert.ok(isRuleError(result), `expected a RuleError, got ${JSON.stringify(result)}`);
    assert.equal(result.code, code);
    assert.ok(result.message.length > 10, 'expected result.message.length > 10');
    assert.deepEqual(state, snapshot);
  });
}

test('a legal move on a frozen state returns a new state and leaves the old one as it was', () => {
  const state = deepFreeze(phaseTwo());
  const snapshot = structuredClone(state);
  const next = applyFishery(state, 1, net('F6', 'F7'));
  assert.ok(!isRuleError(next), 'expected !isRuleError(next)');
  assert.notEqual(next, state);
  assert.deepEqual(state, snapshot);
});
