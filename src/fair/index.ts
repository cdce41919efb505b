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
//   rules ask:  `requestFairDraw`, `dealCards`, `revealCards`, `reshuffleCards`, `registerCommitment`/`openCommitment`,
//               `openOwnCard`, `requestAudit` when the game ends, `blame` for a game-level fault.
//   protocol:   `answerFairDuty(state.fair, secrets.fair, duty, entropy)` answers join, beacon, deck and
//               audit duties; `observeFair(after.fair, secrets.fair)` reads dealt cards;
//               `commitSecret`, `ownCardOpening` for the game's own prepares (sealed boxes, `sealFor` and
//               `unsealOpening`, come from './boxes.js', so a game that seals nothing loads no box cipher).
//   verdict:    `auditGame(game, config, log)` replays a log and names a cheating seat.
//
// Stable RuleError codes: commitment-malformed, commitment-repeated, commitment-unknown,
// commitment-not-yours, commitment-already-open, opening-malformed, opening-mismatch;
// join-malformed, join-repeated, join-box-key-reused; beacon-malformed, beacon-not-joined,
// beacon-already-joined, beacon-anchor-malformed, beacon-anchor-reused, beacon-wrong-draw,
// beacon-not-requested, beacon-value-malformed, beacon-chain-broken, beacon-exhausted;
// join-box-key-invalid; sealed-malformed, sealed-bad-key, sealed-unreadable, sealed-opening-mismatch,
// sealed-no-box-key, disclosure-malformed, disclosure-unproven;
// deck-unknown, deck-not-ready, deck-not-keyed, deck-join-malformed, deck-join-repeated,
// deck-key-reused, deck-key-unproven, deck-already-shuffled, deck-not-your-pass, deck-pass-malformed,
// deck-pass-unproven, deck-point-invalid, deck-shares-malformed, deck-share-not-owed,
// deck-share-unproven, deck-card-unreadable, deck-face-repeated, deck-no-such-position,
// deck-position-repeated, deck-position-taken, deck-position-not-public, deck-too-many-positions,
// deck-not-your-card, deck-deal-incomplete, deck-card-already-open; audit-not-requested,
// audit-repeated, audit-malformed; fair-not-seated, fair-move-malformed, fair-move-unknown, no-such-seat.
// Fault codes (accepted audits that prove cheating): audit-missing-opening, audit-bad-opening, plus any
// a game records with `blame`.

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
  adoptBeaconChain,
  applyBeaconMove,
  beaconAnchor,
  beaconChainKnown,
  beaconChainSteps,
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
export { boxPublicKey, isBoxKey, BOX_FRESH_BYTES, BOX_KEY_BYTES } from './box-keys.js';
// Sealed boxes (and tweetnacl) are in './boxes.js', not here: a game that seals nothing does not load them.
export type { BoxContext, BoxDisclosure, SealedBox, Unsealed } from './sealed.js';
export { cardTable, type CardTable } from './group.js';
export {
  deckPublicKey,
  deckSecret,
  laterPassIn,
  makeCardOpening,
  makeDeckJoin,
  makeDeckPass,
  makeDeckPassLater,
  makeDeckPassSteps,
  makeDeckShares,
  makeDeckSharesLater,
  readOwnCard,
  type LaterPass,
} from './deck-seat.js';
export { laterWorkIn, registerLaterWork, type BeaconChainWork, type LaterWork, type MixWork, type SharesWork } from './later-pass.js';
export { deckWorkSteps, pendingDeckWork, type DeckWork, type DeckWorkSubject, type PendingDeckWork } from './deck-work.js';
export {
  applyDeckJoin,
  applyDeckPass,
  applyDeckShares,
  checkDeckPassSteps,
  createDeck,
  decodeCipher,
  deckContext,
  deckDuties,
  deckReady,
  openOwnPosition,
  requestPositions,
  passCheckOf,
  passCheckSteps,
  rememberOwnPass,
  reshuffleFaces,
  reshufflePositions,
  sharesOwed,
  MAX_DECK_POSITIONS,
  MAX_DECK_SIZE,
  type CardOpening,
  type CipherPair,
  type DeckJoinMove,
  type DeckPassMove,
  type DeckSharesMove,
  type DeckState,
  type Holder,
  type ShuffleRound,
} from './deck.js';
export {
  carriesDeckPass,
  carriesProof,
  carriesShuffleProof,
  collectPassChecks,
  dryRun,
  forgetPassVerdicts,
  passChecksRunElsewhere,
  passVerdict,
  runProofChecks,
  precheckPasses,
  rememberedPassVerdict,
  rememberPassVerdict,
  setPassCheckRunner,
  setShareCheckRunner,
  withEveryProofChecked,
  type PassCheck,
  type PassCheckRunner,
  type ProofCheck,
  type ShareCheck,
  type ShareCheckRunner,
} from './pass-verdicts.js';
export { isScalarProof, proveKey, proveShares, rememberOwnShares, verifyKey, verifyShareCheck, verifyShares, type DleqStatement, type ProofContext, type ScalarProof } from './proofs.js';
export { drain, proveShuffle, proveShuffleSteps, shuffleOrder, verifyShuffle, verifyShuffleSteps, type Ciphertext, type ProvenShuffle, type ShuffleProof } from './shuffle-proof.js';
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
  reshuffleCards,
  reshuffleOpenedCards,
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
  ownCardOpening,
  type FairAnswer,
  type FairSecrets,
} from './fair-secrets.js';
export { auditGame, fairVerdict, type AuditVerdict, type FairOf } from './audit.js';
