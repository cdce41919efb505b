// A verifiable shuffle of ElGamal ciphertexts on ristretto255: the output is a permutation of the input,
// each ciphertext re-encrypted under the joint key Y, and a proof says so without telling which went
// where. The proof is Wikström's commitment-consistent proof of a shuffle (Wikström, "A commitment-
// consistent proof of a shuffle", ACISP 2009; Terelius & Wikström, "Proofs of restricted shuffles",
// AFRICACRYPT 2010) in the form of Haenni, Locher, Koenig & Dubuis, "Pseudo-code algorithms for
// verifiable re-encryption mix-nets" (FC 2017 workshops), written additively:
//
//   ciphertext e = (a, b) = (r·G, M + r·Y);  output e'_i = e_{π(i)} + (r_i·G, r_i·Y)
//   permutation commitment  c_j = s_j·G + h_{π⁻¹(j)}           (Pedersen, generators h, h_1…h_N)
//   challenges  u_j = H(context, e, e', c)_j,  u'_i = u_{π(i)}
//   chain       ĉ_0 = h,  ĉ_i = ŝ_i·G + u'_i·ĉ_{i-1}          (commits to Π u'_i = Π u_j)
//   the prover then shows, in one Sigma protocol with challenge c = H(…, ĉ, t), knowledge of
//     Σc_j − Σh_j = s̄₁·G             (each row of the committed matrix sums to one)
//     ĉ_N − (Πu_j)·h = s̄₂·G           (the committed u' is a permutation of u: Schwartz–Zippel)
//     Σu_j·c_j = s̄₃·G + Σu'_i·h_i     (the same u' as committed)
//     Σu'_i·e'_i − Σu_j·e_j = (s̄₄·G, s̄₄·Y)   (the output re-encrypts the input under that permutation)
//     ĉ_i = ŝ_i·G + u'_i·ĉ_{i-1} for every i.
// The verifier checks all these equations as one weighted sum (weights hashed from the whole proof) in
// a single multi-scalar multiplication of 8N+8 points. Soundness rests on the discrete logarithm
// problem between G, h, h_1…h_N (all hashed to the curve), in the random-oracle model; the challenge
// hashes the complete statement (context, input, output, commitments), as Bernhard, Pereira and
// Warinschi ("How not to prove yourself", ASIACRYPT 2012) show it must. Zero-knowledge: honest-verifier,
// so the shuffle hides π; ElGamal hides the cards under DDH.
// The prover writes ĉ_i = α_i·G + β_i·h from values it knows, so it never multiplies a variable point.
import { utf8 } from '../core/index.js';
import { hash64, u32 } from './bytes.js';
import { contextBytes, pointsBytes, type ProofContext } from './proofs.js';
import {
  addScalars,
  BASE,
  decodePoint,
  deriveScalar,
  encodePoint,
  fixedBase,
  generators,
  IDENTITY,
  linearCombination,
  mulScalars,
  parseAnyScalar,
  publicCombination,
  scalarFromBytes,
  scalarHex,
  subScalars,
  times,
  type Point,
} from './group.js';
import { drawStream, permutationFrom } from './stream.js';

/** A decoded ciphertext. */
export interface Ciphertext {
  readonly a: Point;
  readonly b: Point;
}

/** The proof of one shuffle, every point and scalar in canonical hex. */
export interface ShuffleProof {
  /** c_j, one per input position. */
  readonly commitments: readonly string[];
  /** ĉ_1…ĉ_N. */
  readonly chain: readonly string[];
  /** t̂_1…t̂_N. */
  readonly chainCommitments: readonly string[];
  /** t₁, t₂, t₃, t₄ₐ, t₄ᵦ. */
  readonly commitmentsT: readonly string[];
  /** s₁…s₄. */
  readonly responses: readonly string[];
  /** ŝ'_1…ŝ'_N. */
  readonly chainResponses: readonly string[];
  /** s'_1…s'_N. */
  readonly permutationResponses: readonly string[];
}

/** A shuffle's output (encoded [a, b] pairs) with its proof. */
export interface ProvenShuffle {
  readonly cards: readonly (readonly [string, string])[];
  readonly proof: ShuffleProof;
}

/** How often the step-wise prover and checker yield: every this many cards (a few ms of work). */
const STEP_CARDS = 8;

/**
 * Shuffles and re-encrypts `input` under `jointKey`, with a proof. All randomness (permutation,
 * re-encryption factors, commitments and nonces) is derived from `seed` (64 fresh secret bytes).
 */
