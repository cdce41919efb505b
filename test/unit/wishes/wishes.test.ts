// W-8 the ten wishes: their effects, "do as much as you can", and the choices each one takes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { WishesState } from '../../../src/games/wishes/types.js';
import { SPREAD, buyersAt, cardOf, dealt, emptyMarkets, market, player, position } from './fixtures.js';
import { play, refused } from './play.js';

const base = dealt(4);
const card = (species: Parameters<typeof cardOf>[1], wish: string): number => cardOf(base, species, wish);

/** A 4-player position with `wishCard` in ocean slot 1 and the given boats for seat 0. */
function withWish(wishCard: number, boats: (number | null)[] = [null, null], patch: Partial<WishesState> = {}): WishesState {
  const fillers = [card('starfish', 'SCATTER'), card('starfish', 'ROT'), card('starfish', 'WORM_BONUS')].filter((c) => c !== wishCard);
  const ocean = [wishCard, ...fillers].slice(0, 4).map((c) => ({ card: c, worms: 0 }));
  return position(4, { ocean, buyers: SPREAD, seats: [player({ boats }), player(), player(), player()], ...patch });
}

test('W-8.1 MOVE_BUYER_1 moves the chosen $1 buyer 1–3 markets clockwise, then sells all of one species', () => {
  const angel1 = card('angelfish', 'SELL_SPECIES');
  const angel2 = card('angelfish', 'ROT');
  const state = withWish(card('monkfish', 'MOVE_BUYER_1'), [angel1, angel2]);
  // $1b stands at catfish (5th); 3 steps: starfish, clownfish, angelfish (W-T1 wraps round).
  const after = play(state, 0, { type: 'wish', slot: 1, buyer: '$1b', steps: 3, species: 'angelfish' });
  assert.equal(after.buyers.find((b) => b.id === '$1b')!.at, 'angelfish');
  // Angelfish now has the $3 and $1b buyers: 2 + 3 + 1 = $6 per fish, two fish.
  assert.equal(after.seats[0]!.money, 12);
  assert.deepEqual(after.markets.angelfish.tokens, [2, 0, 0, 0]);
  assert.deepEqual(after.seats[0]!.boats, [null, null]);
  assert.deepEqual(after.discard, [angel1, angel2, card('monkfish', 'MOVE_BUYER_1')], 'W-15 #33 boat order, then the released card');
});

test('W-8.1, W-8.0 the buyer and the distance are required; a wrong buyer or distance is refused', () => {
  const state = withWish(card('monkfish', 'MOVE_BUYER_1'), [card('angelfish', 'ROT'), null]);
  refused(state, 0, { type: 'wish', slot: 1, steps: 1, species: 'angelfish' }, 'choice-missing');
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$1a', species: 'angelfish' }, 'choice-missing');
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$2a', steps: 1, species: 'angelfish' }, 'wrong-buyer');
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$1a', steps: 4, species: 'angelfish' }, 'bad-steps');
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$1a', steps: 0, species: 'angelfish' }, 'bad-steps');
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$1a', steps: 1, rot: { from: 'dump', seat: 0 } }, 'unexpected-field');
});

test('W-8.0 you may not decline a sale you can make: the species is required when the boats hold fish', () => {
  const state = withWish(card('monkfish', 'MOVE_BUYER_2'), [card('angelfish', 'ROT'), null]);
  const message = refused(state, 0, { type: 'wish', slot: 1, buyer: '$2a', steps: 1 }, 'choice-missing');
  assert.match(message, /Angelfish/);
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$2a', steps: 1, species: 'kingfish' }, 'species-not-held');
});

test('W-8.2, W-15 #12 #10 with nothing to sell a $2 buyer still moves, and may join another buyer', () => {
  const state = withWish(card('monkfish', 'MOVE_BUYER_2'));
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$2a', steps: 1, species: 'kingfish' }, 'species-not-held');
  const after = play(state, 0, { type: 'wish', slot: 1, buyer: '$2a', steps: 1 });
  assert.equal(after.buyers.find((b) => b.id === '$2a')!.at, 'swordfish');
  assert.equal(after.buyers.filter((b) => b.at === 'swordfish').length, 2);
  assert.equal(after.seats[0]!.money, 0);
});

