// The bot worker: runs `bots[gameId][level].choose` off the page's thread so the page never freezes.
// Each game's bots load on first use (see bot-loaders.ts).
// Built as its own hashed entry by scripts/build.mjs; the page learns its URL as SHOAL_BOT_WORKER_URL.
import { loadBots } from './bot-loaders.js';
import { runBotRequest, type BotRequest, type BotResponse } from './bot-request.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const receivedAt = performance.now();
  const request = event.data;
  loadBots(request.gameId).then(
    (levels) => scope.postMessage(runBotRequest(levels, request, receivedAt)),
    (error: Error) => scope.postMessage({ id: request.id, ok: false, message: `bots did not load: ${error.message}` } satisfies BotResponse),
  );
};
