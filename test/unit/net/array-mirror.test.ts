import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import * as Y from 'yjs';
import { ArrayMirror, type ArrayDeltaOp } from '../../../src/net/array-mirror.js';

type Edit = { readonly at: number; readonly insert: number; readonly remove: number };

const edit = fc.record({ at: fc.nat(40), insert: fc.nat(3), remove: fc.nat(2) });

test('the mirror equals the Y.Array after any edits, local or merged from another doc (seeded property)', () => {
  fc.assert(
    fc.property(fc.array(fc.array(edit, { maxLength: 4 }), { minLength: 1, maxLength: 8 }), fc.boolean(), (transactions, viaPeer) => {
      const doc = new Y.Doc();
      const peer = new Y.Doc();
      const array = doc.getArray<object>('log');
      const mirror = new ArrayMirror();
      array.observe((event) => mirror.applyDeltaInPlace(event.delta as ArrayDeltaOp[]));
      let label = 0;
      for (const edits of transactions) {
        const target = viaPeer ? peer : doc;
        const list = target.getArray<object>('log');
        const before = array.toArray();
        target.transact(() => applyEdits(list, edits, () => ({ label: label++ })));
        if (viaPeer) Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer));
        const after = array.toArray();
        assert.deepEqual(mirror.items, after);
        for (let i = 0; i < after.length; i++) assert.equal(mirror.items[i], after[i], 'the very item objects, not copies');
        const changes = mirror.takeChanges();
        const firstDifference = firstDiff(before, after);
        if (firstDifference === null) assert.equal(changes.from, null);
        else assert.ok(changes.from !== null && changes.from <= firstDifference, `changed from ${changes.from}, first difference ${firstDifference}`);
        const gone = before.filter((item) => !after.includes(item));
        assert.deepEqual(new Set(changes.removed), new Set(gone));
      }
    }),
    { seed: 7, numRuns: 200 },
  );
});

test('taking the changes starts counting afresh', () => {
  const doc = new Y.Doc();
  const array = doc.getArray<number>('log');
  const mirror = new ArrayMirror();
  array.observe((event) => mirror.applyDeltaInPlace(event.delta as ArrayDeltaOp[]));
  array.push([1, 2, 3]);
  array.delete(1, 1);
  assert.deepEqual(mirror.takeChanges(), { from: 0, removed: [2] });
  assert.deepEqual(mirror.takeChanges(), { from: null, removed: [] });
  array.push([4]);
  assert.deepEqual(mirror.takeChanges(), { from: 2, removed: [] });
  assert.deepEqual(mirror.items, [1, 3, 4]);
});

function applyEdits(list: Y.Array<object>, edits: readonly Edit[], fresh: () => object): void {
  for (const { at, insert, remove } of edits) {
    const index = list.length === 0 ? 0 : at % (list.length + 1);
    const removable = Math.min(remove, list.length - index);
    if (removable > 0) list.delete(index, removable);
    if (insert > 0) list.insert(Math.min(index, list.length), Array.from({ length: insert }, fresh));
  }
}

function firstDiff(a: readonly unknown[], b: readonly unknown[]): number | null {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return i;
  return null;
}
