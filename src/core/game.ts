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
  /** Every code of the RuleErrors `apply` returns for a move of the game itself (fair-play steps add src/fair's). */
  readonly errorCodes: readonly string[];
  /** The public initial state. Throws only for a programmer error (an impossible seat count). */
  setup(config: SetupConfig<Options>): State;
  /** The state after `seat` makes `move`, or a RuleError; never throws for any input. */
  apply(state: State, seat: Seat, move: unknown): State | RuleError;
  /** Seats that must act now (empty once the game is over). */
  pending(state: State): readonly Seat[];
  /** What each pending seat owes. Games without protocol steps owe only moves. */
  duties(state: State): readonly Duty[];
  /** Every legal move for `seat` now, given its own `secrets` (empty when it may not move). A pending seat
   * with a move duty and its secrets always has one; moves that carry a fresh secret are listed as made
   * from the seat's secrets, and the table makes them through `protocol.prepare`. */
  legalMoves(state: State, seat: Seat, secrets?: Secrets): readonly Move[];
  /** Scores and winners once the game is over, else null. */
  outcome(state: State): Outcome | null;
  /** One line for the move log, e.g. "Black places a ship at C4". */
  describeMove(state: State, seat: Seat, move: Move): string;
  /** Display name of a seat, e.g. "Black". */
  seatName(state: State, seat: Seat): string;
  /** Present for games with secrets or shared randomness; absent means intents are moves and no
   * seat holds secrets. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly protocol?: SeatProtocol<State, Move, Secrets, any, any>;
}

/** A bot: picks what a seat does from what that seat legitimately knows (the state and its own
 * secrets). For a game without a `protocol` the intent is the move itself. */
export interface Bot<State, Intent, Secrets = undefined> {
  readonly id: string;
  /** Shown in the app, e.g. "Easy". */
  readonly label: string;
  /** Ids this level had before (saved games and rooms still name it by them). */
  readonly formerIds?: readonly string[];
  /** `time`, when given, lets a searching bot think until `time.now()` has moved `time.limitMs` on; without
   * it a bot does a fixed amount of work, so its answer depends only on its arguments. */
  choose(state: State, seat: Seat, random: Random, secrets?: Secrets, time?: ThinkingTime): Intent;
}

/** How long a bot may think: a clock in milliseconds (the caller's, so engines stay clock-free) and a limit. */
export interface ThinkingTime {
  readonly now: () => number;
  readonly limitMs: number;
}

/** A source of unpredictable bytes: the platform's CSPRNG in the app, a seeded stream in tests. */
export interface Entropy {
  bytes(length: number): Uint8Array;
}

/** A move for the log and what its seat must privately remember after making it. */
export interface Prepared<Move, Secrets> {
  readonly move: Move;
  readonly secrets: Secrets;
}

/**
 * How one seat of a game with hidden information or shared randomness takes part. The seat agent
 * (src/table) drives it, the same code locally and over the network: it creates a seat's secrets,
 * turns a player's intent ("bid 5") into the move that goes in the log (commitments, openings,
 * sealed boxes), answers protocol duties (beacon values, deck keys, openings) with no player
 * involved, and keeps the seat's secrets up to date as the log grows.
 */
export interface SeatProtocol<State, Move extends MoveBase, Secrets, Intent, View> {
  /** A seat's secrets before its first move. */
  initialSecrets(seat: Seat, entropy: Entropy): Secrets;
  /** The log move for a player's intent, or a RuleError when the intent is illegal now. */
  prepare(state: State, seat: Seat, secrets: Secrets, intent: Intent, entropy: Entropy): Prepared<Move, Secrets> | RuleError;
  /** The move that answers a protocol duty of this seat, or null when the duty is the player's to make. */
  answer(state: State, seat: Seat, secrets: Secrets, duty: Duty, entropy: Entropy): Prepared<Move, Secrets> | null;
  /** This seat's secrets after `mover`'s accepted `move` turned `before` into `after` (e.g. a card sealed to it). */
  observe(before: State, after: State, mover: Seat, move: Move, seat: Seat, secrets: Secrets): Secrets;
  /** What `seat` may see (null: a spectator): the public state plus what its own secrets reveal. */
  view(state: State, seat: Seat | null, secrets: Secrets | undefined): View;
  /** Every intent open to `seat` now, from what it knows (the UI's highlights, random bots). */
  legalIntents(state: State, seat: Seat, secrets: Secrets): readonly Intent[];
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
