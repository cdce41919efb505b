/**
 * Gone Fishing (rules: shared/rules/gone-fishing.md, prefix GF-): the public face of the game folder.
 *
 * Seats 0 and 1; each is the Angler for one day and the Fish player for the other (GF-3). Fields are
 * 0–15 = (row − 1) × 4 + (column − 1), so field 6 is "(2,3)"; piers are 0–19 clockwise (GF-T2). Tiles
 * have ids 0–15: tile i starts the day on field i and keeps its id as it slides, so everyone follows
 * every tile while its face stays behind its commitment (`fair.commitments["day-D:tile-I"]`).
 *
 * ## Intents (what a player or bot chooses; `table.play(seat, intent)`)
 *
 * | Intent | Who, when | Example |
 * | --- | --- | --- |
 * | `first-angler` | seat 0, option `firstAngler: 'host-chooses'` | `{"type":"first-angler","seat":1}` |
 * | `lay-lake` | Fish, start of day (GF-4.1): faces by field, or `'random'` | `{"type":"lay-lake","faces":"random"}` |
 * | `figures` | Angler, start piers (GF-4.2) | `{"type":"figures","red":0,"yellow":10}` |
 * | `move-figure` | Angler, step 1: k ≥ 1 piers; k ≥ 20 − t goes home (GF-5.1) | `{"type":"move-figure","figure":"red","steps":3}` |
 * | `show` | Fish, step 2: a line field (GF-5.2); the agent seals it | `{"type":"show","field":6}` |
 * | `murky` | Fish, step 2, helpers on (GF-5.2.5) | `{"type":"murky"}` |
 * | `catch` | Angler, step 3: a line field; spends the card of its distance (GF-5.3.1) | `{"type":"catch","field":6}` |
 * | `peek` | Angler, step 3: any tile (GF-5.3.2) | `{"type":"peek","field":0}` |
 * | `calm` / `pass` | Angler, step 3 (GF-5.3.3, GF-5.3.4) | `{"type":"calm"}` |
 * | `slide` | Fish, step 4: straight over empty fields (GF-5.5) | `{"type":"slide","from":6,"to":4}` |
 * | `school` / `swap` | Fish, step 4, helpers on (GF-5.4.3) | `{"type":"swap","a":0,"b":15}` |
 * | `done` | Fish, ends step 4 (it also ends by itself when nothing is left to do) | `{"type":"done"}` |
 *
 * ## Log moves (plain JSON; every field checked; anything else is a `malformed-move` RuleError)
 *
 * The plain intents above go into the log unchanged. The seat agents add:
 * - `{"type":"join","boxKey":hex32,"beaconAnchor":hex32}` — seating (src/fair), both seats.
 * - `{"type":"beacon","draw":1,"value":hex32}` — the draw that picks the day-1 Angler (GF-9.2).
 * - `{"type":"lake","commitments":[16 × hex64]}` — Fish: commitment to tile i (value = its face).
 * - `{"type":"show","field":6,"sealed":{"box":hex,"nonce":hex24}}` — Fish: tile's opening
 *   `{value: face, nonce}` sealed (nacl.box) to the Angler's box key.
 * - `{"type":"open","tile":6,"face":"fish-4","nonce":hex32}` — Fish: a caught tile opened publicly; an
 *   opening that does not match ends the game against the Fish player (`cheat`).
 * - `{"type":"peek-reveal","sealed":{…}}` — Fish: the peeked tile sealed to the Angler.
 * - `{"type":"open-lake","openings":[{"tile":0,"face":"trash","nonce":hex32},…]}` — Fish, end of the
 *   day: every tile not yet opened; checked against the commitments, the GF-1.2 set and GF-5.2.4.
 * - `{"type":"audit","openings":{}}` — both seats after day 2 (src/fair closing audit).
 * - `{"type":"protest","sealed":n,"opening":{"face":"diver","nonce":hex32}}` or
 *   `{"type":"protest","sealed":n,"disclosure":{shared,proof}}` — the Angler's agent, when sealed message n
 *   of the day broke GF-5.2.4 or did not hold the tile's true opening. A founded protest ends the
 *   game against the Fish player; an unfounded one is refused.
 *
 * A caught cheat sets `state.cheat = {seat, code, reason}` (also `fair.faults`), the phase becomes
 * `over` and the other seat wins. Spectators (`view(state, null)`) see only the public state.
 */
export * from './types.js';
export * from './data.js';
export {
  LINES,
  PIERS_OF_FIELD,
  columnOf,
  distanceOf,
  fieldAt,
  fieldName,
  isSlideOpen,
  openSlides,
  pierAfter,
  rowOf,
  slidePath,
  type Field,
  type Pier,
  type Slide,
} from './lake.js';
export { DEFAULT_OPTIONS, resolveOptions } from './options.js';
export { goneFishing } from './game.js';
export { applyGoneFishing, dutiesOf, moverOf, pendingOf, setupGoneFishing, type GoneFishingSetupOptions } from './rules.js';
export { outcomeOf, totals, isLakeSet } from './day.js';
export { activePier, anglerOf, fieldOfTile, figuresOnLake, fishOf, lineFields, pierOf } from './roles.js';
export { legalGoneFishingIntents, legalGoneFishingMoves, plainChoices, showableFields } from './legal.js';
export { goneFishingProtocol, randomLayout } from './protocol.js';
export { viewOf, type GoneFishingView, type MemoryEntry } from './view.js';
export { checkTileOpening, keptOpening, tileCommitment, tilePurpose } from './crypto.js';
export { describeGoneFishingMove, isProtocolStep, type SeatNamer } from './describe.js';
export { easyGoneFishingBot, fisherGoneFishingBot, goneFishingBots, hardGoneFishingBot, randomGoneFishingBot } from './bots/index.js';
export { chooseAnglerIntent } from './bots/angler.js';
export { chooseFishIntent } from './bots/fish.js';
export { anglerBelief, exposure, type AnglerBelief } from './bots/knowledge.js';
