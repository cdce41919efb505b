/**
 * If Wishes Were Fishes! — the public face of the game folder (rules: shared/rules/wishes.md, prefix W-).
 *
 * ## Moves (plain JSON in the log)
 *
 * Boats are numbered from 0 in the order of W-15 #33; ocean slots from 1 (shallowest) to 4; markets and
 * species by lower-case name (`angelfish`, `monkfish`, `swordfish`, `kingfish`, `catfish`, `starfish`,
 * `clownfish`); buyers by value (`$3`, `$2a`, `$2b`, `$1a`, `$1b`); seats from 0.
 *
 * - Catch and keep (W-4.1 A, W-5, W-6.2): `{"type": "keep", "slot": 2}` or, naming the empty boat,
 *   `{"type": "keep", "slot": 2, "boat": 1}` (default: the first empty boat).
 * - Sell (W-4.1 C, W-7.1): `{"type": "sell", "boat": 0}` — the card in boat 0, as one fish, at its market.
 * - Pass (W-4.2), only when no action is possible: `{"type": "pass"}`.
 * - Choose the first player (W-3.6 with `firstPlayer: "host-chooses"`, seat 0 only): `{"type": "first", "seat": 2}`.
 * - Catch and wish (W-4.1 B, W-8): `{"type": "wish", "slot": 1, …choices}`. The card in the slot decides
 *   which choices are taken; any other field is refused (`unexpected-field`). A choice the player can
 *   make must be made (`choice-missing`: "you may not decline what you can do", W-8.0); a choice that
 *   cannot apply is refused (e.g. `species-not-held`, `no-such-token`, `wrong-buyer`, `bad-scatter`).
 *   - `MOVE_BUYER_1` / `MOVE_BUYER_2` (W-8.1, W-8.2): `buyer`, `steps` (1–3 markets clockwise), and
 *     `species` to sell all of whenever the boats hold a fish:
 *     `{"type": "wish", "slot": 1, "buyer": "$1b", "steps": 3, "species": "angelfish"}`.
 *   - `MOVE_BUYER_3` (W-8.3): `steps`, `buyer` optional (only `$3`), and the `boat` whose card is sold
 *     whenever a boat holds one (a `DOUBLE_FISH` card pays double): `{"type": "wish", "slot": 2, "steps": 1, "boat": 0}`.
 *   - `SCATTER` (W-8.4): `scatter`, every buyer that leaves a crowded market and where it goes (a market
 *     that had no buyer); one of the highest value stays at each:
 *     `{"type": "wish", "slot": 1, "scatter": [{"buyer": "$2a", "to": "starfish"}, {"buyer": "$1a", "to": "clownfish"}]}`;
 *     with no crowded market: `{"type": "wish", "slot": 1}`.
 *   - `SELL_SPECIES` (W-8.5): `species` whenever the boats hold a fish: `{"type": "wish", "slot": 3, "species": "catfish"}`.
 *   - `ROT` (W-8.6): `rot` whenever any token lies on a market or in the dump — `{"from": "catfish", "seat": 2}`
 *     (that market → the dump) or `{"from": "dump", "seat": 2}` (the dump → its owner) — then `boat`
 *     whenever a boat holds a card: `{"type": "wish", "slot": 1, "rot": {"from": "dump", "seat": 0}, "boat": 1}`.
 *   - `SELL_AS_OTHER` (W-8.9): `species` (held) and `as` (another species' market) whenever the boats hold
 *     a fish: `{"type": "wish", "slot": 1, "species": "monkfish", "as": "angelfish"}`.
 *   - `WORM_BONUS`, `EXTRA_BOAT`, `DOUBLE_FISH` (W-8.7, W-8.8, W-8.10): no choices: `{"type": "wish", "slot": 4}`.
 *
 * Fair-play steps (`join`, `beacon`, `audit`; src/fair) are made by the seat agents, never by players.
 *
 * ## State
 *
 * `WishesState` (types.ts) is plain public JSON; the deck is a set from which each card is drawn at
 * random by the beacon when the rules need it (`owed`). `events` tells what the last move did.
 */
export * from './types.js';
export {
  BUYERS_W_T3,
  CLOSING_CARDS_W_T4,
  DECK_W_T2,
  DEFAULT_OPTIONS,
  MARKET_ORDER_W_T1,
  OCEAN_SLOTS,
  SEAT_COLOURS,
  SPECIES_NAMES,
  WISH_TEXTS,
} from './data.js';
export { wishes, WISHES_CHAIN_LENGTH, type WishesMove, type WishesSecrets } from './game.js';
export { legalActions, wishChoices } from './legal.js';
export { priceAt, dumpTotal } from './market.js';
export { catchCost } from './ocean.js';
export { rankAmounts } from './ranking.js';
export { applyAction, applyMove, resolveDraw, seatToAct, setupState, type DrawSource } from './rules.js';
export { parseAction } from './moves.js';
export { describeMove, seatName } from './describe.js';
export {
  aFish,
  boatName,
  buyerMove,
  buyerName,
  capitalised,
  dollars,
  endReasonsText,
  fishCount,
  listOf,
  marketName,
  rotClause,
  salePrice,
  seatAmounts,
  seatColour,
  soldFish,
  speciesName,
  tokenTally,
  wishSentence,
  wormBonusClause,
  wormCount,
  type TokenEvent,
} from './phrases.js';
export { wishesBots, defaultWishesBot, randomWishesBot } from './bots/index.js';
