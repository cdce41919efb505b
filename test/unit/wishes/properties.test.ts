// Seeded property tests (fast-check): random play-outs keep every conservation law, account for every
// dollar, always end; no input makes the rules throw or change the state they are given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError, seededRandom } from '../../../src/core/index.js';
import { legalActions } from '../../../src/games/wishes/legal.js';
import { applyMove } from '../../../src/games/wishes/rules.js';
import { wishes } from '../../../src/games/wishes/index.js';
import type { WishesOptions, WishesState } from '../../../src/games/wishes/types.js';
import { dealt, drawAll } from './fixtures.js';
import { checkInvariants } from './invariants.js';

const MAX_MOVES = 3000;

/** Money the events of one step say was paid (sales, closings, worm bonus) and the final scoring's change. */
function accountedMoney(after: WishesState, before: WishesState): number[] {
  const delta = after.seats.map(() => 0);
  for (const e of after.events) {
    if (e.kind === 'sale') delta[e.seat]! += e.price * e.fish;
    if (e.kind === 'close') e.bonus.forEach((b, seat) => (delta[seat]! += b));
    if (e.kind === 'worm-bonus') delta[e.seat]! += e.money;
  }
  if (after.final && !before.final) after.final.wormBonus.forEach((b, seat) => (delta[seat]! += b - after.final!.dumpPenalty[seat]!));
  return delta;
}

const optionsArb = fc.record({
  firstTieMode: fc.constantFrom('split', 'half-each'),
  wormBonusGive: fc.constantFrom('all', 'one-each'),
}) as fc.Arbitrary<Partial<WishesOptions>>;

test('random play-outs conserve cards, tokens and worms, account for all money, and always end', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), optionsArb, (players, seed, options) => {
      const random = seededRandom(seed);
      let state = dealt(players, seed, options);
      checkInvariants(state);
      let moves = 0;
      while (state.phase !== 'over') {
        assert.ok(moves++ < MAX_MOVES, 'the game ends');
        const seat = state.turn!;
        const action = random.pick(legalActions(state, seat));
        const applied = applyMove(state, seat, action);
        if (isRuleError(applied)) assert.fail(`${JSON.stringify(action)}: ${applied.message}`);
        const after = drawAll(applied, random);
        const events = after === applied ? after : { ...after, events: [...applied.events, ...after.events] };
        assert.deepEqual(
          after.seats.map((p, s) => p.money - state.seats[s]!.money),
          accountedMoney(events, state),
          'every dollar is accounted for',
        );
        checkInvariants(after);
        state = after;
      }
      assert.ok(state.final!.winners.length > 0, 'expected state.final!.winners.length > 0');
    }),
    { numRuns: 60, seed: 20261129 },
  );
});

const junkMove = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.constantFrom('keep', 'wish', 'sell', 'pass', 'first', 'join', 'beacon', 'audit'),
      slot: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.double(), fc.string()),
      boat: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant(null)),
      buyer: fc.constantFrom('$3', '$2a', '$2b', '$1a', '$1b', '$4', ''),
      steps: fc.integer({ min: -1, max: 4 }),
      species: fc.constantFrom('angelfish', 'catfish', 'clownfish', 'tuna'),
      as: fc.constantFrom('monkfish', 'starfish', 7),
      seat: fc.integer({ min: -1, max: 6 }),
      rot: fc.record({ from: fc.constantFrom('dump', 'kingfish', 'sea'), seat: fc.integer({ min: 0, max: 5 }) }),
      scatter: fc.array(fc.record({ buyer: fc.constantFrom('$3', '$2a', '$1b'), to: fc.constantFrom('catfish', 'starfish') }), { maxLength: 3 }),
      draw: fc.integer({ min: 0, max: 3 }),
      value: fc.string(),
    },
    { requiredKeys: ['type'] },
  ),
);

test('no move, however malformed, makes apply throw or change its input', () => {
  const states: WishesState[] = [];
  const random = seededRandom(5);
  let s = dealt(4, 5);
  for (let i = 0; i < 40 && s.phase !== 'over'; i++) {
    states.push(s);
    const applied = applyMove(s, s.turn!, random.pick(legalActions(s, s.turn!)));
    if (!isRuleError(applied)) states.push(applied);
    s = isRuleError(applied) ? s : drawAll(applied, random);
  }
  states.push(wishes.setup({ players: 3 }));
  fc.assert(
    fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.integer({ min: -1, max: 5 }), junkMove, (i, seat, move) => {
      const state = states[i]!;
      const before = JSON.stringify(state);
      const viaRules = applyMove(state, seat, move);
      const viaGame = wishes.apply(state, seat, move);
      assert.equal(JSON.stringify(state), before);
      for (const result of [viaRules, viaGame]) assert.ok(isRuleError(result) || typeof result === 'object', "expected isRuleError(result) || typeof result === 'object'");
    }),
    { numRuns: 3000, seed: 7 },
  );
});
