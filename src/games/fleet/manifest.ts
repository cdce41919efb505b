/** Fleet before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const fleetManifest: GameManifest<'fleet'> = {
  id: 'fleet',
  title: 'Fleet',
  minPlayers: 2,
  maxPlayers: 4,
  bots: [
    { id: 'easy', label: 'Easy', formerIds: ['random'], description: 'Plays at a glance and bids timidly, misjudges what a licence is worth, and sometimes overpays, forgets to process its crates or keeps the wrong card.' },
    { id: 'skipper', label: 'Medium', description: 'Buys licences it can use at sensible prices, launches and crews a boat whenever it pays, and trades full boats\' crates for cards.' },
    { id: 'admiral', label: 'Hard', description: 'Weighs each big choice by playing it out to the end of the game many times, guessing the cards it cannot see.' },
  ],
  // Hands are secret (FL-14): one device per player, never one shared screen.
  sharedDevice: false,
  loadRules: async () => (await import('./game.js')).fleet,
  loadBots: async () => (await import('./bots/index.js')).fleetBots,
};
