// ristretto255 (@noble/curves) for the private deck: point and scalar encodings, keys derived from a
// seat's secret seed, and the public table that maps each card of a deck to a curve point.
import { pippenger } from '@noble/curves/abstract/curve.js';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { isHex, toHex, utf8 } from '../core/index.js';
import { hash64, hexBytes, u32 } from './bytes.js';

/** A ristretto255 group element. */
export type Point = InstanceType<typeof ristretto255.Point>;
const Fn = ristretto255.Point.Fn;

/** The group order ℓ. */
export const GROUP_ORDER: bigint = Fn.ORDER;

// Decoding costs a square root; a deck's points are decoded by every pass and every check, so
// decoded points are cached by their encoding (a pure, bounded memo).
const pointCache = new Map<string, Point>();
const POINT_CACHE_SIZE = 16384;

/** The point a 64-hex-digit canonical encoding names, or null for anything else (identity included). */
export function decodePoint(hex: unknown): Point | null {
  if (!isHex(hex, 32)) return null;
  const cached = pointCache.get(hex);
  if (cached) return cached;
  let point: Point;
  try {
    point = ristretto255.Point.fromHex(hex);
  } catch {
    return null;
  }
  if (point.equals(ristretto255.Point.ZERO)) return null;
  if (pointCache.size >= POINT_CACHE_SIZE) pointCache.clear();
  pointCache.set(hex, point);
  return point;
}

/** The canonical encoding (64 hex digits) of a point; remembered so decoding it later is free. */
export function encodePoint(point: Point): string {
  const hex = point.toHex();
  if (pointCache.size >= POINT_CACHE_SIZE) pointCache.clear();
  pointCache.set(hex, point);
  return hex;
}

/** A non-zero scalar derived from a label and parts (SHA-512 reduced mod ℓ; bias below 2^-250). */
export function deriveScalar(label: string, ...parts: readonly Uint8Array[]): bigint {
  for (let attempt = 0; ; attempt++) {
    const digest = hash64(label, ...parts, u32(attempt));
    const scalar = Fn.create(littleEndian(digest));
    if (scalar !== 0n) return scalar;
  }
}

/** The canonical 64-hex-digit encoding of a scalar. */
export function scalarHex(scalar: bigint): string {
  return toHex(Fn.toBytes(Fn.create(scalar)));
}

/** The non-zero scalar a canonical encoding names, or null. */
export function parseScalar(hex: unknown): bigint | null {
  const bytes = hexBytes(hex, 32);
  if (!bytes) return null;
  const value = littleEndian(bytes);
  return value > 0n && value < Fn.ORDER ? value : null;
}

/** a·b mod ℓ. */
export function mulScalars(a: bigint, b: bigint): bigint {
  return Fn.mul(a, b);
}

/** a⁻¹ mod ℓ (a non-zero). */
export function invertScalar(a: bigint): bigint {
  return Fn.inv(a);
}

/** Σ scalars[i]·points[i] (Pippenger; variable time, so only for public values such as audit checks). */
export function linearCombination(points: readonly Point[], scalars: readonly bigint[]): Point {
  if (points.length !== scalars.length) throw new RangeError('one scalar per point');
  if (points.length === 0) return ristretto255.Point.ZERO;
  return pippenger(ristretto255.Point, [...points], scalars.map((s) => Fn.create(s)));
}

/** The public table of a deck: card c ↔ a point nobody knows the discrete log of (hash to curve). */
export interface CardTable {
  readonly points: readonly string[];
  cardOf(point: Point): number | null;
}

const tables = new Map<string, CardTable>();

/** The card table of deck `deck` with `size` cards (memoised: hashing to the curve is not free). */
export function cardTable(deck: string, size: number): CardTable {
  const key = `${size}|${deck}`;
  const known = tables.get(key);
  if (known) return known;
  const points = Array.from({ length: size }, (_, card) =>
    encodePoint(ristretto255_hasher.hashToCurve(utf8(`card ${card} of ${deck}`), { DST: 'shoal/deck-card/v1' }) as Point),
  );
  const byPoint = new Map(points.map((p, card) => [p, card]));
  const table: CardTable = { points, cardOf: (point) => byPoint.get(point.toHex()) ?? null };
  tables.set(key, table);
  return table;
}

function littleEndian(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  return value;
}
