/** The Fishery engine: the pure `Game` of rules/fishery.md. */
import { moveDuties, type Game } from '../../core/game.js';
import { manifestInfo } from '../../core/manifest.js';
import { describeFisheryMove, fisherySeatName } from './describe.js';
import { legalFisheryMoves } from './legal.js';
import { applyFishery, fisheryOutcome, setupFishery } from './rules.js';
import { RULE_ERROR_CODES, type FisheryMove, type FisheryOptions, type FisheryState } from './types.js';
import { DEFAULT_OPTIONS } from './options.js';
import { fisheryManifest } from './manifest.js';

/** Fishery as the table sees it. Seat 0 is Black, seat 1 White; no protocol (F-7.1 perfect information). */
export const fishery: Game<FisheryState, FisheryMove, FisheryOptions> = {
  ...manifestInfo(fisheryManifest),
  defaultOptions: DEFAULT_OPTIONS,
  errorCodes: RULE_ERROR_CODES,
  setup(config) {
    if (config.players !== 2) throw new RangeError(`Fishery is for 2 players, not ${config.players}`);
    return setupFishery(config.options);
  },
  apply: applyFishery,
  pending: (state) => (state.phase === 'over' ? [] : [state.turn]),
  duties: (state) => moveDuties(state.phase === 'over' ? [] : [state.turn]),
  legalMoves: legalFisheryMoves,
  outcome: fisheryOutcome,
  describeMove: describeFisheryMove,
  seatName: fisherySeatName,
};
