// The bot worker: runs `bots[gameId][level].choose` off the page's thread so the page never freezes.
// Built as its own hashed entry by scripts/build.mjs; the page learns its URL as SHOAL_BOT_WORKER_URL.
import { bots } from '../games/index.js';
import { runBotRequest, type BotRequest } from './bot-request.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(runBotRequest(bots, event.data));
