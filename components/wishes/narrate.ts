// Wishes in plain sentences: the wish on a card, the buyers' names, and what a move did (or will do),
// told from the engine's `events` (W-8, W-7). Pure functions, no DOM.
import { CLOSING_CARDS_W_T4, WISH_TEXTS, type BuyerId, type Species, type WishKind, type WishesEvent, type WishesState } from '../../src/games/wishes/index.js';
import { seatColourName, speciesName } from './looks.js';

/** W-8 the wish on a card as a sentence: "Move a $1 buyer 1–3 markets clockwise, then sell all of one species." */
export function wishSentence(kind: WishKind): string {
  return `${capitalised(WISH_TEXTS[kind])}.`;
}

/** A buyer piece's name: "$3 buyer", "$2 buyer A" (W-15 #28: equal buyers are told apart). */
export function buyerName(id: BuyerId): string {
  const match = /^\$(\d+)([a-z]?)$/.exec(id);
  if (!match) return id;
  return `$${match[1]} buyer${match[2] ? ` ${match[2].toUpperCase()}` : ''}`;
}

/** "the Monkfish market". */
export function marketName(species: Species): string {
  return `the ${speciesName(species)} market`;
}

function money(amount: number): string {
  return amount < 0 ? `−$${-amount}` : `$${amount}`;
}

