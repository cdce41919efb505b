// SELL.fish rule scenarios, each named after the rule it checks (shared/rules/sell-fish.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../../../src/core/index.js';
import { resolveDraw, applyAction } from '../../../src/games/sell-fish/actions.js';
import { revealChoices, drawAll } from '../../../src/games/sell-fish/playout.js';
import { decideQuota } from '../../../src/games/sell-fish/quota.js';
import { stockMove } from '../../../src/games/sell-fish/river.js';
import { STARTING_SHIPS_SF_T0 } from '../../../src/games/sell-fish/data.js';
import { DEFAULT_OPTIONS } from '../../../src/games/sell-fish/options.js';
import { isLegalChoice, bidCap, availableShips } from '../../../src/games/sell-fish/year.js';
import type { SellFishEvent, SellFishState } from '../../../src/games/sell-fish/types.js';
import { seededRandom } from '../../../src/core/index.js';
import { atRiver, frozen, must, readyAll, scripted, seated, withCommunities } from './fixtures.js';

const eventsOf = <K extends SellFishEvent['kind']>(state: SellFishState, kind: K) =>
  state.events.filter((e): e is Extract<SellFishEvent, { kind: K }> => e.kind === kind);

/** Opens the sealed step after the current window and reveals `values` (rules path, no commitments). */
function sealed(state: SellFishState, values: readonly unknown[]): SellFishState {
  const open = readyAll(state);
  assert.equal(open.step, 'commit');
  return revealChoices(open, values);
}

// ——— SF-1, SF-3 setup ———

for (const players of [2, 3, 4, 5, 6]) {
  test(`SF-3.1 SF-1.2 ${players} players start with $20 and ${STARTING_SHIPS_SF_T0[players]} ships each, Green on 3 and Blue on 4 (SF-3.2)`, () => {
    const s = seated(players);
    assert.equal(s.communities.length, players);
    for (const c of s.communities) {
      assert.equal(c.money, 20);
      assert.equal(c.ships, STARTING_SHIPS_SF_T0[players]);
    }
    assert.deepEqual([s.rivers.green.position, s.rivers.blue.position], [3, 4]);
    assert.equal(s.year, 1);
    assert.equal(s.threatSince, null); // SF-3.3
    assert.equal(s.stage, 'auction-1'); // SF-4 no quota phase in year 1
    assert.equal(s.step, 'window');
  });
}

// ——— SF-1.5 stock movement ———

const T3 = [
  [0, 1], [1, 1], [2, 1], [3, 1], [4, 0], [5, 0], [6, -1], [7, -1], [8, -1], [9, -2], [10, -2], [14, -2],
] as const;
for (const [ships, move] of T3) {
  test(`SF-1.5 SF-7.4 ${ships} ships fishing move the marker ${move > 0 ? 'up' : move < 0 ? 'down' : 'not at all'} ${move === 0 ? '' : Math.abs(move)}`.trim(), () => {
    assert.equal(stockMove(DEFAULT_OPTIONS, ships), move);
    // The same through a river: split the ships over six seats, marker on 5.
    const sent = [0, 0, 0, 0, 0, 0].map((_, seat) => Math.floor(ships / 6) + (seat < ships % 6 ? 1 : 0));
    const after = resolveDraw(frozen(atRiver(seated(6), 'green', sent, { position: 5 })), scripted([]));
    assert.equal(after.rivers.green.position, 5 + move);
    assert.deepEqual(eventsOf(after, 'stock')[0], { kind: 'stock', river: 'green', ships, from: 5, to: 5 + move, threat: false });
  });
}

test('SF-16 #7 the marker stays within 1 and 8', () => {
  const top = resolveDraw(atRiver(seated(2), 'blue', [0, 0], { position: 8 }), scripted([]));
  assert.equal(top.rivers.blue.position, 8);
  const bottom = resolveDraw(atRiver(seated(2), 'blue', [5, 5], { position: 1 }), scripted([]));
  assert.equal(bottom.rivers.blue.position, 1);
});

