/**
 * The bot levels offered in the app, weakest first. Ships go where they claim the most nearby water
 * (placement.ts); nets come from flat Monte Carlo over wall-extending nets with a fixed play-out budget
 * (montecarlo.ts; no clock).
 */
import type { Bot } from '../../../core/index.js';
import { positionFromState } from '../position.js';
import type { FisheryMove, FisheryState } from '../types.js';
import { codeToMove } from './moves.js';
import { monteCarloCode } from './montecarlo.js';
import { placementCode } from './placement.js';

/** A bot that places ships by territory and spends `playouts` random play-outs per phase-2 move. */
export function monteCarloBot(id: string, label: string, playouts: number): Bot<FisheryState, FisheryMove> {
  return {
    id,
    label,
    choose(state, _seat, random) {
      const position = positionFromState(state);
      if (position.phase === 'ships') return codeToMove(position, placementCode(position, random));
      const code = monteCarloCode(position, playouts, random);
      return code === null ? { type: 'pass' } : codeToMove(position, code);
    },
  };
}

/** 150 play-outs a move: sound but short-sighted. */
export const easyBot = monteCarloBot('easy', 'Easy', 150);

/** 800 play-outs a move: well under a second per move. */
export const hardBot = monteCarloBot('hard', 'Hard', 800);

/** Every level, weakest first. */
export const fisheryBots: readonly Bot<FisheryState, FisheryMove>[] = [easyBot, hardBot];
