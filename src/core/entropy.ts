// Seeded entropy, apart from random.ts so that code needing only a seeded Random (bots, a bot
// worker) does not pull in the SHA-512 implementation.
import { utf8 } from './encoding.js';
import { sha512 } from './hash.js';
import type { Entropy } from './game.js';

/** A deterministic Entropy for seeded tables and tests: SHA-512 in counter mode over the seed. */
export function seededEntropy(seed: string | number): Entropy {
  let counter = 0;
  let pool: Uint8Array = new Uint8Array(0);
  return {
    bytes(length) {
      const out = new Uint8Array(length);
      let filled = 0;
      while (filled < length) {
        if (pool.length === 0) pool = sha512(utf8(`shoal-entropy:${seed}:${counter++}`));
        const take = Math.min(pool.length, length - filled);
        out.set(pool.subarray(0, take), filled);
        pool = pool.subarray(take);
        filled += take;
      }
      return out;
    },
  };
}
