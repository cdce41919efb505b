// How Fleet's seats, boats and licences look. Every seat has a colour AND a mark, every boat type a
// silhouette, a name and two letters as well as a tint (design.md: colour is never the only signal).
import type { Seat } from '../../src/core/index.js';
import { BOATS_FL_T2, BOAT_NAMES, LICENCES_FL_T1, LICENCE_NAMES, SEAT_NAMES, boatType } from '../../src/games/fleet/data.js';
import type { BoatType, LicenceKind } from '../../src/games/fleet/types.js';
import type { SeatLook } from '../shared/seat-marker.js';

/** The six boat types (FL-1.3). */
export type BoatLookKey = BoatType;
/** The seven licence types (the three King Crab licences share a look). */
export type LicenceLookKey = BoatLookKey | 'pub';

export interface KindLook {
  /** The card's name band, e.g. "Shrimp". */
  readonly name: string;
  /** Two letters, printed on the card and shown where the card is small. */
  readonly short: string;
  readonly tint: string;
  /** Text on the tint. */
  readonly ink: string;
}

/** What a boat card prints: its type, cash value, launch cost and VP (FL-1.3). */
export interface BoatCardFace {
  readonly kind: BoatLookKey;
  readonly cash: number;
  readonly cost: number;
  readonly points: number;
}

/** What a licence prints (FL-1.2, FL-10.1). */
export interface LicenceCardFace {
  readonly kind: LicenceLookKey;
  /** The title line ("King Crab"). */
  readonly title: string;
  /** A second title line for the three King Crab licences ("Captains"), or ''. */
  readonly subtitle: string;
  readonly minimum: number;
  readonly points: number;
  readonly premium: boolean;
  /** Two short lines of its bonus. */
  readonly bonus: readonly [string, string];
}

/** FL-1.3 the boat types. */
export const BOAT_LOOK: Readonly<Record<BoatLookKey, KindLook>> = {
  shrimp: { name: 'Shrimp', short: 'Sh', tint: '#e58a9a', ink: '#2b0f16' },
  lobster: { name: 'Lobster', short: 'Lo', tint: '#c8473b', ink: '#ffffff' },
  processing: { name: 'Processing', short: 'PV', tint: '#6f6bb0', ink: '#ffffff' },
  cod: { name: 'Cod', short: 'Co', tint: '#3c8c74', ink: '#ffffff' },
  tuna: { name: 'Tuna', short: 'Tu', tint: '#3569ad', ink: '#ffffff' },
  'king-crab': { name: 'King Crab', short: 'KC', tint: '#de8a2c', ink: '#2a1600' },
};

/** FL-1.2 the licence types. */
export const LICENCE_LOOK: Readonly<Record<LicenceLookKey, KindLook>> = {
  ...BOAT_LOOK,
  pub: { name: "Fishermen's Pub", short: 'Pu', tint: '#a8742f', ink: '#ffffff' },
};

/**
 * The four seats: colours and marks. Custom properties with fallbacks, so a marker drawn outside the
 * board (the move log, a dialog) still shows.
 */
export const FLEET_SEAT_LOOKS: readonly SeatLook[] = [
  { fill: 'var(--fleet-seat-0, #d0433a)', ink: 'var(--fleet-seat-0-ink, #ffffff)', mark: 'solid' },
  { fill: 'var(--fleet-seat-1, #2f6cc9)', ink: 'var(--fleet-seat-1-ink, #ffffff)', mark: 'ring' },
  { fill: 'var(--fleet-seat-2, #25915a)', ink: 'var(--fleet-seat-2-ink, #ffffff)', mark: 'stripes' },
  { fill: 'var(--fleet-seat-3, #e6b422)', ink: 'var(--fleet-seat-3-ink, #2b2200)', mark: 'dots' },
];

/** The pieces' look of a licence kind (the three King Crab licences look alike but for their subtitle). */
export function licenceLookKey(kind: LicenceKind): LicenceLookKey {
  return kind.startsWith('king-crab') ? 'king-crab' : (kind as LicenceLookKey);
}

/** FL-10.1 each licence's bonus in two short lines, as printed on its card. */
const LICENCE_BONUS: Readonly<Record<LicenceKind, readonly [string, string]>> = {
  shrimp: ['$1 off every', 'payment'],
  cod: ['Launch 2 boats,', 'then draw 1'],
  lobster: ['Hire 2 captains,', 'draw by captains'],
  tuna: ['Draw more', 'in phase 5'],
  processing: ['Process crates,', 'trade for cards'],
  pub: ['No bonus:', 'just 10 VP'],
  'king-crab-captains': ['End: +1 VP per', 'captained boat'],
  'king-crab-crates': ['End: +1 VP per', '3 crates on boats'],
  'king-crab-licences': ['End: VP by your', 'licence types'],
};

/** What a licence card of `kind` prints (FL-1.2, FL-10). */
export function licenceFace(kind: LicenceKind): LicenceCardFace {
  const data = LICENCES_FL_T1[kind];
  const crab = kind.startsWith('king-crab');
  return {
    kind: licenceLookKey(kind),
    title: crab ? 'King Crab' : LICENCE_NAMES[kind],
    subtitle: crab ? LICENCE_NAMES[kind].replace(/^King Crab \((.*)\)$/, '$1') : '',
    minimum: data.minimumBid,
    points: data.vp,
    premium: data.premium,
    bonus: LICENCE_BONUS[kind],
  };
}

/** What boat card `card` prints (FL-1.3). */
export function boatFace(card: number): BoatCardFace {
  const type = boatType(card);
  const data = BOATS_FL_T2[type];
  return { kind: type, cash: data.cash, cost: data.launchCost, points: data.vp };
}

/** A seat's display name ("Red"): the engine's words. */
export function seatColourName(seat: Seat): string {
  return SEAT_NAMES[seat] ?? `Seat ${seat + 1}`;
}

/** "Shrimp boat", "Processing Vessel boat". */
export function boatName(card: number): string {
  return `${BOAT_NAMES[boatType(card)]} boat`;
}

/** "Shrimp licence", "King Crab (Captains) licence". */
export function licenceName(kind: LicenceKind): string {
  return kind === 'pub' ? LICENCE_NAMES.pub : `${LICENCE_NAMES[kind].replace('(Licenses)', '(Licences)')} licence`;
}
