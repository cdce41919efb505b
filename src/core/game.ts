import type { RuleError } from './errors.js';
import type { Random } from './random.js';

/** A seat at the table, 0-based, in turn order. */
export type Seat = number;

/** Any move: plain JSON with a string `type`. */
export interface MoveBase {
  readonly type: string;
}

/** What a seat owes the table right now. `move` is a player's choice; the others are protocol steps
 * that a seat agent answers on its own (see src/fair). */
export type DutyKind = 'move' | 'beacon' | 'commit' | 'reveal' | 'deck-key' | 'audit';

export interface Duty {
  readonly seat: Seat;
  readonly kind: DutyKind;
  /** Game- or protocol-specific detail, e.g. the draw index a beacon value is owed for. */
  readonly detail?: Readonly<Record<string, unknown>>;
}

export interface SetupConfig<Options> {
  /** Number of seats. */
  readonly players: number;
  readonly options?: Partial<Options>;
}

export interface Outcome {
  /** One score per seat. */
  readonly scores: readonly number[];
  /** The winning seats (several only on a shared win). */
  readonly winners: readonly Seat[];
}

/**
 * The contract every game implements. Everything is pure and deterministic: no clock, no
 * `Math.random`, no I/O; `apply` never changes the state it is given.
 */
export interface Game<State, Move extends MoveBase, Options = Record<string, never>, Secrets = undefined> {
  readonly id: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Option defaults; `setup` merges the caller's options over them. */
  readonly defaultOptions: Options;
  /** The public initial state. Throws only for a programmer error (an impossible seat count). */
  setup(config: SetupConfig<Options>): State;
  /** The state after `seat` makes `move`, or a RuleError; never throws for any input. */
  apply(state: State, seat: Seat, move: unknown): State | RuleError;
  /** Seats that must act now (empty once the game is over). */
  pending(state: State): readonly Seat[];
  /** What each pending seat owes. Games without protocol steps owe only moves. */
  duties(state: State): readonly Duty[];
  /** Every legal move for `seat` now (empty when it is not that seat's turn). */
  legalMoves(state: State, seat: Seat, secrets?: Secrets): readonly Move[];
  /** Scores and winners once the game is over, else null. */
  outcome(state: State): Outcome | null;
  /** One line for the move log, e.g. "Black places a ship at C4". */
  describeMove(state: State, seat: Seat, move: Move): string;
  /** Display name of a seat, e.g. "Black". */
  seatName(state: State, seat: Seat): string;
}

/** A bot: picks a move from what its seat legitimately knows. */
export interface Bot<State, Move extends MoveBase, Secrets = undefined> {
  readonly id: string;
  readonly label: string;
  chooseMove(state: State, seat: Seat, random: Random, secrets?: Secrets): Move;
}

/** A game as the app and the engine module see it, its types erased. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBot = Bot<any, any, any>;

/** Default `duties` for a game whose only duties are moves. */
export function moveDuties(pending: readonly Seat[]): readonly Duty[] {
  return pending.map((seat) => ({ seat, kind: 'move' as const }));
}
