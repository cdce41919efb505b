/**
 * The ten wishes (W-8). Every wish takes its choices from the move; a choice the wish cannot use, a
 * missing choice the player is able to make ("do as much as you can; you may not decline what you can
 * do", W-8.0) or an impossible one is a RuleError. The `…InPlace` functions change a draft.
 */

import { boatName, capitalised } from './phrases.js';
import { wishesError } from './types.js';
import type { RuleError, Seat } from '../../core/index.js';
import { SPECIES_NAMES } from './data.js';
import type { Draft } from './draft.js';
import { sellInPlace } from './market.js';
import type { BuyerId, Species, WishKind, WishMove, WishesState } from './types.js';

/** The choices each wish kind takes besides `type` and `slot`. */
export const WISH_CHOICES: Readonly<Record<WishKind, readonly (keyof WishMove)[]>> = Object.freeze({
  MOVE_BUYER_1: ['buyer', 'steps', 'species'],
  MOVE_BUYER_2: ['buyer', 'steps', 'species'],
  MOVE_BUYER_3: ['buyer', 'steps', 'boat'],
  SCATTER: ['scatter'],
  SELL_SPECIES: ['species'],
  ROT: ['rot', 'boat'],
  WORM_BONUS: [],
  EXTRA_BOAT: [],
  SELL_AS_OTHER: ['species', 'as'],
  DOUBLE_FISH: [],
});

/** The buyer value each buyer-moving wish moves (W-8.1–W-8.3). */
const BUYER_VALUE: Partial<Record<WishKind, number>> = { MOVE_BUYER_1: 1, MOVE_BUYER_2: 2, MOVE_BUYER_3: 3 };

/** Species `seat` has in its boats, in market order. */
export function heldSpecies(draft: Pick<WishesState, 'seats' | 'options'>, seat: Seat): Species[] {
  const held = new Set<Species>();
  for (const card of draft.seats[seat]!.boats) if (card !== null) held.add(draft.options.deck[card]!.species);
  return draft.options.marketOrder.filter((s) => held.has(s));
}

/**
 * W-5.5, W-8 grants the wish on `card`, just released by `seat`, with the choices in `move`; then the
 * card is discarded (W-8.0), unless it became a boat (W-8.8) or was sold as two fish (W-8.10).
 */
export function grantWishInPlace(draft: Draft, seat: Seat, card: number, move: WishMove): RuleError | null {
  const face = draft.options.deck[card]!;
  const allowed = WISH_CHOICES[face.wish];
  for (const key of Object.keys(move) as (keyof WishMove)[]) {
    if (key !== 'type' && key !== 'slot' && !allowed.includes(key)) {
      return wishesError('unexpected-field', `The ${face.wish} wish takes no "${key}" (it takes ${allowed.length ? allowed.map((k) => `"${k}"`).join(', ') : 'no choices'}).`);
    }
  }
  draft.events.push({ kind: 'release', seat, card, wish: face.wish });
  const error = wishEffectInPlace(draft, seat, card, move);
  if (error) return error;
  if (face.wish !== 'EXTRA_BOAT' && face.wish !== 'DOUBLE_FISH') {
    draft.discard.push(card);
    draft.events.push({ kind: 'discard', card });
  }
  return null;
}

function wishEffectInPlace(draft: Draft, seat: Seat, card: number, move: WishMove): RuleError | null {
  const face = draft.options.deck[card]!;
  switch (face.wish) {
    case 'MOVE_BUYER_1':
    case 'MOVE_BUYER_2': {
      const moved = moveBuyerInPlace(draft, BUYER_VALUE[face.wish]!, move);
      return moved ?? sellSpeciesInPlace(draft, seat, move.species, null);
    }
    case 'MOVE_BUYER_3': {
      const moved = moveBuyerInPlace(draft, 3, move);
      // W-8.3, W-15 #16 #30 this wish's own text: a two-fish card sold by it is two fish.
      return moved ?? sellOneCardInPlace(draft, seat, move.boat, true);
    }
    case 'SCATTER':
      return scatterInPlace(draft, move.scatter);
    case 'SELL_SPECIES':
      return sellSpeciesInPlace(draft, seat, move.species, null);
    case 'ROT': {
      const rotted = rotInPlace(draft, move);
      return rotted ?? sellOneCardInPlace(draft, seat, move.boat, false); // W-15 #29
    }
    case 'WORM_BONUS':
      wormBonusInPlace(draft, seat);
      return null;
    case 'EXTRA_BOAT': {
      // W-8.8, W-15 #17 the card itself is the new, empty boat.
      const player = draft.seats[seat]!;
      player.boats.push(null);
      player.boatCards.push(card);
      draft.events.push({ kind: 'boat', seat, card });
      return null;
    }
    case 'SELL_AS_OTHER':
      return sellAsOtherInPlace(draft, seat, move);
    case 'DOUBLE_FISH':
      // W-8.10 this very card, as two fish, at its own market.
      sellInPlace(draft, seat, face.species, [{ card, fish: 2 }]);
      return null;
  }
}

