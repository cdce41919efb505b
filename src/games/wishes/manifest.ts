/** If Wishes Were Fishes! before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const wishesManifest: GameManifest<'wishes'> = {
  id: 'wishes',
  title: 'If Wishes Were Fishes!',
  minPlayers: 2,
  maxPlayers: 5,
  bots: [
    { id: 'random', label: 'Random', description: 'Plays any legal move at random.' },
    { id: 'deckhand', label: 'Deckhand', description: 'Takes the move that leaves it best placed against the strongest rival right now.' },
  ],
  loadRules: async () => (await import('./game.js')).wishes,
  loadBots: async () => (await import('./bots/index.js')).wishesBots,
};
