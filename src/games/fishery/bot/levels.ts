/** The bot levels offered in the app, weakest first: flat Monte Carlo with a play-out budget (no clock). */
import type { Bot } from '../../../core/index.js';
import { positionFromState } from '../position.js';
import type { FisheryMove, FisheryState } from '../types.js';
import { codeToMove } from './moves.js';
import { monteCarloCode } from './montecarlo.js';

/** A bot that spends `playouts` random play-outs per move. */
export function monteCarloBot(id: string, label: string, playouts: number): Bot<FisheryState, FisheryMove> {
  return {
    id,
    label,
    choose(state, _seat, random) {
      const position = positionFromState(state);
      const code = monteCarloCode(position, playouts, random);
      return code === null ? { type: 'pass' } : codeToMove(position, code);
    },
  };
}

/** Few play-outs: sound but short-sighted. */
export const easyBot = monteCarloBot('easy', 'Easy', 300);

/** Many play-outs: still well under a second per move. */
export const hardBot = monteCarloBot('hard', 'Hard', 2000);

/** Every level, weakest first. */
export const fisheryBots: readonly Bot<FisheryState, FisheryMove>[] = [easyBot, hardBot];
