/** Fleet before its rules load: what the home page, the bot worker and the registry know of it. */
import type { GameManifest } from '../../core/index.js';

export const fleetManifest: GameManifest<'fleet'> = {
  id: 'fleet',
  title: 'Fleet',
  minPlayers: 2,
  maxPlayers: 4,
  bots: [
    { id: 'random', label: 'Random' },
    { id: 'skipper', label: 'Skipper' },
    { id: 'admiral', label: 'Admiral' },
  ],
  // Hands are secret (FL-14): one device per player, never one shared screen.
  sharedDevice: false,
  loadRules: async () => (await import('./game.js')).fleet,
  loadBots: async () => (await import('./bots/index.js')).fleetBots,
};
