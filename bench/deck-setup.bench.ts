// The private deck as the players wait for it: the 96-card set-up for 2, 3 and 4 seats as one device of a
// room does it (its own key and pass made, every other seat's key and pass checked), a reshuffle of a
// 24-card discard pile, a private deal; and in a real Chromium page, a 4-seat local table whose passes run
// in the deck worker, with the page's longest task (PerformanceObserver 'longtask'). A move of another
// seat is checked with no point of it decoded before, as on the device that receives it. In Chromium, each
// figure on a fresh page (bench/deck-page/page.ts): Fleet's local table set up at 2, 3 and 4 seats, and
// played on by bots to its first reshuffle, with the page's long tasks and frame gaps. CPU time of this
// process for the Node figures; wall time for the page. The load average is printed with the figures.
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { isRuleError, seededEntropy } from '../src/core/index.js';
import type { Duty, Entropy } from '../src/core/index.js';
import {
  answerFairDuty,
  applyFairMove,
  createFair,
  dealCards,
  fairDuties,
  initialFairSecrets,
  observeFair,
  revealCards,
  reshuffleCards,
  withEveryProofChecked,
  type FairSecrets,
  type FairState,
} from '../src/fair/index.js';
// @ts-expect-error -- plain ESM scripts without type declarations
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { forgetDecodedPoints } from '../src/fair/group.js';
import type { PageFigures, Span } from './deck-page/page.js';
import { longTaskBreakdown, profilePage } from './long-task-profile.js';
import { keepNiceness } from './niceness.js';
import { traceTasks, type TaskTrace, type TracedTask } from './task-trace.js';
import { auditGame, collectPassChecks } from '../src/fair/index.js';
import { gameOfTable } from '../src/table/local-table.js';
import { playTable } from '../test/unit/fleet/table-play.js';

interface Table {
  fair: FairState;
  secrets: FairSecrets[];
  entropy: Entropy[];
}

const format = (ms: number): string => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function table(seats: number, seed: string): Table {
  const fair = createFair({ room: `deck-bench-${seed}`, game: 'bench', seats, decks: [{ id: 'boats', size: 96 }] });
  const entropy = Array.from({ length: seats }, (_, s) => seededEntropy(`${seed}:${s}`));
  const t = { fair, entropy, secrets: entropy.map((e, s) => initialFairSecrets(s, e)) };
  settle(t, (d) => d.detail?.fair === 'join');
  return t;
}

/**
 * Answers owed duties (those `only` accepts). Returns this device's CPU time: seat `device`'s own moves
 * made and applied (its passes trusted), every other seat's move applied with every proof checked.
 */
function settle(t: Table, only: (duty: Duty) => boolean = () => true, device = 0): number {
  let ms = 0;
  for (;;) {
    const duty = fairDuties(t.fair).find(only);
    if (!duty) return ms;
    let answer: ReturnType<typeof answerFairDuty> = null;
    const made = cpuMs(() => {
      answer = answerFairDuty(t.fair, t.secrets[duty.seat]!, duty, t.entropy[duty.seat]!);
      JSON.stringify(answer?.move); // a lazy pass is made when it is read
    });
    if (!answer) throw new Error(`unanswered ${JSON.stringify(duty)}`);
    const { move, secrets } = answer as NonNullable<ReturnType<typeof answerFairDuty>>;
    let next: FairState | ReturnType<typeof applyFairMove> = t.fair;
    // Another seat's move is checked as its device would receive it: no point of it decoded before.
    if (duty.seat !== device) forgetDecodedPoints();
    const applied = cpuMs(() => (next = duty.seat === device ? applyFairMove(t.fair, duty.seat, move) : withEveryProofChecked(() => applyFairMove(t.fair, duty.seat, move))));
    if (isRuleError(next)) throw new Error(next.message);
    t.fair = next;
    t.secrets[duty.seat] = secrets;
    const observed = cpuMs(() => (t.secrets = t.secrets.map((s) => observeFair(t.fair, s))));
    ms += (duty.seat === device ? made : 0) + applied + observed / t.secrets.length;
  }
}

const setupDuty = (d: Duty): boolean => d.detail?.fair === 'deck-join' || d.detail?.fair === 'deck-pass';

