import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy, toHex } from '../../../src/core/index.js';
import {
  adoptBeaconChain,
  applyBeaconMove,
  applyFairMove,
  beaconAnchor,
  beaconChainKnown,
  beaconChainSteps,
  beaconDuties,
  beaconValue,
  createBeacon,
  createFair,
  drawOutput,
  drawsLeft,
  joinBeacon,
  randomInt,
  requestDraw,
  requestFairDraw,
  stalledSeats,
  type BeaconState,
} from '../../../src/fair/index.js';
import { CHI_SQUARE_999, chiSquare, FairTable } from './helpers.js';

const ROOM = 'room-beacon';
const seedOf = (label: string): string => toHex(seededEntropy(label).bytes(32));

function seated(seeds: readonly string[], length = 16): BeaconState {
  let beacon = createBeacon(ROOM, seeds.length, length);
  seeds.forEach((seed, seat) => {
    const joined = joinBeacon(beacon, seat, beaconAnchor(seed, ROOM, seat, length));
    if (isRuleError(joined)) throw new Error(joined.message);
    beacon = joined;
  });
  return beacon;
}

function publish(beacon: BeaconState, seat: number, seed: string, draw: number): BeaconState {
  const next = applyBeaconMove(beacon, seat, { type: 'beacon', draw, value: beaconValue(seed, ROOM, seat, beacon.length, draw) });
  if (isRuleError(next)) throw new Error(next.message);
  return next;
}

function ask(beacon: BeaconState): BeaconState {
  const asked = requestDraw(beacon);
  if (isRuleError(asked)) throw new Error(asked.message);
  return asked.beacon;
}

test('a draw completes only when every seat has published its value, and every seat computes the same output', () => {
  const seeds = [seedOf('a'), seedOf('b'), seedOf('c')];
  let beacon = ask(seated(seeds));
  assert.deepEqual(beaconDuties(beacon).map((d) => [d.seat, d.kind, d.detail?.draw]), [[0, 'beacon', 1], [1, 'beacon', 1], [2, 'beacon', 1]]);
  beacon = publish(beacon, 2, seeds[2]!, 1);
  beacon = publish(beacon, 0, seeds[0]!, 1);
  assert.equal(drawOutput(beacon, 1), null, 'nobody learns the draw before the last value');
  beacon = publish(beacon, 1, seeds[1]!, 1);
  const output = drawOutput(beacon, 1);
  assert.match(output ?? '', /^[0-9a-f]{64}$/);
  // Publication order does not matter.
  let other = ask(seated(seeds));
  for (const seat of [1, 0, 2]) other = publish(other, seat, seeds[seat]!, 1);
  assert.equal(drawOutput(other, 1), output);
  assert.deepEqual(beaconDuties(beacon), []);
});

test('successive draws chain back to the anchor, and a seat may run ahead of the others', () => {
  const seeds = [seedOf('d'), seedOf('e')];
  let beacon = ask(ask(ask(seated(seeds))));
  for (const draw of [1, 2, 3]) beacon = publish(beacon, 0, seeds[0]!, draw);
  assert.equal(beacon.outputs.length, 0);
  beacon = publish(beacon, 1, seeds[1]!, 1);
  beacon = publish(beacon, 1, seeds[1]!, 2);
  assert.equal(beacon.outputs.length, 2);
  assert.deepEqual(beaconDuties(beacon).map((d) => [d.seat, d.detail?.draw]), [[1, 3]]);
  assert.notEqual(drawOutput(beacon, 1), drawOutput(beacon, 2));
});

