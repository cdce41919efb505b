/**
 * The vocabulary of Gone Fishing (rules: shared/rules/gone-fishing.md, prefix GF-).
 *
 * Seats 0 and 1 take turns as the Angler: one day each (GF-3). Fields are 0–15, (row − 1) × 4 +
 * (column − 1); piers 0–19 (GF-T2). Tiles carry an id 0–15: tile i starts the day on field i and keeps
 * its id wherever it slides, so everyone can follow every tile (GF-8) while only the Fish player knows
 * its face. Public state holds one commitment per tile id, never a face until it is opened.
 */
import { ruleErrorsOf } from '../../core/errors.js';
import type { Json, Seat } from '../../core/index.js';
import type { BoxDisclosure, FairSecrets, FairState, SealedBox } from '../../fair/index.js';
import type { FigureColour, Helper, Special, TileFace } from './data.js';
import type { Field, Pier } from './lake.js';

/** GF-10 settings that change the rules. */
export interface GoneFishingOptions {
  /** GF-1.5: `on` deals the invented helpers SWAP, SCHOOL, MURKY (a `[house]` variant). */
  readonly fishHelpers: 'off' | 'on';
  /** GF-3.2: the day-1 Angler is drawn from the beacon, or chosen by the host (seat 0). */
  readonly firstAngler: 'random' | 'host-chooses';
  /** GF-8.1: the Angler's private log of what it was shown (`log-only`) or nothing (`off`). */
  readonly anglerMemoryAid: 'log-only' | 'off';
  /** GF-1.3: line cards of each value 1–4. */
  readonly lineCardsPerValue: number;
  /** GF-7.1: points lost per unused Angler special. */
  readonly unusedSpecialPenalty: number;
  /** GF-5.4.2: moves in step 4. */
  readonly fishMovesPerRound: number;
  /** GF-5.4.3: moves allowed with SCHOOL. */
  readonly schoolMoves: number;
}