test('SF-16 #6 a river with no ships: the marker goes up 1 and nobody draws', () => {
  let s = sealed(seated(2), [0, 0]);
  s = sealed(s, [0, 0]); // second auction
  s = sealed(s, [0, 0]); // Green: nobody sends
  assert.equal(s.rivers.green.position, 4);
  assert.equal(eventsOf(s, 'catch').length, 0);
  assert.equal(s.owed, null, 'no draw was needed');
});

// ——— SF-5 threat and quotas ———

test('SF-5.1 a marker ending on position 2 starts the extinction threat; the quota phase comes the next year (SF-5.2, SF-16 #16)', () => {
  const after = resolveDraw(atRiver(seated(4), 'green', [2, 2, 1, 1], { position: 3 }), scripted([]));
  assert.equal(after.rivers.green.position, 2);
  assert.equal(after.threatSince, 1);
  assert.equal(eventsOf(after, 'stock')[0]!.threat, true);
  assert.notEqual(after.stage, 'quota', 'not in the year of the trigger');
});

test('SF-16 #15 the trigger depends on the marker only: position 1 with 4 ships stays and triggers', () => {
  const after = resolveDraw(atRiver(seated(2), 'blue', [2, 2], { position: 1 }), scripted([]));
  assert.equal(after.threatSince, 1);
});

test('SF-5.2 a year after the trigger starts with the quota vote, before the auction', () => {
  const options = { startPositions: { green: 2, blue: 4 } };
  let s = seated(2, options);
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  s = drawAll(sealed(s, [2, 2]), seededRandom(1)); // Green: 4 ships, position 2 stays: threat
  assert.equal(s.threatSince, 1);
  s = sealed(s, [0, 0]); // Blue
  s = readyAll(s); // port
  assert.equal(s.year, 2);
  assert.equal(s.stage, 'quota');
});

const Q = (green: unknown, blue: unknown = 'none') => ({ green, blue });
const QUOTA_CASES: [string, unknown[], number, unknown, unknown][] = [
  ['SF-5.4 (1) every player commits the identical per-player table: it is the quota', [Q([1, 2, 0]), Q([1, 2, 0]), Q([1, 2, 0])], 3, null, { perSeat: [1, 2, 0] }],
  ['SF-5.4 (2) a strict majority for a uniform number sets it', [Q(2), Q(2), Q(3)], 3, null, { uniform: 2 }],
  ['SF-5.4 (2) a unanimous vote sets it', [Q(0), Q(0)], 2, { uniform: 3 }, { uniform: 0 }],
  ['SF-16 #25 a strict majority for "no quota" lifts a per-player quota', [Q('none'), Q('none'), Q(1)], 3, { perSeat: [1, 1, 2] }, null],
  ['SF-5.4 (3) no strict majority: last year\'s quota stays', [Q(1), Q(2), Q('none'), Q(1)], 4, { uniform: 4 }, { uniform: 4 }],
  ['SF-16 #13 no majority in the first vote: no quota', [Q(1), Q(2)], 2, null, null],
  ['SF-16 #24 a table not everyone chose counts for no number', [Q([1, 2, 2]), Q([1, 2, 2]), Q(2)], 3, null, null],
  ['SF-5.3 a table giving everyone the same number is a vote for that number', [Q([2, 2, 2]), Q(2), Q('none')], 3, null, { uniform: 2 }],
  ['SF-5.4 a malformed ballot counts for nothing', [null, Q(1), Q(1)], 3, null, { uniform: 1 }],
];
for (const [name, ballots, players, previous, expected] of QUOTA_CASES) {
  test(name, () => assert.deepEqual(decideQuota('green', ballots, players, previous as never), expected));
}

test('SF-5.4 quotas are set per river from one ballot each', () => {
  let s: SellFishState = { ...seated(3), threatSince: 0 };
  s = { ...s, stage: 'quota' };
  s = revealChoices(readyAll(s), [Q(1, 'none'), Q(1, 2), Q(3, 2)]);
  assert.deepEqual(s.rivers.green.quota, { uniform: 1 });
  assert.deepEqual(s.rivers.blue.quota, { uniform: 2 });
  assert.equal(eventsOf(s, 'votes').length, 1);
  assert.equal(s.stage, 'auction-1');
});

// ——— SF-6 auctions ———

