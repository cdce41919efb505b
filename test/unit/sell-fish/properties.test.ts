// Seeded property tests (fast-check): random play-outs account for every dollar, conserve ships and
// chips, keep their invariants and always end by year 10; no input makes the rules throw or change the
// state they are given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError, seededRandom, type Random } from '../../../src/core/index.js';
import { chipsOf } from '../../../src/games/sell-fish/bags.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import { legalActions, sealedIntents } from '../../../src/games/sell-fish/legal.js';
import { playToEnd, playoutStep } from '../../../src/games/sell-fish/playout.js';
import type { SellFishOptions, SellFishState } from '../../../src/games/sell-fish/types.js';
import { frozen, seated } from './fixtures.js';
import { createTableFor as createTable } from '../../../src/table/seeded-table.js';
import { sellFish as sellFishGame } from '../../../src/games/sell-fish/game.js';

/** Money each seat gained or lost by the events of one step. */
function accounted(state: SellFishState): number[] {
  const delta = state.communities.map(() => 0);
  const harbour = state.options.amounts.harbourCost;
  for (const e of state.events) {
    if (e.kind === 'auction' && e.winner !== null) delta[e.winner]! -= e.price;
    if (e.kind === 'inspection') delta[e.seat]! -= e.harbour + e.fine;
    if (e.kind === 'catch' || e.kind === 'payout') delta[e.seat]! += e.money;
    if (e.kind === 'attack') {
      delta[e.victim]! -= 2 * harbour;
      delta[e.pirate]! += harbour;
    }
    if (e.kind === 'port') e.costs.forEach((c, seat) => (delta[seat]! -= c));
    if (e.kind === 'trade') {
      const giver = e.offer.side === 'sell' ? e.offer.from : e.offer.to;
      const taker = giver === e.offer.from ? e.offer.to : e.offer.from;
      delta[giver]! += e.offer.price;
      delta[taker]! -= e.offer.price;
    }
  }
  return delta;
}

/** A random player: any sealed choice, and in windows mostly ready, sometimes a trade. */
function randomPolicy(random: Random) {
  return (state: SellFishState, seat: number): unknown => {
    const sealed = sealedIntents(state, seat);
    if (sealed.length > 0) {
      const intent = random.pick(sealed);
      if (intent.type === 'bid') return intent.amount;
      if (intent.type === 'send') return intent.ships;
      return intent.type === 'vote' ? { green: intent.green, blue: intent.blue } : null;
    }
    if (state.step === 'commit') return 0; // SF-16 #28 the only choice, committed by the agent in a real game
    const moves = legalActions(state, seat);
    if (state.step === 'window' && random.next() < 0.75) return moves.find((m) => m.type === 'ready') ?? random.pick(moves);
    return random.pick(moves);
  };
}

const optionsArb = fc.record({
  superHarvest: fc.boolean(),
  pirateAttack: fc.boolean(),
  shipLeasing: fc.boolean(),
  bidCap: fc.constantFrom('coins20', 'money', 'none'),
  startPositions: fc.record({ green: fc.integer({ min: 1, max: 8 }), blue: fc.integer({ min: 1, max: 8 }) }),
}) as fc.Arbitrary<Partial<SellFishOptions>>;

