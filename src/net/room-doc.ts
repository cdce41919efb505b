// The shape of a room's Y.Doc. Every part is a set of self-certifying items, read without regard to
// order: `constitution` (the room's description, checked against the link's secret), `seats` (signed
// claims), `admits` (the creator's signed admissions), `log` (signed entries, chained by `prev`) and
// `next` (signed rematch offers, one key per seat).
import type * as Y from 'yjs';

/** Where a write came from: this device's player, its repair of the doc, or (any other origin) a peer. */
export const LOCAL_ORIGIN = Object.freeze({ shoal: 'local' as const });
export const REPUBLISH_ORIGIN = Object.freeze({ shoal: 'republish' as const });

/** The shared types of a room. */
export interface RoomParts {
  readonly constitution: Y.Array<unknown>;
  readonly seats: Y.Array<unknown>;
  readonly admits: Y.Array<unknown>;
  readonly log: Y.Array<unknown>;
  readonly next: Y.Map<unknown>;
}

/** The shared types of `doc`. */
export function roomParts(doc: Y.Doc): RoomParts {
  return {
    constitution: doc.getArray('constitution'),
    seats: doc.getArray('seats'),
    admits: doc.getArray('admits'),
    log: doc.getArray('log'),
    next: doc.getMap('next'),
  };
}

/** Deletes the items of `array` that are (the same objects as) one of `items`, run by run from the end. */
export function deleteItems(array: Y.Array<unknown>, items: ReadonlySet<unknown>): void {
  if (items.size === 0) return;
  const content = array.toArray();
  let end = content.length;
  while (end > 0) {
    if (!items.has(content[end - 1])) {
      end--;
      continue;
    }
    let start = end - 1;
    while (start > 0 && items.has(content[start - 1])) start--;
    array.delete(start, end - start);
    end = start;
  }
}
