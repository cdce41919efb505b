/**
 * The vocabulary of If Wishes Were Fishes! (rules: shared/rules/wishes.md, prefix W-).
 *
 * Cards are named by their index in the deck table (0 … 69 with the default deck, W-T2); the face of a
 * card (species and wish) is looked up there. Markets are named by species (W-1.2), buyers by value
 * (`$3`, `$2a`, `$2b`, `$1a`, `$1b`: pieces of equal value are told apart, W-15 #28).
 */
import { ruleErrorsOf } from '../../core/errors.js';
import type { Seat } from '../../core/index.js';
import type { FairState } from '../../fair/index.js';

/** W-1.2 the seven species, in the seed's order (also the default clockwise market order, W-T1). */
export const SPECIES = ['angelfish', 'monkfish', 'swordfish', 'kingfish', 'catfish', 'starfish', 'clownfish'] as const;
export type Species = (typeof SPECIES)[number];

/** W-1.3 the ten wish kinds printed on the fish cards (W-T2, full texts in W-8). */
export const WISH_KINDS = [
  'MOVE_BUYER_1',
  'MOVE_BUYER_2',
  'MOVE_BUYER_3',
  'SCATTER',
  'SELL_SPECIES',
  'ROT',
  'WORM_BONUS',
  'EXTRA_BOAT',
  'SELL_AS_OTHER',
  'DOUBLE_FISH',
] as const;
export type WishKind = (typeof WISH_KINDS)[number];

/** A buyer piece's name: `$` + value, plus a letter when several buyers share that value (W-15 #28). */
export type BuyerId = string;

/** W-7.5 how k ≥ 2 players tied for first are paid. */
export const FIRST_TIE_MODES = ['split', 'half-each'] as const;
export type FirstTieMode = (typeof FIRST_TIE_MODES)[number];

/** W-8.7 how `WORM_BONUS` hands out worms. */
export const WORM_BONUS_GIVE_MODES = ['all', 'one-each'] as const;
export type WormBonusGive = (typeof WORM_BONUS_GIVE_MODES)[number];

/** W-3.6 how the first player is chosen. */
export const FIRST_PLAYER_MODES = ['random', 'host-chooses'] as const;
export type FirstPlayerMode = (typeof FIRST_PLAYER_MODES)[number];

/** The face of one fish card (W-1.3). */
export interface CardFace {
  readonly species: Species;
  readonly wish: WishKind;
}

/** One closing card (W-1.5, W-T4): its number closes a market; `first`/`second` are the bonuses. */
export interface ClosingCard {
  readonly tokens: number;
  readonly first: number;
  readonly second: number;
}

/** The settings of W-14, and the room the table plays in. */
export interface WishesOptions {
  /** The room id, bound into every beacon chain and draw (not a rule: the table sets it). */
  readonly room: string;
  readonly marketOrder: readonly Species[];
  readonly deck: readonly CardFace[];
  readonly buyers: readonly number[];
  readonly closingCards: readonly ClosingCard[];
  readonly basePrice: number;
  readonly tokensInSupply: number;
  readonly wormsPerPlayer: number;
  readonly boatsPerPlayer: number;
  readonly dumpLimit: number;
  readonly wormBonus: readonly [number, number];
  readonly firstTieMode: FirstTieMode;
  readonly wormBonusGive: WormBonusGive;
  readonly firstPlayer: FirstPlayerMode;
}

// ---------------------------------------------------------------------------------------------------
// Moves (the log's JSON; documented with examples in index.ts)

/** W-4.1 A: catch the card in ocean `slot` (1–4) and keep it in an empty boat (default: the first). */
export interface KeepMove {
  readonly type: 'keep';
  readonly slot: number;
  readonly boat?: number;
}

/** A `ROT` token move (W-8.6): from a market (any owner) to the dump, or from the dump to its owner. */
export interface RotChoice {
  readonly from: Species | 'dump';
  readonly seat: Seat;
}

