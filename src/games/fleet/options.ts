/**
 * The settings of FL-17: the caller's options merged over the defaults and checked. A bad setting is a
 * programmer error (the room's creator chose it), so it throws a RangeError naming the setting.
 */
import type { FleetOptions } from './types.js';

/** FL-17 every setting with its default. */
export const DEFAULT_OPTIONS: FleetOptions = Object.freeze({
  room: 'local', // the table replaces it with the room id
  cratesPerPlayer: 25, // FL-2.5
  boatCapacity: 4, // FL-7.2
  allowPadding: false, // FL-4.5
  advancedLicenseSetup: false, // FL-16.1
  goneFishin: false, // FL-16.2
});

function fail(key: string, why: string): never {
  throw new RangeError(`fleet option ${key}: ${why}`);
}

const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The caller's options merged over the defaults; throws a RangeError naming the first bad setting. */
export function resolveOptions(options: Partial<FleetOptions> | undefined): FleetOptions {
  const merged: FleetOptions = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
  const known = Object.keys(DEFAULT_OPTIONS);
  for (const key of Object.keys(merged)) if (!known.includes(key)) fail(key, 'is not a setting');
  if (typeof merged.room !== 'string' || merged.room.length > 200) fail('room', 'must be a string of at most 200 characters');
  if (!isWhole(merged.cratesPerPlayer, 1, 100)) fail('cratesPerPlayer', 'must be a whole number 1–100');
  if (!isWhole(merged.boatCapacity, 1, 20)) fail('boatCapacity', 'must be a whole number 1–20');
  for (const key of ['allowPadding', 'advancedLicenseSetup', 'goneFishin'] as const) if (typeof merged[key] !== 'boolean') fail(key, 'must be true or false');
  return merged;
}
