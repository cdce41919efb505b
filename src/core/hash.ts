// Hashing, apart from encoding.ts so that a page needing only hex or base64url loads no hash at all.
// SHA-512 (FIPS 180-4) here, on 32-bit halves: a room's page hashes a few hundred bytes at a time (entry
// and claim ids, slot ids), and this is a quarter of a general hash library's weight.
import { concatBytes, u32, utf8 } from './encoding.js';

/** floor(n ** (1 / k)) by Newton's method from `above`, an estimate no lower than it. */
function integerRoot(n: bigint, k: bigint, above: bigint): bigint {
  let x = above;
  for (;;) {
    const next = ((k - 1n) * x + n / x ** (k - 1n)) / k;
    if (next >= x) return x;
    x = next;
  }
}

/** The first 64 bits of the fractional parts of the k-th roots of the first `count` primes, as [high, low] 32-bit halves. */
function rootFractions(count: number, k: bigint): Int32Array {
  const out = new Int32Array(2 * count);
  for (let p = 2, found = 0; found < count; p++) {
    let prime = true;
    for (let d = 2; d * d <= p; d++) if (p % d === 0) prime = false;
    if (!prime) continue;
    // A float's root is within 2 ** 14 of the root of p * 2 ** (64k): Newton's method takes it from just above.
    const bits = integerRoot(BigInt(p) << (64n * k), k, BigInt(Math.floor(p ** (1 / Number(k)) * 2 ** 64)) + (1n << 20n));
    out[2 * found] = Number((bits >> 32n) & 0xffffffffn) | 0;
    out[2 * found + 1] = Number(bits & 0xffffffffn) | 0;
    found++;
  }
  return out;
}

let K: Int32Array | null = null;
let H0: Int32Array | null = null;
const W = new Int32Array(160);

/** SHA-512 of `bytes`. */
export function sha512(bytes: Uint8Array): Uint8Array {
  K ??= rootFractions(80, 3n);
  H0 ??= rootFractions(8, 2n);
  const length = Math.ceil((bytes.length + 17) / 128) * 128;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor(bytes.length / 0x20000000));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);
  const h = H0.slice();
  for (let offset = 0; offset < length; offset += 128) compress(h, view, offset, K);
  const out = new Uint8Array(64);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 16; i++) outView.setInt32(4 * i, h[i]!);
  return out;
}

function compress(h: Int32Array, view: DataView, offset: number, k: Int32Array): void {
  const w = W;
  for (let i = 0; i < 32; i++) w[i] = view.getInt32(offset + 4 * i);
  for (let i = 32; i < 160; i += 2) {
    // σ0 of w[t-15] (rotr 1, rotr 8, shr 7) and σ1 of w[t-2] (rotr 19, rotr 61, shr 6).
    let xh = w[i - 30]!;
    let xl = w[i - 29]!;
    const s0h = ((xh >>> 1) | (xl << 31)) ^ ((xh >>> 8) | (xl << 24)) ^ (xh >>> 7);
    const s0l = ((xl >>> 1) | (xh << 31)) ^ ((xl >>> 8) | (xh << 24)) ^ ((xl >>> 7) | (xh << 25));
    xh = w[i - 4]!;
    xl = w[i - 3]!;
    const s1h = ((xh >>> 19) | (xl << 13)) ^ ((xl >>> 29) | (xh << 3)) ^ (xh >>> 6);
    const s1l = ((xl >>> 19) | (xh << 13)) ^ ((xh >>> 29) | (xl << 3)) ^ ((xl >>> 6) | (xh << 26));
    const low = (s0l >>> 0) + (s1l >>> 0) + (w[i - 13]! >>> 0) + (w[i - 31]! >>> 0);
    w[i] = (s0h + s1h + w[i - 14]! + w[i - 32]! + Math.floor(low / 0x100000000)) | 0;
    w[i + 1] = low | 0;
  }
  let [ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl] = h as unknown as number[] as [number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number];
  for (let i = 0; i < 160; i += 2) {
    // T1 = h + Σ1(e) + Ch(e, f, g) + K + W; Σ1 rotates by 14, 18 and 41.
    const sigma1h = ((eh >>> 14) | (el << 18)) ^ ((eh >>> 18) | (el << 14)) ^ ((el >>> 9) | (eh << 23));
    const sigma1l = ((el >>> 14) | (eh << 18)) ^ ((el >>> 18) | (eh << 14)) ^ ((eh >>> 9) | (el << 23));
    const choiceh = (eh & fh) ^ (~eh & gh);
    const choicel = (el & fl) ^ (~el & gl);
    const t1l = (hl >>> 0) + (sigma1l >>> 0) + (choicel >>> 0) + (k[i + 1]! >>> 0) + (w[i + 1]! >>> 0);
    const t1h = hh + sigma1h + choiceh + k[i]! + w[i]! + Math.floor(t1l / 0x100000000);
    // T2 = Σ0(a) + Maj(a, b, c); Σ0 rotates by 28, 34 and 39.
    const sigma0h = ((ah >>> 28) | (al << 4)) ^ ((al >>> 2) | (ah << 30)) ^ ((al >>> 7) | (ah << 25));
    const sigma0l = ((al >>> 28) | (ah << 4)) ^ ((ah >>> 2) | (al << 30)) ^ ((ah >>> 7) | (al << 25));
    const majorityh = (ah & bh) ^ (ah & ch) ^ (bh & ch);
    const majorityl = (al & bl) ^ (al & cl) ^ (bl & cl);
    const t2l = (sigma0l >>> 0) + (majorityl >>> 0);
    const t2h = sigma0h + majorityh + Math.floor(t2l / 0x100000000);
    hh = gh;
    hl = gl;
    gh = fh;
    gl = fl;
    fh = eh;
    fl = el;
    const el2 = (dl >>> 0) + ((t1l | 0) >>> 0);
    eh = (dh + t1h + Math.floor(el2 / 0x100000000)) | 0;
    el = el2 | 0;
    dh = ch;
    dl = cl;
    ch = bh;
    cl = bl;
    bh = ah;
    bl = al;
    const al2 = ((t1l | 0) >>> 0) + (t2l >>> 0);
    ah = (t1h + t2h + Math.floor(al2 / 0x100000000)) | 0;
    al = al2 | 0;
  }
  const state = [ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl];
  for (let i = 0; i < 16; i += 2) {
    const low = (h[i + 1]! >>> 0) + (state[i + 1]! >>> 0);
    h[i] = (h[i]! + state[i]! + Math.floor(low / 0x100000000)) | 0;
    h[i + 1] = low | 0;
  }
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
