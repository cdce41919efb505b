// The move log's lines (describeMove): every move kind and all ten wishes, told in plain English with
// species names, boats counted from 1, wishes in words and the money the move made (W-4–W-8).
import assert from 'node:assert/strict';
import test from 'node:test';
import { describeMove } from '../../../src/games/wishes/describe.js';
import { setupState } from '../../../src/games/wishes/rules.js';
import type { Species, WishesState } from '../../../src/games/wishes/types.js';
import { buyersAt, cardOf, dealt, emptyMarkets, market, player, position, SPREAD, testFair } from './fixtures.js';

const base = dealt(3);
const card = (species: Species, wish: string): number => cardOf(base, species, wish);
/** A three-seat position, Red (seat 0) to move, buyers spread one per market (SPREAD). */
const at = (patch: Partial<WishesState>): WishesState => position(3, { buyers: SPREAD, ...patch });
/** The ocean holding just these cards, in slots 1…. */
const ocean = (...cards: number[]) => cards.map((c) => ({ card: c, worms: 0 }));

// SPREAD prices (W-7.2): Angelfish $5, Monkfish and Swordfish $4, Kingfish and Catfish $3, Starfish and Clownfish $2.

test('W-3.6 choosing the first player', () => {
  const state = dealt(3, 1, { firstPlayer: 'host-chooses' });
  assert.equal(describeMove(state, 0, { type: 'first', seat: 2 }), 'Red chooses Green to go first.');
});

test('W-4.2 a pass', () => {
  assert.equal(describeMove(at({ ocean: [] }), 0, { type: 'pass' }), 'Red can do nothing and passes.');
});

test('W-5.3 W-6.2 a keep names the card, the slot, the worms picked up with it, and the boat from 1', () => {
  const state = at({ ocean: [{ card: card('angelfish', 'SCATTER'), worms: 0 }, { card: card('monkfish', 'ROT'), worms: 2 }, ...ocean(card('starfish', 'ROT'))] });
  assert.equal(describeMove(state, 0, { type: 'keep', slot: 1 }), 'Red catches the Angelfish from slot 1 and keeps it in boat 1.');
  assert.equal(
    describeMove(state, 0, { type: 'keep', slot: 2, boat: 1 }),
    'Red catches the Monkfish from slot 2 (picks up 2 worms) and keeps it in boat 2.',
  );
  assert.equal(describeMove(state, 0, { type: 'keep', slot: 3 }), 'Red catches the Starfish from slot 3 and keeps it in boat 1.');
});

test('W-5.4 a catch that rebuilds the deck says so', () => {
  const state = at({ ocean: ocean(card('angelfish', 'SCATTER')), deck: [], discard: [card('catfish', 'ROT'), card('kingfish', 'ROT')] });
  assert.equal(
    describeMove(state, 0, { type: 'keep', slot: 1 }),
    'Red catches the Angelfish from slot 1 and keeps it in boat 1. The discard pile (2 cards) is shuffled into a new deck.',
  );
});

test('W-7.1 W-7.6 a sale names the fish and its boat and pays the price ($2 buyer: $4)', () => {
  const state = at({ seats: [player({ boats: [null, card('monkfish', 'SCATTER')] }), player(), player()] });
  assert.equal(describeMove(state, 0, { type: 'sell', boat: 1 }), 'Red sells the Monkfish from boat 2 for $4.');
});

test('W-7.4 W-7.6 a sale that closes a market tells the bonuses (seed: $8, and $4 each to two tied for second)', () => {
  const markets = { ...emptyMarkets(3), monkfish: market([2, 1, 1]) };
  const state = at({ markets, closing: [5, 6, 7], seats: [player({ boats: [card('monkfish', 'SCATTER'), null] }), player(), player()] });
  assert.equal(
    describeMove(state, 0, { type: 'sell', boat: 0 }),
    'Red sells the Monkfish from boat 1 for $4. The Monkfish market closes on card 5: Red +$8, Blue +$4, Green +$4.',
  );
});

test('W-7.3 W-15 #5 #6 a token that goes to the dump, or that is missing, is told', () => {
  const boats = [card('catfish', 'ROT'), null];
  const closed = { ...emptyMarkets(3), catfish: market([0, 0, 0], 4) };
  assert.equal(
    describeMove(at({ markets: closed, closing: [5, 6, 7], seats: [player({ boats }), player(), player()] }), 0, { type: 'sell', boat: 0 }),
    'Red sells the Catfish from boat 1 for $3; a token goes to the dump.',
  );
  assert.equal(
    describeMove(at({ seats: [player({ boats, supply: 0 }), player(), player()] }), 0, { type: 'sell', boat: 0 }),
    'Red sells the Catfish from boat 1 for $3; no token is left to place.',
  );
});

