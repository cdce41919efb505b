// A flat Monte-Carlo Wishes player, written apart from the app's bots as their yardstick. For each legal
// action (keeps into interchangeable empty boats counted once) it plays the game on many times, choosing
// which action to try next by UCB1, and takes the action tried most. The only thing its seat cannot see is
// which cards the draws to come will turn up (the deck is a public set, W-11), so every play-out draws them
// afresh from the deck. Play-outs are lightly greedy: each seat sells a fish with weight growing with its
// price, and otherwise catches a card to keep or release (cheap, worm-laden slots likelier; each wish counted
// once however many ways it can be made). A play-out runs two rounds of the table (to the game's end, with
// ~100 moves a game, it managed some 50-150 a decision at 300 ms and lost 9 of 9 to the greedy player;
// cut short it won 3.5 of 4), then is scored by the seat's share of the win by worth, and its margin over
// the best rival. It thinks until its time per decision is up (the clock it is given, the bench's CPU
// clock), or for `limitMs` of it when set.
import { isRuleError, type Bot, type Random, type Seat, type ThinkingTime } from '../../src/core/index.js';
import { applyAction, catchCost, legalActions, priceAt, resolveDraw, type WishesAction, type WishesState } from '../../src/games/wishes/index.js';

/** Moves after which a play-out to the end stops and is scored by worth as it stands (a game never gets near). */
const PLAYOUT_CAP = 600;
const EXPLORATION = 0.4;

function drawn(state: WishesState, random: Random): WishesState {
  let s = state;
  while (s.owed) s = resolveDraw(s, { int: (bound) => random.int(bound) });
  return s;
}

/** The actions worth telling apart: a keep into the first empty boat stands for keeps into any. */
function distinctActions(state: WishesState, seat: Seat): WishesAction[] {
  const firstEmpty = state.seats[seat]!.boats.indexOf(null);
  return legalActions(state, seat).filter((action) => action.type !== 'keep' || action.boat === undefined || action.boat === firstEmpty);
}

/** One play-out move: a sale weighted by its price, or a catch (keep, or one way of making its wish). */
function playoutAction(state: WishesState, seat: Seat, random: Random): WishesAction {
  const actions = distinctActions(state, seat);
  if (actions.length === 1) return actions[0]!;
  const groups = new Map<string, WishesAction[]>();
  const weights = new Map<string, number>();
  for (const action of actions) {
    let key: string;
    let weight: number;
    if (action.type === 'sell') {
      key = `sell${action.boat}`;
      const card = state.seats[seat]!.boats[action.boat]!;
      const price = priceAt(state, state.options.deck[card]!.species);
      weight = (price / 2) ** 3;
    } else if (action.type === 'keep' || action.type === 'wish') {
      key = `${action.type}${action.slot}`;
      weight = (1 + state.ocean[action.slot - 1]!.worms) / (1 + catchCost(action.slot));
    } else {
      key = action.type;
      weight = 1;
    }
    const group = groups.get(key);
    if (group) group.push(action);
    else {
      groups.set(key, [action]);
      weights.set(key, weight);
    }
  }
  let total = 0;
  for (const w of weights.values()) total += w;
  let pick = random.next() * total;
  for (const [key, w] of weights) {
    pick -= w;
    if (pick <= 0) return random.pick(groups.get(key)!);
  }
  return random.pick(actions);
}

/** `seat`'s score of a finished game, or of a play-out cut short by worth (money, worms, 60 % of kept fish's prices), 0 … 1. */
function score(state: WishesState, seat: Seat): number {
  const totals = state.final ? state.final.total : state.seats.map((p) => p.money + p.worms + p.boats.reduce<number>((sum, card) => sum + (card === null ? 0 : 0.6 * priceAt(state, state.options.deck[card]!.species)), 0));
  let rival = -Infinity;
  totals.forEach((t, s) => {
    if (s !== seat && t > rival) rival = t;
  });
  let win = 0;
  if (state.final) win = state.final.winners.includes(seat) ? 1 / state.final.winners.length : 0;
  else win = totals[seat]! > rival ? 1 : totals[seat] === rival ? 0.5 : 0;
  return 0.3 * win + 0.7 * (Math.tanh((totals[seat]! - rival) / 15) + 1) / 2;
}

function playOut(state: WishesState, seat: Seat, random: Random, horizon: number): number {
  let s = drawn(state, random);
  for (let move = 0; move < horizon && s.phase === 'playing' && s.turn !== null; move++) {
    const next = applyAction(s, s.turn, playoutAction(s, s.turn, random));
    if (isRuleError(next)) break;
    s = drawn(next, random);
  }
  return score(s, seat);
}

/**
 * The Monte-Carlo player; `limitMs` overrides the time per decision the table gives it. Play-outs stop after
 * `horizonRounds` rounds of the table and are scored by worth (0: play to the game's end).
 */
export function monteCarloWishes(limitMs?: number, horizonRounds = 2): Bot<WishesState, WishesAction> {
  return {
    id: 'montecarlo',
    label: 'Monte-Carlo',
    choose(state, seat, random, _secrets, time?: ThinkingTime) {
      const actions = distinctActions(state, seat);
      if (actions.length === 1) return actions[0]!;
      const now = time?.now ?? (() => performance.now());
      const budget = limitMs ?? time?.limitMs ?? 300;
      const deadline = now() + budget;
      const horizon = horizonRounds > 0 ? horizonRounds * state.players : PLAYOUT_CAP;
      const totals = new Float64Array(actions.length);
      const counts = new Float64Array(actions.length);
      let plays = 0;
      // At least one play-out per action, then UCB1 until the time is up.
      while (plays < actions.length || now() < deadline) {
        let arm = plays;
        if (plays >= actions.length) {
          let best = -Infinity;
          const log = Math.log(plays);
          for (let i = 0; i < actions.length; i++) {
            const value = totals[i]! / counts[i]! + EXPLORATION * Math.sqrt(log / counts[i]!);
            if (value > best) {
              best = value;
              arm = i;
            }
          }
        }
        const after = applyAction(state, seat, actions[arm]!);
        totals[arm] = totals[arm]! + (isRuleError(after) ? 0 : playOut(after, seat, random, horizon));
        counts[arm] = counts[arm]! + 1;
        plays++;
      }
      let chosen = 0;
      for (let i = 1; i < actions.length; i++) {
        const better = counts[i]! > counts[chosen]! || (counts[i] === counts[chosen] && totals[i]! > totals[chosen]!);
        if (better) chosen = i;
      }
      return actions[chosen]!;
    },
  };
}

/** The Monte-Carlo player at the table's time per decision. */
export const montecarloWishes = monteCarloWishes();
