// If Wishes Were Fishes! for players, in brief, each point tagged with the rule it summarises
// (shared/rules/wishes.md).
import type { RulesText } from '../shared/rules-panel.js';

export const WISHES_RULES: RulesText = {
  game: 'If Wishes Were Fishes!',
  summary:
    'Catch fish cards from the ocean. Keep a fish in a boat to sell it later at its market, or release it at once for the wish printed on it. Buyers raise a market’s price; full markets close and pay their biggest sellers. Most money wins.',
  sections: [
    {
      title: 'On your turn, do one thing',
      points: [
        { id: 'W-4.1', text: 'Catch a card and keep it in an empty boat; or catch a card and release it for its wish; or sell one fish from your boats.' },
        { id: 'W-5.2', text: 'The first card of the ocean is free. A deeper card costs one worm on each card before it, so with w worms you reach slot w + 1.' },
        { id: 'W-5.3', text: 'You take the card with every worm lying on it. The ocean slides up and a new card is turned up at the end.' },
        { id: 'W-6.1', text: 'Each boat holds one fish. You start with two boats; the extra-boat wish adds more.' },
      ],
    },
    {
      title: 'Selling and markets',
      points: [
        { id: 'W-7.2', text: 'A fish sells at its own species’ market for $2 plus every buyer standing there ($3, $2 or $1).' },
        { id: 'W-7.3', text: 'Each fish sold puts one of your tokens on that market; at a closed market the token goes to the dump instead.' },
        { id: 'W-7.4', text: 'When a market holds as many tokens as the top closing card (4, then 5, 6, 7), it closes: the most tokens there earns the card’s first amount, the next most its second, and the tokens go back.' },
        { id: 'W-7.5', text: 'Players tied for most share both amounts (rounded down) and nobody is second; ties for second each get the full second amount.' },
      ],
    },
    {
      title: 'Wishes',
      points: [
        { id: 'W-8.0', text: 'A released fish grants its wish at once, then is discarded. Do as much of the wish as you can; you may not skip a part you can do.' },
        { id: 'W-8.1', text: 'Move a buyer 1–3 markets clockwise, then sell all of one species (the $3 buyer: sell one card, a two-fish card paying double).' },
        { id: 'W-8.4', text: 'Scatter: at each market with several buyers, one of the highest value stays and the others move to empty markets.' },
        { id: 'W-8.6', text: 'Rot: move one token from a market to the dump, or from the dump back to its owner; then sell one card.' },
        { id: 'W-8.7', text: 'Worm bonus: $1 per worm you hold, then hand your worms out to the others, one at a time.' },
        { id: 'W-8.9', text: 'Sell as another: sell all of one species at a different species’ market.' },
        { id: 'W-8.10', text: 'Double fish: sell this very card as two fish. Extra boat: the card becomes a new boat.' },
      ],
    },
    {
      title: 'End and scoring',
      points: [
        { id: 'W-9.1', text: 'The game ends when the fourth closing card is placed, or when the dump holds 10 tokens, once the action that did it is finished.' },
        { id: 'W-10.1', text: 'If the dump ended it, the most tokens in the dump loses the top closing card’s first amount, the next most its second.' },
        { id: 'W-10.2', text: 'Then the most worms earns $8 and the next most $4.' },
        { id: 'W-10.4', text: 'Most money wins; a tie goes to the most worms.' },
      ],
    },
  ],
};
