// The Wishes bots: always a legal action, any seat, and the default bot clearly beats random play
// (a small sample; the bench measures 100 games).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededRandom } from '../../../src/core/index.js';
import { defaultWishesBot, randomWishesBot, wishesBots } from '../../../src/games/wishes/bots/index.js';
import { legalActions } from '../../../src/games/wishes/legal.js';
import { applyMove } from '../../../src/games/wishes/rules.js';
import type { WishesState } from '../../../src/games/wishes/types.js';
import { createLocalTable } from '../../../src/table/index.js';
import { dealt, drawAll } from './fixtures.js';

test('wishesBots lists the random bot, then the default bot', () => {
  assert.deepEqual(wishesBots.map((b) => b.id), ['random', 'deckhand']);
});

test('bots fill every seat of a 5-player table and only ever choose legal actions', () => {
  const table = createLocalTable('wishes', { players: 5, seed: 'all-bots', options: { firstPlayer: 'host-chooses' } });
  const random = seededRandom(11);
  for (let i = 0; i < 2000 && !table.outcome(); i++) {
    const seat = table.pending()[0]!;
    const state = table.state() as WishesState;
    const intent = defaultWishesBot.choose(state, seat, random);
    assert.ok(legalActions(state, seat).some((a) => JSON.stringify(a) === JSON.stringify(intent)));
    assert.equal(table.play(seat, intent), null);
  }
  assert.ok(table.outcome());
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
      assert.ok(!isRuleError(next));
      state = drawAll(next, random);
    }
    if (state.final!.winners.includes(botSeat)) wins++;
  }
  assert.ok(wins >= 8, `the default bot won ${wins} of 10`);
});
