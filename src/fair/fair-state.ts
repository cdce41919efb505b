// The fair-play state a game embeds in its own state (conventionally as `state.fair`): seating (box
// keys and beacon anchors), the beacon, private decks, registered commitments, the end audit and
// any faults found. A game's reducer passes fair moves to `applyFairMove`, lists `fairDuties` among
// its duties, and calls the request functions below when its rules need a draw, a deal or a reveal.
import { hasOnlyKeys, isHex, isIntInRange, isRecord, isRuleError, ruleError } from '../core/index.js';
import type { Duty, Json, RuleError, Seat } from '../core/index.js';
import {
  applyBeaconMove,
  beaconDuties,
  createBeacon,
  joinBeacon,
  requestDraw,
  DEFAULT_CHAIN_LENGTH,
  type BeaconMove,
  type BeaconState,
} from './beacon.js';
import { checkOpening, COMMITMENT_BYTES, type CommitDomain, type Opening } from './commitment.js';
import { isBoxKey } from './box-keys.js';
import {
  applyDeckJoin,
  applyDeckPass,
  applyDeckShares,
  createDeck,
  deckDuties,
  deckReady,
  openOwnPosition,
  requestPositions,
  reshuffleFaces,
  reshufflePositions,
  type DeckJoinMove,
  type DeckPassMove,
  type DeckSharesMove,
  type DeckState,
} from './deck.js';

/** How a game sets up its fair-play state. */
export interface FairConfig {
  /** The room id (from the game's options), bound into every commitment, chain and draw. */
  readonly room: string;
  /** The game id. */
  readonly game: string;
  readonly seats: number;
  /** Beacon draws available (default 1024). */
  readonly chainLength?: number;
  /** Private decks to shuffle once every seat is seated. */
  readonly decks?: readonly { readonly id: string; readonly size: number; readonly contents?: readonly number[] }[];
}

/** A commitment a game registered, and its opening once opened. */
export interface CommitmentRecord {
  readonly seat: Seat;
  readonly commitment: string;
  readonly opened: { readonly value: Json } | null;
}

/** A seat found cheating: by the audit, or by the game's own checks (`blame`). */
export interface Fault {
  readonly seat: Seat;
  readonly code: string;
  readonly reason: string;
}

/** Fair-play state. Plain JSON; never mutated. */
export interface FairState {
  readonly room: string;
  readonly game: string;
  readonly seats: number;
  /** Per seat: its ristretto255 box public key (hex) once seated. */
  readonly boxKeys: readonly (string | null)[];
  readonly beacon: BeaconState;
  readonly decks: Readonly<Record<string, DeckState>>;
  /** By purpose. */
  readonly commitments: Readonly<Record<string, CommitmentRecord>>;
  readonly audit: { readonly requested: boolean; readonly audited: readonly boolean[] };
  readonly faults: readonly Fault[];
}

/** Seating: a seat's box key and beacon anchor (the game's first duties, kind 'commit'). */
export interface JoinMove {
  readonly type: 'join';
  readonly boxKey: string;
  readonly beaconAnchor: string;
}

/**
 * The end audit: the openings of a seat's unopened commitments. Decks need nothing: every pass and
 * share was proven when published, and no deck secret is ever revealed.
 */
export interface AuditMove {
  readonly type: 'audit';
  readonly openings: Readonly<Record<string, Opening>>;
}

/** Every move the fair-play protocol puts in the log. */
export type FairMove = JoinMove | BeaconMove | DeckJoinMove | DeckPassMove | DeckSharesMove | AuditMove;

export const FAIR_MOVE_TYPES = ['join', 'beacon', 'deck-join', 'deck-pass', 'deck-shares', 'audit'] as const;

/** True when `move` claims to be a fair-play move (its type is one of FAIR_MOVE_TYPES); route it to applyFairMove. */
export function isFairMove(move: unknown): boolean {
  return isRecord(move) && (FAIR_MOVE_TYPES as readonly unknown[]).includes(move.type);
}

/** True for a duty produced by `fairDuties` (answered by `answerFairDuty`). */
export function isFairDuty(duty: Duty): boolean {
  return typeof duty.detail?.fair === 'string';
}

/** The fair-play state of a new game. Throws for an impossible configuration. */
export function createFair(config: FairConfig): FairState {
  const { room, game, seats } = config;
  if (typeof room !== 'string' || typeof game !== 'string') throw new TypeError('room and game are strings');
  let fair: FairState = {
    room,
    game,
    seats,
    boxKeys: Array.from({ length: seats }, () => null),
    beacon: createBeacon(room, seats, config.chainLength ?? DEFAULT_CHAIN_LENGTH),
    decks: {},
    commitments: {},
    audit: { requested: false, audited: Array.from({ length: seats }, () => false) },
    faults: [],
  };
  for (const deck of config.decks ?? []) fair = addDeck(fair, deck.id, deck.size, deck.contents);
  return fair;
}

