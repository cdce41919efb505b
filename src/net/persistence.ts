// Keeps a room's doc in IndexedDB, so a reload restores the game before any peer answers and an
// offline peer has its moves to share when it returns. The layout is y-indexeddb's (database per
// room, an auto-increment `updates` store of Yjs updates, a `custom` store), so rooms stored by either
// read the same. Unlike y-indexeddb, writes are batched: updates are queued and written together a
// moment later in one transaction, off the path that applies a peer's move; and the store is compacted
// to one update once it grows, so a reload applies one update rather than one per move.
import * as Y from 'yjs';

/** A doc stored on this device. */
export interface DocPersistence {
  /** Writes any queued updates now. */
  flush(): Promise<void>;
  /** Writes what is queued, stops storing and closes the database. */
  destroy(): Promise<void>;
}

const UPDATES = 'updates';
const CUSTOM = 'custom';
/** Queued updates wait this long, so a burst (a sync, a move and its answers) is one transaction. */
export const WRITE_DELAY_MS = 30;
/** Past this many stored updates the store is rewritten as one. */
export const COMPACT_AT = 100;

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
  const onUpdate = (update: Uint8Array, from: unknown): void => {
    if (from === origin || closed) return;
    queue.push(update);
    schedule();
  };
  // Listening from the start: whatever the doc already holds, or receives while loading, is kept too.
  doc.on('update', onUpdate);
  if (doc.store.clients.size > 0) queue.push(Y.encodeStateAsUpdate(doc));

  const db = await openDatabase(name);
  const store = db.transaction(UPDATES, 'readonly').objectStore(UPDATES);
  const [updates, keys] = await Promise.all([request(store.getAll()), request(store.getAllKeys())]);
  // One transaction for everything stored: observers see one change, as after one sync.
  doc.transact(() => {
    for (const update of updates as Uint8Array[]) Y.applyUpdate(doc, update, origin);
  }, origin);
  let stored = updates.length;
  let lastKey = (keys.at(-1) as number | undefined) ?? 0;

  /** Writes the queue in one transaction; rewrites the store as one update once it has grown. */
  const writeQueued = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (closed || (queue.length === 0 && stored < COMPACT_AT)) return;
    const batch = queue.splice(0);
    const transaction = db.transaction(UPDATES, 'readwrite');
    const updatesStore = transaction.objectStore(UPDATES);
    let added: IDBRequest<IDBValidKey>[];
    if (stored + batch.length >= COMPACT_AT) {
      // The doc holds everything stored and queued: its state replaces the lot.
      added = [updatesStore.add(Y.encodeStateAsUpdate(doc))];
      updatesStore.delete(IDBKeyRange.upperBound(lastKey));
      stored = 1;
    } else {
      added = batch.map((update) => updatesStore.add(update));
      stored += batch.length;
    }
    await done(transaction);
    lastKey = added.at(-1)!.result as number;
  };
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => (writing = writing.then(writeQueued, writeQueued));
  schedule = () => void (timer ??= setTimeout(() => void flush(), WRITE_DELAY_MS));
  if (queue.length > 0 || stored >= COMPACT_AT) schedule();

  // Leaving the page: write now rather than after the delay.
  const onPageHide = (): void => void flush();
  globalThis.addEventListener?.('pagehide', onPageHide);

  return {
    flush,
    async destroy() {
      if (closed) return;
      doc.off('update', onUpdate);
      globalThis.removeEventListener?.('pagehide', onPageHide);
      await flush();
      closed = true;
      db.close();
    },
  };
}
