/** A JSON value as the log carries it. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * Canonical JSON: object keys sorted, no whitespace, only finite numbers. Two peers that hold equal
 * values produce equal bytes, so signatures and commitments over it agree. Throws on a value JSON
 * cannot carry faithfully (undefined, a function, NaN, a cycle).
 */
export function canonicalJson(value: unknown): string {
  const seen = new Set<object>();
  const encode = (v: unknown): string => {
    if (v === null) return 'null';
    switch (typeof v) {
      case 'boolean':
        return v ? 'true' : 'false';
      case 'number':
        if (!Number.isFinite(v)) throw new TypeError(`cannot encode the number ${v}`);
        return JSON.stringify(Object.is(v, -0) ? 0 : v);
      case 'string':
        return JSON.stringify(v);
      case 'object': {
        if (seen.has(v)) throw new TypeError('cannot encode a cycle');
        seen.add(v);
        let out: string;
        if (Array.isArray(v)) {
          out = `[${v.map(encode).join(',')}]`;
        } else {
          const record = v as Record<string, unknown>;
          const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
          out = `{${keys.map((k) => `${JSON.stringify(k)}:${encode(record[k])}`).join(',')}}`;
        }
        seen.delete(v);
        return out;
      }
      default:
        throw new TypeError(`cannot encode a ${typeof v}`);
    }
  };
  return encode(value);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** The string of UTF-8 bytes; throws on invalid UTF-8. */
export function fromUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** Canonical bytes of a JSON value. */
export function canonicalBytes(value: unknown): Uint8Array {
  return utf8(canonicalJson(value));
}

/** Concatenates byte arrays. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b];
  return out;
}

/** Bytes of a hex string; throws a TypeError on anything but an even number of hex digits. */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new TypeError('not a hex string');
  }
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** True when `value` is a hex string of exactly `bytes` bytes. */
export function isHex(value: unknown, bytes: number): value is string {
  return typeof value === 'string' && value.length === 2 * bytes && /^[0-9a-f]*$/.test(value);
}

/** Base64url without padding, for links and ids. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of a base64url string; throws a TypeError when it is not one. */
export function fromBase64Url(text: string): Uint8Array {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new TypeError('not a base64url string');
  }
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Big-endian 4-byte length or counter. */
export function u32(n: number): Uint8Array {
  return Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
}

/** Constant-time equality of two byte arrays. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}
