// The SELL.fish bots: the manifest's ids in order, only legal choices from any seat's own view on the
// local table, and the Hard bot well ahead of random players (a sample; the bench measures 100 games).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededRandom } from '../../../src/core/index.js';
import { sellFishBots } from '../../../src/games/sell-fish/bots/index.js';
import { sellFishManifest } from '../../../src/games/sell-fish/manifest.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import { sealedIntents } from '../../../src/games/sell-fish/legal.js';
import { playoutStep, seatedState } from '../../../src/games/sell-fish/playout.js';
import type { SellFishIntent, SellFishState } from '../../../src/games/sell-fish/index.js';
import { playedTable } from './table-play.js';

test('the bots are the manifest\'s, weakest first', () => {
  assert.deepEqual(sellFishBots.map((b) => [b.id, b.label]), sellFishManifest.bots.map((b) => [b.id, b.label]));
});

test('every bot plays whole 6-seat games on the local table from its own view, every choice accepted', () => {
  for (const seed of ['bots-a', 'bots-b']) {
    const table = playedTable(6, seed, [0, 1, 2, 3]);
    assert.ok(table.outcome());
  }
});

const asChoice = (i: SellFishIntent): unknown => (i.type === 'bid' ? i.amount : i.type === 'send' ? i.ships : i.type === 'vote' ? { green: i.green, blue: i.blue } : i);

test('the Hard bot beats three random players in at least 9 of 10 four-player games', () => {
  const [random, , , hard] = sellFishBots;
  let wins = 0;
  for (let game = 0; game < 10; game++) {
    const seat = game % 4;
    const rng = seededRandom(500 + game);
    let state: SellFishState = seatedState(sellFish.setup({ players: 4 }));
    const policy = (s: SellFishState, who: number) =>
      s.step === 'commit' && sealedIntents(s, who).length === 0 ? 0 : asChoice((who === seat ? hard : random)!.choose(s, who, rng));
    while (state.step !== 'over') {
      const next = playoutStep(state, policy, rng);
      assert.ok(!isRuleError(next), JSON.stringify(next));
      state = next;
    }
    if (state.final!.winners.includes(seat)) wins++;
  }
  assert.ok(wins >= 9, `Hard won ${wins} of 10`);
});
