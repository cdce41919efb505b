// A plain copy of a Y.Array kept current from its observe deltas, so the fold reads only what changed
// instead of copying the whole array on every update. It remembers the lowest index that changed and
// the items removed since the changes were last taken.

/** One operation of a Y.Array observe event's delta. */
export interface ArrayDeltaOp {
  readonly insert?: readonly unknown[] | string;
  readonly retain?: number;
  readonly delete?: number;
}

/** What changed since the last `takeChanges`. */
export interface ArrayChanges {
  /** The lowest index whose item changed, or null when nothing did. */
  readonly from: number | null;
  /** The items removed, in the order they went. */
  readonly removed: readonly unknown[];
}

/** The items of one Y.Array, in order, kept by applying its deltas. */
export class ArrayMirror {
  private readonly list: unknown[] = [];
  private changedFrom = Number.POSITIVE_INFINITY;
  private removed: unknown[] = [];

  /** The items now. Read only: the mirror changes it in place on the next delta. */
  get items(): readonly unknown[] {
    return this.list;
  }

  /** Applies one observe event's delta to the copy, in place. */
  applyDeltaInPlace(delta: readonly ArrayDeltaOp[]): void {
    let at = 0;
    for (const op of delta) {
      if (op.retain !== undefined) {
        at += op.retain;
      } else if (op.insert !== undefined && typeof op.insert !== 'string') {
        this.changedFrom = Math.min(this.changedFrom, at);
        insertAt(this.list, at, op.insert);
        at += op.insert.length;
      } else if (op.delete !== undefined) {
        this.changedFrom = Math.min(this.changedFrom, at);
        for (const item of this.list.splice(at, op.delete)) this.removed.push(item);
      }
    }
  }

  /** The changes since the previous call, and starts counting afresh. */
  takeChanges(): ArrayChanges {
    const changes = { from: Number.isFinite(this.changedFrom) ? this.changedFrom : null, removed: this.removed };
    this.changedFrom = Number.POSITIVE_INFINITY;
    this.removed = [];
    return changes;
  }
}

/** Inserts `values` at `at` without spreading them into arguments (a long insert would overflow the stack). */
function insertAt(list: unknown[], at: number, values: readonly unknown[]): void {
  if (at === list.length) {
    for (const value of values) list.push(value);
    return;
  }
  const tail = list.splice(at);
  for (const value of values) list.push(value);
  for (const value of tail) list.push(value);
}
