// W-1, W-3 setup; W-5 catching, refilling and reshuffling; W-6 boats.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../../../src/core/index.js';
import { DECK_W_T2 } from '../../../src/games/wishes/data.js';
import { resolveDraw, setupState } from '../../../src/games/wishes/rules.js';
import { SPECIES, WISH_KINDS } from '../../../src/games/wishes/types.js';
import { SPREAD, testFair, cardOf, dealt, drawCard, player, position, seededDraws } from './fixtures.js';
import { play, refused } from './play.js';

test('W-1.3 the deck has 70 cards: every species has one card of every wish kind', () => {
  assert.equal(DECK_W_T2.length, 70);
  for (const species of SPECIES) {
    for (const wish of WISH_KINDS) assert.equal(DECK_W_T2.filter((c) => c.species === species && c.wish === wish).length, 1);
  }
});

test('W-1.6, W-3.1, W-3.4, W-3.5 each player starts with $0, 6 worms, 14 tokens, 2 empty boats; stack 4–7; empty dump', () => {
  const state = dealt(4);
  for (const p of state.seats) assert.deepEqual(p, { money: 0, worms: 6, supply: 14, boats: [null, null], boatCards: [] });
  assert.deepEqual(state.closing, [4, 5, 6, 7]);
  assert.deepEqual(state.dump, [0, 0, 0, 0]);
});

test('W-3.2 the five buyers stand on five different markets, placed by the first draw', () => {
  for (let seed = 1; seed <= 30; seed++) {
    const state = dealt(3, seed);
    assert.equal(new Set(state.buyers.map((b) => b.at)).size, 5);
    assert.deepEqual(state.buyers.map((b) => [b.id, b.value]), [['$3', 3], ['$2a', 2], ['$2b', 2], ['$1a', 1], ['$1b', 1]]);
  }
  const start = setupState(3, undefined, testFair(3));
  assert.deepEqual(start.owed, { draw: 1, purpose: 'buyers' });
});

test('W-3.3 the ocean is dealt one drawn card at a time; 66 cards stay in the deck as a set', () => {
  let state = setupState(2, undefined, testFair(2));
  const random = seededRandom(3);
  const purposes: string[] = [];
  while (state.owed) {
    purposes.push(state.owed.purpose);
    state = resolveDraw(state, seededDraws(random));
  }
  assert.deepEqual(purposes, ['buyers', 'first-player', 'ocean', 'ocean', 'ocean', 'ocean']);
  assert.equal(state.ocean.length, 4);
  assert.equal(state.deck.length, 66);
  assert.deepEqual([...state.deck].sort((a, b) => a - b), state.deck);
  assert.equal(state.draws, 6);
  assert.equal(state.phase, 'playing');
});

test('W-3.6 the first player is drawn at random; with host-chooses seat 0 names them', () => {
  const firsts = new Set<number>();
  for (let seed = 1; seed <= 40; seed++) firsts.add(dealt(4, seed).turn!);
  assert.deepEqual([...firsts].sort(), [0, 1, 2, 3]);
  const hosted = dealt(3, 1, { firstPlayer: 'host-chooses' });
  assert.equal(hosted.phase, 'setup');
  refused(hosted, 1, { type: 'first', seat: 2 }, 'not-your-turn');
  refused(hosted, 0, { type: 'sell', boat: 0 }, 'choose-first-player');
  refused(hosted, 0, { type: 'first', seat: 3 }, 'no-such-seat');
  const started = play(hosted, 0, { type: 'first', seat: 2 });
  assert.equal(started.turn, 2);
  assert.equal(started.phase, 'playing');
});

test('W-5.2 catching from slot k puts a worm on each shallower card; slot 1 is free', () => {
  const state = dealt(2);
  const [a, b, c, d] = state.ocean.map((o) => o.card);
  const after = play(state, state.turn!, { type: 'keep', slot: 3 });
  assert.equal(after.seats[state.turn!]!.worms, 4);
  assert.deepEqual(after.ocean.map((o) => [o.card, o.worms]), [[a, 1], [b, 1], [d, 0]]);
  assert.equal(after.seats[state.turn!]!.boats[0], c);
  const free = play(state, state.turn!, { type: 'keep', slot: 1 });
  assert.equal(free.seats[state.turn!]!.worms, 6);
});

test('W-5.2, W-15 #1 a player with w worms reaches slot w + 1 at most', () => {
  const state = position(2, { seats: [player({ worms: 1 }), player()] });
  refused(state, 0, { type: 'keep', slot: 3 }, 'too-few-worms');
  refused(state, 0, { type: 'wish', slot: 4 }, 'too-few-worms');
  play(state, 0, { type: 'keep', slot: 2 });
});