test('SF-6.4 the highest bid wins, pays, and the ship joins the fleet at once', () => {
  const s = sealed(seated(3), [5, 7, 2]);
  assert.deepEqual(s.communities.map((c) => [c.money, c.ships]), [[20, 3], [13, 4], [20, 3]]);
  assert.deepEqual(eventsOf(s, 'auction')[0], { kind: 'auction', step: 'auction-1', bids: [5, 7, 2], winner: 1, price: 7, tie: [] });
  assert.equal(s.stage, 'auction-2');
});

test('SF-6.1 the winner of the first auction may bid in the second', () => {
  let s = sealed(seated(2), [5, 0]);
  s = sealed(s, [4, 3]);
  assert.deepEqual(s.communities.map((c) => [c.money, c.ships]), [[11, 7], [20, 5]]);
});

test('SF-6.4 SF-16 #3 when every bid is 0 the ship is not sold', () => {
  const s = sealed(seated(3), [0, 0, 0]);
  assert.deepEqual(s.communities.map((c) => c.ships), [3, 3, 3]);
  assert.equal(eventsOf(s, 'auction')[0]!.winner, null);
});

test('SF-6.4 SF-16 #4 equal highest bids: a shared random draw picks among the tied only', () => {
  const tied = sealed(seated(4), [6, 2, 6, 6]);
  assert.equal(tied.step, 'draw');
  assert.deepEqual(tied.tie!.seats, [0, 2, 3]);
  const won = resolveDraw(tied, scripted([1]));
  assert.equal(eventsOf(won, 'auction')[0]!.winner, 2);
  assert.equal(won.communities[2]!.money, 14);
  assert.equal(won.communities[2]!.ships, 3);
});

test('SF-6.3 bidCap coins20: 0–20 whatever the money, and a winning bid may take money below zero (SF-16 #26)', () => {
  const poor = withCommunities(readyAll(seated(2)), () => ({ money: 4 }));
  assert.equal(isLegalChoice(poor as never, 0, 'auction-1', 20), true);
  assert.equal(isLegalChoice(poor as never, 0, 'auction-1', 21), false);
  const s = revealChoices(poor, [20, 0]);
  assert.equal(s.communities[0]!.money, -16);
});

test('SF-6.3 bidCap money: up to the bidder\'s money, and only 0 at or below zero (SF-16 #2)', () => {
  const s = withCommunities(readyAll(seated(2, { bidCap: 'money' })), (_c, seat) => ({ money: seat === 0 ? 7 : -3 }));
  assert.equal(bidCap(s, 0), 7);
  assert.equal(bidCap(s, 1), 0);
  assert.equal(isLegalChoice(s as never, 0, 'auction-1', 8), false);
});

test('SF-6.3 SF-16 #34 bidCap none: any whole number', () => {
  const s = readyAll(seated(2, { bidCap: 'none' }));
  assert.equal(isLegalChoice(s as never, 0, 'auction-1', 5000), true);
  assert.equal(isLegalChoice(s as never, 0, 'auction-1', -1), false);
  assert.equal(isLegalChoice(s as never, 0, 'auction-1', 2.5), false);
});

// ——— SF-7 rivers ———

test('SF-7.1 SF-16 #5 the Blue river takes only ships not sent to the Green river', () => {
  const s = withCommunities(seated(2), (c) => ({ sent: { ...c.sent, green: 2 } }));
  assert.equal(availableShips(s, 0, 'green'), 5);
  assert.equal(availableShips(s, 0, 'blue'), 3);
});

const PAYOUTS: [string, number, number[], number, number][] = [
  // name, position, scripted indices (silver then gold), expected catch per ship, ships
  ['SF-7.5 1 silver + 1 gold of 1 and 4 pay (5 − 10) × 2', 4, [0, 0], 5, 2],
  ['SF-7.5 a 6 and a 9 pay (15 − 10) × 3', 4, [25, 25], 15, 3],
  ['SF-16 #8 a catch of exactly 10 changes no money', 4, [25, 0], 10, 1],
  ['SF-1.4 position 8 draws 3 gold', 8, [29, 28, 27], 27, 1],
  ['SF-1.4 position 1 draws 1 silver', 1, [12], 3, 1],
];
for (const [name, position, indices, perShip, ships] of PAYOUTS) {
  test(name, () => {
    const after = resolveDraw(atRiver(seated(2), 'green', [ships, 0], { position: position + (ships <= 3 ? -1 : 0) }), scripted(indices));
    const c = eventsOf(after, 'catch')[0]!;
    assert.equal(c.perShip, perShip);
    assert.equal(c.money, (perShip - 10) * ships);
    assert.equal(after.communities[0]!.money, 20 + (perShip - 10) * ships);
    assert.equal(eventsOf(after, 'catch').length, 1, 'only players with ships fishing draw');
  });
}

