// Byte-level helpers shared by the fair-play modules. Everything public travels as lower-case hex.
import { fromHex, isHex } from '../core/index.js';

// The length-prefixed hash and the counter encoding are the core's (src/core/encoding.ts).
export { hash64, u32 } from '../core/index.js';

/** The bytes of `value` when it is a lower-case hex string of exactly `length` bytes, else null. */
export function hexBytes(value: unknown, length: number): Uint8Array | null {
  return isHex(value, length) ? fromHex(value) : null;
}
