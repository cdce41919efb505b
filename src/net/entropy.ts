import type { Entropy } from '../core/index.js';

/** The platform CSPRNG (crypto.getRandomValues) as an Entropy: for room secrets, keys and nonces. */
export const platformEntropy: Entropy = {
  bytes(length) {
    const out = new Uint8Array(length);
    // getRandomValues fills at most 65536 bytes a call.
    for (let at = 0; at < length; at += 65536) crypto.getRandomValues(out.subarray(at, Math.min(length, at + 65536)));
    return out;
  },
};
