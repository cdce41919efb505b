// Fleet's bots: the manifest's, weakest first; whole games on the local table from each seat's own view;
// their choices depend on nothing another seat keeps secret; and samples of their strength on the practice
// table (the bench plays 100 games of each match).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { botInfoFor, seededRandom } from '../../../src/core/index.js';
import { BASE, decodePoint, encodePoint, times } from '../../../src/fair/group.js';
import { cardPoint } from '../../../src/games/fleet/hands.js';
import { fleetBots, fleetManifest, type FleetIntent, type FleetSecrets, type FleetState } from '../../../src/games/fleet/index.js';
import { decide } from '../../../src/games/fleet/bots/captain.js';
import { decideAdmiral } from '../../../src/games/fleet/bots/admiral.js';
import { ADMIRAL_PLAN, SKIPPER_STYLE } from '../../../src/games/fleet/bots/index.js';
import { legalIntents } from '../../../src/games/fleet/legal.js';
import { createSim, simPlay, simToMove, simView } from '../../../src/games/fleet/sim.js';
import { playTable } from './table-play.js';

test('the bots are the manifest\'s, weakest first: Easy, Medium and Hard, under the ids saved games store', () => {
  assert.deepEqual(fleetBots.map((b) => [b.id, b.label]), fleetManifest.bots.map((b) => [b.id, b.label]));
  assert.deepEqual(fleetBots.map((b) => [b.id, b.label]), [['easy', 'Easy'], ['skipper', 'Medium'], ['admiral', 'Hard']]);
  // A game saved with the former Random level resumes with Easy.
  assert.equal(botInfoFor(fleetManifest.bots, 'random')?.id, 'easy');
});

test('Hard (Admiral), Medium (Skipper) and Easy play a whole game on the local table from their seats\' views, every choice accepted', () => {
  const { table } = playTable(3, 'bots-admiral', () => false, [2, 1, 0]);
  assert.ok(table.outcome(), 'expected table.outcome()');
});

test('a bot\'s choice does not change when every other hand and the deck hold other cards: it reads only its own seat', () => {
  const { table, seat } = playTable(3, 'bots-blind', (_t, _s, intents) => intents.some((i) => i.type === 'open'), 1);
  const state = table.state() as FleetState;
  const secrets = table.secrets(seat!) as FleetSecrets;
  // Every other seat's hand replaced by encryptions of King Crab cards under a key nobody holds.
  const stranger = times(BASE, 123456789n);
  const forged = (i: number) => [encodePoint(times(BASE, BigInt(i + 7))), encodePoint(decodePoint(cardPoint(84 + (i % 12)))!.add(times(stranger, BigInt(i + 7))))] as const;
  const blind: FleetState = { ...state, fleets: state.fleets.map((f, s) => (s === seat ? f : { ...f, hand: f.hand.map((_, i) => forged(i)) })) };
  for (const bot of fleetBots) {
    const a = bot.choose(state, seat!, seededRandom(5), secrets);
    const b = bot.choose(blind, seat!, seededRandom(5), secrets);
    assert.deepEqual(a, b, `${bot.id} chose differently`);
  }
  // Another seat's secrets read nothing of this seat's hand: its view holds only its own.
  const other = (seat! + 1) % 3;
  const view = table.view(other) as { hand: number[] };
  assert.equal(view.hand.length, state.fleets[other]!.hand.length);
});

test('Skipper beats three random players in at least 9 of 10 four-player practice games', () => {
  let wins = 0;
  for (let game = 0; game < 10; game++) {
    const hero = game % 4;
    const sim = createSim(4, `bots-vs-random-${game}`);
    const random = seededRandom(game + 100);
    while (sim.state.phase !== 'over') {
      const seat = simToMove(sim)!;
      const view = simView(sim, seat);
      const intent: FleetIntent = seat === hero ? decide(view, seat, SKIPPER_STYLE, random) : random.pick(legalIntents(view, seat, view.hand!));
      assert.equal(simPlay(sim, seat, intent), null);
    }
    if (sim.state.final!.winners.length === 1 && sim.state.final!.winners[0] === hero) wins++;
  }
  assert.ok(wins >= 9, `${wins} of 10`);
});

test('Admiral beats Skipper in at least 6 of 10 two-player practice games', () => {
  let wins = 0;
  for (let game = 0; game < 10; game++) {
    const hero = game % 2;
    const sim = createSim(2, `bots-h2h-${game}`);
    const random = seededRandom(game + 200);
    while (sim.state.phase !== 'over') {
      const seat = simToMove(sim)!;
      const view = simView(sim, seat);
      assert.equal(simPlay(sim, seat, seat === hero ? decideAdmiral(view, seat, ADMIRAL_PLAN, random) : decide(view, seat, SKIPPER_STYLE, random)), null);
    }
    if (sim.state.final!.winners.length === 1 && sim.state.final!.winners[0] === hero) wins++;
  }
  assert.ok(wins >= 6, `${wins} of 10`);
});
