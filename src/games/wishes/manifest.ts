/** If Wishes Were Fishes! before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const wishesManifest: GameManifest<'wishes'> = {
  id: 'wishes',
  title: 'If Wishes Were Fishes!',
  minPlayers: 2,
  maxPlayers: 5,
  bots: [
    { id: 'random', label: 'Random' },
    { id: 'deckhand', label: 'Deckhand' },
  ],
  loadRules: async () => (await import('./game.js')).wishes,
  loadBots: async () => (await import('./bots/index.js')).wishesBots,
};
