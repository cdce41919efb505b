// Where local games are saved (localStorage keys), readable without loading any game's code.
import { storageKey } from '../shared/storage-keys.js';

/** Storage key of a game's save slot ('bot', 'pass', 'embed', …). */
export function savedGameKey(gameId: string, slot: string): string {
  return storageKey(`game:${gameId}:${slot}`);
}

/** True when `key` holds something (a game to resume), without replaying it. */
export function hasSavedGame(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** A saved game as the home page lists it, read without replaying it. */
export interface SavedSummary {
  readonly key: string;
  /** Moves played so far. */
  readonly moves: number;
  /** When it last changed (ms since the epoch), or null for a game saved before this was kept. */
  readonly savedAt: number | null;
  readonly over: boolean;
  /** Seats played by bots, with their level ids. */
  readonly botSeats: Readonly<Record<number, string>>;
}

/** What is saved under `key`, or null when nothing readable is. */
export function savedSummary(key: string): SavedSummary | null {
  let value: unknown;
  try {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const saved = value as { savedAt?: unknown; over?: unknown; snapshot?: { intents?: unknown }; setup?: { botSeats?: unknown } };
  const intents = saved.snapshot?.intents;
  const botSeats = saved.setup?.botSeats;
  return {
    key,
    moves: Array.isArray(intents) ? intents.length : 0,
    savedAt: typeof saved.savedAt === 'number' ? saved.savedAt : null,
    over: saved.over === true,
    botSeats: typeof botSeats === 'object' && botSeats !== null ? (botSeats as Record<number, string>) : {},
  };
}

/** True when `key` holds a game still in progress (a finished one is not offered to continue). */
export function hasGameInProgress(key: string): boolean {
  const summary = savedSummary(key);
  return summary !== null && !summary.over;
}

/** Forgets the game saved under `key`. */
export function clearSavedGame(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
