// Seeded full games on the local table: both days, with and without the helper variant, every special
// and helper used, the audit clean; and the bots measured against random play on a small sample.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auditGame, fairVerdict } from '../../../src/fair/index.js';
import {
  fisherGoneFishingBot,
  goneFishing,
  LAKE_TILES,
  randomGoneFishingBot,
  totals,
  type GoneFishingState,
} from '../../../src/games/gone-fishing/index.js';
import { games, manifestOf } from '../../../src/games/index.js';
import { restoreLocalTable } from '../../../src/table/index.js';
import { playGame, pointsPerDay, type PlayedGame } from './table-play.js';

const FISHER = { angler: fisherGoneFishingBot, fish: fisherGoneFishingBot };

/** Checks every finished honest game the same way. */
function assertFinished(game: PlayedGame, options: object): void {
  const state = game.table.state() as GoneFishingState;
  assert.equal(state.phase, 'over');
  assert.equal(state.cheat, null);
  assert.equal(game.days.length, 2, 'GF-3.1 a game is two days');
  assert.notEqual(game.days[0]!.angler, game.days[1]!.angler, 'GF-3.3 the roles swap');
  for (const day of game.days) {
    assert.deepEqual([...day.faces].sort(), [...LAKE_TILES].sort(), 'the audited lake is GF-T1');
    const points = day.catch.reduce((sum, face) => sum + (face.startsWith('fish-') ? Number(face.slice(5)) : 0), 0);
    assert.equal(day.score, points - day.specialsLeft, 'GF-7.1');
  }
  const outcome = game.table.outcome()!;
  assert.deepEqual(outcome.scores, totals(state));
  const [a, b] = outcome.scores;
  assert.deepEqual(outcome.winners, [a === b ? state.firstAngler : a > b ? 0 : 1], 'GF-7.3 / GF-7.4');
  const verdict = fairVerdict(state.fair);
  assert.ok(verdict.ok && verdict.complete, 'the closing audit is complete and clean');
  const replay = auditGame(goneFishing, { players: 2, options }, game.table.log());
  assert.ok(replay.ok && replay.complete, JSON.stringify(replay));
}

test('the game and its bots are registered', async () => {
  assert.equal(games['gone-fishing'], goneFishing);
  assert.deepEqual((await manifestOf('gone-fishing')?.loadBots())?.map((b) => b.id), ['easy', 'medium', 'hard']);
});

for (const fishHelpers of ['off', 'on'] as const) {
  test(`seeded full games, helpers ${fishHelpers}: both days, every special${fishHelpers === 'on' ? ' and helper' : ''} used, audits clean`, () => {
    const used = new Set<string>();
    for (let g = 0; g < 4; g++) {
      const options = { fishHelpers, room: `games-${fishHelpers}-${g}` };
      const game = playGame(`full-${fishHelpers}-${g}`, FISHER, options);
      assertFinished(game, options);
      for (const { intent } of game.intents) used.add(intent.type);
    }
    for (const special of ['peek', 'calm']) assert.ok(used.has(special), `${special} used`);
    for (const helper of ['swap', 'school', 'murky']) assert.equal(used.has(helper), fishHelpers === 'on', `${helper} used only with helpers on`);
    for (const step of ['move-figure', 'show', 'catch', 'slide', 'done']) assert.ok(used.has(step), `${step} used`);
  });
}

test('seeded random play-outs finish cleanly with both options of firstAngler and the memory aid', () => {
  const random = { angler: randomGoneFishingBot, fish: randomGoneFishingBot };
  for (const [i, options] of [{ firstAngler: 'random' }, { anglerMemoryAid: 'off', fishHelpers: 'on' }].entries()) {
    assertFinished(playGame(`random-${i}`, random, options), options);
  }
});

test('a seeded game replays exactly from its snapshot', () => {
  const game = playGame('replay', FISHER, { fishHelpers: 'on' });
  const copy = restoreLocalTable(game.table.snapshot());
  assert.deepEqual(copy.state(), game.table.state());
  assert.deepEqual(copy.log(), game.table.log());
});

test('GF-9.2 the day-1 Angler comes from the beacon and differs between seeds', () => {
  const first = new Set<number>();
  for (let g = 0; g < 8; g++) {
    const game = playGame(`beacon-${g}`, FISHER);
    first.add((game.table.state() as GoneFishingState).firstAngler!);
  }
  assert.deepEqual([...first].sort(), [0, 1]);
});

test('bots: the Angler bot outscores a random Angler, and the Fish bot concedes less than a random Fish player (small sample)', () => {
  const games = 6;
  const botVsBot = pointsPerDay(FISHER, games, 'bots');
  const randomAngler = pointsPerDay({ angler: randomGoneFishingBot, fish: fisherGoneFishingBot }, games, 'bots');
  const randomFish = pointsPerDay({ angler: fisherGoneFishingBot, fish: randomGoneFishingBot }, games, 'bots');
  assert.ok(botVsBot > randomAngler + 5, `Angler bot ${botVsBot} vs random Angler ${randomAngler}`);
  assert.ok(botVsBot < randomFish - 2, `Fish bot concedes ${botVsBot} vs random Fish ${randomFish}`);
});
