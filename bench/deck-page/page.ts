// The deck bench's page (bench/deck-setup.bench.ts builds and serves it): a 4-seat, 96-card local table
// whose passes are made in the deck worker, with every long task of the page recorded.
import { createDeckWorkers } from '../../src/table/deck-workers.js';
import { createTableFor } from '../../src/table/local-table.js';
import { demoGame } from '../../test/unit/table/demo-game.js';

declare global {
  interface Window {
    deckSetup(players: number): Promise<{ ms: number; longest: number; tasks: number; inWorker: number; progress: number }>;
  }
}

window.deckSetup = async (players) => {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  const workers = createDeckWorkers({ workerUrl: new URL('./deck-worker.js', location.href) });
  let progress = 0;
  const started = performance.now();
  const table = createTableFor(demoGame, { players, options: { deckSize: 96, handSize: 2 }, work: workers.run });
  table.subscribeProgress(() => progress++);
  await table.settled();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  workers.destroy();
  return { ms, longest: Math.max(0, ...tasks), tasks: tasks.length, inWorker: workers.counts().inWorker, progress };
};
