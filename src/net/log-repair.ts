// An accepted entry must never disappear: each replica remembers every entry it ever accepted, with the
// accepted entry before it. When the log loses one (a peer deleted it), the loss is reported and the
// entry is re-published after its predecessor, unless someone already put it back.
import { isRuleError } from '../core/index.js';
import type { Seat } from '../core/index.js';
import { entryKey, parseEntry, type SignedEntry } from './entry.js';
import type { FoldResult } from './log-fold.js';

/** An accepted entry that vanished from the doc and was put back. */
export interface TamperReport {
  readonly seat: Seat;
  readonly n: number;
  readonly message: string;
}

/** Every entry this replica accepted, in order, with the accepted entry before each. */
export class AcceptedEntries {
  private readonly everAccepted = new Map<string, { readonly entry: SignedEntry; readonly previous: string | null }>();

  /** Adds the entries `fold` accepted since its stable part. */
  remember(fold: FoldResult): void {
    for (let i = fold.stableAccepted; i < fold.accepted.length; i++) {
      const accepted = fold.accepted[i]!;
      if (!this.everAccepted.has(accepted.key)) this.everAccepted.set(accepted.key, { entry: accepted.entry, previous: fold.accepted[i - 1]?.key ?? null });
    }
  }

  /**
   * Reports each accepted entry among the `removed` log items and puts back, through `insert`, those
   * missing from `items` (the log now), each after the entry that preceded it.
   */
  repair(removed: readonly unknown[], items: readonly unknown[], insert: (at: number, entry: SignedEntry) => void): TamperReport[] {
    const vanished = new Set<string>();
    for (const item of removed) {
      const entry = parseEntry(item);
      if (!isRuleError(entry) && this.everAccepted.has(entryKey(entry))) vanished.add(entryKey(entry));
    }
    if (vanished.size === 0) return [];
    const present = new Map<string, number>();
    items.forEach((item, index) => {
      const entry = parseEntry(item);
      if (!isRuleError(entry)) present.set(entryKey(entry), index);
    });
    for (const [key, { entry, previous }] of this.everAccepted) {
      if (!vanished.has(key) || present.has(key)) continue;
      const at = previous !== null && present.has(previous) ? present.get(previous)! + 1 : 0;
      insert(at, entry);
      for (const [other, index] of present) if (index >= at) present.set(other, index + 1);
      present.set(key, at);
    }
    return [...vanished].map((key) => {
      const { entry } = this.everAccepted.get(key)!;
      return { seat: entry.seat, n: entry.n, message: `Seat ${entry.seat}'s entry ${entry.n} was removed from the log and has been put back.` };
    });
  }
}
