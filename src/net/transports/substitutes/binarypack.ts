// Stands in for `peerjs-js-binarypack` in the PeerJS chunk (scripts/esbuild-substitutes.mjs). PeerJS
// uses BinaryPack only for connections with `serialization: 'binary'`; Shoal opens every connection
// with `serialization: 'raw'` and frames its own messages (chunking.ts). Should anything ever ask for
// BinaryPack, it fails loudly rather than sending something the other side cannot read.

function unavailable(): never {
  throw new Error('BinaryPack is not bundled: Shoal connections use raw serialization');
}

/** Not available in Shoal's build. */
export function pack(_value: unknown): never {
  return unavailable();
}

/** Not available in Shoal's build. */
export function unpack(_data: ArrayBuffer): never {
  return unavailable();
}
