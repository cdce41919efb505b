// W-9 the end of the game and W-10 final scoring, with the seed's dump-penalty example.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { winnersOf } from '../../../src/games/wishes/scoring.js';
import { SPREAD, cardOf, dealt, drawCard, emptyMarkets, market, player, position } from './fixtures.js';
import { play } from './play.js';

const RED = 0;
const BLUE = 1;
const base = dealt(4);
const card = (species: Parameters<typeof cardOf>[1], wish: string): number => cardOf(base, species, wish);

test('W-10.1 seed example: the dump fills with card 7 on top; Blue, the biggest dumper, loses $10 and Red, next, $5', () => {
  const fish = card('monkfish', 'ROT');
  const markets = { ...emptyMarkets(4), monkfish: market([0, 0, 0, 0], 4) };
  const seats = [player({ boats: [fish, null], worms: 6 }), player({ worms: 6 }), player({ worms: 6 }), player({ worms: 6 })];
  // Red 3, Blue 5, Green 1 = 9 in the dump; Red's sale at the closed Monkfish market adds the 10th.
  const state = position(4, { buyers: SPREAD, markets, closing: [7], dump: [3, 5, 1, 0], seats });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.equal(after.phase, 'over');
  const final = after.final!;
  assert.deepEqual(final.endedBy, ['dump']);
  assert.equal(final.penaltyCard, 7);
  assert.deepEqual(final.dumpPenalty, [5, 10, 0, 0]);
  // Everyone has 6 worms: four tied for most share $8 + $4: $3 each (W-10.2 split).
  assert.deepEqual(final.wormBonus, [3, 3, 3, 3]);
  assert.deepEqual(final.money, [4, 0, 0, 0]);
  assert.deepEqual(final.total, [4 - 5 + 3, -10 + 3, 3, 3], 'W-10.3 money may fall below zero');
  assert.deepEqual(after.seats.map((p) => p.money), final.total);
  assert.deepEqual(final.winners, [2, 3], 'W-10.5 equal money and worms: a shared win');
  assert.equal(after.turn, null);
});

test('W-9.1 (a) placing the 4th closing card ends the game; the dump does not penalise', () => {
  const fish = card('kingfish', 'ROT');
  const markets = { ...emptyMarkets(4), kingfish: market([2, 1, 2, 1]) };
  const seats = [player({ boats: [fish, null] }), player(), player(), player()];
  const state = position(4, { buyers: SPREAD, markets, closing: [7], dump: [2, 0, 0, 0], seats });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.equal(after.phase, 'over');
  assert.deepEqual(after.final!.endedBy, ['closings']);
  assert.equal(after.final!.penaltyCard, null);
  assert.deepEqual(after.final!.dumpPenalty, [0, 0, 0, 0]);
  assert.equal(after.final!.money[RED], 3 + 10);
});

test('W-9.2, W-15 #7 a sale that closes the last market finishes: the rest are paid and their tokens dumped', () => {
  const k1 = card('kingfish', 'ROT');
  const k2 = card('kingfish', 'SCATTER');
  const markets = { ...emptyMarkets(4), kingfish: market([2, 1, 2, 1]) };
  const wish = card('starfish', 'SELL_SPECIES');
  const seats = [player({ boats: [k1, k2] }), player(), player(), player()];
  const state = position(4, { ocean: [{ card: wish, worms: 0 }], buyers: SPREAD, markets, closing: [7], seats });
  const caught = play(state, RED, { type: 'wish', slot: 1, species: 'kingfish' });
  assert.equal(caught.phase, 'playing', 'W-15 #32 the refill is part of the action');
  const after = drawCard(caught, caught.deck[0]!);
  assert.equal(after.phase, 'over');
  assert.deepEqual(after.final!.endedBy, ['closings']);
  assert.deepEqual(after.dump, [1, 0, 0, 0]);
  assert.equal(after.final!.money[RED], 3 + 10 + 3);
});