test('attack: a beacon value that does not hash to the previous one is refused', () => {
  const seeds = [seedOf('f'), seedOf('g')];
  const beacon = ask(ask(seated(seeds)));
  const cases: [string, unknown, string][] = [
    ['a random value', { type: 'beacon', draw: 1, value: seedOf('forged') }, 'beacon-chain-broken'],
    ['the value of draw 2 offered for draw 1', { type: 'beacon', draw: 1, value: beaconValue(seeds[0]!, ROOM, 0, 16, 2) }, 'beacon-chain-broken'],
    ['the other seat\'s value', { type: 'beacon', draw: 1, value: beaconValue(seeds[1]!, ROOM, 1, 16, 1) }, 'beacon-chain-broken'],
    ['a value from the same seed in another room', { type: 'beacon', draw: 1, value: beaconValue(seeds[0]!, 'room-other', 0, 16, 1) }, 'beacon-chain-broken'],
    ['skipping a draw', { type: 'beacon', draw: 2, value: beaconValue(seeds[0]!, ROOM, 0, 16, 2) }, 'beacon-wrong-draw'],
    ['a malformed value', { type: 'beacon', draw: 1, value: 'x' }, 'beacon-value-malformed'],
    ['junk fields', { type: 'beacon', draw: 1, value: beaconValue(seeds[0]!, ROOM, 0, 16, 1), extra: 1 }, 'beacon-malformed'],
    ['a fractional draw', { type: 'beacon', draw: 1.5, value: seedOf('x') }, 'beacon-wrong-draw'],
    ['upper-case hex', { type: 'beacon', draw: 1, value: beaconValue(seeds[0]!, ROOM, 0, 16, 1).toUpperCase() }, 'beacon-value-malformed'],
  ];
  for (const [name, move, code] of cases) {
    const result = applyBeaconMove(beacon, 0, move);
    assert.ok(isRuleError(result), name);
    assert.equal(result.code, code, name);
  }
  const unasked = seated(seeds);
  const early = applyBeaconMove(unasked, 0, { type: 'beacon', draw: 1, value: beaconValue(seeds[0]!, ROOM, 0, 16, 1) });
  assert.equal(isRuleError(early) && early.code, 'beacon-not-requested');
});

test('attack: a copied or repeated anchor is refused at seating', () => {
  const seed = seedOf('h');
  let beacon = createBeacon(ROOM, 2, 16);
  const anchor = beaconAnchor(seed, ROOM, 0, 16);
  beacon = joinBeacon(beacon, 0, anchor) as BeaconState;
  assert.equal((joinBeacon(beacon, 1, anchor) as { code: string }).code, 'beacon-anchor-reused');
  assert.equal((joinBeacon(beacon, 0, beaconAnchor(seedOf('i'), ROOM, 0, 16)) as { code: string }).code, 'beacon-already-joined');
  assert.equal((joinBeacon(beacon, 1, 'abc') as { code: string }).code, 'beacon-anchor-malformed');
  assert.equal((joinBeacon(beacon, 2, anchor) as { code: string }).code, 'no-such-seat');
  // The chain binds its seat: seat 1 reusing seat 0's seed gets a different chain.
  assert.notEqual(beaconAnchor(seed, ROOM, 1, 16), anchor);
});

test('the chain length bounds the draws, and exhaustion is reported, not wrapped', () => {
  let beacon = seated([seedOf('j'), seedOf('k')], 3);
  assert.equal(drawsLeft(beacon), 3);
  beacon = ask(ask(ask(beacon)));
  assert.equal(drawsLeft(beacon), 0);
  const more = requestDraw(beacon);
  assert.equal(isRuleError(more) && more.code, 'beacon-exhausted');
});

test('attack: a withheld beacon value stalls the draw and the stall is attributed to that seat', () => {
  const table = new FairTable(createFair({ room: ROOM, game: 'test', seats: 3 }), 'stall');
  table.settle();
  const asked = requestFairDraw(table.fair);
  assert.ok(!isRuleError(asked), 'expected !isRuleError(asked)');
  table.fair = asked.fair;
  const left = table.settle({ withhold: (d) => d.seat === 1 && d.kind === 'beacon' });
  assert.deepEqual(left.map((d) => [d.seat, d.kind, d.detail?.draw]), [[1, 'beacon', 1]]);
  assert.deepEqual(stalledSeats(table.fair), [1]);
  assert.equal(drawOutput(table.fair.beacon, 1), null);
  table.settle();
  assert.deepEqual(stalledSeats(table.fair), []);
  assert.notEqual(drawOutput(table.fair.beacon, 1), null);
});

