// The room's doc kept in IndexedDB: what a page wrote is there after a reload (a new doc loading the
// same database), writes are batched and the store compacts, what the room deleted is not kept, the
// signatures the page checked are kept in a few batches, and a store y-indexeddb wrote loads too (the
// layout is the same).
import { expect } from 'chai';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { COMPACT_AT, persistDoc, VERIFIED_BATCHES_AT, WRITE_DELAY_MS } from '../../src/net/persistence.js';
import type { VerifiedRecord } from '../../src/net/verified-entries.js';

const names: string[] = [];
const freshName = (): string => {
  const name = `shoal-doc-test-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
};

/** The result of `read` on object store `storeName` of database `name`. */
function readStore<T>(name: string, storeName: string, read: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = read(open.result.transaction(storeName, 'readonly').objectStore(storeName));
      request.onsuccess = () => {
        resolve(request.result);
        open.result.close();
      };
      request.onerror = () => reject(request.error);
    };
  });
}

/** Every update in the store, in order. */
const storedUpdates = (name: string): Promise<Uint8Array[]> => readStore(name, 'updates', (store) => store.getAll() as IDBRequest<Uint8Array[]>);
const storedCount = (name: string): Promise<number> => readStore(name, 'updates', (store) => store.count());
/** The keys of the checked signatures in the store. */
const checkedKeys = (name: string): Promise<string[]> =>
  readStore(name, 'custom', (store) => store.getAllKeys(IDBKeyRange.bound('verified/', 'verified/\uffff')) as IDBRequest<string[]>);

const checkedRecord = (i: number): VerifiedRecord => ({ signKey: `key${i % 3}`, sig: `sig${i}`, message: new Uint8Array([i, i + 1, i + 2]), id: `id${i}` });

describe('doc store (IndexedDB)', () => {
  after(() => names.forEach((name) => indexedDB.deleteDatabase(name)));

  it('a reload finds every entry written before it, in order', async () => {
    const name = freshName();
    const doc = new Y.Doc();
    const store = await persistDoc(doc, name);
    const log = doc.getArray<{ n: number }>('log');
    for (let n = 0; n < 20; n++) log.push([{ n }]);
    doc.getMap('meta').set('game', 'fishery');
    await store.destroy();

    const reloaded = new Y.Doc();
    const again = await persistDoc(reloaded, name);
    expect(reloaded.getArray<{ n: number }>('log').toArray().map((e) => e.n)).to.deep.equal([...Array(20).keys()]);
    expect(reloaded.getMap('meta').get('game')).to.equal('fishery');
    await again.destroy();
  });

  it('writes a burst of updates in one go, and compacts a long history into one update', async () => {
    const name = freshName();
    const doc = new Y.Doc();
    const store = await persistDoc(doc, name);
    const log = doc.getArray<number>('log');
    // The write the burst schedules is held here, so a slow machine cannot let it run before the count.
    const scheduled: { run: () => void; delay: number | undefined }[] = [];
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((run: () => void, delay?: number) => {
      scheduled.push({ run, delay });
      return 0;
    }) as typeof setTimeout;
    try {
      for (let n = 0; n < 10; n++) log.push([n]);
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(scheduled.map((s) => s.delay), 'one write scheduled for the whole burst').to.deep.equal([WRITE_DELAY_MS]);
    expect(await storedCount(name), 'nothing written before the batch is due').to.equal(0);
    scheduled[0]!.run();
    await store.flush();
    expect(await storedCount(name)).to.equal(10);
    for (let n = 10; n < COMPACT_AT + 20; n++) log.push([n]);
    await store.flush();
    expect(await storedCount(name), 'one update stands for the whole history').to.equal(1);
    await store.destroy();

    const reloaded = new Y.Doc();
    const again = await persistDoc(reloaded, name);
    expect(reloaded.getArray<number>('log').toArray()).to.deep.equal([...Array(COMPACT_AT + 20).keys()]);
    await again.destroy();
  });

  it('merges what was written since the last compaction, rewrites the whole store now and then, and a reload finds it all', async () => {
    const name = freshName();
    const doc = new Y.Doc();
    const store = await persistDoc(doc, name);
    const log = doc.getArray<number>('log');
    const counts: number[] = [];
    const total = COMPACT_AT * 60;
    for (let n = 0; n < total; n++) {
      log.push([n]);
      if (n % 25 === 24) {
        await store.flush();
        counts.push(await storedCount(name));
      }
    }
    await store.destroy();
    expect(Math.max(...counts), 'never more than COMPACT_AT updates stored').to.be.at.most(COMPACT_AT);
    const firstMerge = counts.findIndex((count, i) => i > 0 && count < counts[i - 1]!);
    expect(counts[firstMerge], 'the first compaction merges what was written').to.equal(1);
    const merges = counts.flatMap((count, i) => (i > 0 && count < counts[i - 1]! ? [count] : []));
    expect(merges.some((count) => count > 1), 'a later one merges only the recent updates, keeping the merged ones').to.equal(true);
    expect(merges.slice(1).includes(1), 'now and then the whole store is rewritten as one').to.equal(true);

    const reloaded = new Y.Doc();
    const again = await persistDoc(reloaded, name);
    expect(reloaded.getArray<number>('log').toArray()).to.deep.equal([...Array(total).keys()]);
    await again.destroy();
  });

  it('what the room deleted soon after it arrived (a flood of junk) is not kept in the store', async () => {
    const name = freshName();
    const doc = new Y.Doc();
    const store = await persistDoc(doc, name);
    const log = doc.getArray<unknown>('log');
    log.push([{ move: 'real' }]);
    await store.flush();
    // A peer's junk arrives in updates of 250 entries, and the room deletes each as it comes.
    const eve = new Y.Doc();
    const junk = eve.getArray<unknown>('log');
    let junkBytes = 0;
    eve.on('update', (update: Uint8Array) => {
      junkBytes += update.length;
      Y.applyUpdate(doc, update, 'peer');
      doc.transact(() => log.delete(1, log.length - 1));
    });
    Y.applyUpdate(eve, Y.encodeStateAsUpdate(doc));
    for (let round = 0; round < 80; round++) {
      junk.push(Array.from({ length: 250 }, (_, i) => ({ seat: 1, n: i, move: { type: 'pass', i }, sig: 'A'.repeat(86) })));
      if (round % 4 === 3) await store.flush();
    }
    await store.flush();
    const stored = (await storedUpdates(name)).reduce((sum, update) => sum + update.length, 0);
    expect(junkBytes, 'the flood').to.be.greaterThan(2_000_000);
    expect(stored, `${stored} bytes stored`).to.be.below(100 * 1024);
    await store.destroy();

    const reloaded = new Y.Doc();
    const again = await persistDoc(reloaded, name);
    expect(reloaded.getArray('log').toArray()).to.deep.equal([{ move: 'real' }]);
    await again.destroy();
  });

  it('keeps the signatures it checked in a few batches, and a reload knows them all', async () => {
    const name = freshName();
    const store = await persistDoc(new Y.Doc(), name);
    const keyCounts: number[] = [];
    for (let i = 0; i < 3 * VERIFIED_BATCHES_AT; i++) {
      store.verified.add(checkedRecord(i));
      store.saveSoon();
      await store.flush();
      keyCounts.push((await checkedKeys(name)).length);
    }
    await store.destroy();
    expect(Math.max(...keyCounts)).to.be.at.most(VERIFIED_BATCHES_AT);
    expect(keyCounts.at(-1)).to.be.below(VERIFIED_BATCHES_AT);

    const again = await persistDoc(new Y.Doc(), name);
    for (let i = 0; i < 3 * VERIFIED_BATCHES_AT; i++) {
      const record = checkedRecord(i);
      expect(again.verified.has(record.signKey, record.sig, record.message), record.sig).to.equal(true);
      expect(again.verified.idOf(record.sig, record.message)).to.equal(record.id);
    }
    expect(again.verified.has('key0', 'sig0', new Uint8Array([9])), 'other bytes').to.equal(false);
    await again.destroy();
  });

  it('reads a store that keeps one record per checked signature (as stores did before), and writes them again as one batch', async () => {
    const name = freshName();
    // A store as an earlier version left it.
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('updates', { autoIncrement: true });
        open.result.createObjectStore('custom');
      };
      open.onsuccess = () => {
        const transaction = open.result.transaction('custom', 'readwrite');
        for (let i = 0; i < 5; i++) transaction.objectStore('custom').put(checkedRecord(i), `verified/sig${i}`);
        transaction.oncomplete = () => (open.result.close(), resolve());
        transaction.onerror = () => reject(transaction.error);
      };
      open.onerror = () => reject(open.error);
    });
    const store = await persistDoc(new Y.Doc(), name);
    for (let i = 0; i < 5; i++) expect(store.verified.has(`key${i % 3}`, `sig${i}`, checkedRecord(i).message)).to.equal(true);
    store.verified.add(checkedRecord(5));
    await store.flush();
    expect(await checkedKeys(name)).to.deep.equal(['verified/batch/0']);
    await store.destroy();

    const again = await persistDoc(new Y.Doc(), name);
    for (let i = 0; i < 6; i++) expect(again.verified.idOf(`sig${i}`, checkedRecord(i).message)).to.equal(`id${i}`);
    await again.destroy();
  });

  it('loads a store written by y-indexeddb, and y-indexeddb loads what it wrote', async () => {
    const name = freshName();
    const original = new Y.Doc();
    const theirs = new IndexeddbPersistence(name, original);
    await theirs.whenSynced;
    original.getArray<string>('log').push(['a', 'b']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await theirs.destroy();

    const doc = new Y.Doc();
    const ours = await persistDoc(doc, name);
    expect(doc.getArray<string>('log').toArray()).to.deep.equal(['a', 'b']);
    doc.getArray<string>('log').push(['c']);
    await ours.destroy();

    const back = new Y.Doc();
    const theirsAgain = new IndexeddbPersistence(name, back);
    await theirsAgain.whenSynced;
    expect(back.getArray<string>('log').toArray()).to.deep.equal(['a', 'b', 'c']);
    await theirsAgain.destroy();
  });
});