/** Adds a private deck (shuffled by the seats once all are seated), of `contents` (default every card). Throws for a repeated id or bad size. */
export function addDeck(fair: FairState, id: string, size: number, contents?: readonly number[]): FairState {
  if (typeof id !== 'string' || id === '' || Object.hasOwn(fair.decks, id)) throw new RangeError(`deck id "${id}" is empty or taken`);
  return { ...fair, decks: { ...fair.decks, [id]: createDeck(id, size, fair.seats, { room: fair.room, game: fair.game }, contents) } };
}

/** True once every seat has joined. */
export function fairSeated(fair: FairState): boolean {
  return fair.boxKeys.every((k) => k !== null);
}

/** Every fair-play step owed now, in the order the agents should answer them. */
export function fairDuties(fair: FairState): Duty[] {
  const joins: Duty[] = [];
  fair.boxKeys.forEach((key, seat) => {
    if (key === null) joins.push({ seat, kind: 'commit', detail: { fair: 'join' } });
  });
  if (joins.length > 0) return joins;
  // Deck keys and passes first (they gate deals), then beacon values, then deck shares, then the audit.
  const deckSteps = Object.values(fair.decks).flatMap(deckDuties);
  const duties: Duty[] = [
    ...deckSteps.filter((d) => d.detail?.fair !== 'deck-shares'),
    ...beaconDuties(fair.beacon),
    ...deckSteps.filter((d) => d.detail?.fair === 'deck-shares'),
  ];
  if (fair.audit.requested) {
    fair.audit.audited.forEach((done, seat) => {
      if (!done) duties.push({ seat, kind: 'audit', detail: { fair: 'audit' } });
    });
  }
  return duties;
}

/** True when no fair-play step is owed: the game's own moves may proceed. */
export function fairIdle(fair: FairState): boolean {
  return fairDuties(fair).length === 0;
}

/** Seats that owe a fair-play step now: if the table waits on them, they are the ones stalling it. */
export function stalledSeats(fair: FairState): Seat[] {
  return [...new Set(fairDuties(fair).map((d) => d.seat))].sort((a, b) => a - b);
}

/** Applies a fair-play move of `seat`, fully validated; a RuleError leaves the state as it was. */
export function applyFairMove(fair: FairState, seat: Seat, move: unknown): FairState | RuleError {
  if (!isIntInRange(seat, 0, fair.seats - 1)) return ruleError('no-such-seat', `There is no seat ${String(seat)}.`);
  if (!isRecord(move)) return ruleError('fair-move-malformed', 'A move is an object with a type.');
  switch (move.type) {
    case 'join':
      return applyJoin(fair, seat, move);
    case 'beacon': {
      const beacon = applyBeaconMove(fair.beacon, seat, move);
      return isRuleError(beacon) ? beacon : { ...fair, beacon };
    }
    case 'deck-join':
    case 'deck-pass':
    case 'deck-shares': {
      if (!fairSeated(fair)) return ruleError('fair-not-seated', 'Decks are shuffled once every seat has joined.');
      const deck = typeof move.deck === 'string' && Object.hasOwn(fair.decks, move.deck) ? fair.decks[move.deck] : undefined;
      if (!deck) return ruleError('deck-unknown', `There is no deck ${String(move.deck)}.`);
      const apply = move.type === 'deck-join' ? applyDeckJoin : move.type === 'deck-pass' ? applyDeckPass : applyDeckShares;
      const next = apply(deck, seat, move);
      return isRuleError(next) ? next : withDeck(fair, next);
    }
    case 'audit':
      return applyAudit(fair, seat, move);
    default:
      return ruleError('fair-move-unknown', `"${String(move.type)}" is not a fair-play move.`);
  }
}

function applyJoin(fair: FairState, seat: Seat, move: Record<string, unknown>): FairState | RuleError {
  if (!hasOnlyKeys(move, ['type', 'boxKey', 'beaconAnchor'])) return ruleError('join-malformed', 'A join is {type:"join", boxKey, beaconAnchor}.');
  if (fair.boxKeys[seat] !== null) return ruleError('join-repeated', 'This seat has already joined.');
  if (!isBoxKey(move.boxKey)) return ruleError('join-box-key-invalid', 'A box key is a canonical ristretto255 point other than the identity.');
  if (fair.boxKeys.includes(move.boxKey)) return ruleError('join-box-key-reused', 'That box key is already in use.');
  const beacon = joinBeacon(fair.beacon, seat, move.beaconAnchor);
  if (isRuleError(beacon)) return beacon;
  return { ...fair, beacon, boxKeys: fair.boxKeys.map((k, s) => (s === seat ? (move.boxKey as string) : k)) };
}

