/**
 * Fleet — the public face of the game folder (rules: docs/rules/fleet.md, prefix FL-).
 *
 * Boat cards are numbered 0 … 95 in the order of table FL-T2 (`boatType(card)` gives the type); the
 * display's licences by slot from 0; a seat's boats by index in the order launched; seats from 0.
 *
 * ## Intents (what a board or a bot asks its seat for; cards by id)
 *
 * - Open an auction (FL-5.2) on display slot 1 at $5: `{"type": "open", "licence": 1, "bid": 5}`;
 *   decline: `{"type": "decline"}`. Raise (FL-5.3): `{"type": "raise", "bid": 6}`; pass: `{"type": "pass"}`.
 * - Pay for a won licence (FL-4, FL-5.4): `{"type": "pay", "payment": {"cards": [72, 3], "crates": 0, "goneFishin": 0}}`.
 * - Launch (FL-6.1): `{"type": "launch", "card": 61, "payment": {"cards": [20], "crates": 0, "goneFishin": 0}}`.
 * - Hire a captain (FL-6.3) for boat 0: `{"type": "hire", "card": 5, "boat": 0}`.
 * - Finish launching or hiring, or a phase-4 turn with nothing done: `{"type": "done"}`.
 * - Process and trade (FL-8): `{"type": "process", "boats": [0, 2], "trade": true}`.
 * - Discard in the draw phase (FL-9, FL-10.3): `{"type": "discard", "card": 40}`.
 *
 * ## Moves (plain JSON in the log; the seat agent makes them from intents)
 *
 * The public moves are the intents above (`open`, `decline`, `raise`, `pass`, `done`, `process`). A move
 * that takes cards from a hand carries proofs instead of card ids alone (hands.ts):
 *
 * - A card leaving face up is `{"slot": 3, "card": 72, "share": "<64 hex>", "proof": {"c": "<64 hex>", "z": "<64 hex>"}}`:
 *   the slot in the (mixed) hand, the card, the holder's decryption share and its Chaum–Pedersen proof.
 * - A mix is `{"cards": [["<a>", "<b>"], …], "proof": {…}}`: the whole hand re-encrypted in a new order
 *   under the holder's deck key, with a proof of a shuffle (src/fair/shuffle-proof.ts).
 * - `{"type": "pay", "mix": {…} | null, "payment": {"cards": [reveal, …], "crates": 0, "goneFishin": 0}}`
 * - `{"type": "launch", "mix": {…}, "boat": reveal, "payment": {…}}`
 * - `{"type": "hire", "boat": 0, "mix": {…}, "captain": 4}`: the mixed hand's card at slot 4 goes face down,
 *   never opened (FL-14).
 * - `{"type": "discard", "mix": null, "card": reveal}` for one of the two cards just drawn (FL-9.1, the
 *   slot is one of `discardOwed.drawn`), or with a mix under 2 or 4 Tuna licences (FL-10.3).
 *
 * Fair-play steps (`join`, `beacon`, `deck-join`, `deck-pass`, `deck-shares`, `audit`; src/fair) are made
 * by the seat agents, never by players.
 *
 * ## State
 *
 * `FleetState` (types.ts) is plain public JSON: hands are ciphertexts, the boat deck a list of positions
 * of src/fair's deck "boats", the licence deck the counts of its parts (each licence is turned up by its
 * own beacon draw). `FleetView` adds the viewer's own hand and captains. `events` tells what the last
 * move did. The manifest's `sharedDevice: false`: hands are secret, so there is no pass-and-play table.
 */
export * from './types.js';
export {
  BOAT_CARDS,
  BOAT_DECK,
  BOAT_NAMES,
  BOATS_FL_T2,
  GONE_FISHIN,
  LICENCE_NAMES,
  LICENCES_FL_T1,
  SEAT_NAMES,
  boatType,
  cashValue,
  lobsterDraw,
  startingDeck,
  startingHand,
  tunaDraw,
} from './data.js';
export { DEFAULT_OPTIONS, resolveOptions } from './options.js';
export { fleet } from './game.js';
export { fleetManifest } from './manifest.js';
export { fleetProtocol, handOf, launchDue, paymentTotal, type FleetMove, type FleetSecrets } from './protocol.js';
export { legalIntents, payments, purchasingPower } from './legal.js';
export { amountDue, checkPayment, hireLimit, launchLimit, licencesLeft, mayLaunch, scoreLine, shrimpDiscount, turnOrder, winnersOf } from './round.js';
export { apply, duties, movesOpen, outcome, pending, seatToMove, setup } from './rules.js';
export { describeMove, licenceWords, seatName, type SeatNamer } from './describe.js';
export { fleetBots } from './bots/index.js';
