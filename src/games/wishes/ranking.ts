/**
 * W-7.5 the ranking procedure, shared by the market bonuses (W-7.4), the dump penalty (W-10.1) and the
 * worm bonus (W-10.2).
 */
import type { FirstTieMode } from './types.js';

/**
 * The amount each seat gets (or, for the dump penalty, loses). Only seats with `takesPart[seat]` are
 * ranked. One seat highest: it gets `first`, every seat on the next-highest count gets `second`.
 * k ≥ 2 seats tied highest: `split` gives each ⌊(first + second) / k⌋, `half-each` ⌊(first + second) / 2⌋,
 * and nobody gets `second`.
 */
export function rankAmounts(
  counts: readonly number[],
  takesPart: readonly boolean[],
  first: number,
  second: number,
  mode: FirstTieMode,
): number[] {
  const amounts = counts.map(() => 0);
  const ranked = counts.map((_, seat) => seat).filter((seat) => takesPart[seat]);
  if (ranked.length === 0) return amounts;
  const highest = Math.max(...ranked.map((seat) => counts[seat]!));
  const top = ranked.filter((seat) => counts[seat] === highest);
  if (top.length >= 2) {
    const each = Math.floor((first + second) / (mode === 'split' ? top.length : 2));
    for (const seat of top) amounts[seat] = each;
    return amounts;
  }
  amounts[top[0]!] = first;
  const rest = ranked.filter((seat) => counts[seat]! < highest);
  if (rest.length === 0) return amounts;
  const next = Math.max(...rest.map((seat) => counts[seat]!));
  for (const seat of rest) if (counts[seat] === next) amounts[seat] = second;
  return amounts;
}
