/** Fishery before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const fisheryManifest: GameManifest<'fishery'> = {
  id: 'fishery',
  title: 'Fishery',
  minPlayers: 2,
  maxPlayers: 2,
  bots: [
    { id: 'easy', label: 'Easy' },
    { id: 'hard', label: 'Hard' },
  ],
  loadRules: async () => (await import('./game.js')).fishery,
  loadBots: async () => (await import('./bots/index.js')).fisheryBots,
};
