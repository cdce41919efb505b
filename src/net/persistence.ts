// Keeps a room's doc in IndexedDB, so a reload restores the game before any peer answers and an
// offline peer has its moves to share when it returns. The layout is y-indexeddb's (database per
// room, an auto-increment `updates` store of Yjs updates, a `custom` store), so rooms stored by either
// read the same. Unlike y-indexeddb, writes are batched: updates are queued and written together a
// moment later in one transaction, off the path that applies a peer's move (this player's own writes,
// and leaving or hiding the page, write at once); and once the store grows, the updates written since it
// was last rewritten are merged into one (work in proportion to them, not to the whole room, so no write
// holds the page long), and now and then the whole store is rewritten as the doc's state, so a reload
// applies a few updates rather than one per move. Once more bytes were written since the last rewrite
// than it held (a sync, or a flood of entries the room refused and deleted), the store is rewritten as the
// doc's state at once: what the room deleted is not kept (the doc has dropped its content), and no merge
// of megabytes holds the page. The `custom` store also keeps the signatures this device has checked
// (verified-entries.ts), a batch per write under keys `verified/batch/<n>`, written again as one batch
// once there are VERIFIED_BATCHES_AT (reading 500 records one by one took 18-23 ms, as one batch 3-8).
// Stores from before keep one record per signature under `verified/<signature>`; they are read too, and
// written again as one batch at the next write.
import * as Y from 'yjs';
import { LOCAL_ORIGIN } from './room-doc.js';
import { VerifiedEntries, type VerifiedRecord } from './verified-entries.js';

/** A doc stored on this device. */
export interface DocPersistence {
  /** The signatures checked on this device, as stored; new ones are written with the next batch. */
  readonly verified: VerifiedEntries;
  /** Asks for a write soon (new checked signatures, with no doc update to carry them). */
  saveSoon(): void;
  /** Writes any queued updates now. */
  flush(): Promise<void>;
  /** Writes what is queued, stops storing and closes the database. */
  destroy(): Promise<void>;
}

const UPDATES = 'updates';
const CUSTOM = 'custom';
/** Keys of checked signatures in the custom store: batches under VERIFIED_BATCH and a number, and (as
 * stores from before hold them) single records under this prefix and the signature. */
const VERIFIED = 'verified/';
const VERIFIED_BATCH = `${VERIFIED}batch/`;
const VERIFIED_RANGE = (): IDBKeyRange => IDBKeyRange.bound(VERIFIED, `${VERIFIED}\uffff`);
/** Batches of checked signatures kept before they are written again as one. */
export const VERIFIED_BATCHES_AT = 16;
/** Queued updates wait this long, so a burst (a sync, a move and its answers) is one transaction. */
export const WRITE_DELAY_MS = 30;
/** Past this many stored updates the store is compacted: the recent ones merged, or all rewritten as one. */
export const COMPACT_AT = 100;
/** The store is rewritten as the doc's state once the updates written since the last rewrite hold more
 * bytes than that rewrite did, and than this. */
const REWRITE_BYTES = 64 * 1024;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const open = indexedDB.open(name);
  open.onupgradeneeded = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains(UPDATES)) db.createObjectStore(UPDATES, { autoIncrement: true });
    if (!db.objectStoreNames.contains(CUSTOM)) db.createObjectStore(CUSTOM);
  };
  return request(open);
}

