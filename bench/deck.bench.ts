// The private deck's group operations and one shuffle pass, with @noble/curves (what the deck uses) and
// with libsodium's WebAssembly build of ristretto255 (libsodium-wrappers-sumo, a devDependency measured
// here only), in one run; and the gzipped weight each adds to a page. CPU time of this process.
// libsodium has no multi-scalar multiplication and no precomputed tables for other points than G, so its
// MSM is N single multiplications and additions, and its proof and check figures are the same mix of
// operations as the noble code's (counted from shuffle-proof.ts), not a second implementation.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import sodium from 'libsodium-wrappers-sumo';
import { seededEntropy } from '../src/core/index.js';
import { cardTable, decodeCipher, proveShuffle, verifyShuffle, type CipherPair, type ProofContext } from '../src/fair/index.js';
import { BASE, decodePoint, fixedBase, linearCombination, times } from '../src/fair/group.js';

const N = 96;
const MSM_POINTS = 8 * N + 9; // the shuffle check: 777 points for 96 cards

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
const format = (ms: number): string => (ms < 10 ? ms.toFixed(3) : ms.toFixed(0));
/** Median of `runs` timings of `work` (after one warm-up). */
function median(runs: number, work: () => void): number {
  work();
  const times = Array.from({ length: runs }, () => cpuMs(work)).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

const entropy = seededEntropy('deck-bench');
const scalars = Array.from({ length: MSM_POINTS }, () => BigInt(`0x${Buffer.from(entropy.bytes(31)).toString('hex')}`) + 1n);
const points = cardTable('bench-msm', MSM_POINTS).points.map((hex) => decodePoint(hex)!);

// ——— @noble/curves ———
const nobleVar = median(5, () => points.slice(0, 50).forEach((p, i) => times(p, scalars[i]!))) / 50;
const nobleBase = median(5, () => scalars.slice(0, 100).forEach((s) => times(BASE, s))) / 100;
const jointKey = fixedBase(times(BASE, 7n));
const nobleFixed = median(5, () => scalars.slice(0, 100).forEach((s) => times(jointKey, s))) / 100;
const nobleMsm = median(3, () => linearCombination(points, scalars));
console.log(`noble ristretto255 scalar multiplication: ${format(nobleVar)} ms`);
console.log(`noble ristretto255 fixed-base multiplication (G, precomputed table): ${format(nobleBase)} ms`);
console.log(`noble ristretto255 fixed-base multiplication (joint key, precomputed table): ${format(nobleFixed)} ms`);
console.log(`noble ristretto255 MSM of ${MSM_POINTS} points (Pippenger): ${format(nobleMsm)} ms`);

const context: ProofContext = { room: 'bench', game: 'bench', deck: 'boats', step: 'pass:0', seat: 0 };
const table: CipherPair[] = cardTable('bench-deck', N).points.map((p) => ['0'.repeat(64), p] as const);
const first = proveShuffle(context, table.map(decodeCipher), table, jointKey, entropy.bytes(64));
const input = first.cards as CipherPair[];
const inputCiphers = input.map(decodeCipher);
let proven = first;
const reencryption = median(3, () => {
  for (const c of inputCiphers) {
    const r = scalars[0]!;
    c.a.add(times(BASE, r)).toHex();
    c.b.add(times(jointKey, r)).toHex();
  }
});
const prove = median(3, () => (proven = proveShuffle(context, inputCiphers, input, jointKey, entropy.bytes(64))));
const check = median(3, () => {
  if (!verifyShuffle(context, inputCiphers, input, proven.cards, jointKey, proven.proof)) throw new Error('an honest shuffle failed its check');
});
console.log(`noble shuffle pass ${N} cards (re-encrypt and encode, no proof): ${format(reencryption)} ms`);
console.log(`noble shuffle pass ${N} cards with its proof: ${format(prove)} ms`);
console.log(`noble shuffle check ${N} cards (decode, one batched MSM): ${format(check)} ms`);
console.log(`noble shuffle pass size ${N} cards: ${(JSON.stringify(proven).length / 1024).toFixed(1)} KB of JSON`);

// ——— libsodium (WebAssembly) ———
await sodium.ready;
const scalarBytes = scalars.map((s) => {
  const out = new Uint8Array(32);
  let v = s;
  for (let i = 0; i < 32; i++, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
});
const sodiumPoints = points.map((p) => p.toBytes());
const sodiumVar = median(5, () => sodiumPoints.slice(0, 100).forEach((p, i) => sodium.crypto_scalarmult_ristretto255(scalarBytes[i]!, p))) / 100;
const sodiumBase = median(5, () => scalarBytes.slice(0, 100).forEach((s) => sodium.crypto_scalarmult_ristretto255_base(s))) / 100;
const sodiumAdd = median(5, () => sodiumPoints.slice(0, 200).forEach((p, i) => sodium.crypto_core_ristretto255_add(p, sodiumPoints[i + 1]!))) / 200;
const sodiumMsm = median(3, () => {
  let sum = sodium.crypto_scalarmult_ristretto255(scalarBytes[0]!, sodiumPoints[0]!);
  for (let i = 1; i < MSM_POINTS; i++) sum = sodium.crypto_core_ristretto255_add(sum, sodium.crypto_scalarmult_ristretto255(scalarBytes[i]!, sodiumPoints[i]!));
});
// A pass: 2N multiplications (r·G, r·Y) and 2N additions. Its proof (shuffle-proof.ts): 7N fixed-base
// multiplications (r·Y counted as variable: libsodium has no table for Y) and three MSMs of N points.
const sodiumPass = N * (sodiumBase + sodiumVar + 2 * sodiumAdd);
const sodiumProve = N * (6 * sodiumBase + sodiumVar + 4 * sodiumAdd) + 3 * N * (sodiumVar + sodiumAdd);
console.log(`libsodium ristretto255 scalar multiplication: ${format(sodiumVar)} ms`);
console.log(`libsodium ristretto255 fixed-base multiplication (G): ${format(sodiumBase)} ms`);
console.log(`libsodium ristretto255 MSM of ${MSM_POINTS} points (single multiplications): ${format(sodiumMsm)} ms`);
console.log(`libsodium shuffle pass ${N} cards (from the operation counts): ${format(sodiumPass)} ms`);
console.log(`libsodium shuffle pass ${N} cards with its proof (from the operation counts): ${format(sodiumProve)} ms`);
console.log(`libsodium shuffle check ${N} cards (its MSM): ${format(sodiumMsm)} ms`);

// ——— weight on a page (minified, gzipped) ———
async function gzippedKb(contents: string): Promise<number> {
  const result = await build({ stdin: { contents, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, format: 'esm', write: false, platform: 'browser', logLevel: 'silent' });
  return gzipSync(result.outputFiles[0]!.contents).length / 1024;
}
const deckWeight = await gzippedKb("export * from './src/fair/deck-seat.ts'; export * from './src/fair/deck.ts';");
const nobleWeight = await gzippedKb("export { ristretto255, ristretto255_hasher, ed25519 } from '@noble/curves/ed25519.js'; export { pippenger } from '@noble/curves/abstract/curve.js';");
const sodiumWeight = await gzippedKb("export { default } from 'libsodium-wrappers-sumo';");
console.log(`deck code with @noble/curves, gzipped: ${deckWeight.toFixed(1)} KB (of which @noble/curves ristretto255: ${nobleWeight.toFixed(1)} KB)`);
console.log(`libsodium-wrappers-sumo (WebAssembly inlined), gzipped: ${sodiumWeight.toFixed(1)} KB`);
