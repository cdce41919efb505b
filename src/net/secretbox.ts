// NaCl's secretbox (XSalsa20-Poly1305), as the secure channel seals every frame: the 16-byte tag, then
// the ciphertext. Written after TweetNaCl's reference code: a channel's frames are a few hundred bytes
// (a move) to 12 KB (a part of a long sync), and this is a third of a general cipher library's weight.
// Opening checks the tag (in constant time) before it decrypts anything, and throws when it fails.

const SIGMA = Uint32Array.of(0x61707865, 0x3320646e, 0x79622d32, 0x6b206574);
/** Salsa20's quarter rounds: four columns, then four rows, each (a, b, c, d). */
const QUARTERS = Uint8Array.of(0, 4, 8, 12, 5, 9, 13, 1, 10, 14, 2, 6, 15, 3, 7, 11, 0, 1, 2, 3, 5, 6, 7, 4, 10, 11, 8, 9, 15, 12, 13, 14);

const rotl = (v: number, n: number): number => (v << n) | (v >>> (32 - n));

/** Salsa20's 20 rounds over `state` into `out`; with `add`, the state is added back (a block of stream). */
function rounds(state: Uint32Array, out: Uint32Array, add: boolean): void {
  out.set(state);
  for (let round = 0; round < 20; round += 2) {
    for (let q = 0; q < 32; q += 4) {
      const a = QUARTERS[q]!, b = QUARTERS[q + 1]!, c = QUARTERS[q + 2]!, d = QUARTERS[q + 3]!;
      out[b]! ^= rotl((out[a]! + out[d]!) | 0, 7);
      out[c]! ^= rotl((out[b]! + out[a]!) | 0, 9);
      out[d]! ^= rotl((out[c]! + out[b]!) | 0, 13);
      out[a]! ^= rotl((out[d]! + out[c]!) | 0, 18);
    }
  }
  if (add) for (let i = 0; i < 16; i++) out[i] = (out[i]! + state[i]!) | 0;
}

/** Salsa20's state for a 32-byte key and 16 bytes of input (a nonce and a block counter, or HSalsa20's input). */
function initial(key: Uint32Array, input: Uint32Array): Uint32Array {
  return Uint32Array.of(SIGMA[0]!, key[0]!, key[1]!, key[2]!, key[3]!, SIGMA[1]!, input[0]!, input[1]!, input[2]!, input[3]!, SIGMA[2]!, key[4]!, key[5]!, key[6]!, key[7]!, SIGMA[3]!);
}

function words(bytes: Uint8Array, count: number): Uint32Array {
  const out = new Uint32Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < count; i++) out[i] = view.getUint32(4 * i, true);
  return out;
}

/** XSalsa20's stream for `key` and a 24-byte `nonce`, `length` bytes long. */
function stream(key: Uint8Array, nonce: Uint8Array, length: number): Uint8Array {
  if (key.length !== 32 || nonce.length !== 24) throw new RangeError('a secretbox takes a 32-byte key and a 24-byte nonce');
  const hashed = new Uint32Array(16);
  rounds(initial(words(key, 8), words(nonce, 4)), hashed, false);
  const subkey = Uint32Array.of(hashed[0]!, hashed[5]!, hashed[10]!, hashed[15]!, hashed[6]!, hashed[7]!, hashed[8]!, hashed[9]!);
  const tail = words(nonce.subarray(16), 2);
  const state = initial(subkey, Uint32Array.of(tail[0]!, tail[1]!, 0, 0));
  const out = new Uint8Array(Math.ceil(length / 64) * 64);
  const block = new Uint32Array(16);
  const view = new DataView(out.buffer);
  for (let at = 0; at < length; at += 64) {
    rounds(state, block, true);
    for (let i = 0; i < 16; i++) view.setUint32(at + 4 * i, block[i]!, true);
    state[8] = (state[8]! + 1) | 0;
    if (state[8] === 0) state[9] = (state[9]! + 1) | 0;
  }
  return out.subarray(0, length);
}

