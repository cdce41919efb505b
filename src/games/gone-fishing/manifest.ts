/** Gone Fishing before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const goneFishingManifest: GameManifest<'gone-fishing'> = {
  id: 'gone-fishing',
  title: 'Gone Fishing',
  minPlayers: 2,
  maxPlayers: 2,
  bots: [
    { id: 'random', label: 'Random', description: 'Plays any legal move at random.' },
    { id: 'fisher', label: 'Fisher', description: 'Casts where fish most likely are and hides its own fish with care.' },
  ],
  loadRules: async () => (await import('./game.js')).goneFishing,
  loadBots: async () => (await import('./bots/index.js')).goneFishingBots,
};