/** One buyer sent away by `SCATTER` (W-8.4). */
export interface ScatterChoice {
  readonly buyer: BuyerId;
  readonly to: Species;
}

/**
 * W-4.1 B: catch the card in ocean `slot` and release it for its wish (W-8). Which choices are allowed
 * and required depends on the card's wish kind; see index.ts.
 */
export interface WishMove {
  readonly type: 'wish';
  readonly slot: number;
  readonly buyer?: BuyerId;
  readonly steps?: number;
  readonly species?: Species;
  readonly as?: Species;
  readonly boat?: number;
  readonly scatter?: readonly ScatterChoice[];
  readonly rot?: RotChoice;
}

/** W-4.1 C: sell the fish card in `boat` (0-based) at its own market, as one fish (W-7.1). */
export interface SellMove {
  readonly type: 'sell';
  readonly boat: number;
}

/** W-4.2 no action is possible. */
export interface PassMove {
  readonly type: 'pass';
}

/** W-3.6 with `firstPlayer: host-chooses`: seat 0 names the first player. */
export interface FirstMove {
  readonly type: 'first';
  readonly seat: Seat;
}

/** A player's choice (also the intent a board or bot hands to the seat agent). */
export type WishesAction = KeepMove | WishMove | SellMove | PassMove | FirstMove;

// ---------------------------------------------------------------------------------------------------
// State

/** A card lying in the ocean with the worms put on it (W-2.1). */
export interface OceanCard {
  readonly card: number;
  readonly worms: number;
}

/** One market (W-2.4). `tokens[seat]` counts that seat's tokens on it. */
export interface Market {
  readonly tokens: readonly number[];
  /** The closing card lying on it (its `tokens` number), or null while open. */
  readonly closedBy: number | null;
}

/** One buyer piece (W-1.4) and the market it stands at. */
export interface Buyer {
  readonly id: BuyerId;
  readonly value: number;
  readonly at: Species;
}

/** What a player has (W-1.6). */
export interface PlayerState {
  readonly money: number;
  readonly worms: number;
  /** Tokens not on a market or in the dump. */
  readonly supply: number;
  /** Boats in order (the starting boats first, then extra boats as gained, W-15 #33): a card or null. */
  readonly boats: readonly (number | null)[];
  /** `EXTRA_BOAT` cards turned into boats (W-8.8), in the order gained; never discarded. */
  readonly boatCards: readonly number[];
}

/** Why a beacon draw is owed. */
export type DrawPurpose = 'buyers' | 'first-player' | 'ocean';

/** A random draw the rules are waiting for (W-12): every seat owes its beacon value for `draw` (from 1). */
export interface OwedDraw {
  readonly draw: number;
  readonly purpose: DrawPurpose;
}