/** W-8.1–W-8.3 moves the chosen buyer of `value` 1–3 markets clockwise (W-8.0). */
function moveBuyerInPlace(draft: Draft, value: number, move: WishMove): RuleError | null {
  const candidates = draft.buyers.filter((b) => b.value === value);
  if (candidates.length === 0) {
    if (move.buyer !== undefined || move.steps !== undefined) return wishesError('no-such-buyer', `There is no $${value} buyer to move.`);
    return null;
  }
  let buyerId: BuyerId | undefined = move.buyer;
  if (buyerId === undefined) {
    if (candidates.length > 1) {
      return wishesError('choice-missing', `Choose which $${value} buyer moves: ${candidates.map((b) => b.id).join(' or ')}.`);
    }
    buyerId = candidates[0]!.id;
  }
  const buyer = candidates.find((b) => b.id === buyerId);
  if (!buyer) {
    return wishesError('wrong-buyer', `This wish moves a $${value} buyer (${candidates.map((b) => b.id).join(' or ')}), not "${buyerId}".`);
  }
  if (move.steps === undefined) return wishesError('choice-missing', 'Choose how far the buyer moves: "steps" 1, 2 or 3.');
  const order = draft.options.marketOrder;
  const from = buyer.at;
  buyer.at = order[(order.indexOf(from) + move.steps) % order.length]!;
  draft.events.push({ kind: 'buyer', buyer: buyer.id, from, to: buyer.at });
  return null;
}

/** Takes every card of `species` out of `seat`'s boats, in boat order (W-15 #33). */
function takeSpeciesInPlace(draft: Draft, seat: Seat, species: Species): number[] {
  const boats = draft.seats[seat]!.boats;
  const taken: number[] = [];
  boats.forEach((card, i) => {
    if (card !== null && draft.options.deck[card]!.species === species) {
      taken.push(card);
      boats[i] = null;
    }
  });
  return taken;
}

/**
 * W-8.1, W-8.2, W-8.5, W-8.9 sells all of `species` from the boats, at `market` (its own when null).
 * The species is required when the boats hold any fish (W-8.0) and refused when they hold none (W-15 #12).
 */
function sellSpeciesInPlace(draft: Draft, seat: Seat, species: Species | undefined, market: Species | null): RuleError | null {
  const held = heldSpecies(draft, seat);
  if (species === undefined) {
    if (held.length === 0) return null;
    return wishesError('choice-missing', `Choose a species from your boats to sell: ${held.map((s) => SPECIES_NAMES[s]).join(', ')}.`);
  }
  if (!held.includes(species)) return wishesError('species-not-held', `You have no ${SPECIES_NAMES[species]} in your boats.`);
  const cards = takeSpeciesInPlace(draft, seat, species);
  sellInPlace(draft, seat, market ?? species, cards.map((card) => ({ card, fish: 1 })));
  return null;
}

/** W-8.9, W-15 #34 sells all of one held species at a different species' market. */
function sellAsOtherInPlace(draft: Draft, seat: Seat, move: WishMove): RuleError | null {
  if (heldSpecies(draft, seat).length === 0) {
    if (move.species !== undefined || move.as !== undefined) return wishesError('species-not-held', 'You have no fish in your boats to sell.');
    return null;
  }
  if (move.species !== undefined && move.as === undefined) {
    return wishesError('choice-missing', 'Choose the market to sell at: "as", a species other than the one sold.');
  }
  if (move.species !== undefined && move.as === move.species) {
    return wishesError('same-species', 'Sell at another species\' market: "as" must differ from "species".');
  }
  return sellSpeciesInPlace(draft, seat, move.species, move.as ?? null);
}

/**
 * W-8.3, W-8.6 sells the card in `boat`, required whenever a boat holds a card. A `DOUBLE_FISH` card is
 * two fish only when `doubleCounts` (W-15 #16).
 */
function sellOneCardInPlace(draft: Draft, seat: Seat, boat: number | undefined, doubleCounts: boolean): RuleError | null {
  const boats = draft.seats[seat]!.boats;
  if (boat === undefined) {
    if (boats.every((c) => c === null)) return null;
    return wishesError('choice-missing', 'Choose the "boat" whose fish card is sold.');
  }
  if (boat >= boats.length) return wishesError('no-such-boat', `You have boats 1 to ${boats.length}.`);
  const card = boats[boat];
  if (card === null || card === undefined) return wishesError('empty-boat', `${capitalised(boatName(boat))} is empty.`);
  boats[boat] = null;
  const face = draft.options.deck[card]!;
  sellInPlace(draft, seat, face.species, [{ card, fish: doubleCounts && face.wish === 'DOUBLE_FISH' ? 2 : 1 }]);
  return null;
}