test('SF-7.5 players draw in seat order without putting chips back until the river is done', () => {
  const after = resolveDraw(atRiver(seated(3), 'green', [1, 0, 1], { position: 2 }), scripted([0, 0]));
  const catches = eventsOf(after, 'catch');
  assert.deepEqual(catches.map((c) => c.seat), [0, 2]);
  assert.notEqual(catches[0]!.chips[0], catches[1]!.chips[0], 'the second player cannot draw the chip the first holds');
});

test('SF-7.2 a caught player returns every ship it sent, pays $3 each and a halved first fine (SF-16 #10, #11)', () => {
  // Quota 1, three ships sent: the coin says caught (index 0), the fine chip is a 3 (index 10).
  const after = resolveDraw(atRiver(seated(2), 'green', [3, 1], { position: 4, quota: { uniform: 1 } }), scripted([0, 10]));
  const inspection = eventsOf(after, 'inspection')[0]!;
  assert.deepEqual(inspection, { kind: 'inspection', river: 'green', seat: 0, caught: true, fineChip: 3, fine: 3, harbour: 9, halved: true });
  assert.equal(after.communities[0]!.money, 20 - 9 - 3);
  assert.equal(after.communities[0]!.fishing.green, 0);
  assert.equal(after.communities[0]!.caughtBefore, true);
  assert.equal(eventsOf(after, 'stock')[0]!.ships, 1, 'SF-7.3 SF-16 #14 the caught ships do not count');
  assert.deepEqual(eventsOf(after, 'catch').map((c) => c.seat), [1]);
});

test('SF-16 #11 a second capture pays the fine in full', () => {
  const after = resolveDraw(atRiver(seated(2), 'green', [3, 0], { position: 4, quota: { uniform: 1 }, caughtBefore: [true, false] }), scripted([0, 10]));
  assert.equal(eventsOf(after, 'inspection')[0]!.fine, 6);
  assert.equal(after.communities[0]!.money, 20 - 9 - 6);
});

test('SF-7.2 a first fine of 5 × 1 is halved and rounded down to 2', () => {
  const after = resolveDraw(atRiver(seated(2), 'green', [2, 0], { position: 4, quota: { uniform: 1 } }), scripted([0, 20]));
  assert.equal(eventsOf(after, 'inspection')[0]!.fine, 2);
});

test('SF-16 #9 quota broken but the coin says free: the player fishes with every ship and keeps the halving', () => {
  const after = resolveDraw(atRiver(seated(2), 'green', [3, 0], { position: 4, quota: { uniform: 1 } }), scripted([1, 0, 0]));
  assert.equal(eventsOf(after, 'inspection')[0]!.caught, false);
  assert.equal(eventsOf(after, 'catch')[0]!.ships, 3);
  assert.equal(after.communities[0]!.caughtBefore, false);
});

test('SF-16 #12 a quota of 0: any ship sent breaks it', () => {
  const after = resolveDraw(atRiver(seated(2), 'blue', [1, 0], { quota: { uniform: 0 } }), scripted([0, 5]));
  assert.equal(eventsOf(after, 'inspection')[0]!.fine, 1); // chip 2 × 1, halved
});

test('SF-5.3 a per-player quota measures each player against its own number', () => {
  const after = resolveDraw(atRiver(seated(3), 'green', [2, 2, 1], { quota: { perSeat: [2, 1, 3] } }), scripted([1]));
  assert.deepEqual(eventsOf(after, 'inspection').map((e) => e.seat), [1]);
});

