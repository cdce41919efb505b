// ristretto255 (@noble/curves) for the private deck: point and scalar encodings, keys derived from a
// seat's secret seed, and the public table that maps each card of a deck to a curve point.
import { ed25519, ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { isHex, toHex, utf8 } from '../core/index.js';
import { hash64, hexBytes, u32 } from './bytes.js';
import { PRECOMPUTED_CARD_POINTS, PRECOMPUTED_DECK } from './precomputed-points.js';

/** A ristretto255 group element. */
export type Point = InstanceType<typeof ristretto255.Point>;
type EdwardsPoint = InstanceType<typeof ed25519.Point>;
const Fn = ristretto255.Point.Fn;

/** The group order ℓ. */
export const GROUP_ORDER: bigint = Fn.ORDER;

/** The identity's canonical encoding (a trivial ciphertext's first half; never accepted from a peer). */
export const IDENTITY_HEX = '0'.repeat(64);
/**
 * The window of the multiplication tables built for fixed bases, each in one go on its first use.
 * Measured (CPU time): 6-bit windows build in 10–15 ms and multiply in 0.23 ms; 8-bit ones take 40 ms
 * to build (a long task on a page, and a loss for a joint key used for one pass) for 0.22 ms; 4-bit
 * ones 7 ms for 0.28–0.43 ms; a plain multiplication costs 1.1 ms.
 */
const TABLE_WINDOW = 6;
/**
 * False on a page's main thread: there a table's build is one task of 20–60 ms (G's table for secret
 * scalars holds 2,080 points, and the page's curve code is still cold), while the page makes only a few
 * multiplications per move, each about 0.3 ms slower without one. Workers and Node build them.
 */
const BUILDS_TABLES = typeof (globalThis as { document?: unknown }).document === 'undefined';
/** The group's fixed generator G, with a multiplication table built on first use off the page (noble's own has none for ristretto). */
export const BASE: Point = BUILDS_TABLES
  ? ristretto255.Point.fromHex(ristretto255.Point.BASE.toHex()).precompute(TABLE_WINDOW, true)
  : ristretto255.Point.fromHex(ristretto255.Point.BASE.toHex());
/** The identity element. */
export const IDENTITY: Point = ristretto255.Point.ZERO;

// Decoding costs a square root; a deck's points are decoded by every pass and every check, so
// decoded points are cached by their encoding (a pure, bounded memo).
const pointCache = new Map<string, Point>();
const POINT_CACHE_SIZE = 16384;

/** The point a 64-hex-digit canonical encoding names, or null for anything else (identity included). */
export function decodePoint(hex: unknown): Point | null {
  if (!isHex(hex, 32) || hex === IDENTITY_HEX) return null;
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

/** Forgets every decoded point (benches: a check as a device that never saw these points does it). */
export function forgetDecodedPoints(): void {
  pointCache.clear();
}

/** A point the deck state holds (the identity allowed: trivial ciphertexts), or null when malformed. */
export function decodeStatePoint(hex: unknown): Point | null {
  return hex === IDENTITY_HEX ? IDENTITY : decodePoint(hex);
}

/** The canonical encoding (64 hex digits) of a point; remembered so decoding it later is free. */
export function encodePoint(point: Point): string {
  const hex = point.toHex();
  if (hex === IDENTITY_HEX) return hex;
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

/** A uniformly random non-zero scalar from 64 bytes of secret randomness (bias below 2^-250). */
export function scalarFromBytes(bytes: Uint8Array): bigint {
  const scalar = Fn.create(littleEndian(bytes));
  return scalar === 0n ? 1n : scalar;
}

/** a+b, a−b mod ℓ. */
export function addScalars(a: bigint, b: bigint): bigint {
  return Fn.add(a, b);
}
export function subScalars(a: bigint, b: bigint): bigint {
  return Fn.sub(a, b);
}

/** The scalar a canonical encoding names (zero allowed: proof responses), or null. */
export function parseAnyScalar(hex: unknown): bigint | null {
  const bytes = hexBytes(hex, 32);
  if (!bytes) return null;
  const value = littleEndian(bytes);
  return value < Fn.ORDER ? value : null;
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

/**
 * Σ scalars[i]·points[i] (Pippenger over the Edwards representatives), for secret scalars: every point
 * is added to a bucket in every window whatever its scalar, so the count of group operations does not
 * depend on the scalars.
 */
export function linearCombination(points: readonly Point[], scalars: readonly bigint[]): Point {
  if (points.length !== scalars.length) throw new RangeError('one scalar per point');
  if (points.length === 0) return ristretto255.Point.ZERO;
  // On the Edwards representatives (ristretto's wrapper costs an allocation per addition): the sum of
  // representatives represents the sum, as ristretto255 is a quotient of the Edwards group.
  const representatives = points.map((p) => (p as unknown as { readonly ep: EdwardsPoint }).ep);
  return new ristretto255.Point(signedPippenger(representatives, scalars, true));
}

/** Σ scalars[i]·points[i] for public scalars only (a proof's check): variable time. */
export function publicCombination(points: readonly Point[], scalars: readonly bigint[]): Point {
  if (points.length !== scalars.length) throw new RangeError('one scalar per point');
  if (points.length > 2) return new ristretto255.Point(signedPippenger(points.map((p) => (p as unknown as { readonly ep: EdwardsPoint }).ep), scalars, false));
  return points.reduce<Point>((sum, point, i) => {
    const scalar = Fn.create(scalars[i]!);
    return scalar === 0n ? sum : sum.add(point.multiplyUnsafe(scalar));
  }, IDENTITY);
}

/** The window (bits) that makes a signed-digit Pippenger over `count` points cheapest: fewest additions. */
function pippengerWindow(count: number): number {
  let best = 1;
  let bestCost = Infinity;
  for (let bits = 1; bits <= 16; bits++) {
    const cost = Math.ceil(254 / bits) * (count + 2 ** bits);
    if (cost < bestCost) [best, bestCost] = [bits, cost];
  }
  return best;
}

/**
 * Σ scalars[i]·points[i] on Edwards points: Pippenger's buckets with signed digits in (−2^(c−1), 2^(c−1)],
 * so half as many buckets. With `constantCount`, every point goes into a bucket in every window (a
 * zero digit into a bucket never read) and every bucket is summed, so the count of group operations
 * does not depend on the scalars (secret scalars); without, zero digits and empty buckets are skipped
 * (public scalars: a proof's check). A sixth to a third fewer additions than noble's unsigned MSM.
 */
function signedPippenger(points: readonly EdwardsPoint[], scalars: readonly bigint[], constantCount: boolean): EdwardsPoint {
  const n = points.length;
  const zero = ed25519.Point.ZERO;
  const bits = pippengerWindow(n);
  const windows = Math.ceil(254 / bits) + 1; // a carry may reach one window past the scalar's bits
  const radix = 1 << bits;
  const half = radix >> 1;
  const mask = BigInt(radix - 1);
  const shift = BigInt(bits);
  // digits[w * n + i]: scalar i's signed digit in window w.
  const digits = new Int32Array(windows * n);
  for (let i = 0; i < n; i++) {
    let s = Fn.create(scalars[i]!);
    let carry = 0;
    for (let w = 0; w < windows; w++) {
      let digit = Number(s & mask) + carry;
      s >>= shift;
      carry = digit > half ? 1 : 0;
      if (carry) digit -= radix;
      digits[w * n + i] = digit;
    }
  }
  const negated = points.map((p) => p.negate());
  const buckets: (EdwardsPoint | null)[] = new Array<EdwardsPoint | null>(half + 1);
  let sum: EdwardsPoint | null = null;
  for (let w = windows - 1; w >= 0; w--) {
    if (sum) for (let k = 0; k < bits; k++) sum = sum.double();
    buckets.fill(constantCount ? zero : null);
    for (let i = 0; i < n; i++) {
      const digit = digits[w * n + i]!;
      if (digit === 0 && !constantCount) continue;
      const point = digit >= 0 ? points[i]! : negated[i]!;
      const index = digit >= 0 ? digit : -digit;
      const bucket = buckets[index];
      buckets[index] = bucket ? bucket.add(point) : point;
    }
    // Σ k·bucket[k] as a running sum of running sums.
    let running: EdwardsPoint | null = null;
    let windowSum: EdwardsPoint | null = null;
    for (let k = half; k > 0; k--) {
      const bucket = buckets[k];
      if (bucket) running = running ? running.add(bucket) : bucket;
      if (running) windowSum = windowSum ? windowSum.add(running) : running;
    }
    if (windowSum) sum = sum ? sum.add(windowSum) : windowSum;
  }
  return sum ?? zero;
}

/** scalar·G (constant-time ladder: for secret scalars), with G's table where tables are built. */
export function baseTimes(scalar: bigint): Point {
  return times(BASE, scalar);
}

const precomputed = new Map<string, Point>();

/**
 * A point with a precomputed multiplication table (the joint deck key, the shuffle's generator h):
 * each later multiplication costs about a sixth of a plain one. Memoised by encoding. On a page's main
 * thread, the point itself (see BUILDS_TABLES).
 */
export function fixedBase(point: Point): Point {
  if (!BUILDS_TABLES) return point;
  const hex = point.toHex();
  const known = precomputed.get(hex);
  if (known) return known;
  const table = ristretto255.Point.fromHex(hex).precompute(TABLE_WINDOW, true);
  if (precomputed.size >= 64) precomputed.clear();
  precomputed.set(hex, table);
  return table;
}

/** scalar·point, for a secret scalar (0 gives the identity). */
export function times(point: Point, scalar: bigint): Point {
  const s = Fn.create(scalar);
  return s === 0n ? IDENTITY : point.multiply(s);
}

const generatorCache: Point[] = [];
let shippedGenerators = '';

/**
 * Takes the shuffle generators as data (PRECOMPUTED_GENERATORS, 64 hex digits each, as derived by
 * `deriveGenerator`): the deck worker does, to spare some 50 ms before its first pass; a page, which
 * makes only small proofs, derives the few it needs and does not load them.
 */
export function useShippedGenerators(encodings: string): void {
  shippedGenerators = encodings;
}

/** Generator `index` hashed to the curve (index 0 is h, then h_1, h_2, …). */
export function deriveGenerator(index: number): Point {
  return ristretto255_hasher.hashToCurve(utf8(`generator ${index}`), { DST: 'shoal/shuffle-generator/v1' }) as Point;
}

/** Point `index` of a concatenation of 64-hex-digit encodings, or undefined past its end. */
function shipped(encodings: string, index: number): string | undefined {
  return index * 64 < encodings.length ? encodings.slice(index * 64, index * 64 + 64) : undefined;
}

/**
 * Independent generators for the shuffle proof's commitments: index 0 is h, 1…N are h_1…h_N. Hashed to
 * the curve, so nobody knows a discrete logarithm between any two of them or G (or taken from the data
 * given to `useShippedGenerators`).
 */
export function generators(count: number): readonly Point[] {
  while (generatorCache.length < count) {
    const index = generatorCache.length;
    const known = shipped(shippedGenerators, index);
    const point = known ? decodePoint(known)! : deriveGenerator(index);
    generatorCache.push(index === 0 ? fixedBase(point) : point);
  }
  return generatorCache.slice(0, count);
}

/** The public table of a deck: card c ↔ a point nobody knows the discrete log of (hash to curve). */
export interface CardTable {
  readonly points: readonly string[];
  cardOf(point: Point): number | null;
}

const tables = new Map<string, CardTable>();

/** Card `card`'s point in deck `deck`, hashed to the curve. */
export function deriveCardPoint(deck: string, card: number): Point {
  return ristretto255_hasher.hashToCurve(utf8(`card ${card} of ${deck}`), { DST: 'shoal/deck-card/v1' }) as Point;
}

/**
 * The card table of deck `deck` with `size` cards (memoised: hashing to the curve costs about half a
 * millisecond a card; Fleet's boat deck is shipped as data, precomputed-points.ts).
 */
export function cardTable(deck: string, size: number): CardTable {
  const key = `${size}|${deck}`;
  const known = tables.get(key);
  if (known) return known;
  const precomputed = deck === PRECOMPUTED_DECK.id && size === PRECOMPUTED_DECK.size;
  const points = Array.from({ length: size }, (_, card) =>
    precomputed ? shipped(PRECOMPUTED_CARD_POINTS, card)! : encodePoint(deriveCardPoint(deck, card)),
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
