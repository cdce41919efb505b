// If Wishes Were Fishes! on its home card: what it is about, the seats a new game against bots offers,
// and its picture (its own chunk). Only the home screen, the game's own table and its room read it, so
// a page opened at another game's table never loads it.
import type { GameCard } from '../app/cards.js';
import { SEAT_COLOURS } from '../../src/games/wishes/data.js';
import { WISHES_SEAT_LOOKS } from './looks.js';

export const wishesCard: GameCard = {
  pitch: 'Catch fish from the ocean and sell them where the buyers crowd, or set one free for its wish: move a buyer, rot a rival’s token, sell a fish as two.',
  facts: ['About 30 minutes', 'Bots fill any seat'],
  steps: [
    'Catch a card from the ocean: the deeper it lies, the more worms it costs.',
    'Keep it in a boat to sell at its market later, or set it free for its wish.',
    'Full markets close and pay their biggest sellers; the most money wins.',
  ],
  seatNames: SEAT_COLOURS,
  seatLooks: WISHES_SEAT_LOOKS,
  defaultPlayers: 4,
  seatHint: 'You and three bots; choose up to five seats and any mix of people and bots under New game.',
  illustration: async () => (await import('./picture.js')).picture(),
  illustrationAspect: '500 / 340',
};
