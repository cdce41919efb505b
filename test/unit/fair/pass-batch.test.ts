// Several shuffle proofs checked in one MSM (pass-batch.ts): a batch that holds means every proof in it
// holds; one bad proof is still caught and named by its own check, wherever it stands in the batch.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededEntropy } from '../../../src/core/index.js';
import type { AnyGame } from '../../../src/core/index.js';
import { applyFairMove, auditGame, cardTable, createFair, decodeCipher, proveShuffle, type CipherPair, type DeckPassMove, type FairState, type PassCheck, type ProofContext } from '../../../src/fair/index.js';
import { FairTable } from './helpers.js';
import { BASE, encodePoint, IDENTITY_HEX, times } from '../../../src/fair/group.js';
import { passVerdictsTogether, termsHoldTogether } from '../../../src/fair/pass-batch.js';

const jointKey = times(BASE, 987654321987654321n);
const N = 12;
const context = (seat: number): ProofContext => ({ room: 'room', game: 'game', deck: 'deck', step: 'pass:0', seat });

/** Four passes in a row (seats 0–3), each proven over the one before; `bad` makes that seat's pass a copy-cheat. */
function passes(bad: number | null): PassCheck[] {
  let input: CipherPair[] = cardTable('batch-deck', N).points.map((p) => [IDENTITY_HEX, p] as const);
  const checks: PassCheck[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const made = proveShuffle(context(seat), input.map(decodeCipher), input, jointKey, seededEntropy(`batch:${seat}`).bytes(64));
    let output = made.cards.map((c) => [c[0], c[1]] as const);
    // The copy attack of the issue: one output ciphertext replaced by a copy of another.
    if (seat === bad) output = output.map((c, i) => (i === 3 ? output[5]! : c));
    checks.push({ context: context(seat), input, output, jointKey: encodePoint(jointKey), proof: made.proof });
    input = output;
  }
  return checks;
}

/** Seeded weights for a test, a fresh value each draw (the app uses the platform CSPRNG). */
function random(seed: string): (bytes: number) => Uint8Array {
  const entropy = seededEntropy(seed);
  return (bytes) => entropy.bytes(bytes);
}

test('honest passes hold together in one check', () => {
  assert.deepEqual(passVerdictsTogether(passes(null), random('honest')), [true, true, true, true]);
});

test('one bad pass in a batch is refused and named, whichever seat made it; the honest ones still hold', () => {
  for (const bad of [0, 1, 2, 3]) {
    const verdicts = passVerdictsTogether(passes(bad), random(`bad-${bad}`));
    assert.deepEqual(verdicts, [0, 1, 2, 3].map((seat) => seat !== bad), `seat ${bad}'s copied ciphertext`);
  }
});

test('a malformed proof in a batch is refused and named without spoiling the others', () => {
  const checks = passes(null);
  const broken = checks.map((c, seat) => (seat === 2 ? { ...c, proof: { ...(c.proof as object), responses: ['zz'] } } : c));
  assert.deepEqual(passVerdictsTogether(broken, random('malformed')), [true, true, false, true]);
});

test('checks whose errors cancel when simply added are caught: each is weighted by fresh randomness', () => {
  const point = times(BASE, 5n);
  const off = { points: [point], scalars: [1n] }; // a check that fails by +P
  const back = { points: [point], scalars: [-1n] }; // and one that fails by −P
  const ones = () => new Uint8Array(16).fill(0).map((_, i) => (i === 0 ? 1 : 0)); // every weight 1: a plain sum
  assert.equal(termsHoldTogether([off, back], ones), true, 'a plain sum of the two cancels (the naive batch)');
  assert.equal(termsHoldTogether([off, back], random('weights')), false);
  assert.equal(termsHoldTogether([off, back]), false, 'with the platform CSPRNG');
  assert.equal(termsHoldTogether([{ points: [point, point], scalars: [1n, -1n] }]), true);
});

test('the end audit checks the passes of a log in one batch, and still names the seat whose pass is forged', () => {
  // A game that is only a 3-seat deck: its log is the keys and the three proven passes.
  const setup = (): { fair: FairState } => ({ fair: createFair({ room: 'room-batch', game: 'batch-test', seats: 3, decks: [{ id: 'd', size: N }] }) });
  const game: AnyGame = {
    ...({} as AnyGame),
    id: 'batch-test',
    minPlayers: 3,
    maxPlayers: 3,
    defaultOptions: {},
    setup,
    apply: (state: { fair: FairState }, seat: number, move: unknown) => {
      const fair = applyFairMove(state.fair, seat, move);
      return 'kind' in fair && fair.kind === 'rule-error' ? fair : { fair };
    },
    outcome: () => null,
  };
  const table = new FairTable(setup().fair, 'batch-audit');
  table.settle();
  const log = table.log.map((e) => ({ seat: e.seat, move: e.move }));
  assert.equal(log.filter((e) => (e.move as { type: string }).type === 'deck-pass').length, 3);
  assert.deepEqual(auditGame(game, { players: 3 }, log), { ok: true, complete: false });
  for (const cheat of [0, 1, 2]) {
    const forged = log.map((e) => {
      const move = e.move as DeckPassMove;
      if (e.seat !== cheat || move.type !== 'deck-pass') return e;
      return { seat: e.seat, move: { ...move, cards: move.cards.map((c, i) => (i === 3 ? move.cards[5]! : c)) } };
    });
    const verdict = auditGame(game, { players: 3 }, forged);
    assert.ok(!verdict.ok && verdict.cheater === cheat && /deck-pass-unproven/.test(verdict.reason), `seat ${cheat}'s copied ciphertext: ${JSON.stringify(verdict)}`);
  }
});