test('W-8.3 MOVE_BUYER_3 moves the $3 buyer then sells one card; a double card pays double with two tokens', () => {
  const double = card('kingfish', 'DOUBLE_FISH');
  const state = withWish(card('monkfish', 'MOVE_BUYER_3'), [card('angelfish', 'ROT'), double]);
  refused(state, 0, { type: 'wish', slot: 1, steps: 3 }, 'choice-missing');
  refused(state, 0, { type: 'wish', slot: 1, buyer: '$2a', steps: 3, boat: 1 }, 'wrong-buyer');
  // $3 from angelfish 3 steps to kingfish, where $1a stands: 2 + 3 + 1 = $6, two fish.
  const after = play(state, 0, { type: 'wish', slot: 1, steps: 3, boat: 1 });
  assert.equal(after.buyers.find((b) => b.id === '$3')!.at, 'kingfish');
  assert.equal(after.seats[0]!.money, 12);
  assert.deepEqual(after.markets.kingfish.tokens, [2, 0, 0, 0]);
  assert.deepEqual(after.seats[0]!.boats, [card('angelfish', 'ROT'), null]);
  play(state, 0, { type: 'wish', slot: 1, buyer: '$3', steps: 1, boat: 0 });
});

test('W-15 #30 a double card sold by MOVE_BUYER_3: the first token closes the market, the second fish is paid and dumped', () => {
  const double = card('kingfish', 'DOUBLE_FISH');
  const markets = { ...emptyMarkets(4), kingfish: market([1, 2, 0, 0]) };
  const state = withWish(card('monkfish', 'MOVE_BUYER_3'), [double, null], { markets });
  const after = play(state, 0, { type: 'wish', slot: 1, steps: 1, boat: 0 });
  // $3 moves to monkfish; kingfish keeps $1a: $3 a fish.
  assert.equal(after.markets.kingfish.closedBy, 4);
  assert.deepEqual(after.dump, [1, 0, 0, 0]);
  // Red and Blue tied 2–2 for first at card 4: ⌊9/2⌋ = $4 each.
  assert.deepEqual(after.seats.map((p) => p.money), [6 + 4, 4, 0, 0]);
});

test('W-8.4 SCATTER: one buyer of the highest value stays, the others go to markets that had none', () => {
  const buyers = buyersAt({ $3: 'angelfish', $2a: 'angelfish', $2b: 'monkfish', $1a: 'monkfish', $1b: 'monkfish' });
  const state = withWish(card('catfish', 'SCATTER'), [null, null], { buyers });
  refused(state, 0, { type: 'wish', slot: 1 }, 'choice-missing');
  const keep2a = [
    { buyer: '$2a', to: 'swordfish' },
    { buyer: '$1a', to: 'kingfish' },
    { buyer: '$1b', to: 'catfish' },
  ];
  refused(state, 0, { type: 'wish', slot: 1, scatter: [{ buyer: '$3', to: 'swordfish' }, ...keep2a.slice(1)] }, 'bad-scatter');
  refused(state, 0, { type: 'wish', slot: 1, scatter: [...keep2a.slice(0, 2), { buyer: '$2b', to: 'catfish' }] }, 'bad-scatter');
  refused(state, 0, { type: 'wish', slot: 1, scatter: [keep2a[0], keep2a[1], { buyer: '$1b', to: 'kingfish' }] }, 'bad-scatter');
  refused(state, 0, { type: 'wish', slot: 1, scatter: [keep2a[0], keep2a[1], { buyer: '$1b', to: 'monkfish' }] }, 'bad-scatter');
  refused(state, 0, { type: 'wish', slot: 1, scatter: [keep2a[0], keep2a[1], { buyer: '$9', to: 'catfish' }] }, 'no-such-buyer');
  refused(state, 0, { type: 'wish', slot: 1, scatter: keep2a.slice(0, 2) }, 'bad-scatter');
  const after = play(state, 0, { type: 'wish', slot: 1, scatter: keep2a });
  assert.deepEqual(
    after.buyers.map((b) => [b.id, b.at]),
    [['$3', 'angelfish'], ['$2a', 'swordfish'], ['$2b', 'monkfish'], ['$1a', 'kingfish'], ['$1b', 'catfish']],
  );
});

test('W-15 #27 #28 two equal highest buyers: the wisher picks which stays', () => {
  const buyers = buyersAt({ $3: 'angelfish', $2a: 'monkfish', $2b: 'monkfish', $1a: 'kingfish', $1b: 'catfish' });
  const state = withWish(card('catfish', 'SCATTER'), [null, null], { buyers });
  const a = play(state, 0, { type: 'wish', slot: 1, scatter: [{ buyer: '$2a', to: 'clownfish' }] });
  const b = play(state, 0, { type: 'wish', slot: 1, scatter: [{ buyer: '$2b', to: 'clownfish' }] });
  assert.equal(a.buyers.find((x) => x.id === '$2b')!.at, 'monkfish');
  assert.equal(b.buyers.find((x) => x.id === '$2a')!.at, 'monkfish');
});

