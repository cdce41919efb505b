// Nothing accepted is ever lost: each replica keeps every entry it accepted (and the two entries of a
// proven equivocation, and the claims and admissions of the seating) and puts back any that vanish
// from the doc. Where they go in an array does not matter: the history is read from signatures alone.
import type { Seat } from '../core/index.js';
import type { SignedEntry } from './entry.js';
import type { FoldResult } from './log-fold.js';

/** An accepted entry that vanished from the doc and was put back. */
export interface TamperReport {
  readonly seat: Seat;
  readonly n: number;
  readonly message: string;
}

/** Every entry this replica must keep in the doc, by id. */
export class KeptEntries {
  private readonly kept = new Map<string, SignedEntry>();
  /** Equivocation proofs, whose ids are computed once when they are needed. */
  private readonly proofs = new Map<string, SignedEntry>();

  /** Adds what `fold` accepted since its stable part, and any equivocation proof. */
  remember(fold: FoldResult): void {
    for (let i = fold.stableAccepted; i < fold.accepted.length; i++) {
      const accepted = fold.accepted[i]!;
      this.kept.set(accepted.id, accepted.entry);
    }
    if (fold.ended?.kind === 'equivocation') {
      for (const entry of fold.ended.entries) this.proofs.set(entry.sig, entry);
    }
  }

  /** The kept entries whose ids are not in `present`, with the report of each (`idOf` only for proofs). */
  missing(present: ReadonlySet<string>, idOf: (entry: SignedEntry) => string): { entries: SignedEntry[]; reports: TamperReport[] } {
    const entries: SignedEntry[] = [];
    for (const [id, entry] of this.kept) if (!present.has(id)) entries.push(entry);
    for (const entry of this.proofs.values()) {
      const id = idOf(entry);
      if (!present.has(id) && !this.kept.has(id)) entries.push(entry);
    }
    return {
      entries,
      reports: entries.map((entry) => ({
        seat: entry.seat,
        n: entry.n,
        message: `Seat ${entry.seat}'s entry ${entry.n} was removed from the log and has been put back.`,
      })),
    };
  }
}