/** Loads `doc` from IndexedDB database `name` (resolves once what was stored is applied) and keeps it stored. */
export async function persistDoc(doc: Y.Doc, name: string): Promise<DocPersistence> {
  const origin = { persistence: name };
  const queue: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  // Until the store is read, updates only queue; the first write is scheduled once it is.
  let schedule = (): void => {};
  let writeSoon = (): void => {};
  const onUpdate = (update: Uint8Array, from: unknown): void => {
    if (from === origin || closed) return;
    queue.push(update);
    // This player's own writes (a move, a seat claim) go to disk at once, with whatever queued before them.
    if (from === LOCAL_ORIGIN) writeSoon();
    else schedule();
  };
  // Listening from the start: whatever the doc already holds, or receives while loading, is kept too.
  doc.on('update', onUpdate);
  if (doc.store.clients.size > 0) queue.push(Y.encodeStateAsUpdate(doc));

  const db = await openDatabase(name);
  const read = db.transaction([UPDATES, CUSTOM], 'readonly');
  const store = read.objectStore(UPDATES);
  const [updates, keys, checkedKeys, checked] = await Promise.all([
    request(store.getAll()),
    request(store.getAllKeys()),
    request(read.objectStore(CUSTOM).getAllKeys(VERIFIED_RANGE())),
    request(read.objectStore(CUSTOM).getAll(VERIFIED_RANGE())) as Promise<unknown[]>,
  ]);
  const records: VerifiedRecord[] = [];
  let singles = 0;
  for (const value of checked) {
    if (Array.isArray(value)) records.push(...value.filter(isVerifiedRecord));
    else if (isVerifiedRecord(value)) {
      records.push(value);
      singles++;
    }
  }
  const verified = VerifiedEntries.restored(records);
  // The next batch's number, and whether the checked signatures are to be written again as one batch.
  const batchNumbers = checkedKeys.flatMap((key) => (typeof key === 'string' && key.startsWith(VERIFIED_BATCH) ? [Number(key.slice(VERIFIED_BATCH.length))] : []));
  let nextBatch = Math.max(-1, ...batchNumbers.filter(Number.isSafeInteger)) + 1;
  let rewriteChecked = singles > 0;
  // One transaction for everything stored: observers see one change, as after one sync. Nothing listens
  // for the update it makes (this store would ignore it), so Yjs does not encode the whole room again.
  doc.off('update', onUpdate);
  try {
    doc.transact(() => {
      for (const update of updates as Uint8Array[]) Y.applyUpdate(doc, update, origin);
    }, origin);
  } finally {
    doc.on('update', onUpdate);
  }
  let stored = updates.length;
  // The first stored update is the last rewrite (a rewrite replaces every update before it), or the first write.
  let rewriteAt = Math.max(REWRITE_BYTES, (updates[0] as Uint8Array | undefined)?.length ?? 0);
  let sinceRewrite = byteLength((updates as Uint8Array[]).slice(1));
  let lastKey = (keys.at(-1) as number | undefined) ?? 0;
  // The updates written since the store was last compacted, stored under keys from `recentFrom` on.
  let recent: Uint8Array[] = [];
  let recentFrom = lastKey + 1;

  /** Writes the queue in one transaction; compacts the store once it has grown. */
  const writeQueued = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (closed) return;
    const signatures = verified.takeUnsaved();
    if (queue.length === 0 && stored < COMPACT_AT && signatures.length === 0) return;
    const batch = queue.splice(0);
    const batchBytes = byteLength(batch);
    const transaction = db.transaction([UPDATES, CUSTOM], 'readwrite');
    const custom = transaction.objectStore(CUSTOM);
    if (signatures.length > 0 || rewriteChecked) {
      // Batches are numbered from 0 up, so the next one's number counts them.
      if (rewriteChecked || nextBatch + 1 >= VERIFIED_BATCHES_AT) {
        custom.delete(VERIFIED_RANGE());
        custom.put(verified.records(), `${VERIFIED_BATCH}0`);
        nextBatch = 1;
        rewriteChecked = false;
      } else {
        custom.put(signatures, `${VERIFIED_BATCH}${nextBatch++}`);
      }
    }
    const updatesStore = transaction.objectStore(UPDATES);
    let added: IDBRequest<IDBValidKey>[];
    let compacted = true;
    const grown = stored + batch.length >= COMPACT_AT;
    if (sinceRewrite + batchBytes > rewriteAt || (grown && recent.length + batch.length < COMPACT_AT / 2)) {
      // Mostly new bytes, or mostly merged updates: the doc holds everything stored and queued, minus what
      // it deleted, so its state replaces the lot.
      const state = Y.encodeStateAsUpdate(doc);
      added = [updatesStore.add(state)];
      updatesStore.delete(IDBKeyRange.upperBound(lastKey));
      stored = 1;
      sinceRewrite = 0;
      rewriteAt = Math.max(REWRITE_BYTES, state.length);
    } else if (!grown) {
      added = batch.map((update) => updatesStore.add(update));
      recent.push(...batch);
      stored += batch.length;
      sinceRewrite += batchBytes;
      compacted = false;
    } else {
      // Most stored updates are recent: they and the batch become one.
      added = [updatesStore.add(Y.mergeUpdates([...recent, ...batch]))];
      if (recent.length > 0) updatesStore.delete(IDBKeyRange.bound(recentFrom, lastKey));
      stored -= recent.length - 1;
      sinceRewrite += batchBytes;
    }
    await done(transaction);
    if (added.length) lastKey = added.at(-1)!.result as number;
    if (compacted) {
      recent = [];
      recentFrom = lastKey + 1;
    }
  };
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => (writing = writing.then(writeQueued, writeQueued));
  schedule = () => void (timer ??= setTimeout(() => void flush(), WRITE_DELAY_MS));
  writeSoon = () => {
    clearTimeout(timer);
    timer = undefined;
    void flush();
  };
  if (queue.length > 0 || stored >= COMPACT_AT) schedule();

  // Leaving the page, hidden (a phone may kill a background tab without warning) or frozen: write now.
  const onLeave = (): void => {
    if (globalThis.document?.visibilityState !== 'visible') writeSoon();
  };
  const leaving = ['visibilitychange', 'freeze'] as const;
  for (const type of leaving) globalThis.document?.addEventListener(type, onLeave, { capture: true });
  globalThis.addEventListener?.('pagehide', writeSoon);

  return {
    verified,
    saveSoon: () => schedule(),
    flush,
    async destroy() {
      if (closed) return;
      doc.off('update', onUpdate);
      for (const type of leaving) globalThis.document?.removeEventListener(type, onLeave, { capture: true });
      globalThis.removeEventListener?.('pagehide', writeSoon);
      await flush();
      closed = true;
      db.close();
    },
  };
}

function byteLength(updates: readonly Uint8Array[]): number {
  let bytes = 0;
  for (const update of updates) bytes += update.length;
  return bytes;
}

function isVerifiedRecord(value: unknown): value is VerifiedRecord {
  const record = value as Partial<VerifiedRecord> | null;
  return (
    typeof record?.signKey === 'string' && typeof record.sig === 'string' && record.message instanceof Uint8Array && (record.id === undefined || typeof record.id === 'string')
  );
}
