// Fleet in a room, measured where players feel it: two people in isolated Chromium contexts (the built
// app, PeerJS over the local signaling servers, as the end-to-end test runs it) and bots hosted by the
// first for the other seats, at 2, 3 and 4 seats, played to the end by intents a player could click.
// Each page records its long tasks ('longtask' observer) and the gaps between its animation frames; the
// figures are split by what the table was doing (and each page's tasks are traced with their CPU time,
// what they would take on a quiet machine: see task-trace.ts): the set-up (from the last seat taken to the first
// round: keys, beacon chains, every pass made and checked), play, and each reshuffle of the discard pile
// (from the move that empties the deck to its last pass). Wall time; the load average is printed.
// FLEET_ROOM_SEATS=4 measures one size only; FLEET_ROOM_PROFILE=1 also samples each page's main thread
// (an unminified build) and lists the functions its long tasks were spent in, per phase;
// FLEET_ROOM_BUILD=0 uses dist/ as it is; FLEET_ROOM_DUMP=<dir> also writes each page's samples, long tasks and phases there as JSON.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import type { FleetIntent, FleetState } from '../src/games/fleet/index.js';
import { longTaskBreakdown, profilePage, type PageProfiler, type ProfileSamples } from './long-task-profile.js';
import { keepNiceness } from './niceness.js';
import { traceTasks, type TracedTask } from './task-trace.js';
import { person, startStack, type Person } from '../test/e2e/stack.js';
import { openRoom, takeSeat, waitForLook } from '../test/e2e/room-kit.js';

const profiling = process.env.FLEET_ROOM_PROFILE === '1';
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');
const format = (ms: number): string => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

/**
 * Installed before the app's scripts: every long task, every frame gap over 50 ms, and every long
 * animation frame with the scripts that ran in it (what made it long), on the page's clock.
 */
