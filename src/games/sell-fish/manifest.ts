/** SELL.fish before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const sellFishManifest: GameManifest<'sell-fish'> = {
  id: 'sell-fish',
  title: 'SELL.fish',
  minPlayers: 2,
  maxPlayers: 6,
  bots: [
    { id: 'random', label: 'Random' },
    { id: 'easy', label: 'Easy' },
    { id: 'steward', label: 'Steward' },
    { id: 'hard', label: 'Hard' },
  ],
  loadRules: async () => (await import('./game.js')).sellFish,
  loadBots: async () => (await import('./bots/index.js')).sellFishBots,
};
