// Gone Fishing on its home card: what it is about, the seats a new game against bots offers, and its
// picture (its own chunk). Only the home screen, the game's own table and its room read it, so a page
// opened at another game's table never loads it.
import type { GameCard } from '../app/cards.js';
import type { SeatLook } from '../shared/seat-marker.js';

/** How the two roles look in badges and scores: the Angler a solid red disc, the Fish player a teal ring. */
export const ROLE_LOOKS: { readonly angler: SeatLook; readonly fish: SeatLook } = {
  angler: { fill: '#d8412f', ink: '#fff8ea', mark: 'solid' },
  fish: { fill: '#2f6f7f', ink: '#e8f6f8', mark: 'ring' },
};

/** The two seats before anyone fishes (roles not chosen yet): one slate grey, told apart by their marks. */
export const UNDECIDED_LOOKS: readonly [SeatLook, SeatLook] = [
  { fill: '#5d7480', ink: '#f3f7f9', mark: 'dots' },
  { fill: '#5d7480', ink: '#f3f7f9', mark: 'cross' },
];

export const goneFishingCard: GameCard = {
  pitch: 'One of you hides sixteen tiles in a lake and keeps them moving; the other walks two anglers round the piers and casts blind. Then swap.',
  facts: ['About 25 minutes', 'Hidden tiles, sealed fair'],
  steps: [
    'The Fish player hides 16 tiles: fish worth 1–6, trash and a diver.',
    'The Angler walks two figures round the piers and casts blind, paying a line card for each distance.',
    'Each round the Fish player shows one tile, then slides tiles away. Swap roles for day 2.',
  ],
  seatNames: ['Angler', 'Fish player'],
  seatLooks: [ROLE_LOOKS.angler, ROLE_LOOKS.fish],
  // In a room the roles are drawn (or chosen by the host) once both are seated.
  roomSeatLooks: UNDECIDED_LOOKS,
  seatLegend: 'Your role on day 1',
  seatHint: 'Your role on day 1; the roles swap on day 2.',
  illustration: async () => (await import('./picture.js')).picture(),
  illustrationAspect: '580 / 580',
};
