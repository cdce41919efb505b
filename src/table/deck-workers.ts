// The page's side of the deck workers: a small pool (two by default, so two pass checks run side by
// side) that makes and checks the deck's shuffle passes, and checks other seats' decryption shares and
// card openings in batches, off the page's thread, and reports progress.
// Where the platform has no Worker, or the worker cannot start, the same steps run on the page, one
// short step at a time between frames (the final multi-scalar multiplication of a check stays one step).
import type { DeckWork, DeckWorkSubject } from '../fair/pending-deck-work.js';
import { setPassCheckRunner, setShareCheckRunner, type PassCheck, type ShareCheck } from '../fair/pass-verdicts.js';

/** A request to a deck worker. */
export interface DeckWorkerRequest {
  readonly id: number;
  readonly work: DeckWork;
}

/** A deck worker's progress report or answer. */
export type DeckWorkerReply =
  | { readonly id: number; readonly progress: number }
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** Runs deck work off the page. */
export interface DeckWorkers {
  /** The work's result (a pass, or a check's verdict); `onProgress` hears the fraction done. */
  run(work: DeckWork, onProgress?: (fraction: number) => void): Promise<unknown>;
  /** True while work goes to Workers (false: on the page). */
  readonly inWorker: boolean;
  /** How many pieces of work ran in a Worker and on the page. */
  counts(): { readonly inWorker: number; readonly onPage: number };
  /** Stops the workers and rejects what is open. */
  destroy(): void;
}

export interface DeckWorkersOptions {
  /** The worker script (module); defaults to the built one. Absent or unusable: run on the page. */
  readonly workerUrl?: string | URL | null;
  /** Workers in the pool (default 2). */
  readonly size?: number;
  /** Per-piece limit (ms) before the worker is replaced and the work runs on the page. */
  readonly timeoutMs?: number;
}

interface Job {
  readonly id: number;
  readonly work: DeckWork;
  readonly onProgress?: (fraction: number) => void;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

/** The built deck worker's URL, resolved against this module (dist/ keeps every script side by side). */
export function builtDeckWorkerUrl(): URL | null {
  return typeof SHOAL_DECK_WORKER_URL === 'string' ? new URL(SHOAL_DECK_WORKER_URL, import.meta.url) : null;
}

/** A worker for `url`; a cross-origin script (an embed served from a CDN) starts through a same-origin blob. */
function startWorker(url: URL): Worker {
  if (typeof location === 'undefined' || url.origin === location.origin) return new Worker(url, { type: 'module' });
  const trampoline = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(trampoline), { type: 'module' });
}

/** Runs deck work step by step on the page, yielding to it between steps. */
async function runOnPage(work: DeckWork, onProgress?: (fraction: number) => void): Promise<unknown> {
  // The deck's curve code loads only when a deck game's work runs here (no Worker).
  const { deckWorkSteps } = await import('../fair/deck-work.js');
  const steps = deckWorkSteps(work);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const step = steps.next();
    if (step.done) return step.value;
    onProgress?.(step.value);
  }
}

