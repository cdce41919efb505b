/** The Gone Fishing engine: the pure `Game` of rules/gone-fishing.md, with its seat protocol. */
import { manifestInfo, type Game } from '../../core/index.js';
import { describeGoneFishingMove, seatRoleName } from './describe.js';
import { outcomeOf } from './day.js';
import { goneFishingProtocol, legalMovesWithSecrets } from './protocol.js';
import { applyGoneFishing, dutiesOf, pendingOf, setupGoneFishing } from './rules.js';
import { RULE_ERROR_CODES, type GoneFishingMove, type GoneFishingOptions, type GoneFishingSecrets, type GoneFishingState } from './types.js';
import { DEFAULT_OPTIONS } from './options.js';
import { goneFishingManifest } from './manifest.js';

/** Gone Fishing as the table sees it: two seats, each the Angler for one day (GF-3). */
export const goneFishing: Game<GoneFishingState, GoneFishingMove, GoneFishingOptions, GoneFishingSecrets> = {
  ...manifestInfo(goneFishingManifest),
  defaultOptions: DEFAULT_OPTIONS,
  errorCodes: RULE_ERROR_CODES,
  setup(config) {
    if (config.players !== 2) throw new RangeError(`Gone Fishing is for 2 players, not ${config.players}`);
    return setupGoneFishing(config.options);
  },
  apply: applyGoneFishing,
  pending: pendingOf,
  duties: dutiesOf,
  legalMoves: legalMovesWithSecrets,
  outcome: outcomeOf,
  describeMove: describeGoneFishingMove,
  seatName: seatRoleName,
  protocol: goneFishingProtocol,
};
