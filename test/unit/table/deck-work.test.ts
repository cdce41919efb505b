import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import type { DeckWork } from '../../../src/fair/index.js';
import { createDeckWorkers, createTableFor, deckProgressText, restoreTableFor, type DeckProgress, type DeckWorkRunner, type LocalTable } from '../../../src/table/index.js';
import { demoGame } from './demo-game.js';

const SETUP = { players: 3, seed: 'deck-work', options: { deckSize: 16, handSize: 2 } } as const;

/** A runner over a Node worker thread, counting what ran there. */
function threadRunner(): { run: DeckWorkRunner; ran: () => number; stop: () => Promise<number> } {
  const worker = new Worker(new URL('./deck-thread.mjs', import.meta.url));
  let next = 1;
  let ran = 0;
  const run: DeckWorkRunner = (work: DeckWork, onProgress) =>
    new Promise((resolve, reject) => {
      const id = next++;
      const listen = (message: { id: number; progress?: number; ok?: boolean; result?: unknown }): void => {
        if (message.id !== id) return;
        if (message.progress !== undefined) return void onProgress?.(message.progress);
        worker.off('message', listen);
        ran++;
        if (message.ok) resolve(message.result);
        else reject(new Error('worker failed'));
      };
      worker.on('message', listen);
      worker.once('error', reject);
      worker.postMessage({ id, work });
    });
  return { run, ran: () => ran, stop: () => worker.terminate() };
}

/** Plays a round; a table with work off the page may take a frame to answer (deals, shares) after any move. */
async function playOut(table: LocalTable): Promise<void> {
  for (let seat = 0; seat < table.players; seat++) {
    assert.equal(table.play(seat, { type: 'bid', amount: seat + 1 }), null);
    await table.settled();
  }
  for (let seat = 0; seat < table.players; seat++) {
    assert.equal(table.play(seat, table.legalIntents(seat)[0]), null);
    await table.settled();
  }
}

test('passes made off the page (a worker thread) give the same table as passes made on the spot, with progress for every seat', async () => {
  const inPlace = createTableFor(demoGame, SETUP);
  const thread = threadRunner();
  try {
    const table = createTableFor(demoGame, { ...SETUP, work: thread.run });
    const seen: DeckProgress[] = [];
    table.subscribeProgress(() => {
      const progress = table.progress();
      if (progress) seen.push(progress);
    });
    assert.deepEqual(table.pending(), [], 'nobody moves while the deck is shuffled');
    const busy = table.play(0, { type: 'bid', amount: 1 });
    assert.equal(busy?.code, 'table-busy');
    await table.settled();
    assert.equal(table.progress(), null);
    assert.equal(thread.ran(), 6, 'the three passes and each seat\'s shares of the others\' hands ran in the worker');
    assert.deepEqual(table.log(), inPlace.log());
    assert.deepEqual(table.state(), inPlace.state());
    assert.deepEqual([...new Set(seen.map((p) => p.seat))], [0, 1, 2]);
    assert.ok(seen.some((p) => p.fraction! > 0 && p.fraction! < 1), 'fractions in between arrived');
    assert.ok(seen.every((p, i) => i === 0 || p.overall >= seen[i - 1]!.overall), 'the whole shuffle only goes forward');
    assert.match(deckProgressText(seen.find((p) => p.seat === 1 && p.fraction! >= 0.4)!), /^Shuffling the deck: seat 2 of 3, \d+ %$/);
    await playOut(table);
    await playOut(inPlace);
    await table.settled();
    assert.deepEqual(table.state(), inPlace.state());
    assert.deepEqual(table.snapshot(), inPlace.snapshot());
  } finally {
    await thread.stop();
  }
});

test('without a Worker the pool runs the same steps on the page, a step at a time', async () => {
  const workers = createDeckWorkers({ workerUrl: null });
  assert.equal(workers.inWorker, false);
  const table = createTableFor(demoGame, { ...SETUP, work: workers.run });
  await table.settled();
  assert.deepEqual(workers.counts(), { inWorker: 0, onPage: 6 }, 'three passes and three seats\' shares');
  assert.deepEqual(table.state(), createTableFor(demoGame, SETUP).state());
  workers.destroy();
});

test('a restore with deck work replays off the page: busy until settled, nothing lost if saved meanwhile, the same table at the end', async () => {
  const thread = threadRunner();
  try {
    const original = createTableFor(demoGame, SETUP);
    for (let seat = 0; seat < 3; seat++) assert.equal(original.play(seat, { type: 'bid', amount: seat }), null);
    const snapshot = original.snapshot();
    const restored = restoreTableFor(demoGame, snapshot, thread.run);
    assert.deepEqual(restored.pending(), [], 'nobody moves while it replays');
    assert.deepEqual(restored.snapshot(), snapshot, 'a save made while it replays keeps every intent');
    assert.equal(restored.play(0, { type: 'bid', amount: 1 })?.code, 'table-busy');
    await restored.settled();
    assert.equal(restored.replayFailure(), null);
    assert.equal(thread.ran(), 6, 'three passes and three seats\' shares');
    assert.deepEqual(restored.state(), original.state());
    assert.deepEqual(restored.pending(), original.pending());
    // An intent that no longer replays (here: a bid twice) is reported once the passes are in.
    const broken = { ...snapshot, intents: [...snapshot.intents, snapshot.intents[0]!] };
    const failing = restoreTableFor(demoGame, broken, thread.run);
    await failing.settled();
    assert.match(failing.replayFailure() ?? '', /^snapshot does not replay: intent #3 of seat 0 was rejected/);
  } finally {
    await thread.stop();
  }
});
