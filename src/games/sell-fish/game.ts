/** SELL.fish as the table sees it: the rules (rules.ts) and the seat protocol (protocol.ts). */
import { manifestInfo, type Game } from '../../core/index.js';
import { describeMove, seatName } from './describe.js';
import { legalActions } from './legal.js';
import { sellFishManifest } from './manifest.js';
import { DEFAULT_OPTIONS } from './options.js';
import { sellFishProtocol, type SellFishMove, type SellFishSecrets } from './protocol.js';
import { apply, duties, outcome, pending, setup } from './rules.js';
import { RULE_ERROR_CODES, type SellFishOptions, type SellFishState } from './types.js';

/** SELL.fish for 2–6 players. */
export const sellFish: Game<SellFishState, SellFishMove, SellFishOptions, SellFishSecrets> = {
  ...manifestInfo(sellFishManifest),
  defaultOptions: DEFAULT_OPTIONS,
  errorCodes: RULE_ERROR_CODES,
  setup,
  apply,
  pending,
  duties,
  legalMoves: (state, seat) => legalActions(state, seat),
  outcome,
  describeMove,
  seatName,
  protocol: sellFishProtocol,
};
