// W-14 settings and the rarer corners of the rules (the move log's lines: describe.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveOptions } from '../../../src/games/wishes/options.js';
import { forgoDraw } from '../../../src/games/wishes/rules.js';
import { SPREAD, cardOf, dealt, emptyMarkets, market, player, position } from './fixtures.js';
import { play } from './play.js';

test('W-14 every setting has its default and a bad setting is a programmer error', () => {
  const o = resolveOptions(undefined);
  assert.equal(o.basePrice, 2);
  assert.equal(o.tokensInSupply, 14);
  assert.equal(o.dumpLimit, 10);
  assert.deepEqual(o.wormBonus, [8, 4]);
  assert.equal(o.firstTieMode, 'split');
  assert.equal(o.wormBonusGive, 'all');
  assert.equal(o.firstPlayer, 'random');
  const bad: Record<string, unknown>[] = [
    { marketOrder: ['angelfish'] },
    { buyers: [3, 2, 2, 1, 1, 1, 1, 1] },
    { closingCards: [{ tokens: 5, first: 8, second: 4 }, { tokens: 4, first: 6, second: 3 }] },
    { basePrice: -1 },
    { dumpLimit: 0 },
    { wormBonus: [8] },
    { firstTieMode: 'coin' },
    { wormBonusGive: 'some' },
    { firstPlayer: 'oldest' },
    { deck: [{ species: 'tuna', wish: 'ROT' }] },
    { colour: 'red' },
  ];
  for (const options of bad) assert.throws(() => resolveOptions(options), RangeError, JSON.stringify(options));
});

test('W-14 settings change the rules: base price, tokens, boats and worms', () => {
  const state = dealt(2, 3, { basePrice: 5, tokensInSupply: 1, boatsPerPlayer: 3, wormsPerPlayer: 2 });
  assert.deepEqual(state.seats[0], { money: 0, worms: 2, supply: 1, boats: [null, null, null], boatCards: [] });
  const fish = cardOf(state, 'starfish', 'ROT');
  const laid = position(2, { seats: [player({ boats: [fish, null, null], supply: 1, worms: 2 }), player()], buyers: SPREAD }, { basePrice: 5, tokensInSupply: 1, boatsPerPlayer: 3, wormsPerPlayer: 2 });
  assert.equal(play(laid, 0, { type: 'sell', boat: 0 }).seats[0]!.money, 5);
});

test('W-15 #22 a sell-wish may name a species whose market is closed: paid, tokens to the dump', () => {
  const base = dealt(3);
  const fish = cardOf(base, 'clownfish', 'ROT');
  const wish = cardOf(base, 'angelfish', 'SELL_SPECIES');
  const markets = { ...emptyMarkets(3), clownfish: market([0, 0, 0], 4) };
  const state = position(3, { ocean: [{ card: wish, worms: 0 }], markets, closing: [5, 6, 7], buyers: SPREAD, seats: [player({ boats: [fish, null] }), player(), player()] });
  const after = play(state, 0, { type: 'wish', slot: 1, species: 'clownfish' });
  assert.equal(after.seats[0]!.money, 2);
  assert.deepEqual(after.dump, [1, 0, 0]);
});

test('a refill the used-up beacon cannot draw leaves the slot empty and ends the action', () => {
  const state = dealt(2);
  const caught = play(state, state.turn!, { type: 'keep', slot: 1 });
  const after = forgoDraw(caught);
  assert.equal(after.owed, null);
  assert.equal(after.ocean.length, 3);
  assert.equal(after.turn, (state.turn! + 1) % 2);
});
