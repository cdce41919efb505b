// The deck bench's page (bench/deck-setup.bench.ts builds and serves it, one fresh page per figure):
// - `deckSetup`: a 96-card local table of the test game whose passes are made in the deck worker;
// - `fleetSetup`: Fleet's local table at 2–4 seats as the app runs it (passes in the deck worker);
// - `fleetReshuffle`: that table played on by Skipper bots, one move a task, until the discard pile goes
//   back into the deck (the moves before it are measured too: hand mixes, openings, deals).
// Every long task of the page ('longtask' PerformanceObserver, buffered from the page's start, so
// loading the deck code is counted) and the longest gap between animation frames are recorded; calls
// into the game that take over 40 ms on the page are named (`slowCalls`).
import { seededRandom } from '../../src/core/index.js';
import { fleet, fleetBots, type FleetSecrets, type FleetState } from '../../src/games/fleet/index.js';
import { createDeckWorkers } from '../../src/table/deck-workers.js';
import type { LocalTable } from '../../src/table/local-table.js';
import { createTableFor } from '../../src/table/seeded-table.js';
import { demoGame } from '../../test/unit/table/demo-game.js';

/** What a measured stretch of the page's life saw. */
export interface PageFigures {
  readonly ms: number;
  /** The longest main-thread task (ms), 0 when none passed 50 ms. */
  readonly longest: number;
  /** Tasks over 50 ms. */
  readonly tasks: number;
  /** The longest gap between two animation frames (ms). */
  readonly frameGap: number;
  readonly inWorker: number;
  readonly progress: number;
  /** Calls into the game's rules or protocol over 40 ms, e.g. "protocol.prepare pay 62 ms". */
  readonly slowCalls: readonly string[];
  readonly moves?: number;
  /** The moves before the reshuffle (each played in its own task, as the bot worker's answers arrive): long tasks. */
  readonly play?: { readonly longest: number; readonly tasks: number; readonly frameGap: number; readonly span: Span };
  /** The measured stretch on the page's clock (for the trace's CPU times). */
  readonly span: Span;
  /** When the measured work began (the page's clock): a set-up's stretch starts with the page, to count loading the deck code. */
  readonly began?: number;
  /** Every call into the game over 5 ms in the stretch: start (the page's clock), ms, what. */
  readonly calls: readonly (readonly [number, number, string])[];
  /** Every long task of the stretch: start and duration (ms, the page's clock). */
  readonly longTasks: readonly Span[];
}

/** [from, to] on the page's clock. */
export type Span = readonly [number, number];

declare global {
  interface Window {
    deckSetup(players: number): Promise<PageFigures>;
    fleetSetup(players: number): Promise<PageFigures>;
    fleetReshuffle(players: number): Promise<PageFigures | null>;
  }
}

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });

/** Watches frames from now on: the longest gap between two, until stopped. */
function watchFrames(): () => number {
  let last = performance.now();
  let longest = 0;
  let running = true;
  const frame = (now: number): void => {
    longest = Math.max(longest, now - last);
    last = now;
    if (running) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return () => {
    running = false;
    return Math.max(longest, performance.now() - last);
  };
}

/** Long tasks that ended at or after `since` and started before `until` (ms on the page's clock; 0: the page's whole life). */
function tasksSince(since: number, until = Infinity): { longest: number; tasks: number; longTasks: Span[] } {
  const seen = longTasks.filter((t) => t.start + t.duration >= since && t.start < until);
  return { longest: Math.max(0, ...seen.map((t) => t.duration)), tasks: seen.length, longTasks: seen.map((t) => [t.start, t.duration] as const) };
}

const settleTasks = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 100));

