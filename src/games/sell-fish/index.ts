/**
 * SELL.fish — the public face of the game folder (rules: shared/rules/sell-fish.md, prefix SF-).
 *
 * Seats are numbered from 0 (seat 1 of the rules is seat 0); rivers are `green` and `blue`; money is
 * whole dollars. The year runs in stages (`quota` once the threat has begun, `auction-1`, `auction-2`,
 * `lease` with Ship Leasing, `green`, `blue`, `port`); each stage opens with a trade window.
 *
 * ## Moves (plain JSON in the log)
 *
 * - Ready, closing the trade window for this seat (SF-16 #27): `{"type": "ready"}`.
 * - A trade offer (SF-11.2), only in a window and before this seat is ready: `{"type": "offer", "to": 2,
 *   "side": "sell", "ships": 1, "price": 12}` gives 1 of my ships to seat 2 for $12; `"side": "buy"`
 *   asks seat 2 for its ship and pays the price. Any whole price from 0 (no upper limit beyond $10⁹).
 * - Answering an offer made to this seat, in a window (also once ready): `{"type": "accept", "offer": 3}`,
 *   `{"type": "reject", "offer": 3}` (offers are numbered from 0 in the order made).
 * - A sealed choice's commitment (SF-5.4, SF-6.2, SF-7.1), for the step now open:
 *   `{"type": "commit", "commitment": "<128 hex digits>"}`, the commitment of `src/fair` under the
 *   domain {room, game: "sell-fish", purpose: "y<year>:<step>:<seat>"}, e.g. purpose `y3:auction-1:2`.
 * - Its opening, once every seat has committed: `{"type": "open", "value": 7, "nonce": "<64 hex>"}`.
 *   The value is a bid in dollars, a number of ships, or a ballot `{"green": 2, "blue": "none"}` whose
 *   river votes are a uniform quota 0–99, `"none"`, or one number per seat (`[2, 1, 1, 0]`). An opening
 *   that does not match is refused (`opening-mismatch`, naming the seat); one that matches a choice the
 *   rules forbid is accepted as no bid / no ships / a ballot that counts for nothing, and the seat is
 *   blamed (the audit names it).
 * - An attack (SF-14.2, `pirateAttack` only), by the holder whose turn it is:
 *   `{"type": "attack", "targets": [1]}` sends back one ship of seat 1 per chip; `[]` holds the chips.
 *
 * Fair-play steps (`join`, `beacon`, `audit`; src/fair) and the commitments and openings are made by the
 * seat agents. Players hand their agent intents: `{"type": "bid", "amount": 5}`, `{"type": "send",
 * "ships": 2}`, `{"type": "vote", "green": 1, "blue": "none"}`, or any public move above.
 *
 * ## State
 *
 * `SellFishState` (types.ts) is plain public JSON: money, ships, markers, quotas, the open step's
 * commitments (never a value before it is opened), trade offers, the year-by-year history and `events`
 * telling what the last move did. `protocol.view` adds the viewer's own sealed choice as `own`.
 */
export * from './types.js';
export { DEFAULT_OPTIONS, resolveOptions } from './options.js';
export { sellFishManifest } from './manifest.js';
export {
  AMOUNTS_SF_T5,
  CHIPS_SF_T1,
  END_CHECK_SF_9,
  FLEET_VALUE_SF_T4,
  SEAT_NAMES,
  SELL_FISH_CHAIN_LENGTH,
  STARTING_SHIPS_SF_T0,
  STOCK_MOVE_SF_T3,
  TRACK_SF_T2,
} from './data.js';
export { sellFish } from './game.js';
export { sellFishProtocol, type SellFishMove, type SellFishSecrets, type SellFishView } from './protocol.js';
export { legalActions, legalIntents, sealedIntents, attackOptions } from './legal.js';
export { chipsOf } from './bags.js';
export { tradableShips } from './trade.js';
export { availableShips, bidCap, stagesOf } from './year.js';
export { quotaFor, stockMove, isThreatPosition, fineFor } from './river.js';
export { applyAction, resolveDraw, setupState, purposeOf, nameOf } from './actions.js';
export { parseAction, parseBallot } from './moves.js';
export { describeMove, seatName, dollars, ships, quotaText, voteText, STEP_NAMES } from './describe.js';
export { expectedCatch, expectedYearsLeft, endChance, fleetValuePerShip, profitPerShip, positionAfter } from './forecast.js';
export { sellFishBots, randomSellFishBot, easySellFishBot, mediumSellFishBot, hardSellFishBot, shipWorth } from './bots/index.js';
