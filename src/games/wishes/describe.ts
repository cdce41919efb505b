/**
 * One plain-English line per move for the move log (describeMove), and the seats' names. A player's move
 * is told with what it did, found by applying it with the pure rules to the state before it: "Red
 * releases the Monkfish from slot 1 and moves the $1 buyer A from Catfish to Clownfish, then sells 2
 * Angelfish for $3 each (+$6)." Species by name, boats counted from 1, money as the state changed.
 */
import { isRecord } from '../../core/index.js';
import type { Seat } from '../../core/index.js';
import { parseAction } from './moves.js';
import {
  boatName,
  buyerMove,
  endReasonsText,
  listOf,
  rotClause,
  salePrice,
  seatAmounts,
  seatColour,
  soldFish,
  speciesName,
  tokenTally,
  wormBonusClause,
  wormCount,
  type TokenEvent,
} from './phrases.js';
import { applyAction } from './rules.js';
import type { DrawPurpose, Species, WishKind, WishesAction, WishesEvent, WishesState } from './types.js';

/** W-3.1 a seat's colour, e.g. "Red". */
export function seatName(_state: WishesState, seat: Seat): string {
  return seatColour(seat);
}

/** The log line for `seat`'s `move`, made in `state` (before the move). */
export function describeMove(state: WishesState, seat: Seat, move: unknown): string {
  const who = seatColour(seat);
  if (isRecord(move) && move.type === 'join') return `${who} takes a seat and publishes its beacon anchor.`;
  if (isRecord(move) && move.type === 'beacon') {
    const purpose = state.owed !== null && state.owed.draw === move.draw ? ` (${DRAW_PURPOSES[state.owed.purpose]})` : '';
    return `${who} publishes its share of random draw ${String(move.draw)}${purpose}.`;
  }
  if (isRecord(move) && move.type === 'audit') return `${who} publishes its part of the end-of-game audit.`;
  const action = parseAction(move);
  if ('kind' in action) return `${who} makes an invalid move (${action.message})`;
  const after = applyAction(state, seat, action);
  if ('kind' in after) return `${who} makes a move the rules refuse (${after.message})`;
  return actionLine(state, seat, action, after.events);
}

/** What a beacon draw decides (W-12). */
const DRAW_PURPOSES: Readonly<Record<DrawPurpose, string>> = {
  buyers: 'where the buyers stand', // W-3.2
  'first-player': 'who goes first', // W-3.6
  ocean: 'the next ocean card', // W-3.3, W-5.4
};

type Event<K extends WishesEvent['kind']> = Extract<WishesEvent, { kind: K }>;

function find<K extends WishesEvent['kind']>(events: readonly WishesEvent[], kind: K): Event<K> | undefined {
  return events.find((e): e is Event<K> => e.kind === kind);
}

function all<K extends WishesEvent['kind']>(events: readonly WishesEvent[], kind: K): Event<K>[] {
  return events.filter((e): e is Event<K> => e.kind === kind);
}

/** `seat`'s accepted `action` in `before`, told with the `events` it caused. */
function actionLine(before: WishesState, seat: Seat, action: WishesAction, events: readonly WishesEvent[]): string {
  const who = seatColour(seat);
  switch (action.type) {
    case 'first':
      return `${who} chooses ${seatColour(action.seat)} to go first.`;
    case 'pass':
      return `${who} can do nothing and passes.`; // W-4.2
    case 'keep': {
      const boat = find(events, 'keep')?.boat ?? 0;
      return sentences(`${who} catches ${caught(before, events)} and keeps it in ${boatName(boat)}`, events); // W-6.2
    }
    case 'sell': {
      const card = before.seats[seat]!.boats[action.boat]!;
      const what = `the ${speciesName(before.options.deck[card]!.species)} from ${boatName(action.boat)}`;
      return sentences(`${who} sells ${saleText(before, events, what)}`, events); // W-7.1
    }
    case 'wish':
      return sentences(`${who} ${wishText(before, seat, action.boat, events)}`, events);
  }
}

/**
 * W-5.3 "the Kingfish from slot 3 (picks up 1 worm)". What it cost is left out: the slot says it
 * (W-5.2, one worm a card before it), and the lines stay short enough to scan.
 */
function caught(before: WishesState, events: readonly WishesEvent[]): string {
  const event = find(events, 'catch')!;
  const species = speciesName(before.options.deck[event.card]!.species);
  return `the ${species} from slot ${event.slot}${event.wormsTaken ? ` (picks up ${wormCount(event.wormsTaken)})` : ''}`;
}

/**
 * What the move's sale did, after "sells": `what` (or the count sold), the market when it is not the
 * fish's own (W-8.9), the price, and tokens that went to the dump or could not be placed (W-7.3).
 * Null when nothing was sold.
 */
function saleText(before: WishesState, events: readonly WishesEvent[], what: string | null): string | null {
  const sales = all(events, 'sale');
  if (sales.length === 0) return null;
  const first = sales[0]!;
  const species: Species = before.options.deck[first.card]!.species;
  const fish = sales.reduce((sum, s) => sum + s.fish, 0);
  const sold = what === null ? soldFish(species, sales.length, fish) : fish > sales.length ? `${what} as ${fish} fish` : what;
  const market = first.market === species ? '' : ` at the ${speciesName(first.market)} market`;
  return `${sold}${market}${salePrice(first.price, fish)}${tokenNote(all(events, 'token'), fish)}`;
}

