import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mark } from '../../../src/net/marks.js';

test('a timing mark is made once per name: a peer that opens connection after connection adds none', () => {
  const name = 'shoal:test-connection-open';
  performance.clearMarks(name);
  for (let i = 0; i < 1000; i++) mark(name);
  mark('shoal:test-peer-authenticated');
  assert.equal(performance.getEntriesByName(name).length, 1);
  assert.equal(performance.getEntriesByName('shoal:test-peer-authenticated').length, 1);
});