/** "a Monkfish", "an Angelfish". */
function aFish(species: Species): string {
  const name = speciesName(species);
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

function fishCount(n: number, species: Species): string {
  return n === 1 ? aFish(species) : `${n} ${speciesName(species)}`;
}

function capitalised(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Amounts per seat as "Red +$8, Blue +$4" (seats with 0 left out). */
export function seatAmounts(amounts: readonly number[], sign: '+' | '−' = '+'): string {
  return amounts
    .map((amount, seat) => (amount === 0 ? '' : `${seatColourName(seat)} ${sign}$${amount}`))
    .filter(Boolean)
    .join(', ');
}

/**
 * What `events` did, one sentence per step, in present tense so they read as a preview or as news:
 * "Red sells 2 Monkfish at the Monkfish market for $4 each (+$8) and puts 2 tokens there."
 * `state` supplies the card faces (any state of the same game).
 */
export function describeEvents(state: Pick<WishesState, 'options'>, events: readonly WishesEvent[]): string[] {
  const deck = state.options.deck;
  const lines: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    switch (event.kind) {
      case 'catch': {
        const face = deck[event.card]!;
        const paid = event.wormsPaid ? `, paying ${event.wormsPaid} ${event.wormsPaid === 1 ? 'worm' : 'worms'}` : '';
        const took = event.wormsTaken ? ` and picking up the ${event.wormsTaken} ${event.wormsTaken === 1 ? 'worm' : 'worms'} on it` : '';
        lines.push(`${seatColourName(event.seat)} catches the ${speciesName(face.species)} from slot ${event.slot}${paid}${took}.`);
        break;
      }
      case 'keep':
        lines.push(`It goes into boat ${event.boat + 1}.`);
        break;
      case 'release':
        lines.push(`${seatColourName(event.seat)} releases it for its wish.`);
        break;
      case 'buyer':
        lines.push(`The ${buyerName(event.buyer)} moves from ${speciesName(event.from)} to ${speciesName(event.to)}.`);
        break;
      case 'sale': {
        // One sale of several cards at one market reads as one sentence, with where its tokens went.
        let cards = 0;
        let fish = 0;
        let j = i;
        const species = deck[event.card]!.species;
        while (j < events.length) {
          const next = events[j]!;
          if (next.kind === 'sale' && next.market === event.market && next.seat === event.seat && deck[next.card]!.species === species && next.price === event.price) {
            cards++;
            fish += next.fish;
            j++;
          } else if (next.kind === 'token' || next.kind === 'discard') j++;
          else break;
        }
        const tokens = events.slice(i, j).filter((e): e is Extract<WishesEvent, { kind: 'token' }> => e.kind === 'token');
        const what = fish === cards ? fishCount(cards, species) : cards === 1 ? `${aFish(species)} as ${fish} fish` : `${cards} ${speciesName(species)} as ${fish} fish`;
        const each = fish > 1 ? ` for $${event.price} each (+$${event.price * fish})` : ` for $${event.price}`;
        lines.push(`${seatColourName(event.seat)} sells ${what} at ${marketName(event.market)}${each}${tokenClause(tokens)}.`);
        i = j - 1;
        break;
      }
      case 'token': // a token that follows a close (W-7.3.1) or stands alone
        lines.push(tokenClause([event]).replace(/^ and /, `${seatColourName(event.seat)} `).trim() + '.');
        break;
      case 'close': {
        const card = state.options.closingCards.find((c) => c.tokens === event.card) ?? CLOSING_CARDS_W_T4.find((c) => c.tokens === event.card);
        const paid = seatAmounts(event.bonus);
        lines.push(
          `${speciesName(event.market)} closes with ${event.card} tokens${card ? ` ($${card.first} / $${card.second})` : ''}: ${paid || 'nobody is paid'}; the tokens go back.`,
        );
        break;
      }
      case 'rot':
        lines.push(
          event.from === 'dump'
            ? `A ${seatColourName(event.seat)} token comes back from the dump.`
            : `A ${seatColourName(event.seat)} token rots from ${marketName(event.from)} into the dump.`,
        );
        break;
      case 'worm-bonus': {
        const given = event.given.map((n, seat) => (n ? `${seatColourName(seat)} ${n}` : '')).filter(Boolean);
        lines.push(`${seatColourName(event.seat)} gains ${money(event.money)} for worms${given.length ? ` and hands them out: ${given.join(', ')}` : ''}.`);
        break;
      }
      case 'boat':
        lines.push(`The card becomes ${seatColourName(event.seat)}’s extra boat.`);
        break;
      case 'reshuffle':
        lines.push(`The discard pile (${event.cards} cards) is shuffled into a new deck.`);
        break;
      case 'draw':
        if (event.purpose === 'ocean') lines.push(`${capitalised(aFish(deck[event.value]!.species))} is turned up.`);
        break;
      case 'pass':
        lines.push(`${seatColourName(event.seat)} can do nothing and passes.`);
        break;
      case 'first-player':
        lines.push(`${seatColourName(event.seat)} goes first.`);
        break;
      case 'end':
        lines.push(`The game ends: ${list(event.reasons.map((r) => (r === 'closings' ? 'the last closing card is placed' : 'the dump is full')))}.`);
        break;
      case 'discard':
        break;
    }
  }
  return lines;
}

/** " and puts 2 tokens there", " and puts a token there; 1 goes to the dump", " (no tokens left)". */
function tokenClause(tokens: readonly Extract<WishesEvent, { kind: 'token' }>[]): string {
  const onMarket = tokens.filter((t) => t.to !== 'dump' && t.to !== 'none').length;
  const dumped = tokens.filter((t) => t.to === 'dump').length;
  const none = tokens.filter((t) => t.to === 'none').length;
  const parts: string[] = [];
  if (onMarket) parts.push(`puts ${onMarket === 1 ? 'a token' : `${onMarket} tokens`} there`);
  if (dumped) parts.push(`puts ${dumped === 1 ? 'a token' : `${dumped} tokens`} in the dump`);
  if (none) parts.push(`has no token left to place`);
  return parts.length ? ` and ${parts.join(', then ')}` : '';
}

/** A wish in a few words, for the log. */
const WISH_LOG: Readonly<Record<WishKind, string>> = {
  MOVE_BUYER_1: 'moves a $1 buyer',
  MOVE_BUYER_2: 'moves a $2 buyer',
  MOVE_BUYER_3: 'moves the $3 buyer',
  SCATTER: 'scatters the buyers',
  SELL_SPECIES: 'sells a species',
  ROT: 'rots a token',
  WORM_BONUS: 'worm bonus',
  EXTRA_BOAT: 'extra boat',
  SELL_AS_OTHER: 'sells a species as another',
  DOUBLE_FISH: 'double fish',
};

/**
 * One log line for a player's move, made in `before`, with what it did (`events`): "Red keeps the
 * Kingfish from slot 2.", "Blue wishes with the Starfish from slot 1 (sell a species as another): +$8;
 * Monkfish closes."
 */
export function moveHeadline(before: WishesState, seat: number, move: unknown, events: readonly WishesEvent[]): string {
  const who = seatColourName(seat);
  const type = (move as { type?: unknown } | null)?.type;
  const caught = events.find((e): e is Extract<WishesEvent, { kind: 'catch' }> => e.kind === 'catch');
  const face = caught ? before.options.deck[caught.card] : undefined;
  const from = caught && face ? `the ${speciesName(face.species)} from slot ${caught.slot}` : 'a card';
  const earned = events.reduce((sum, e) => sum + (e.kind === 'sale' && e.seat === seat ? e.price * e.fish : 0), 0);
  const closes = events.flatMap((e) => (e.kind === 'close' ? [`${speciesName(e.market)} closes`] : []));
  const outcome = [earned ? `+$${earned}` : '', ...closes].filter(Boolean).join('; ');
  const tail = outcome ? `: ${outcome}.` : '.';
  switch (type) {
    case 'keep':
      return `${who} keeps ${from}.`;
    case 'wish': {
      const wish = events.find((e): e is Extract<WishesEvent, { kind: 'release' }> => e.kind === 'release')?.wish;
      const what = wish ? ` (${WISH_LOG[wish]})` : '';
      return `${who} wishes with ${from}${what}${tail}`;
    }
    case 'sell': {
      const sale = events.find((e): e is Extract<WishesEvent, { kind: 'sale' }> => e.kind === 'sale');
      return sale ? `${who} sells ${aFish(before.options.deck[sale.card]!.species)}${tail}` : `${who} sells a fish${tail}`;
    }
    case 'pass':
      return `${who} can do nothing and passes.`;
    case 'first': {
      const first = events.find((e): e is Extract<WishesEvent, { kind: 'first-player' }> => e.kind === 'first-player');
      return first ? `${seatColourName(first.seat)} goes first.` : `${who} chooses who goes first.`;
    }
    default:
      return `${who} moves.`;
  }
}
