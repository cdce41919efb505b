/** SF-5.4 setting a river's quota from the revealed ballots: consensus, else a strict majority, else last year's. */
import { parseBallot } from './moves.js';
import type { Quota, QuotaVote, River } from './types.js';

/** The quota a vote names, or null for "no quota". */
function quotaOf(vote: QuotaVote): Quota | null {
  if (vote === 'none') return null;
  return typeof vote === 'number' ? { uniform: vote } : { perSeat: vote };
}

const sameTable = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * One river's quota after the vote. `ballots` are the opened values (a malformed one counts for
 * nothing and breaks consensus); `previous` is last year's quota.
 */
export function decideQuota(river: River, ballots: readonly unknown[], players: number, previous: Quota | null): Quota | null {
  const votes = ballots.map((b) => parseBallot(b, players)?.[river] ?? null);
  // 1. every seat committed the identical per-seat table.
  const first = votes[0];
  if (Array.isArray(first) && votes.every((v) => Array.isArray(v) && sameTable(v, first))) return { perSeat: [...first] };
  // 2. a strict majority for one uniform number or "no quota"; tables count for nothing here.
  const counts = new Map<number | 'none', number>();
  for (const v of votes) if (v === 'none' || typeof v === 'number') counts.set(v, (counts.get(v) ?? 0) + 1);
  for (const [vote, count] of counts) if (count * 2 > players) return quotaOf(vote);
  // 3. otherwise last year's quota stays.
  return previous;
}
