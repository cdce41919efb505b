// A deck worker in a Node worker thread (test): the same steps src/table/deck-worker.ts runs in a browser.
import { parentPort } from 'node:worker_threads';
import { deckWorkSteps, type DeckWork } from '../../../src/fair/index.js';

parentPort!.on('message', ({ id, work }: { id: number; work: DeckWork }) => {
  const steps = deckWorkSteps(work);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      parentPort!.postMessage({ id, ok: true, result: step.value });
      return;
    }
    parentPort!.postMessage({ id, progress: step.value });
  }
});
