/**
 * The reducer of Fleet: the round (round.ts) on src/fair. The boat deck is a private deck every seat
 * shuffles with proof; each draw deals positions whose other shares make them readable by their holder
 * alone (hands.ts); when the deck runs out the discard pile becomes new positions, shuffled again by
 * every seat (FL-9.3). The start player and every licence are turned up from beacon draws, one draw per
 * licence, so nobody knows the licence deck's order (FL-2.3). A card leaves a hand only opened with its
 * holder's proven share or, as a captain, set aside from a proven mix of the hand; a move that names a
 * card the seat does not hold is refused when it is applied. When the game ends every seat publishes
 * its audit; no card in a hand or under a captain is ever opened (FL-14).
 */
import { isRuleError, ruleError } from '../../core/index.js';
import type { Duty, Outcome, RuleError, Seat } from '../../core/index.js';
import {
  applyFairMove,
  createFair,
  dealCards,
  deckIsReady,
  drawOutput,
  drawStream,
  fairDuties,
  fairIdle,
  isFairMove,
  requestAudit,
  requestFairDraw,
  reshuffleOpenedCards,
  type CipherPair,
  type FairState,
} from '../../fair/index.js';
import { BOAT_CARDS, BOAT_DECK, FLEET_CHAIN_LENGTH, startingDeck, startingHand } from './data.js';
import { checkMix, checkReveal, dealtCipher, openCipher } from './hands.js';
import { parseAction } from './moves.js';
import { resolveOptions } from './options.js';
import {
  busy,
  declineAuction,
  discardCard,
  finishTurn,
  hireCaptain,
  initialState,
  launchBoat,
  openAuction,
  passBid,
  payLicence,
  playerToMove,
  processCrates,
  raiseBid,
  settle,
  type Dealer,
} from './round.js';
import { fleetError, type CardReveal, type FleetAction, type FleetOptions, type FleetState, type Payment, type PaymentChoice } from './types.js';

/** The dealer of a real table: src/fair's boat deck and beacon. */
export const fairDealer: Dealer = {
  ask(state, purpose) {
    const asked = requestFairDraw(state.fair);
    if (isRuleError(asked)) return state; // the chain holds far more draws than a game asks for
    return { ...state, fair: asked.fair, waits: [...state.waits, { draw: asked.draw, purpose }] };
  },
  output(state, wait) {
    const output = drawOutput(state.fair.beacon, wait.draw);
    return output === null ? null : drawStream(output, `fleet/${wait.purpose}/${wait.draw}`);
  },
  ready: (state) => deckIsReady(state.fair, BOAT_DECK),
  deal(state, seat, count, reason) {
    const positions = state.deck.slice(0, count);
    const fair = dealCards(state.fair, BOAT_DECK, positions, seat);
    if (isRuleError(fair)) return state;
    return { ...state, fair, deck: state.deck.slice(count), dealing: { seat, positions, reason } };
  },
  finishDeal(state) {
    const dealing = state.dealing!;
    const cards: CipherPair[] = [];
    for (const p of dealing.positions) {
      const cipher = dealtCipher(state.fair, p, dealing.seat);
      if (!cipher) return null;
      cards.push(cipher);
    }
    return { ...state, fleets: state.fleets.map((f, s) => (s === dealing.seat ? { ...f, hand: [...f.hand, ...cards] } : f)) };
  },
  reshuffle(state) {
    const again = reshuffleOpenedCards(state.fair, BOAT_DECK, state.discard);
    if (isRuleError(again)) return state;
    return { ...state, fair: again.fair, deck: again.positions, discard: [], events: [...state.events, { kind: 'reshuffled', cards: state.discard.length }] };
  },
};