test('fair state: join moves are validated (malformed, repeated, reused box key)', () => {
  const table = new FairTable(createFair({ room: ROOM, game: 'test', seats: 2 }), 'join');
  table.settle();
  const fresh = createFair({ room: ROOM, game: 'test', seats: 2 });
  const join = table.log[0]!.move as { type: 'join'; boxKey: string; beaconAnchor: string };
  const once = applyFairMove(fresh, 0, join);
  assert.ok(!isRuleError(once), 'expected !isRuleError(once)');
  assert.equal((applyFairMove(once, 0, join) as { code: string }).code, 'join-repeated');
  assert.equal((applyFairMove(once, 1, join) as { code: string }).code, 'join-box-key-reused');
  assert.equal((applyFairMove(fresh, 0, { ...join, boxKey: 'zz' }) as { code: string }).code, 'join-box-key-invalid');
  assert.equal((applyFairMove(fresh, 0, { ...join, x: 1 }) as { code: string }).code, 'join-malformed');
  assert.equal((applyFairMove(fresh, 0, { type: 'mystery' }) as { code: string }).code, 'fair-move-unknown');
  assert.equal((applyFairMove(fresh, 5, join) as { code: string }).code, 'no-such-seat');
  assert.equal((applyFairMove(fresh, 0, 'join') as { code: string }).code, 'fair-move-malformed');
});

test('statistics: a seat that controls its own chain cannot move a draw\'s distribution', () => {
  // Seat 0 fixes its chain once (the same seed in every game) and, knowing seat 1's anchor, grinds
  // 8 candidate seeds for the one whose value looks best to it; seat 1 is honest. Over 3000 games
  // the die from draw 1 stays uniform, and so does seat 0's favourite face.
  const counts = [0, 0, 0, 0, 0, 0];
  const fixed = [0, 0, 0, 0, 0, 0];
  for (let game = 0; game < 3000; game++) {
    const honest = seedOf(`honest:${game}`);
    const theirAnchor = beaconAnchor(honest, ROOM, 1, 4);
    const candidates = Array.from({ length: 8 }, (_, i) => seedOf(`grind:${i}`));
    const chosen = candidates.reduce((best, c) => (beaconValue(c, ROOM, 0, 4, 1) + theirAnchor < beaconValue(best, ROOM, 0, 4, 1) + theirAnchor ? c : best));
    for (const [seeds, tally] of [[[chosen, honest], counts], [[seedOf('fixed'), honest], fixed]] as const) {
      let beacon = ask(seated(seeds, 4));
      beacon = publish(beacon, 0, seeds[0], 1);
      beacon = publish(beacon, 1, seeds[1], 1);
      tally[randomInt(drawOutput(beacon, 1)!, 6)]!++;
    }
  }
  assert.ok(chiSquare(counts) < CHI_SQUARE_999[5]!, `grinding seat: ${counts} χ²=${chiSquare(counts).toFixed(1)}`);
  assert.ok(chiSquare(fixed) < CHI_SQUARE_999[5]!, `fixed seat: ${fixed} χ²=${chiSquare(fixed).toFixed(1)}`);
});

test('a chain made in steps (the deck worker) is the chain made at once; a chain that is not the seed\'s is not adopted', () => {
  const seed = toHex(seededEntropy('chain-steps').bytes(32));
  const room = 'chain-steps-room';
  const steps = beaconChainSteps(seed, room, 2, 300);
  let yields = 0;
  let step = steps.next();
  for (; !step.done; step = steps.next()) yields++;
  const chain = step.value;
  assert.ok(yields >= 2, `progress reported while the chain is made (${yields} yields)`);
  assert.equal(chain.length, 301, 'the seed and 300 steps');
  assert.equal(chain[300], beaconAnchor(seed, room, 2, 300), 'the same anchor as the chain made at once');
  const other = toHex(seededEntropy('chain-steps-other').bytes(32));
  assert.equal(beaconChainKnown(other, room, 2, 300), false, 'nothing known of another seed yet');
  const cut = chain.slice(0, 300);
  const altered = [...chain.slice(0, 300), '00'.repeat(32)];
  for (const [why, bad] of [['cut short', cut], ['altered at its end', altered], ['starting from another seed', chain], ['not a list', 'chain']] as const) {
    assert.equal(adoptBeaconChain(other, room, 2, 300, bad), false, `a chain ${why} is refused`);
  }
  assert.equal(beaconChainKnown(other, room, 2, 300), false, 'nothing adopted from a refused chain');
  const steps2 = beaconChainSteps(other, room, 2, 300);
  let made = steps2.next();
  while (!made.done) made = steps2.next();
  assert.equal(adoptBeaconChain(other, room, 2, 300, made.value), true, 'the seed\'s own chain is adopted');
  assert.equal(beaconChainKnown(other, room, 2, 300), true, 'and known from then on');
});
