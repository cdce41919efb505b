import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toBase64Url } from '../../../src/core/index.js';
import { parseEntry } from '../../../src/net/index.js';

const signature = toBase64Url(Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) & 255));
const move = { type: 'ship', x: 1, y: 2 };

test('an entry signature must be canonical base64url of exactly 64 bytes', () => {
  const cases: [string, string, boolean][] = [
    ['canonical', signature, true],
    ['stray low bits in the last character', `${signature.slice(0, 85)}B`, false],
    ['one character short', signature.slice(0, 85), false],
    ['one character long', `${signature}A`, false],
    ['base64 rather than base64url', `+${signature.slice(1)}`, false],
    ['padded', `${signature}==`, false],
  ];
  for (const [what, sig, ok] of cases) {
    const parsed = parseEntry({ seat: 0, n: 0, prev: PREV, move, sig });
    assert.equal('code' in parsed ? parsed.code : 'ok', ok ? 'ok' : 'malformed-entry', what);
  }
});

const PREV = toBase64Url(new Uint8Array(32).fill(7));

test('an entry names the point it follows: prev is canonical base64url of exactly 32 bytes', () => {
  const cases: [string, unknown, boolean][] = [
    ['canonical', PREV, true],
    ['stray low bits in the last character', `${PREV.slice(0, 42)}B`, false],
    ['31 bytes', toBase64Url(new Uint8Array(31)), false],
    ['missing', undefined, false],
    ['a number', 7, false],
  ];
  for (const [what, prev, ok] of cases) {
    const parsed = parseEntry({ seat: 0, n: 0, ...(prev === undefined ? {} : { prev }), move, sig: signature });
    assert.equal('code' in parsed ? parsed.code : 'ok', ok ? 'ok' : 'malformed-entry', what);
  }
});
