// Deck workers over a Node worker thread (tests): the pool interface the page gets from deck-workers.ts.
import { Worker } from 'node:worker_threads';
import { deckWorkSteps, drain, type DeckWork } from '../../../src/fair/index.js';
import type { DeckWorkers } from '../../../src/table/index.js';

/** A one-thread pool; `jobs` lists the kinds of work it ran, `mostOpen()` the most requests it held at once. */
export function threadDeckWorkers(): DeckWorkers & { readonly jobs: string[]; mostOpen(): number } {
  const worker = new Worker(new URL('./deck-thread.mjs', import.meta.url));
  const jobs: string[] = [];
  let next = 1;
  let open = 0;
  let most = 0;
  return {
    jobs,
    mostOpen: () => most,
    inWorker: true,
    counts: () => ({ inWorker: jobs.length, onPage: 0 }),
    run: (work: DeckWork, onProgress?: (fraction: number) => void) =>
      new Promise((resolve, reject) => {
        const id = next++;
        most = Math.max(most, ++open);
        const listen = (message: { id: number; progress?: number; ok?: boolean; result?: unknown }): void => {
          if (message.id !== id) return;
          if (message.progress !== undefined) return void onProgress?.(message.progress);
          worker.off('message', listen);
          open--;
          jobs.push(work.kind);
          if (message.ok) resolve(message.result);
          else reject(new Error('the deck thread failed'));
        };
        worker.on('message', listen);
        worker.postMessage({ id, work });
      }),
    destroy: () => void worker.terminate(),
  };
}

/** An attacker's deck workers: every piece of work done at once on the spot, except work of kind `never`, which never comes back (so the seat never publishes it). */
export function withholdingDeckWorkers(never: DeckWork['kind']): DeckWorkers {
  return {
    inWorker: true,
    counts: () => ({ inWorker: 0, onPage: 0 }),
    run: (work) => (work.kind === never ? new Promise(() => {}) : Promise.resolve(drain(deckWorkSteps(work)))),
    destroy: () => {},
  };
}
