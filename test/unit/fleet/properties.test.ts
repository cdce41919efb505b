// Properties of Fleet's rules over many seeded games: every card is always somewhere (hands, boats,
// captains, the deck, the discard pile), every game ends, the public state never holds a hand's card,
// and apply never throws nor changes the state it is given, whatever a seat sends.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isRuleError, seededRandom, type Random } from '../../../src/core/index.js';
import { fleet, type FleetIntent, type FleetOptions, type FleetState } from '../../../src/games/fleet/index.js';
import { legalIntents } from '../../../src/games/fleet/legal.js';
import { createSim, simPlay, simToMove, simView, type SimGame } from '../../../src/games/fleet/sim.js';
import { playTable } from './table-play.js';

function conserved(game: SimGame): void {
  const state = game.state;
  const all = [
    ...game.hands.flat(),
    ...state.fleets.flatMap((f) => f.boats.map((b) => b.card)),
    ...game.captains.flatMap((c) => Object.values(c)),
    ...game.deck,
    ...state.discard,
  ].sort((a, b) => a - b);
  assert.deepEqual(all, Array.from({ length: 96 }, (_, c) => c), `round ${state.round} ${state.phase}`);
  state.fleets.forEach((f, s) => {
    assert.equal(f.hand.length, game.hands[s]!.length);
    assert.equal(Object.keys(game.captains[s]!).length, f.boats.filter((b) => b.captain).length);
    assert.ok(f.boats.every((b) => b.crates >= 0 && b.crates <= state.options.boatCapacity), 'expected f.boats.every((b) => b.crates >= 0 && b.crates <= state.options.boatCapacity)');
  });
  assert.equal(state.deck.length, game.deck.length);
  assert.ok(state.supply >= 0, 'expected state.supply >= 0');
}

const OPTION_SETS: Partial<FleetOptions>[] = [{}, { goneFishin: true }, { advancedLicenseSetup: true }, { allowPadding: true }, { goneFishin: true, advancedLicenseSetup: true, cratesPerPlayer: 10 }];

test('60 random practice games (2–4 players, every setting): cards conserved at every step, every game ends with winners', () => {
  for (let game = 0; game < 60; game++) {
    const players = 2 + (game % 3);
    const options = OPTION_SETS[game % OPTION_SETS.length]!;
    const sim = createSim(players, `prop-${game}`, options);
    const random: Random = seededRandom(game);
    let steps = 0;
    while (sim.state.phase !== 'over') {
      assert.ok(steps++ < 4000, 'the game ends');
      const seat = simToMove(sim);
      assert.notEqual(seat, null, `someone moves in ${sim.state.phase}`);
      const view = simView(sim, seat!);
      const intents = legalIntents(view, seat!, view.hand!);
      assert.ok(intents.length > 0, `seat ${seat} has something to do in ${sim.state.phase}`);
      const intent: FleetIntent = random.pick(intents);
      assert.equal(simPlay(sim, seat!, intent), null, JSON.stringify(intent));
      conserved(sim);
      if (options.goneFishin) assert.equal(sim.state.goneFishinPile + sim.state.fleets.reduce((n, f) => n + f.goneFishin, 0), 20);
    }
    const final = sim.state.final!;
    assert.equal(final.lines.length, players);
    assert.ok(final.winners.length > 0, 'expected final.winners.length > 0');
    assert.ok(sim.state.ending !== null, 'expected sim.state.ending !== null');
  }
});

function mutations(move: unknown, random: Random): unknown[] {
  const out: unknown[] = [];
  const m = move as Record<string, unknown>;
  const json = JSON.stringify(move);
  const junk = [null, -1, 1e9, 'x', [], {}, true, '0'.repeat(64), 'f'.repeat(64)];
  for (const key of Object.keys(m)) {
    for (let k = 0; k < 3; k++) out.push({ ...m, [key]: random.pick(junk) });
    const copy = JSON.parse(json) as Record<string, unknown>;
    delete copy[key];
    out.push(copy);
  }
  // Flip one hex digit somewhere deep inside.
  const at = json.search(/[0-9a-f]{64}/);
  if (at >= 0) out.push(JSON.parse(json.slice(0, at) + (json[at] === '0' ? '1' : '0') + json.slice(at + 1)));
  return out;
}

test('apply never throws and never changes its state: every logged move of a game, mutated, from its own seat and another', () => {
  const { table } = playTable(2, 'prop-fuzz', () => false, 1);
  const log = table.log();
  const random = seededRandom(99);
  let state: FleetState = fleet.setup({ players: 2, options: table.snapshot().options });
  let checked = 0;
  for (const entry of log) {
    const move = entry.move as { type?: string };
    if (['open', 'raise', 'pay', 'launch', 'hire', 'discard', 'process'].includes(move.type ?? '') && random.next() < 0.5) {
      const before = JSON.stringify(state);
      for (const bad of mutations(move, random)) {
        for (const seat of [entry.seat, 1 - entry.seat]) {
          let result: unknown;
          assert.doesNotThrow(() => (result = fleet.apply(state, seat, bad)));
          if (!isRuleError(result)) assert.equal(JSON.stringify(bad), JSON.stringify(move), `a mutated move was accepted: ${JSON.stringify(bad).slice(0, 200)}`);
          checked++;
        }
      }
      assert.equal(JSON.stringify(state), before);
    }
    const next = fleet.apply(state, entry.seat, entry.move);
    assert.ok(!isRuleError(next), 'expected !isRuleError(next)');
    state = next;
  }
  assert.ok(checked > 100, 'expected checked > 100');
});