export function proveShuffle(context: ProofContext, input: readonly Ciphertext[], inputHex: readonly (readonly [string, string])[], jointKey: Point, seed: Uint8Array): ProvenShuffle {
  return drain(proveShuffleSteps(context, input, inputHex, jointKey, seed));
}

/**
 * `proveShuffle` in steps: yields the fraction done every few cards, returns the proven shuffle. A page
 * or a Worker drives it across frames to show progress; the result is the same.
 */
export function* proveShuffleSteps(
  context: ProofContext,
  input: readonly Ciphertext[],
  inputHex: readonly (readonly [string, string])[],
  jointKey: Point,
  seed: Uint8Array,
): Generator<number, ProvenShuffle, void> {
  const n = input.length;
  const Y = fixedBase(jointKey);
  const [h, ...hs] = generators(n + 1) as [Point, ...Point[]];
  const secret = (label: string, i: number): bigint => scalarFromBytes(hash64(`shoal/shuffle-secret/${label}/v1`, seed, u32(i)));
  const permutation = shuffleOrder(seed, n);
  const inverse = new Array<number>(n);
  permutation.forEach((from, to) => (inverse[from] = to));

  const reencryption = permutation.map((_, i) => secret('r', i));
  const outputPoints: Ciphertext[] = [];
  const cards: (readonly [string, string])[] = [];
  const commitmentRandomness = inverse.map((_, j) => secret('s', j));
  const commitments: string[] = [];
  for (let i = 0; i < n; i++) {
    const from = permutation[i]!;
    const e = { a: input[from]!.a.add(times(BASE, reencryption[i]!)), b: input[from]!.b.add(times(Y, reencryption[i]!)) };
    outputPoints.push(e);
    cards.push([encodePoint(e.a), encodePoint(e.b)] as const);
    commitments.push(encodePoint(times(BASE, commitmentRandomness[i]!).add(hs[inverse[i]!]!)));
    if (i % STEP_CARDS === STEP_CARDS - 1) yield (i + 1) / (2 * n + 3);
  }

  const statement = shuffleStatement(context, inputHex, cards, commitments);
  const u = challenges(statement, n);
  const uPermuted = permutation.map((from) => u[from]!);

  // Chain ĉ_i = α_i·G + β_i·h with β_i = u'_1⋯u'_i.
  const chainRandomness = uPermuted.map((_, i) => secret('chain', i));
  const nonceChain = uPermuted.map((_, i) => secret('chain-nonce', i));
  const noncePermutation = uPermuted.map((_, i) => secret('permutation-nonce', i));
  const chain: string[] = [];
  const chainCommitments: string[] = [];
  let alpha = 0n;
  let beta = 1n;
  for (let i = 0; i < n; i++) {
    // t̂_i = ω̂_i·G + ω'_i·ĉ_{i-1} with ĉ_{i-1} = α·G + β·h.
    const tHat = times(BASE, addScalars(nonceChain[i]!, mulScalars(noncePermutation[i]!, alpha))).add(times(h, mulScalars(noncePermutation[i]!, beta)));
    alpha = addScalars(chainRandomness[i]!, mulScalars(uPermuted[i]!, alpha));
    beta = mulScalars(uPermuted[i]!, beta);
    chain.push(encodePoint(times(BASE, alpha).add(times(h, beta))));
    chainCommitments.push(encodePoint(tHat));
    if (i % STEP_CARDS === STEP_CARDS - 1) yield (n + i + 1) / (2 * n + 3);
  }

  const sum = (values: readonly bigint[]): bigint => values.reduce(addScalars, 0n);
  const witness = [
    sum(commitmentRandomness),
    alpha,
    sum(commitmentRandomness.map((s, j) => mulScalars(s, u[j]!))),
    sum(reencryption.map((r, i) => mulScalars(r, uPermuted[i]!))),
  ];
  const nonces = [0, 1, 2, 3].map((k) => secret('nonce', k));
  const t3 = times(BASE, nonces[2]!).add(linearCombination(hs, noncePermutation));
  yield (2 * n + 1) / (2 * n + 3);
  const t4a = linearCombination(outputPoints.map((e) => e.a), noncePermutation).subtract(times(BASE, nonces[3]!));
  yield (2 * n + 2) / (2 * n + 3);
  const t4b = linearCombination(outputPoints.map((e) => e.b), noncePermutation).subtract(times(Y, nonces[3]!));
  const commitmentsT = [times(BASE, nonces[0]!), times(BASE, nonces[1]!), t3, t4a, t4b].map(encodePoint);

  const c = finalChallenge(statement, chain, chainCommitments, commitmentsT);
  const proof: ShuffleProof = {
    commitments,
    chain,
    chainCommitments,
    commitmentsT,
    responses: witness.map((w, k) => scalarHex(addScalars(nonces[k]!, mulScalars(c, w)))),
    chainResponses: chainRandomness.map((s, i) => scalarHex(addScalars(nonceChain[i]!, mulScalars(c, s)))),
    permutationResponses: uPermuted.map((v, i) => scalarHex(addScalars(noncePermutation[i]!, mulScalars(c, v)))),
  };
  return { cards, proof };
}