test('W-8.4, W-15 #11 SCATTER with no crowded market does nothing and takes no choice', () => {
  const state = withWish(card('catfish', 'SCATTER'));
  const after = play(state, 0, { type: 'wish', slot: 1 });
  assert.deepEqual(after.buyers, state.buyers);
  play(state, 0, { type: 'wish', slot: 1, scatter: [] });
  refused(state, 0, { type: 'wish', slot: 1, scatter: [{ buyer: '$3', to: 'clownfish' }] }, 'bad-scatter');
});

test('W-8.5 SELL_SPECIES sells every card of the chosen species, one at a time in boat order', () => {
  const k1 = card('kingfish', 'ROT');
  const k2 = card('kingfish', 'DOUBLE_FISH');
  // A third boat from an earlier EXTRA_BOAT wish (W-8.8) comes last in boat order.
  const boat = player({ boats: [k1, card('angelfish', 'ROT'), k2], boatCards: [card('swordfish', 'EXTRA_BOAT')] });
  const state = withWish(card('catfish', 'SELL_SPECIES'), [], { seats: [boat, player(), player(), player()] });
  const after = play(state, 0, { type: 'wish', slot: 1, species: 'kingfish' });
  assert.equal(after.seats[0]!.money, 6, 'W-15 #16 the double card is one fish here: 2 fish × $3');
  assert.deepEqual(after.seats[0]!.boats, [null, card('angelfish', 'ROT'), null]);
  assert.deepEqual(after.discard, [k1, k2, card('catfish', 'SELL_SPECIES')]);
  refused(state, 0, { type: 'wish', slot: 1 }, 'choice-missing');
});

test('W-8.6 ROT moves a token from any market to the dump, then the sale is compulsory (W-15 #29)', () => {
  const fish = card('swordfish', 'SCATTER');
  const markets = { ...emptyMarkets(4), catfish: market([0, 0, 2, 0]) };
  const state = withWish(card('catfish', 'ROT'), [null, fish], { markets });
  refused(state, 0, { type: 'wish', slot: 1, boat: 1 }, 'choice-missing');
  refused(state, 0, { type: 'wish', slot: 1, rot: { from: 'catfish', seat: 2 } }, 'choice-missing');
  refused(state, 0, { type: 'wish', slot: 1, rot: { from: 'catfish', seat: 1 }, boat: 1 }, 'no-such-token');
  refused(state, 0, { type: 'wish', slot: 1, rot: { from: 'dump', seat: 2 }, boat: 1 }, 'no-such-token');
  refused(state, 0, { type: 'wish', slot: 1, rot: { from: 'catfish', seat: 2 }, boat: 0 }, 'empty-boat');
  const after = play(state, 0, { type: 'wish', slot: 1, rot: { from: 'catfish', seat: 2 }, boat: 1 });
  assert.deepEqual(after.markets.catfish.tokens, [0, 0, 1, 0]);
  assert.deepEqual(after.dump, [0, 0, 1, 0]);
  assert.equal(after.seats[0]!.money, 4);
  assert.deepEqual(after.markets.swordfish.tokens, [1, 0, 0, 0]);
});

test('W-8.6, W-15 #14 ROT can return a token from the dump to its owner; W-15 #13 with no token only the sale happens', () => {
  const state = withWish(card('catfish', 'ROT'), [null, null], { dump: [0, 3, 0, 0], seats: [player(), player({ supply: 11 }), player(), player()] });
  const after = play(state, 0, { type: 'wish', slot: 1, rot: { from: 'dump', seat: 1 } });
  assert.deepEqual(after.dump, [0, 2, 0, 0]);
  assert.equal(after.seats[1]!.supply, 12);
  const bare = withWish(card('catfish', 'ROT'), [card('monkfish', 'ROT'), null]);
  refused(bare, 0, { type: 'wish', slot: 1, rot: { from: 'dump', seat: 1 }, boat: 0 }, 'no-such-token');
  const sold = play(bare, 0, { type: 'wish', slot: 1, boat: 0 });
  assert.equal(sold.seats[0]!.money, 4);
});

