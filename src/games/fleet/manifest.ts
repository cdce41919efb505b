/** Fleet before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const fleetManifest: GameManifest<'fleet'> = {
  id: 'fleet',
  title: 'Fleet',
  minPlayers: 2,
  maxPlayers: 4,
  bots: [
    { id: 'random', label: 'Random', description: 'Picks any legal move: bids wildly, pays with whatever it holds.' },
    { id: 'skipper', label: 'Skipper', description: 'Buys licences it can use at sensible prices, launches and crews a boat whenever it pays, trades full boats\' crates for cards.' },
    { id: 'admiral', label: 'Admiral', description: 'Plays like Skipper but tries each big choice out to the end of the game, guessing the cards it cannot see.' },
  ],
  // Hands are secret (FL-14): one device per player, never one shared screen.
  sharedDevice: false,
  loadRules: async () => (await import('./game.js')).fleet,
  loadBots: async () => (await import('./bots/index.js')).fleetBots,
};