test('W-9.1 W-9.2 a sale that fills the dump ends the game', () => {
  const closed = { ...emptyMarkets(3), catfish: market([0, 0, 0], 4) };
  const state = at({ markets: closed, closing: [5, 6, 7], dump: [5, 4, 0], seats: [player({ boats: [card('catfish', 'ROT'), null] }), player(), player()] });
  assert.equal(
    describeMove(state, 0, { type: 'sell', boat: 0 }),
    'Red sells the Catfish from boat 1 for $3; a token goes to the dump. The game ends: the dump is full.',
  );
});

test('W-8.1 MOVE_BUYER_1 tells the buyer move and the sale of all of the species', () => {
  const boats = [card('angelfish', 'ROT'), card('angelfish', 'SCATTER')];
  const state = at({ ocean: ocean(card('monkfish', 'MOVE_BUYER_1')), seats: [player({ boats }), player(), player()] });
  assert.equal(
    describeMove(state, 0, { type: 'wish', slot: 1, buyer: '$1a', steps: 2, species: 'angelfish' }),
    'Red releases the Monkfish from slot 1 and moves the $1 buyer A from Kingfish to Starfish, then sells 2 Angelfish for $5 each (+$10).',
  );
});

test('W-8.2 W-15 #12 MOVE_BUYER_2 with empty boats still moves the buyer', () => {
  const state = at({ ocean: ocean(card('kingfish', 'MOVE_BUYER_2')) });
  assert.equal(
    describeMove(state, 0, { type: 'wish', slot: 1, buyer: '$2b', steps: 2 }),
    'Red releases the Kingfish from slot 1 and moves the $2 buyer B from Swordfish to Catfish, but has no fish to sell.',
  );
});

test('W-8.3 W-15 #16 MOVE_BUYER_3 sells one card, a two-fish card as two fish', () => {
  const state = at({ ocean: ocean(card('catfish', 'MOVE_BUYER_3')), seats: [player({ boats: [null, card('starfish', 'DOUBLE_FISH')] }), player(), player()] });
  assert.equal(
    describeMove(state, 0, { type: 'wish', slot: 1, buyer: '$3', steps: 1, boat: 1 }),
    'Red releases the Catfish from slot 1 and moves the $3 buyer from Angelfish to Monkfish, then sells the Starfish from boat 2 as 2 fish for $2 each (+$4).',
  );
});

test('W-8.4 W-15 #27 SCATTER tells where each buyer went', () => {
  const buyers = buyersAt({ $3: 'monkfish', $2a: 'monkfish', $1a: 'monkfish', $2b: 'swordfish', $1b: 'catfish' });
  const state = at({ buyers, ocean: ocean(card('angelfish', 'SCATTER')) });
  assert.equal(
    describeMove(state, 0, { type: 'wish', slot: 1, scatter: [{ buyer: '$2a', to: 'starfish' }, { buyer: '$1a', to: 'clownfish' }] }),
    'Red releases the Angelfish from slot 1 and scatters the buyers, sending the $2 buyer A from Monkfish to Starfish and the $1 buyer A from Monkfish to Clownfish.',
  );
});

test('W-15 #11 SCATTER with no crowded market moves nobody', () => {
  assert.equal(
    describeMove(at({ ocean: ocean(card('angelfish', 'SCATTER')) }), 0, { type: 'wish', slot: 1 }),
    'Red releases the Angelfish from slot 1 to scatter the buyers, but finds no market with two buyers.',
  );
});

test('W-8.5 W-7.3.1 SELL_SPECIES sells all of one species; a market that closes partway sends the rest to the dump', () => {
  const boats = [card('kingfish', 'ROT'), card('angelfish', 'ROT'), card('kingfish', 'SCATTER')];
  const seats = [player({ boats }), player(), player()];
  const state = at({ ocean: ocean(card('catfish', 'SELL_SPECIES')), seats });
  assert.equal(describeMove(state, 0, { type: 'wish', slot: 1, species: 'kingfish' }), 'Red releases the Catfish from slot 1 and sells 2 Kingfish for $3 each (+$6).');
  const crowded = at({ ocean: ocean(card('catfish', 'SELL_SPECIES')), seats, markets: { ...emptyMarkets(3), kingfish: market([3, 1, 0]) }, closing: [5, 6, 7] });
  assert.equal(
    describeMove(crowded, 0, { type: 'wish', slot: 1, species: 'kingfish' }),
    'Red releases the Catfish from slot 1 and sells 2 Kingfish for $3 each (+$6); a token goes to the dump. The Kingfish market closes on card 5: Red +$8, Blue +$4.',
  );
  assert.equal(
    describeMove(at({ ocean: ocean(card('catfish', 'SELL_SPECIES')) }), 0, { type: 'wish', slot: 1 }),
    'Red releases the Catfish from slot 1 to sell all of a species, but has no fish to sell.',
  );
});

