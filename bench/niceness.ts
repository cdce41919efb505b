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

/** The processes `roots` started, and theirs, by pid (default: this process's; the roots themselves are included when named). */
export function descendantPids(roots?: Iterable<number>): Set<number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(`/proc/${name}/stat`);
    if (fields) parents.set(Number(name), Number(fields[1]));
  }
  const found = new Set(roots ?? [process.pid]);
  for (let known = 0; known !== found.size; ) {
    known = found.size;
    for (const [pid, ppid] of parents) if (found.has(ppid)) found.add(pid);
  }
  if (!roots) found.delete(process.pid);
  return found;
}

/** Sets every thread of `pid` to `nice`. */
function niceThreads(pid: number, nice: number): void {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
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

/** Keeps every thread of this process's descendants at this process's niceness, and those of the
 * processes `lower` names LOWER_BY further down (a browser that stands for other machines); returns the stop. */
export function keepNiceness(lower: () => Iterable<number> = () => []): () => void {
  const nice = getPriority();
  const timer = setInterval(() => {
    const others = new Set(lower());
    for (const pid of descendantPids()) niceThreads(pid, others.has(pid) ? Math.min(19, nice + LOWER_BY) : nice);
  }, 200);
  return () => clearInterval(timer);
}

/** How much lower a browser that stands for other machines runs. */
const LOWER_BY = 10;