/**
 * The order `proveShuffle` gives `n` ciphertexts from `seed`: output i is input `order[i]` re-encrypted.
 * Only the prover knows it (the seed is its secret): a holder reads its mixed hand from it.
 */
export function shuffleOrder(seed: Uint8Array, n: number): number[] {
  return permutationFrom(drawStream(hash64('shoal/shuffle-permutation/v1', seed)), n);
}

/**
 * True when `proof` shows `outputHex` is a permutation and re-encryption of `input` under `jointKey`.
 * `outputHex` and the proof come from a peer: every point is decoded here (the identity refused).
 */
export function verifyShuffle(
  context: ProofContext,
  input: readonly Ciphertext[],
  inputHex: readonly (readonly [string, string])[],
  outputHex: readonly (readonly [string, string])[],
  jointKey: Point,
  proof: ShuffleProof,
): boolean {
  return drain(verifyShuffleSteps(context, input, inputHex, outputHex, jointKey, proof));
}

/** `verifyShuffle` in steps: yields the fraction done while decoding, then runs the one MSM; returns the verdict. */
export function* verifyShuffleSteps(
  context: ProofContext,
  input: readonly Ciphertext[],
  inputHex: readonly (readonly [string, string])[],
  outputHex: readonly (readonly [string, string])[],
  jointKey: Point,
  proof: ShuffleProof,
): Generator<number, boolean, void> {
  const terms = yield* shuffleCheckTermsSteps(context, input, inputHex, outputHex, jointKey, proof);
  // One MSM (splitting it would cost a sixth more additions): the longest step, best run in a Worker.
  return terms !== null && publicCombination(terms.points, terms.scalars).equals(IDENTITY);
}

/** A check as one equation: it holds when Σ scalars[i]·points[i] is the identity. */
export interface CheckTerms {
  readonly points: readonly Point[];
  readonly scalars: readonly bigint[];
}

/**
 * The shuffle check as one equation (`verifyShuffleSteps` without its MSM), so several checks can be
 * weighted and added into one MSM (pass-batch.ts); null when the output or proof is malformed.
 */
