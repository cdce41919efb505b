/**
 * The words of If Wishes Were Fishes!, shared by the move log (describe.ts) and the board's step-by-step
 * telling of a move (components/wishes/narrate.ts): names of seats, species, buyers and boats, amounts,
 * and the clauses for what a sale, a closing, a buyer move, a rot or a worm bonus did. Pure, no DOM;
 * it needs only the data tables, so a view may use it without pulling in the rules.
 */
import { SEAT_COLOURS, SPECIES_NAMES, WISH_TEXTS } from './data.js';
import type { BuyerId, EndReason, Species, WishKind, WishesEvent } from './types.js';

/** A token placement (W-7.3 steps 2–4). */
export type TokenEvent = Extract<WishesEvent, { kind: 'token' }>;

/** W-3.1 a seat's colour, e.g. "Red". */
export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat] ?? `Seat ${seat + 1}`;
}

/** W-1.2 a species' name, e.g. "Monkfish". */
export function speciesName(species: Species): string {
  return SPECIES_NAMES[species];
}

/** "the Monkfish market". */
export function marketName(species: Species): string {
  return `the ${speciesName(species)} market`;
}

/** A buyer piece's name: "$3 buyer", "$2 buyer A" (W-15 #28: equal buyers are told apart). */
export function buyerName(id: BuyerId): string {
  const match = /^\$(\d+)([a-z]?)$/.exec(id);
  if (!match) return id;
  return `$${match[1]} buyer${match[2] ? ` ${match[2].toUpperCase()}` : ''}`;
}

/** A boat as players count it, from 1 ("boat 1" is the log's boat 0, W-15 #33). */
export function boatName(boat: number): string {
  return `boat ${boat + 1}`;
}

/** "$4", "−$4". */
export function dollars(amount: number): string {
  return amount < 0 ? `−$${-amount}` : `$${amount}`;
}

/** "1 worm", "3 worms". */
export function wormCount(n: number): string {
  return `${n} ${n === 1 ? 'worm' : 'worms'}`;
}

/** "a Monkfish", "an Angelfish". */
export function aFish(species: Species): string {
  const name = speciesName(species);
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** "a Monkfish", "2 Monkfish". */
export function fishCount(n: number, species: Species): string {
  return n === 1 ? aFish(species) : `${n} ${speciesName(species)}`;
}

/** The text with its first letter in capitals. */
export function capitalised(text: string): string {
  return text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** W-8 the wish on a card as a sentence: "Move a $1 buyer 1–3 markets clockwise, then sell all of one species." */
export function wishSentence(kind: WishKind): string {
  return `${capitalised(WISH_TEXTS[kind])}.`;
}

/** Amounts per seat as "Red +$8, Blue +$4" (seats with 0 left out). */
export function seatAmounts(amounts: readonly number[], sign: '+' | '−' = '+'): string {
  return amounts
    .map((amount, seat) => (amount === 0 ? '' : `${seatColour(seat)} ${sign}$${amount}`))
    .filter(Boolean)
    .join(', ');
}

/** What was sold: "a Monkfish", "2 Monkfish", "a Monkfish as 2 fish" (W-8.3, W-8.10). */
export function soldFish(species: Species, cards: number, fish: number): string {
  if (fish === cards) return fishCount(cards, species);
  return `${cards === 1 ? aFish(species) : `${cards} ${speciesName(species)}`} as ${fish} fish`;
}

/** W-7.3.1 what a sale paid: " for $4", " for $4 each (+$8)". */
export function salePrice(price: number, fish: number): string {
  return fish > 1 ? ` for $${price} each (+$${price * fish})` : ` for $${price}`;
}

/** Where the tokens of a sale went, counted (W-7.3 steps 2–4, W-7.3.1). */
export function tokenTally(tokens: readonly TokenEvent[]): { readonly market: number; readonly dump: number; readonly none: number } {
  let market = 0;
  let dump = 0;
  let none = 0;
  for (const t of tokens) {
    if (t.to === 'dump') dump++;
    else if (t.to === 'none') none++;
    else market++;
  }
  return { market, dump, none };
}

/** "the $1 buyer A from Catfish to Clownfish" (W-8.1–W-8.4). */
export function buyerMove(event: Extract<WishesEvent, { kind: 'buyer' }>): string {
  return `the ${buyerName(event.buyer)} from ${speciesName(event.from)} to ${speciesName(event.to)}`;
}

/** W-8.6 "rots a Blue token from the Catfish market into the dump", "returns a Blue token from the dump to its owner". */
export function rotClause(event: Extract<WishesEvent, { kind: 'rot' }>): string {
  const token = `a ${seatColour(event.seat)} token`;
  return event.from === 'dump' ? `returns ${token} from the dump to its owner` : `rots ${token} from ${marketName(event.from)} into the dump`;
}

/** W-8.7 "gains $5 for 5 worms, handing them out: Blue 3, Green 2". */
export function wormBonusClause(event: Extract<WishesEvent, { kind: 'worm-bonus' }>): string {
  const given = event.given.map((n, seat) => (n ? `${seatColour(seat)} ${n}` : '')).filter(Boolean);
  const gained = `gains ${dollars(event.money)} for ${wormCount(event.money)}`;
  return given.length ? `${gained}, handing them out: ${given.join(', ')}` : gained;
}

/** W-9.1 "the last closing card is placed and the dump is full". */
export function endReasonsText(reasons: readonly EndReason[]): string {
  return listOf(reasons.map((r) => (r === 'closings' ? 'the last closing card is placed' : 'the dump is full')));
}
