// Fishery on its home card: what it is about, the seats a new game against bots offers, and its
// picture (its own chunk). Only the home screen, the game's own table and its room read it, so a page
// opened at another game's table never loads it.
import type { GameCard } from '../app/cards.js';
import { BLACK_WHITE } from '../shared/seat-marker.js';

export const fisheryCard: GameCard = {
  pitch: 'Drop your ships, then cast nets to fence off the richest waters. Whoever has more boats in a fishery takes every fish in it.',
  facts: ['About 15 minutes', 'No luck, all in the open'],
  steps: ['Take turns placing your 6 ships.', 'Lay nets to close off fisheries; each keeps a ship and touches the rim.', 'More ships in a fishery wins every square of it.'],
  seatNames: ['Black', 'White'],
  seatLooks: BLACK_WHITE,
  seatHint: 'Black moves first; White wins ties.',
  illustration: async () => (await import('./picture.js')).picture(),
  illustrationAspect: '540 / 440',
};
