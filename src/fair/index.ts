// src/fair — fair play without a referee (design "Fair play"). Pure: no DOM, no clock, randomness only
// through an Entropy parameter. Every failure on untrusted input is a RuleError with a stable code.
//
// How a game embeds it (see test/unit/table/demo-game.ts for a complete example):
//   state:      `fair: createFair({ room: options.room, game: id, seats, decks })` in its public state,
//               `fair: initialFairSecrets(seat, entropy)` in each seat's secrets.
//   apply:      `if (isFairMove(move)) { const fair = applyFairMove(state.fair, seat, move); … }`, then
//               react to what completed (`drawOutput(fair.beacon, k)`, `cardFace`, `auditComplete`).
//   duties:     `[...fairDuties(state.fair), …its own]`; its own moves wait while `!fairIdle(state.fair)`
//               if they need the fair steps done first.
//   rules ask:  `requestFairDraw`, `dealCards`, `revealCards`, `registerCommitment`/`openCommitment`,
//               `openOwnCard`, `requestAudit` when the game ends, `blame` for a game-level fault.
//   protocol:   `answerFairDuty(state.fair, secrets.fair, duty, entropy)` answers join, beacon, deck and
//               audit duties; `observeFair(after.fair, secrets.fair)` reads dealt cards;
//               `commitSecret`, `sealFor`, `unsealOpening`, `ownCardKey` for the game's own prepares.
//   verdict:    `auditGame(game, config, log)` replays a log and names a cheating seat.
//
// Stable RuleError codes: commitment-malformed, commitment-repeated, commitment-unknown,
// commitment-not-yours, commitment-already-open, opening-malformed, opening-mismatch;
// join-malformed, join-repeated, join-box-key-reused; beacon-malformed, beacon-not-joined,
// beacon-already-joined, beacon-anchor-malformed, beacon-anchor-reused, beacon-wrong-draw,
// beacon-not-requested, beacon-value-malformed, beacon-chain-broken, beacon-exhausted;
// sealed-malformed, sealed-bad-key, sealed-unreadable, sealed-opening-mismatch, sealed-no-box-key;
// deck-unknown, deck-not-ready, deck-already-locked, deck-not-your-pass, deck-pass-malformed,
// deck-point-invalid, deck-card-duplicated, deck-keys-malformed, deck-key-not-owed, deck-key-malformed,
// deck-key-forged, deck-no-such-position, deck-position-repeated, deck-position-taken,
// deck-not-your-card, deck-deal-incomplete, deck-card-already-open; audit-not-requested,
// audit-repeated, audit-malformed; fair-not-seated, fair-move-malformed, fair-move-unknown, no-such-seat.
// Fault codes (accepted audits that prove cheating): audit-missing-seed, audit-deck-mismatch,
// audit-missing-opening, audit-bad-opening, plus any a game records with `blame`.

export {
  commit,
  verify,
  checkOpening,
  commitmentOf,
  isOpening,
  NONCE_BYTES,
  COMMITMENT_BYTES,
  type CommitDomain,
  type Committed,
  type Opening,
} from './commitment.js';
export {
  applyBeaconMove,
  beaconAnchor,
  beaconDuties,
  beaconSeated,
  beaconValue,
  chainStep,
  createBeacon,
  drawOutput,
  drawOutputOf,
  drawsLeft,
  joinBeacon,
  requestDraw,
  DEFAULT_CHAIN_LENGTH,
  MAX_CHAIN_LENGTH,
  type BeaconMove,
  type BeaconState,
} from './beacon.js';
export { coinFlip, drawStream, permutationFrom, randomInt, shuffle, shuffled, type DrawStream } from './stream.js';
export {
  boxPublicKey,
  isSealedBox,
  openSealed,
  openSealedOpening,
  seal,
  BOX_KEY_BYTES,
  BOX_NONCE_BYTES,
  type SealedBox,
  type Unsealed,
} from './sealed.js';
export { cardTable, type CardTable } from './group.js';
export { auditDeckSeat } from './deck-audit.js';
export { computePass, deckSeatKeys, positionKeyHex, type DeckSeatKeys } from './deck-seat.js';
export {
  applyDeckKeys,
  applyDeckPass,
  createDeck,
  decodePosition,
  deckDuties,
  deckPasses,
  deckReady,
  keyHash,
  keysOwed,
  nextPass,
  openOwnPosition,
  requestPositions,
  MAX_DECK_SIZE,
  type DeckKeysMove,
  type DeckPass,
  type DeckPassMove,
  type DeckState,
  type Holder,
  type PassKind,
} from './deck.js';
export {
  addDeck,
  applyFairMove,
  auditComplete,
  blame,
  cardFace,
  commitDomain,
  createFair,
  dealCards,
  deckIsReady,
  decksShuffledBy,
  fairDuties,
  fairIdle,
  fairSeated,
  isFairDuty,
  isFairMove,
  openCommitment,
  openOwnCard,
  registerCommitment,
  requestAudit,
  requestFairDraw,
  revealCards,
  stalledSeats,
  unopenedCommitments,
  FAIR_MOVE_TYPES,
  type AuditMove,
  type CommitmentRecord,
  type FairConfig,
  type FairMove,
  type FairState,
  type Fault,
  type JoinMove,
} from './fair-state.js';
export {
  answerFairDuty,
  commitSecret,
  handOf,
  initialFairSecrets,
  observeFair,
  openingOf,
  ownCardKey,
  sealFor,
  unsealOpening,
  type FairAnswer,
  type FairSecrets,
} from './fair-secrets.js';
export { auditGame, fairVerdict, type AuditVerdict, type FairOf } from './audit.js';
