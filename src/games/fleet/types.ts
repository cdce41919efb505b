/**
 * The vocabulary of Fleet (rules: docs/rules/fleet.md, prefix FL-). Seats are numbered from 0 in turn
 * order. Boat cards are named by id (0 … 95, data table FL-T2 in data.ts gives each id its type); a
 * licence is named by its kind. Cards in a hand are secret: the public state holds only ciphertexts
 * (src/fair's private deck), a seat's own cards are in its secrets and in its view.
 */
import { ruleErrorsOf } from '../../core/errors.js';
import type { Seat } from '../../core/index.js';
import type { CipherPair, FairState, ScalarProof, ShuffleProof } from '../../fair/index.js';

/** FL-1.3 the six boat types, in the order of table FL-T2. */
export const BOAT_TYPES = ['shrimp', 'lobster', 'processing', 'cod', 'tuna', 'king-crab'] as const;
export type BoatType = (typeof BOAT_TYPES)[number];

/** FL-1.2 the licence kinds of table FL-T1 (the three King Crab licences told apart by their bonus). */
export const LICENCE_KINDS = [
  'shrimp',
  'cod',
  'lobster',
  'tuna',
  'processing',
  'pub',
  'king-crab-captains',
  'king-crab-crates',
  'king-crab-licences',
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** FL-5 … FL-9 the five phases, plus set-up and the end. */
export const PHASES = ['setup', 'auction', 'launch', 'hire', 'fishing', 'processing', 'draw', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** FL-1.2 one row of table FL-T1. */
export interface LicenceData {
  readonly kind: LicenceKind;
  readonly premium: boolean;
  readonly count: number;
  readonly minimumBid: number;
  readonly vp: number;
  /** The boat type it lets its owner launch (null: the Pub). */
  readonly launches: BoatType | null;
}

/** FL-1.3 one row of table FL-T2. */
export interface BoatData {
  readonly type: BoatType;
  readonly count: number;
  readonly launchCost: number;
  readonly vp: number;
  readonly cash: number;
}

/** FL-17 the settings (the data tables are fixed, data.ts), and the room the table plays in. */
export interface FleetOptions {
  /** The room id, bound into every proof, beacon chain and draw (set by the table, not a rule). */
  readonly room: string;
  /** FL-2.5 crates per player in the supply. */
  readonly cratesPerPlayer: number;
  /** FL-7.2 crates a boat holds. */
  readonly boatCapacity: number;
  /** FL-4.5 a payment may hold a card or crate that could be left out. */
  readonly allowPadding: boolean;
  /** FL-16.1 one mixed licence deck, the first display all standard. */
  readonly advancedLicenseSetup: boolean;
  /** FL-16.2 the Gone Fishin' expansion. */
  readonly goneFishin: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Hidden cards on the wire (src/fair's deck keys, ristretto255 encodings in hex)

/**
 * A card leaving a hand face up: the slot it sits in (after the move's mix, if any), the card it is,
 * and its holder's decryption share with a Chaum–Pedersen proof. The card must be what the share opens.
 */
export interface CardReveal {
  readonly slot: number;
  readonly card: number;
  readonly share: string;
  readonly proof: ScalarProof;
}

/**
 * A proven shuffle of the mover's whole hand under its own deck key: `cards` is the hand re-encrypted
 * in a new order (same size), so no slot links to an earlier one. Every move that takes a card from a
 * hand (but the phase-5 discard of a drawn card) carries one; its slots are the ones named after it.
 */
export interface HandMix {
  readonly cards: readonly CipherPair[];
  readonly proof: ShuffleProof;
}

/** FL-4.3 how a payment is made: cards from hand (opened), processed crates, Gone Fishin' cards (FL-16.2). */
export interface Payment {
  readonly cards: readonly CardReveal[];
  readonly crates: number;
  readonly goneFishin: number;
}

// ---------------------------------------------------------------------------------------------------
// Moves (the log's JSON; documented with examples in index.ts)

/** FL-5.2 open an auction on display slot `licence` (0-based) at `bid` dollars. */
export interface OpenAuctionMove {
  readonly type: 'open';
  readonly licence: number;
  readonly bid: number;
}

/** FL-5.2 decline to open: out of this auction phase (and, with Gone Fishin', take a card). */
export interface DeclineMove {
  readonly type: 'decline';
}

/** FL-5.3 raise the current licence to `bid` dollars. */
export interface RaiseMove {
  readonly type: 'raise';
  readonly bid: number;
}

/** FL-5.3 drop out of bidding on the current licence. */
export interface PassMove {
  readonly type: 'pass';
}

/** FL-5.4 the winner pays for its licence (FL-4); `mix` null when no card is paid. */
export interface PayMove {
  readonly type: 'pay';
  readonly mix: HandMix | null;
  readonly payment: Payment;
}

/** FL-6.1 launch the card `boat` under its licence, paying its cost with other cards (FL-4). */
export interface LaunchMove {
  readonly type: 'launch';
  readonly mix: HandMix;
  readonly boat: CardReveal;
  readonly payment: Payment;
}

/** FL-6.3 hire a captain for own boat `boat` (index in the seat's boats): the mix's card at slot `captain`, face down for good. */
export interface HireMove {
  readonly type: 'hire';
  readonly boat: number;
  readonly mix: HandMix;
  readonly captain: number;
}

/** Finish launching (FL-6.1), hiring (FL-6.3) or the phase-4 turn without a trade (FL-8). */
export interface DoneMove {
  readonly type: 'done';
}

/** FL-8.1 process one crate from each boat named (indices in the seat's boats); FL-8.2 then trade one processed crate, or not. */
export interface ProcessMove {
  readonly type: 'process';
  readonly boats: readonly number[];
  readonly trade: boolean;
}

/** FL-9.1 discard one of the two cards just drawn (`mix` null: the slot is one of the two drawn); FL-10.3 under 2 or 4 Tuna licences any card (with a mix). */
export interface DiscardMove {
  readonly type: 'discard';
  readonly mix: HandMix | null;
  readonly card: CardReveal;
}

/** Every game move of the log (fair-play steps aside). */
export type FleetAction = OpenAuctionMove | DeclineMove | RaiseMove | PassMove | PayMove | LaunchMove | HireMove | DoneMove | ProcessMove | DiscardMove;

// ---------------------------------------------------------------------------------------------------
// Intents: what a player (board or bot) asks its seat for, in card ids; the seat agent makes the move

/** FL-4.3 a payment as a player chooses it: card ids from hand, processed crates, Gone Fishin' cards. */
export interface PaymentChoice {
  readonly cards: readonly number[];
  readonly crates: number;
  readonly goneFishin: number;
}

export interface PayIntent {
  readonly type: 'pay';
  readonly payment: PaymentChoice;
}

export interface LaunchIntent {
  readonly type: 'launch';
  /** The card id launched. */
  readonly card: number;
  readonly payment: PaymentChoice;
}

export interface HireIntent {
  readonly type: 'hire';
  /** The card id hired, face down. */
  readonly card: number;
  readonly boat: number;
}

export interface DiscardIntent {
  readonly type: 'discard';
  readonly card: number;
}

export type FleetIntent = OpenAuctionMove | DeclineMove | RaiseMove | PassMove | DoneMove | ProcessMove | PayIntent | LaunchIntent | HireIntent | DiscardIntent;

// ---------------------------------------------------------------------------------------------------
// State

/** A launched boat (FL-6.1): public, but its captain's card never is (FL-14). */
export interface Boat {
  readonly card: number;
  readonly type: BoatType;
  readonly captain: boolean;
  /** Crates on it (FL-7); may exceed nothing but the capacity. */
  readonly crates: number;
  /** FL-8.1 a crate was processed from it this round. */
  readonly processed: boolean;
}

/** One player's public holdings. */
export interface Fleet {
  readonly licences: readonly LicenceKind[];
  readonly boats: readonly Boat[];
  /** FL-8 crates on Processing Vessel licences, $1 each. */
  readonly processed: number;
  /** FL-16.2 Gone Fishin' cards in hand (taken and spent in public). */
  readonly goneFishin: number;
  /** The hand: ciphertexts under this seat's deck key (src/fair), one per card; only its holder reads them. */
  readonly hand: readonly CipherPair[];
}

/** FL-2.3 a part of the licence deck: how many standard and premium licences are still in it. */
export interface LicencePart {
  readonly standard: number;
  readonly premium: number;
}

/**
 * FL-2.3 the licence deck, whose order nobody knows: its parts from the top, each turned up one card at
 * a time from a beacon draw among the licences not yet seen (the removed ones among them, unseen).
 */
export interface LicenceDeck {
  readonly parts: readonly LicencePart[];
  /** Licences seen so far (display, sold, removed from the display): by kind. */
  readonly seen: Readonly<Record<LicenceKind, number>>;
}

/** FL-5 the auction phase. */
export interface AuctionState {
  /** FL-5.1 still in the phase. */
  readonly inPhase: readonly boolean[];
  /** FL-5.4 bought a licence this phase. */
  readonly bought: boolean;
  /** The licence on auction (display slot), null while someone is to open. */
  readonly licence: number | null;
  readonly bid: number;
  readonly high: Seat | null;
  /** FL-5.3 passed on this licence. */
  readonly passed: readonly boolean[];
  /** FL-5.4 the winner owes its payment (set once bidding ended). */
  readonly paying: Seat | null;
}

/** Why cards are drawn (FL-6.2, FL-6.4, FL-8.2, FL-9, FL-10.3). */
export const DRAW_REASONS = ['cod', 'lobster', 'trade', 'draw'] as const;
export type DrawReason = (typeof DRAW_REASONS)[number];

/** Cards owed to a seat, dealt from the boat deck in order. */
export interface OwedDraw {
  readonly seat: Seat;
  readonly count: number;
  readonly reason: DrawReason;
}

/** The cards being dealt now: deck positions whose shares are still owed. */
export interface Dealing {
  readonly seat: Seat;
  readonly positions: readonly number[];
  readonly reason: DrawReason;
}

/** FL-9 a phase-5 draw waiting for its discard. */
export interface DiscardOwed {
  readonly seat: Seat;
  /** Hand slots of the cards just drawn (FL-9.1), or null: any card (FL-10.3). */
  readonly drawn: readonly number[] | null;
  /** How many cards the seat discards now (0 or 1; FL-18 #17 may lower it); 0 until its cards are all dealt. */
  readonly count: number;
  /** Cards dealt so far in this draw, and how many the seat keeps (FL-10.3 net gain). */
  readonly received: number;
  readonly keep: number;
}

/** A beacon draw the rules wait for. */
export interface BeaconWait {
  readonly draw: number;
  readonly purpose: 'start-player' | 'licence';
}

/** Something that happened in the last move, for the log and the board. */
export type FleetEvent =
  | { readonly kind: 'start-player'; readonly seat: Seat }
  | { readonly kind: 'licence-revealed'; readonly licence: LicenceKind }
  | { readonly kind: 'display-removed'; readonly licences: readonly LicenceKind[] }
  | { readonly kind: 'auction-won'; readonly seat: Seat; readonly licence: LicenceKind; readonly bid: number }
  | { readonly kind: 'paid'; readonly seat: Seat; readonly cards: readonly number[]; readonly crates: number; readonly goneFishin: number; readonly due: number }
  | { readonly kind: 'launched'; readonly seat: Seat; readonly card: number }
  | { readonly kind: 'hired'; readonly seat: Seat; readonly boat: number }
  | { readonly kind: 'drawn'; readonly seat: Seat; readonly count: number; readonly reason: DrawReason }
  | { readonly kind: 'discarded'; readonly seat: Seat; readonly card: number }
  | { readonly kind: 'gone-fishin'; readonly seat: Seat }
  | { readonly kind: 'fished'; readonly crates: readonly number[] }
  | { readonly kind: 'processed'; readonly seat: Seat; readonly boats: readonly number[]; readonly traded: boolean }
  | { readonly kind: 'reshuffled'; readonly cards: number }
  | { readonly kind: 'round'; readonly round: number; readonly startPlayer: Seat }
  | { readonly kind: 'end-triggered'; readonly reason: 'licences' | 'crates' }
  | { readonly kind: 'over' };

/** FL-12 one player's final score, laid out. */
export interface ScoreLine {
  readonly licences: number;
  readonly boats: number;
  readonly crates: number;
  readonly kingCrab: number;
  readonly goneFishin: number;
  readonly total: number;
}

/** FL-12, FL-13 the final result. */
export interface FinalScore {
  readonly lines: readonly ScoreLine[];
  readonly winners: readonly Seat[];
}

/** The public state: plain JSON, never mutated. No card in a hand or under a captain is in it. */
export interface FleetState {
  readonly players: number;
  readonly options: FleetOptions;
  readonly phase: Phase;
  readonly round: number;
  readonly startPlayer: Seat;
  /** Whose move it is (null while the table waits for the fair-play steps or nobody moves). */
  readonly turn: Seat | null;
  readonly fleets: readonly Fleet[];
  /** FL-2.4 the auction display. */
  readonly display: readonly LicenceKind[];
  readonly licenceDeck: LicenceDeck;
  readonly auction: AuctionState | null;
  /** FL-6.1 launches made this round by the seat whose turn it is; FL-6.3 captains hired. */
  readonly launched: number;
  readonly hired: number;
  /** FL-2.5 crates left in the supply. */
  readonly supply: number;
  /** FL-16.2 Gone Fishin' cards left in their pile. */
  readonly goneFishinPile: number;
  /** The boat deck's undealt positions (src/fair deck "boats"), top first; its order is nobody's. */
  readonly deck: readonly number[];
  /** FL-9.3 the discard pile, face up (card ids). */
  readonly discard: readonly number[];
  readonly owed: readonly OwedDraw[];
  readonly dealing: Dealing | null;
  readonly discardOwed: DiscardOwed | null;
  readonly waits: readonly BeaconWait[];
  /** FL-11.1 the end is triggered (it comes after this round's phase 3). */
  readonly ending: 'licences' | 'crates' | null;
  /** Seating, the beacon and the boat deck (src/fair). */
  readonly fair: FairState;
  readonly final: FinalScore | null;
  readonly events: readonly FleetEvent[];
}

/** What a seat sees: the public state plus its own hand and captains (card ids), from its secrets. */
export interface FleetView extends FleetState {
  /** The viewer's hand (card ids), null for a spectator. */
  readonly hand: readonly number[] | null;
  /** The viewer's captains, by boat index (card id), null for a spectator. */
  readonly captains: Readonly<Record<string, number>> | null;
}

/** The stable codes of the RuleErrors the rules and the seat protocol return (src/fair adds its own). */
export const RULE_ERROR_CODES = [
  'no-such-seat',
  'malformed-move',
  'unknown-move',
  'malformed-intent',
  'not-an-intent',
  'game-over',
  'waiting-for-seats',
  'not-your-turn',
  'wrong-phase',
  'no-such-licence',
  'bid-too-low',
  'bid-too-high',
  'no-auction',
  'cannot-pass',
  'not-paying',
  'payment-short',
  'payment-padded',
  'not-enough-crates',
  'not-enough-gone-fishin',
  'no-licence-for-boat',
  'launch-limit',
  'hire-limit',
  'no-such-boat',
  'boat-has-captain',
  'empty-hand',
  'no-such-slot',
  'slot-repeated',
  'card-not-held',
  'card-mismatch',
  'share-unproven',
  'mix-malformed',
  'mix-unproven',
  'not-processing',
  'boat-repeated',
  'boat-empty',
  'no-processed-crate',
  'no-discard-owed',
  'not-a-drawn-card',
] as const;
export type FleetErrorCode = (typeof RULE_ERROR_CODES)[number];
export const fleetError = ruleErrorsOf(RULE_ERROR_CODES);
