import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
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

/** Cuts each update in a child process, which is killed if it does not finish: a reader that spins
 * forever fails here instead of hanging the suite. Null when it did not finish (or failed). */
function piecesWithin(updates: readonly { update: Uint8Array; known: [number, number][]; maxBytes: number }[], ms: number): Uint8Array[][] | null {
  const script = `
    import { readFileSync } from 'node:fs';
    import { updatePieces } from ${JSON.stringify(new URL('../../../src/net/update-pieces.ts', import.meta.url).href)};
    const cases = JSON.parse(readFileSync(0, 'utf8'));
    const out = cases.map(({ update, known, maxBytes }) => [...updatePieces(new Uint8Array(Buffer.from(update, 'base64')), maxBytes, new Map(known))]
      .filter(Boolean).map((piece) => Buffer.from(piece.update).toString('base64')));
    process.stdout.write(JSON.stringify(out));`;
  const cases = JSON.stringify(updates.map((c) => ({ ...c, update: Buffer.from(c.update).toString('base64') })));
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { input: cases, timeout: ms, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (child.status !== 0) return null;
  return (JSON.parse(child.stdout) as string[][]).map((pieces) => pieces.map((p) => new Uint8Array(Buffer.from(p, 'base64'))));
}

test('structs that build on writes missing from both the doc and the update are all given, in finite time', () => {
  // Two browsers whose later writes each build on the other's (and on their own earlier ones).
  const a = new Y.Doc();
  const b = new Y.Doc();
  const swap = (): void => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
  };
  for (let round = 0; round < 4; round++) {
    a.getArray('log').push([`a${round}`]);
    swap();
    b.getArray('log').push([`b${round}`]);
    swap();
  }
  // Each writer's structs from its second write on, without the first ones they build on: a peer may
  // send exactly this (a gap under its own client id, or another's).
  const gapped = Y.encodeStateAsUpdate(a, Y.encodeStateVector(new Map([[a.clientID, 1], [b.clientID, 1]])));
  const cut = piecesWithin([{ update: gapped, known: [], maxBytes: 64 }], 20_000);
  assert.ok(cut, 'the reader spun without end on an update with gaps');
  const target = new Y.Doc();
  for (const piece of cut[0]!) Y.applyUpdate(target, piece);
  // Yjs keeps what cannot be placed yet, and places it once the missing writes arrive.
  assert.notEqual(target.store.pendingStructs, null);
  Y.applyUpdate(target, Y.encodeStateAsUpdate(a));
  assert.deepEqual(target.getArray('log').toJSON(), a.getArray('log').toJSON());
});

test('whatever part of a doc an update holds and the receiver knows, its pieces build what the update builds', () => {
  const source = busyDoc();
  const clients = [...source.store.clients.keys()];
  const cases = fc.sample(
    fc.record({
      from: fc.tuple(...clients.map(() => fc.nat(1300))),
      known: fc.tuple(...clients.map(() => fc.nat(1300))),
      maxBytes: fc.integer({ min: 32, max: 4096 }),
    }),
    { numRuns: 24, seed: 7 },
  ).map(({ from, known, maxBytes }) => ({
    update: Y.encodeStateAsUpdate(source, Y.encodeStateVector(new Map(clients.map((c, i) => [c, from[i]!])))),
    known: clients.map((c, i): [number, number] => [c, known[i]!]),
    maxBytes,
  }));
  const cut = piecesWithin(cases, 60_000);
  assert.ok(cut, 'the reader did not finish every update');
  for (const [i, pieces] of cut.entries()) {
    assert.ok(pieces.length > 0, `case ${i}: no pieces`);
    // Against Yjs given the update whole (a gap that starts inside a character's two UTF-16 units is
    // mended by Yjs as it pleases), and then the rest of the doc.
    const whole = new Y.Doc();
    Y.applyUpdate(whole, cases[i]!.update);
    Y.applyUpdate(whole, Y.encodeStateAsUpdate(source));
    const target = new Y.Doc();
    for (const piece of pieces) Y.applyUpdate(target, piece);
    Y.applyUpdate(target, Y.encodeStateAsUpdate(source));
    sameContent(whole, target);
  }
});