test('W-5.3 the worms on a caught card join the catcher\'s supply', () => {
  const base = dealt(2);
  const ocean = base.ocean.map((o, i) => ({ card: o.card, worms: i === 1 ? 3 : 0 }));
  const state = position(2, { ocean, seats: [player({ worms: 2 }), player()] });
  const after = play(state, 0, { type: 'keep', slot: 2 });
  assert.equal(after.seats[0]!.worms, 2 - 1 + 3);
});

test('W-5.4, W-15 #26 the ocean closes up and the drawn card fills the slot after the others', () => {
  const state = dealt(2);
  const [a, , c, d] = state.ocean.map((o) => o.card);
  const caught = play(state, state.turn!, { type: 'keep', slot: 2 });
  assert.deepEqual(caught.owed, { draw: 7, purpose: 'ocean' });
  assert.equal(caught.turn, state.turn, 'the turn ends only once the refill is done');
  refused(caught, caught.turn!, { type: 'sell', boat: 0 }, 'waiting-for-draw');
  const drawn = caught.deck[10]!;
  const refilled = drawCard(caught, drawn);
  assert.deepEqual(refilled.ocean.map((o) => o.card), [a, c, d, drawn]);
  assert.equal(refilled.deck.length, 65);
  assert.ok(!refilled.deck.includes(drawn), 'expected !refilled.deck.includes(drawn)');
  assert.equal(refilled.turn, (state.turn! + 1) % 2);
});

test('W-5.4, W-5.5 an empty deck is rebuilt from the discard pile before the wish card is discarded', () => {
  const base = dealt(2);
  const wish = cardOf(base, 'catfish', 'SCATTER');
  const others = base.ocean.map((o) => o.card).filter((c) => c !== wish).slice(0, 3);
  const discard = [cardOf(base, 'angelfish', 'ROT'), cardOf(base, 'kingfish', 'ROT')].filter((c) => !others.includes(c));
  const state = position(2, { ocean: [{ card: wish, worms: 0 }, ...others.map((card) => ({ card, worms: 0 }))], discard, deck: [], buyers: SPREAD });
  const after = play(state, 0, { type: 'wish', slot: 1 });
  assert.deepEqual(after.deck, [...discard].sort((x, y) => x - y));
  assert.deepEqual(after.discard, [wish], 'the released card waits in the new discard pile');
  assert.ok(after.events.some((e) => e.kind === 'reshuffle'), "expected after.events.some((e) => e.kind === 'reshuffle')");
  assert.equal(after.owed?.purpose, 'ocean');
});

test('W-5.4, W-15 #4 with deck and discard pile empty the slot stays empty and the turn passes', () => {
  const base = dealt(2);
  const cards = base.ocean.map((o) => o.card);
  const state = position(2, { ocean: cards.map((card) => ({ card, worms: 0 })), deck: [], discard: [] });
  const after = play(state, 0, { type: 'keep', slot: 1 });
  assert.equal(after.owed, null);
  assert.equal(after.ocean.length, 3);
  assert.equal(after.turn, 1);
});

test('W-6.2, W-15 #18 without an empty boat a player may not keep, but may still wish or sell', () => {
  const base = dealt(2);
  const boats = [cardOf(base, 'monkfish', 'ROT'), cardOf(base, 'monkfish', 'SCATTER')];
  const state = position(2, { seats: [player({ boats }), player()], buyers: SPREAD });
  refused(state, 0, { type: 'keep', slot: 1 }, 'no-empty-boat');
  refused(position(2, { seats: [player({ boats: [boats[0]!, null] }), player()] }), 0, { type: 'keep', slot: 1, boat: 0 }, 'boat-full');
  refused(state, 0, { type: 'keep', slot: 1, boat: 5 }, 'no-such-boat');
  play(state, 0, { type: 'sell', boat: 1 });
});

test('W-6.2 the caught card goes into the chosen empty boat, by default the first', () => {
  const state = dealt(2);
  const seat = state.turn!;
  const chosen = play(state, seat, { type: 'keep', slot: 1, boat: 1 });
  assert.deepEqual(chosen.seats[seat]!.boats, [null, state.ocean[0]!.card]);
  const plain = play(state, seat, { type: 'keep', slot: 1 });
  assert.deepEqual(plain.seats[seat]!.boats, [state.ocean[0]!.card, null]);
});
