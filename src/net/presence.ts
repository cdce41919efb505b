// Presence (awareness): who has the room open right now, under what name and colour, holding which
// seats. Cosmetic and untrusted: it never decides who may move (the signed claims do).
import { isIntInRange, isRecord } from '../core/index.js';
import type { Seat } from '../core/index.js';
import { cleanName } from './claim.js';

/** What one browser announces about itself. */
export interface PresenceState {
  readonly name: string;
  readonly color: string;
  /** The seat of the person at this browser, or null when watching. */
  readonly seat: Seat | null;
  /** Seats of bots this browser hosts. */
  readonly bots: readonly Seat[];
  /** Public signing keys of every seat it holds, to match against the claims. */
  readonly signKeys: readonly string[];
}

/** A browser in the room. */
export interface Presence extends PresenceState {
  readonly clientId: number;
  /** True for this browser. */
  readonly self: boolean;
}

/** A presence state from an untrusted awareness entry, or null when it is not one. */
export function parsePresence(value: unknown): PresenceState | null {
  if (!isRecord(value)) return null;
  const { name, color, seat, bots, signKeys } = value;
  if (typeof name !== 'string' || cleanName(name) === null) return null;
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/.test(color)) return null;
  if (seat !== null && !isIntInRange(seat, 0, 63)) return null;
  if (!Array.isArray(bots) || bots.length > 64 || !bots.every((b) => isIntInRange(b, 0, 63))) return null;
  if (!Array.isArray(signKeys) || signKeys.length > 65 || !signKeys.every((k) => typeof k === 'string' && k.length <= 64)) return null;
  return { name, color, seat: seat as Seat | null, bots: bots as Seat[], signKeys: signKeys as string[] };
}
