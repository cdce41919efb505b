/**
 * The data tables of Fleet (docs/rules/fleet.md FL-T1 … FL-T6). Boat cards are numbered 0 … 95 in the
 * order of table FL-T2 (the 20 Shrimp first, then Lobster, Processing Vessel, Cod, Tuna, King Crab).
 */
import { BOAT_TYPES, LICENCE_KINDS, type BoatData, type BoatType, type LicenceData, type LicenceKind } from './types.js';

/** FL-T1 the licence cards. */
export const LICENCES_FL_T1: Readonly<Record<LicenceKind, LicenceData>> = Object.freeze({
  shrimp: { kind: 'shrimp', premium: false, count: 4, minimumBid: 4, vp: 4, launches: 'shrimp' },
  cod: { kind: 'cod', premium: false, count: 4, minimumBid: 4, vp: 4, launches: 'cod' },
  lobster: { kind: 'lobster', premium: false, count: 4, minimumBid: 5, vp: 3, launches: 'lobster' },
  tuna: { kind: 'tuna', premium: false, count: 4, minimumBid: 5, vp: 3, launches: 'tuna' },
  processing: { kind: 'processing', premium: false, count: 4, minimumBid: 5, vp: 3, launches: 'processing' },
  pub: { kind: 'pub', premium: true, count: 3, minimumBid: 10, vp: 10, launches: null },
  'king-crab-captains': { kind: 'king-crab-captains', premium: true, count: 1, minimumBid: 10, vp: 5, launches: 'king-crab' },
  'king-crab-crates': { kind: 'king-crab-crates', premium: true, count: 1, minimumBid: 10, vp: 5, launches: 'king-crab' },
  'king-crab-licences': { kind: 'king-crab-licences', premium: true, count: 1, minimumBid: 10, vp: 5, launches: 'king-crab' },
} satisfies Record<LicenceKind, LicenceData>);

export const STANDARD_KINDS: readonly LicenceKind[] = LICENCE_KINDS.filter((k) => !LICENCES_FL_T1[k].premium);
export const PREMIUM_KINDS: readonly LicenceKind[] = LICENCE_KINDS.filter((k) => LICENCES_FL_T1[k].premium);
export const STANDARD_COUNT = STANDARD_KINDS.reduce((n, k) => n + LICENCES_FL_T1[k].count, 0);
export const PREMIUM_COUNT = PREMIUM_KINDS.reduce((n, k) => n + LICENCES_FL_T1[k].count, 0);

/** FL-T2 the boat cards. */
export const BOATS_FL_T2: Readonly<Record<BoatType, BoatData>> = Object.freeze({
  shrimp: { type: 'shrimp', count: 20, launchCost: 1, vp: 1, cash: 2 },
  lobster: { type: 'lobster', count: 20, launchCost: 2, vp: 2, cash: 2 },
  processing: { type: 'processing', count: 20, launchCost: 2, vp: 2, cash: 2 },
  cod: { type: 'cod', count: 12, launchCost: 2, vp: 2, cash: 1 },
  tuna: { type: 'tuna', count: 12, launchCost: 1, vp: 1, cash: 3 },
  'king-crab': { type: 'king-crab', count: 12, launchCost: 3, vp: 3, cash: 1 },
} satisfies Record<BoatType, BoatData>);

/** The number of boat cards (FL-1.1). */
export const BOAT_CARDS = BOAT_TYPES.reduce((n, t) => n + BOATS_FL_T2[t].count, 0);

/** The first card id of each boat type. */
const FIRST_ID: Readonly<Record<BoatType, number>> = (() => {
  const first: Partial<Record<BoatType, number>> = {};
  let next = 0;
  for (const type of BOAT_TYPES) {
    first[type] = next;
    next += BOATS_FL_T2[type].count;
  }
  return first as Record<BoatType, number>;
})();

const TYPE_OF: readonly BoatType[] = BOAT_TYPES.flatMap((type) => Array.from({ length: BOATS_FL_T2[type].count }, () => type));

/** The type of boat card `card`. */
export function boatType(card: number): BoatType {
  return TYPE_OF[card]!;
}

/** FL-1.3 the cash value of boat card `card`. */
export function cashValue(card: number): number {
  return BOATS_FL_T2[TYPE_OF[card]!].cash;
}

/** FL-2.1 the starting hand of `seat`: the first unused card of each type (the hand is public knowledge at set-up). */
export function startingHand(seat: number): number[] {
  return BOAT_TYPES.map((type) => FIRST_ID[type] + seat);
}

