/**
 * The vocabulary of SELL.fish (rules: shared/rules/sell-fish.md, prefix SF-). Seats are numbered from
 * 0 here (seat 1 of the rules is seat 0); rivers by colour; money in whole dollars.
 */
import type { Seat } from '../../core/index.js';
import type { FairState } from '../../fair/index.js';

/** SF-7 the two rivers, fished in this order. */
export const RIVERS = ['green', 'blue'] as const;
export type River = (typeof RIVERS)[number];

/** SF-1.3 the two chip bags. */
export const CHIP_COLOURS = ['silver', 'gold'] as const;
export type ChipColour = (typeof CHIP_COLOURS)[number];

/** What a chip is: a fish chip, or one of the optional chips of SF-14.1 and SF-14.2. */
export const CHIP_KINDS = ['fish', 'super', 'attack'] as const;
export type ChipKind = (typeof CHIP_KINDS)[number];

/** SF-6.3 the setting `bidCap`. */
export const BID_CAPS = ['coins20', 'money', 'none'] as const;
export type BidCap = (typeof BID_CAPS)[number];

/** The sealed steps of a year (SF-5.4, SF-6, SF-14.3, SF-7.1), in order. */
export const SEALED_STEPS = ['quota', 'auction-1', 'auction-2', 'lease', 'green', 'blue'] as const;
export type SealedStep = (typeof SEALED_STEPS)[number];

/** The stages of a year (SF-4): each opens with a trade window (SF-16 #27). */
export const STAGES = [...SEALED_STEPS, 'port'] as const;
export type Stage = (typeof STAGES)[number];

/** One chip in a bag: its colour, kind and (for a fish chip) value. Chips are named by their index in `chipsOf(options)`. */
export interface Chip {
  readonly colour: ChipColour;
  readonly kind: ChipKind;
  readonly value: number;
}

/** SF-T2 what the marker's position draws. */
export interface TrackPosition {
  readonly silver: number;
  readonly gold: number;
}

/** SF-T3 from `ships` ships fishing (up to the next row's), the marker moves `move`. */
export interface StockMoveRow {
  readonly ships: number;
  readonly move: number;
}

/** SF-T5 fixed amounts. */
export interface Amounts {
  readonly startMoney: number;
  readonly pricePerFish: number;
  readonly runningCost: number;
  readonly harbourCost: number;
  readonly years: number;
}

/** SF-9.1 after the port phase of `year`, draw `chips` silver chips; one showing `ends` ends the game. */
export interface EndCheckRow {
  readonly year: number;
  readonly chips: number;
}

