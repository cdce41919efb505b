// A local game kept across reloads: the table's snapshot plus who plays which seat, in localStorage.
// A saved game that cannot be read or replayed is discarded with a message, never a crash.
import { isRecord } from '../../src/core/validate.js';
import type { AnyGame } from '../../src/core/index.js';
import { restoreTableWith, type DeckWorkRunner, type EntropySource, type LocalTable, type LocalTableSnapshot } from '../../src/table/local-table.js';
import { dealsPrivateCards } from '../../src/table/deck-progress.js';
import { clearSavedGame } from './save-slots.js';

/** Two humans on one device, or humans against bots. */
export type LocalMode = 'bot' | 'pass';

/** Who plays what at a local table. */
export interface LocalSetup {
  readonly mode: LocalMode;
  /** Seats played by a bot: seat → bot id (e.g. { 1: 'hard' }). */
  readonly botSeats: Readonly<Record<number, string>>;
}

/** What is stored. */
export interface SavedGame {
  readonly version: 1;
  readonly setup: LocalSetup;
  readonly snapshot: LocalTableSnapshot;
  /** When the game last changed (ms since the epoch), and whether it is over: the home page reads
   * these without replaying the game. */
  readonly savedAt?: number;
  readonly over?: boolean;
}

/** A restored game, or why the stored one was thrown away. */
export type Restored =
  | { readonly kind: 'none' }
  | { readonly kind: 'restored'; readonly setup: LocalSetup; readonly table: LocalTable }
  | { readonly kind: 'discarded'; readonly reason: string };

function readSetup(value: unknown): LocalSetup | null {
  if (!isRecord(value) || (value.mode !== 'bot' && value.mode !== 'pass') || !isRecord(value.botSeats)) return null;
  const botSeats: Record<number, string> = {};
  for (const [seat, bot] of Object.entries(value.botSeats)) {
    if (!/^\d+$/.test(seat) || typeof bot !== 'string') return null;
    botSeats[Number(seat)] = bot;
  }
  return { mode: value.mode, botSeats };
}

/**
 * Restores the game of `game` saved under `key`, its seats drawing from `entropy`; anything unreadable is removed and reported. With
 * `work`, a game that deals private cards makes its deck passes off the page and replays as they come in
 * (see `replayFailure`); other games replay at once.
 */
export function restoreSavedGame(key: string, game: AnyGame, entropy: EntropySource, work?: DeckWorkRunner): Restored {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  const discard = (reason: string): Restored => {
    clearSavedGame(key);
    return { kind: 'discarded', reason };
  };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return discard('it is not valid JSON');
  }
  if (!isRecord(value) || value.version !== 1) return discard('it was saved in an unknown format');
  const setup = readSetup(value.setup);
  if (!setup) return discard('its seats are unreadable');
  if (!isRecord(value.snapshot) || value.snapshot.gameId !== game.id) return discard(`it is not a ${game.title} game`);
  const snapshot = value.snapshot as unknown as LocalTableSnapshot;
  try {
    return { kind: 'restored', setup, table: restoreTableWith(game, snapshot, entropy, work && dealsPrivateCards(game, snapshot.players, snapshot.options) ? work : undefined) };
  } catch (error) {
    return discard((error as Error).message);
  }
}

/** Saves a game, changed at `savedAt` (quota or privacy errors only lose the save). */
export function saveGame(key: string, setup: LocalSetup, table: LocalTable, savedAt = Date.now()): void {
  const saved: SavedGame = { version: 1, setup, snapshot: table.snapshot(), savedAt, over: table.outcome() !== null };
  try {
    localStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // The game goes on; it just will not survive a reload.
  }
}
