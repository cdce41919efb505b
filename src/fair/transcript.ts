// The transcript pieces of the deck's Sigma proofs that need no curve code: a proof's context, a list of
// encoded points, and a composite DLEQ's seed (its Fiat–Shamir statement hash), so pass-verdicts.ts can
// key a share check's verdict without loading the curve.
import { canonicalBytes, toHex, utf8 } from '../core/index.js';
import { hash64 } from './bytes.js';

/** Where a proof belongs: bound into its challenge. */
export interface ProofContext {
  readonly room: string;
  readonly game: string;
  readonly deck: string;
  /** What the proof is for, e.g. 'key', 'shares', 'pass:0'. */
  readonly step: string;
  readonly seat: number;
}

/** The statement of a composite DLEQ: the key, the bases A_p and the shares D_p, all encoded. */
export interface DleqStatement {
  readonly key: string;
  readonly bases: readonly string[];
  readonly shares: readonly string[];
}

/** The context's bytes, for a transcript. */
export function contextBytes(context: ProofContext): Uint8Array {
  return canonicalBytes({ room: context.room, game: context.game, deck: context.deck, step: context.step, seat: context.seat });
}

/** The bytes of a list of points (their encodings), for a transcript. */
export function pointsBytes(points: readonly string[]): Uint8Array {
  return utf8(points.join(''));
}

/** A composite DLEQ's seed: the hash of its context and whole statement. */
export function dleqSeed(context: ProofContext, statement: DleqStatement): Uint8Array {
  return hash64('shoal/proof-dleq/v1', contextBytes(context), utf8(statement.key), pointsBytes(statement.bases), pointsBytes(statement.shares));
}

/** What a DLEQ proof's verdict is remembered under: its seed and its two scalars as published. */
export function dleqProofDigest(seed: Uint8Array, proof: { readonly c: string; readonly z: string }): string {
  return `${toHex(seed)}${proof.c}${proof.z}`;
}