// DECK_BENCH_PAGE_ONLY=1: the Chromium figures alone.
if (!process.env.DECK_BENCH_PAGE_ONLY) {
  console.log(`load average while measuring: ${load()}`);
  settle(table(2, 'warm')); // JIT warm-up
  for (const seats of [2, 3, 4]) {
    const t = table(seats, `setup-${seats}`);
    const ms = settle(t, setupDuty);
    console.log(`deck 96 cards ${seats} seats set-up, one device of a room (own key and pass made, ${seats - 1} keys and passes checked): ${format(ms)} ms`);
  }
  {
    const t = table(4, 'deal');
    settle(t, setupDuty);
    const dealt = dealCards(t.fair, 'boats', [0], 1);
    if (isRuleError(dealt)) throw new Error(dealt.message);
    t.fair = dealt;
    const ms = settle(t, () => true, 1);
    console.log(`deck private deal of one card, 4 seats, the holder's device (3 shares checked, card read): ${format(ms)} ms`);
    // A discard pile of 24 public cards shuffled back in: every seat's proven pass over the 24 new positions.
    const pile = Array.from({ length: 24 }, (_, i) => 10 + i);
    const shown = revealCards(t.fair, 'boats', pile);
    if (isRuleError(shown)) throw new Error(shown.message);
    t.fair = shown;
    settle(t);
    const back = reshuffleCards(t.fair, 'boats', pile);
    if (isRuleError(back)) throw new Error(back.message);
    t.fair = back.fair;
    const reshuffle = settle(t, setupDuty);
    console.log(`deck reshuffle of a 24-card discard pile, 4 seats, one device of a room: ${format(reshuffle)} ms`);
  }
}

// The end audit of a seeded 4-player Fleet game (every key, pass, hand mix, reshuffle and share proof
// re-checked): with every shuffle proof in one batched MSM (auditGame), and each alone as before.
if (!process.env.DECK_BENCH_PAGE_ONLY) {
  const { table: played } = playTable(4, 'audit-bench');
  const game = gameOfTable(played)!;
  const { players, options } = played.snapshot();
  const log = played.log();
  const passes = collectPassChecks(() => withEveryProofChecked(() => log.reduce<unknown>((state, e) => game.apply(state, e.seat, e.move), game.setup({ players, options })))).length;
  forgetDecodedPoints();
  const alone = cpuMs(() =>
    withEveryProofChecked(() => {
      let state = game.setup({ players, options });
      for (const e of log) {
        const next = game.apply(state, e.seat, e.move);
        if (isRuleError(next)) throw new Error(next.message);
        state = next;
      }
    }),
  );
  forgetDecodedPoints();
  let verdict: unknown;
  const batched = cpuMs(() => (verdict = auditGame(game, { players, options }, log)));
  if (!(verdict as { ok: boolean }).ok) throw new Error(`audit: ${JSON.stringify(verdict)}`);
  console.log(`fleet end audit, seeded 4-player game (${log.length} entries, ${passes} shuffle proofs), every proof checked: ${format(batched)} ms with the shuffle proofs in one batched MSM; ${format(alone)} ms each alone`);
}

// DECK_BENCH_NODE_ONLY=1: the Node figures alone.
if (process.env.DECK_BENCH_NODE_ONLY) {
  console.log(`load average after: ${load()}`);
  process.exit(0);
}