/** A pool of deck workers: Workers when possible, else the page's own thread. */
export function createDeckWorkers(options: DeckWorkersOptions = {}): DeckWorkers {
  const size = Math.max(1, options.size ?? 2);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const url = options.workerUrl === undefined ? builtDeckWorkerUrl() : options.workerUrl === null ? null : new URL(options.workerUrl, import.meta.url);
  let broken = typeof Worker === 'undefined' || url === null;
  let destroyed = false;
  let nextId = 1;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const counts = { inWorker: 0, onPage: 0 };

  const onPage = (job: Job): void => {
    counts.onPage++;
    runOnPage(job.work, job.onProgress).then(job.resolve, (error: Error) => job.reject(error));
  };

  const release = (slot: Slot): void => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    pump();
  };

  /** Drops a worker that failed; its job and everything queued run on the page from now on. */
  const fail = (slot: Slot): void => {
    slot.worker.terminate();
    slots.splice(slots.indexOf(slot), 1);
    broken = true;
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    if (job) onPage(job);
    for (const waiting of queue.splice(0)) onPage(waiting);
  };

  const newSlot = (): Slot | null => {
    let worker: Worker;
    try {
      worker = startWorker(url!);
    } catch {
      broken = true;
      return null;
    }
    const slot: Slot = { worker, job: null, timer: null };
    worker.onmessage = (event: MessageEvent<DeckWorkerReply>) => {
      const reply = event.data;
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      if ('progress' in reply) {
        job.onProgress?.(reply.progress);
        return;
      }
      release(slot);
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(slot);
    };
    slots.push(slot);
    return slot;
  };

  const pump = (): void => {
    while (queue.length > 0 && !destroyed) {
      if (broken) {
        onPage(queue.shift()!);
        continue;
      }
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? newSlot() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => fail(slot), timeoutMs);
      counts.inWorker++;
      slot.worker.postMessage({ id: job.id, work: job.work } satisfies DeckWorkerRequest);
    }
  };

  return {
    get inWorker() {
      return !broken;
    },
    counts: () => ({ ...counts }),
    run(work, onProgress) {
      if (destroyed) return Promise.reject(new Error('the deck workers were stopped'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, work, ...(onProgress ? { onProgress } : {}), resolve, reject });
        pump();
      });
    },
    destroy() {
      destroyed = true;
      for (const slot of slots.splice(0)) {
        slot.worker.terminate();
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new Error('the deck workers were stopped'));
      }
      for (const job of queue.splice(0)) job.reject(new Error('the deck workers were stopped'));
    },
  };
}

let shared: DeckWorkers | null = null;

/** Hears the pass checks the page's deck workers run: the pass's subject and the fraction done (null: finished). */
export type PassCheckListener = (subject: Omit<DeckWorkSubject, 'seats'>, fraction: number | null) => void;
const checkListeners = new Set<PassCheckListener>();

/** Calls `listener` as pass checks run in the page's deck workers; returns the unbind. */
export function onPassChecks(listener: PassCheckListener): () => void {
  checkListeners.add(listener);
  return () => void checkListeners.delete(listener);
}

function checkRunner(workers: DeckWorkers): (check: PassCheck) => Promise<boolean> {
  return async (check) => {
    const pass = /^pass:(\d+)$/.exec(check.context.step);
    const subject = { deck: check.context.deck, seat: check.context.seat, round: Number(pass?.[1] ?? 0) };
    // A deck pass shows its check; a hand's mix (a few milliseconds) is checked without a progress line.
    const tell = (fraction: number | null): void => {
      if (pass) for (const listener of [...checkListeners]) listener(subject, fraction);
    };
    tell(0);
    try {
      return (await workers.run({ kind: 'check-pass', check }, tell)) === true;
    } finally {
      tell(null);
    }
  };
}

/** Runs a batch of share checks as one piece of work; rejects on an answer that is not one verdict per check. */
function shareRunner(workers: DeckWorkers): (checks: readonly ShareCheck[]) => Promise<boolean[]> {
  return async (checks) => {
    const verdicts = await workers.run({ kind: 'check-shares', checks });
    if (!Array.isArray(verdicts) || verdicts.length !== checks.length) throw new Error('the deck worker gave no verdict for each share check');
    return verdicts.map((verdict) => verdict === true);
  };
}

/** Routes the fold's proof checks to `workers` (null: they run in the apply, on the page). */
function routeChecks(workers: DeckWorkers | null): void {
  setPassCheckRunner(workers ? checkRunner(workers) : null);
  setShareCheckRunner(workers ? shareRunner(workers) : null);
}

/**
 * The page's deck workers, started on first use, with proof checks routed to them: a log entry carrying
 * a deck pass, a hand mix, decryption shares or a card's opening is checked there before it is applied
 * (src/fair/pass-verdicts.ts).
 */
export function pageDeckWorkers(): DeckWorkers {
  if (!shared) {
    const workers = createDeckWorkers();
    shared = workers;
    if (workers.inWorker) routeChecks(workers);
  }
  return shared;
}

/** Uses `workers` as the page's deck workers (tests, or a page that builds its own); null stops them. */
export function usePageDeckWorkers(workers: DeckWorkers | null): void {
  if (shared !== workers) shared?.destroy();
  shared = workers;
  routeChecks(workers);
}
