// Match statistics for the bot benches: win shares with 95 % Wilson intervals, and move-time summaries.
import { loadavg } from 'node:os';

/** `wins` of `games` as a percentage with its 95 % Wilson interval, e.g. "62.0 % [55.1, 68.4] (124/200)". */
export function share(wins: number, games: number): string {
  if (games === 0) return 'no games';
  const z = 1.96;
  const p = wins / games;
  const denominator = 1 + (z * z) / games;
  const centre = (p + (z * z) / (2 * games)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / denominator;
  const pct = (x: number): string => (100 * x).toFixed(1);
  return `${pct(p)} % [${pct(Math.max(0, centre - half))}, ${pct(Math.min(1, centre + half))}] (${wins}/${games})`;
}

/** Median, 99th percentile and maximum of move times in ms. */
export function timeSummary(times: readonly number[]): string {
  if (times.length === 0) return 'no moves';
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return `median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(sorted[sorted.length - 1] as number).toFixed(1)} ms (${sorted.length} moves)`;
}

/** True when the long matches were asked for: `npm run bench -- bots` or BENCH_FULL=1. */
export function fullBench(): boolean {
  return process.env.BENCH_FULL === '1' || process.env.BENCH_BOTS === '1';
}

/** A wall clock for bots' thinking time. */
export const wallClock = (): number => performance.now();

/**
 * This process's CPU time in ms, as a thinking clock: a bot that thinks "1 s" by it searches as much as it
 * would in 1 s on an idle core, however many other jobs share the machine, so level matches mean the same
 * under load as at idle (a wall clock hands a timed bot fewer iterations the busier the machine is).
 */
export const cpuClock = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The machine's load averages (1, 5, 15 min), to read the figures by. */
export const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');