test('random play-outs account for every dollar, conserve ships and chips, and always end by year 10', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), optionsArb, (players, seed, options) => {
      const random = seededRandom(seed);
      const policy = randomPolicy(random);
      let state = frozen(seated(players, options));
      let ships = state.communities.reduce((n, c) => n + c.ships, 0);
      const chipCount = chipsOf(state.options).length;
      for (let steps = 0; state.step !== 'over'; steps++) {
        assert.ok(steps < 5000, 'the game ends');
        const next = playoutStep(state, policy, random);
        if (isRuleError(next)) assert.fail(`${next.code}: ${next.message}`);
        assert.deepEqual(next.communities.map((c, s) => c.money - state.communities[s]!.money), accounted(next), 'every dollar is accounted for');
        for (const e of next.events) if (e.kind === 'auction' && e.winner !== null && e.step !== 'lease') ships += 1;
        assert.equal(next.communities.reduce((n, c) => n + c.ships, 0), ships, 'ships are only bought or traded');
        const held = next.communities.flatMap((c) => c.attackChips.map((h) => h.chip));
        assert.equal(new Set(held).size, held.length, 'an attack chip is held once');
        assert.ok(held.every((id) => id >= 0 && id < chipCount), 'expected held.every((id) => id >= 0 && id < chipCount)');
        for (const c of next.communities) {
          for (const river of ['green', 'blue'] as const) assert.ok(c.fishing[river] >= 0 && c.fishing[river] <= c.sent[river], 'expected c.fishing[river] >= 0 && c.fishing[river] <= c.sent[river]');
          assert.ok(c.sent.green + c.sent.blue <= c.ships + c.leased, 'a ship goes to one river a year');
          assert.ok(c.leased <= 1 && c.leaseNext <= 1, 'expected c.leased <= 1 && c.leaseNext <= 1');
        }
        for (const river of ['green', 'blue'] as const) assert.ok(next.rivers[river].position >= 1 && next.rivers[river].position <= 8, 'expected next.rivers[river].position >= 1 && next.rivers[river].position <= 8');
        assert.ok(next.year <= 10, 'expected next.year <= 10');
        state = frozen(next);
      }
      assert.ok(state.final!.winners.length > 0, 'expected state.final!.winners.length > 0');
      assert.equal(state.history.length, state.year);
    }),
    { numRuns: 150, seed: 20261201 },
  );
});

test('a play-out in place ends as step-by-step play does, trades, attacks and leases included, and leaves its start unchanged', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), optionsArb, (players, seed, options) => {
      const start = frozen(seated(players, options));
      const random = seededRandom(seed);
      const policy = randomPolicy(random);
      let state = start;
      for (let steps = 0; steps < 5000 && state.step !== 'over'; steps++) {
        const next = playoutStep(state, policy, random);
        if (isRuleError(next)) assert.fail(`${next.code}: ${next.message}`);
        state = next;
      }
      const again = seededRandom(seed);
      const inPlace = playToEnd(start, randomPolicy(again), again);
      assert.deepEqual({ ...inPlace, events: [] }, { ...state, events: [] }, 'the same end');
    }),
    { numRuns: 150, seed: 20261203 },
  );
});

test('apply never throws and never changes its input, whatever the move', () => {
  // States from a real game on the local table, every step kind included.
  const table = createTable(sellFishGame, { players: 3, seed: 'fuzz', options: { pirateAttack: true } });
  const states: SellFishState[] = [table.state() as SellFishState];
  const random = seededRandom(5);
  for (let i = 0; i < 400 && !table.outcome(); i++) {
    const seat = table.pending()[0]!;
    const intents = table.legalIntents(seat);
    const ready = intents.find((m) => (m as { type: string }).type === 'ready');
    table.play(seat, ready && random.next() < 0.8 ? ready : random.pick(intents));
    states.push(table.state() as SellFishState);
  }
  const junk = fc.oneof(
    fc.anything(),
    fc.record({ type: fc.constantFrom('ready', 'offer', 'accept', 'reject', 'commit', 'open', 'attack', 'join', 'beacon', 'audit', 'bid'), to: fc.anything(), side: fc.anything(), ships: fc.anything(), price: fc.anything(), offer: fc.anything(), commitment: fc.anything(), value: fc.anything(), nonce: fc.anything(), targets: fc.anything() }, { requiredKeys: ['type'] }),
  );
  fc.assert(
    fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.integer({ min: -1, max: 4 }), junk, (index, seat, move) => {
      const state = frozen(states[index]!);
      const copy = JSON.stringify(state);
      const result = sellFish.apply(state, seat, move);
      assert.ok(isRuleError(result) || typeof result === 'object', "expected isRuleError(result) || typeof result === 'object'");
      assert.equal(JSON.stringify(state), copy);
    }),
    { numRuns: 3000, seed: 7 },
  );
});
