// Where each game's bots are loaded from. A game with its own loader brings only its own code (a
// Fishery game never downloads another game's rules); any other registered game falls back to the
// whole registry. test/browser/bot-client.test.ts checks each loader against `bots` in src/games.
import type { AnyBot } from '../core/index.js';

const OWN_LOADERS: Readonly<Record<string, () => Promise<readonly AnyBot[]>>> = {
  fishery: async () => (await import('../games/fishery/bots/index.js')).fisheryBots,
  wishes: async () => (await import('../games/wishes/bots/index.js')).wishesBots,
  'gone-fishing': async () => (await import('../games/gone-fishing/bots/index.js')).goneFishingBots,
};

/** The bots of `gameId`, weakest first (empty for a game without bots). */
export async function loadBots(gameId: string): Promise<readonly AnyBot[]> {
  const own = Object.hasOwn(OWN_LOADERS, gameId) ? OWN_LOADERS[gameId] : undefined;
  if (own) return own();
  const { bots } = await import('../games/index.js');
  return (Object.hasOwn(bots, gameId) ? bots[gameId] : undefined) ?? [];
}
