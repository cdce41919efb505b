// Bot decisions as a player waits for them: each request posted to a bot worker thread (bot-worker-node.ts)
// and timed on the wall clock until its answer is back (copying the state both ways included).
import { Worker } from 'node:worker_threads';
import type { BotRequest, BotResponse } from '../../src/table/bot-request.js';

export type WorkerQuestion = Omit<BotRequest, 'id'>;

/** Wall-clock ms from posting each question to its answer, asked one at a time in one worker. */
export async function workerDecisionTimes(questions: readonly WorkerQuestion[]): Promise<number[]> {
  // A worker thread does not inherit the tsx loader: it registers it, then loads the TypeScript worker.
  const script = new URL('./bot-worker-node.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`, { eval: true });
  const times: number[] = [];
  try {
    let id = 0;
    for (const question of questions) {
      const request: BotRequest = { ...question, id: ++id };
      const started = performance.now();
      const response = await new Promise<BotResponse>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(request);
      });
      worker.removeAllListeners('error');
      if (!response.ok) throw new Error(response.message);
      // The first answer also loads the game's bots; the app loads them once a game, so it is not timed.
      if (id > 1) times.push(performance.now() - started);
    }
  } finally {
    await worker.terminate();
  }
  return times;
}
