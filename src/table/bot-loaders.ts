// Where each game's bots are loaded from: its manifest's loader, so a game brings only its own code
// (a Fishery game never downloads another game's rules).
import type { AnyBot } from '../core/index.js';
import { manifestOf } from '../games/manifests.js';

/** The bots of `gameId`, weakest first (empty for an unknown game). */
export async function loadBots(gameId: string): Promise<readonly AnyBot[]> {
  return (await manifestOf(gameId)?.loadBots()) ?? [];
}
