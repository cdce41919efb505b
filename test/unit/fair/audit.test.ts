import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import type { AnyGame, RuleError } from '../../../src/core/index.js';
import {
  applyFairMove,
  auditComplete,
  auditGame,
  blame,
  commitSecret,
  createFair,
  fairVerdict,
  openCommitment,
  registerCommitment,
  requestAudit,
  unopenedCommitments,
  type FairState,
} from '../../../src/fair/index.js';
import { FairTable } from './helpers.js';

const entropy = seededEntropy('audit-tests');
const codeOf = (value: unknown): string | undefined => (isRuleError(value) ? value.code : undefined);
function must<T>(value: T): Exclude<T, RuleError> {
  if (isRuleError(value)) throw new Error(`${value.code}: ${value.message}`);
  return value as Exclude<T, RuleError>;
}

/** Two seated seats; seat 0 commits to 'pike' for tile:1 and 'eel' for tile:2. */
function committed(): { table: FairTable; fair: FairState } {
  const table = new FairTable(createFair({ room: 'room-audit', game: 'test', seats: 2, chainLength: 2 }), 'audit');
  table.settle();
  let fair = table.fair;
  for (const [purpose, value] of [['tile:1', 'pike'], ['tile:2', 'eel']] as const) {
    const made = commitSecret(fair, table.secrets[0]!, purpose, value, entropy);
    table.secrets[0] = made.secrets;
    fair = must(registerCommitment(fair, 0, purpose, made.commitment));
  }
  table.fair = fair;
  return { table, fair };
}

test('commitments open publicly once, by their maker, with the right opening', () => {
  const { table, fair } = committed();
  const opening = table.secrets[0]!.openings['tile:1']!;
  assert.equal(codeOf(openCommitment(fair, 1, 'tile:1', opening)), 'commitment-not-yours');
  assert.equal(codeOf(openCommitment(fair, 0, 'tile:3', opening)), 'commitment-unknown');
  assert.equal(codeOf(openCommitment(fair, 0, 'tile:2', opening)), 'opening-mismatch', 'the opening of another purpose');
  assert.equal(codeOf(openCommitment(fair, 0, 'tile:1', { ...opening, value: 'eel' })), 'opening-mismatch');
  const opened = must(openCommitment(fair, 0, 'tile:1', opening));
  assert.equal(opened.value, 'pike');
  assert.equal(codeOf(openCommitment(opened.fair, 0, 'tile:1', opening)), 'commitment-already-open');
  assert.deepEqual(unopenedCommitments(opened.fair, 0), ['tile:2']);
  assert.equal(codeOf(registerCommitment(fair, 1, 'tile:1', 'ab'.repeat(64))), 'commitment-repeated');
  assert.equal(codeOf(registerCommitment(fair, 1, 'tile:9', 'ab')), 'commitment-malformed');
  // The same opening replayed in another room does not open there.
  const elsewhere = must(registerCommitment(createFair({ room: 'room-other', game: 'test', seats: 2 }), 0, 'tile:1', fair.commitments['tile:1']!.commitment));
  assert.equal(codeOf(openCommitment(elsewhere, 0, 'tile:1', opening)), 'opening-mismatch');
});

test('the audit opens every remaining commitment; an honest table is clean and complete', () => {
  const { table } = committed();
  table.fair = requestAudit(table.fair);
  table.settle();
  assert.ok(auditComplete(table.fair), 'expected auditComplete(table.fair)');
  assert.deepEqual(fairVerdict(table.fair), { ok: true, complete: true });
  assert.deepEqual(table.fair.commitments['tile:2']!.opened, { value: 'eel' });
});

test('attack: a wrong or withheld opening at the audit is accepted as a public fault naming the seat', () => {
  for (const [change, code] of [
    [(o: Record<string, unknown>) => ({ ...o, 'tile:2': { ...(o['tile:2'] as object), value: 'pike' } }), 'audit-bad-opening'],
    [(o: Record<string, unknown>) => ({ 'tile:1': o['tile:1'] }), 'audit-missing-opening'],
  ] as const) {
    const { table } = committed();
    table.fair = requestAudit(table.fair);
    table.settle({ tamper: (seat, move) => (move.type === 'audit' && seat === 0 ? { ...move, openings: change(move.openings) as never } : move) });
    const verdict = fairVerdict(table.fair);
    assert.ok(!verdict.ok && verdict.cheater === 0 && verdict.reason.startsWith(code), JSON.stringify(verdict));
  }
});

test('audit moves are validated: not before it is asked, once per seat, nothing foreign', () => {
  const { fair } = committed();
  const audit = { type: 'audit', openings: {} };
  assert.equal(codeOf(applyFairMove(fair, 1, audit)), 'audit-not-requested');
  const asked = requestAudit(fair);
  const once = must(applyFairMove(asked, 1, audit));
  assert.equal(codeOf(applyFairMove(once, 1, audit)), 'audit-repeated');
  assert.equal(codeOf(applyFairMove(asked, 1, { ...audit, openings: { 'tile:1': { value: 'pike', nonce: '00'.repeat(32) } } })), 'audit-malformed');
  assert.equal(codeOf(applyFairMove(asked, 1, { ...audit, decks: { boats: '00'.repeat(32) } })), 'audit-malformed', 'no deck secret is ever published');
  assert.equal(codeOf(applyFairMove(asked, 1, { type: 'audit', decks: {} })), 'audit-malformed');
  assert.equal(codeOf(applyFairMove(asked, 1, { ...audit, extra: true })), 'audit-malformed');
});

test('a game\'s own finding is recorded with blame and becomes the verdict', () => {
  const { fair } = committed();
  const blamed = blame(fair, 1, 'lake-not-a-set', 'the opened tiles are not the set of GF-1.2');
  assert.deepEqual(fairVerdict(blamed), { ok: false, cheater: 1, reason: 'lake-not-a-set: the opened tiles are not the set of GF-1.2' });
});

test('auditGame names a fault the rules recorded before it names a seat whose later entry was refused', () => {
  // A tiny game: 'lie' records a fault against its seat and ends the game; any move after that is refused.
  type State = { fair: FairState; over: boolean };
  const game: AnyGame = {
    ...({} as AnyGame),
    id: 'liar-test',
    minPlayers: 2,
    maxPlayers: 2,
    defaultOptions: {},
    setup: () => ({ fair: createFair({ room: 'r', game: 'liar-test', seats: 2 }), over: false }),
    apply: (state: State, seat: number, move: { type?: string }) =>
      state.over ? { kind: 'rule-error', code: 'game-over', message: 'over' } : move.type === 'lie' ? { fair: blame(state.fair, seat, 'lied', 'it lied'), over: true } : state,
    outcome: (state: State) => (state.over ? { scores: [0, 0], winners: [] } : null),
  };
  assert.deepEqual(auditGame(game, { players: 2 }, [{ seat: 0, move: { type: 'wait' } }, { seat: 1, move: { type: 'lie' } }, { seat: 0, move: { type: 'wait' } }]), {
    ok: false,
    cheater: 1,
    reason: 'lied: it lied',
  });
  const refused = auditGame(game, { players: 2 }, [{ seat: 0, move: { type: 'wait' } }, { seat: 7, move: { type: 'wait' } }]);
  assert.ok(!refused.ok && /names no seat/.test(refused.reason), 'expected !refused.ok && /names no seat/.test(refused.reason)');
});
