// The app's bot worker on a Node worker thread: the same runBotRequest, timed from the message's arrival.
import { parentPort } from 'node:worker_threads';
import { loadBots } from '../../src/table/bot-loaders.js';
import { runBotRequest, type BotRequest } from '../../src/table/bot-request.js';

parentPort!.on('message', (request: BotRequest) => {
  const receivedAt = performance.now();
  void loadBots(request.gameId).then((levels) => parentPort!.postMessage(runBotRequest(levels, request, receivedAt)));
});
