// The shape of a room's Y.Doc. Every part is a set of self-certifying items, read without regard to
// order: `constitution` (the room's description, checked against the link's secret), `seats` (signed
// claims), `admits` (the creator's signed admissions), `log` (signed entries, chained by `prev`) and
// `next` (signed rematch offers, one key per seat).
import * as Y from 'yjs';

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

/**
 * Deletes the items of `array` that are (the same objects as) one of `items`, run by run from the end,
 * at most `limit` of them; takes the deleted ones (and any no longer in the array) out of `items`, and
 * tells whether some are left to delete.
 */
export function deleteItems(array: Y.Array<unknown>, items: Set<unknown>, limit = Infinity): boolean {
  if (items.size === 0) return false;
  const content = array.toArray();
  let end = content.length;
  let deleted = 0;
  while (end > 0 && deleted < limit) {
    if (!items.has(content[end - 1])) {
      end--;
      continue;
    }
    let start = end - 1;
    while (start > 0 && end - start < limit - deleted && items.has(content[start - 1])) start--;
    array.delete(start, end - start);
    for (let i = start; i < end; i++) items.delete(content[i]);
    deleted += end - start;
    end = start;
  }
  // What is left to delete: the items still in the array.
  const left = new Set(content.slice(0, end));
  for (const item of items) if (!left.has(item)) items.delete(item);
  return items.size > 0;
}

/** The root types an honest page writes (`meta` only in rooms of the first version). */
const ROOM_TYPES = new Set(['constitution', 'seats', 'admits', 'log', 'next', 'meta']);

/** Deletes what a peer wrote into root types no honest page uses, at most `limit` items at a time;
 * true when more is left to delete. */
export function deleteForeignTypes(doc: Y.Doc, limit = Infinity): boolean {
  const foreign = [...doc.share.entries()].filter(([name, type]) => !ROOM_TYPES.has(name) && (type._start !== null || type._map.size > 0));
  if (foreign.length === 0) return false;
  const items: Y.Item[] = [];
  for (const [, type] of foreign) {
    for (let item = type._start; item !== null && items.length <= limit; item = item.right) if (!item.deleted) items.push(item);
    for (const item of type._map.values()) if (!item.deleted && items.length <= limit) items.push(item);
  }
  if (items.length === 0) return false;
  doc.transact((transaction) => {
    for (const item of items.slice(0, limit)) item.delete(transaction);
  }, REPUBLISH_ORIGIN);
  return items.length > limit;
}

/** Whether `transaction` wrote into a root type no honest page uses. */
export function touchesForeignTypes(transaction: Y.Transaction): boolean {
  for (const type of transaction.changed.keys()) {
    if (type._item !== null) continue;
    for (const [name, root] of transaction.doc.share) if (root === type && !ROOM_TYPES.has(name)) return true;
  }
  return false;
}

/**
 * The items a transaction added to `event`'s array and left there: `event.changes.added`, found from
 * the clocks the transaction wrote instead of a walk over the whole array (a long game's log).
 */
export function addedItems(event: Y.YArrayEvent<unknown>): Y.Item[] {
  const { transaction, target } = event;
  const added: Y.Item[] = [];
  for (const [client, after] of transaction.afterState) {
    const before = transaction.beforeState.get(client) ?? 0;
    if (after <= before) continue;
    const structs = transaction.doc.store.clients.get(client)!;
    for (let i = Y.findIndexSS(structs, before); i < structs.length && structs[i]!.id.clock < after; i++) {
      const struct = structs[i]!;
      if (struct instanceof Y.Item && struct.parent === target && struct.parentSub === null && !struct.deleted) added.push(struct);
    }
  }
  return added;
}
