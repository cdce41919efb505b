// A greedy Wishes player, written apart from the app's bots as their yardstick. It tries every legal action
// on a copy of the state (a turned-up card imagined uniformly from the deck, averaged over a few draws) and
// takes the one with the best immediate worth: money gained (sales and any closing bonus paid now), a kept
// fish at part of its market's price, tokens it lays on open markets it may win, minus the dump risk of
// tokens it sends to the dump and the worms it spends.
import { isRuleError, type Bot, type Random, type Seat } from '../../src/core/index.js';
import { applyAction, dumpTotal, legalActions, priceAt, resolveDraw, type WishesAction, type WishesState } from '../../src/games/wishes/index.js';

function imagined(state: WishesState, random: Random): WishesState {
  let s = state;
  while (s.owed) s = resolveDraw(s, { int: (bound) => random.int(bound) });
  return s;
}

function tokensOnOpen(state: WishesState, seat: Seat): number {
  let tokens = 0;
  for (const market of Object.values(state.markets)) if (market.closedBy === null) tokens += market.tokens[seat] as number;
  return tokens;
}

/** The immediate worth of `after` against `before` for `seat`. */
function gain(before: WishesState, after: WishesState, seat: Seat): number {
  const was = before.seats[seat]!;
  const now = after.seats[seat]!;
  let value = now.money - was.money;
  // Fish in boats: worth part of today's price.
  const boatWorth = (s: WishesState): number =>
    s.seats[seat]!.boats.reduce<number>((sum, card) => sum + (card === null ? 0 : 0.5 * priceAt(s, s.options.deck[card]!.species)), 0);
  value += boatWorth(after) - boatWorth(before);
  value += 0.5 * (now.boats.length - was.boats.length) * 2;
  // Tokens on open markets: a share of a future bonus.
  value += 0.8 * (tokensOnOpen(after, seat) - tokensOnOpen(before, seat));
  // Dump risk: each of our tokens there may cost money, more so as the dump fills.
  const risk = 1 + 4 * (dumpTotal(after) / after.options.dumpLimit);
  value -= risk * ((after.dump[seat] as number) - (before.dump[seat] as number));
  // Worms: about a dollar each (reach into the ocean, and the end bonus).
  value += 0.9 * (now.worms - was.worms);
  return value;
}

/** The greedy Wishes player. */
export const greedyWishes: Bot<WishesState, WishesAction> = {
  id: 'greedy',
  label: 'Greedy',
  choose(state, seat, random) {
    const actions = legalActions(state, seat);
    let best = -Infinity;
    let chosen: WishesAction[] = [];
    for (const action of actions) {
      const after = applyAction(state, seat, action);
      if (isRuleError(after)) continue;
      let value: number;
      if (after.final) value = after.final.winners.includes(seat) ? 1000 : -1000;
      else if (after.owed) {
        value = 0;
        for (let i = 0; i < 3; i++) value += gain(state, imagined(after, random), seat) / 3;
      } else value = gain(state, after, seat);
      if (value > best + 1e-9) {
        best = value;
        chosen = [action];
      } else if (value > best - 1e-9) chosen.push(action);
    }
    return chosen.length > 0 ? random.pick(chosen) : random.pick(actions);
  },
};
