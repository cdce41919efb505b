// A test-only game that uses every kind of fair-play duty, to prove the seat agent and the local table
// drive them end to end. Each seat is dealt a private hand from a shuffled deck, bids 0–5 in secret
// (a commitment, with its opening sealed to the next seat as a "whisper"), the bids are opened, a die
// is rolled for each seat from one beacon draw, and each seat plays one card (an owner reveal).
// Score = card + die − bid. Then every seat is audited.
import { hasOnlyKeys, isIntInRange, isRecord, isRuleError, ruleError } from '../../../src/core/index.js';
import type { Duty, Game, RuleError, Seat, SeatProtocol } from '../../../src/core/index.js';
import {
  answerFairDuty,
  applyFairMove,
  auditComplete,
  cardFace,
  commitSecret,
  createFair,
  dealCards,
  deckIsReady,
  drawOutput,
  drawStream,
  fairDuties,
  fairIdle,
  handOf,
  initialFairSecrets,
  isFairMove,
  observeFair,
  openCommitment,
  openOwnCard,
  ownCardOpening,
  registerCommitment,
  requestAudit,
  requestFairDraw,
  type CardOpening,
  type FairSecrets,
  type FairState,
  type Opening,
  type SealedBox,
} from '../../../src/fair/index.js';
import { isSealedBox, sealFor, unsealOpening } from '../../../src/fair/boxes.js';

export interface DemoOptions {
  readonly room: string;
  readonly handSize: number;
  readonly deckSize: number;
}

export type DemoPhase = 'setup' | 'bid' | 'reveal' | 'play' | 'over';

export interface DemoState {
  readonly players: number;
  readonly options: DemoOptions;
  readonly phase: DemoPhase;
  readonly fair: FairState;
  readonly diceDraw: number;
  readonly bids: readonly (number | null)[];
  readonly committed: readonly boolean[];
  readonly whispers: readonly (SealedBox | null)[];
  readonly played: readonly (number | null)[];
  readonly cards: readonly (number | null)[];
}

export type DemoMove =
  | { readonly type: 'bid'; readonly commitment: string; readonly whisper: SealedBox }
  | { readonly type: 'reveal-bid'; readonly opening: Opening }
  | { readonly type: 'play'; readonly position: number; readonly opening: CardOpening }
  | { readonly type: string };

export type DemoIntent = { readonly type: 'bid'; readonly amount: number } | { readonly type: 'play'; readonly position: number };

export interface DemoSecrets {
  readonly fair: FairSecrets;
  /** What the previous seat whispered: its bid, or 'refused' when the whisper did not match its commitment. */
  readonly heard: number | 'refused' | null;
}

export interface DemoView {
  readonly state: DemoState;
  readonly hand: Readonly<Record<string, number | null>>;
  readonly heard: number | 'refused' | null;
}

const DECK = 'hand';
const bidPurpose = (seat: Seat): string => `bid:${seat}`;
const next = (state: DemoState, seat: Seat): Seat => (seat + 1) % state.players;

/** The die each seat rolled, once the dice draw is complete (one draw, one stream, a die per seat). */
export function demoDice(state: DemoState): number[] | null {
  const output = drawOutput(state.fair.beacon, state.diceDraw);
  if (!output) return null;
  const stream = drawStream(output, 'dice');
  return Array.from({ length: state.players }, () => stream.int(6) + 1);
}

function gameDuties(state: DemoState): Duty[] {
  const seats = Array.from({ length: state.players }, (_, s) => s);
  switch (state.phase) {
    case 'bid':
      return seats.filter((s) => !state.committed[s]).map((seat) => ({ seat, kind: 'move' }));
    case 'reveal':
      return seats.filter((s) => state.bids[s] === null).map((seat) => ({ seat, kind: 'reveal', detail: { purpose: bidPurpose(seat) } }));
    case 'play':
      return seats.filter((s) => state.played[s] === null).map((seat) => ({ seat, kind: 'move' }));
    default:
      return [];
  }
}

/** Moves the game on when the fair steps it waited for are done. */
function advance(state: DemoState): DemoState {
  if (state.phase === 'setup' && deckIsReady(state.fair, DECK)) {
    let fair = state.fair;
    for (let seat = 0; seat < state.players; seat++) {
      const positions = Array.from({ length: state.options.handSize }, (_, i) => seat * state.options.handSize + i);
      const dealt = dealCards(fair, DECK, positions, seat);
      if (isRuleError(dealt)) throw new Error(dealt.message);
      fair = dealt;
    }
    const asked = requestFairDraw(fair);
    if (isRuleError(asked)) throw new Error(asked.message);
    return { ...state, fair: asked.fair, diceDraw: asked.draw, phase: 'bid' };
  }
  if (state.phase === 'bid' && state.committed.every(Boolean)) return { ...state, phase: 'reveal' };
  if (state.phase === 'reveal' && state.bids.every((b) => b !== null)) return { ...state, phase: 'play' };
  if (state.phase === 'play' && state.played.every((p) => p !== null) && demoDice(state)) {
    return { ...state, phase: 'over', fair: requestAudit(state.fair) };
  }
  return state;
}