/** A fraction, e.g. 1/2. */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/** SF-15 every setting and data table, and the room the table plays in. */
export interface SellFishOptions {
  /** The room id, bound into every commitment and beacon draw (set by the table, not a rule). */
  readonly room: string;
  /** SF-T0 starting ships by player count (index = players). */
  readonly startingShips: Readonly<Record<string, number>>;
  /** SF-T1 the fish chips' values in each bag, one entry per chip. */
  readonly chips: Readonly<Record<ChipColour, readonly number[]>>;
  /** SF-T2 positions 1… of the track (index 0 is position 1). */
  readonly track: readonly TrackPosition[];
  /** SF-T3 rows by rising ship count, the first for 0 ships. */
  readonly stockMove: readonly StockMoveRow[];
  /** SF-T4 value per ship by stock position (index 0 is position 1). */
  readonly fleetValue: readonly number[];
  readonly amounts: Amounts;
  readonly startPositions: Readonly<Record<River, number>>;
  /** SF-9.1 the end draws, and the chip value that ends the game. */
  readonly endCheck: readonly EndCheckRow[];
  readonly endValue: number;
  /** SF-7.2 the chance the coin says "you are caught". */
  readonly inspectionCatchChance: Fraction;
  /** SF-7.2 the factor on a first offence's fine, rounded down. */
  readonly firstOffenceFineFactor: Fraction;
  readonly bidCap: BidCap;
  readonly superHarvest: boolean;
  readonly pirateAttack: boolean;
  readonly shipLeasing: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Moves (the log's JSON; documented with examples in index.ts)

/** SF-5.4 one river's quota vote: a uniform number, "no quota", or a number for every seat. */
export type QuotaVote = number | 'none' | readonly number[];

/** A quota ballot for both rivers (the value committed in the quota step). */
export interface Ballot {
  readonly green: QuotaVote;
  readonly blue: QuotaVote;
}

/** SF-16 #27 closes the trade window for this seat. */
export interface ReadyMove {
  readonly type: 'ready';
}

/** SF-11.2 an offer to `to`: `sell` gives `ships` of the offerer's ships for `price`; `buy` asks for them. */
export interface OfferMove {
  readonly type: 'offer';
  readonly to: Seat;
  readonly side: 'sell' | 'buy';
  readonly ships: number;
  readonly price: number;
}

/** SF-11.2 the named player accepts or rejects open offer `offer`. */
export interface AnswerOfferMove {
  readonly type: 'accept' | 'reject';
  readonly offer: number;
}

/** A sealed choice's commitment (128 hex digits) for the step now open. */
export interface CommitMove {
  readonly type: 'commit';
  readonly commitment: string;
}

/** The opening of this seat's commitment for the step now open. */
export interface OpenMove {
  readonly type: 'open';
  readonly value: unknown;
  readonly nonce: string;
}

/** SF-14.2.3 a holder's attack chips used on ships fishing in this river (one seat per chip; empty: none). */
export interface AttackMove {
  readonly type: 'attack';
  readonly targets: readonly Seat[];
}

/** Every game move of the log (fair-play steps aside). */
export type SellFishAction = ReadyMove | OfferMove | AnswerOfferMove | CommitMove | OpenMove | AttackMove;

/** SF-6.2 a sealed bid (intent), SF-7.1 a sealed programming, SF-5.4 a sealed ballot. */
export interface BidIntent {
  readonly type: 'bid';
  readonly amount: number;
}
export interface SendIntent {
  readonly type: 'send';
  readonly ships: number;
}
export interface VoteIntent {
  readonly type: 'vote';
  readonly green: QuotaVote;
  readonly blue: QuotaVote;
}

/** What a player (board or bot) asks its seat agent for: the sealed choices, or a public move. */
export type SellFishIntent = BidIntent | SendIntent | VoteIntent | ReadyMove | OfferMove | AnswerOfferMove | AttackMove;

// ---------------------------------------------------------------------------------------------------
// State

/** SF-5.3 a river's quota: one number for all, or one per seat. */
export type Quota = { readonly uniform: number } | { readonly perSeat: readonly number[] };

/** One river's public state. */
export interface RiverState {
  /** SF-1.4 the marker, 1…track length. */
  readonly position: number;
  readonly quota: Quota | null;
}

/** An attack chip a player holds (SF-14.2.4): drawn in `river` of `year`. */
export interface HeldChip {
  readonly chip: number;
  readonly year: number;
  readonly river: River;
}

/** One community (player). */
export interface Community {
  readonly money: number;
  /** Ships owned (SF-1.2, SF-6.4, SF-11). */
  readonly ships: number;
  /** SF-14.3 a leased ship usable this year (0 or 1). */
  readonly leased: number;
  /** SF-14.3 a lease won this year, usable next year. */
  readonly leaseNext: number;
  /** Ships sent this year to each river (SF-7.1), caught ones included. */
  readonly sent: Readonly<Record<River, number>>;
  /** Ships still fishing in each river after inspections and attacks. */
  readonly fishing: Readonly<Record<River, number>>;
  /** SF-7.2 caught at least once (the next fine is paid in full). */
  readonly caughtBefore: boolean;
  readonly attackChips: readonly HeldChip[];
}

/** An open trade offer (SF-11.2). */
export interface Offer {
  readonly id: number;
  readonly from: Seat;
  readonly to: Seat;
  readonly side: 'sell' | 'buy';
  readonly ships: number;
  readonly price: number;
}

/** The sealed step now open: commitments first, then openings (SF-12). */
export interface SealedState {
  readonly step: SealedStep;
  readonly commitments: readonly (string | null)[];
  /** Opened values, null until opened. */
  readonly opened: readonly (unknown | null)[];
}

/** A beacon draw the rules wait for. */
export interface OwedDraw {
  readonly draw: number;
  readonly purpose: 'tie' | 'river' | 'end-check';
}

/** SF-14.2.4 the attack step of a river, with the payouts that wait for it. */
export interface AttackStep {
  readonly river: River;
  /** Holders still to act, in seat order. */
  readonly queue: readonly Seat[];
  /** Catch per ship of each seat that drew (null: did not fish). */
  readonly catchPerShip: readonly (number | null)[];
}

/** Where the game is. */
export type Step = 'seating' | 'window' | 'commit' | 'reveal' | 'draw' | 'attack' | 'over';

/** One river's stock and each player's money at the end of a year (the year-by-year chart), and each player's fleet and programmings that year (opened, so public). */
export interface YearRecord {
  readonly year: number;
  readonly green: number;
  readonly blue: number;
  readonly money: readonly number[];
  /** Ships each player could send (owned and leased) at the port phase. */
  readonly fleets: readonly number[];
  readonly sent: Readonly<Record<River, readonly number[]>>;
  /** The year's auctions in order, every seat's opened bid (absent in records made before bids were kept). */
  readonly auctions?: readonly AuctionRecord[];
}

/** One auction's opened bids, by seat (SF-12: public once revealed). */
export interface AuctionRecord {
  readonly step: SealedStep;
  readonly bids: readonly number[];
  readonly winner: Seat | null;
}

/** SF-10 the final score, laid out. */
export interface FinalScore {
  readonly money: readonly number[];
  readonly fleetValue: readonly number[];
  readonly total: readonly number[];
  readonly winners: readonly Seat[];
}

/** Something that happened in the last move, for the log and the board's animations. */
export type SellFishEvent =
  | { readonly kind: 'window'; readonly stage: Stage }
  | { readonly kind: 'sealed'; readonly step: SealedStep }
  | { readonly kind: 'offers-cancelled'; readonly offers: readonly number[] }
  | { readonly kind: 'trade'; readonly offer: Offer }
  | { readonly kind: 'votes'; readonly ballots: readonly Ballot[]; readonly quotas: Readonly<Record<River, Quota | null>> }
  | { readonly kind: 'auction'; readonly step: SealedStep; readonly bids: readonly number[]; readonly winner: Seat | null; readonly price: number; readonly tie: readonly Seat[] }
  | { readonly kind: 'programme'; readonly river: River; readonly ships: readonly number[] }
  | { readonly kind: 'inspection'; readonly river: River; readonly seat: Seat; readonly caught: boolean; readonly fineChip: number | null; readonly fine: number; readonly harbour: number; readonly halved: boolean }
  | { readonly kind: 'stock'; readonly river: River; readonly ships: number; readonly from: number; readonly to: number; readonly threat: boolean }
  | { readonly kind: 'catch'; readonly river: River; readonly seat: Seat; readonly chips: readonly number[]; readonly perShip: number; readonly ships: number; readonly money: number; readonly superHarvest: boolean }
  | { readonly kind: 'attack'; readonly river: River; readonly pirate: Seat; readonly victim: Seat }
  | { readonly kind: 'payout'; readonly river: River; readonly seat: Seat; readonly perShip: number; readonly ships: number; readonly money: number }
  | { readonly kind: 'port'; readonly costs: readonly number[] }
  | { readonly kind: 'end-check'; readonly year: number; readonly chips: readonly number[]; readonly ends: boolean }
  | { readonly kind: 'year'; readonly year: number }
  | { readonly kind: 'over' };

/** The public state: plain JSON, never mutated. It holds commitments, never an unopened choice. */
export interface SellFishState {
  readonly players: number;
  readonly options: SellFishOptions;
  readonly year: number;
  readonly stage: Stage;
  readonly step: Step;
  readonly rivers: Readonly<Record<River, RiverState>>;
  /** SF-5.1 the year the extinction threat began, or null. */
  readonly threatSince: number | null;
  readonly communities: readonly Community[];
  /** SF-16 #27 seats that declared themselves ready in the open window. */
  readonly ready: readonly boolean[];
  readonly offers: readonly Offer[];
  readonly nextOffer: number;
  readonly sealed: SealedState | null;
  /** An auction whose highest bids tied, waiting for its draw (SF-6.4). */
  readonly tie: { readonly step: SealedStep; readonly bids: readonly number[]; readonly seats: readonly Seat[] } | null;
  readonly owed: OwedDraw | null;
  readonly attack: AttackStep | null;
  /** Seating, the beacon and the commitments (src/fair). */
  readonly fair: FairState;
  readonly history: readonly YearRecord[];
  /** This year's auctions so far, for the year's record. */
  readonly auctions?: readonly AuctionRecord[];
  readonly final: FinalScore | null;
  readonly events: readonly SellFishEvent[];
}

/** The stable codes of the RuleErrors the rules and the seat protocol return (src/fair adds its own, e.g. `commitment-repeated`). */
export const RULE_ERROR_CODES = [
  'no-such-seat',
  'malformed-move',
  'unknown-move',
  'malformed-intent',
  'not-an-intent',
  'waiting-for-seats',
  'game-over',
  'no-window',
  'already-ready',
  'trades-frozen',
  'bad-trade-partner',
  'too-many-offers',
  'bad-ship-count',
  'bad-price',
  'not-enough-ships',
  'no-such-offer',
  'not-your-offer',
  'nothing-to-commit',
  'already-committed',
  'wrong-step',
  'bad-bid',
  'bad-programming',
  'bad-vote',
  'automatic-choice',
  'commitment-malformed',
  'nothing-to-open',
  'already-open',
  'opening-malformed',
  'opening-mismatch',
  'not-your-attack',
  'not-enough-chips',
  'no-ship-to-attack',
] as const;
export type SellFishErrorCode = (typeof RULE_ERROR_CODES)[number];