export function* shuffleCheckTermsSteps(
  context: ProofContext,
  input: readonly Ciphertext[],
  inputHex: readonly (readonly [string, string])[],
  outputHex: readonly (readonly [string, string])[],
  jointKey: Point,
  proof: ShuffleProof,
): Generator<number, CheckTerms | null, void> {
  const n = input.length;
  if (outputHex.length !== n || !proofShaped(proof, n)) return null;
  const output: Ciphertext[] = [];
  for (const [aHex, bHex] of outputHex) {
    const a = decodePoint(aHex);
    const b = decodePoint(bHex);
    if (!a || !b) return null;
    output.push({ a, b });
    if (output.length % (4 * STEP_CARDS) === 0) yield output.length / (4 * n);
  }
  const decodeAll = (hexes: readonly string[]): Point[] | null => {
    const points = hexes.map(decodePoint);
    return points.every((p) => p !== null) ? (points as Point[]) : null;
  };
  const commitments = decodeAll(proof.commitments);
  const chain = decodeAll(proof.chain);
  const chainCommitments = decodeAll(proof.chainCommitments);
  const commitmentsT = decodeAll(proof.commitmentsT);
  if (!commitments || !chain || !chainCommitments || !commitmentsT) return null;
  yield 0.35;
  const [s1, s2, s3, s4] = proof.responses.map((s) => parseAnyScalar(s)!) as [bigint, bigint, bigint, bigint];
  const chainResponses = proof.chainResponses.map((s) => parseAnyScalar(s)!);
  const permutationResponses = proof.permutationResponses.map((s) => parseAnyScalar(s)!);
  const [h, ...hs] = generators(n + 1) as [Point, ...Point[]];

  const statement = shuffleStatement(context, inputHex, outputHex, proof.commitments);
  const u = challenges(statement, n);
  const c = finalChallenge(statement, proof.chain, proof.chainCommitments, proof.commitmentsT);
  const uProduct = u.reduce(mulScalars, 1n);

  // Weights for the equations, hashed from the whole proof (a failing equation survives with ≈1/ℓ).
  const weightSeed = hash64('shoal/shuffle-batch/v1', statement, utf8(scalarHex(c)), utf8(proof.responses.join('')), utf8(proof.chainResponses.join('')), utf8(proof.permutationResponses.join('')));
  const weight = (k: number): bigint => deriveScalar('shoal/shuffle-batch-weight/v1', weightSeed, u32(k));
  const [w1, w2, w3, w4a, w4b] = [0, 1, 2, 3, 4].map(weight) as [bigint, bigint, bigint, bigint, bigint];
  const v = Array.from({ length: n }, (_, i) => weight(5 + i));
  const neg = (x: bigint): bigint => subScalars(0n, x);

  const points: Point[] = [];
  const scalars: bigint[] = [];
  const term = (point: Point, scalar: bigint): void => {
    points.push(point);
    scalars.push(scalar);
  };
  // G, h, Y
  let gScalar = addScalars(addScalars(mulScalars(w1, s1), mulScalars(w2, s2)), addScalars(mulScalars(w3, s3), neg(mulScalars(w4a, s4))));
  for (let i = 0; i < n; i++) gScalar = addScalars(gScalar, mulScalars(v[i]!, chainResponses[i]!));
  term(BASE, gScalar);
  term(h, addScalars(mulScalars(mulScalars(w2, c), uProduct), mulScalars(v[0]!, permutationResponses[0]!)));
  term(jointKey, neg(mulScalars(w4b, s4)));
  for (let i = 0; i < n; i++) {
    term(hs[i]!, addScalars(mulScalars(w1, c), mulScalars(w3, permutationResponses[i]!)));
    term(commitments[i]!, neg(mulScalars(c, addScalars(w1, mulScalars(w3, u[i]!)))));
    const next = i + 1 < n ? mulScalars(v[i + 1]!, permutationResponses[i + 1]!) : neg(mulScalars(w2, c));
    term(chain[i]!, addScalars(neg(mulScalars(v[i]!, c)), next));
    term(chainCommitments[i]!, neg(v[i]!));
    term(output[i]!.a, mulScalars(w4a, permutationResponses[i]!));
    term(output[i]!.b, mulScalars(w4b, permutationResponses[i]!));
    if (!input[i]!.a.equals(IDENTITY)) term(input[i]!.a, neg(mulScalars(mulScalars(w4a, c), u[i]!)));
    term(input[i]!.b, neg(mulScalars(mulScalars(w4b, c), u[i]!)));
  }
  [w1, w2, w3, w4a, w4b].forEach((w, k) => term(commitmentsT[k]!, neg(w)));
  yield 0.45;
  return { points, scalars };
}

/** Runs a step-wise computation to its end. */
export function drain<T>(steps: Generator<number, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** True for a proof with the right number of well-formed parts (points are checked when decoded). */
function proofShaped(proof: unknown, n: number): proof is ShuffleProof {
  if (typeof proof !== 'object' || proof === null) return false;
  const p = proof as Record<string, unknown>;
  const keys = ['commitments', 'chain', 'chainCommitments', 'commitmentsT', 'responses', 'chainResponses', 'permutationResponses'];
  if (Object.keys(p).length !== keys.length || !keys.every((k) => Array.isArray(p[k]))) return false;
  const lengths: Record<string, number> = { commitments: n, chain: n, chainCommitments: n, commitmentsT: 5, responses: 4, chainResponses: n, permutationResponses: n };
  if (!keys.every((k) => (p[k] as unknown[]).length === lengths[k])) return false;
  const scalarsOk = (list: unknown[]): boolean => list.every((s) => parseAnyScalar(s) !== null);
  return scalarsOk(p.responses as unknown[]) && scalarsOk(p.chainResponses as unknown[]) && scalarsOk(p.permutationResponses as unknown[]);
}

function shuffleStatement(
  context: ProofContext,
  input: readonly (readonly [string, string])[],
  output: readonly (readonly [string, string])[],
  commitments: readonly string[],
): Uint8Array {
  return hash64('shoal/shuffle/v1', contextBytes(context), u32(input.length), pointsBytes(input.flat()), pointsBytes(output.flat()), pointsBytes(commitments));
}

function challenges(statement: Uint8Array, n: number): bigint[] {
  return Array.from({ length: n }, (_, j) => deriveScalar('shoal/shuffle-u/v1', statement, u32(j)));
}

function finalChallenge(statement: Uint8Array, chain: readonly string[], chainCommitments: readonly string[], commitmentsT: readonly string[]): bigint {
  return deriveScalar('shoal/shuffle-challenge/v1', statement, pointsBytes(chain), pointsBytes(chainCommitments), pointsBytes(commitmentsT));
}
