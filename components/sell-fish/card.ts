// SELL.fish on its home card: what it is about, the seats a new game against bots offers, and its
// picture (its own chunk). Only the home screen, the game's own table and its room read it, so a page
// opened at another game's table never loads it.
import type { GameCard } from '../app/cards.js';
import { SEAT_NAMES } from '../../src/games/sell-fish/data.js';
import { SELL_FISH_SEAT_LOOKS } from './looks.js';

export const sellFishCard: GameCard = {
  pitch: 'Two rivers, two to six fishing communities and never enough fish: bid for ships in secret, send them out in secret, and vote quotas before the river runs dry.',
  facts: ['About 30 minutes', 'Sealed bids and secret programming', 'Bots fill any seat'],
  steps: [
    'Bid for new ships in two sealed auctions.',
    'Secretly send ships to the Green and the Blue river; crowded rivers lose fish.',
    'Near extinction, vote quotas: breakers risk inspection and fines. Richest community wins.',
  ],
  seatNames: SEAT_NAMES,
  seatLooks: SELL_FISH_SEAT_LOOKS,
  seatLegend: 'Your community',
  defaultPlayers: 4,
  seatHint: 'You and three bots; choose two to six communities, people and bots, under New game.',
  illustration: async () => (await import('./picture.js')).picture(),
  illustrationAspect: '500 / 340',
};
