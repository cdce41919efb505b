// The Hard and Medium Anglers count their piers (angler.ts): a figure fishes from at most 19 piers a day and a catch carries it on
// by the card's value, so a catch that spends many piers must promise more — except at the figure's last piers,
// where it leaves anyway.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../../../src/core/index.js';
import { easyGoneFishingBot, fisherGoneFishingBot, hardGoneFishingBot, type GoneFishingState, type TileFace } from '../../../src/games/gone-fishing/index.js';
import { ANGLER, dayOneTable, must, secretsOf, stateOf } from './fixtures.js';

/**
 * Day 1 on LAYOUT with red on the lake after `travelled` piers from pier 19, at step 3: fish-6 and fish-5 already
 * caught (an unseen tile is worth 20 points over 14 tiles), only a 4-card left and no specials.
 */
function lateInTheDay(travelled: number): GoneFishingState {
  const table = dayOneTable();
  must(table.play(ANGLER, { type: 'move-figure', figure: 'red', steps: 1 }));
  const state = stateOf(table);
  const revealed: (TileFace | null)[] = [...state.revealed];
  revealed[0] = 'fish-6';
  revealed[11] = 'fish-5';
  return {
    ...state,
    phase: 'act',
    lake: state.lake.map((tile, field) => (field === 0 || field === 11 ? null : tile)),
    revealed,
    figures: { ...state.figures, red: { start: 19, travelled, home: false } },
    active: 'red',
    lineCards: [0, 0, 0, 1],
    specials: [],
    shown: null,
  };
}

test('GF-5.3.1 the Hard Angler spends its 4-card blind only where the catch move costs it no piers', () => {
  const table = dayOneTable();
  const secrets = secretsOf(table, ANGLER);
  // Travelled 10 (pier 9, row 4 from the right): the catch would carry red past 4 of its 9 piers left.
  const midway = lateInTheDay(10);
  assert.deepEqual(hardGoneFishingBot.choose(midway, ANGLER, seededRandom(1), secrets), { type: 'pass' });
  // Medium counts them too; Easy minds only the piers it walks past, and casts.
  assert.deepEqual(fisherGoneFishingBot.choose(midway, ANGLER, seededRandom(1), secrets), { type: 'pass' });
  assert.deepEqual(easyGoneFishingBot.choose(midway, ANGLER, seededRandom(1), secrets), { type: 'catch', field: 12 });
  // Travelled 19 (pier 18, row 2 from the left), its last pier: the catch sends red home, costing nothing more.
  assert.deepEqual(hardGoneFishingBot.choose(lateInTheDay(19), ANGLER, seededRandom(1), secrets), { type: 'catch', field: 7 });
});