/** FL-2 the public initial state: seats join, key and shuffle the boat deck before round 1. */
export function setup(config: { players: number; options?: Partial<FleetOptions> }): FleetState {
  const { players } = config;
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new RangeError(`Fleet seats 2–4 players, not ${players}`);
  const options = resolveOptions(config.options);
  const fair = createFair({
    room: options.room,
    game: 'fleet',
    seats: players,
    chainLength: FLEET_CHAIN_LENGTH,
    decks: [{ id: BOAT_DECK, size: BOAT_CARDS, contents: startingDeck(players) }],
  });
  const hands = Array.from({ length: players }, (_, seat) => startingHand(seat).map(openCipher));
  const deck = Array.from({ length: BOAT_CARDS - 6 * players }, (_, p) => p);
  return initialState(players, options, hands, deck, fair);
}

function settled(state: FleetState): FleetState {
  const next = settle(state, fairDealer);
  return next.phase === 'over' && !next.fair.audit.requested ? { ...next, fair: requestAudit(next.fair) } : next;
}

/** True when the table waits for no fair-play step and no card: a player may move. */
export function movesOpen(state: FleetState): boolean {
  return playerToMove(state) !== null && fairIdle(state.fair);
}

/** The seat whose move it is now, or null. */
export function seatToMove(state: FleetState): Seat | null {
  return fairIdle(state.fair) ? playerToMove(state) : null;
}

/** Opens the reveals of a move against the seat's (mixed) hand; the cards and the hand left, or a RuleError. */
function takeCards(fair: FairState, seat: Seat, hand: readonly CipherPair[], reveals: readonly CardReveal[]): { cards: number[]; hand: CipherPair[] } | RuleError {
  const slots = reveals.map((r) => r.slot);
  if (new Set(slots).size !== slots.length) return fleetError('slot-repeated', 'A card is named twice.');
  const cards: number[] = [];
  for (const reveal of reveals) {
    const card = checkReveal(fair, seat, hand, reveal);
    if (isRuleError(card)) return card;
    cards.push(card);
  }
  return { cards, hand: hand.filter((_, i) => !slots.includes(i)) };
}

function mixed(state: FleetState, seat: Seat, mix: unknown): readonly CipherPair[] | RuleError {
  return checkMix(state.fair, seat, state.fleets[seat]!.hand, mix);
}

function choiceOf(payment: Payment, cards: readonly number[]): PaymentChoice {
  return { cards, crates: payment.crates, goneFishin: payment.goneFishin };
}

/** A game move of `seat`, checked (shape, turn, proofs, rules). */
export function applyAction(state: FleetState, seat: Seat, move: unknown): FleetState | RuleError {
  const action = parseAction(move);
  if (isRuleError(action)) return action;
  if (state.phase === 'over') return fleetError('game-over', 'The game is over.');
  if (!fairIdle(state.fair) || busy(state)) return fleetError('waiting-for-seats', 'The table waits for cards to be dealt or shuffled.');
  if (seatToMove(state) !== seat) return fleetError('not-your-turn', 'It is not your turn.');
  const next = applyChecked(state, seat, action);
  return isRuleError(next) ? next : settled({ ...next });
}

