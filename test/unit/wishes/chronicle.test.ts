// The table's move log (components/wishes/chronicle.ts) is the engine's: one describeMove line per
// player move, told in the state the move was made in, folded incrementally.
import assert from 'node:assert/strict';
import test from 'node:test';
import { extendChronicle, startChronicle } from '../../../components/wishes/chronicle.js';
import { seededRandom } from '../../../src/core/index.js';
import { describeMove, randomWishesBot, wishes, type WishesState } from '../../../src/games/wishes/index.js';
import { createLocalTable } from '../../../src/table/index.js';

const PLAYER_MOVES = new Set(['keep', 'wish', 'sell', 'pass', 'first']);

/** A seeded game of random players, `moves` player moves long (or to its end). */
function playedTable(players: number, seed: string, moves: number) {
  const table = createLocalTable('wishes', { players, seed });
  const random = seededRandom(5);
  for (let i = 0; i < moves && !table.outcome(); i++) {
    const seat = table.pending()[0]!;
    table.play(seat, randomWishesBot.choose(table.state() as WishesState, seat, random));
  }
  return table;
}

test('every player move in the log gets the engine’s describeMove line, told in the state before it', () => {
  const table = playedTable(4, 'chronicle', 80);
  const log = table.log();
  const { players, options } = table.snapshot();
  const chronicle = extendChronicle(startChronicle(players, options), log);
  const expected: { seat: number; text: string }[] = [];
  let state = wishes.setup({ players, options });
  for (const { seat, move } of log) {
    const type = (move as { type: string }).type;
    if (PLAYER_MOVES.has(type)) expected.push({ seat, text: describeMove(state, seat, move) });
    const after = wishes.apply(state, seat, move);
    assert.ok(!('kind' in after), "expected !('kind' in after)");
    state = after;
  }
  assert.equal(expected.length, 80);
  assert.deepEqual(chronicle.lines, expected);
  assert.equal(chronicle.length, log.length);
  for (const line of chronicle.lines) assert.doesNotMatch(line.text, /[A-Z]{2,}_|boat 0\b|invalid|refuse/, line.text);
});

test('folding the log in pieces gives the same chronicle as folding it at once', () => {
  const table = playedTable(3, 'pieces', 40);
  const log = table.log();
  const { players, options } = table.snapshot();
  let stepwise = startChronicle(players, options);
  for (let end = 7; end < log.length + 7; end += 7) stepwise = extendChronicle(stepwise, log.slice(0, end));
  const whole = extendChronicle(startChronicle(players, options), log);
  assert.deepEqual(stepwise.lines, whole.lines);
  assert.deepEqual(stepwise.state, whole.state);
  assert.equal(extendChronicle(whole, log), whole);
});
