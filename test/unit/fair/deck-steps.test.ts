import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import { applyFairMove, checkDeckPassSteps, createFair, drain, makeDeckPass, makeDeckPassSteps, type DeckPassMove } from '../../../src/fair/index.js';
import { FairTable } from './helpers.js';

const DECK = 'boats';

function keyedTable(): FairTable {
  const t = new FairTable(createFair({ room: 'steps', game: 'test', seats: 2, chainLength: 4, decks: [{ id: DECK, size: 20 }] }), 'steps');
  t.settle({ withhold: (d) => d.detail?.fair === 'deck-pass' });
  return t;
}

test('a pass made in steps reports growing progress and is the pass made at once', () => {
  const t = keyedTable();
  const deck = t.fair.decks[DECK]!;
  const fresh = seededEntropy('fresh').bytes(64);
  const steps = makeDeckPassSteps(deck, 0, fresh);
  const progress: number[] = [];
  let result: DeckPassMove;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      result = step.value;
      break;
    }
    progress.push(step.value);
  }
  assert.ok(progress.length >= 5 && progress.every((p, i) => p > 0 && p < 1 && (i === 0 || p > progress[i - 1]!)), JSON.stringify(progress));
  assert.deepEqual(result, makeDeckPass(deck, 0, fresh));
  assert.equal(drain(checkDeckPassSteps(deck, 0, result)), true);
  assert.equal(drain(checkDeckPassSteps(deck, 0, { ...result, cards: [...result.cards.slice(1), result.cards[0]!] })), false);
  assert.equal(drain(checkDeckPassSteps(deck, 1, result)), false, 'not seat 1\'s pass');
});

test('the deck runs in a Worker: a pass made there from the plain-JSON state is accepted here, with its proof checked', async () => {
  const t = keyedTable();
  const worker = new Worker(new URL('./deck-worker.mjs', import.meta.url));
  try {
    const ask = (request: object): Promise<{ progress: number[]; done: unknown }> =>
      new Promise((resolve, reject) => {
        const progress: number[] = [];
        worker.on('error', reject);
        const listen = (message: { progress?: number; done?: unknown }): void => {
          if (message.progress !== undefined) progress.push(message.progress);
          else {
            worker.off('message', listen);
            resolve({ progress, done: message.done });
          }
        };
        worker.on('message', listen);
        worker.postMessage(request);
      });
    const made = await ask({ kind: 'make', deck: t.fair.decks[DECK]!, seat: 0, fresh: seededEntropy('w').bytes(64) });
    assert.ok(made.progress.length > 0, 'expected made.progress.length > 0');
    const move = made.done as DeckPassMove;
    const checked = await ask({ kind: 'check', deck: t.fair.decks[DECK]!, seat: 0, move });
    assert.equal(checked.done, true);
    const next = applyFairMove(t.fair, 0, move); // not made in this thread: its proof is checked here
    assert.ok(!isRuleError(next), 'expected !isRuleError(next)');
  } finally {
    await worker.terminate();
  }
});
