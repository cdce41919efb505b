/**
 * The vocabulary of Fishery (rules: shared/rules/fishery.md, prefix F-).
 *
 * Coordinates: `x` is the column, 0 at the left; `y` is the row, 0 at the top. Cell index = y * columns + x.
 * In the move log a cell is named by a column letter A–I and a row number 1–7 (F-1.2.1), so (x 2, y 3) is "C4".
 */
import { ruleErrorsOf } from '../../core/errors.js';

/** 0 = Black (seat 0, moves first, F-2.3), 1 = White (seat 1). */
export type Colour = 0 | 1;

/** Display names of the two colours, indexed by `Colour`. */
export const COLOUR_NAMES = ['Black', 'White'] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/** The two sides of a cell on which a net can be laid: east (right) and south (below). */
export const NET_SIDES = ['e', 's'] as const;
export type NetSide = (typeof NET_SIDES)[number];

/** F-3 place ships, F-4 place nets, F-5 over. */
export const PHASES = ['ships', 'nets', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** F-3.1 put one of your ships on an empty cell. */
export interface ShipMove {
  readonly type: 'ship';
  readonly x: number;
  readonly y: number;
}

/** F-4.1.1 lay a net on the internal edge on the east or south side of cell (x, y). */
export interface NetMove {
  readonly type: 'net';
  readonly x: number;
  readonly y: number;
  readonly side: NetSide;
}

/** F-4.1.2 pass (phase 2 only). */
export interface PassMove {
  readonly type: 'pass';
}

export type FisheryMove = ShipMove | NetMove | PassMove;

/** Settings of F-8 that change the rules. Colour assignment is the table's business: seat 0 is always Black. */
export interface FisheryOptions {
  readonly columns: number;
  readonly rows: number;
  readonly shipsPerPlayer: number;
  readonly netsPerPlayer: number;
}

/** A per-colour pair, indexed by `Colour`: [black, white]. */
export type PerColour<T> = readonly [T, T];

/** The public state: plain JSON, never mutated. */
export interface FisheryState {
  readonly columns: number;
  readonly rows: number;
  readonly phase: Phase;
  /** Whose turn it is (meaningless once `phase` is 'over'). */
  readonly turn: Colour;
  /** Per cell (index y * columns + x): the colour of the ship on it, or null. */
  readonly ships: readonly (Colour | null)[];
  /** Per internal edge (index from `edgeId`): the colour of the net on it, or null (F-4.6). */
  readonly nets: readonly (Colour | null)[];
  /** Ships each colour still has to place (F-3). */
  readonly shipsLeft: PerColour<number>;
  /** Nets left in each colour's own supply (F-4.1). */
  readonly netsLeft: PerColour<number>;
  /** Consecutive passes just made (F-5.1: two end the game). */
  readonly passes: number;
  /** Turns taken so far. */
  readonly turnsTaken: number;
  /** The most recent move and who made it, or null at the start. */
  readonly lastMove: { readonly colour: Colour; readonly move: FisheryMove } | null;
}

/** One region (fishery) of the board, F-1.3 and F-6.2. */
export interface Region {
  /** Cell indices, ascending. */
  readonly cells: readonly number[];
  /** Ships in it: [black, white]. */
  readonly ships: PerColour<number>;
  /** Who controls it (more ships, F-6.2), or null on a tie. */
  readonly owner: Colour | null;
}

/** Every RuleError code Fishery's rules return (fair-play steps add src/fair's own). */
export const RULE_ERROR_CODES = Object.freeze([
  'cell-occupied',
  'cell-out-of-range',
  'edge-taken',
  'game-over',
  'malformed-move',
  'net-closes-region-off-rim',
  'net-leaves-region-without-ship',
  'no-nets-left',
  'not-your-turn',
  'pass-not-allowed',
  'rim-edge',
  'wrong-phase',
] as const);
export type FisheryErrorCode = (typeof RULE_ERROR_CODES)[number];

/** A RuleError with one of Fishery's codes. */
export const fisheryError = ruleErrorsOf(RULE_ERROR_CODES);
