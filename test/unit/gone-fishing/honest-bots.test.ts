// Honest bots (GF-8): an Angler bot decides from what the Angler may know. Two lakes laid differently by
// the Fish player, the same public moves: every level's Angler gives the same answers for the same seed,
// whatever the hidden faces and the Fish player's secrets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom, type AnyBot } from '../../../src/core/index.js';
import { anglerOf, fishOf, goneFishingBots, randomGoneFishingBot, type GoneFishingSecrets, type GoneFishingState } from '../../../src/games/gone-fishing/index.js';
import { createLocalTable, type LocalTable } from '../../../src/table/index.js';

/** A table played until the Angler must place its figures; the Fish player's lake laid from `layoutSeed`. */
function untilFigures(tableSeed: string, layoutSeed: number): LocalTable {
  const table = createLocalTable('gone-fishing', { players: 2, seed: tableSeed });
  const random = seededRandom(layoutSeed);
  for (let step = 0; step < 200; step++) {
    const state = table.state() as GoneFishingState;
    if (state.phase === 'place-figures') return table;
    const seat = table.pending()[0]!;
    const bot: AnyBot = seat === fishOf(state) ? goneFishingBots[2]! : randomGoneFishingBot;
    if (seat === undefined) throw new Error(`nobody to move in ${state.phase}`);
    assert.equal(table.play(seat, bot.choose(state, seat, random, table.secrets(seat))), null);
  }
  throw new Error('the Angler never placed its figures');
}

test('GF-8 honest bots: the Angler decides the same whatever lake lies hidden', () => {
  for (const bot of goneFishingBots) {
    const tables = [untilFigures('honest', 1), untilFigures('honest', 2)] as const;
    const angler = anglerOf(tables[0].state() as GoneFishingState)!;
    const fish = fishOf(tables[0].state() as GoneFishingState)!;
    assert.notDeepEqual(tables[0].secrets(fish), tables[1].secrets(fish));
    // Place the figures, then walk: the same intents at both tables.
    for (let decision = 0; decision < 2; decision++) {
      const intents = tables.map((table) => bot.choose(table.state() as GoneFishingState, angler, seededRandom(7 + decision), table.secrets(angler) as GoneFishingSecrets) as unknown);
      assert.deepEqual(intents[0], intents[1], `${bot.id}, decision ${decision + 1}`);
      if (decision === 0) for (const table of tables) assert.equal(table.play(angler, intents[0]), null);
    }
  }
});
