/** Gone Fishing before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const goneFishingManifest: GameManifest<'gone-fishing'> = {
  id: 'gone-fishing',
  title: 'Gone Fishing',
  minPlayers: 2,
  maxPlayers: 2,
  bots: [
    { id: 'easy', label: 'Easy', formerIds: ['random'], description: 'Forgets a tile it was shown once the round is over, and hides its fish where few lines cross.' },
    { id: 'medium', label: 'Medium', formerIds: ['fisher'], description: 'Remembers a tile it saw for several rounds and follows it as it slides, spends its piers with care, and hides its fish where few lines cross.' },
    { id: 'hard', label: 'Hard', description: 'Tracks every tile, reads where a Fish player likes to hide, spends its piers with care, and lays its own lake with no pattern to learn.' },
  ],
  loadRules: async () => (await import('./game.js')).goneFishing,
  loadBots: async () => (await import('./bots/index.js')).goneFishingBots,
};
