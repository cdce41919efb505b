// Hashing, apart from encoding.ts so that a page needing only hex or base64url does not load tweetnacl
// (CommonJS, so a bundler cannot leave it out of a module that imports it).
import nacl from 'tweetnacl';
import { concatBytes, u32, utf8 } from './encoding.js';

/** SHA-512 (tweetnacl). */
export function sha512(bytes: Uint8Array): Uint8Array {
  return nacl.hash(bytes);
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
