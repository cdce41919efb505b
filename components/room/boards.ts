// Each game's board as the room shows it, loaded with the game's own chunk. A board gets the view and
// the legal intents and reports the player's intent; it knows nothing of rooms or networks.
import type { TemplateResult } from 'lit';
import type { AnyGame, Seat } from '../../src/core/index.js';
import type { AcceptedEntry } from '../../src/net/log-fold.js';
import type { DeckProgress } from '../../src/table/deck-progress.js';
import type { SeatInfo } from '../../src/table/network-table.js';
import type { SeatLook } from '../shared/seat-marker.js';
import { catalogEntry } from '../app/catalog.js';

/** What the room knows besides the view and the legal intents. */
export interface RoomBoardContext {
  /** This browser's person's seat, or null when watching. */
  readonly seat: Seat | null;
  readonly seats: readonly SeatInfo[];
  /** The accepted log entries in order, each with the state after it (a board may tell a move's effects). */
  readonly accepted: readonly AcceptedEntry[];
  /** The private deck's shuffle under way (the table's `deckProgress()`), or null. */
  readonly deckProgress?: DeckProgress | null;
}

/** One game's pieces for the room page. */
export interface RoomBoard {
  readonly game: AnyGame;
  /** How each seat looks on the board (the seat's claimed colour is shown beside it). */
  readonly looks: readonly SeatLook[];
  render(view: unknown, legal: readonly unknown[], onIntent: (intent: unknown) => void, context: RoomBoardContext): TemplateResult;
  /** False for a log move the room's move log leaves out (a protocol step the table made on its own); default all. */
  logged?(move: unknown): boolean;
}

/** True when the room page can host `gameId`. */
export function hasRoomBoard(gameId: string): boolean {
  return Boolean(catalogEntry(gameId)?.loadRoomBoard);
}

/** Loads the board of `gameId` (its view manifest's `loadRoomBoard`); rejects for a game with no room board. */
export async function loadRoomBoard(gameId: string): Promise<RoomBoard> {
  const load = catalogEntry(gameId)?.loadRoomBoard;
  if (!load) throw new RangeError(`no room board for ${gameId}`);
  return load();
}
