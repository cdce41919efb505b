// Turning a draw's output (32 bytes of shared randomness, hex) into game decisions: unbiased
// integers by rejection sampling, Fisher–Yates shuffles, coin flips. A draw's output seeds a SHA-512
// counter-mode stream, so one draw can make many decisions; `label` separates independent uses.
import { fromHex, isHex, utf8 } from '../core/index.js';
import { hash64, u32 } from './bytes.js';

/** Unsigned 32-bit words derived from a draw's output. */
export interface DrawStream {
  /** The next uniform 32-bit word. */
  word(): number;
  /** A uniform integer in [0, bound), bound a positive integer ≤ 2^32 (rejection sampling, no modulo bias). */
  int(bound: number): number;
}

const TWO_32 = 4294967296;

/** The stream of `output` (32 or 64 bytes of hex, or bytes) under an optional label. Throws on a malformed output. */
export function drawStream(output: string | Uint8Array, label = ''): DrawStream {
  const seed = typeof output === 'string' ? outputBytes(output) : output;
  let block = 0;
  let pool: Uint8Array = new Uint8Array(0);
  let offset = 0;
  const word = (): number => {
    if (offset + 4 > pool.length) {
      pool = hash64('shoal/draw-stream/v1', seed, utf8(label), u32(block++));
      offset = 0;
    }
    const w = ((pool[offset]! << 24) | (pool[offset + 1]! << 16) | (pool[offset + 2]! << 8) | pool[offset + 3]!) >>> 0;
    offset += 4;
    return w;
  };
  return {
    word,
    int(bound) {
      if (!Number.isInteger(bound) || bound <= 0 || bound > TWO_32) throw new RangeError(`bound must be an integer in [1, 2^32], got ${bound}`);
      // Accept only words below the largest multiple of bound, so every residue is equally likely.
      const limit = TWO_32 - (TWO_32 % bound);
      for (;;) {
        const w = word();
        if (w < limit) return w % bound;
      }
    },
  };
}

/** A uniform integer in [0, bound) from a draw's output. */
export function randomInt(output: string | Uint8Array, bound: number, label = ''): number {
  return drawStream(output, label).int(bound);
}

/** Heads (true) or tails from a draw's output. */
export function coinFlip(output: string | Uint8Array, label = ''): boolean {
  return drawStream(output, label).int(2) === 1;
}

/** A uniform permutation of 0…n-1 (Fisher–Yates) from a draw's output: entry i is the item at position i. */
export function shuffle(output: string | Uint8Array, n: number, label = ''): number[] {
  return permutationFrom(drawStream(output, label), n);
}

/** A uniform permutation of 0…n-1 drawn from `stream` (Fisher–Yates). */
export function permutationFrom(stream: DrawStream, n: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`cannot shuffle ${n} items`);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = stream.int(i + 1);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}

/** `items` reordered by a draw's output. */
export function shuffled<T>(output: string | Uint8Array, items: readonly T[], label = ''): T[] {
  return shuffle(output, items.length, label).map((i) => items[i]!);
}

function outputBytes(output: string): Uint8Array {
  if (isHex(output, 32) || isHex(output, 64)) return fromHex(output);
  throw new TypeError('a draw output is 64 or 128 lower-case hex digits');
}
