/** SELL.fish before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const sellFishManifest: GameManifest<'sell-fish'> = {
  id: 'sell-fish',
  title: 'SELL.fish',
  minPlayers: 2,
  maxPlayers: 6,
  bots: [
    { id: 'random', label: 'Random', description: 'Plays any legal move at random.' },
    { id: 'easy', label: 'Easy', formerIds: ['steward'], description: 'Fishes a fair, sustainable share, keeps the quotas it proposes and pays half a ship\'s worth for a new one; miscounts its ships now and then.' },
    { id: 'medium', label: 'Medium', description: 'Weighs each catch against the stock and the inspection, and buys a ship for what it will earn before the game ends.' },
    { id: 'hard', label: 'Hard', description: 'Plays each bid, fleet and vote out to the end of the game many times, imagining the others as what they have sent so far shows them to be.' },
  ],
  loadRules: async () => (await import('./game.js')).sellFish,
  loadBots: async () => (await import('./bots/index.js')).sellFishBots,
};
