import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { seededRandom } from '../../../src/core/index.js';
import { addedItems } from '../../../src/net/room-doc.js';

/** Every transaction on `doc`'s log, checked: addedItems holds exactly what event.changes.added holds. */
function watch(doc: Y.Doc): { checked: number } {
  const seen = { checked: 0 };
  doc.getArray('log').observe((event) => {
    const expected = new Set(event.changes.added);
    const found = addedItems(event);
    assert.equal(found.length, expected.size, `added count at transaction ${seen.checked}`);
    for (const item of found) assert.ok(expected.has(item), `an item not added at transaction ${seen.checked}`);
    seen.checked++;
  });
  return seen;
}

test('addedItems: what a push, an insert, a deletion and a sync from several browsers added to the log', () => {
  const random = seededRandom(13);
  const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()];
  const seen = docs.map(watch);
  const other = docs[0]!.getArray('other');
  for (let round = 0; round < 200; round++) {
    const doc = docs[random.int(docs.length)]!;
    const log = doc.getArray('log');
    const pick = random.next();
    if (pick < 0.4) log.push([{ round }, { round, second: true }]);
    else if (pick < 0.6 && log.length > 0) log.insert(random.int(log.length), [{ round, inserted: true }]);
    else if (pick < 0.75 && log.length > 2) log.delete(random.int(log.length - 2), 2);
    else if (pick < 0.85) {
      // One transaction: some pushed, one of them deleted again, and a write elsewhere.
      doc.transact(() => {
        log.push([{ round, a: 1 }, { round, b: 2 }, { round, c: 3 }]);
        log.delete(log.length - 2, 1);
        other.push([round]);
      });
    } else {
      const to = docs[random.int(docs.length)]!;
      if (to !== doc) Y.applyUpdate(to, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(to)), 'peer');
    }
  }
  for (const from of docs) for (const to of docs) if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)), 'peer');
  assert.deepEqual(docs[1]!.getArray('log').toJSON(), docs[0]!.getArray('log').toJSON());
  assert.ok(seen.every((s) => s.checked > 30), `every doc saw transactions: ${seen.map((s) => s.checked)}`);
});
