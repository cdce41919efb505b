/** F-1.2 board geometry and the helpers the board view uses. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  COLUMNS,
  ROWS,
  cellName,
  edgeAt,
  edgeCells,
  edgeId,
  edgeName,
  internalEdges,
  isBorderCell,
  setupFishery,
} from '../../../src/games/fishery/index.js';

const size = { columns: COLUMNS, rows: ROWS };

test('F-1.2 the board has 9 × 7 = 63 cells, 28 of them border cells', () => {
  assert.equal(setupFishery().ships.length, 63);
  const border = Array.from({ length: 63 }, (_, cell) => cell).filter((cell) => isBorderCell(size, cell));
  assert.equal(border.length, 28);
});

test('F-1.2 F-9 #10 there are 110 internal edges (56 east, 54 south) and 32 rim edges', () => {
  const edges = internalEdges(size);
  assert.equal(edges.length, 110);
  assert.equal(edges.filter((edge) => edge.side === 'e').length, 56);
  assert.equal(edges.filter((edge) => edge.side === 's').length, 54);
  let rimSlots = 0;
  for (let y = 0; y < ROWS; y++) {
    for (let x = 0; x < COLUMNS; x++) {
      for (const side of ['e', 's'] as const) if (edgeId(size, x, y, side) === null) rimSlots++;
    }
  }
  // East and south rim sides are named by their cells; the west and north rims add as many again.
  assert.equal(rimSlots + COLUMNS + ROWS, 32);
});

test('F-1.2.2 every edge id round-trips and separates two orthogonal neighbours', () => {
  for (const edge of internalEdges(size)) {
    assert.equal(edgeId(size, edge.x, edge.y, edge.side), edge.id);
    assert.deepEqual(edgeAt(size, edge.id), edge);
    const [a, b] = edgeCells(size, edge.id);
    assert.equal(b - a, edge.side === 'e' ? 1 : COLUMNS);
    assert.equal(a, edge.y * COLUMNS + edge.x);
  }
  assert.equal(edgeId(size, 9, 0, 'e'), null);
  assert.equal(edgeId(size, 0, -1, 's'), null);
  assert.throws(() => edgeAt(size, 110), RangeError);
});

test('F-1.2.1 cells are named by column letter A–I and row 1–7', () => {
  assert.equal(cellName(0, 0), 'A1');
  assert.equal(cellName(2, 3), 'C4');
  assert.equal(cellName(8, 6), 'I7');
  assert.equal(edgeName(size, edgeId(size, 2, 3, 'e') as number), 'C4–D4');
  assert.equal(edgeName(size, edgeId(size, 2, 3, 's') as number), 'C4–C5');
});
