// Issue 10 item 5: a sealed tile's length never tells what it holds (it was 109 bytes for a fish, 108 for
// trash or the diver). Every box the Fish player sends has one length, over whole games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fisherGoneFishingBot, type GoneFishingSecrets } from '../../../src/games/gone-fishing/index.js';
import { playGame } from './table-play.js';

test('every sealed tile (show and peek) has one length, fish, trash and diver alike', () => {
  const lengths = new Set<number>();
  const faces = new Set<string>();
  for (const seed of ['length-1', 'length-2', 'length-3']) {
    const game = playGame(seed, { angler: fisherGoneFishingBot, fish: fisherGoneFishingBot }, { fishHelpers: 'on' });
    for (const entry of game.table.log()) {
      const move = entry.move as { type: string; sealed?: unknown };
      if (move.type === 'show' || move.type === 'peek-reveal') lengths.add(JSON.stringify(move.sealed).length);
    }
    for (const seat of [0, 1]) for (const note of (game.table.secrets(seat) as GoneFishingSecrets).notes) faces.add(note.face.startsWith('fish-') ? 'fish' : note.face);
  }
  assert.ok(faces.has('fish') && (faces.has('trash') || faces.has('diver')), `the boxes held fish and non-fish: ${[...faces]}`);
  assert.equal(lengths.size, 1, `box lengths: ${[...lengths]}`);
});
