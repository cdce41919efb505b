import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { seededEntropy } from '../../../src/core/index.js';
import { cardTable, decodeCipher, proveShuffle, verifyShuffle, type CipherPair, type ProofContext } from '../../../src/fair/index.js';
import { BASE, encodePoint, IDENTITY_HEX, times } from '../../../src/fair/group.js';

const context: ProofContext = { room: 'room', game: 'game', deck: 'deck', step: 'pass:0', seat: 1 };
const jointKey = times(BASE, 12345678901234567890n);

function deckOf(n: number): CipherPair[] {
  return cardTable('proof-deck', n).points.map((p) => [IDENTITY_HEX, p] as const);
}

function shuffleOnce(n: number, seed: string): { input: CipherPair[]; output: CipherPair[]; proof: ReturnType<typeof proveShuffle>['proof'] } {
  // Two passes, so the input of the checked one holds real ciphertexts (no identity halves).
  const first = proveShuffle(context, deckOf(n).map(decodeCipher), deckOf(n), jointKey, seededEntropy(`${seed}:0`).bytes(64));
  const input = first.cards.map((c) => [...c] as unknown as CipherPair);
  const second = proveShuffle(context, input.map(decodeCipher), input, jointKey, seededEntropy(`${seed}:1`).bytes(64));
  return { input, output: second.cards.map((c) => [...c] as unknown as CipherPair), proof: second.proof };
}

const check = (input: CipherPair[], output: readonly CipherPair[], proof: ReturnType<typeof proveShuffle>['proof'], ctx = context): boolean =>
  verifyShuffle(ctx, input.map(decodeCipher), input, output, jointKey, proof);

test('a proven shuffle verifies, and only in its own context (room, game, deck, pass, seat)', () => {
  const { input, output, proof } = shuffleOnce(6, 'context');
  assert.equal(check(input, output, proof), true);
  for (const change of [{ room: 'other' }, { game: 'other' }, { deck: 'other' }, { step: 'pass:1' }, { seat: 2 }]) {
    assert.equal(check(input, output, proof, { ...context, ...change }), false, JSON.stringify(change));
  }
  assert.equal(verifyShuffle(context, input.map(decodeCipher), input, output, times(BASE, 7n), proof), false, 'another joint key');
});

test('property: a shuffle proof rejects any single changed, copied or dropped ciphertext, or any changed proof value', () => {
  const n = 7;
  const { input, output, proof } = shuffleOnce(n, 'property');
  const stranger = encodePoint(times(BASE, 99n));
  fc.assert(
    fc.property(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.constantFrom('change-a', 'change-b', 'copy', 'drop', 'swap-halves', 'proof'), (i, j, how) => {
      let tampered: CipherPair[] = output.map((c) => [...c] as unknown as CipherPair);
      let tamperedProof = proof;
      if (how === 'change-a') tampered[i] = [stranger, tampered[i]![1]];
      else if (how === 'change-b') tampered[i] = [tampered[i]![0], stranger];
      else if (how === 'copy') {
        if (i === j) return true;
        tampered[i] = tampered[j]!;
      } else if (how === 'drop') tampered = tampered.filter((_, k) => k !== i);
      else if (how === 'swap-halves') tampered[i] = [tampered[i]![1], tampered[i]![0]];
      else {
        const responses = [...proof.permutationResponses];
        responses[i] = proof.permutationResponses[j === i ? (i + 1) % n : j]!;
        tamperedProof = { ...proof, permutationResponses: responses };
      }
      return !check(input, tampered, tamperedProof);
    }),
    { numRuns: 60, seed: 12 },
  );
});

test('a proof is refused when any of its lists is short, long or not made of canonical values', () => {
  const { input, output, proof } = shuffleOnce(4, 'shape');
  const keys = Object.keys(proof) as (keyof typeof proof)[];
  for (const key of keys) {
    const list = proof[key];
    assert.equal(check(input, output, { ...proof, [key]: list.slice(1) }), false, `${key} short`);
    assert.equal(check(input, output, { ...proof, [key]: [...list, list[0]!] }), false, `${key} long`);
    assert.equal(check(input, output, { ...proof, [key]: list.map((v, k) => (k === 0 ? 'f'.repeat(64) : v)) }), false, `${key} not canonical`);
  }
  assert.equal(check(input, output, { ...proof, extra: [] } as never), false);
});