function withDeck(fair: FairState, deck: DeckState): FairState {
  return { ...fair, decks: { ...fair.decks, [deck.id]: deck } };
}

// ——— what the game's rules ask for ———

/** Asks the seats for a beacon draw; read its output with `drawOutput(fair.beacon, draw)` once complete. */
export function requestFairDraw(fair: FairState): { readonly fair: FairState; readonly draw: number } | RuleError {
  const asked = requestDraw(fair.beacon);
  return isRuleError(asked) ? asked : { fair: { ...fair, beacon: asked.beacon }, draw: asked.draw };
}

/** Deals positions of a deck to `to`: the other seats' shares fall due; `to` alone will read the cards. */
export function dealCards(fair: FairState, deckId: string, positions: readonly number[], to: Seat): FairState | RuleError {
  const deck = deckOf(fair, deckId);
  if (isRuleError(deck)) return deck;
  const next = requestPositions(deck, positions, to);
  return isRuleError(next) ? next : withDeck(fair, next);
}

/** Reveals positions of a deck to the table: every seat's share falls due; `cardFace` then reads them. */
export function revealCards(fair: FairState, deckId: string, positions: readonly number[]): FairState | RuleError {
  const deck = deckOf(fair, deckId);
  if (isRuleError(deck)) return deck;
  const next = requestPositions(deck, positions, 'table');
  return isRuleError(next) ? next : withDeck(fair, next);
}

/** The holder's reveal of a card it plays, with its proven share (from `ownCardOpening`). */
export function openOwnCard(
  fair: FairState,
  deckId: string,
  seat: Seat,
  position: unknown,
  opening: unknown,
): { readonly fair: FairState; readonly card: number } | RuleError {
  const deck = deckOf(fair, deckId);
  if (isRuleError(deck)) return deck;
  const opened = openOwnPosition(deck, seat, position, opening);
  return isRuleError(opened) ? opened : { fair: withDeck(fair, opened.deck), card: opened.card };
}

/**
 * Puts public cards (a discard pile, by position) back into a deck as new positions that every seat
 * shuffles again, each pass proven (FL-9.3). The new positions are dealt once `deckIsReady` again.
 */
export function reshuffleCards(fair: FairState, deckId: string, positions: readonly number[]): { readonly fair: FairState; readonly positions: number[] } | RuleError {
  const deck = deckOf(fair, deckId);
  if (isRuleError(deck)) return deck;
  const next = reshufflePositions(deck, positions);
  return isRuleError(next) ? next : { fair: withDeck(fair, next.deck), positions: next.positions };
}

/** Puts cards a game opened itself (by id) back into a deck as new positions, shuffled again by every seat (FL-9.3). */
export function reshuffleOpenedCards(fair: FairState, deckId: string, faces: readonly number[]): { readonly fair: FairState; readonly positions: number[] } | RuleError {
  const deck = deckOf(fair, deckId);
  if (isRuleError(deck)) return deck;
  const next = reshuffleFaces(deck, faces);
  return isRuleError(next) ? next : { fair: withDeck(fair, next.deck), positions: next.positions };
}

/** The card at a position once public, else null. */
export function cardFace(fair: FairState, deckId: string, position: number): number | null {
  return fair.decks[deckId]?.faces[position] ?? null;
}

/** True once a deck is shuffled and locked. */
export function deckIsReady(fair: FairState, deckId: string): boolean {
  const deck = Object.hasOwn(fair.decks, deckId) ? fair.decks[deckId] : undefined;
  return deck !== undefined && deckReady(deck);
}

function deckOf(fair: FairState, deckId: string): DeckState | RuleError {
  const deck = Object.hasOwn(fair.decks, deckId) ? fair.decks[deckId] : undefined;
  return deck ?? ruleError('deck-unknown', `There is no deck ${deckId}.`);
}

// ——— commitments ———

/** The domain of commitment `purpose` in this game and room. */
export function commitDomain(fair: FairState, purpose: string): CommitDomain {
  return { room: fair.room, game: fair.game, purpose };
}

