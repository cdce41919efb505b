// The Wishes bots: always a legal action, any seat, and the default bot clearly beats random play
// (a small sample; the bench measures 100 games).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { botInfoFor, isRuleError, seededRandom, type AnyBot } from '../../../src/core/index.js';
import { defaultWishesBot, hardWishesBot, mediumWishesBot, randomWishesBot, wishesBots } from '../../../src/games/wishes/bots/index.js';
import { judgeAlike } from '../../../src/games/wishes/bots/policy.js';
import { raceActions } from '../../../src/games/wishes/bots/search.js';
import { legalActions } from '../../../src/games/wishes/legal.js';
import { applyMove } from '../../../src/games/wishes/rules.js';
import type { WishesState } from '../../../src/games/wishes/types.js';
import { createLocalTable } from '../../../src/table/index.js';
import { dealt, drawAll } from './fixtures.js';

test('wishesBots lists the levels weakest first; the old random and deckhand ids name Easy and Medium', () => {
  assert.deepEqual(wishesBots.map((b) => b.id), ['easy', 'medium', 'hard']);
  assert.equal(botInfoFor(wishesBots, 'random'), wishesBots[0]);
  assert.equal(botInfoFor(wishesBots, 'deckhand'), wishesBots[1]);
});

test('W-11 honest bots: a level decides from the public game alone, whatever the seats\' beacon secrets', () => {
  // Two tables dealt from different seeds: the same game position, with the beacon state and every seat's
  // secrets of the other table, must get the same answer from every level for the same seed.
  const one = createLocalTable('wishes', { players: 3, seed: 'honest-one', options: { room: 'honest' } });
  const other = createLocalTable('wishes', { players: 3, seed: 'honest-other', options: { room: 'honest' } });
  const random = seededRandom(21);
  for (let i = 0; i < 12; i++) {
    const seat = one.pending()[0]!;
    assert.equal(one.play(seat, mediumWishesBot.choose(one.state() as WishesState, seat, random)), null);
  }
  const state = one.state() as WishesState;
  const elsewhere = { ...state, fair: (other.state() as WishesState).fair };
  assert.notDeepEqual(state.fair, elsewhere.fair);
  const seat = state.turn!;
  assert.notDeepEqual(one.secrets(seat), other.secrets(seat));
  const time = { now: () => 0, limitMs: 0 };
  // As the bot worker calls them: with the seat's own secrets.
  for (const bot of wishesBots as readonly AnyBot[]) {
    const mine: unknown = bot.choose(state, seat, seededRandom(4), one.secrets(seat));
    assert.deepEqual(bot.choose(elsewhere, seat, seededRandom(4), other.secrets(seat)), mine, bot.id);
    // Hard with no time left still answers legally from what it knows.
    assert.ok(legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(bot.choose(state, seat, seededRandom(4), undefined, time))), 'expected legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(bot.choose(state, seat, seededRandom(4), undefined, time)))');
  }
});

test('bots fill every seat of a 5-player table and only ever choose legal actions', () => {
  const table = createLocalTable('wishes', { players: 5, seed: 'all-bots', options: { firstPlayer: 'host-chooses' } });
  const random = seededRandom(11);
  for (let i = 0; i < 2000 && !table.outcome(); i++) {
    const seat = table.pending()[0]!;
    const state = table.state() as WishesState;
    const intent = defaultWishesBot.choose(state, seat, random);
    assert.ok(legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(intent)), 'expected legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(intent))');
    assert.equal(table.play(seat, intent), null);
  }
  assert.ok(table.outcome(), 'expected table.outcome()');
});

test('the default bot beats three random players in at least 8 of 10 four-player games', () => {
  let wins = 0;
  for (let game = 0; game < 10; game++) {
    const random = seededRandom(1000 + game);
    const botSeat = game % 4;
    let state = dealt(4, 1000 + game);
    while (state.phase !== 'over') {
      const seat = state.turn!;
      const bot = seat === botSeat ? defaultWishesBot : randomWishesBot;
      const next = applyMove(state, seat, bot.choose(state, seat, random));
      assert.ok(!isRuleError(next), 'expected !isRuleError(next)');
      state = drawAll(next, random);
    }
    if (state.final!.winners.includes(botSeat)) wins++;
  }
  assert.ok(wins >= 8, `the default bot won ${wins} of 10`);
});

test('the quick judgement the search plays by judges every action against the same imagined card, and a keep once', () => {
  const state = dealt(4, 5);
  const seat = state.turn!;
  const judged = judgeAlike(state, seat, seededRandom(3));
  assert.ok(!judged.some((entry) => entry.action.type === 'keep' && entry.action.boat !== 0), 'keeps into the second empty boat are the first one\'s');
  const catches = judged.filter((entry) => entry.action.type === 'keep' || entry.action.type === 'wish');
  assert.ok(catches.length >= 4, `${catches.length} catches`);
  // Each catch turns up one card into the deepest slot: the same card whichever action it was.
  const turnedUp = new Set(catches.map((entry) => entry.after.ocean[entry.after.ocean.length - 1]!.card));
  assert.equal(turnedUp.size, 1, `cards turned up: ${[...turnedUp].join(', ')}`);
});

test('Hard\'s race meets every action with the same imagined futures: one action entered twice scores alike in every round', () => {
  let state = dealt(4, 9);
  const random = seededRandom(12);
  for (let i = 0; i < 10; i++) {
    const seat = state.turn!;
    state = drawAll(applyMove(state, seat, mediumWishesBot.choose(state, seat, random)) as WishesState, random);
  }
  const seat = state.turn!;
  const judged = judgeAlike(state, seat, random).sort((a, b) => b.value - a.value);
  const [best, next] = [judged[0]!.action, judged[1]!.action];
  const race = raceActions(state, seat, [best, next, best], { rounds: 2 }, seededRandom(8), 10);
  assert.equal(race.rounds, 10);
  assert.deepEqual(race.scores[2], race.scores[0]);
  assert.ok(race.scores[1]!.some((score, round) => score !== race.scores[0]![round]), 'two different actions differ somewhere');
});

test('Hard thinks by the clock it is given: until its time is up, and no further', () => {
  // A clock on which every reading is half a millisecond of thinking, so each decision's course is exact.
  let now = 0;
  let start = 0;
  const late: number[] = [];
  const clock = { now: () => ((now += 0.5), now - start > 60 && late.push(now - start), now), limitMs: 60 };
  let state = dealt(4, 21);
  const random = seededRandom(4);
  const used: number[] = [];
  for (let i = 0; i < 6; i++) {
    const seat = state.turn!;
    start = now;
    late.length = 0;
    const action = hardWishesBot.choose(state, seat, random, undefined, clock);
    used.push(now - start);
    // Past the limit it reads the clock once, to learn its time is up, and does nothing more.
    assert.ok(late.length <= 1, `readings past 60: ${late.join(', ')}`);
    state = drawAll(applyMove(state, seat, action) as WishesState, random);
  }
  assert.ok(used.some((ms) => ms >= 55), `decisions took ${used.join(', ')}: none thought until its time was up`);
});

test('Hard\'s race ends once one action is left: a catch that throws away worms for nothing against the best action', () => {
  const state = dealt(2, 3);
  const seat = state.turn!;
  const judged = judgeAlike(state, seat, seededRandom(5)).sort((a, b) => b.value - a.value);
  const race = raceActions(state, seat, [judged[0]!.action, judged[judged.length - 1]!.action], { rounds: 2 }, seededRandom(6), 1000);
  assert.deepEqual(race.racing, [true, false]);
  assert.ok(race.rounds < 1000, `${race.rounds} rounds`);
});
