// A flood in a real browser, the longest task it causes on the victim's page: a modified peer holding
// the room secret ("Eve", test/e2e/attacker/flooder.ts) sends 20,000 small entries with junk signatures
// into a room of two, either as updates of 250 while connected, or all at once in the first sync it
// offers (about 3 MB). Measured on Ada's page with PerformanceObserver('longtask') and the gaps between
// animation frames; timings on a loaded machine read high, so the load average is printed with them.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { build, type Plugin } from 'esbuild';
// @ts-expect-error -- plain ESM scripts without type declarations
import { buildAll } from '../scripts/build.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { transportSubstitutes } from '../scripts/esbuild-substitutes.mjs';
import { chromium } from 'playwright-core';
// @ts-expect-error -- plain ESM scripts without type declarations
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { descendantPids, keepNiceness } from './niceness.js';
import { traceTasks } from './task-trace.js';
import { person, playFirstLegal, startStack, until, type Person, type Stack } from '../test/e2e/stack.js';

const ENTRIES = 20_000;
const ROUNDS = Number(process.env.FLOOD_ROUNDS ?? 2);
const TRANSPORTS = (process.env.FLOOD_TRANSPORTS ?? 'peerjs,y-webrtc').split(',') as ('peerjs' | 'y-webrtc')[];

/** The attacker's copy of the sync code sends every update as it is, however large. */
function sendsAnyUpdate(): Plugin {
  return {
    name: 'sends-any-update',
    setup(b) {
      b.onLoad({ filter: /sync-hub\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        return { contents: source.replace('const large = update.length > MAX_UPDATE_BYTES;', 'const large = false;'), loader: 'ts' };
      });
    },
  };
}

async function roomWithAMove(stack: Stack, elsewhere: Stack, transport: 'peerjs' | 'y-webrtc'): Promise<{ ada: Person; bo: Person; hash: string }> {
  const query = transport === 'peerjs' ? '' : '?transport=y-webrtc';
  const ada = await person(stack);
  await ada.page.goto(`${stack.appUrl}${query}#/`);
  await ada.page.locator('[data-action="invite-friends"]').first().click();
  await until(ada.page, (f) => f.ready && f.status === 'online', 'the room to open');
  const hash = await ada.page.evaluate(() => location.hash);
  await ada.page.locator('[data-field="name"]').fill('Ada');
  await ada.page.locator('[data-seat-pick="0"]').click();
  const bo = await person(elsewhere);
  await bo.page.goto(`${stack.appUrl}${query}${hash}`);
  await until(bo.page, (f) => f.ready && f.peers === 1, 'Bo to join');
  await bo.page.locator('[data-field="name"]').fill('Bo');
  await bo.page.locator('[data-seat-pick="1"]').click();
  await until(ada.page, (f) => f.legal > 0, 'Ada to have a move');
  await playFirstLegal(ada.page);
  await until(bo.page, (f) => f.accepted === 1 && f.legal > 0, 'the move to reach Bo');
  return { ada, bo, hash };
}

interface Watch {
  longestFrame: number;
  longTasks: number[];
  /** The most log items the victim's doc held at once (the flood did arrive). */
  mostHeld: number;
  /** Bytes of the room's doc in the victim's IndexedDB once the flood is over and written. */
  storedBytes?: number;
  /** From a trace of the page's main thread: the most CPU time one task took, and the CPU time of the task with the longest wall time. */
  longestCpu?: number;
  longestWallCpu?: number;
}

