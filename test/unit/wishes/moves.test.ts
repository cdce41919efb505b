// W-4 turns and the shape of moves: anything malformed is a RuleError with a stable code, never a throw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../../../src/core/index.js';
import { legalActions } from '../../../src/games/wishes/legal.js';
import { applyMove } from '../../../src/games/wishes/rules.js';
import { SPREAD, cardOf, dealt, player, position } from './fixtures.js';
import { play, refused } from './play.js';

test('W-4.1 only the player on turn acts, with exactly one action', () => {
  const state = dealt(3);
  const other = (state.turn! + 1) % 3;
  refused(state, other, { type: 'keep', slot: 1 }, 'not-your-turn');
  const after = play(state, state.turn!, { type: 'keep', slot: 1 });
  refused(after, state.turn!, { type: 'keep', slot: 1 }, 'waiting-for-draw');
});

test('W-4.2 a player passes only when no action is possible', () => {
  const state = dealt(2);
  refused(state, state.turn!, { type: 'pass' }, 'cannot-pass');
  const fish = cardOf(state, 'monkfish', 'ROT');
  const stuck = position(2, { ocean: [], deck: [], discard: [], seats: [player({ boats: [fish, null] }), player()], buyers: SPREAD });
  refused(stuck, 0, { type: 'pass' }, 'cannot-pass');
  assert.deepEqual(legalActions(stuck, 0), [{ type: 'sell', boat: 0 }]);
  const idle = position(2, { ocean: [], deck: [], discard: [fish], seats: [player(), player()], buyers: SPREAD });
  assert.deepEqual(legalActions(idle, 0), [{ type: 'pass' }]);
  const passed = play(idle, 0, { type: 'pass' });
  assert.equal(passed.turn, 1);
  refused(idle, 0, { type: 'keep', slot: 1 }, 'no-such-slot');
});

test('W-4.3 turns go clockwise, wrapping from the last seat to seat 0', () => {
  const state = position(3, { turn: 2, ocean: [], deck: [], discard: [], seats: [player(), player(), player()] });
  assert.equal(play(state, 2, { type: 'pass' }).turn, 0);
});

test('malformed moves are refused with stable codes', () => {
  const state = dealt(2);
  const seat = state.turn!;
  const table: [unknown, string][] = [
    [null, 'malformed-move'],
    ['keep', 'malformed-move'],
    [[1, 2], 'malformed-move'],
    [{}, 'malformed-move'],
    [{ type: 7 }, 'malformed-move'],
    [{ type: 'fly' }, 'unknown-move'],
    [{ type: 'keep' }, 'malformed-move'],
    [{ type: 'keep', slot: 1.5 }, 'malformed-move'],
    [{ type: 'keep', slot: '1' }, 'malformed-move'],
    [{ type: 'keep', slot: 0 }, 'malformed-move'],
    [{ type: 'keep', slot: 5 }, 'malformed-move'],
    [{ type: 'keep', slot: 1, boat: -1 }, 'malformed-move'],
    [{ type: 'keep', slot: 1, extra: true }, 'unexpected-field'],
    [{ type: 'sell' }, 'malformed-move'],
    [{ type: 'sell', boat: 0, slot: 1 }, 'unexpected-field'],
    [{ type: 'pass', why: 'bored' }, 'unexpected-field'],
    [{ type: 'wish', slot: 1, species: 'tuna' }, 'malformed-move'],
    [{ type: 'wish', slot: 1, as: 3 }, 'malformed-move'],
    [{ type: 'wish', slot: 1, steps: 2.5 }, 'bad-steps'],
    [{ type: 'wish', slot: 1, buyer: 3 }, 'malformed-move'],
    [{ type: 'wish', slot: 1, scatter: {} }, 'malformed-move'],
    [{ type: 'wish', slot: 1, scatter: [{ buyer: '$3' }] }, 'malformed-move'],
    [{ type: 'wish', slot: 1, scatter: [{ buyer: '$3', to: 'catfish', x: 1 }] }, 'malformed-move'],
    [{ type: 'wish', slot: 1, rot: { from: 'dump' } }, 'malformed-move'],
    [{ type: 'wish', slot: 1, rot: { from: 'sea', seat: 0 } }, 'malformed-move'],
    [{ type: 'wish', slot: 1, rot: { from: 'dump', seat: 9 } }, 'malformed-move'],
    [{ type: 'wish', slot: 1, junk: 1 }, 'unexpected-field'],
    [{ type: 'first', seat: 'me' }, 'malformed-move'],
  ];
  for (const [move, code] of table) refused(state, seat, move, code);
});

test('a wish refuses the choices its card does not take', () => {
  const base = dealt(2);
  const wish = cardOf(base, 'catfish', 'WORM_BONUS');
  const state = position(2, { ocean: [{ card: wish, worms: 0 }], buyers: SPREAD });
  const message = refused(state, 0, { type: 'wish', slot: 1, species: 'catfish' }, 'unexpected-field');
  assert.match(message, /WORM_BONUS/);
});

test('every listed legal action applies, on many dealt tables', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const state = dealt(2 + (seed % 4), seed);
    const actions = legalActions(state, state.turn!);
    assert.ok(actions.length > 0, 'expected actions.length > 0');
    for (const action of actions) assert.ok(!isRuleError(applyMove(state, state.turn!, action)), JSON.stringify(action));
    assert.deepEqual(legalActions(state, (state.turn! + 1) % state.players), []);
  }
});
