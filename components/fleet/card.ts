// Fleet on its home card: what it is about, the seats a new game against bots offers, and its
// picture (its own chunk). Only the home screen, the game's own table and its room read it, so a page
// opened at another game's table never loads it.
import type { GameCard } from '../app/cards.js';
import { FLEET_SEAT_LOOKS, seatColourName } from './looks.js';

export const fleetCard: GameCard = {
  pitch: 'Buy fishing licences at auction, launch the boats they allow, hire captains and fill your boats with crates. Every card is money, a boat and a captain at once.',
  facts: ['About 45 minutes', 'Hands are secret: one device each', 'Proven deck'],
  steps: [
    'Bid for a licence: pay with boat cards at their cash value; no change is given.',
    'Launch a boat your licences allow, and put a card face down on a boat as its captain.',
    'Captained boats fish a crate each round; licences, boats and crates score.',
  ],
  seatNames: FLEET_SEAT_LOOKS.map((_, seat) => seatColourName(seat)),
  seatLooks: FLEET_SEAT_LOOKS,
  seatHint: 'You and up to three bots (choose under New game). Hands are secret, so Fleet is not played on one shared screen: to play with friends, invite them and each uses their own device.',
  illustration: async () => (await import('./picture.js')).picture(),
  illustrationAspect: '500 / 340',
};
