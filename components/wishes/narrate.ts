// What a move did (or will do), step by step, told from the engine's `events` (W-8, W-7): the board's
// "What happens" preview of a move not yet made and its "Last move" news. The words and clauses are
// the engine's own (src/games/wishes/phrases.ts), shared with the move log's one-line describeMove.
// Pure functions, no DOM.
import {
  aFish,
  buyerName,
  capitalised,
  endReasonsText,
  marketName,
  salePrice,
  seatAmounts,
  seatColour,
  soldFish,
  speciesName,
  tokenTally,
  wormBonusClause,
  type TokenEvent,
  type WishesEvent,
  type WishesState,
} from '../../src/games/wishes/index.js';

/**
 * What `events` did, one sentence per step, in present tense so they read as a preview or as news:
 * "Red sells 2 Monkfish at the Monkfish market for $4 each (+$8) and puts 2 tokens there."
 * `state` supplies the card faces and closing cards (any state of the same game).
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
        lines.push(`${seatColour(event.seat)} catches the ${speciesName(face.species)} from slot ${event.slot}${paid}${took}.`);
        break;
      }
      case 'keep':
        lines.push(`It goes into boat ${event.boat + 1}.`);
        break;
      case 'release':
        lines.push(`${seatColour(event.seat)} releases it for its wish.`);
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
        const tokens = events.slice(i, j).filter((e): e is TokenEvent => e.kind === 'token');
        lines.push(`${seatColour(event.seat)} sells ${soldFish(species, cards, fish)} at ${marketName(event.market)}${salePrice(event.price, fish)}${tokenClause(tokens)}.`);
        i = j - 1;
        break;
      }
      case 'token': // a token that follows a close (W-7.3.1) or stands alone
        lines.push(`${seatColour(event.seat)}${tokenClause([event]).replace(/^ and/, '')}.`);
        break;
      case 'close': {
        const card = state.options.closingCards.find((c) => c.tokens === event.card);
        const paid = seatAmounts(event.bonus);
        lines.push(
          `${speciesName(event.market)} closes with ${event.card} tokens${card ? ` ($${card.first} / $${card.second})` : ''}: ${paid || 'nobody is paid'}; the tokens go back.`,
        );
        break;
      }
      case 'rot':
        lines.push(
          event.from === 'dump'
            ? `A ${seatColour(event.seat)} token comes back from the dump.`
            : `A ${seatColour(event.seat)} token rots from ${marketName(event.from)} into the dump.`,
        );
        break;
      case 'worm-bonus':
        lines.push(`${seatColour(event.seat)} ${wormBonusClause(event)}.`);
        break;
      case 'boat':
        lines.push(`The card becomes ${seatColour(event.seat)}’s extra boat.`);
        break;
      case 'reshuffle':
        lines.push(`The discard pile (${event.cards} cards) is shuffled into a new deck.`);
        break;
      case 'draw':
        if (event.purpose === 'ocean') lines.push(`${capitalised(aFish(deck[event.value]!.species))} is turned up.`);
        break;
      case 'pass':
        lines.push(`${seatColour(event.seat)} can do nothing and passes.`);
        break;
      case 'first-player':
        lines.push(`${seatColour(event.seat)} goes first.`);
        break;
      case 'end':
        lines.push(`The game ends: ${endReasonsText(event.reasons)}.`);
        break;
      case 'discard':
        break;
    }
  }
  return lines;
}

/** " and puts 2 tokens there", " and puts a token there, then puts a token in the dump", " and has no token left to place". */
function tokenClause(tokens: readonly TokenEvent[]): string {
  const { market, dump, none } = tokenTally(tokens);
  const parts: string[] = [];
  if (market) parts.push(`puts ${market === 1 ? 'a token' : `${market} tokens`} there`);
  if (dump) parts.push(`puts ${dump === 1 ? 'a token' : `${dump} tokens`} in the dump`);
  if (none) parts.push('has no token left to place');
  return parts.length ? ` and ${parts.join(', then ')}` : '';
}
