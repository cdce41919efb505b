import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Y from 'yjs';
import { updatePieces, type UpdatePiece } from '../../../src/net/update-pieces.js';

function piecesOf(update: Uint8Array, maxBytes: number): UpdatePiece[] {
  return [...updatePieces(update, maxBytes)].filter((piece): piece is UpdatePiece => piece !== null);
}

function sameContent(a: Y.Doc, b: Y.Doc): void {
  assert.deepEqual(b.getArray('log').toJSON(), a.getArray('log').toJSON());
  assert.deepEqual(b.getMap('seats').toJSON(), a.getMap('seats').toJSON());
  assert.deepEqual(b.getText('note').toString(), a.getText('note').toString());
  assert.deepEqual(Y.encodeStateVector(b), Y.encodeStateVector(a));
}

/** A doc written by three browsers: pushes that Yjs merges into one item, map keys, text, deletions. */
function busyDoc(): Y.Doc {
  const docs = [new Y.Doc(), new Y.Doc(), new Y.Doc()];
  const sync = (): void => {
    for (const from of docs) for (const to of docs) if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
  };
  for (let round = 0; round < 30; round++) {
    const doc = docs[round % 3]!;
    const log = doc.getArray('log');
    for (let i = 0; i < 40; i++) log.push([{ round, i, sig: 'x'.repeat(80), move: { type: 'pass', n: [1, 2.5, null, true, 'é€😀'] } }]);
    doc.getMap('seats').set(`s${round % 4}`, { round, bytes: new Uint8Array([round, 1, 2]) });
    doc.getText('note').insert(0, `round ${round} 😀 `);
    if (round % 5 === 4) log.delete(3, 7);
    if (round % 2) sync();
  }
  sync();
  return docs[0]!;
}

test('an update cut into pieces of bounded size builds the same doc, applied piece by piece in order', () => {
  const source = busyDoc();
  const update = Y.encodeStateAsUpdate(source);
  for (const maxBytes of [1, 200, 4096, 1 << 20]) {
    const pieces = piecesOf(update, maxBytes);
    const target = new Y.Doc();
    for (const piece of pieces) {
      Y.applyUpdate(target, piece.update);
      // In an order where each piece builds on what is already there: nothing waits.
      assert.equal(target.store.pendingStructs, null);
    }
    sameContent(source, target);
    if (maxBytes >= 200) for (const piece of pieces) assert.ok(piece.update.length < maxBytes + 600, `a piece of ${piece.update.length} bytes under ${maxBytes}`);
    if (maxBytes === 4096) assert.ok(pieces.length > 5, `${pieces.length} pieces`);
  }
});

test('one array item holding many values (merged pushes) is cut between values', () => {
  const doc = new Y.Doc();
  const log = doc.getArray('log');
  for (let i = 0; i < 2000; i++) log.push([{ i, sig: 'y'.repeat(60) }]);
  const update = Y.encodeStateAsUpdate(doc);
  const pieces = piecesOf(update, 2048);
  assert.ok(pieces.length > 40, `${pieces.length} pieces`);
  for (const piece of pieces) assert.ok(piece.update.length < 2048 + 200, 'expected piece.update.length < 2048 + 200');
  const target = new Y.Doc();
  for (const piece of pieces) Y.applyUpdate(target, piece.update);
  assert.deepEqual(target.getArray('log').toJSON(), log.toJSON());
  // Later writes by the source still land in place.
  log.insert(1000, ['middle']);
  Y.applyUpdate(target, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(target)));
  assert.deepEqual(target.getArray('log').toJSON(), log.toJSON());
});

test('each piece names the clients whose writes it holds', () => {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.getArray('log').push(['a']);
  b.getArray('log').push(['b']);
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  const clients = new Set(piecesOf(Y.encodeStateAsUpdate(a), 1).flatMap((piece) => piece.clients));
  assert.deepEqual([...clients].sort(), [a.clientID, b.clientID].sort());
});

test('a damaged update throws instead of producing pieces from bytes past its end', () => {
  const doc = busyDoc();
  const update = Y.encodeStateAsUpdate(doc);
  assert.throws(() => piecesOf(update.subarray(0, update.length >> 1), 1 << 20));
});