test('SF-16 #31 several breakers are inspected one at a time in seat order', () => {
  const after = resolveDraw(atRiver(seated(3), 'green', [2, 0, 3], { quota: { uniform: 1 } }), scripted([0, 0, 1]));
  assert.deepEqual(eventsOf(after, 'inspection').map((e) => [e.seat, e.caught]), [[0, true], [2, false]]);
});

test('SF-7.2 ships sent back by an inspection on the Green river cannot go to the Blue river and pay no port cost', () => {
  const after = resolveDraw(atRiver(seated(2), 'green', [3, 0], { quota: { uniform: 1 } }), scripted([0, 0]));
  assert.equal(availableShips(after, 0, 'blue'), 2);
  let s = sealed(after, [0, 0]); // Blue
  s = readyAll(s); // port phase
  assert.deepEqual(eventsOf(s, 'port')[0]!.costs, [6, 15]);
});

// ——— SF-8 port ———

test('SF-8.1 each ship not sent pays $3, bought ships included (SF-16 #18); SF-16 #1 no ships, no cost', () => {
  let s = sealed(seated(3), [4, 0, 0]); // seat 0 buys a 4th ship
  s = sealed(s, [0, 0, 0]);
  s = withCommunities(s, (_c, seat) => (seat === 2 ? { ships: 0 } : {}));
  s = drawAll(sealed(s, [1, 2, 0]), seededRandom(3));
  s = drawAll(sealed(s, [1, 0, 0]), seededRandom(3));
  const before = s.communities.map((c) => c.money);
  s = readyAll(s);
  assert.deepEqual(eventsOf(s, 'port')[0]!.costs, [6, 3, 0]);
  assert.deepEqual(s.communities.map((c, seat) => before[seat]! - c.money), [6, 3, 0]);
  assert.equal(s.year, 2);
  assert.deepEqual(s.communities.map((c) => c.sent), [0, 1, 2].map(() => ({ green: 0, blue: 0 })), 'SF-8.2 every ship comes home');
});

// ——— SF-9 end ———

function atEndCheck(year: number): SellFishState {
  let s = { ...seated(2), year };
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  return readyAll(s);
}

test('SF-9.1 after year 6 two silver chips are drawn; a 6 ends the game (SF-16 #30)', () => {
  const s = atEndCheck(6);
  assert.equal(s.owed!.purpose, 'end-check');
  const ended = resolveDraw(s, scripted([3, 28]));
  assert.deepEqual(eventsOf(ended, 'end-check')[0], { kind: 'end-check', year: 6, chips: [1, 6], ends: true });
  assert.equal(ended.step, 'over');
  const goesOn = resolveDraw(s, scripted([0, 0]));
  assert.deepEqual(eventsOf(goesOn, 'end-check')[0]!.chips, [1, 1]);
  assert.equal(goesOn.year, 7);
});

for (const [year, chips] of [[7, 5], [8, 8], [9, 11]] as const) {
  test(`SF-9.1 after year ${year} ${chips} silver chips are drawn without replacement`, () => {
    const s = resolveDraw(atEndCheck(year), scripted([]));
    const drawn = eventsOf(s, 'end-check')[0]!.chips;
    assert.equal(drawn.length, chips);
    assert.deepEqual(drawn, drawn.map((_, i) => (i < 5 ? 1 : i < 10 ? 2 : 3)), 'index 0 each time walks through the bag');
  });
}

test('SF-9 no end draw after years 1–5', () => {
  const s = atEndCheck(5);
  assert.equal(s.owed, null);
  assert.equal(s.year, 6);
});

test('SF-9.2 after year 10 the game always ends', () => {
  const s = atEndCheck(10);
  assert.equal(s.step, 'over');
  assert.ok(s.final, 'expected s.final');
});

// ——— SF-10 score ———

test('SF-10.1 final score is money plus ships × (Green value + Blue value) at the final markers (SF-16 #19, #20)', () => {
  let s = withCommunities(seated(3), (_c, seat) => ({ money: [30, -5, 12][seat]!, ships: [2, 4, 3][seat]! }));
  s = { ...s, rivers: { green: { position: 5, quota: null }, blue: { position: 2, quota: null } } };
  const over = resolveDraw({ ...s, step: 'draw', year: 6, owed: { draw: 1, purpose: 'end-check' } }, scripted([25]));
  assert.deepEqual(over.final, { money: [30, -5, 12], fleetValue: [14, 28, 21], total: [44, 23, 33], winners: [0] });
});