/** Where the game is. */
export const PHASES = ['setup', 'playing', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** W-9.1 why the game ended. */
export type EndReason = 'closings' | 'dump';

/** W-10 the final scoring, laid out step by step. */
export interface FinalScoring {
  /** Every end condition met (both at once leaves no closing card, so no penalty: W-15 #19). */
  readonly endedBy: readonly EndReason[];
  /** Money when the last action was resolved. */
  readonly money: readonly number[];
  /** W-10.1 the closing card whose amounts were the penalties, or null for no penalty. */
  readonly penaltyCard: number | null;
  /** W-10.1 money lost per seat (≥ 0). */
  readonly dumpPenalty: readonly number[];
  /** W-10.2 money gained per seat. */
  readonly wormBonus: readonly number[];
  /** Final money. */
  readonly total: readonly number[];
  /** W-10.4, W-10.5 the winning seats. */
  readonly winners: readonly Seat[];
}

/** Something that happened during the last move, for the log and the board's animations. */
export type WishesEvent =
  | { readonly kind: 'catch'; readonly seat: Seat; readonly card: number; readonly slot: number; readonly wormsPaid: number; readonly wormsTaken: number }
  | { readonly kind: 'keep'; readonly seat: Seat; readonly card: number; readonly boat: number }
  | { readonly kind: 'release'; readonly seat: Seat; readonly card: number; readonly wish: WishKind }
  | { readonly kind: 'sale'; readonly seat: Seat; readonly card: number; readonly market: Species; readonly fish: number; readonly price: number }
  | { readonly kind: 'token'; readonly seat: Seat; readonly to: Species | 'dump' | 'none' }
  | { readonly kind: 'close'; readonly market: Species; readonly card: number; readonly bonus: readonly number[] }
  | { readonly kind: 'buyer'; readonly buyer: BuyerId; readonly from: Species; readonly to: Species }
  | { readonly kind: 'rot'; readonly from: Species | 'dump'; readonly seat: Seat }
  | { readonly kind: 'worm-bonus'; readonly seat: Seat; readonly money: number; readonly given: readonly number[] }
  | { readonly kind: 'boat'; readonly seat: Seat; readonly card: number }
  | { readonly kind: 'discard'; readonly card: number }
  | { readonly kind: 'reshuffle'; readonly cards: number }
  | { readonly kind: 'draw'; readonly purpose: DrawPurpose; readonly value: number }
  | { readonly kind: 'pass'; readonly seat: Seat }
  | { readonly kind: 'first-player'; readonly seat: Seat }
  | { readonly kind: 'end'; readonly reasons: readonly EndReason[] };

/** The public state: plain JSON, never mutated. Nobody knows the deck order because there is none:
 * the deck is a set, and each card is picked from it by a beacon draw when it is turned up. */
export interface WishesState {
  readonly players: number;
  readonly options: WishesOptions;
  readonly phase: Phase;
  /** Whose turn it is (null during setup and once over). */
  readonly turn: Seat | null;
  /** The draw the rules wait for, or null. */
  readonly owed: OwedDraw | null;
  /** Draws completed so far (every one a beacon draw, so the next is beacon draw `draws + 1`). */
  readonly draws: number;
  /** Seating and the beacon (src/fair): every draw's chain values are checked as they arrive. */
  readonly fair: FairState;
  /** W-2.1 slots 1… in order. */
  readonly ocean: readonly OceanCard[];
  /** W-2.2 the cards not yet turned up, ascending (a set: there is no order to know). */
  readonly deck: readonly number[];
  /** W-2.3 face up, oldest first. */
  readonly discard: readonly number[];
  /** W-2.4 by species. */
  readonly markets: Readonly<Record<Species, Market>>;
  readonly buyers: readonly Buyer[];
  /** W-2.6 the numbers of the closing cards not yet placed, top (lowest) first. */
  readonly closing: readonly number[];
  /** W-2.5 tokens in the dump per seat. */
  readonly dump: readonly number[];
  readonly seats: readonly PlayerState[];
  /** Player moves made so far. */
  readonly moves: number;
  readonly final: FinalScoring | null;
  /** What the last accepted move did. */
  readonly events: readonly WishesEvent[];
}

/** Every RuleError code Wishes's rules return (fair-play steps add src/fair's own). */
export const RULE_ERROR_CODES = Object.freeze([
  'bad-scatter',
  'bad-steps',
  'boat-full',
  'cannot-pass',
  'choice-missing',
  'choose-first-player',
  'empty-boat',
  'first-player-chosen',
  'game-over',
  'malformed-move',
  'no-empty-boat',
  'no-such-boat',
  'no-such-buyer',
  'no-such-seat',
  'no-such-slot',
  'no-such-token',
  'not-an-intent',
  'not-your-turn',
  'same-species',
  'species-not-held',
  'too-few-worms',
  'unexpected-field',
  'unknown-move',
  'waiting-for-draw',
  'waiting-for-seats',
  'wrong-buyer',
] as const);
export type WishesErrorCode = (typeof RULE_ERROR_CODES)[number];

/** A RuleError with one of Wishes's codes. */
export const wishesError = ruleErrorsOf(RULE_ERROR_CODES);
