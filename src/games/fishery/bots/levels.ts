/**
 * The bot levels offered in the app, weakest first. Every level searches the same tree (search.ts); they
 * differ in how much they look. Ships go where they claim the most water; nets are chosen by UCT over the
 * nets that extend a wall, with leaves scored by the territory each colour is likely to end with.
 */
import type { Bot, ThinkingTime } from '../../../core/index.js';
import { positionFromState } from '../position.js';
import type { FisheryMove, FisheryState } from '../types.js';
import { codeToMove } from './moves.js';
import { searchCode, type SearchSettings } from './search.js';

const SEARCH = { exploration: 0.5, marginScale: 3, playOut: true } as const;

/** The share of the thinking time left over for choosing, answering and a slow moment: the answer comes in time. */
const FINISH_SHARE = 0.03;

/** A bot that searches `settings.iterations` positions a move, or until its thinking time runs out if `settings.timed`. */
export function searchBot(id: string, label: string, settings: SearchSettings): Bot<FisheryState, FisheryMove> {
  return {
    id,
    label,
    choose(state, _seat, random, _secrets, time?: ThinkingTime) {
      // The deadline counts from here, so reading the state is part of the thinking time.
      const deadline = time ? time.now() + time.limitMs * (1 - FINISH_SHARE) : Infinity;
      const position = positionFromState(state);
      const code = searchCode(position, settings, random, time ? { now: time.now, deadline } : undefined);
      return code === null ? { type: 'pass' } : codeToMove(position, code);
    },
  };
}

/** A glance a move: sensible walls, but it misses what the rival builds a few nets ahead. */
export const easyBot = searchBot('easy', 'Easy', { ...SEARCH, iterations: 150, timed: false });

/** A few thousand positions a move: sees most races for a fishery. */
export const mediumBot = searchBot('medium', 'Medium', { ...SEARCH, iterations: 3000, timed: false });

/** Thinks for the whole second it is given. */
export const hardBot = searchBot('hard', 'Hard', { ...SEARCH, iterations: 10_000, timed: true });

/** Every level, weakest first. */
export const fisheryBots: readonly Bot<FisheryState, FisheryMove>[] = [easyBot, mediumBot, hardBot];
