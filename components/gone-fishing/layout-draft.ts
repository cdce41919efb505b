// The Fish player's lake before it is laid (GF-4.1, GF-9.3): a random arrangement as a starting point
// that the player edits by swapping tiles. It lives on the Fish player's device only.
import { LAKE_TILES, type Field, type TileFace } from '../../src/games/gone-fishing/index.js';

/** The 16 tiles of GF-T1 in a fresh random order (crypto randomness: the page, not the rules). */
export function randomDraft(random: (bound: number) => number = cryptoBelow): TileFace[] {
  const tiles = [...LAKE_TILES];
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles;
}

/** The draft with the tiles on fields `a` and `b` exchanged. */
export function swapInDraft(draft: readonly TileFace[], a: Field, b: Field): TileFace[] {
  const next = [...draft];
  [next[a], next[b]] = [draft[b]!, draft[a]!];
  return next;
}

/** An unbiased integer in [0, bound) from the platform's crypto source. */
function cryptoBelow(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return word[0]! % bound;
}
