// Applying moves in the rule tests: `play` expects success, `refused` expects a RuleError with a code.
import assert from 'node:assert/strict';
import { isRuleError } from '../../../src/core/index.js';
import { applyMove } from '../../../src/games/wishes/rules.js';
import type { WishesState } from '../../../src/games/wishes/types.js';

/** The state after `seat`'s `move`; fails the test on a RuleError. */
export function play(state: WishesState, seat: number, move: unknown): WishesState {
  const before = JSON.stringify(state);
  const after = applyMove(state, seat, move);
  assert.equal(JSON.stringify(state), before, 'apply must not change its input');
  if (isRuleError(after)) assert.fail(`${JSON.stringify(move)} was refused: ${after.code}: ${after.message}`);
  return after;
}

/** Asserts that `seat`'s `move` is refused with `code`; returns the message. */
export function refused(state: WishesState, seat: number, move: unknown, code: string): string {
  const after = applyMove(state, seat, move);
  assert.ok(isRuleError(after), `${JSON.stringify(move)} should be refused with ${code}`);
  assert.equal(after.code, code, after.message);
  assert.ok(after.message.length > 5, 'expected after.message.length > 5');
  return after.message;
}