/** Records `seat`'s commitment for `purpose` (each purpose once); the audit will ask for its opening. */
export function registerCommitment(fair: FairState, seat: Seat, purpose: string, commitment: unknown): FairState | RuleError {
  if (!isIntInRange(seat, 0, fair.seats - 1)) return ruleError('no-such-seat', `There is no seat ${String(seat)}.`);
  if (!isHex(commitment, COMMITMENT_BYTES)) return ruleError('commitment-malformed', 'A commitment is 128 hex digits.');
  if (Object.hasOwn(fair.commitments, purpose)) return ruleError('commitment-repeated', `There is already a commitment for ${purpose}.`);
  return { ...fair, commitments: { ...fair.commitments, [purpose]: { seat, commitment, opened: null } } };
}

/** Opens `seat`'s commitment for `purpose` publicly; refuses an opening that does not match. */
export function openCommitment(
  fair: FairState,
  seat: Seat,
  purpose: string,
  opening: unknown,
): { readonly fair: FairState; readonly value: Json } | RuleError {
  const record = Object.hasOwn(fair.commitments, purpose) ? fair.commitments[purpose] : undefined;
  if (!record) return ruleError('commitment-unknown', `There is no commitment for ${purpose}.`);
  if (record.seat !== seat) return ruleError('commitment-not-yours', `The commitment for ${purpose} is seat ${record.seat}'s.`);
  if (record.opened) return ruleError('commitment-already-open', `The commitment for ${purpose} is already open.`);
  const problem = checkOpening(commitDomain(fair, purpose), record.commitment, opening);
  if (problem) return problem;
  const value = (opening as Opening).value;
  return { fair: { ...fair, commitments: { ...fair.commitments, [purpose]: { ...record, opened: { value } } } }, value };
}

// ——— the audit ———

/** Asks every seat for its audit (the game calls this when it ends). */
export function requestAudit(fair: FairState): FairState {
  return fair.audit.requested ? fair : { ...fair, audit: { ...fair.audit, requested: true } };
}

/** True once every seat has published its audit. */
export function auditComplete(fair: FairState): boolean {
  return fair.audit.requested && fair.audit.audited.every(Boolean);
}

/** Records a fault the game's own rules found (e.g. opened tiles that are not the set of the rules). */
export function blame(fair: FairState, seat: Seat, code: string, reason: string): FairState {
  return { ...fair, faults: [...fair.faults, { seat, code, reason }] };
}

/** Purposes of `seat`'s commitments not yet opened (their openings are owed at audit). */
export function unopenedCommitments(fair: FairState, seat: Seat): string[] {
  return Object.entries(fair.commitments)
    .filter(([, r]) => r.seat === seat && r.opened === null)
    .map(([purpose]) => purpose)
    .sort();
}

function applyAudit(fair: FairState, seat: Seat, move: Record<string, unknown>): FairState | RuleError {
  if (!fair.audit.requested) return ruleError('audit-not-requested', 'The game has not asked for the audit yet.');
  if (fair.audit.audited[seat]) return ruleError('audit-repeated', 'This seat has already published its audit.');
  const { openings } = move;
  if (!hasOnlyKeys(move, ['type', 'openings']) || !isRecord(openings)) {
    return ruleError('audit-malformed', 'An audit is {type:"audit", openings:{purpose: opening}}.');
  }
  const owedOpenings = unopenedCommitments(fair, seat);
  if (!Object.keys(openings).every((p) => owedOpenings.includes(p))) {
    return ruleError('audit-malformed', 'That audit opens a commitment that is not this seat\'s or is already open.');
  }
  // A well-formed audit is accepted even when it proves its seat cheated: the fault is then public.
  const faults: Fault[] = [];
  let commitments = fair.commitments;
  for (const purpose of owedOpenings) {
    const record = commitments[purpose]!;
    const opening = openings[purpose];
    if (opening === undefined) {
      faults.push({ seat, code: 'audit-missing-opening', reason: `seat ${seat} withheld its opening for ${purpose}` });
      continue;
    }
    const problem = checkOpening(commitDomain(fair, purpose), record.commitment, opening);
    if (problem) {
      faults.push({ seat, code: 'audit-bad-opening', reason: `seat ${seat}'s opening for ${purpose} is wrong (${problem.code})` });
      continue;
    }
    commitments = { ...commitments, [purpose]: { ...record, opened: { value: (opening as Opening).value } } };
  }
  return {
    ...fair,
    commitments,
    audit: { ...fair.audit, audited: fair.audit.audited.map((a, s) => (s === seat ? true : a)) },
    faults: [...fair.faults, ...faults],
  };
}
