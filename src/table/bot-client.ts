// The page's side of the bot worker: request/response by id, a timeout per request, and terminate on
// destroy. Where the platform has no Worker (or the worker cannot start) the bot runs on the page,
// after yielding once so the page can paint "thinking…" first. The page brings its own bots for that
// case (`inPage`), so a page never bundles the bots of games it does not show.
import type { AnyBot } from '../core/index.js';
import { runBotRequest, type BotRequest, type BotResponse } from './bot-request.js';

/** What to ask a bot (the client numbers requests itself). */
export type BotQuestion = Omit<BotRequest, 'id'>;

/** Asks bots for moves. */
export interface BotClient {
  /** The bot's intent for `question.seat`; rejects on a bot failure, a timeout or destroy. */
  choose(question: BotQuestion): Promise<unknown>;
  /** True while requests go to a Worker (false: on the page). */
  readonly inWorker: boolean;
  /** Stops the worker and rejects every open request. */
  destroy(): void;
}

export interface BotClientOptions {
  /** The worker script (module); defaults to the built one. Absent or unusable: run on the page. */
  readonly workerUrl?: string | URL | null;
  /** Per-request limit (ms) before the request fails and the worker is restarted. */
  readonly timeoutMs?: number;
  /** Loads a game's bots to run on the page when there is no worker (e.g. `loadBots`, or one game's own). */
  readonly inPage?: (gameId: string) => Promise<readonly AnyBot[]>;
}

interface Open {
  readonly resolve: (intent: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly question: BotQuestion;
}

/** The built worker's URL, resolved against this module (dist/ keeps every script side by side). */
export function builtWorkerUrl(): URL | null {
  return typeof SHOAL_BOT_WORKER_URL === 'string' ? new URL(SHOAL_BOT_WORKER_URL, import.meta.url) : null;
}

/** A worker for `url`; a cross-origin script (an embed served from a CDN) starts through a same-origin blob. */
function startWorker(url: URL): Worker {
  if (typeof location === 'undefined' || url.origin === location.origin) return new Worker(url, { type: 'module' });
  const trampoline = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(trampoline), { type: 'module' });
}

/** A bot client: a Worker when possible, else the page's own thread. */
export function createBotClient(options: BotClientOptions = {}): BotClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const url = options.workerUrl === undefined ? builtWorkerUrl() : options.workerUrl === null ? null : new URL(options.workerUrl, import.meta.url);
  const open = new Map<number, Open>();
  let nextId = 1;
  let worker: Worker | null = null;
  let workerBroken = typeof Worker === 'undefined' || url === null;
  let destroyed = false;

  const settle = (response: BotResponse): void => {
    const request = open.get(response.id);
    if (!request) return;
    open.delete(response.id);
    clearTimeout(request.timer);
    if (response.ok) request.resolve(response.intent);
    else request.reject(new Error(response.message));
  };

  const onPage = async (id: number, question: BotQuestion): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!open.has(id)) return;
    let levels: readonly AnyBot[];
    try {
      if (!options.inPage) throw new Error('this page cannot run bots without a worker');
      levels = await options.inPage(question.gameId);
    } catch (error) {
      settle({ id, ok: false, message: `bots did not load: ${(error as Error).message}` });
      return;
    }
    settle(runBotRequest(levels, { ...question, id }));
  };

  const stopWorker = (): void => {
    worker?.terminate();
    worker = null;
  };

  const ensureWorker = (): Worker | null => {
    if (workerBroken || !url) return null;
    if (worker) return worker;
    try {
      worker = startWorker(url);
    } catch {
      workerBroken = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<BotResponse>) => settle(event.data);
    worker.onerror = (event) => {
      // The script failed to load or crashed: answer what is open on the page from now on.
      event.preventDefault();
      stopWorker();
      workerBroken = true;
      for (const [id, request] of open) void onPage(id, request.question);
    };
    return worker;
  };

  return {
    get inWorker() {
      return !workerBroken;
    },
    choose(question) {
      if (destroyed) return Promise.reject(new Error('the bot client was destroyed'));
      const id = nextId++;
      return new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!open.delete(id)) return;
          stopWorker(); // a wedged worker is replaced on the next request
          reject(new Error(`the bot took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        open.set(id, { resolve, reject, timer, question });
        const target = ensureWorker();
        if (target) target.postMessage({ ...question, id } satisfies BotRequest);
        else void onPage(id, question);
      });
    },
    destroy() {
      destroyed = true;
      stopWorker();
      for (const [id, request] of open) {
        clearTimeout(request.timer);
        open.delete(id);
        request.reject(new Error('the bot client was destroyed'));
      }
    },
  };
}
