// How Wishes' seats and species look. Every seat has a colour AND a mark (design.md: colour is never the
// only signal); every species has a silhouette, a name and a two-letter short name as well as a tint.
import type { SeatLook } from '../shared/seat-marker.js';
import type { Species } from '../../src/games/wishes/types.js';

/**
 * W-3.1 the five player colours, by seat (names in SEAT_COLOURS). The colours are custom properties with
 * fallbacks, so a seat marker drawn outside the Wishes table (the move log, a dialog) still shows.
 */
export const WISHES_SEAT_LOOKS: readonly SeatLook[] = [
  { fill: 'var(--wishes-seat-0, #d0433a)', ink: 'var(--wishes-seat-0-ink, #ffffff)', mark: 'solid' },
  { fill: 'var(--wishes-seat-1, #2f6cc9)', ink: 'var(--wishes-seat-1-ink, #ffffff)', mark: 'ring' },
  { fill: 'var(--wishes-seat-2, #25915a)', ink: 'var(--wishes-seat-2-ink, #ffffff)', mark: 'stripes' },
  { fill: 'var(--wishes-seat-3, #e6b422)', ink: 'var(--wishes-seat-3-ink, #2b2200)', mark: 'dots' },
  { fill: 'var(--wishes-seat-4, #8a4dc0)', ink: 'var(--wishes-seat-4-ink, #ffffff)', mark: 'diamond' },
];

/** A seat's display name ("Red") and a species' ("Monkfish"): the engine's words. */
export { seatColour as seatColourName, speciesName } from '../../src/games/wishes/phrases.js';

/** Two letters per species, unique (the initials alone would clash: Swordfish/Starfish, Catfish/Clownfish). */
export const SPECIES_SHORT: Readonly<Record<Species, string>> = {
  angelfish: 'An',
  monkfish: 'Mo',
  swordfish: 'Sw',
  kingfish: 'Ki',
  catfish: 'Ca',
  starfish: 'St',
  clownfish: 'Cl',
};

/** A tint per species (a help, never the only difference: the silhouettes differ too). */
export const SPECIES_TINT: Readonly<Record<Species, string>> = {
  angelfish: 'var(--wishes-angelfish, #e0a526)',
  monkfish: 'var(--wishes-monkfish, #8c6a4f)',
  swordfish: 'var(--wishes-swordfish, #4f78a8)',
  kingfish: 'var(--wishes-kingfish, #1d9a94)',
  catfish: 'var(--wishes-catfish, #7d8a3a)',
  starfish: 'var(--wishes-starfish, #d9605a)',
  clownfish: 'var(--wishes-clownfish, #ef7d22)',
};

/** W-1.4 a buyer's colour by value: $3 white, $2 grey, $1 black (the value is printed on it as well). */
export function buyerColours(value: number): { fill: string; ink: string } {
  if (value >= 3) return { fill: 'var(--wishes-buyer-3, #fbfaf5)', ink: '#1c2630' };
  if (value === 2) return { fill: 'var(--wishes-buyer-2, #8e9aa4)', ink: '#ffffff' };
  return { fill: 'var(--wishes-buyer-1, #1f2a33)', ink: '#ffffff' };
}
