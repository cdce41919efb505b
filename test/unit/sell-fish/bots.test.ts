// The SELL.fish bots: the manifest's ids in order, only legal choices from any seat's own view on the
// local table, the Hard bot well ahead of random players and blind to what the others sealed, the levels
// climbing and Easy's mistakes small (samples without a clock, so Hard searches a fixed few play-outs;
// the bench measures hundreds of games at real thinking times).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededRandom } from '../../../src/core/index.js';
import { HARD_TABLE_PLAN, harvestSellFishBot, mediumSellFishBot, sellFishBots } from '../../../src/games/sell-fish/bots/index.js';
import { modelWeights } from '../../../src/games/sell-fish/bots/table-search.js';
import { sellFishManifest } from '../../../src/games/sell-fish/manifest.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import { sealedIntents } from '../../../src/games/sell-fish/legal.js';
import { choiceOf, playoutStep, seatedState } from '../../../src/games/sell-fish/playout.js';
import type { SellFishIntent, SellFishState } from '../../../src/games/sell-fish/index.js';
import { profitPerShip } from '../../../src/games/sell-fish/forecast.js';
import { playedTable } from './table-play.js';
import { createTableFor } from '../../../src/table/seeded-table.js';
import type { SellFishSecrets } from '../../../src/games/sell-fish/index.js';

test('the bots are the manifest\'s, weakest first', () => {
  assert.deepEqual(sellFishBots.map((b) => [b.id, b.label]), sellFishManifest.bots.map((b) => [b.id, b.label]));
});

test('every bot plays whole 6-seat games on the local table from its own view, every choice accepted', () => {
  for (const seed of ['bots-a', 'bots-b']) {
    const table = playedTable(6, seed, [0, 1, 2, 3]);
    assert.ok(table.outcome(), 'expected table.outcome()');
  }
});

test('the Hard bot beats three random players in at least 9 of 10 four-player games', () => {
  const [random, , , hard] = sellFishBots;
  let wins = 0;
  for (let game = 0; game < 10; game++) {
    const seat = game % 4;
    const rng = seededRandom(500 + game);
    let state: SellFishState = seatedState(sellFish.setup({ players: 4 }));
    const policy = (s: SellFishState, who: number) =>
      s.step === 'commit' && sealedIntents(s, who).length === 0 ? 0 : choiceOf((who === seat ? hard : random)!.choose(s, who, rng));
    while (state.step !== 'over') {
      const next = playoutStep(state, policy, rng);
      assert.ok(!isRuleError(next), JSON.stringify(next));
      state = next;
    }
    if (state.final!.winners.includes(seat)) wins++;
  }
  assert.ok(wins >= 9, `Hard won ${wins} of 10`);
});

test('Hard decides from its seat\'s view only: what the others sealed (their commitments, and the openings only they hold) changes nothing', () => {
  const hard = sellFishBots.find((b) => b.id === 'hard')!;
  const easy = sellFishBots.find((b) => b.id === 'easy')!;
  const table = createTableFor(sellFish, { players: 3, seed: 'blind' });
  let checked = 0;
  for (let i = 0; i < 400 && !table.outcome() && checked < 6; i++) {
    const seat = table.pending()[0]!;
    const state = table.view(seat) as SellFishState;
    const sealed = state.sealed;
    const last = state.players - 1;
    if (state.step === 'commit' && sealed && seat === last && sealed.commitments.some((c) => c !== null)) {
      const secrets = table.secrets(seat) as SellFishSecrets;
      const forged = { ...state, sealed: { ...sealed, commitments: sealed.commitments.map((c) => (c === null ? c : 'f'.repeat(c.length))) } };
      const asked = (s: SellFishState): SellFishIntent => hard.choose(s, seat, seededRandom(checked), secrets);
      assert.deepEqual(asked(forged), asked(state), `the same choice whatever the others committed (${sealed.step}, year ${state.year})`);
      checked++;
    }
    const bot = seat === last ? hard : easy;
    assert.equal(table.play(seat, bot.choose(table.view(seat) as SellFishState, seat, seededRandom(i), table.secrets(seat) as SellFishSecrets)), null, 'the bot\'s choice is accepted');
  }
  assert.ok(checked >= 3, `Hard was asked after the others had sealed (${checked} times)`);
});

