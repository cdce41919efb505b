// Byte-level helpers shared by the fair-play modules. Everything public travels as lower-case hex.
import { concatBytes, fromHex, isHex, sha512, utf8 } from '../core/index.js';

/** Big-endian 4-byte length or counter. */
export function u32(n: number): Uint8Array {
  return Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
}

/** The bytes of `value` when it is a lower-case hex string of exactly `length` bytes, else null. */
export function hexBytes(value: unknown, length: number): Uint8Array | null {
  return isHex(value, length) ? fromHex(value) : null;
}

/** SHA-512 over a domain label and length-prefixed parts, so no two (label, parts) inputs collide. */
export function hash64(label: string, ...parts: readonly Uint8Array[]): Uint8Array {
  const name = utf8(label);
  return sha512(concatBytes(u32(name.length), name, ...parts.flatMap((p) => [u32(p.length), p])));
}
