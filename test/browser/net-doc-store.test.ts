// The room's doc kept in IndexedDB: what a page wrote is there after a reload (a new doc loading the
// same database), writes are batched and the store compacts, and a store y-indexeddb wrote loads too
// (the layout is the same).
import { expect } from 'chai';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { COMPACT_AT, persistDoc, WRITE_DELAY_MS } from '../../src/net/persistence.js';

const names: string[] = [];
const freshName = (): string => {
  const name = `shoal-doc-test-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
};

function storedCount(name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction('updates', 'readonly').objectStore('updates').count();
      count.onsuccess = () => {
        resolve(count.result);
        open.result.close();
      };
    };
  });
}

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