test('SF-10.3 a tie goes to the player with more ships; still tied, a shared win', () => {
  const at = (money: number[], ships: number[]) => {
    const s = withCommunities(seated(3), (_c, seat) => ({ money: money[seat]!, ships: ships[seat]! }));
    return resolveDraw({ ...s, step: 'draw', year: 6, owed: { draw: 1, purpose: 'end-check' } }, scripted([25])).final!;
  };
  // Fleet value per ship at 3/4: 2 + 4 = 6.
  assert.deepEqual(at([18, 12, 0], [2, 3, 1]).winners, [1]);
  assert.deepEqual(at([12, 12, 0], [3, 3, 1]).winners, [0, 1]);
});

// ——— SF-11 trades ———

test('SF-11.2 SF-11.3 an accepted offer moves ships and money at once, even below zero', () => {
  let s = must(seated(2), 0, { type: 'offer', to: 1, side: 'sell', ships: 2, price: 45 });
  assert.equal(s.offers.length, 1);
  s = must(s, 1, { type: 'accept', offer: 0 });
  assert.deepEqual(s.communities.map((c) => [c.money, c.ships]), [[65, 3], [-25, 7]]);
  assert.equal(s.offers.length, 0);
});

test('SF-11.2 a buy offer takes the named player\'s ships; a rejected offer changes nothing', () => {
  let s = must(seated(3), 2, { type: 'offer', to: 0, side: 'buy', ships: 1, price: 0 });
  s = must(s, 0, { type: 'accept', offer: 0 });
  assert.deepEqual(s.communities.map((c) => c.ships), [2, 3, 4]);
  s = must(s, 1, { type: 'offer', to: 0, side: 'sell', ships: 1, price: 9 });
  const rejected = must(s, 0, { type: 'reject', offer: 1 });
  assert.deepEqual(rejected.communities, s.communities);
});

const TRADE_ERRORS: [string, (s: SellFishState) => SellFishState, number, unknown, string][] = [
  ['SF-11.2 only the named player answers an offer', (s) => must(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: 5 }), 0, { type: 'accept', offer: 0 }, 'not-your-offer'],
  ['SF-11.3 a price is never negative', (s) => s, 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: -1 }, 'bad-price'],
  ['SF-11.2 one ship or more', (s) => s, 0, { type: 'offer', to: 1, side: 'sell', ships: 0, price: 1 }, 'bad-ship-count'],
  ['SF-11.4 not more ships than the giver has in port', (s) => s, 0, { type: 'offer', to: 1, side: 'sell', ships: 6, price: 1 }, 'not-enough-ships'],
  ['SF-16 #27 a ready seat makes no more offers', (s) => must(s, 0, { type: 'ready' }), 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: 1 }, 'already-ready'],
  ['SF-11.2 an offer names another seat', (s) => s, 0, { type: 'offer', to: 0, side: 'sell', ships: 1, price: 1 }, 'bad-trade-partner'],
  ['SF-11.2 no such offer', (s) => s, 1, { type: 'accept', offer: 9 }, 'no-such-offer'],
];
for (const [name, prepare, seat, move, code] of TRADE_ERRORS) {
  test(name, () => {
    const s = frozen(prepare(seated(2)));
    const result = applyAction(s, seat, move);
    assert.ok(isRuleError(result), 'expected isRuleError(result)');
    assert.equal(result.code, code);
  });
}

test('SF-11.2 one seat may have at most 8 open offers (they cannot be withdrawn)', () => {
  let s = seated(3);
  for (let i = 0; i < 8; i++) s = must(s, 0, { type: 'offer', to: 1 + (i % 2), side: 'buy', ships: 1, price: i });
  const refused = applyAction(s, 0, { type: 'offer', to: 1, side: 'buy', ships: 1, price: 9 });
  assert.ok(isRuleError(refused) && refused.code === 'too-many-offers', "expected isRuleError(refused) && refused.code === 'too-many-offers'");
  s = must(s, 1, { type: 'reject', offer: 0 });
  assert.ok(!isRuleError(applyAction(s, 0, { type: 'offer', to: 1, side: 'buy', ships: 1, price: 9 })), "expected !isRuleError(applyAction(s, 0, { type: 'offer', to: 1, side: 'buy', ships: 1, price: 9 }))");
});

