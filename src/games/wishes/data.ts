/**
 * Data tables of If Wishes Were Fishes! (shared/rules/wishes.md W-1, W-14), each row traceable to its
 * rule. Settings can replace them (options.ts checks a replacement).
 */
import { SPECIES, WISH_KINDS } from './types.js';
import type { CardFace, ClosingCard, Species, WishKind, WishesOptions } from './types.js';

/** W-T1 the clockwise order of the markets (`marketOrder`, [house]): the seed's listing order. */
export const MARKET_ORDER_W_T1: readonly Species[] = SPECIES;

/** W-T2 the wish kinds on each species' ten cards ([house]): one card of every kind per species. */
export const WISHES_PER_SPECIES_W_T2: readonly WishKind[] = WISH_KINDS;

/** W-T2 the 70 fish cards: card `10 × s + w` is species `s` (W-T1 order) with wish kind `w`. */
export const DECK_W_T2: readonly CardFace[] = Object.freeze(
  SPECIES.flatMap((species) => WISHES_PER_SPECIES_W_T2.map((wish) => Object.freeze({ species, wish }))),
);

/** W-T3 the buyers' values: one $3, two $2, two $1 (seed, W-1.4). */
export const BUYERS_W_T3: readonly number[] = Object.freeze([3, 2, 2, 1, 1]);

/** W-T4 the closing cards, top first: 5 and 7 from the seed's examples, 4 and 6 [house] (W-1.5). */
export const CLOSING_CARDS_W_T4: readonly ClosingCard[] = Object.freeze([
  Object.freeze({ tokens: 4, first: 6, second: 3 }),
  Object.freeze({ tokens: 5, first: 8, second: 4 }),
  Object.freeze({ tokens: 6, first: 9, second: 4 }),
  Object.freeze({ tokens: 7, first: 10, second: 5 }),
]);

/** Ocean slots (W-2.1). */
export const OCEAN_SLOTS = 4;

/** W-8.0 a buyer moves 1–3 markets clockwise ([house] reading of "spaces"). */
export const BUYER_STEPS = [1, 2, 3] as const;

/** W-14 every setting with its default. */
export const DEFAULT_OPTIONS: WishesOptions = Object.freeze({
  room: 'local', // the table replaces it with the room id
  marketOrder: MARKET_ORDER_W_T1,
  deck: DECK_W_T2,
  buyers: BUYERS_W_T3,
  closingCards: CLOSING_CARDS_W_T4,
  basePrice: 2, // W-7.2
  tokensInSupply: 14, // W-1.6: 15 minus the money marker
  wormsPerPlayer: 6, // W-1.6
  boatsPerPlayer: 2, // W-1.6
  dumpLimit: 10, // W-9.1 (b)
  wormBonus: Object.freeze<readonly [number, number]>([8, 4]), // W-10.2
  firstTieMode: 'split', // W-7.5
  wormBonusGive: 'all', // W-8.7
  firstPlayer: 'random', // W-3.6
});

/** W-11, W-1.1 the display names of the player colours, by seat. */
export const SEAT_COLOURS = ['Red', 'Blue', 'Green', 'Yellow', 'Purple'] as const;

/** Display names of the species (W-1.2). */
export const SPECIES_NAMES: Readonly<Record<Species, string>> = Object.freeze({
  angelfish: 'Angelfish',
  monkfish: 'Monkfish',
  swordfish: 'Swordfish',
  kingfish: 'Kingfish',
  catfish: 'Catfish',
  starfish: 'Starfish',
  clownfish: 'Clownfish',
});

/** One-line wish texts (W-8), for the log and the board. */
export const WISH_TEXTS: Readonly<Record<WishKind, string>> = Object.freeze({
  MOVE_BUYER_1: 'move a $1 buyer 1–3 markets clockwise, then sell all of one species',
  MOVE_BUYER_2: 'move a $2 buyer 1–3 markets clockwise, then sell all of one species',
  MOVE_BUYER_3: 'move the $3 buyer 1–3 markets clockwise, then sell one fish card (a double card pays double)',
  SCATTER: 'scatter the buyers so that no market has more than one',
  SELL_SPECIES: 'sell all of one species',
  ROT: 'move one token from a market to the dump or from the dump to its owner, then sell one fish card',
  WORM_BONUS: 'gain $1 per worm, then hand your worms out to the others',
  EXTRA_BOAT: 'this card becomes an extra boat',
  SELL_AS_OTHER: 'sell all of one species at another species’ market',
  DOUBLE_FISH: 'sell this card as two fish',
});