test('W-15 #19 both end conditions at once: no closing card is left, so no dump penalty', () => {
  const k1 = card('kingfish', 'ROT');
  const k2 = card('kingfish', 'SCATTER');
  const markets = { ...emptyMarkets(4), kingfish: market([2, 1, 2, 1]) };
  const wish = card('starfish', 'SELL_SPECIES');
  const seats = [player({ boats: [k1, k2] }), player(), player(), player()];
  const state = position(4, { ocean: [{ card: wish, worms: 0 }], buyers: SPREAD, markets, closing: [7], dump: [0, 9, 0, 0], seats, deck: [], discard: [] });
  const after = play(state, RED, { type: 'wish', slot: 1, species: 'kingfish' });
  assert.deepEqual(after.final!.endedBy, ['closings', 'dump']);
  assert.equal(after.final!.penaltyCard, null);
  assert.deepEqual(after.final!.dumpPenalty, [0, 0, 0, 0]);
});

test('W-15 #23 the top card changes during the ending action: the penalty uses the card on top after it', () => {
  const fish = card('catfish', 'SCATTER');
  const markets = { ...emptyMarkets(4), swordfish: market([0, 2, 0, 0]), catfish: market([2, 1, 1, 0]) };
  const wish = card('starfish', 'ROT');
  const seats = [player({ boats: [fish, null] }), player(), player(), player()];
  // The dump holds 9; ROT moves Blue's Swordfish token there (10), then the sale closes Catfish under card 5.
  const state = position(4, { ocean: [{ card: wish, worms: 0 }], buyers: SPREAD, markets, closing: [5, 6, 7], dump: [5, 2, 2, 0], seats, deck: [], discard: [] });
  const after = play(state, RED, { type: 'wish', slot: 1, rot: { from: 'swordfish', seat: BLUE }, boat: 0 });
  assert.equal(after.markets.catfish.closedBy, 5);
  assert.deepEqual(after.final!.endedBy, ['dump']);
  assert.equal(after.final!.penaltyCard, 6);
  assert.deepEqual(after.final!.dumpPenalty, [9, 4, 0, 0]);
});

test('W-15 #20 only dumpers are penalised: a lone dumper loses the first amount', () => {
  const fish = card('monkfish', 'ROT');
  const markets = { ...emptyMarkets(3), monkfish: market([0, 0, 0], 4) };
  const seats = [player({ boats: [fish, null] }), player(), player()];
  const state = position(3, { buyers: SPREAD, markets, closing: [5, 6, 7], dump: [9, 0, 0], seats });
  const after = play(state, RED, { type: 'sell', boat: 0 });
  assert.deepEqual(after.final!.dumpPenalty, [8, 0, 0]);
});

test('W-10.2 the worm bonus ranks every player: $8 most, $4 to each on the next count; ties share', () => {
  const fish = card('monkfish', 'ROT');
  const markets = { ...emptyMarkets(4), monkfish: market([0, 0, 0, 0], 4) };
  const end = (worms: number[]) => {
    const seats = worms.map((w, i) => player({ worms: w, boats: i === 0 ? [fish, null] : [null, null] }));
    const state = position(4, { buyers: SPREAD, markets, closing: [5, 6, 7], dump: [0, 0, 0, 9], seats });
    return play(state, RED, { type: 'sell', boat: 0 }).final!.wormBonus;
  };
  assert.deepEqual(end([5, 2, 2, 1]), [8, 4, 4, 0]);
  assert.deepEqual(end([3, 3, 1, 0]), [6, 6, 0, 0], 'two tied for most get $6 and nobody gets $4');
  assert.deepEqual(end([1, 0, 0, 0]), [8, 4, 4, 4], 'W-15 #20 players with 0 worms take part');
  assert.deepEqual(end([0, 0, 0, 0]), [3, 3, 3, 3], 'W-15 #24 nobody has worms: all tie for most');
});

test('W-10.4, W-10.5 most money wins; then most worms; then a shared win', () => {
  assert.deepEqual(winnersOf([10, 12, 12], [5, 2, 3]), [2]);
  assert.deepEqual(winnersOf([10, 12, 12], [5, 3, 3]), [1, 2]);
  assert.deepEqual(winnersOf([14, 12, 12], [0, 3, 3]), [0]);
});