const RECORDER = `(() => {
  const perf = { tasks: [], gaps: [], frames: [] };
  window.__perf = perf;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => perf.tasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((e) => {
      const scripts = (e.scripts || []).map((s) => [String(s.sourceFunctionName || s.invoker || '?') + ' ' + String(s.sourceURL || '').split('/').pop() + ' (' + String(s.invoker || '') + ')', s.duration, s.forcedStyleAndLayoutDuration || 0]);
      perf.frames.push([e.startTime, e.duration, e.blockingDuration || 0, scripts]);
    })).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  let last = performance.now();
  const frame = (now) => { if (now - last > 50) perf.gaps.push([last, now - last]); last = now; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

type Span = readonly [number, number];
interface Recorded {
  readonly tasks: Span[];
  readonly gaps: Span[];
  /** Long animation frames: start, duration, blocking duration, scripts [name, duration, forced layout]. */
  readonly frames: [number, number, number, [string, number, number][]][];
}

const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());
const recorded = (page: Page): Promise<Recorded> => page.evaluate(() => (window as unknown as { __perf: Recorded }).__perf);

/** The intent a player clicking through the board plays (as the end-to-end test does). */
function choose(legal: readonly FleetIntent[]): FleetIntent {
  const first = (type: FleetIntent['type']): FleetIntent | undefined => legal.find((i) => i.type === type);
  return (
    first('pay') ??
    first('open') ??
    first('decline') ??
    first('pass') ??
    first('launch') ??
    first('hire') ??
    legal.find((i) => i.type === 'process' && i.boats.length === 0) ??
    first('done') ??
    first('process') ??
    legal[0]!
  );
}

/** The longest long task and frame gap in the spans (a page's clock); counts of tasks over 50 ms; what ran longest in long frames. */
function within(r: Recorded, spans: readonly Span[]): { longest: number; tasks: number; gap: number; culprits: string } {
  const inside = (start: number): boolean => spans.some(([from, to]) => start >= from && start < to);
  const tasks = r.tasks.filter(([start]) => inside(start));
  const gaps = r.gaps.filter(([start]) => inside(start));
  const byScript = new Map<string, { total: number; longest: number; layout: number }>();
  for (const [start, , , scripts] of r.frames) {
    if (!inside(start)) continue;
    for (const [name, ms, layout] of scripts) {
      const seen = byScript.get(name) ?? { total: 0, longest: 0, layout: 0 };
      byScript.set(name, { total: seen.total + ms, longest: Math.max(seen.longest, ms), layout: seen.layout + layout });
    }
  }
  const culprits = [...byScript]
    .sort((a, b) => b[1].longest - a[1].longest)
    .slice(0, 4)
    .map(([name, w]) => `${name} longest ${format(w.longest)} ms${w.layout > 0 ? ` (forced layout ${format(w.layout)} ms in all)` : ''}`)
    .join('; ');
  return { longest: Math.max(0, ...tasks.map(([, d]) => d)), tasks: tasks.length, gap: Math.max(0, ...gaps.map(([, d]) => d)), culprits };
}

const words = (w: { longest: number; tasks: number; gap: number; culprits: string }): string =>
  `longest task ${format(w.longest)} ms (${w.tasks} over 50 ms), longest frame gap ${w.gap > 0 ? `${format(w.gap)} ms` : 'under 50 ms'}${w.culprits ? `; longest scripts in long frames: ${w.culprits}` : ''}`;

/** The traced tasks in the spans by their CPU time: the longest (with its wall time) and how many took over 50 ms of CPU. */
function cpuWords(tasks: readonly TracedTask[] | undefined, spans: readonly Span[]): string {
  if (!tasks) return 'CPU: not traced';
  const inside = tasks.filter(([start]) => spans.some(([from, to]) => start >= from && start < to));
  const longest = inside.reduce<TracedTask | null>((best, task) => (best === null || task[2] > best[2] ? task : best), null);
  if (!longest) return 'CPU: no tasks';
  return `CPU: longest task ${format(longest[2])} ms of CPU (${format(longest[1])} ms wall, at ${format(longest[0])}), ${inside.filter((t) => t[2] > 50).length} over 50 ms of CPU`;
}

/** What the bench needs of a page's room: a few fields, not the whole state (reading that is itself a long task). */
interface Glance {
  readonly phase: string | null;
  readonly positions: number;
  readonly shuffling: boolean;
  readonly legal: FleetIntent[];
  readonly over: boolean;
  readonly now: number;
}

function glance(page: Page): Promise<Glance | null> {
  return page.evaluate(() => {
    const room = document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room') as unknown as { table: any } | null; // eslint-disable-line @typescript-eslint/no-explicit-any
    const table = room?.table;
    if (!table) return null;
    const state = table.room.fold()?.state ?? null;
    const deck = state?.fair?.decks?.boats;
    const myTurn = state !== null && table.mySeat() !== null && table.pending().includes(table.mySeat());
    return {
      phase: state?.phase ?? null,
      positions: deck?.cards.length ?? 0,
      shuffling: Boolean(deck?.shuffling),
      legal: myTurn ? table.legalIntents() : [],
      over: table.outcome() !== null,
      now: performance.now(),
    };
  });
}

async function measure(seats: number): Promise<void> {
  const stack = await startStack();
  try {
    const people: Person[] = [await person(stack), await person(stack)];
    for (const p of people) await p.context.addInitScript(RECORDER);
    const [ada, bo] = people as [Person, Person];
    const link = await openRoom(stack, ada, 'fleet', seats);
    await takeSeat(ada, 0, 'Ada');
    if (seats > 2) {
      await ada.page.locator('[data-field="bot-level"]').selectOption('skipper');
      for (let seat = 2; seat < seats; seat++) await ada.page.locator(`[data-bot-add="${seat}"]`).click();
    }
    await bo.page.goto(link);
    await waitForLook<FleetState, FleetIntent>(bo.page, (l) => l.ready, 'Bo to receive the room');
    const profilers: PageProfiler[] = profiling ? await Promise.all(people.map((p) => profilePage(p.page))) : [];
    const trace = await traceTasks(stack.browser);
    for (const [i, p] of people.entries()) await trace.mark(p.page, `shoal-trace-${i}`);
    const seated = await Promise.all(people.map((p) => pageNow(p.page)));
    const started = Date.now();
    await takeSeat(bo, 1, 'Bo');
    // Each page's clock when it saw the set-up end, and each reshuffle's start and end.
    const setupEnd: (number | null)[] = [null, null];
    const reshuffles: [number, number | null][][] = [[], []];
    const lastDeck: (number | null)[] = [null, null];
    let setupMs = 0;
    let moves = 0;
    const refusals: string[] = [];
    for (;;) {
      const looks = await Promise.all(people.map((p) => glance(p.page)));
      looks.forEach((l, i) => {
        if (!l?.phase) return;
        if (setupEnd[i] === null && l.phase !== 'setup') {
          setupEnd[i] = l.now;
          if (i === 0) setupMs = Date.now() - started;
        }
        const open = reshuffles[i]!.at(-1);
        // A reshuffle starts when the deck grows (its new positions are then shuffled by every seat).
        if (lastDeck[i] !== null && l.positions > lastDeck[i]!) reshuffles[i]!.push([l.now - 2000, null]);
        else if (open && open[1] === null && !l.shuffling) open[1] = l.now + 200;
        lastDeck[i] = l.positions;
      });
      if (looks.every((l) => l?.over)) break;
      const turn = looks.findIndex((l) => l !== null && l.legal.length > 0 && l.phase !== 'over' && l.phase !== 'setup');
      if (turn < 0) {
        if (Date.now() - started > 20 * 60_000) throw new Error('the game did not end in 20 minutes');
        await ada.page.waitForTimeout(150);
        continue;
      }
      const page = people[turn]!.page;
      const intent = choose(looks[turn]!.legal);
      const refused = await page.evaluate(async (chosen) => {
        const room = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: { play(i: unknown): Promise<{ message: string } | null> } };
        return (await room.table.play(chosen))?.message ?? null;
      }, intent);
      // A choice read just before the table moved on may be refused: the next glance chooses again.
      if (refused) refusals.push(`${intent.type}: ${refused}`);
      else moves++;
      if (refusals.length > 50) throw new Error(`too many refused choices: ${refusals.slice(-3).join('; ')}`);
      await page.waitForTimeout(150);
    }
    const ends = await Promise.all(people.map((p) => pageNow(p.page)));
    const records = await Promise.all(people.map((p) => recorded(p.page)));
    const profiles: ProfileSamples[] = await Promise.all(profilers.map((p) => p.stop()));
    const traced = await trace.stop();
    console.log(`fleet room ${seats} seats (2 browsers${seats > 2 ? ` + ${seats - 2} bots hosted by the first` : ''}): set-up ${format(setupMs)} ms wall from the last seat taken, ${moves} moves by the people, load ${load()}`);
    people.forEach((_, i) => {
      const r = records[i]!;
      const end = setupEnd[i] ?? ends[i]!;
      const shuffles = reshuffles[i]!.map(([from, to]) => [from, to ?? ends[i]!] as Span);
      const who = i === 0 ? 'host' : 'guest';
      const tasks = traced.get(`shoal-trace-${i}`);
      console.log(`  ${who} browser, set-up: ${words(within(r, [[seated[i]!, end]]))}; ${cpuWords(tasks, [[seated[i]!, end]])}`);
      console.log(`  ${who} browser, play after the set-up (reshuffles included): ${words(within(r, [[end, ends[i]!]]))}; ${cpuWords(tasks, [[end, ends[i]!]])}`);
      console.log(`  ${who} browser, ${shuffles.length} reshuffle${shuffles.length === 1 ? '' : 's'}: ${shuffles.length ? `${words(within(r, shuffles))}; ${cpuWords(tasks, shuffles)}` : 'none in this game'}`);
      const profile = profiles[i];
      const dump = process.env.FLEET_ROOM_DUMP;
      if (profile && dump) {
        const phases = { setup: [seated[i]!, end], play: [end, ends[i]!], reshuffles: shuffles };
        writeFileSync(`${dump}/${seats}-${who}.json`, JSON.stringify({ ...profile, tasks: r.tasks, frames: r.frames, phases, traced: tasks ?? [] }));
      }
      if (profile) {
        const longIn = (from: number, to: number): Span[] => r.tasks.filter(([start]) => start >= from && start < to);
        console.log(`    ${who} set-up profile: ${longTaskBreakdown(profile, longIn(seated[i]!, end))}`);
        console.log(`    ${who} play profile: ${longTaskBreakdown(profile, longIn(end, ends[i]!))}`);
        for (const focus of (process.env.FLEET_ROOM_FOCUS ?? '').split(',').filter(Boolean)) {
          console.log(`    ${who} play profile: ${longTaskBreakdown(profile, longIn(end, ends[i]!), 30, focus)}`);
        }
      }
    });
  } finally {
    await stack.close();
  }
}

if (process.env.FLEET_ROOM_BUILD !== '0') {
  const build = spawnSync('node', ['scripts/build.mjs', ...(profiling ? ['--dev'] : [])], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}
console.log(`load average before: ${load()}`);
const sizes = process.env.FLEET_ROOM_SEATS ? [Number(process.env.FLEET_ROOM_SEATS)] : [2, 3, 4];
const stopNiceness = keepNiceness();
for (const seats of sizes) await measure(seats);
stopNiceness();
console.log(`load average after: ${load()}`);
