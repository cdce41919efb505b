// A measurement run under `nice` holds for the browser it starts too. Chromium sets its renderers'
// niceness itself (0 for a page in front), and on Linux niceness is a thread's: each thread of every
// process this one started is set back to this process's niceness, five times a second.
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** A /proc stat line's fields after the command name (which may hold spaces): [state, ppid, …]. */
function statFields(path: string): string[] | null {
  try {
    const stat = readFileSync(path, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/** Keeps every thread of this process's descendants at this process's niceness; returns the stop. */
export function keepNiceness(): () => void {
  const nice = getPriority();
  const timer = setInterval(() => {
    const parents = new Map<number, number>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const fields = statFields(`/proc/${name}/stat`);
      if (fields) parents.set(Number(name), Number(fields[1]));
    }
    const ours = new Set([process.pid]);
    for (let known = 0; known !== ours.size; ) {
      known = ours.size;
      for (const [pid, ppid] of parents) if (ours.has(ppid)) ours.add(pid);
    }
    ours.delete(process.pid);
    for (const pid of ours) {
      let threads: string[];
      try {
        threads = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of threads) {
        // Field 19 of stat is the niceness; after the command name it is the 17th.
        const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
        if (!fields || Number(fields[16]) === nice) continue;
        try {
          setPriority(Number(tid), nice);
        } catch {
          // Gone, or not ours to change.
        }
      }
    }
  }, 200);
  return () => clearInterval(timer);
}
