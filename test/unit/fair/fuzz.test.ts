import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { canonicalJson, isRuleError } from '../../../src/core/index.js';
import { applyFairMove, createFair, dealCards, requestAudit, requestFairDraw, revealCards, type FairState } from '../../../src/fair/index.js';
import { FairTable } from './helpers.js';

/** Every move of a small honest game, with the state it was applied to. */
function honestGame(): { before: FairState; seat: number; move: Record<string, unknown> }[] {
  const table = new FairTable(createFair({ room: 'fuzz', game: 'test', seats: 2, chainLength: 3, decks: [{ id: 'd', size: 4 }] }), 'fuzz');
  const steps: { before: FairState; seat: number; move: Record<string, unknown> }[] = [];
  const record = (): void => {
    for (;;) {
      const before = table.fair;
      const length = table.log.length;
      table.settle({ withhold: () => table.log.length > length });
      if (table.log.length === length) return;
      const entry = table.log[length]!;
      steps.push({ before, seat: entry.seat, move: entry.move as unknown as Record<string, unknown> });
    }
  };
  record();
  const asked = requestFairDraw(table.fair);
  assert.ok(!isRuleError(asked), 'expected !isRuleError(asked)');
  table.fair = asked.fair;
  record();
  table.fair = dealCards(table.fair, 'd', [0], 1) as FairState;
  table.fair = revealCards(table.fair, 'd', [1]) as FairState;
  record();
  table.fair = requestAudit(table.fair);
  record();
  return steps;
}

test('property: a fair move with any field replaced, removed or added never throws and fails closed: refused, or accepted with a public fault', () => {
  const steps = honestGame();
  assert.deepEqual([...new Set(steps.map((s) => s.move.type))].sort(), ['audit', 'beacon', 'deck-join', 'deck-pass', 'deck-shares', 'join']);
  const junk = fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant(Number.NaN), fc.constant(1.5), fc.constant(-1), fc.constant('__proto__'));
  fc.assert(
    fc.property(fc.nat(steps.length - 1), fc.nat(10), junk, fc.constantFrom('replace', 'remove', 'add', 'nest', 'flip'), (i, f, value, how) => {
      const { before, seat, move } = steps[i]!;
      const fields = Object.keys(move);
      const field = fields[f % fields.length]!;
      const mutated: Record<string, unknown> = structuredClone(move);
      if (how === 'replace') mutated[field] = value;
      else if (how === 'remove') delete mutated[field];
      else if (how === 'add') mutated.extra = value;
      else if (how === 'flip') mutated[field] = flipFirstHexDigit(mutated[field]);
      else {
        const inner = mutated[field];
        if (Array.isArray(inner) && inner.length > 0) inner[0] = value;
        else if (inner && typeof inner === 'object') (inner as Record<string, unknown>)[Object.keys(inner)[0] ?? 'x'] = value;
        else mutated[field] = [value];
      }
      const result = applyFairMove(before, seat, mutated);
      // A join's keys are the seat's free choice; every deck step carries a proof checked on arrival.
      if (isRuleError(result) || sameJson(mutated, move) || move.type === 'join') return;
      // Any other altered move the rules accept must name its seat as a cheat (an audit with a wrong seed).
      assert.ok(result.faults.length > before.faults.length, `accepted an altered ${String(move.type)} (${how} ${field})`);
    }),
    { seed: 7, numRuns: 1500 },
  );
});

/** `value` with the last digit of its first hex string changed (a well-formed forgery), searching arrays and objects. */
function flipFirstHexDigit(value: unknown): unknown {
  if (typeof value === 'string') return /^[0-9a-f]{2,}$/.test(value) ? value.slice(0, -1) + (value.endsWith('0') ? '1' : '0') : value;
  if (Array.isArray(value)) {
    const at = value.findIndex((v) => flipFirstHexDigit(v) !== v);
    return at < 0 ? value : value.map((v, k) => (k === at ? flipFirstHexDigit(v) : v));
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const at = entries.findIndex(([, v]) => flipFirstHexDigit(v) !== v);
    return at < 0 ? value : Object.fromEntries(entries.map(([k, v], j) => [k, j === at ? flipFirstHexDigit(v) : v]));
  }
  return value;
}

/** True when both are the same JSON (undefined members dropped, as in the log). */
function sameJson(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

test('property: any seat number and any JSON value as a move never throws', () => {
  const fair = createFair({ room: 'fuzz', game: 'test', seats: 2 });
  fc.assert(
    fc.property(fc.oneof(fc.integer(), fc.double()), fc.jsonValue(), (seat, move) => {
      const result = applyFairMove(fair, seat, move);
      assert.ok(isRuleError(result) || typeof result === 'object', "expected isRuleError(result) || typeof result === 'object'");
    }),
    { seed: 11, numRuns: 500 },
  );
});
