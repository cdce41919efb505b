// A table's random source is given by whoever opens it: a page whose game draws nothing passes
// `drawsNothing` and so never loads the hash behind `seededEntropy`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededEntropy } from '../../../src/core/entropy.js';
import { fishery } from '../../../src/games/fishery/index.js';
import { createTableFor, createTableWith, drawsNothing, restoreTableWith, type EntropySource } from '../../../src/table/index.js';
import { demoGame } from './demo-game.js';

test('Fishery plays a whole game with a random source that refuses to be drawn from, and restores with it', () => {
  const table = createTableWith(fishery, { players: 2 }, drawsNothing(fishery));
  for (let turn = 0; turn < 400 && table.outcome() === null; turn++) {
    const seat = table.pending()[0]!;
    const intents = table.legalIntents(seat);
    assert.ok(intents.length > 0, `seat ${seat} has no move on turn ${turn}`);
    assert.equal(table.play(seat, intents[turn % intents.length]), null, `turn ${turn} was refused`);
  }
  assert.notEqual(table.outcome(), null, 'the game did not end within 400 turns');
  const restored = restoreTableWith(fishery, table.snapshot(), drawsNothing(fishery));
  assert.deepEqual(restored.state(), table.state(), 'the restored game differs from the one played');
});

test('drawing from drawsNothing is a clear error, and a game with a protocol cannot be opened with it', () => {
  assert.throws(() => drawsNothing(fishery)('seed').bytes(1), /fishery has no protocol, so its seats draw nothing/);
  assert.throws(() => createTableWith(demoGame, { players: 2 }, drawsNothing(demoGame)), /draw nothing at random|draws nothing/);
});

test('the table draws from the source it is given, seeded per seat', () => {
  const asked: string[] = [];
  const recording: EntropySource = (seed) => {
    asked.push(seed);
    return seededEntropy(seed);
  };
  const table = createTableWith(demoGame, { players: 2, seed: 'given' }, recording);
  assert.deepEqual(asked, ['given:0', 'given:1'], `the seats asked for ${JSON.stringify(asked)}`);
  assert.deepEqual(table.state(), createTableFor(demoGame, { players: 2, seed: 'given' }).state(), 'the same seeds made a different table');
});
