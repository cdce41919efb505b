// Hashing, apart from encoding.ts so that a page needing only hex or base64url loads no hash at all.
// SHA-512 from @noble/hashes: an ES module a bundler can leave out where unused, about a third of
// tweetnacl's weight on a page that needs only the hash.
import { sha512 as nobleSha512 } from '@noble/hashes/sha2.js';
import { concatBytes, u32, utf8 } from './encoding.js';

/** SHA-512. */
export function sha512(bytes: Uint8Array): Uint8Array {
  return nobleSha512(bytes);
}

/** SHA-512 over a domain label and length-prefixed parts, so no two (label, parts) inputs collide. */
export function hash64(domain: string, ...parts: readonly Uint8Array[]): Uint8Array {
  const label = utf8(domain);
  const lengthPrefixed = parts.flatMap((p) => [u32(p.length), p]);
  return sha512(concatBytes(u32(label.length), label, ...lengthPrefixed));
}

/** `hash64` truncated to 32 bytes. */
export function hash32(domain: string, ...parts: readonly Uint8Array[]): Uint8Array {
  return hash64(domain, ...parts).subarray(0, 32);
}