/** What the day is waiting for. */
export const PHASES = [
  'seating', // each seat publishes its box key and beacon commitment
  'draw', // GF-9.2: beacon values for the day-1 Angler
  'choose-angler', // GF-3.2 `host-chooses`: seat 0 names the day-1 Angler
  'lay-lake', // GF-4.1: the Fish player commits to the 16 tiles
  'place-figures', // GF-4.2: the Angler picks two start piers
  'move-figure', // GF-5.1 step 1
  'show', // GF-5.2 step 2
  'act', // GF-5.3 step 3
  'open-catch', // GF-5.3.1: the Fish player opens the caught tile publicly
  'reveal-peek', // GF-5.3.2: the Fish player seals the peeked tile to the Angler
  'move-tiles', // GF-5.4 step 4
  'audit', // end of the day: every remaining tile opened and checked
  'closing', // after day 2: the fair-play audit of every seat (src/fair)
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

/** A box sealed to the Angler only (src/fair sealed boxes: fresh ephemeral key, one fixed size), hex. */
export type Sealed = SealedBox;

/** A tile's opening: its face and the nonce of its commitment. */
export interface Opening {
  readonly tile: number;
  readonly face: TileFace;
  readonly nonce: string;
}

/** A figure on the lake (GF-2.2.5): its start pier and the piers travelled; `home` once it left (GF-6.1). */
export interface Figure {
  readonly start: Pier;
  readonly travelled: number;
  readonly home: boolean;
}

/** A per-figure record. */
export type PerFigure<T> = { readonly [colour in FigureColour]: T };

/** One sealed message to the Angler this day: the public record of what was shown or peeked. */
export interface SealedRecord {
  readonly kind: 'show' | 'peek';
  readonly round: number;
  readonly field: Field;
  readonly tile: number;
  /** Tiles on the active line when it was shown (GF-5.2.4: the diver only when alone). */
  readonly lineTiles: number;
  readonly sealed: Sealed;
}

/** Step 4 so far this round. */
export interface TileStep {
  readonly slides: number;
  readonly school: boolean;
  readonly swap: boolean;
}

/** A finished day (GF-7.1). */
export interface DayResult {
  readonly day: 1 | 2;
  readonly angler: Seat;
  readonly catch: readonly TileFace[];
  readonly specialsLeft: number;
  readonly score: number;
  /** Every tile's audited face, by tile id. */
  readonly faces: readonly TileFace[];
}

/** Why a seat lost the game for cheating. */
export interface Cheat {
  readonly seat: Seat;
  readonly code: string;
  readonly reason: string;
}

/** The public state: plain JSON, never mutated. */
export interface GoneFishingState {
  readonly options: GoneFishingOptions;
  /**
   * Fair-play state (src/fair): the room id bound into every commitment and beacon value, each seat's
   * box key (boxes to the Angler) and the beacon, whose one draw picks the day-1 Angler (GF-9.2).
   */
  readonly fair: FairState;
  readonly phase: Phase;
  readonly firstAngler: Seat | null;
  readonly day: 1 | 2;
  readonly round: number;
  /** Field → id of the tile on it, or null for an empty field. */
  readonly lake: readonly (number | null)[];
  /** Tile id → face opened publicly this day (caught tiles, then every tile at the audit). */
  readonly revealed: readonly (TileFace | null)[];
  /* Each tile's commitment is in `fair.commitments` under `tilePurpose(day, tile)`. */
  readonly figures: PerFigure<Figure | null>;
  /** The active figure of this round (GF-5.1.3), or null. */
  readonly active: FigureColour | null;
  /** Unused line cards of value 1–4 (index value − 1). */
  readonly lineCards: readonly number[];
  /** Specials the Angler has not used this day (GF-8.2: public). */
  readonly specials: readonly Special[];
  /** Helpers the Fish player has not used this day (GF-1.5: face up). */
  readonly helpers: readonly Helper[];
  /** The field shown in step 2 this round, or null. */
  readonly shown: Field | null;
  /** MURKY was played this round (GF-5.2.5). */
  readonly murky: boolean;
  /** The catch waiting to be opened (GF-5.3.1). */
  readonly catching: { readonly field: Field; readonly tile: number; readonly distance: number } | null;
  /** The field peeked this round, or null. */
  readonly peeked: Field | null;
  readonly tileStep: TileStep;
  /** Every sealed message to this day's Angler. */
  readonly sealed: readonly SealedRecord[];
  /** Sealed messages the Angler has moved on from (its agent checks the newer ones). */
  readonly checked: number;
  /** This day's catch so far (GF-7.1). */
  readonly catch: readonly TileFace[];
  readonly days: readonly DayResult[];
  /** Set when a seat was caught cheating; the game is then over against it. */
  readonly cheat: Cheat | null;
}

/** Moves in the log (plain JSON). See index.ts for every field and an example of each. */
export type GoneFishingMove =
  | { readonly type: 'join'; readonly boxKey: string; readonly beaconAnchor: string }
  | { readonly type: 'beacon'; readonly draw: number; readonly value: string }
  | { readonly type: 'first-angler'; readonly seat: Seat }
  | { readonly type: 'lake'; readonly commitments: readonly string[] }
  | { readonly type: 'figures'; readonly red: Pier; readonly yellow: Pier }
  | { readonly type: 'move-figure'; readonly figure: FigureColour; readonly steps: number }
  | { readonly type: 'show'; readonly field: Field; readonly sealed: Sealed }
  | { readonly type: 'murky' }
  | { readonly type: 'catch'; readonly field: Field }
  | { readonly type: 'peek'; readonly field: Field }
  | { readonly type: 'calm' }
  | { readonly type: 'pass' }
  | { readonly type: 'open'; readonly tile: number; readonly face: TileFace; readonly nonce: string }
  | { readonly type: 'peek-reveal'; readonly sealed: Sealed }
  | { readonly type: 'slide'; readonly from: Field; readonly to: Field }
  | { readonly type: 'school' }
  | { readonly type: 'swap'; readonly a: Field; readonly b: Field }
  | { readonly type: 'done' }
  | { readonly type: 'open-lake'; readonly openings: readonly Opening[] }
  | { readonly type: 'audit'; readonly openings: Readonly<Record<string, { readonly value: Json; readonly nonce: string }>> }
  | ProtestMove;

/** The Angler's cheat claim about sealed message `sealed` of this day (GF-5.2.4, issue 5 item 2). */
export type ProtestMove =
  /** The box held a valid opening that breaks a rule (the diver shown beside other tiles). */
  | { readonly type: 'protest'; readonly sealed: number; readonly opening: { readonly face: TileFace; readonly nonce: string } }
  /** The box does not open to the tile's true opening; the Angler's disclosure of the box lets anyone check. */
  | { readonly type: 'protest'; readonly sealed: number; readonly disclosure: BoxDisclosure };

/** What a player means to do; the seat protocol turns it into a log move. */
export type GoneFishingIntent =
  | { readonly type: 'first-angler'; readonly seat: Seat }
  /** GF-4.1: the 16 faces by field (tile i on field i), or 'random' for a layout drawn from the seat's entropy (GF-9.3). */
  | { readonly type: 'lay-lake'; readonly faces: readonly TileFace[] | 'random' }
  | { readonly type: 'figures'; readonly red: Pier; readonly yellow: Pier }
  | { readonly type: 'move-figure'; readonly figure: FigureColour; readonly steps: number }
  | { readonly type: 'show'; readonly field: Field }
  | { readonly type: 'murky' }
  | { readonly type: 'catch'; readonly field: Field }
  | { readonly type: 'peek'; readonly field: Field }
  | { readonly type: 'calm' }
  | { readonly type: 'pass' }
  | { readonly type: 'slide'; readonly from: Field; readonly to: Field }
  | { readonly type: 'school' }
  | { readonly type: 'swap'; readonly a: Field; readonly b: Field }
  | { readonly type: 'done' };

/** A tile the Angler saw (GF-8.1), from a sealed show or peek it checked. */
export interface AnglerNote {
  readonly day: 1 | 2;
  readonly round: number;
  readonly via: 'show' | 'peek';
  readonly sealed: number;
  readonly field: Field;
  readonly tile: number;
  readonly face: TileFace;
  readonly nonce: string;
}

/** What only one seat knows. */
export interface GoneFishingSecrets {
  /** Box key, beacon seed and, as the Fish player, the openings of its tile commitments (by purpose). */
  readonly fair: FairSecrets;
  /** As the Angler: every tile it was shown or peeked, checked against its commitment. */
  readonly notes: readonly AnglerNote[];
  /** As the Angler: protests about sealed tiles that failed its check, by day. */
  readonly protests: readonly { readonly day: 1 | 2; readonly move: ProtestMove }[];
}

/** Every RuleError code Gone Fishing's rules return (fair-play steps add src/fair's own). */
export const RULE_ERROR_CODES = Object.freeze([
  'audit-incomplete',
  'diver-may-not-be-shown',
  'empty-field',
  'figure-home',
  'game-over',
  'helpers-exclusive',
  'malformed-intent',
  'malformed-move',
  'no-commitment',
  'no-line-card',
  'no-moves-left',
  'no-opening',
  'no-such-helper',
  'no-such-sealed',
  'no-such-seat',
  'no-such-special',
  'not-an-intent',
  'not-on-line',
  'not-the-lake-tiles',
  'not-your-turn',
  'protest-unfounded',
  'protest-wrong-disclosure',
  'same-start-pier',
  'sealed-no-box-key',
  'sealed-not-a-tile',
  'sealed-opening-mismatch',
  'slide-blocked',
  'step-over',
  'swap-after-slides',
  'swap-needs-two-tiles',
  'wrong-phase',
  'wrong-tile',
] as const);
export type GoneFishingErrorCode = (typeof RULE_ERROR_CODES)[number];

/** A RuleError with one of Gone Fishing's codes. */
export const goneFishingError = ruleErrorsOf(RULE_ERROR_CODES);
