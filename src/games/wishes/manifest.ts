/** If Wishes Were Fishes! before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const wishesManifest: GameManifest<'wishes'> = {
  id: 'wishes',
  title: 'If Wishes Were Fishes!',
  minPlayers: 2,
  maxPlayers: 5,
  bots: [
    { id: 'easy', label: 'Easy', formerIds: ['random'], description: 'Grabs what pays now, spends its worms too freely and now and then takes a slightly worse catch.' },
    { id: 'medium', label: 'Medium', formerIds: ['deckhand'], description: 'Takes the move that most raises its money to come, weighing closings, the dump and its worms.' },
    { id: 'hard', label: 'Hard', description: 'Plays its best few moves out two rounds ahead many times over, imagining the cards still to come.' },
  ],
  loadRules: async () => (await import('./game.js')).wishes,
  loadBots: async () => (await import('./bots/index.js')).wishesBots,
};