function applyChecked(state: FleetState, seat: Seat, action: FleetAction): FleetState | RuleError {
  const phase = state.phase;
  const wrong = (what: string): RuleError => fleetError('wrong-phase', `${what} is not possible now.`);
  switch (action.type) {
    case 'open':
      return phase === 'auction' ? openAuction(state, seat, action.licence, action.bid) : wrong('Opening an auction');
    case 'decline':
      return phase === 'auction' ? declineAuction(state, seat) : wrong('Declining');
    case 'raise':
      return phase === 'auction' ? raiseBid(state, seat, action.bid) : wrong('Raising');
    case 'pass':
      return phase === 'auction' ? passBid(state, seat) : wrong('Passing on a licence');
    case 'done':
      return finishTurn(state, seat);
    case 'process':
      return phase === 'processing' ? processCrates(state, seat, action.boats, action.trade) : wrong('Processing');
    case 'pay': {
      if (phase !== 'auction' || state.auction?.paying !== seat) return fleetError('not-paying', 'You owe no payment now.');
      if (action.mix === null && action.payment.cards.length > 0) return fleetError('mix-malformed', 'Paying with cards mixes the hand first.');
      const hand = action.mix === null ? state.fleets[seat]!.hand : mixed(state, seat, action.mix);
      if (isRuleError(hand)) return hand;
      const taken = takeCards(state.fair, seat, hand, action.payment.cards);
      if (isRuleError(taken)) return taken;
      return payLicence(state, seat, choiceOf(action.payment, taken.cards), taken.hand);
    }
    case 'launch': {
      if (phase !== 'launch') return wrong('Launching');
      const hand = mixed(state, seat, action.mix);
      if (isRuleError(hand)) return hand;
      const taken = takeCards(state.fair, seat, hand, [action.boat, ...action.payment.cards]);
      if (isRuleError(taken)) return taken;
      return launchBoat(state, seat, taken.cards[0]!, choiceOf(action.payment, taken.cards.slice(1)), taken.hand);
    }
    case 'hire': {
      if (phase !== 'hire') return wrong('Hiring');
      const fleet = state.fleets[seat]!;
      if (!Number.isInteger(action.boat) || action.boat >= fleet.boats.length) return fleetError('no-such-boat', 'You have no such boat.');
      if (fleet.boats[action.boat]!.captain) return fleetError('boat-has-captain', 'That boat has its captain (FL-6.3).');
      const hand = mixed(state, seat, action.mix);
      if (isRuleError(hand)) return hand;
      // FL-14 the mix's card at the captain's slot goes face down, never opened.
      if (action.captain >= hand.length) return fleetError('no-such-slot', `Your hand has no card ${action.captain}.`);
      return hireCaptain(state, seat, action.boat, hand.filter((_, i) => i !== action.captain));
    }
    case 'discard': {
      const owed = state.discardOwed;
      if (phase !== 'draw' || !owed || owed.seat !== seat || owed.count === 0) return fleetError('no-discard-owed', 'You owe no discard now.');
      let hand: readonly CipherPair[] = state.fleets[seat]!.hand;
      if (owed.drawn) {
        // FL-9.1 one of the cards just drawn, opened where it lies.
        if (action.mix !== null) return fleetError('mix-malformed', 'The discard of a card just drawn needs no mix.');
        if (!owed.drawn.includes(action.card.slot)) return fleetError('not-a-drawn-card', 'The discard is one of the cards just drawn (FL-9.1).');
      } else {
        if (action.mix === null) return fleetError('mix-malformed', 'A discard from anywhere in hand mixes the hand first.');
        const m = mixed(state, seat, action.mix);
        if (isRuleError(m)) return m;
        hand = m;
      }
      const taken = takeCards(state.fair, seat, hand, [action.card]);
      if (isRuleError(taken)) return taken;
      const after = discardCard(state, seat, taken.cards[0]!, taken.hand);
      if (isRuleError(after) || !owed.drawn || !after.discardOwed || after.discardOwed.seat !== seat) return after;
      // The drawn slots after the removed one shift down by one.
      const removed = action.card.slot;
      const drawn = owed.drawn.filter((s) => s !== removed).map((s) => (s > removed ? s - 1 : s));
      return { ...after, discardOwed: { ...after.discardOwed, drawn } };
    }
  }
}

export function apply(state: FleetState, seat: Seat, move: unknown): FleetState | RuleError {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return ruleError('no-such-seat', `There is no seat ${String(seat)}.`);
  if (isFairMove(move)) {
    const fair = applyFairMove(state.fair, seat, move);
    if (isRuleError(fair)) return fair;
    return settled({ ...state, fair, events: [] });
  }
  const next = applyAction({ ...state, events: [] }, seat, move);
  return next;
}

/** Fair-play steps first; then the one seat whose move it is. */
export function duties(state: FleetState): readonly Duty[] {
  const owed = fairDuties(state.fair);
  if (owed.length > 0) return owed;
  const seat = seatToMove(state);
  return seat === null ? [] : [{ seat, kind: 'move', detail: { phase: state.phase } }];
}

export function pending(state: FleetState): readonly Seat[] {
  return [...new Set(duties(state).map((d) => d.seat))].sort((a, b) => a - b);
}

export function outcome(state: FleetState): Outcome | null {
  return state.final ? { scores: state.final.lines.map((l) => l.total), winners: state.final.winners } : null;
}
