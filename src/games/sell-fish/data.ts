/**
 * The data tables of SELL.fish (shared/rules/sell-fish.md SF-1, SF-9, SF-15), in one place so printed
 * ones can replace them: every `[house]` table is a setting (options.ts checks a replacement).
 */
import type { Amounts, EndCheckRow, StockMoveRow, TrackPosition } from './types.js';

/** SF-T0 starting ships per player, by player count (seed). */
export const STARTING_SHIPS_SF_T0: Readonly<Record<string, number>> = Object.freeze({ 2: 5, 3: 3, 4: 2, 5: 2, 6: 2 });

const fiveOfEach = (values: readonly number[]): number[] => values.flatMap((v) => [v, v, v, v, v]);

/** SF-T1 the fish chips, 30 silver (1–6) and 30 gold (4–9), five of each value [house]. */
export const CHIPS_SF_T1: Readonly<Record<'silver' | 'gold', readonly number[]>> = Object.freeze({
  silver: Object.freeze(fiveOfEach([1, 2, 3, 4, 5, 6])),
  gold: Object.freeze(fiveOfEach([4, 5, 6, 7, 8, 9])),
});

/** SF-T2 the fish-stock track, positions 1–8: positions 1 and 2 from the seed, the rest [house]. */
export const TRACK_SF_T2: readonly TrackPosition[] = Object.freeze([
  { silver: 1, gold: 0 },
  { silver: 0, gold: 1 },
  { silver: 2, gold: 0 },
  { silver: 1, gold: 1 },
  { silver: 0, gold: 2 },
  { silver: 2, gold: 1 },
  { silver: 1, gold: 2 },
  { silver: 0, gold: 3 },
]);

/** SF-T3 stock movement by ships fishing (seed): 0–3 up 1, 4–5 stays, 6–8 down 1, 9+ down 2. */
export const STOCK_MOVE_SF_T3: readonly StockMoveRow[] = Object.freeze([
  { ships: 0, move: 1 },
  { ships: 4, move: 0 },
  { ships: 6, move: -1 },
  { ships: 9, move: -2 },
]);

/** SF-T4 fleet value per ship by stock position 1–8 [house]. */
export const FLEET_VALUE_SF_T4: readonly number[] = Object.freeze([0, 1, 2, 4, 6, 8, 10, 12]);

/** SF-T5 fixed amounts (seed). */
export const AMOUNTS_SF_T5: Amounts = Object.freeze({ startMoney: 20, pricePerFish: 1, runningCost: 10, harbourCost: 3, years: 10 });

/** SF-9.1 silver chips drawn after the port phase of years 6–9 (seed); a 6 ends the game. */
export const END_CHECK_SF_9: readonly EndCheckRow[] = Object.freeze([
  { year: 6, chips: 2 },
  { year: 7, chips: 5 },
  { year: 8, chips: 8 },
  { year: 9, chips: 11 },
]);

/** SF-14.1.1 super-harvest chips per bag [house]. */
export const SUPER_HARVEST_CHIPS = 2;
/** SF-14.2.1 attack chips per bag [house]. */
export const ATTACK_CHIPS = 4;
/** SF-5.4 the highest number a quota vote may name. */
export const MAX_QUOTA = 99;
/** SF-6.3 `bidCap: coins20`: the coins every player holds. */
export const COINS = 20;
/** The largest bid under `bidCap: none` or trade price: "no upper limit", bounded only to keep money exact. */
export const MAX_AMOUNT = 1_000_000_000;
/** Beacon draws per game: at most 3 ties, 2 rivers and 1 end check a year, 10 years. */
export const SELL_FISH_CHAIN_LENGTH = 128;

/** SF-3.4 the communities' names by seat (the rivers are Green and Blue, so no seat is). */
export const SEAT_NAMES = ['Coral', 'Amber', 'Plum', 'Slate', 'Rose', 'Ink'] as const;
