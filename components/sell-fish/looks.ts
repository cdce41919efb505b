// How SELL.fish's communities and rivers look. Every seat has a colour AND a mark (colour is never the
// only signal); the rivers are named as well as tinted.
import type { SeatLook } from '../shared/seat-marker.js';

/** SF-3.4 the six communities' colours, by seat (names in SEAT_NAMES: Coral, Amber, Plum, Slate, Rose, Ink). */
export const SELL_FISH_SEAT_LOOKS: readonly SeatLook[] = [
  { fill: 'var(--sell-fish-seat-0, #d0433a)', ink: '#ffffff', mark: 'solid' },
  { fill: 'var(--sell-fish-seat-1, #e3a21a)', ink: '#2b2200', mark: 'ring' },
  { fill: 'var(--sell-fish-seat-2, #8a4dc0)', ink: '#ffffff', mark: 'stripes' },
  { fill: 'var(--sell-fish-seat-3, #5f6f7f)', ink: '#ffffff', mark: 'dots' },
  { fill: 'var(--sell-fish-seat-4, #d4609e)', ink: '#ffffff', mark: 'cross' },
  { fill: 'var(--sell-fish-seat-5, #222b35)', ink: '#f6f2e7', mark: 'diamond' },
];

/** The two rivers' water. */
export const RIVER_TINT = {
  green: 'var(--sell-fish-green, #2f8f5b)',
  blue: 'var(--sell-fish-blue, #2f6cc9)',
} as const;

export { SEAT_NAMES } from '../../src/games/sell-fish/data.js';