/** Adds `c` into `h`, 17 limbs of 8 bits (the last carrying the rest). */
function add1305(h: Uint32Array, c: Uint32Array): void {
  let u = 0;
  for (let j = 0; j < 17; j++) {
    u = (u + ((h[j]! + c[j]!) | 0)) | 0;
    h[j] = u & 255;
    u >>>= 8;
  }
}

/** -(2^130 - 5) in the same limbs. */
const MINUS_P = Uint32Array.of(5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 252);

/** Poly1305 of `message` under the 32-byte one-time `key`. */
function poly1305(key: Uint8Array, message: Uint8Array): Uint8Array {
  const x = new Uint32Array(17);
  const r = new Uint32Array(17);
  const h = new Uint32Array(17);
  const c = new Uint32Array(17);
  const g = new Uint32Array(17);
  r.set(key.subarray(0, 16));
  r[3]! &= 15;
  r[4]! &= 252;
  r[7]! &= 15;
  r[8]! &= 252;
  r[11]! &= 15;
  r[12]! &= 252;
  r[15]! &= 15;
  for (let at = 0; at < message.length; at += 16) {
    c.fill(0);
    const piece = message.subarray(at, at + 16);
    c.set(piece);
    c[piece.length] = 1;
    add1305(h, c);
    for (let i = 0; i < 17; i++) {
      let sum = 0;
      for (let j = 0; j < 17; j++) sum = (sum + ((h[j]! * (j <= i ? r[i - j]! : (320 * r[i + 17 - j]!) | 0)) | 0)) | 0;
      x[i] = sum;
    }
    h.set(x);
    let u = 0;
    for (let j = 0; j < 16; j++) {
      u = (u + h[j]!) | 0;
      h[j] = u & 255;
      u >>>= 8;
    }
    u = (u + h[16]!) | 0;
    h[16] = u & 3;
    u = (5 * (u >>> 2)) | 0;
    for (let j = 0; j < 16; j++) {
      u = (u + h[j]!) | 0;
      h[j] = u & 255;
      u >>>= 8;
    }
    h[16] = (u + h[16]!) | 0;
  }
  g.set(h);
  add1305(h, MINUS_P);
  const keep = -(h[16]! >>> 7) | 0;
  for (let j = 0; j < 17; j++) h[j]! ^= keep & (g[j]! ^ h[j]!);
  c.fill(0);
  c.set(key.subarray(16, 32));
  add1305(h, c);
  return Uint8Array.from(h.subarray(0, 16));
}

/** Seals `message`: the tag, then the ciphertext. A nonce must never be used twice with one key. */
export function seal(key: Uint8Array, nonce: Uint8Array, message: Uint8Array): Uint8Array {
  const keystream = stream(key, nonce, 32 + message.length);
  const out = new Uint8Array(16 + message.length);
  for (let i = 0; i < message.length; i++) out[16 + i] = message[i]! ^ keystream[32 + i]!;
  out.set(poly1305(keystream.subarray(0, 32), out.subarray(16)));
  return out;
}

/** Opens a sealed box; throws when it was not sealed with this key and nonce, or was altered. */
export function open(key: Uint8Array, nonce: Uint8Array, box: Uint8Array): Uint8Array {
  if (box.length < 16) throw new RangeError('not a secretbox');
  const ciphertext = box.subarray(16);
  const keystream = stream(key, nonce, 32 + ciphertext.length);
  const tag = poly1305(keystream.subarray(0, 32), ciphertext);
  let difference = 0;
  for (let i = 0; i < 16; i++) difference |= tag[i]! ^ box[i]!;
  if (difference !== 0) throw new Error('the secretbox failed to open');
  const out = new Uint8Array(ciphertext.length);
  for (let i = 0; i < out.length; i++) out[i] = ciphertext[i]! ^ keystream[32 + i]!;
  return out;
}
