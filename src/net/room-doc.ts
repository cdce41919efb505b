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

/** The root types an honest page writes (`meta` only in rooms of the first version). */
const ROOM_TYPES = new Set(['constitution', 'seats', 'admits', 'log', 'next', 'meta']);

/** Deletes everything a peer wrote into root types no honest page uses; true when something was. */
export function deleteForeignTypes(doc: Y.Doc): boolean {
  const foreign = [...doc.share.entries()].filter(([name, type]) => !ROOM_TYPES.has(name) && (type._start !== null || type._map.size > 0));
  if (foreign.length === 0) return false;
  const items: Y.Item[] = [];
  for (const [, type] of foreign) {
    for (let item = type._start; item !== null; item = item.right) if (!item.deleted) items.push(item);
    for (const item of type._map.values()) if (!item.deleted) items.push(item);
  }
  if (items.length === 0) return false;
  doc.transact((transaction) => {
    for (const item of items) item.delete(transaction);
  }, REPUBLISH_ORIGIN);
  return true;
}

/** Whether `transaction` wrote into a root type no honest page uses. */
export function touchesForeignTypes(transaction: Y.Transaction): boolean {
  for (const type of transaction.changed.keys()) {
    if (type._item !== null) continue;
    for (const [name, root] of transaction.doc.share) if (root === type && !ROOM_TYPES.has(name)) return true;
  }
  return false;
}