function applyGameMove(state: DemoState, seat: Seat, move: Record<string, unknown>): DemoState | RuleError {
  if (!fairIdle(state.fair)) return ruleError('fair-steps-pending', 'The table is still dealing or drawing.');
  switch (move.type) {
    case 'bid': {
      if (state.phase !== 'bid' || state.committed[seat]) return ruleError('not-your-turn', 'No bid is due from this seat.');
      if (!hasOnlyKeys(move, ['type', 'commitment', 'whisper']) || !isSealedBox(move.whisper)) {
        return ruleError('bid-malformed', 'A bid is {type:"bid", commitment, whisper}.');
      }
      const fair = registerCommitment(state.fair, seat, bidPurpose(seat), move.commitment);
      if (isRuleError(fair)) return fair;
      return {
        ...state,
        fair,
        committed: state.committed.map((c, s) => c || s === seat),
        whispers: state.whispers.map((w, s) => (s === seat ? (move.whisper as SealedBox) : w)),
      };
    }
    case 'reveal-bid': {
      if (state.phase !== 'reveal' || state.bids[seat] !== null) return ruleError('not-your-turn', 'No reveal is due from this seat.');
      if (!hasOnlyKeys(move, ['type', 'opening'])) return ruleError('reveal-malformed', 'A reveal is {type:"reveal-bid", opening}.');
      const opened = openCommitment(state.fair, seat, bidPurpose(seat), move.opening);
      if (isRuleError(opened)) return opened;
      if (!isIntInRange(opened.value, 0, 5)) return ruleError('bid-out-of-range', 'A bid is 0 to 5.');
      return { ...state, fair: opened.fair, bids: state.bids.map((b, s) => (s === seat ? (opened.value as number) : b)) };
    }
    case 'play': {
      if (state.phase !== 'play' || state.played[seat] !== null) return ruleError('not-your-turn', 'No card is due from this seat.');
      if (!hasOnlyKeys(move, ['type', 'position', 'opening'])) return ruleError('play-malformed', 'A play is {type:"play", position, opening}.');
      const opened = openOwnCard(state.fair, DECK, seat, move.position, move.opening);
      if (isRuleError(opened)) return opened;
      return {
        ...state,
        fair: opened.fair,
        played: state.played.map((p, s) => (s === seat ? (move.position as number) : p)),
        cards: state.cards.map((c, s) => (s === seat ? opened.card : c)),
      };
    }
    default:
      return ruleError('unknown-move', `"${String(move.type)}" is not a move of this game.`);
  }
}

