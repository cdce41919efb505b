/**
 * Wishes bots. They see only the public state (W-11: nothing else exists) and never the deck's order
 * (none exists): where a move turns up a card, they imagine one drawn uniformly from the deck.
 */
import { isRuleError } from '../../../core/index.js';
import type { Bot, Random, Seat } from '../../../core/index.js';
import { standing } from './evaluate.js';
import { legalActions } from '../legal.js';
import { applyAction, resolveDraw } from '../rules.js';
import type { WishesAction, WishesState } from '../types.js';

/** Picks uniformly among the legal actions. */
export const randomWishesBot: Bot<WishesState, WishesAction> = {
  id: 'random',
  label: 'Random',
  choose(state, seat, random) {
    return random.pick(legalActions(state, seat));
  },
};

/** Imagined draws: uniform over what remains, as the beacon's are. */
function imagine(state: WishesState, random: Random): WishesState {
  let s = state;
  while (s.owed) s = resolveDraw(s, { int: (bound) => random.int(bound) });
  return s;
}

/** Each action's standing after it (with imagined refills), `samples` times averaged when a card is drawn. */
export function scoreActions(state: WishesState, seat: Seat, random: Random, samples = 2): { action: WishesAction; score: number }[] {
  return legalActions(state, seat).map((action) => {
    const after = applyAction(state, seat, action);
    if (isRuleError(after)) return { action, score: -Infinity };
    if (!after.owed) return { action, score: standing(after, seat) };
    let total = 0;
    for (let i = 0; i < samples; i++) total += standing(imagine(after, random), seat);
    return { action, score: total / samples };
  });
}

/** One-ply greedy: the action whose result stands best against the strongest rival; ties at random. */
export const defaultWishesBot: Bot<WishesState, WishesAction> = {
  id: 'deckhand',
  label: 'Deckhand',
  choose(state, seat, random) {
    const scored = scoreActions(state, seat, random);
    let best = -Infinity;
    for (const s of scored) if (s.score > best) best = s.score;
    const top = scored.filter((s) => s.score >= best - 1e-9);
    return random.pick(top).action;
  },
};

/** The Wishes bots, weakest first. */
export const wishesBots: readonly Bot<WishesState, WishesAction>[] = [randomWishesBot, defaultWishesBot];
