// The deck worker: makes and checks the deck's shuffle passes off the page's thread (src/fair/deck-work.ts),
// posting progress as it goes. Built as its own entry by scripts/build.mjs; the page learns its URL as
// SHOAL_DECK_WORKER_URL. A pool of them is driven by deck-workers.ts.
import { deckWorkSteps } from '../fair/deck-work.js';
import { useShippedGenerators } from '../fair/group.js';
import { PRECOMPUTED_GENERATORS } from '../fair/precomputed-generators.js';
import type { DeckWorkerReply, DeckWorkerRequest } from './deck-workers.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<DeckWorkerRequest>) => void) | null;
  postMessage(message: DeckWorkerReply): void;
}

useShippedGenerators(PRECOMPUTED_GENERATORS);
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const { id, work } = event.data;
  try {
    const steps = deckWorkSteps(work);
    for (;;) {
      const step = steps.next();
      if (step.done) {
        scope.postMessage({ id, ok: true, result: step.value });
        return;
      }
      scope.postMessage({ id, progress: step.value });
    }
  } catch (error) {
    scope.postMessage({ id, ok: false, message: (error as Error).message });
  }
};