let slowCalls: string[] = [];
/** Every call into the game over 5 ms: start (the page's clock), ms, what. */
let calls: [number, number, string][] = [];
/** `target` with each function timed: a call over 40 ms is recorded with what it was given. */
function timed<T extends object>(name: string, target: T): T {
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(target)) {
    if (typeof value !== 'function') continue;
    out[key] = (...args: unknown[]) => {
      const started = performance.now();
      const result = (value as (...a: unknown[]) => unknown)(...args);
      const ms = performance.now() - started;
      const move = args.find((a): a is { type: unknown } => typeof a === 'object' && a !== null && 'type' in a);
      const duty = args.find((a): a is { detail?: { fair?: unknown } } => typeof a === 'object' && a !== null && 'kind' in a && 'seat' in a);
      const what = move ? ` ${String(move.type)}` : duty ? ` ${String(duty.detail?.fair ?? 'duty')}` : '';
      if (ms > 40) slowCalls.push(`${name}.${key}${what} ${ms.toFixed(0)} ms`);
      if (ms > 5) calls.push([started, ms, `${name}.${key}${what}`]);
      return result;
    };
  }
  return out as T;
}
const timedFleet = { ...timed('rules', fleet), protocol: timed('protocol', fleet.protocol!) } as typeof fleet;

async function measured(open: (work: ReturnType<typeof createDeckWorkers>['run']) => LocalTable): Promise<PageFigures> {
  const workers = createDeckWorkers({ workerUrl: new URL('./deck-worker.js', location.href) });
  const frames = watchFrames();
  let progress = 0;
  slowCalls = [];
  calls = [];
  const started = performance.now();
  const table = open(workers.run);
  table.subscribeProgress(() => progress++);
  await table.settled();
  const ended = performance.now();
  const ms = ended - started;
  const frameGap = frames();
  await settleTasks();
  workers.destroy();
  return { ms, ...tasksSince(0), frameGap, inWorker: workers.counts().inWorker, progress, slowCalls, calls, span: [0, ended], began: started };
}

window.deckSetup = (players) => measured((work) => createTableFor(demoGame, { players, options: { deckSize: 96, handSize: 2 }, work }));

window.fleetSetup = (players) => measured((work) => createTableFor(timedFleet, { players, seed: `page-${players}`, work }));

window.fleetReshuffle = async (players) => {
  const workers = createDeckWorkers({ workerUrl: new URL('./deck-worker.js', location.href) });
  const table = createTableFor(timedFleet, { players, seed: `page-reshuffle-${players}`, work: workers.run });
  await table.settled();
  const random = seededRandom(players);
  const skipper = timed('bot', fleetBots.find((bot) => bot.id === 'skipper')!);
  const positions = (): number => (table.state() as FleetState).fair.decks.boats!.cards.length;
  const dealt = positions();
  let moves = 0;
  await settleTasks();
  const playStarted = performance.now();
  let playFrameGap = 0;
  while (table.outcome() === null) {
    // Each move in a task of its own, as in the app (a click, or a bot worker's answer).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const seat = table.pending()[0]!;
    // The play that empties the deck: measured from here to the reshuffled deck's last pass (the bot's
    // choice included: in the app it is made in the bot worker).
    slowCalls = [];
    if (positions() <= dealt) calls = calls.filter(([start]) => start >= playStarted);
    const intent = skipper.choose(table.state() as FleetState, seat, random, table.secrets(seat) as FleetSecrets);
    const started = performance.now();
    const workedBefore = workers.counts().inWorker;
    const frames = watchFrames();
    let progress = 0;
    const unbind = table.subscribeProgress(() => progress++);
    const error = table.play(seat, intent);
    if (error) throw new Error(error.message);
    await table.settled();
    unbind();
    const frameGap = frames();
    moves++;
    if (positions() <= dealt) playFrameGap = Math.max(playFrameGap, frameGap);
    if (positions() > dealt) {
      const ended = performance.now();
      const ms = ended - started;
      await settleTasks();
      workers.destroy();
      const play = tasksSince(playStarted, started);
      return {
        ms,
        ...tasksSince(started),
        frameGap,
        inWorker: workers.counts().inWorker - workedBefore,
        progress,
        slowCalls,
        calls,
        moves,
        span: [started, ended],
        play: { longest: play.longest, tasks: play.tasks, frameGap: playFrameGap, span: [playStarted, started] },
      };
    }
  }
  workers.destroy();
  return null;
};
