/** Fishery before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const fisheryManifest: GameManifest<'fishery'> = {
  id: 'fishery',
  title: 'Fishery',
  minPlayers: 2,
  maxPlayers: 2,
  bots: [
    { id: 'easy', label: 'Easy', description: 'Builds sensible walls at a glance, but misses the rival racing it to a fishery a few nets ahead.' },
    { id: 'medium', label: 'Medium', description: 'Looks a few thousand positions ahead: wins most races for a fishery and seldom wastes a net.' },
    { id: 'hard', label: 'Hard', description: 'Thinks for a full second a move, weighing every wall to the end of the game.' },
  ],
  loadRules: async () => (await import('./game.js')).fishery,
  loadBots: async () => (await import('./bots/index.js')).fisheryBots,
};
