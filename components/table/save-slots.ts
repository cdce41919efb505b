// Where local games are saved (localStorage keys), readable without loading any game's code.

/** Storage key of a game's save slot ('bot', 'pass', 'embed', …). */
export function savedGameKey(gameId: string, slot: string): string {
  return `shoal:game:${gameId}:${slot}`;
}

/** True when `key` holds something (a game to resume), without replaying it. */
export function hasSavedGame(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Forgets the game saved under `key`. */
export function clearSavedGame(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