const protocol: SeatProtocol<DemoState, DemoMove, DemoSecrets, DemoIntent, DemoView> = {
  initialSecrets: (seat, entropy) => ({ fair: initialFairSecrets(seat, entropy), heard: null }),
  prepare(state, seat, secrets, intent, entropy) {
    if (!isRecord(intent)) return ruleError('intent-malformed', 'An intent is an object.');
    if (intent.type === 'bid') {
      if (state.phase !== 'bid' || state.committed[seat]) return ruleError('not-your-turn', 'No bid is due from this seat.');
      if (!isIntInRange(intent.amount, 0, 5)) return ruleError('bid-out-of-range', 'A bid is 0 to 5.');
      const made = commitSecret(state.fair, secrets.fair, bidPurpose(seat), intent.amount, entropy);
      const whisper = sealFor(state.fair, secrets.fair, { to: next(state, seat), purpose: bidPurpose(seat) }, { value: made.opening.value, nonce: made.opening.nonce }, entropy);
      if (isRuleError(whisper)) return whisper;
      return { move: { type: 'bid', commitment: made.commitment, whisper }, secrets: { ...secrets, fair: made.secrets } };
    }
    if (intent.type === 'play') {
      if (state.phase !== 'play' || state.played[seat] !== null) return ruleError('not-your-turn', 'No card is due from this seat.');
      if (!isIntInRange(intent.position, 0, state.options.deckSize - 1)) return ruleError('play-malformed', 'No such position.');
      const opening = ownCardOpening(state.fair, secrets.fair, DECK, intent.position, entropy);
      if (isRuleError(opening)) return opening;
      return { move: { type: 'play', position: intent.position, opening }, secrets };
    }
    return ruleError('intent-malformed', 'An intent is a bid or a play.');
  },
  answer(state, seat, secrets, duty, entropy) {
    const fair = answerFairDuty(state.fair, secrets.fair, duty, entropy);
    if (fair) return { move: fair.move, secrets: { ...secrets, fair: fair.secrets } };
    if (duty.kind === 'reveal') {
      const opening = secrets.fair.openings[bidPurpose(seat)];
      return opening ? { move: { type: 'reveal-bid', opening }, secrets } : null;
    }
    return null;
  },
  observe(_before, after, mover, move, seat, secrets) {
    const fair = observeFair(after.fair, secrets.fair);
    let heard = secrets.heard;
    if (move.type === 'bid' && next(after, mover) === seat && mover !== seat) {
      const opened = unsealOpening(after.fair, fair, mover, bidPurpose(mover), (move as { whisper: unknown }).whisper);
      heard = isRuleError(opened) ? 'refused' : (opened.value as number);
    }
    return fair === secrets.fair && heard === secrets.heard ? secrets : { fair, heard };
  },
  view: (state, _seat, secrets) => ({ state, hand: secrets ? handOf(secrets.fair, DECK) : {}, heard: secrets?.heard ?? null }),
  legalIntents(state, seat, secrets) {
    if (!fairIdle(state.fair)) return [];
    if (state.phase === 'bid' && !state.committed[seat]) return [0, 1, 2, 3, 4, 5].map((amount) => ({ type: 'bid', amount }));
    if (state.phase === 'play' && state.played[seat] === null) {
      return Object.keys(handOf(secrets.fair, DECK)).map((p) => ({ type: 'play', position: Number(p) }));
    }
    return [];
  },
};

export const demoGame: Game<DemoState, DemoMove, DemoOptions, DemoSecrets> = {
  id: 'demo-fair',
  title: 'Fair-play demo (test)',
  minPlayers: 2,
  maxPlayers: 4,
  defaultOptions: { room: 'demo-room', handSize: 3, deckSize: 16 },
  errorCodes: ['bid-malformed', 'bid-out-of-range', 'fair-steps-pending', 'intent-malformed', 'move-malformed', 'no-such-seat', 'not-your-turn', 'play-malformed', 'reveal-malformed', 'unknown-move'],
  setup({ players, options }) {
    const merged: DemoOptions = { ...demoGame.defaultOptions, ...options };
    const none = Array.from({ length: players }, () => null);
    return {
      players,
      options: merged,
      phase: 'setup',
      fair: createFair({ room: merged.room, game: 'demo-fair', seats: players, decks: [{ id: DECK, size: merged.deckSize }] }),
      diceDraw: 0,
      bids: none,
      committed: none.map(() => false),
      whispers: none,
      played: none,
      cards: none,
    };
  },
  apply(state, seat, move) {
    if (!isIntInRange(seat, 0, state.players - 1)) return ruleError('no-such-seat', 'There is no such seat.');
    if (!isRecord(move)) return ruleError('move-malformed', 'A move is an object.');
    if (isFairMove(move)) {
      const fair = applyFairMove(state.fair, seat, move);
      return isRuleError(fair) ? fair : advance({ ...state, fair });
    }
    const after = applyGameMove(state, seat, move);
    return isRuleError(after) ? after : advance(after);
  },
  pending: (state) => [...new Set(demoGame.duties(state).map((d) => d.seat))],
  duties(state) {
    const fair = fairDuties(state.fair);
    return fair.length > 0 ? fair : gameDuties(state);
  },
  legalMoves: () => [],
  outcome(state) {
    if (state.phase !== 'over' || !auditComplete(state.fair)) return null;
    const dice = demoDice(state)!;
    const cheaters = new Set(state.fair.faults.map((f) => f.seat));
    const scores = state.cards.map((card, s) => (cheaters.has(s) ? -100 : (card ?? 0) + dice[s]! - (state.bids[s] ?? 0)));
    const best = Math.max(...scores);
    return { scores, winners: scores.flatMap((score, s) => (score === best ? [s] : [])) };
  },
  describeMove: (_state, seat, move) => `Seat ${seat}: ${move.type}`,
  seatName: (_state, seat) => `Seat ${seat}`,
  protocol,
};

/** The card at the position `seat` played, read from the public deck. */
export function playedFace(state: DemoState, seat: Seat): number | null {
  const position = state.played[seat];
  return position === null || position === undefined ? null : cardFace(state.fair, DECK, position);
}