/** W-8.6, W-15 #13 #14 one token from a market to the dump, or from the dump to its owner. */
function rotInPlace(draft: Draft, move: WishMove): RuleError | null {
  const anyToken = draft.dump.some((n) => n > 0) || Object.values(draft.markets).some((m) => m.tokens.some((n) => n > 0));
  const rot = move.rot;
  if (rot === undefined) {
    return anyToken ? wishesError('choice-missing', 'Choose the token that rots: "rot" {from: a market or "dump", seat: its owner}.') : null;
  }
  if (rot.seat >= draft.players) return wishesError('no-such-seat', `There is no seat ${rot.seat}.`);
  if (rot.from === 'dump') {
    if (draft.dump[rot.seat] === 0) return wishesError('no-such-token', 'That player has no token in the dump.');
    draft.dump[rot.seat]! -= 1;
    draft.seats[rot.seat]!.supply += 1;
  } else {
    const market = draft.markets[rot.from];
    if (market.tokens[rot.seat] === 0) return wishesError('no-such-token', `That player has no token on the ${SPECIES_NAMES[rot.from]} market.`);
    market.tokens[rot.seat]! -= 1;
    draft.dump[rot.seat]! += 1;
  }
  draft.events.push({ kind: 'rot', from: rot.from, seat: rot.seat });
  return null;
}

/**
 * W-8.4, W-15 #27 at every market with two or more buyers, one of the highest value stays and each
 * other goes to a market that had no buyer before the wish, no two to the same market.
 */
function scatterInPlace(draft: Draft, scatter: WishMove['scatter']): RuleError | null {
  const crowded = draft.options.marketOrder.filter((m) => draft.buyers.filter((b) => b.at === m).length >= 2);
  const moves = scatter ?? [];
  if (crowded.length === 0) return moves.length === 0 ? null : wishesError('bad-scatter', 'No market has two buyers: nothing scatters.');
  if (scatter === undefined) return wishesError('choice-missing', 'Choose where the buyers scatter: "scatter" [{buyer, to}, …].');
  const free = draft.options.marketOrder.filter((m) => !draft.buyers.some((b) => b.at === m));
  const seen = new Set<string>();
  const targets = new Set<Species>();
  for (const { buyer: id, to } of moves) {
    const buyer = draft.buyers.find((b) => b.id === id);
    if (!buyer) return wishesError('no-such-buyer', `There is no buyer "${id}".`);
    if (seen.has(id)) return wishesError('bad-scatter', `Buyer ${id} is moved twice.`);
    seen.add(id);
    if (!crowded.includes(buyer.at)) return wishesError('bad-scatter', `Buyer ${id} stands alone and stays.`);
    if (!free.includes(to)) return wishesError('bad-scatter', `Buyer ${id} must go to a market that had no buyer (${free.join(', ')}).`);
    if (targets.has(to)) return wishesError('bad-scatter', `Two buyers cannot both go to ${to}.`);
    targets.add(to);
  }
  for (const market of crowded) {
    const here = draft.buyers.filter((b) => b.at === market);
    const staying = here.filter((b) => !seen.has(b.id));
    const highest = Math.max(...here.map((b) => b.value));
    if (staying.length !== 1 || staying[0]!.value !== highest) {
      return wishesError('bad-scatter', `At ${market} exactly one buyer of the highest value ($${highest}) stays and the others move.`);
    }
  }
  for (const { buyer: id, to } of moves) {
    const buyer = draft.buyers.find((b) => b.id === id)!;
    draft.events.push({ kind: 'buyer', buyer: id, from: buyer.at, to });
    buyer.at = to;
  }
  return null;
}

/** W-8.7, W-15 #15 #25 $1 per worm held, then the worms handed out clockwise as `wormBonusGive` says. */
function wormBonusInPlace(draft: Draft, seat: Seat): void {
  const player = draft.seats[seat]!;
  const money = player.worms;
  player.money += money;
  const given = draft.seats.map(() => 0);
  const others = Array.from({ length: draft.players - 1 }, (_, i) => (seat + 1 + i) % draft.players);
  if (others.length > 0) {
    const count = draft.options.wormBonusGive === 'all' ? player.worms : Math.min(player.worms, others.length);
    for (let i = 0; i < count; i++) given[others[i % others.length]!]! += 1;
    given.forEach((n, other) => {
      draft.seats[other]!.worms += n;
      player.worms -= n;
    });
  }
  draft.events.push({ kind: 'worm-bonus', seat, money, given });
}