async function flood(stack: Stack, elsewhere: Stack, script: string, firstSync: boolean, transport: 'peerjs' | 'y-webrtc'): Promise<Watch> {
  const { ada, bo, hash } = await roomWithAMove(stack, elsewhere, transport);
  const eve = await person(elsewhere);
  await eve.page.goto(`${stack.appUrl}404.html`);
  await eve.page.addScriptTag({ content: script });
  // FLOOD_TRACE=prefix: a Chrome trace of Ada's page (with JS samples) while the flood arrives; else the
  // CPU time of her page's tasks, to tell a task's own cost from time spent waiting for a core.
  const browser = ada.context.browser()!;
  const tracePath = process.env.FLOOD_TRACE ? `${process.env.FLOOD_TRACE}-${transport}-${firstSync ? 'sync' : 'updates'}-${Date.now()}.json` : null;
  const trace = tracePath ? null : await traceTasks(browser);
  if (tracePath) await browser.startTracing(ada.page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'] });
  await trace?.mark(ada.page, 'flood-victim');
  // Watched from here on: starting a trace holds the page for a moment, which is not the flood's doing.
  await ada.page.evaluate(() => {
    const w = window as unknown as { watch_: Watch };
    w.watch_ = { longestFrame: 0, longTasks: [], mostHeld: 0 };
    const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: { room: { doc: { getArray(n: string): { length: number } } } } }).table.room;
    setInterval(() => (w.watch_.mostHeld = Math.max(w.watch_.mostHeld, room.doc.getArray('log').length)), 20);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.watch_.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (now: number): void => {
      w.watch_.longestFrame = Math.max(w.watch_.longestFrame, now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await eve.page.evaluate(([h, n, f, t]) => window.flooder.flood(h, n, 250, f, t), [hash, ENTRIES, firstSync, transport] as const);
  // Until the victim has deleted the junk and the real move stands alone.
  await ada.page.waitForFunction(
    () => {
      const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: { room: { doc: { getArray(n: string): { length: number } } } } }).table.room;
      return room.doc.getArray('log').length === 1;
    },
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  await ada.page.waitForTimeout(500);
  const watch = await ada.page.evaluate(() => (window as unknown as { watch_: Watch }).watch_);
  if (tracePath) await browser.stopTracing();
  watch.storedBytes = await ada.page.evaluate(async () => {
    const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: { room: { persistence: { flush(): Promise<void> } | null } } }).table.room;
    await room.persistence?.flush();
    let bytes = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('shoal-room-')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = await new Promise<Uint8Array[]>((resolve) => {
        const read = db.transaction('updates', 'readonly').objectStore('updates').getAll();
        read.onsuccess = () => resolve(read.result as Uint8Array[]);
      });
      bytes += all.reduce((sum, update) => sum + update.length, 0);
      db.close();
    }
    return bytes;
  });
  const tasks = (await trace?.stop())?.get('flood-victim') ?? [];
  const since = await ada.page.evaluate(() => performance.getEntriesByName('flood-victim')[0]?.startTime ?? 0);
  const during = tasks.filter(([start]) => start >= since);
  watch.longestCpu = Math.max(0, ...during.map(([, , cpu]) => cpu));
  watch.longestWallCpu = [...during].sort((a, b) => b[1] - a[1])[0]?.[2] ?? 0;
  if (process.env.FLOOD_TASKS) console.log(`  tasks over ${process.env.FLOOD_TASKS} ms (start after the flood began, wall, CPU): ${during.filter(([, wall]) => wall > Number(process.env.FLOOD_TASKS)).map(([start, wall, cpu]) => `${(start - since).toFixed(0)} ${wall.toFixed(0)}/${cpu.toFixed(0)}`).join(', ')}`);
  for (const p of [ada, bo, eve]) await p.context.close();
  return watch;
}

const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');

// NET_BUILD=0: measure the dist/ already built (alternating runs of two builds).
if (process.env.NET_BUILD !== '0') await buildAll();
const bundle = await build({ entryPoints: ['test/e2e/attacker/flooder.ts'], bundle: true, format: 'iife', write: false, target: 'es2022', plugins: [transportSubstitutes(), sendsAnyUpdate()] });
const script = bundle.outputFiles[0]!.text;
const stack = await startStack();
// Bo and Eve stand for other machines: their pages run in a browser of their own, whose every process runs
// at a lower priority than Ada's browser, so that Ada's figures are her browser's own and not the time it
// waited for a core the other two took (FLOOD_SHARED=1: one browser for all three, all alike).
const before = descendantPids();
const elsewhere: Stack = process.env.FLOOD_SHARED === '1' ? stack : { ...stack, browser: await chromium.launch({ executablePath: CHROMIUM_PATH as string, headless: true, args: CHROMIUM_ARGS as string[] }) };
const theirs = [...descendantPids()].filter((pid) => !before.has(pid));
const stopNiceness = keepNiceness(() => (elsewhere === stack ? [] : [...descendantPids(theirs)]));
try {
  console.log(`flood load average at start: ${load()} (${cpus().length} cores)`);
  for (const transport of TRANSPORTS) for (const firstSync of [false, true]) {
    const kind = firstSync ? 'in its first sync' : 'in updates of 250';
    for (let round = 0; round < ROUNDS; round++) {
      const { longestFrame, longTasks, mostHeld, storedBytes, longestCpu, longestWallCpu } = await flood(stack, elsewhere, script, firstSync, transport);
      const cpu = process.env.FLOOD_TRACE ? '' : ` (traced: ${Math.round(longestWallCpu!)} ms of it on the CPU; the most CPU one task took ${Math.round(longestCpu!)} ms)`;
      console.log(
        `flood of ${ENTRIES.toLocaleString('en')} over ${transport} ${kind}: longest task ${Math.round(Math.max(0, ...longTasks))} ms${cpu}, ` +
          `${longTasks.length} tasks over 50 ms, longest frame ${Math.round(longestFrame)} ms; the victim held up to ${mostHeld} log items and stored ${((storedBytes ?? 0) / 1024).toFixed(1)} KB of the room (load ${load()})`,
      );
    }
  }
} finally {
  stopNiceness();
  if (elsewhere !== stack) await elsewhere.browser.close();
  await stack.close();
}
