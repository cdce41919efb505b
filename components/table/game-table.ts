// What a game's table element sees of a game, whether it is played on this device (LocalGameController)
// or in a room by link (NetworkGameController): one interface, so every game has one table component.
// The element shows the game in its own words (badges, status, scores, log, end dialog); the controller
// says who sits where, who acts on this device, and plays the person's intents.
import type { Outcome, RuleError, Seat } from '../../src/core/index.js';
import type { DeckProgress } from '../../src/table/deck-progress.js';
import type { RestoreProgress } from '../../src/table/local-table.js';
import type { LogLine } from '../shared/move-log.js';
import type { StatusTone } from '../shared/status-line.js';

/** An accepted move of the game, in order. */
export interface TableMove {
  readonly seat: Seat;
  readonly move: unknown;
  /** The public states before and after the move, where the table keeps them (a game's log in words). */
  readonly before?: unknown;
  readonly after?: unknown;
}

/** A line of the log the game itself did not make: a refused entry, a claimed forfeit. */
export interface TableNote {
  readonly text: string;
}

/** A sentence for the status line. */
export interface TableWord {
  readonly message: string;
  readonly tone: StatusTone;
  /** Only whom the table waits for: a game that says what they are doing may say that instead. */
  readonly waiting?: boolean;
}

/** A game, as its table element shows it. */
export interface GameTable {
  /** 'local': every seat on this device (bots or people passing it); 'room': one seat of a room. */
  readonly kind: 'local' | 'room';
  /** Seats at the table. */
  readonly players: number;
  /** The game's options (for a game's log and chronicle, which replay from the start). */
  readonly options: object;
  /** Changes whenever a new game starts at this table (a rematch, a new game), so caches start over. */
  readonly gameKey: object | null;
  /** The public state, or null before the game can be shown. */
  state(): unknown;
  /** What `seat` sees (null: the public view). A room shows only its person's own secrets. */
  view(seat: Seat | null): unknown;
  /** The seat whose eyes this device shows: the person's seat, or at a shared device the one to act. */
  viewer(): Seat | null;
  /** Seats played by people on this device. */
  readonly humanSeats: readonly Seat[];
  /** The seat a person on this device must act for now, or null. */
  readonly humanToMove: Seat | null;
  /** Seats whose players must act now. */
  pending(): readonly Seat[];
  /** Intents open to `seat` now (empty unless a person here acts for it now). */
  legalIntents(seat: Seat): readonly unknown[];
  /** Plays a person's intent; a refusal lands in `lastError`. */
  play(intent: unknown): void;
  /** The last refused intent, until the next accepted one. */
  readonly lastError: RuleError | null;
  /** A bot on this device is choosing. */
  readonly thinking: boolean;
  /** A bot's level id for a bot seat, else null. */
  botOf(seat: Seat): string | null;
  /** Who plays `seat`, for its badge: "You", "Hard bot", "Ada (you)", "open seat". */
  who(seat: Seat): string;
  /** The person's name for `seat` in a room ("Ada"), else null (a local table names seats by the game). */
  personOf(seat: Seat): string | null;
  /** What the table has to say before the game's own status (a bot that failed, players still to sit,
   * a lost connection, whom a room waits for), or null when the game's status says it all. */
  word(): TableWord | null;
  /** Accepted moves, in order. */
  moves(): readonly TableMove[];
  /** Lines of the log the game did not make (a refused entry, a forfeit), after its own. */
  notes(): readonly TableNote[];
  outcome(): Outcome | null;
  /** The end dialog's rematch button: its label, or '' when this device cannot offer or join one. */
  readonly rematchLabel: string;
  rematch(): void;
  /** A bot failed and can be asked again. */
  readonly botStuck: boolean;
  retryBot(): void;
  /** A private deck being shuffled (passes made or checked off the page, or awaited), or null. */
  readonly deckProgress: DeckProgress | null;
  /** A saved game being played again on this device (its deck passes made anew), or null. */
  readonly restoring: RestoreProgress | null;
  /** Calls `listener` after every change; returns the unbind. */
  subscribe(listener: () => void): () => void;
}

/** The log of `table`: the game's lines for its moves (`describe`, one per move or null), then its notes. */
export function tableLogLines(table: GameTable, describe: (moves: readonly TableMove[]) => readonly (LogLine | null)[]): LogLine[] {
  const lines = describe(table.moves()).filter((line): line is LogLine => line !== null);
  return [...lines, ...table.notes().map((note) => ({ text: note.text }))];
}
