// A Worker's side of the deck (test): computes or checks a pass step by step off the main thread,
// posting its progress, from nothing but the plain-JSON deck state it is sent.
import { parentPort } from 'node:worker_threads';
import { checkDeckPassSteps, makeDeckPassSteps, type DeckPassMove, type DeckState } from '../../../src/fair/index.js';

type Request = { kind: 'make'; deck: DeckState; seat: number; fresh: Uint8Array } | { kind: 'check'; deck: DeckState; seat: number; move: DeckPassMove };

parentPort!.on('message', (request: Request) => {
  const steps = request.kind === 'make' ? makeDeckPassSteps(request.deck, request.seat, request.fresh) : checkDeckPassSteps(request.deck, request.seat, request.move);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      parentPort!.postMessage({ done: step.value });
      return;
    }
    parentPort!.postMessage({ progress: step.value });
  }
});