test('W-8.6 ROT tells the token moved and the card sold', () => {
  const markets = { ...emptyMarkets(3), catfish: market([0, 1, 0]) };
  const seats = [player({ boats: [card('monkfish', 'SCATTER'), null] }), player(), player()];
  const state = at({ ocean: ocean(card('starfish', 'ROT')), markets, seats });
  assert.equal(
    describeMove(state, 0, { type: 'wish', slot: 1, rot: { from: 'catfish', seat: 1 }, boat: 0 }),
    'Red releases the Starfish from slot 1 and rots a Blue token from the Catfish market into the dump, then sells the Monkfish from boat 1 for $4.',
  );
  const fromDump = at({ ocean: ocean(card('starfish', 'ROT')), dump: [0, 0, 2] });
  assert.equal(
    describeMove(fromDump, 0, { type: 'wish', slot: 1, rot: { from: 'dump', seat: 2 } }),
    'Red releases the Starfish from slot 1 and returns a Green token from the dump to its owner, but has no fish to sell.',
  );
  assert.equal(
    describeMove(at({ ocean: ocean(card('starfish', 'ROT')) }), 0, { type: 'wish', slot: 1 }),
    'Red releases the Starfish from slot 1 to rot a token and sell a fish card, but finds no token to move and has no fish to sell.',
  );
});

test('W-8.7 W-15 #25 WORM_BONUS tells the money and who got the worms', () => {
  const seats = [player({ worms: 5 }), player(), player()];
  assert.equal(
    describeMove(at({ ocean: ocean(card('clownfish', 'WORM_BONUS')), seats }), 0, { type: 'wish', slot: 1 }),
    'Red releases the Clownfish from slot 1 and gains $5 for 5 worms, handing them out: Blue 3, Green 2.',
  );
  const none = [player({ worms: 0 }), player(), player()];
  assert.equal(
    describeMove(at({ ocean: ocean(card('clownfish', 'WORM_BONUS')), seats: none }), 0, { type: 'wish', slot: 1 }),
    'Red releases the Clownfish from slot 1 for a worm bonus, but has no worms.',
  );
});

test('W-8.8 W-15 #17 EXTRA_BOAT names the new boat', () => {
  assert.equal(
    describeMove(at({ ocean: ocean(card('kingfish', 'EXTRA_BOAT')) }), 0, { type: 'wish', slot: 1 }),
    'Red releases the Kingfish from slot 1 and turns the card into an extra boat (boat 3).',
  );
});

test('W-8.9 SELL_AS_OTHER names the other market', () => {
  const seats = [player({ boats: [card('monkfish', 'SCATTER'), null] }), player(), player()];
  assert.equal(
    describeMove(at({ ocean: ocean(card('swordfish', 'SELL_AS_OTHER')), seats }), 0, { type: 'wish', slot: 1, species: 'monkfish', as: 'angelfish' }),
    'Red releases the Swordfish from slot 1 and sells a Monkfish at the Angelfish market for $5.',
  );
});

test('W-8.10 DOUBLE_FISH sells the released card as two fish', () => {
  assert.equal(
    describeMove(at({ ocean: ocean(card('clownfish', 'DOUBLE_FISH')) }), 0, { type: 'wish', slot: 1 }),
    'Red releases the Clownfish from slot 1 and sells it as 2 fish for $2 each (+$4).',
  );
});

test('every wish kind is told without its raw id or a boat counted from 0', () => {
  const kinds = ['MOVE_BUYER_1', 'MOVE_BUYER_2', 'MOVE_BUYER_3', 'SCATTER', 'SELL_SPECIES', 'ROT', 'WORM_BONUS', 'EXTRA_BOAT', 'SELL_AS_OTHER', 'DOUBLE_FISH'];
  for (const kind of kinds) {
    const state = at({ ocean: ocean(card('catfish', kind)) });
    const line = describeMove(state, 0, { type: 'wish', slot: 1, ...(kind.startsWith('MOVE_BUYER') ? { buyer: kind === 'MOVE_BUYER_3' ? '$3' : kind === 'MOVE_BUYER_1' ? '$1a' : '$2a', steps: 1 } : {}) });
    assert.match(line, /^Red releases the Catfish from slot 1 /, kind);
    assert.doesNotMatch(line, /[A-Z]{2,}_|boat 0|refuse|invalid/, `${kind}: ${line}`);
  }
});

test('fair-play steps and refused moves still get a line', () => {
  const fresh = setupState(3, undefined, testFair(3));
  assert.equal(describeMove(fresh, 1, { type: 'join', boxKey: 'k', beaconAnchor: 'a' }), 'Blue takes a seat and publishes its beacon anchor.');
  assert.equal(describeMove(fresh, 0, { type: 'beacon', draw: 1, value: '00' }), 'Red publishes its share of random draw 1 (where the buyers stand).');
  assert.equal(describeMove(fresh, 0, { type: 'beacon', draw: 2, value: '00' }), 'Red publishes its share of random draw 2.');
  assert.equal(describeMove(fresh, 2, { type: 'audit', decks: {}, openings: {} }), 'Green publishes its part of the end-of-game audit.');
  assert.match(describeMove(base, 0, { type: 'fly' }), /^Red makes an invalid move \(.+\)$/);
  assert.equal(describeMove(at({}), 1, { type: 'keep', slot: 1 }), 'Blue makes a move the rules refuse (It is not your turn.)');
});
