/**
 * The bot levels offered in the app, weakest first. Every level searches the same moves (search.ts): ships where
 * they claim the most water, nets that extend a wall, each leaf played out with such nets. Easy and Medium
 * search a few hundred or thousand positions by UCT; Hard searches for its whole time with RAVE.
 */
import type { Bot, ThinkingTime } from '../../../core/index.js';
import { positionFromState } from '../position.js';
import type { FisheryMove, FisheryState } from '../types.js';
import { codeToMove } from './moves.js';
import { raveSearchCode, searchCode, searchMemory, type RaveSettings, type SearchSettings } from './search.js';

const SEARCH = { exploration: 0.5, marginScale: 3, playOut: true } as const;

/** The share of the thinking time left over for choosing, answering and a slow moment: the answer comes in time. */
const FINISH_SHARE = 0.03;

/** A bot that searches `settings.iterations` positions a move, or until its thinking time runs out if `settings.timed`. */
export function searchBot(id: string, label: string, settings: SearchSettings & { rave?: RaveSettings }): Bot<FisheryState, FisheryMove> {
  // The RAVE level goes on from the subtree of its last move when the game has moved on by a move at most.
  const memory = settings.rave ? searchMemory() : undefined;
  return {
    id,
    label,
    choose(state, _seat, random, _secrets, time?: ThinkingTime) {
      // The deadline counts from here, so reading the state is part of the thinking time.
      const deadline = time ? time.now() + time.limitMs * (1 - FINISH_SHARE) : Infinity;
      const position = positionFromState(state);
      const clock = time ? { now: time.now, deadline } : undefined;
      const code = settings.rave ? raveSearchCode(position, { ...settings, ...settings.rave }, random, clock, time ? memory : undefined) : searchCode(position, settings, random, clock);
      return code === null ? { type: 'pass' } : codeToMove(position, code);
    },
  };
}

/** A glance a move: sensible walls, but it misses what the rival builds a few nets ahead. */
export const easyBot = searchBot('easy', 'Easy', { ...SEARCH, iterations: 150, timed: false });

/** A few thousand positions a move: sees most races for a fishery. */
export const mediumBot = searchBot('medium', 'Medium', { ...SEARCH, iterations: 3000, timed: false });

/**
 * Thinks for the whole second it is given, crediting each play-out's nets to every move that lays them (RAVE),
 * and goes on from the tree of its last move.
 */
export const hardBot = searchBot('hard', 'Hard', { ...SEARCH, iterations: 10_000, timed: true, rave: { equivalence: 500, exploration: 0.25 } });

/** Every level, weakest first. */
export const fisheryBots: readonly Bot<FisheryState, FisheryMove>[] = [easyBot, mediumBot, hardBot];