// ——— a real Chromium page ———
const dir = mkdtempSync(join(tmpdir(), 'shoal-deck-bench-'));
await build({ entryPoints: { page: 'bench/deck-page/page.ts', 'deck-worker': 'src/table/deck-worker.ts' }, bundle: true, format: 'esm', outdir: dir, logLevel: 'silent', target: 'es2022' });
const files: Record<string, string> = {
  '/': '<!doctype html><meta charset="utf-8"><title>deck bench</title><script type="module" src="./page.js"></script>',
  '/page.js': readFileSync(join(dir, 'page.js'), 'utf8'),
  '/deck-worker.js': readFileSync(join(dir, 'deck-worker.js'), 'utf8'),
};
const server = createServer((request, response) => {
  const body = files[request.url ?? '/'];
  if (body === undefined) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': request.url === '/' ? 'text/html' : 'text/javascript' }).end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[] });
type Figure = 'deckSetup' | 'fleetSetup' | 'fleetReshuffle';
// DECK_BENCH_PROFILE=1: also samples each page's main thread and names what its long tasks ran.
const profiling = process.env.DECK_BENCH_PROFILE === '1';
// DECK_BENCH_CALLS=1: names the calls into the game (over 5 ms) that ran in each task over 20 ms of CPU or 50 ms of wall time.
const naming = profiling || process.env.DECK_BENCH_CALLS === '1';
let trace: TaskTrace | null = null;
let pages = 0;
/** One page's figures, with each traced task of the page (wall and CPU time) and, when profiling, what its long tasks ran. */
interface Measured extends PageFigures {
  readonly traced: readonly TracedTask[];
  readonly profile: string | null;
}
/** One figure in a fresh page (nothing memoised by an earlier figure: card tables, decoded points). */
async function onFreshPage(figure: Figure, players: number): Promise<Measured | null> {
  const page = await browser.newPage();
  // Functions that tsx compiled call esbuild's `__name`; the page needs it to run them in page.evaluate.
  await page.addInitScript('window.__name = (f) => f;');
  const mark = `shoal-deck-bench-${pages++}`;
  try {
    trace ??= await traceTasks(browser);
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof window.fleetSetup === 'function');
    await trace.mark(page, mark);
    const profiler = profiling ? await profilePage(page, 500) : null;
    const r = await page.evaluate(([name, n]) => window[name](n), [figure, players] as const);
    const samples = await profiler?.stop();
    const traced = (await trace.stop()).get(mark) ?? [];
    trace = null;
    if (!r) return null;
    // The tasks that took over 30 ms of CPU (a long task by wall time may only have waited for a core).
    const heavy = traced.filter((t) => t[2] > 30).map(([start, wall]) => [start, wall] as const);
    const profile = samples && heavy.length > 0 ? `tasks over 30 ms of CPU at ${heavy.map(([start, wall]) => `${format(start)} (${format(wall)} ms wall)`).join(', ')}\n    ${longTaskBreakdown(samples, heavy, 24)}` : null;
    return { ...r, traced, profile };
  } finally {
    await page.close();
  }
}
/** The traced tasks that started in `span`, by CPU time: the longest and how many passed 50 ms of CPU. */
function cpu(traced: readonly TracedTask[], span: Span, calls: Measured['calls'] = [], begun?: number): string {
  const inside = traced.filter(([start]) => start >= span[0] && start < span[1]);
  const longest = inside.reduce<TracedTask | null>((best, t) => (best === null || t[2] > best[2] ? t : best), null);
  if (!longest) return 'CPU: no tasks traced';
  const heavy = naming ? inside.filter((t) => t[2] > 20 || t[1] > 50) : [];
  const what = heavy.map(([start, wall, ms]) => {
    const ran = calls.filter(([at]) => at >= start && at < start + wall).map(([at, took, name]) => `${name} ${format(took)} ms at +${format(at - start)}`);
    return `\n    task of ${format(ms)} ms CPU (${format(wall)} ms wall) at ${format(start)}: ${ran.join(', ') || 'no call into the game over 5 ms'}`;
  });
  const began = naming && begun !== undefined ? ` (the table made at ${format(begun)})` : '';
  const total = inside.reduce((sum, t) => sum + t[2], 0);
  return `CPU: longest task ${format(longest[2])} ms (${format(longest[1])} ms wall), ${inside.filter((t) => t[2] > 50).length} over 50 ms of CPU, ${format(total)} ms in all${began}${what.join('')}`;
}
const tasks = (r: Measured): string =>
  `longest main-thread task ${format(r.longest)} ms (${r.tasks} over 50 ms), longest frame gap ${format(r.frameGap)} ms; ${cpu(r.traced, r.span, r.calls, r.began)}${r.slowCalls.length ? `; calls over 40 ms: ${r.slowCalls.join(', ')}` : ''}${r.profile ? `\n    ${r.profile}` : ''}`;
// DECK_BENCH_SEATS=3 measures one size only; DECK_BENCH_FIGURES=setup,reshuffle,deck picks the figures.
const seatCounts = process.env.DECK_BENCH_SEATS ? [Number(process.env.DECK_BENCH_SEATS)] : [2, 3, 4];
const figures = (process.env.DECK_BENCH_FIGURES ?? 'setup,reshuffle,deck').split(',');
console.log(`load average before the page figures: ${load()}`);
const stopNiceness = keepNiceness();
try {
  await onFreshPage('fleetSetup', 2); // warm-up (the browser's caches)
  for (const players of figures.includes('setup') ? seatCounts : []) {
    const r = (await onFreshPage('fleetSetup', players))!;
    // Each seat's beacon chain and its pass are made in the deck worker.
    if (r.inWorker < 2 * players) throw new Error(`expected ${players} beacon chains and ${players} passes in the worker, saw ${r.inWorker} pieces of work`);
    console.log(`fleet deck set-up in Chromium, ${players} seats, fresh page (beacon chains and passes in the deck worker, starting deals included): ${format(r.ms)} ms wall; ${tasks(r)}; ${r.progress} progress updates`);
  }
  for (const players of figures.includes('reshuffle') ? seatCounts : []) {
    const r = await onFreshPage('fleetReshuffle', players);
    if (!r) {
      console.log(`fleet reshuffle in Chromium, ${players} seats: this seeded game ended before its deck ran out`);
      continue;
    }
    console.log(`fleet reshuffle in Chromium, ${players} seats, after ${r.moves} moves (the play that empties the deck to its reshuffled deck, ${r.inWorker} passes in the deck worker): ${format(r.ms)} ms wall; ${tasks(r)}`);
    console.log(`fleet play in Chromium, ${players} seats, the ${r.moves! - 1} moves before it (each in a task of its own: hand mixes made in the deck worker, card openings made and checked on the page): longest main-thread task ${format(r.play!.longest)} ms (${r.play!.tasks} over 50 ms), longest frame gap ${format(r.play!.frameGap)} ms; ${cpu(r.traced, r.play!.span, r.calls)}`);
  }
  for (const players of figures.includes('deck') ? seatCounts.filter((n) => n !== 3) : []) {
    const r = (await onFreshPage('deckSetup', players))!;
    console.log(`deck 96 cards ${players} seats set-up, test game's local table in Chromium, fresh page (deal included): ${format(r.ms)} ms wall; ${tasks(r)}`);
  }
} finally {
  stopNiceness();
  await browser.close();
  server.close();
}
console.log(`load average after: ${load()}`);
