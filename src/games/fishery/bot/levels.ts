/** The bot levels offered in the app, weakest first. */
import type { Bot } from '../../../core/index.js';
import { positionFromState } from '../position.js';
import type { FisheryMove, FisheryState } from '../types.js';
import { codeToMove } from './moves.js';
import { searchBestCode, type SearchLimits } from './search.js';

function searchBot(id: string, label: string, limits: SearchLimits): Bot<FisheryState, FisheryMove> {
  return {
    id,
    label,
    choose(state, _seat, random) {
      const position = positionFromState(state);
      const code = searchBestCode(position, limits, random);
      return code === null ? { type: 'pass' } : codeToMove(position, code);
    },
  };
}

/** One ply: the move with the best territory estimate. */
export const easyBot = searchBot('easy', 'Easy', { depth: 1, width: Infinity });

/** A narrow look-ahead over the most promising moves. */
export const hardBot = searchBot('hard', 'Hard', { depth: 3, width: 8 });

/** Every level, weakest first. */
export const fisheryBots: readonly Bot<FisheryState, FisheryMove>[] = [easyBot, hardBot];