/** FL-2.2 the boat deck at set-up: every card no starting hand holds. */
export function startingDeck(players: number): number[] {
  const dealt = new Set(Array.from({ length: players }, (_, seat) => startingHand(seat)).flat());
  return Array.from({ length: BOAT_CARDS }, (_, card) => card).filter((card) => !dealt.has(card));
}

/** FL-T3 the licence deck by player count: standard licences on top, and the removed cards. */
export interface LicenceDeckRow {
  /** The set-aside standard licences put on top. */
  readonly top: number;
  readonly removedStandard: number;
  readonly removedPremium: number;
}
export const LICENCE_DECK_FL_T3: Readonly<Record<number, LicenceDeckRow>> = Object.freeze({
  2: { top: 4, removedStandard: 6, removedPremium: 3 },
  3: { top: 6, removedStandard: 2, removedPremium: 2 },
  4: { top: 8, removedStandard: 0, removedPremium: 0 },
});

/** FL-T4 the Lobster draw: [1 licence, 2 or more] by captained boats 0, 1–2, 3, 4–6, 7+. */
export function lobsterDraw(lobsterLicences: number, captainedBoats: number): number {
  if (lobsterLicences <= 0 || captainedBoats <= 0) return 0;
  const column = captainedBoats <= 2 ? 0 : captainedBoats === 3 ? 1 : captainedBoats <= 6 ? 2 : 3;
  return (lobsterLicences === 1 ? [1, 1, 2, 2] : [1, 2, 2, 3])[column]!;
}

/** FL-T5 the phase-5 draw by Tuna licences: cards drawn, whether the discard is from the drawn cards only, cards kept. */
export interface TunaDrawRow {
  readonly draw: number;
  readonly discard: number;
  /** Normal draw: the discard is one of the cards just drawn; else any card in hand. */
  readonly fromDrawn: boolean;
  readonly keep: number;
}
export function tunaDraw(tunaLicences: number): TunaDrawRow {
  const rows: readonly TunaDrawRow[] = [
    { draw: 2, discard: 1, fromDrawn: true, keep: 1 },
    { draw: 2, discard: 0, fromDrawn: false, keep: 2 },
    { draw: 3, discard: 1, fromDrawn: false, keep: 2 },
    { draw: 3, discard: 0, fromDrawn: false, keep: 3 },
    { draw: 4, discard: 1, fromDrawn: false, keep: 3 },
  ];
  return rows[Math.min(Math.max(tunaLicences, 0), 4)]!;
}

/** FL-T6 the King Crab (Licences) bonus by distinct licence types owned (King Crab counted once). */
export const KING_CRAB_LICENCES_FL_T6: readonly number[] = [0, 0, 2, 4, 5, 6, 8, 10];
/** FL-T6 the caps of the other two King Crab bonuses. */
export const KING_CRAB_CAP = 10;
export const CRATES_PER_KING_CRAB_VP = 3;

/** FL-16.2 Gone Fishin' cards: how many, what one is worth, what one scores. */
export const GONE_FISHIN = Object.freeze({ cards: 20, cash: 2, vp: 2 });

/** Seat names (by colour), for the log and the board. */
export const SEAT_NAMES: readonly string[] = ['Red', 'Blue', 'Green', 'Yellow'];

/** The licence names for people. */
export const LICENCE_NAMES: Readonly<Record<LicenceKind, string>> = Object.freeze({
  shrimp: 'Shrimp',
  cod: 'Cod',
  lobster: 'Lobster',
  tuna: 'Tuna',
  processing: 'Processing Vessel',
  pub: "Fishermen's Pub",
  'king-crab-captains': 'King Crab (Captains)',
  'king-crab-crates': 'King Crab (Crates)',
  'king-crab-licences': 'King Crab (Licenses)',
});

/** The boat names for people. */
export const BOAT_NAMES: Readonly<Record<BoatType, string>> = Object.freeze({
  shrimp: 'Shrimp',
  lobster: 'Lobster',
  processing: 'Processing Vessel',
  cod: 'Cod',
  tuna: 'Tuna',
  'king-crab': 'King Crab',
});

/** The boat deck's id in the fair state, and the beacon chain length (a game asks for about 30 draws). */
export const BOAT_DECK = 'boats';
export const FLEET_CHAIN_LENGTH = 256;