/** `level`'s share of `games` seeded two-player games against `below`, seats alternating (a shared win counts half). */
function twoPlayerShare(level: string, below: string, games: number): number {
  const bot = (id: string) => sellFishBots.find((b) => b.id === id)!;
  let wins = 0;
  for (let game = 0; game < games; game++) {
    const ids = game % 2 === 0 ? [level, below] : [below, level];
    const rng = seededRandom(4000 + game);
    let state: SellFishState = seatedState(sellFish.setup({ players: 2 }));
    const policy = (s: SellFishState, who: number) => (s.step === 'commit' && sealedIntents(s, who).length === 0 ? 0 : choiceOf(bot(ids[who]!).choose(s, who, rng)));
    while (state.step !== 'over') {
      const next = playoutStep(state, policy, rng);
      assert.ok(!isRuleError(next), JSON.stringify(next));
      state = next;
    }
    const winners = state.final!.winners;
    wins += winners.filter((seat) => ids[seat] === level).length / winners.length;
  }
  return wins / games;
}

test('the levels climb: Medium beats Easy in at least 70 % of 40 two-player games and Hard beats Medium in 70 % of 24 (the bench plays hundreds)', () => {
  for (const [level, below, games] of [['medium', 'easy', 40], ['hard', 'medium', 24]] as const) {
    const won = twoPlayerShare(level, below, games);
    assert.ok(won >= 0.7, `${level} won ${(100 * won).toFixed(1)} % against ${below}`);
  }
});

test('Easy\'s mistakes are small: where five ships would lose more than the harbour cost, it sends at most one (a miscount, into a river that would pay that ship)', () => {
  const easy = sellFishBots.find((b) => b.id === 'easy')!;
  for (let game = 0; game < 20; game++) {
    const rng = seededRandom(7000 + game);
    let state: SellFishState = seatedState(sellFish.setup({ players: 3 }));
    const policy = (s: SellFishState, who: number) => {
      if (s.step === 'commit' && sealedIntents(s, who).length === 0) return 0;
      const intent = easy.choose(s, who, rng);
      if (intent.type === 'send' && profitPerShip(s, s.sealed!.step as 'green' | 'blue', 5) <= -s.options.amounts.harbourCost) {
        assert.ok(intent.ships <= 1, `Easy sent ${intent.ships} ships to a river that loses money`);
      }
      return choiceOf(intent);
    };
    while (state.step !== 'over') {
      const next = playoutStep(state, policy, rng);
      assert.ok(!isRuleError(next), 'expected !isRuleError(next)');
      state = next;
    }
  }
});

test('at a larger table Hard weighs each other seat\'s ways of playing by the programmings and bids it opened: the harvest most for a seat that harvests, Medium for Medium', () => {
  const [random, easy] = sellFishBots;
  const ids = [easy!, harvestSellFishBot, mediumSellFishBot, random!];
  const rng = seededRandom(11);
  let state: SellFishState = seatedState(sellFish.setup({ players: 4 }));
  while (state.step !== 'over' && state.year < 5) {
    const next = playoutStep(state, (s, who) => (s.step === 'commit' && sealedIntents(s, who).length === 0 ? 0 : choiceOf(ids[who]!.choose(s, who, rng))), rng);
    assert.ok(!isRuleError(next), JSON.stringify(next));
    state = next;
  }
  const record = state.history[0]!;
  assert.deepEqual([record.sent.green.length, record.sent.blue.length, record.fleets.length], [4, 4, 4], 'the year record keeps every seat\'s fleet and programmings');
  const weights = modelWeights(state, 0, HARD_TABLE_PLAN);
  const harvest = HARD_TABLE_PLAN.models.findIndex((m) => m.bot.id === 'harvest');
  assert.deepEqual(weights[0], [], 'no weights for its own seat');
  assert.equal(weights[1]!.indexOf(Math.max(...weights[1]!)), harvest, `the harvesting seat's weights: ${weights[1]!.join(', ')}`);
  assert.ok(weights[2]![harvest]! < 0.2, `the Medium seat's weight on the harvest: ${weights[2]![harvest]}`);
  // Medium programs as the steward does below a rich river; its bids tell them apart.
  const medium = HARD_TABLE_PLAN.models.findIndex((m) => m.bot.id === 'medium');
  assert.equal(weights[2]!.indexOf(Math.max(...weights[2]!)), medium, `the Medium seat's weights: ${weights[2]!.join(', ')}`);
  assert.deepEqual(record.auctions?.map((a) => a.bids.length), [4, 4], 'the year record keeps every seat\'s bids');
});