test('SF-16 #27 a ready seat may still accept an offer made to it', () => {
  let s = must(seated(3), 1, { type: 'ready' });
  s = must(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: 8 });
  s = must(s, 1, { type: 'accept', offer: 0 });
  assert.equal(s.communities[1]!.ships, 4);
});

test('SF-11.5 SF-16 #23 trades are frozen while a sealed step is open, and open offers are cancelled when it opens', () => {
  let s = must(seated(2), 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: 8 });
  s = readyAll(s);
  assert.equal(s.step, 'commit');
  assert.equal(s.offers.length, 0);
  assert.deepEqual(eventsOf(s, 'offers-cancelled')[0]!.offers, [0]);
  for (const move of [{ type: 'offer', to: 1, side: 'sell', ships: 1, price: 8 }, { type: 'accept', offer: 0 }]) {
    const refused = applyAction(s, 0, move);
    assert.ok(isRuleError(refused) && refused.code === 'trades-frozen', "expected isRuleError(refused) && refused.code === 'trades-frozen'");
  }
});

test('SF-16 #27 an offer still open when the port phase begins stays open into the next year', () => {
  let s = sealed(seated(2), [0, 0]);
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  assert.equal(s.stage, 'port');
  s = must(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: 8 });
  s = readyAll(s);
  assert.equal(s.year, 2);
  assert.equal(s.offers.length, 1);
  s = must(s, 1, { type: 'accept', offer: 0 });
  assert.equal(s.communities[1]!.ships, 6);
});

test('SF-11.4 SF-16 #22 a ship sent to a river cannot be traded that year', () => {
  let s = sealed(seated(2), [0, 0]);
  s = sealed(s, [0, 0]);
  s = drawAll(sealed(s, [4, 0]), seededRandom(2));
  assert.equal(s.stage, 'blue');
  const refused = applyAction(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 2, price: 1 });
  assert.ok(isRuleError(refused) && refused.code === 'not-enough-ships', "expected isRuleError(refused) && refused.code === 'not-enough-ships'");
  assert.ok(!isRuleError(applyAction(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: 1 })), "expected !isRuleError(applyAction(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 1, price: 1 }))");
});

// ——— SF-14 optional rules ———

test('SF-14.1.2 a super-harvest chip puts back the chips drawn and redraws one position higher', () => {
  // Chips: silver fish 0–29, gold fish 30–59, silver super 60–61, gold super 62–63. Silver bag index 30 is a super chip.
  const s = atRiver(seated(2, { superHarvest: true }), 'green', [1, 0], { position: 5 });
  const after = resolveDraw(s, scripted([30, 0, 0])); // 1 ship moves the marker up to 6 (2 silver + 1 gold)
  const c = eventsOf(after, 'catch')[0]!;
  assert.equal(c.superHarvest, true);
  // Redraw as position 7: 1 silver + 2 gold, the first of each bag: 1 + 4 + 4.
  assert.equal(c.perShip, 9);
  assert.equal(c.chips.length, 3);
});

test('SF-14.1.3 the leader returns a super-harvest chip and draws a replacement', () => {
  const s = atRiver(seated(2, { superHarvest: true }), 'green', [1, 0], { position: 3, money: [30, 20] });
  const after = resolveDraw(s, scripted([30, 0, 0])); // position 4 after moving up: 1 silver + 1 gold
  const c = eventsOf(after, 'catch')[0]!;
  assert.equal(c.superHarvest, false);
  assert.equal(c.perShip, 5);
});

