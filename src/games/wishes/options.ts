/**
 * The settings of W-14: merging a caller's options over the defaults and checking them. A bad option
 * table is a programmer error (the room's creator chose it), so it throws a RangeError.
 */
import { DEFAULT_OPTIONS } from './data.js';
import { FIRST_PLAYER_MODES, FIRST_TIE_MODES, SPECIES, WISH_KINDS, WORM_BONUS_GIVE_MODES } from './types.js';
import type { BuyerId, WishesOptions } from './types.js';

/** The caller's options merged over the defaults; throws a RangeError naming the first bad setting. */
export function resolveOptions(options: Partial<WishesOptions> | undefined): WishesOptions {
  const merged: WishesOptions = { ...DEFAULT_OPTIONS, ...(options ?? {}) };
  checkOptions(merged);
  return merged;
}

function fail(key: string, why: string): never {
  throw new RangeError(`wishes option ${key}: ${why}`);
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 1_000_000;
}

function checkOptions(o: WishesOptions): void {
  const known = Object.keys(DEFAULT_OPTIONS);
  for (const key of Object.keys(o)) if (!known.includes(key)) fail(key, 'is not a setting');
  if (typeof o.room !== 'string' || o.room.length > 200) fail('room', 'must be a string of at most 200 characters');
  if (
    !Array.isArray(o.marketOrder) ||
    o.marketOrder.length !== SPECIES.length ||
    new Set(o.marketOrder).size !== SPECIES.length ||
    !o.marketOrder.every((s) => (SPECIES as readonly string[]).includes(s))
  ) {
    fail('marketOrder', `must list each of ${SPECIES.join(', ')} once`);
  }
  if (!Array.isArray(o.deck) || o.deck.length === 0) fail('deck', 'must be a non-empty list of cards');
  o.deck.forEach((card, i) => {
    if (!card || !(SPECIES as readonly string[]).includes(card.species) || !(WISH_KINDS as readonly string[]).includes(card.wish)) {
      fail('deck', `card ${i} needs a known species and wish kind`);
    }
  });
  if (!Array.isArray(o.buyers) || o.buyers.length > SPECIES.length || !o.buyers.every((v) => isCount(v, 1))) {
    // W-3.2 and W-8.4 need a free market for every buyer.
    fail('buyers', `must be at most ${SPECIES.length} positive whole values`);
  }
  const cards = o.closingCards;
  if (!Array.isArray(cards) || cards.length === 0) fail('closingCards', 'must be a non-empty list');
  cards.forEach((card, i) => {
    if (!card || !isCount(card.tokens, 1) || !isCount(card.first, 0) || !isCount(card.second, 0)) {
      fail('closingCards', `card ${i} needs whole tokens ≥ 1, first ≥ 0 and second ≥ 0`);
    }
    if (i > 0 && card.tokens <= cards[i - 1]!.tokens) fail('closingCards', 'numbers must rise from the top card down');
  });
  if (!isCount(o.basePrice, 0)) fail('basePrice', 'must be a whole number ≥ 0');
  if (!isCount(o.tokensInSupply, 0)) fail('tokensInSupply', 'must be a whole number ≥ 0');
  if (!isCount(o.wormsPerPlayer, 0)) fail('wormsPerPlayer', 'must be a whole number ≥ 0');
  if (!isCount(o.boatsPerPlayer, 0)) fail('boatsPerPlayer', 'must be a whole number ≥ 0');
  if (!isCount(o.dumpLimit, 1)) fail('dumpLimit', 'must be a whole number ≥ 1');
  if (!Array.isArray(o.wormBonus) || o.wormBonus.length !== 2 || !o.wormBonus.every((v) => isCount(v, 0))) {
    fail('wormBonus', 'must be two whole amounts [first, second]');
  }
  if (!FIRST_TIE_MODES.includes(o.firstTieMode)) fail('firstTieMode', `must be one of ${FIRST_TIE_MODES.join(', ')}`);
  if (!WORM_BONUS_GIVE_MODES.includes(o.wormBonusGive)) fail('wormBonusGive', `must be one of ${WORM_BONUS_GIVE_MODES.join(', ')}`);
  if (!FIRST_PLAYER_MODES.includes(o.firstPlayer)) fail('firstPlayer', `must be one of ${FIRST_PLAYER_MODES.join(', ')}`);
}

/** W-15 #28 the buyer pieces' names: `$` + value, with a letter when several share the value. */
export function buyerIds(values: readonly number[]): readonly BuyerId[] {
  const seen = new Map<number, number>();
  return values.map((value) => {
    const shared = values.filter((v) => v === value).length > 1;
    const n = seen.get(value) ?? 0;
    seen.set(value, n + 1);
    return shared ? `$${value}${String.fromCharCode(97 + n)}` : `$${value}`;
  });
}
