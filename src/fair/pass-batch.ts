// Several shuffle checks in one multi-scalar multiplication. Each check is one equation E_k = 0 in the
// group (shuffle-proof.ts weighs its own equations by weights hashed from its proof). The batch tests
// Σ ρ_k·E_k = 0 with each ρ_k drawn by this device from the platform CSPRNG (128 bits, never zero),
// after every proof was published: if some E_k ≠ 0, the group has prime order ℓ, so at most one value
// of ρ_k mod ℓ cancels it, and a cheat passes with probability at most 2^-128 (Bellare, Garay & Rabin,
// "Fast batch verification for modular exponentiation and digital signatures", EUROCRYPT 1998, small
// exponents test). A sum without random weights would let two bad proofs cancel each other. A point
// shared by several checks (G, h, the h_i, the joint key, a pass's output that is the next one's input)
// enters the MSM once, its scalars added. When the batch fails, every check is run alone, so each bad
// proof is still refused and named by its own verdict.
import type { PassCheck } from './pass-verdicts.js';
import { passCheckTermsSteps } from './deck.js';
import { addScalars, IDENTITY, mulScalars, publicCombination, type Point } from './group.js';
import { drain, type CheckTerms } from './shuffle-proof.js';

export type { CheckTerms } from './shuffle-proof.js';

/** Bytes from the platform CSPRNG (Web Crypto: browsers, Workers, Node 20). */
const platformRandom = (bytes: number): Uint8Array =>
  (globalThis as unknown as { readonly crypto: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto.getRandomValues(new Uint8Array(bytes));

/** A batch weight: 128 random bits plus one (never zero, below ℓ). */
function batchWeight(random: (bytes: number) => Uint8Array): bigint {
  const bytes = random(16);
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  return value + 1n;
}

/**
 * True when every equation in `sets` holds (but for probability 2^-128): one MSM of Σ ρ_k·E_k, with the
 * weights ρ_k from `random` (the platform CSPRNG; tests give their own).
 */
export function termsHoldTogether(sets: readonly CheckTerms[], random: (bytes: number) => Uint8Array = platformRandom): boolean {
  const index = new Map<Point, number>();
  const points: Point[] = [];
  const scalars: bigint[] = [];
  for (const set of sets) {
    const weight = batchWeight(random);
    set.points.forEach((point, i) => {
      const scalar = mulScalars(weight, set.scalars[i]!);
      const at = index.get(point);
      if (at === undefined) {
        index.set(point, points.length);
        points.push(point);
        scalars.push(scalar);
      } else {
        scalars[at] = addScalars(scalars[at]!, scalar);
      }
    });
  }
  return publicCombination(points, scalars).equals(IDENTITY);
}

/** The terms of a pass check, or null when it is malformed (or throws on malformed input). */
function termsOf(check: PassCheck): CheckTerms | null {
  try {
    return drain(passCheckTermsSteps(check));
  } catch {
    return null;
  }
}

/**
 * Each check's verdict, as `passCheckSteps` would give it alone: the well-formed ones are first checked
 * together in one MSM; if that fails, each is checked alone, so a bad proof is named, not its batch.
 */
export function passVerdictsTogether(checks: readonly PassCheck[], random: (bytes: number) => Uint8Array = platformRandom): boolean[] {
  const terms = checks.map(termsOf);
  const formed = terms.filter((t): t is CheckTerms => t !== null);
  if (formed.length > 1 && termsHoldTogether(formed, random)) return terms.map((t) => t !== null);
  return terms.map((t) => t !== null && publicCombination(t.points, t.scalars).equals(IDENTITY));
}
