// Every task each page's main thread ran, with its wall time and its CPU time (the thread's own running
// time), from a Chrome trace of the browser ('toplevel' task events). On a loaded machine a task's wall
// time counts the time the thread waited for a core; its CPU time is what the task itself cost, about
// what it would take on a quiet machine. Each page is found in the trace by a user-timing mark it makes,
// which also places the trace's clock on the page's.
import type { Browser, Page } from 'playwright-core';

/** A task on a page's clock: start, wall ms, CPU ms. */
export type TracedTask = readonly [number, number, number];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
}

/** A running trace of `browser`; mark each page once, then stop to read each marked page's tasks. */
export interface TaskTrace {
  mark(page: Page, name: string): Promise<void>;
  stop(): Promise<Map<string, TracedTask[]>>;
}

export async function traceTasks(browser: Browser): Promise<TaskTrace> {
  await browser.startTracing(undefined, { categories: ['-*', 'toplevel', 'blink.user_timing'] });
  const marks = new Map<string, number>();
  return {
    async mark(page, name) {
      marks.set(name, await page.evaluate((label) => performance.mark(label).startTime, name));
    },
    async stop() {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
      const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
      const found = new Map<string, TracedTask[]>();
      for (const [name, pageTime] of marks) {
        const mark = events.find((e) => e.name === name);
        if (!mark) continue;
        const offset = mark.ts / 1000 - pageTime;
        const tasks = events
          .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.dur !== undefined)
          .map((e): TracedTask => [e.ts / 1000 - offset, e.dur! / 1000, (e.tdur ?? e.dur!) / 1000]);
        found.set(name, tasks);
      }
      return found;
    },
  };
}