test('W-8.7, W-15 #25 WORM_BONUS: A with 7 worms gains $7 and hands them out B, C, D, B, C, D, B', () => {
  const wish = card('catfish', 'WORM_BONUS');
  const ocean = [{ card: wish, worms: 1 }, { card: card('starfish', 'ROT'), worms: 0 }];
  const seats = [player({ worms: 6 }), player({ worms: 0 }), player({ worms: 0 }), player({ worms: 0 })];
  const state = position(4, { ocean, buyers: SPREAD, seats });
  const after = play(state, 0, { type: 'wish', slot: 1 });
  assert.equal(after.seats[0]!.money, 7);
  assert.deepEqual(after.seats.map((p) => p.worms), [0, 3, 2, 2]);
  const oneEach = position(4, { ocean, buyers: SPREAD, seats }, { wormBonusGive: 'one-each' });
  const kept = play(oneEach, 0, { type: 'wish', slot: 1 });
  assert.equal(kept.seats[0]!.money, 7);
  assert.deepEqual(kept.seats.map((p) => p.worms), [4, 1, 1, 1]);
});

test('W-8.7 the hand-out starts with the next player clockwise and wraps past the last seat', () => {
  const wish = card('catfish', 'WORM_BONUS');
  const seats = [player({ worms: 0 }), player({ worms: 0 }), player({ worms: 2 }), player({ worms: 0 })];
  const state = position(4, { turn: 2, ocean: [{ card: wish, worms: 0 }], buyers: SPREAD, seats, deck: [] });
  const after = play(state, 2, { type: 'wish', slot: 1 });
  assert.deepEqual(after.seats.map((p) => p.worms), [1, 0, 0, 1]);
  assert.equal(after.seats[2]!.money, 2);
  const none = play(position(4, { ocean: [{ card: wish, worms: 0 }], seats: [player({ worms: 0 }), player(), player(), player()] }), 0, { type: 'wish', slot: 1 });
  assert.equal(none.seats[0]!.money, 0, 'W-15 #15 no worms, no money, nothing given');
});

test('W-8.8, W-15 #17 EXTRA_BOAT becomes a new empty boat and is never discarded', () => {
  const wish = card('catfish', 'EXTRA_BOAT');
  const full = [card('monkfish', 'ROT'), card('angelfish', 'ROT')];
  const state = withWish(wish, full);
  const after = play(state, 0, { type: 'wish', slot: 1 });
  assert.deepEqual(after.seats[0]!.boats, [...full, null]);
  assert.deepEqual(after.seats[0]!.boatCards, [wish]);
  assert.ok(!after.discard.includes(wish), 'expected !after.discard.includes(wish)');
  refused(state, 0, { type: 'wish', slot: 1, boat: 0 }, 'unexpected-field');
});

test('W-8.9, W-15 #34 SELL_AS_OTHER sells one species at another species\' market (closed: tokens to the dump)', () => {
  const fish = card('clownfish', 'ROT');
  const markets = { ...emptyMarkets(4), angelfish: market([0, 0, 0, 0], 4) };
  const state = withWish(card('catfish', 'SELL_AS_OTHER'), [fish, null], { markets, closing: [5, 6, 7] });
  refused(state, 0, { type: 'wish', slot: 1, species: 'clownfish' }, 'choice-missing');
  refused(state, 0, { type: 'wish', slot: 1, species: 'clownfish', as: 'clownfish' }, 'same-species');
  refused(state, 0, { type: 'wish', slot: 1, species: 'kingfish', as: 'angelfish' }, 'species-not-held');
  const after = play(state, 0, { type: 'wish', slot: 1, species: 'clownfish', as: 'angelfish' });
  assert.equal(after.seats[0]!.money, 5, 'the angelfish price: $2 + the $3 buyer');
  assert.deepEqual(after.dump, [1, 0, 0, 0]);
  const empty = withWish(card('catfish', 'SELL_AS_OTHER'));
  play(empty, 0, { type: 'wish', slot: 1 });
  refused(empty, 0, { type: 'wish', slot: 1, as: 'angelfish' }, 'species-not-held');
});

test('W-8.10 DOUBLE_FISH sells the released card as two fish at its own market, then discards it', () => {
  const wish = card('monkfish', 'DOUBLE_FISH');
  const state = withWish(wish, [card('monkfish', 'ROT'), null]);
  const after = play(state, 0, { type: 'wish', slot: 1 });
  assert.equal(after.seats[0]!.money, 8);
  assert.deepEqual(after.markets.monkfish.tokens, [2, 0, 0, 0]);
  assert.deepEqual(after.discard, [wish]);
  assert.deepEqual(after.seats[0]!.boats, [card('monkfish', 'ROT'), null], 'the boats are not touched');
});