/** W-7.3, W-7.3.1 tokens that went to the dump, or were missing ("" when all went on the market). */
function tokenNote(tokens: readonly TokenEvent[], fish: number): string {
  const { dump, none } = tokenTally(tokens);
  const parts: string[] = [];
  if (dump) parts.push(dump === 1 ? 'a token goes to the dump' : `${dump} tokens go to the dump`);
  if (none) parts.push(none === fish ? 'no token is left to place' : `${none} ${none === 1 ? 'fish places' : 'fish place'} no token (none left)`);
  return parts.length ? `; ${listOf(parts)}` : '';
}

/** What a wish is for, said when it could do nothing (W-8.0: as much as you can). */
const WISH_AIMS: Readonly<Record<WishKind, string>> = {
  MOVE_BUYER_1: 'to move a $1 buyer and sell a species',
  MOVE_BUYER_2: 'to move a $2 buyer and sell a species',
  MOVE_BUYER_3: 'to move the $3 buyer and sell a fish card',
  SCATTER: 'to scatter the buyers',
  SELL_SPECIES: 'to sell all of a species',
  ROT: 'to rot a token and sell a fish card',
  WORM_BONUS: 'for a worm bonus',
  EXTRA_BOAT: 'for an extra boat',
  SELL_AS_OTHER: 'to sell a species at another market',
  DOUBLE_FISH: 'to sell it as two fish',
};

/** W-8 "releases the X from slot k and <what the wish did>", or "… to <the wish>, but <what it could not do>". */
function wishText(before: WishesState, seat: Seat, boat: number | undefined, events: readonly WishesEvent[]): string {
  const wish = find(events, 'release')!.wish;
  const done: string[] = [];
  const missed: string[] = [];
  const buyers = all(events, 'buyer');
  const sell = (what: string | null): void => {
    const sale = saleText(before, events, what);
    if (sale) done.push(`sells ${sale}`);
    else missed.push('has no fish to sell'); // W-15 #12
  };
  const soldFromBoat = (): string | null => {
    const card = boat === undefined ? null : before.seats[seat]!.boats[boat];
    return boat === undefined || card === null || card === undefined ? null : `the ${speciesName(before.options.deck[card]!.species)} from ${boatName(boat)}`;
  };
  switch (wish) {
    case 'MOVE_BUYER_1':
    case 'MOVE_BUYER_2':
    case 'MOVE_BUYER_3': {
      const value = wish === 'MOVE_BUYER_1' ? 1 : wish === 'MOVE_BUYER_2' ? 2 : 3;
      if (buyers[0]) done.push(`moves ${buyerMove(buyers[0])}`);
      else missed.push(`finds no $${value} buyer to move`);
      sell(wish === 'MOVE_BUYER_3' ? soldFromBoat() : null); // W-8.3 one card; W-8.1, W-8.2 all of a species
      break;
    }
    case 'SCATTER': // W-8.4, W-15 #11
      if (buyers.length) done.push(`scatters the buyers, sending ${listOf(buyers.map(buyerMove))}`);
      else missed.push('finds no market with two buyers');
      break;
    case 'SELL_SPECIES': // W-8.5
    case 'SELL_AS_OTHER': // W-8.9
      sell(null);
      break;
    case 'ROT': {
      const rot = find(events, 'rot');
      if (rot) done.push(rotClause(rot));
      else missed.push('finds no token to move'); // W-15 #13
      sell(soldFromBoat());
      break;
    }
    case 'WORM_BONUS': {
      const bonus = find(events, 'worm-bonus')!;
      if (bonus.money > 0) done.push(wormBonusClause(bonus));
      else missed.push('has no worms'); // W-15 #15
      break;
    }
    case 'EXTRA_BOAT': // W-8.8 the new boat comes after the others
      done.push(`turns the card into an extra boat (${boatName(before.seats[seat]!.boats.length)})`);
      break;
    case 'DOUBLE_FISH': // W-8.10
      sell('it');
      break;
  }
  const released = `releases ${caught(before, events)}`;
  const head = done.length ? `${released} and ${done.join(', then ')}` : `${released} ${WISH_AIMS[wish]}`;
  return missed.length ? `${head}, but ${listOf(missed)}` : head;
}

/** The main sentence, then what else the move did: a reshuffle (W-5.4), closings (W-7.4), the end (W-9). */
function sentences(main: string, events: readonly WishesEvent[]): string {
  const more: string[] = [];
  for (const event of events) {
    if (event.kind === 'reshuffle') more.push(`The discard pile (${event.cards} cards) is shuffled into a new deck.`);
    if (event.kind === 'close') {
      more.push(`The ${speciesName(event.market)} market closes on card ${event.card}: ${seatAmounts(event.bonus) || 'nobody is paid'}.`);
    }
    if (event.kind === 'end') more.push(`The game ends: ${endReasonsText(event.reasons)}.`);
  }
  return [`${main}.`, ...more].join(' ');
}
