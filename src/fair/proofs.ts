// Sigma proofs on ristretto255, made non-interactive by Fiat–Shamir over everything public (the
// statement, the context that names room, game, deck, step and seat, and the prover's first message),
// so a proof cannot be replayed for another statement, another seat or another room:
//   - knowledge of a secret key x with Y = x·G (Schnorr 1991);
//   - equality of discrete logarithms, Y = x·G and D_p = x·A_p for every p at once (Chaum–Pedersen
//     1992, batched as the composite proof of RFC 9497 §2.2: with weights ρ_p hashed from the whole
//     statement, one proof for A* = Σρ_p·A_p and D* = Σρ_p·D_p; a single wrong D_p survives with
//     probability about 1/ℓ).
// Nonces are hashed from the secret, the statement and fresh randomness (hedged: a weak source alone
// does not leak the key).
import { hasOnlyKeys, isRecord, utf8 } from '../core/index.js';
import { hash64, u32 } from './bytes.js';
import { rememberOwnProof, shareVerdict, type ShareCheck } from './pass-verdicts.js';
import { contextBytes, dleqProofDigest, dleqSeed, type DleqStatement, type ProofContext } from './transcript.js';
import {
  addScalars,
  BASE,
  deriveScalar,
  linearCombination,
  mulScalars,
  publicCombination,
  parseAnyScalar,
  scalarFromBytes,
  scalarHex,
  subScalars,
  times,
  decodePoint,
  decodeStatePoint,
  type Point,
} from './group.js';

export { contextBytes, pointsBytes, type DleqStatement, type ProofContext } from './transcript.js';

/** A compact Sigma proof: challenge and response, canonical scalars in hex. */
export interface ScalarProof {
  readonly c: string;
  readonly z: string;
}

/** A prover's nonce: hashed from its secret, the transcript so far and fresh bytes. */
export function proverNonce(label: string, secret: bigint, transcript: Uint8Array, fresh: Uint8Array): bigint {
  return scalarFromBytes(hash64(`shoal/nonce/${label}/v1`, utf8(scalarHex(secret)), transcript, fresh));
}

/** True for {c, z} with canonical scalars. */
export function isScalarProof(value: unknown): value is ScalarProof {
  return isRecord(value) && hasOnlyKeys(value, ['c', 'z']) && parseAnyScalar(value.c) !== null && parseAnyScalar(value.z) !== null;
}

// ——— knowledge of a key ———

/** Proves knowledge of x with key = x·G, bound to `context`. */
export function proveKey(context: ProofContext, secret: bigint, key: string, fresh: Uint8Array): ScalarProof {
  const statement = hash64('shoal/proof-key/v1', contextBytes(context), utf8(key));
  const k = proverNonce('key', secret, statement, fresh);
  const c = keyChallenge(statement, times(BASE, k));
  return { c: scalarHex(c), z: scalarHex(addScalars(k, mulScalars(c, secret))) };
}

/** True when `proof` shows knowledge of the discrete logarithm of `key` (decoded as `point`) in `context`. */
export function verifyKey(context: ProofContext, key: string, point: Point, proof: unknown): boolean {
  if (!isScalarProof(proof)) return false;
  const c = parseAnyScalar(proof.c)!;
  const z = parseAnyScalar(proof.z)!;
  const statement = hash64('shoal/proof-key/v1', contextBytes(context), utf8(key));
  const commitment = publicCombination([BASE, point], [z, subScalars(0n, c)]);
  return keyChallenge(statement, commitment) === c;
}

function keyChallenge(statement: Uint8Array, commitment: Point): bigint {
  return deriveScalar('shoal/proof-key-challenge/v1', statement, utf8(commitment.toHex()));
}

// ——— equality of discrete logarithms (decryption shares) ———

/** Proves key = x·G and shares[p] = x·bases[p] for every p, bound to `context`. */
export function proveShares(context: ProofContext, secret: bigint, statement: DleqStatement, bases: readonly Point[], fresh: Uint8Array): ScalarProof {
  const seed = dleqSeed(context, statement);
  const combined = linearCombination(bases, dleqWeights(seed, bases.length));
  const k = proverNonce('shares', secret, seed, fresh);
  const c = dleqChallenge(seed, times(BASE, k), times(combined, k));
  return { c: scalarHex(c), z: scalarHex(addScalars(k, mulScalars(c, secret))) };
}

/**
 * Remembers shares this device computed from its own secret and proved (`proveShares`), so applying
 * the move that publishes them does not verify the proof again; the audit still does.
 */
export function rememberOwnShares(context: ProofContext, statement: DleqStatement, proof: ScalarProof): void {
  rememberOwnProof(dleqProofDigest(dleqSeed(context, statement), proof));
}

/**
 * True when `proof` shows the shares are the key's secret times their bases; `key`, `bases` and
 * `shares` are the decodings of the statement's encodings. A proof this device made itself, or one its
 * deck worker already checked, is not verified again (except under withEveryProofChecked); during a
 * dry run the check is recorded for the worker and assumed to hold.
 */
export function verifyShares(
  context: ProofContext,
  statement: DleqStatement,
  key: Point,
  bases: readonly Point[],
  shares: readonly Point[],
  proof: unknown,
): boolean {
  if (!isScalarProof(proof) || bases.length !== shares.length || bases.length === 0) return false;
  const seed = dleqSeed(context, statement);
  return shareVerdict({ context, statement, proof }, dleqProofDigest(seed, proof), () => dleqHolds(seed, key, bases, shares, proof));
}

/** A share check's verdict from its plain-JSON statement alone (the deck worker's side): every point decoded and checked here. */
export function verifyShareCheck(check: ShareCheck): boolean {
  const { statement, proof } = check;
  if (!isScalarProof(proof) || !Array.isArray(statement.bases) || !Array.isArray(statement.shares)) return false;
  if (statement.bases.length !== statement.shares.length || statement.bases.length === 0) return false;
  const key = decodePoint(statement.key);
  const bases = statement.bases.map(decodeStatePoint);
  const shares = statement.shares.map(decodePoint);
  if (!key || bases.some((b) => b === null) || shares.some((d) => d === null)) return false;
  return dleqHolds(dleqSeed(check.context, statement), key, bases as Point[], shares as Point[], proof);
}

function dleqHolds(seed: Uint8Array, key: Point, bases: readonly Point[], shares: readonly Point[], proof: ScalarProof): boolean {
  const c = parseAnyScalar(proof.c)!;
  const z = parseAnyScalar(proof.z)!;
  const weights = dleqWeights(seed, bases.length);
  const combinedBase = publicCombination(bases, weights);
  const combinedShare = publicCombination(shares, weights);
  const first = publicCombination([BASE, key], [z, subScalars(0n, c)]);
  const second = publicCombination([combinedBase, combinedShare], [z, subScalars(0n, c)]);
  return dleqChallenge(seed, first, second) === c;
}

function dleqWeights(seed: Uint8Array, count: number): bigint[] {
  if (count === 1) return [1n];
  return Array.from({ length: count }, (_, p) => deriveScalar('shoal/proof-dleq-weight/v1', seed, u32(p)));
}

function dleqChallenge(seed: Uint8Array, first: Point, second: Point): bigint {
  return deriveScalar('shoal/proof-dleq-challenge/v1', seed, utf8(first.toHex()), utf8(second.toHex()));
}
