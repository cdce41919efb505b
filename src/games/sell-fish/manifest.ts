/** SELL.fish before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const sellFishManifest: GameManifest<'sell-fish'> = {
  id: 'sell-fish',
  title: 'SELL.fish',
  minPlayers: 2,
  maxPlayers: 6,
  bots: [
    { id: 'random', label: 'Random', description: 'Plays any legal move at random.' },
    { id: 'easy', label: 'Easy', description: 'Sends every ship to the river that pays most this year, ignores quotas and bids low.' },
    { id: 'steward', label: 'Steward', description: 'Fishes its fair share of a sustainable catch, proposes and keeps quotas, bids fairly.' },
    { id: 'hard', label: 'Hard', description: 'Fishes its sustainable share and more only where a rich river can bear it, keeps its quotas and buys ships for what they will earn.' },
  ],
  loadRules: async () => (await import('./game.js')).sellFish,
  loadBots: async () => (await import('./bots/index.js')).sellFishBots,
};