test('SF-14.2 an attack chip is replaced, then its holder sends back a rival ship: the victim pays $6 and the pirate gains $3', () => {
  // Chips: silver fish 0–29, gold 30–59, silver attack 60–63, gold attack 64–67: silver bag index 30 is an attack chip.
  const s = atRiver(seated(2, { pirateAttack: true }), 'green', [1, 2], { position: 3 }); // 3 ships: up to 4
  const drawn = resolveDraw(s, scripted([30, 0, 0, 0, 0]));
  assert.equal(drawn.step, 'attack');
  assert.equal(drawn.communities[0]!.attackChips.length, 1);
  assert.equal(eventsOf(drawn, 'catch')[0]!.money, 0, 'SF-14.2.4 payouts wait for the attack step');
  const attacked = must(drawn, 0, { type: 'attack', targets: [1] });
  assert.equal(attacked.communities[1]!.fishing.green, 1);
  const payouts = eventsOf(attacked, 'payout');
  assert.deepEqual(payouts.map((p) => [p.seat, p.ships]), [[0, 1], [1, 1]]);
  assert.equal(attacked.communities[0]!.money, 20 + 3 + payouts[0]!.money);
  assert.equal(attacked.communities[1]!.money, 20 - 6 + payouts[1]!.money);
  assert.equal(attacked.communities[0]!.attackChips.length, 0, 'a used chip goes back to its bag');
  const refused = applyAction(drawn, 0, { type: 'attack', targets: [1, 1, 1] });
  assert.ok(isRuleError(refused), 'expected isRuleError(refused)');
});

test('SF-14.2.4 an unused attack chip carries to the next river, then returns to its bag', () => {
  const s = atRiver(seated(2, { pirateAttack: true }), 'green', [1, 1], { position: 3 });
  let t = must(resolveDraw(s, scripted([30])), 0, { type: 'attack', targets: [] });
  assert.equal(t.communities[0]!.attackChips.length, 1);
  t = atRiver(t, 'blue', [1, 1]);
  t = resolveDraw(t, scripted([]));
  assert.equal(t.step, 'attack', 'the chip from the Green river may still be used');
  t = must(t, 0, { type: 'attack', targets: [] });
  assert.equal(t.communities[0]!.attackChips.length, 0, 'unused twice: back in the bag');
});

test('SF-14.3 the lease auction follows the ship auctions; the leased ship fishes next year only and returns after it', () => {
  let s = sealed(seated(2, { shipLeasing: true }), [0, 0]);
  s = sealed(s, [0, 0]);
  assert.equal(s.stage, 'lease');
  s = sealed(s, [3, 1]);
  assert.deepEqual([s.communities[0]!.money, s.communities[0]!.leaseNext, s.communities[0]!.leased], [17, 1, 0]);
  assert.equal(availableShips(s, 0, 'green'), 5, 'not usable in the year it is leased');
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  s = readyAll(s); // port: the lease pays no harbour cost this year (SF-16 #33)
  assert.deepEqual(eventsOf(s, 'port')[0]!.costs, [15, 15]);
  assert.equal(s.communities[0]!.leased, 1);
  assert.equal(availableShips(s, 0, 'green'), 6);
  assert.ok(isRuleError(applyAction(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 6, price: 1 })), 'a leased ship is never traded');
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  s = sealed(s, [0, 0]);
  s = drawAll(sealed(s, [1, 0]), seededRandom(4)); // the leased ship counts as sent first
  assert.ok(!isRuleError(applyAction(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 5, price: 1 })), "expected !isRuleError(applyAction(s, 0, { type: 'offer', to: 1, side: 'sell', ships: 5, price: 1 }))");
  s = sealed(s, [0, 0]);
  s = readyAll(s);
  assert.deepEqual(eventsOf(s, 'port')[0]!.costs, [15, 15]);
  assert.equal(s.communities[0]!.leased, 0, 'returned to the bank after that year');
});

// ——— SF-15 settings ———

test('SF-15 every optional rule is off by default; a bad setting is refused by name', () => {
  assert.deepEqual([DEFAULT_OPTIONS.superHarvest, DEFAULT_OPTIONS.pirateAttack, DEFAULT_OPTIONS.shipLeasing, DEFAULT_OPTIONS.bidCap], [false, false, false, 'coins20']);
  assert.throws(() => seated(2, { bidCap: 'gold' as never }), /bidCap/);
  assert.throws(() => seated(2, { track: [] }), /track/);
  assert.throws(() => seated(2, { colour: 1 } as never), /colour/);
});
