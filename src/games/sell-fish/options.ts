/**
 * The settings of SF-15: the caller's options merged over the defaults and checked. A bad table is a
 * programmer error (the room's creator chose it), so it throws a RangeError naming the setting.
 */
import { isRecord } from '../../core/index.js';
import { AMOUNTS_SF_T5, CHIPS_SF_T1, END_CHECK_SF_9, FLEET_VALUE_SF_T4, STARTING_SHIPS_SF_T0, STOCK_MOVE_SF_T3, TRACK_SF_T2 } from './data.js';
import { BID_CAPS, CHIP_COLOURS, RIVERS } from './types.js';
import type { Fraction, SellFishOptions } from './types.js';

/** SF-15 every setting with its default. */
export const DEFAULT_OPTIONS: SellFishOptions = Object.freeze({
  room: 'local', // the table replaces it with the room id
  startingShips: STARTING_SHIPS_SF_T0,
  chips: CHIPS_SF_T1,
  track: TRACK_SF_T2,
  stockMove: STOCK_MOVE_SF_T3,
  fleetValue: FLEET_VALUE_SF_T4,
  amounts: AMOUNTS_SF_T5,
  startPositions: Object.freeze({ green: 3, blue: 4 }), // SF-3.2
  endCheck: END_CHECK_SF_9,
  endValue: 6, // SF-9.1
  inspectionCatchChance: Object.freeze({ numerator: 1, denominator: 2 }), // SF-7.2 a two-faced coin
  firstOffenceFineFactor: Object.freeze({ numerator: 1, denominator: 2 }), // SF-7.2 halved, rounded down
  bidCap: 'coins20', // SF-6.3
  superHarvest: false, // SF-14.1
  pirateAttack: false, // SF-14.2
  shipLeasing: false, // SF-14.3
});

/** The caller's options merged over the defaults; throws a RangeError naming the first bad setting. */
export function resolveOptions(options: Partial<SellFishOptions> | undefined): SellFishOptions {
  const merged: SellFishOptions = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
  checkOptions(merged);
  return merged;
}

function fail(key: string, why: string): never {
  throw new RangeError(`sell-fish option ${key}: ${why}`);
}

const isWhole = (v: unknown, min = 0, max = 1_000_000): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function checkFraction(key: string, f: Fraction): void {
  if (!isRecord(f) || !isWhole(f.denominator, 1) || !isWhole(f.numerator, 0, f.denominator)) fail(key, 'must be a fraction numerator/denominator between 0 and 1');
}

function checkOptions(o: SellFishOptions): void {
  const known = Object.keys(DEFAULT_OPTIONS);
  for (const key of Object.keys(o)) if (!known.includes(key)) fail(key, 'is not a setting');
  if (typeof o.room !== 'string' || o.room.length > 200) fail('room', 'must be a string of at most 200 characters');
  if (!isRecord(o.startingShips)) fail('startingShips', 'must give ships for 2–6 players');
  for (let n = 2; n <= 6; n++) if (!isWhole(o.startingShips[n], 0, 100)) fail('startingShips', `needs a whole number for ${n} players`);
  if (!isRecord(o.chips)) fail('chips', 'must list silver and gold chip values');
  for (const colour of CHIP_COLOURS) {
    const values = o.chips[colour];
    // SF-7.7 a bag must hold enough chips for six players' three chips and more.
    if (!Array.isArray(values) || values.length < 20 || !values.every((v) => isWhole(v, 0, 1000))) fail('chips', `${colour} needs at least 20 whole values`);
  }
  if (!Array.isArray(o.track) || o.track.length < 2 || o.track.length > 20) fail('track', 'must have 2–20 positions');
  o.track.forEach((p, i) => {
    if (!isRecord(p) || !isWhole(p.silver, 0, 3) || !isWhole(p.gold, 0, 3) || p.silver + p.gold < 1) fail('track', `position ${i + 1} must draw 1–3 chips of each colour, at least one in all`);
  });
  if (!Array.isArray(o.stockMove) || o.stockMove.length === 0 || o.stockMove[0]!.ships !== 0) fail('stockMove', 'rows must start at 0 ships');
  o.stockMove.forEach((row, i) => {
    if (!isRecord(row) || !isWhole(row.ships, 0, 1000) || typeof row.move !== 'number' || !Number.isInteger(row.move) || Math.abs(row.move) > 20) fail('stockMove', `row ${i} needs whole ships and move`);
    if (i > 0 && row.ships <= o.stockMove[i - 1]!.ships) fail('stockMove', 'ship counts must rise');
  });
  if (!Array.isArray(o.fleetValue) || o.fleetValue.length !== o.track.length || !o.fleetValue.every((v) => isWhole(v, 0, 10_000))) fail('fleetValue', 'needs one whole value per track position');
  const a = o.amounts;
  if (!isRecord(a) || !isWhole(a.startMoney, 0, 10_000) || !isWhole(a.pricePerFish, 0, 1000) || !isWhole(a.runningCost, 0, 1000) || !isWhole(a.harbourCost, 0, 1000) || !isWhole(a.years, 1, 50)) {
    fail('amounts', 'needs whole startMoney, pricePerFish, runningCost, harbourCost and years (1–50)');
  }
  if (!isRecord(o.startPositions)) fail('startPositions', 'needs green and blue');
  for (const river of RIVERS) if (!isWhole(o.startPositions[river], 1, o.track.length)) fail('startPositions', `${river} must be on the track`);
  if (!Array.isArray(o.endCheck)) fail('endCheck', 'must be a list of {year, chips}');
  o.endCheck.forEach((row, i) => {
    if (!isRecord(row) || !isWhole(row.year, 1, a.years) || !isWhole(row.chips, 1, o.chips.silver.length)) fail('endCheck', `row ${i} needs a year of the game and a chip count the silver bag holds`);
  });
  if (!isWhole(o.endValue, 0, 1000)) fail('endValue', 'must be a whole chip value');
  checkFraction('inspectionCatchChance', o.inspectionCatchChance);
  checkFraction('firstOffenceFineFactor', o.firstOffenceFineFactor);
  if (!(BID_CAPS as readonly unknown[]).includes(o.bidCap)) fail('bidCap', `must be one of ${BID_CAPS.join(', ')}`);
  for (const key of ['superHarvest', 'pirateAttack', 'shipLeasing'] as const) if (typeof o[key] !== 'boolean') fail(key, 'must be true or false');
}
