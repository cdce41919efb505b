// Fleet's Easy level: every choice legal and within a beginner's slips of Medium's judgement, at a glance,
// and the same game again from the same seed (its slips come from the Random it is given).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seededRandom } from '../../../src/core/index.js';
import type { FleetIntent, PaymentChoice } from '../../../src/games/fleet/index.js';
import { decideEasy } from '../../../src/games/fleet/bots/easy.js';
import { decide } from '../../../src/games/fleet/bots/captain.js';
import { EASY_PLAN, SKIPPER_STYLE } from '../../../src/games/fleet/bots/index.js';
import { legalIntents } from '../../../src/games/fleet/legal.js';
import { paymentTotal } from '../../../src/games/fleet/protocol.js';
import { createSim, simPlay, simToMove, simView } from '../../../src/games/fleet/sim.js';

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A four-seat practice game of Easy players from `seed`: every intent, with the slowest decision's CPU time. */
function easyGame(seed: number, check?: (intent: FleetIntent, legal: readonly FleetIntent[]) => void): { intents: FleetIntent[]; slowest: number; winners: readonly number[] } {
  const sim = createSim(4, `easy-${seed}`);
  const random = seededRandom(seed);
  const intents: FleetIntent[] = [];
  let slowest = 0;
  while (sim.state.phase !== 'over') {
    assert.ok(intents.length < 5000, 'the game ends');
    const seat = simToMove(sim)!;
    const view = simView(sim, seat);
    const start = cpuMs();
    const intent = decideEasy(view, seat, EASY_PLAN, random);
    slowest = Math.max(slowest, cpuMs() - start);
    check?.(intent, legalIntents(view, seat, view.hand!));
    assert.equal(simPlay(sim, seat, intent), null, JSON.stringify(intent));
    intents.push(intent);
  }
  return { intents, slowest, winners: sim.state.final!.winners };
}

test('Easy plays whole four-player games with legal choices only (the table accepts each), never paying more than $2 over the cheapest payment', () => {
  const key = (i: FleetIntent): string => JSON.stringify(i);
  for (let seed = 1; seed <= 6; seed++) {
    easyGame(seed, (intent, legal) => {
      // The practice table accepts every choice (easyGame); the listed intents name every choice but a
      // processing set, of which legalIntents lists only a sample when a fleet has over five loaded boats.
      if (intent.type !== 'process') assert.ok(legal.some((i) => key(i) === key(intent)), `${key(intent)} is not among the legal intents`);
      const same = (i: FleetIntent): i is FleetIntent & { payment: PaymentChoice } => i.type === intent.type && (intent.type !== 'launch' || (i.type === 'launch' && i.card === intent.card));
      if (intent.type === 'pay' || intent.type === 'launch') {
        const cheapest = Math.min(...legal.filter(same).map((i) => paymentTotal(i.payment)));
        assert.ok(paymentTotal(intent.payment) <= cheapest + EASY_PLAN.overpay, `${key(intent)} overpays by more than $${EASY_PLAN.overpay}`);
      }
    });
  }
});

test('Easy decides at a glance: no decision of a whole game takes near the second a bot is allowed', () => {
  // Easy looks nothing ahead (a bench times it at hundredths of a millisecond); a search would show here.
  const { slowest } = easyGame(7);
  assert.ok(slowest < 250, `slowest decision ${slowest.toFixed(1)} ms of CPU`);
});

test('Easy is deterministic under a seed: the same seed replays the same game, another seed its slips elsewhere', () => {
  const once = easyGame(11).intents;
  assert.deepEqual(easyGame(11).intents, once);
  assert.notDeepEqual(easyGame(12).intents, once);
});

test('Easy slips from Medium\'s judgement now and then, not always', () => {
  const sim = createSim(4, 'easy-slips');
  const random = seededRandom(3);
  let differs = 0;
  let decisions = 0;
  while (sim.state.phase !== 'over') {
    const seat = simToMove(sim)!;
    const view = simView(sim, seat);
    const medium = decide(view, seat, SKIPPER_STYLE, seededRandom(decisions));
    const intent = decideEasy(view, seat, EASY_PLAN, random);
    if (JSON.stringify(medium) !== JSON.stringify(intent)) differs++;
    decisions++;
    assert.equal(simPlay(sim, seat, intent), null);
  }
  assert.ok(differs > decisions / 20 && differs < decisions / 2, `${differs} of ${decisions} choices differ from Medium's`);
});
