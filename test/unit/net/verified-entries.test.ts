import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VerifiedEntries } from '../../../src/net/verified-entries.js';

const record = { signKey: 'key-A', sig: 'sig-1', message: Uint8Array.of(1, 2, 3) };

test('a checked signature counts only for the same key, signature and signed bytes', () => {
  const checked = VerifiedEntries.restored([record]);
  assert.equal(checked.has('key-A', 'sig-1', Uint8Array.of(1, 2, 3)), true);
  const cases: [string, string, string, Uint8Array][] = [
    ['another key', 'key-B', 'sig-1', Uint8Array.of(1, 2, 3)],
    ['another signature', 'key-A', 'sig-2', Uint8Array.of(1, 2, 3)],
    ['other bytes (another move or entry number)', 'key-A', 'sig-1', Uint8Array.of(1, 2, 4)],
    ['a prefix of the bytes', 'key-A', 'sig-1', Uint8Array.of(1, 2)],
    ['longer bytes', 'key-A', 'sig-1', Uint8Array.of(1, 2, 3, 0)],
  ];
  for (const [what, key, sig, message] of cases) assert.equal(checked.has(key, sig, message), false, what);
});

test('restored records are not written again; added ones are, once', () => {
  const checked = VerifiedEntries.restored([record]);
  assert.deepEqual(checked.takeUnsaved(), []);
  const fresh = { signKey: 'key-A', sig: 'sig-2', message: Uint8Array.of(9) };
  checked.add(fresh);
  checked.add(fresh);
  checked.add(record);
  assert.deepEqual(checked.takeUnsaved(), [fresh]);
  assert.deepEqual(checked.takeUnsaved(), []);
  assert.equal(checked.has('key-A', 'sig-2', Uint8Array.of(9)), true);
});

test('an entry id recorded with a signature is given back only for the same signed bytes', () => {
  const checked = VerifiedEntries.restored([{ ...record, id: 'id-1' }, { signKey: 'key-A', sig: 'sig-2', message: Uint8Array.of(7) }]);
  assert.equal(checked.idOf('sig-1', Uint8Array.of(1, 2, 3)), 'id-1', 'the same signature over the same bytes');
  assert.equal(checked.idOf('sig-1', Uint8Array.of(1, 2, 4)), undefined, 'the same signature over other bytes (another move)');
  assert.equal(checked.idOf('sig-9', Uint8Array.of(1, 2, 3)), undefined, 'a signature never checked here');
  assert.equal(checked.idOf('sig-2', Uint8Array.of(7)), undefined, 'a record kept before ids were');
});
