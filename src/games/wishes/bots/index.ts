/**
 * Wishes bots. They see only the public state (W-11: nothing else exists) and never the deck's order
 * (none exists): where a move turns up a card, they imagine one drawn uniformly from the deck.
 */
import type { Bot, ThinkingTime } from '../../../core/index.js';
import { legalActions } from '../legal.js';
import { bestJudged, judgeActions, type JudgedAction } from './policy.js';
import { searchAction } from './search.js';
import type { Valuation } from './evaluate.js';
import type { WishesAction, WishesState } from '../types.js';

/** A beginner's worth of a worm: a few cents (it spends them freely). */
const BEGINNER_VALUATION: Valuation = { wormWorth: 0.25 };

/** Picks uniformly among the legal actions (tests and benches; not offered as a level). */
export const randomWishesBot: Bot<WishesState, WishesAction> = {
  id: 'random',
  label: 'Random',
  choose(state, seat, random) {
    return random.pick(legalActions(state, seat));
  },
};

/**
 * Easy: the quick judgement with a beginner's sense of worth: it spends worms as if they were nearly free,
 * and like a hurried player it sometimes takes a slightly worse action (any within $2 of the best, the
 * better ones likelier), never one that throws the game away.
 */
export const easyWishesBot: Bot<WishesState, WishesAction> = {
  id: 'easy',
  label: 'Easy',
  formerIds: ['random'],
  choose(state, seat, random) {
    const judged = judgeActions(state, seat, random, BEGINNER_VALUATION);
    if (judged.length === 0) return random.pick(legalActions(state, seat));
    const best = bestJudged(judged, random);
    const near = judged.filter((entry) => entry.value >= best.value - 2 && entry.value > -1000);
    const weights = near.map((entry) => Math.exp((entry.value - best.value) / 1.2));
    let pick = random.next() * weights.reduce((sum, w) => sum + w, 0);
    for (let i = 0; i < near.length; i++) {
      pick -= weights[i] as number;
      if (pick <= 0) return (near[i] as JudgedAction).action;
    }
    return best.action;
  },
};

/** Medium: the action that most raises its expected final money now. */
export const mediumWishesBot: Bot<WishesState, WishesAction> = {
  id: 'medium',
  label: 'Medium',
  formerIds: ['deckhand'],
  choose(state, seat, random) {
    const judged = judgeActions(state, seat, random);
    return judged.length === 0 ? random.pick(legalActions(state, seat)) : bestJudged(judged, random).action;
  },
};

/**
 * Hard: plays its best eight actions out two rounds ahead, each round of play-outs on one imagined future for
 * them all, dropping those that clearly trail, for the whole thinking time.
 */
export const hardWishesBot: Bot<WishesState, WishesAction> = {
  id: 'hard',
  label: 'Hard',
  choose(state, seat, random, _secrets, time?: ThinkingTime) {
    return searchAction(state, seat, { playOuts: 20, timed: true, candidates: 8, rounds: 2 }, random, time);
  },
};

/** The default level. */
export const defaultWishesBot = mediumWishesBot;

/** The Wishes bots, weakest first. */
export const wishesBots: readonly Bot<WishesState, WishesAction>[] = [easyWishesBot, mediumWishesBot, hardWishesBot];
