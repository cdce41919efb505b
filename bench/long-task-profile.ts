// What runs inside a page's long tasks, from a CPU profile of its main thread (Chrome DevTools
// Protocol's sampling profiler). The page's long tasks ('longtask' entries, on its own clock) pick the
// samples; each function is counted once per sample it is on the stack of (inclusive time), so the
// figures say which of the page's functions the long tasks were spent in. Built without minifying
// (FLEET_ROOM_PROFILE=1 builds with --dev), the names are the source's.
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** A running profile of one page: stop it to read the samples, placed on the page's clock. */
export interface PageProfiler {
  stop(): Promise<ProfileSamples>;
}

/** Each sample's time on the page's clock (ms) and its stack of function names, outermost first. */
export interface ProfileSamples {
  readonly times: readonly number[];
  readonly stacks: readonly (readonly string[])[];
}

/** Starts sampling `page`'s main thread every `intervalUs` microseconds. */
export async function profilePage(page: Page, intervalUs = 250): Promise<PageProfiler> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
  // A marker places the profile on the page's clock: a function that spins 20 ms, started at a known time.
  const markedAt = await page.evaluate(() => {
    const start = performance.now();
    const shoalProfileMark = (): void => {
      while (performance.now() - start < 20);
    };
    shoalProfileMark();
    return start;
  });
  return {
    async stop() {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.detach();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map<number, number>();
      for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
      const stackOf = new Map<number, string[]>();
      const stack = (id: number): string[] => {
        const known = stackOf.get(id);
        if (known) return known;
        const node = byId.get(id)!;
        const up = parent.has(id) ? stack(parent.get(id)!) : [];
        const file = node.callFrame.url.split('/').pop()?.replace(/-[A-Za-z0-9_-]{8}\.js$/, '') ?? '';
        const name = node.callFrame.functionName || '(anonymous)';
        const own = [...up, file ? `${name} ${file}` : name];
        stackOf.set(id, own);
        return own;
      };
      const ticks: number[] = [];
      const stacks: string[][] = [];
      let t = profile.startTime;
      profile.samples.forEach((id, i) => {
        t += profile.timeDeltas[i] ?? 0;
        ticks.push(t / 1000);
        stacks.push(stack(id));
      });
      const mark = stacks.findIndex((s) => s.some((name) => name.startsWith('shoalProfileMark')));
      const offset = markedAt - (mark >= 0 ? ticks[mark]! : ticks[0] ?? 0);
      return { times: ticks.map((tick) => tick + offset), stacks };
    },
  };
}

/**
 * The functions the samples inside `tasks` ([start, duration] on the page's clock) were spent in,
 * longest first: inclusive ms over all those tasks, and ms of the longest task. Runtime frames
 * ('(root)', '(program)') are left out.
 */
export function longTaskBreakdown(samples: ProfileSamples, tasks: readonly (readonly [number, number])[], top = 14, focus?: string): string {
  const total = new Map<string, number>();
  const perTask = new Map<string, number>();
  const longestIn = new Map<string, number>();
  let sampled = 0;
  let last = samples.times[0] ?? 0;
  const sorted = [...tasks].sort((a, b) => a[0] - b[0]);
  let k = 0;
  for (let i = 0; i < samples.times.length; i++) {
    const time = samples.times[i]!;
    const dt = time - last;
    last = time;
    while (k < sorted.length && sorted[k]![0] + sorted[k]![1] < time) {
      for (const [name, ms] of perTask) longestIn.set(name, Math.max(longestIn.get(name) ?? 0, ms));
      perTask.clear();
      k++;
    }
    const task = sorted[k];
    if (!task || time < task[0]) continue;
    sampled += dt;
    const stack = samples.stacks[i]!;
    const from = focus ? stack.findIndex((name) => name.startsWith(`${focus} `)) : 0;
    if (from < 0) continue;
    for (const name of new Set(stack.slice(from))) {
      if (name.startsWith('(root)') || name.startsWith('(program)')) continue;
      total.set(name, (total.get(name) ?? 0) + dt);
      perTask.set(name, (perTask.get(name) ?? 0) + dt);
    }
  }
  for (const [name, ms] of perTask) longestIn.set(name, Math.max(longestIn.get(name) ?? 0, ms));
  const rows = [...total].sort((a, b) => b[1] - a[1]).slice(0, top);
  if (rows.length === 0) return 'no samples in long tasks';
  const head = `${sampled.toFixed(0)} ms sampled in ${tasks.length} long tasks${focus ? `, under ${focus}` : ''}; inclusive ms (all tasks / most in one task):`;
  return [head, ...rows.map(([name, ms]) => `      ${ms.toFixed(0).padStart(5)} / ${(longestIn.get(name) ?? 0).toFixed(0).padStart(4)}  ${name}`)].join('\n');
}
