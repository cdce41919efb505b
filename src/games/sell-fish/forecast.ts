/**
 * What a careful player can work out from the public state alone (the bots' arithmetic and the
 * board's hints): the expected catch per ship at a stock position, the profit a river would pay if
 * `ships` ships fished it, and the chance the game goes on past this year.
 */
import { stockMove } from './river.js';
import type { River, SellFishOptions, SellFishState } from './types.js';

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

const catchByOptions = new WeakMap<SellFishOptions, number[]>();

/** SF-T2 expected catch per ship (fish) at `position`; kept per options. */
export function expectedCatch(options: SellFishOptions, position: number): number {
  let byPosition = catchByOptions.get(options);
  if (!byPosition) {
    byPosition = options.track.map((p) => p.silver * mean(options.chips.silver) + p.gold * mean(options.chips.gold));
    catchByOptions.set(options, byPosition);
  }
  return byPosition[Math.min(options.track.length, Math.max(1, position)) - 1]!;
}

/** The marker after `ships` ships fish a river at `position` (SF-T3, clamped). */
export function positionAfter(options: SellFishOptions, position: number, ships: number): number {
  return Math.min(options.track.length, Math.max(1, position + stockMove(options, ships)));
}

/** Expected money per ship fishing `river` this year if `ships` ships fish it in all (SF-7.5). */
export function profitPerShip(state: SellFishState, river: River, ships: number): number {
  const o = state.options;
  const at = positionAfter(o, state.rivers[river].position, ships);
  return expectedCatch(o, at) * o.amounts.pricePerFish - o.amounts.runningCost;
}

/** SF-9.1 the chance that no end draw of `count` silver chips shows the ending value. */
export function survivalChance(options: SellFishOptions, count: number): number {
  const bag = options.chips.silver;
  const safe = bag.filter((v) => v !== options.endValue).length;
  let p = 1;
  for (let i = 0; i < count; i++) p *= Math.max(0, safe - i) / (bag.length - i);
  return p;
}

const yearsLeftByOptions = new WeakMap<SellFishOptions, number[]>();

/** Expected number of years still to be played after this one (this year excluded); kept per options. */
export function expectedYearsLeft(state: SellFishState): number {
  const o = state.options;
  let byYear = yearsLeftByOptions.get(o);
  if (!byYear) {
    byYear = [];
    yearsLeftByOptions.set(o, byYear);
  }
  return (byYear[state.year] ??= yearsLeftFrom(o, state.year));
}

function yearsLeftFrom(o: SellFishOptions, from: number): number {
  let alive = 1;
  let total = 0;
  for (let year = from; year < o.amounts.years; year++) {
    const row = o.endCheck.find((r) => r.year === year);
    if (row) alive *= survivalChance(o, row.chips);
    total += alive;
  }
  return total;
}

/** SF-9.1 the chance the game ends at this year's end check (1 in the last year). */
export function endChance(state: SellFishState): number {
  const o = state.options;
  if (state.year >= o.amounts.years) return 1;
  const row = o.endCheck.find((r) => r.year === state.year);
  return row ? 1 - survivalChance(o, row.chips) : 0;
}

/** SF-T4 what each ship adds to the final score at the current markers. */
export function fleetValuePerShip(state: SellFishState): number {
  const o = state.options;
  return o.fleetValue[state.rivers.green.position - 1]! + o.fleetValue[state.rivers.blue.position - 1]!;
}
