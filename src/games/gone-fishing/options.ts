/** GF-10 settings: defaults and their checks. */
import type { GoneFishingOptions } from './types.js';

/** GF-10 defaults: the classic game, helpers off, the day-1 Angler drawn at random. */
export const DEFAULT_OPTIONS: GoneFishingOptions = Object.freeze({
  fishHelpers: 'off',
  firstAngler: 'random',
  anglerMemoryAid: 'log-only',
  lineCardsPerValue: 3,
  unusedSpecialPenalty: 1,
  fishMovesPerRound: 3,
  schoolMoves: 6,
});

const whole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** `on`/`off` as the rules write it; booleans are accepted for convenience. */
function onOff(value: unknown, key: string): 'on' | 'off' {
  if (value === 'on' || value === true) return 'on';
  if (value === 'off' || value === false) return 'off';
  throw new RangeError(`Gone Fishing option ${key} must be "on" or "off", got ${String(value)}`);
}

/** The defaults overlaid with `options`; throws RangeError for an impossible setting (a programmer error). */
export function resolveOptions(options: Partial<GoneFishingOptions> | undefined): GoneFishingOptions {
  const merged = { ...DEFAULT_OPTIONS, ...(options ?? {}) } as Record<keyof GoneFishingOptions, unknown>;
  const fishHelpers = onOff(merged.fishHelpers, 'fishHelpers');
  const { firstAngler, anglerMemoryAid, lineCardsPerValue, unusedSpecialPenalty, fishMovesPerRound, schoolMoves } = merged;
  if (firstAngler !== 'random' && firstAngler !== 'host-chooses') {
    throw new RangeError(`Gone Fishing option firstAngler must be "random" or "host-chooses", got ${String(firstAngler)}`);
  }
  if (anglerMemoryAid !== 'log-only' && anglerMemoryAid !== 'off') {
    throw new RangeError(`Gone Fishing option anglerMemoryAid must be "log-only" or "off", got ${String(anglerMemoryAid)}`);
  }
  if (!whole(lineCardsPerValue, 0, 12)) throw new RangeError(`bad lineCardsPerValue ${String(lineCardsPerValue)}`);
  if (!whole(unusedSpecialPenalty, 0, 10)) throw new RangeError(`bad unusedSpecialPenalty ${String(unusedSpecialPenalty)}`);
  if (!whole(fishMovesPerRound, 0, 12)) throw new RangeError(`bad fishMovesPerRound ${String(fishMovesPerRound)}`);
  if (!whole(schoolMoves, 0, 24)) throw new RangeError(`bad schoolMoves ${String(schoolMoves)}`);
  return Object.freeze({ fishHelpers, firstAngler, anglerMemoryAid, lineCardsPerValue, unusedSpecialPenalty, fishMovesPerRound, schoolMoves });
}
