/**
 * The round of Fleet (FL-3 … FL-11) on the public state, with the cards that leave a hand already proven
 * (rules.ts checks the proofs; sim.ts, the bots' practice table, knows the hands). Whoever deals the
 * cards and draws the randomness is a `Dealer`: src/fair's private deck and beacon at a real table.
 * Never throws for a legal call, never mutates.
 */
import type { RuleError, Seat } from '../../core/index.js';
import type { CipherPair, DrawStream } from '../../fair/index.js';
import {
  BOATS_FL_T2,
  CRATES_PER_KING_CRAB_VP,
  GONE_FISHIN,
  KING_CRAB_CAP,
  KING_CRAB_LICENCES_FL_T6,
  LICENCE_DECK_FL_T3,
  LICENCES_FL_T1,
  PREMIUM_COUNT,
  PREMIUM_KINDS,
  STANDARD_COUNT,
  STANDARD_KINDS,
  boatType,
  cashValue,
  lobsterDraw,
  tunaDraw,
} from './data.js';
import {
  fleetError,
  LICENCE_KINDS,
  type AuctionState,
  type BeaconWait,
  type DrawReason,
  type Fleet,
  type FleetEvent,
  type FleetOptions,
  type FleetState,
  type LicenceDeck,
  type LicenceKind,
  type PaymentChoice,
  type ScoreLine,
} from './types.js';

/** Deals cards and draws randomness for the round. */
export interface Dealer {
  /** Asks for a random draw; the state records the wait. */
  ask(state: FleetState, purpose: BeaconWait['purpose']): FleetState;
  /** The randomness of `wait` once known, else null. */
  output(state: FleetState, wait: BeaconWait): DrawStream | null;
  /** True when the deck may deal (shuffled). */
  ready(state: FleetState): boolean;
  /** Starts dealing the top `count` cards of the deck to `seat` (count ≤ cards left). */
  deal(state: FleetState, seat: Seat, count: number, reason: DrawReason): FleetState;
  /** The state with the dealing in progress in its holder's hand, or null while it is not complete. */
  finishDeal(state: FleetState): FleetState | null;
  /** FL-9.3 the discard pile shuffled into a new deck. */
  reshuffle(state: FleetState): FleetState;
}

// ——— helpers on the public state ———

export function count(fleet: Fleet, kind: LicenceKind): number {
  return fleet.licences.filter((k) => k === kind).length;
}

/** FL-4.2 Shrimp licences owned: dollars off every payment. */
export function shrimpDiscount(fleet: Fleet): number {
  return count(fleet, 'shrimp');
}

/** FL-6.1, FL-10.1 launches allowed per round. */
export function launchLimit(fleet: Fleet): number {
  return count(fleet, 'cod') > 0 ? 2 : 1;
}

/** FL-6.3, FL-10.1 captains hired per round. */
export function hireLimit(fleet: Fleet): number {
  return count(fleet, 'lobster') > 0 ? 2 : 1;
}

/** FL-6.1 true when `fleet` holds a licence that launches boats of `card`'s type. */
export function mayLaunch(fleet: Fleet, card: number): boolean {
  const type = boatType(card);
  return fleet.licences.some((k) => LICENCES_FL_T1[k].launches === type);
}

/**
 * FL-4.6 the most a seat could possibly pay, from what everyone sees: every card in hand a Tuna ($3), its
 * processed crates and Gone Fishin' cards, and its Shrimp discount. A bid above it is refused at once; the
 * seat itself holds bids to its true purchasing power (its hand is secret).
 */
export function mostPossiblePower(fleet: Fleet): number {
  const most = Math.max(...Object.values(BOATS_FL_T2).map((b) => b.cash));
  return fleet.hand.length * most + fleet.processed + fleet.goneFishin * GONE_FISHIN.cash + shrimpDiscount(fleet);
}

/** FL-4.1 the amount due for `price` after the Shrimp discount. */
export function amountDue(fleet: Fleet, price: number): number {
  return Math.max(0, price - shrimpDiscount(fleet));
}

/** Seats in turn order from the start player (FL-3.2). */
export function turnOrder(state: FleetState): Seat[] {
  return Array.from({ length: state.players }, (_, i) => (state.startPlayer + i) % state.players);
}

/** Licences left in the licence deck. */
export function licencesLeft(deck: LicenceDeck): number {
  return deck.parts.reduce((n, p) => n + p.standard + p.premium, 0);
}

function withFleet(state: FleetState, seat: Seat, change: (fleet: Fleet) => Fleet): FleetState {
  return { ...state, fleets: state.fleets.map((f, s) => (s === seat ? change(f) : f)) };
}

function event(state: FleetState, e: FleetEvent): FleetState {
  return { ...state, events: [...state.events, e] };
}

// ——— set-up ———

/** FL-2.3, FL-16.1 the licence deck for `players` before anything is turned up. */
export function initialLicenceDeck(players: number, options: FleetOptions): LicenceDeck {
  const row = LICENCE_DECK_FL_T3[players]!;
  const seen = Object.fromEntries(LICENCE_KINDS.map((k) => [k, 0])) as Record<LicenceKind, number>;
  const standard = STANDARD_COUNT - row.removedStandard;
  const premium = PREMIUM_COUNT - row.removedPremium;
  const first = options.advancedLicenseSetup ? players : row.top;
  return { parts: [{ standard: first, premium: 0 }, { standard: standard - first, premium }], seen };
}

/** The public state of a new game before the seats have joined (hands: each seat's starting cards, FL-2.1). */
export function initialState(players: number, options: FleetOptions, hands: readonly (readonly CipherPair[])[], deck: readonly number[], fair: FleetState['fair']): FleetState {
  return {
    players,
    options,
    phase: 'setup',
    round: 0,
    startPlayer: 0,
    turn: null,
    fleets: hands.map((hand) => ({ licences: [], boats: [], processed: 0, goneFishin: 0, hand })),
    display: [],
    licenceDeck: initialLicenceDeck(players, options),
    auction: null,
    launched: 0,
    hired: 0,
    supply: options.cratesPerPlayer * players,
    goneFishinPile: options.goneFishin ? GONE_FISHIN.cards : 0,
    deck,
    discard: [],
    owed: [],
    dealing: null,
    discardOwed: null,
    waits: [],
    ending: null,
    fair,
    final: null,
    events: [],
  };
}

// ——— randomness: the start player and the licences, one draw each ———

/** FL-2.3 turns up the top licence of the deck with `stream` (uniform among the licences it may be). */
function revealLicence(state: FleetState, stream: DrawStream): FleetState {
  const deck = state.licenceDeck;
  const index = deck.parts.findIndex((p) => p.standard + p.premium > 0);
  if (index < 0) return state;
  const part = deck.parts[index]!;
  const premium = stream.int(part.standard + part.premium) >= part.standard;
  const kinds = premium ? PREMIUM_KINDS : STANDARD_KINDS;
  const weights = kinds.map((k) => LICENCES_FL_T1[k].count - deck.seen[k]);
  let pick = stream.int(weights.reduce((a, b) => a + b, 0));
  let kind = kinds[0]!;
  for (let i = 0; i < kinds.length; i++) {
    if (pick < weights[i]!) {
      kind = kinds[i]!;
      break;
    }
    pick -= weights[i]!;
  }
  const parts = deck.parts.map((p, i) => (i === index ? (premium ? { ...p, premium: p.premium - 1 } : { ...p, standard: p.standard - 1 }) : p));
  return event({ ...state, display: [...state.display, kind], licenceDeck: { parts, seen: { ...deck.seen, [kind]: deck.seen[kind] + 1 } } }, { kind: 'licence-revealed', licence: kind });
}

function resolveWait(state: FleetState, wait: BeaconWait, stream: DrawStream): FleetState {
  const rest = { ...state, waits: state.waits.slice(1) };
  if (wait.purpose === 'start-player') {
    const seat = stream.int(state.players);
    return event({ ...rest, startPlayer: seat }, { kind: 'start-player', seat });
  }
  return revealLicence(rest, stream);
}

// ——— the settling loop ———

/** True while the rules wait for cards or randomness (no player moves then). */
export function busy(state: FleetState): boolean {
  return state.waits.length > 0 || state.dealing !== null || state.owed.length > 0;
}

/** The seat whose move it is by the rules (the table also waits for fair-play steps), or null. */
export function playerToMove(state: FleetState): Seat | null {
  if (state.phase === 'over' || state.phase === 'setup' || busy(state)) return null;
  if (state.phase === 'draw') return state.discardOwed && state.discardOwed.count > 0 ? state.discardOwed.seat : null;
  return state.turn;
}

/** Runs everything that needs no player: draws, deals, reshuffles and the automatic steps. */
export function settle(start: FleetState, dealer: Dealer): FleetState {
  let state = start;
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.phase === 'over') return state;
    if (state.phase === 'setup') {
      if (!dealer.ready(state)) return state;
      // FL-2.6 the start player; the first display follows (FL-2.4).
      state = dealer.ask({ ...state, phase: 'auction', round: 1 }, 'start-player');
      continue;
    }
    // FL-2.4, FL-5.8 the display is filled up to N from the licence deck, one beacon draw per licence.
    if (state.auction === null) {
      const asked = state.waits.filter((w) => w.purpose === 'licence').length;
      const missing = Math.min(state.players - state.display.length, licencesLeft(state.licenceDeck)) - asked;
      if (missing > 0) {
        for (let i = 0; i < missing; i++) state = dealer.ask(state, 'licence');
        continue;
      }
    }
    if (state.waits.length > 0) {
      const stream = dealer.output(state, state.waits[0]!);
      if (!stream) return state;
      state = resolveWait(state, state.waits[0]!, stream);
      continue;
    }
    if (state.dealing) {
      const dealt = dealer.finishDeal(state);
      if (!dealt) return state;
      state = afterDeal(dealt, state.dealing);
      continue;
    }
    if (state.owed.length > 0) {
      if (!dealer.ready(state)) return state;
      const next = state.owed[0]!;
      if (state.deck.length === 0) {
        if (state.discard.length > 0) state = dealer.reshuffle(state);
        else state = { ...state, owed: state.owed.slice(1) }; // FL-18 #17 as many cards as exist
        continue;
      }
      const n = Math.min(next.count, state.deck.length);
      const owed = n === next.count ? state.owed.slice(1) : [{ ...next, count: next.count - n }, ...state.owed.slice(1)];
      state = dealer.deal({ ...state, owed }, next.seat, n, next.reason);
      // FL-9.3 the deck is rebuilt the moment its last card is drawn.
      if (state.deck.length === 0 && state.discard.length > 0) state = dealer.reshuffle(state);
      continue;
    }
    const advanced = advance(state);
    if (advanced === state) return state;
    state = advanced;
  }
  return state;
}

function afterDeal(state: FleetState, dealing: NonNullable<FleetState['dealing']>): FleetState {
  const n = dealing.positions.length;
  let next = event({ ...state, dealing: null }, { kind: 'drawn', seat: dealing.seat, count: n, reason: dealing.reason });
  const owed = next.discardOwed;
  if (owed && owed.seat === dealing.seat && dealing.reason === 'draw') {
    const size = next.fleets[dealing.seat]!.hand.length;
    const slots = Array.from({ length: n }, (_, i) => size - n + i);
    next = { ...next, discardOwed: { ...owed, received: owed.received + n, drawn: owed.drawn ? [...owed.drawn, ...slots] : null } };
  }
  return next;
}

/** The automatic step due now, or the same state when a player must act. */
function advance(state: FleetState): FleetState {
  switch (state.phase) {
    case 'auction':
      return state.auction === null ? startAuction(state) : state;
    case 'launch':
      return state.turn === null ? startHire(state) : state;
    case 'fishing':
      return fish(state);
    case 'processing':
      return state.turn === null ? startDraw(state) : state;
    case 'draw': {
      if (state.turn === null) return endRound(state);
      const owed = state.discardOwed;
      if (owed && owed.count === 0) {
        const due = Math.max(0, owed.received - owed.keep);
        const count = owed.drawn ? Math.min(due, owed.drawn.length) : Math.min(due, state.fleets[owed.seat]!.hand.length);
        return count === 0 ? nextDrawTurn(state) : { ...state, discardOwed: { ...owed, count } };
      }
      return state;
    }
    default:
      return state;
  }
}

// ——— phase 1: the licence auction (FL-5) ———

function startAuction(state: FleetState): FleetState {
  const auction: AuctionState = {
    inPhase: Array.from({ length: state.players }, () => true),
    bought: false,
    licence: null,
    bid: 0,
    high: null,
    passed: Array.from({ length: state.players }, () => false),
    paying: null,
  };
  return { ...state, auction, turn: state.startPlayer };
}

/** FL-5.6 the next opener: the start player if still in, else the next seat clockwise still in. */
function nextOpener(state: FleetState): FleetState {
  const auction = state.auction!;
  const opener = turnOrder(state).find((s) => auction.inPhase[s]);
  return opener === undefined ? endAuction(state) : { ...state, turn: opener };
}

/** FL-5.3 the next bidder clockwise after `from`, or the win when every other seat has passed. */
function nextBidder(state: FleetState, from: Seat): FleetState {
  const auction = state.auction!;
  for (let i = 1; i < state.players; i++) {
    const seat = (from + i) % state.players;
    if (seat !== auction.high && auction.inPhase[seat] && !auction.passed[seat]) return { ...state, turn: seat };
  }
  const winner = auction.high!;
  return event({ ...state, turn: winner, auction: { ...auction, paying: winner } }, { kind: 'auction-won', seat: winner, licence: state.display[auction.licence!]!, bid: auction.bid });
}

export function openAuction(state: FleetState, seat: Seat, licence: number, bid: number): FleetState | RuleError {
  const auction = state.auction;
  if (!auction || auction.licence !== null || auction.paying !== null) return fleetError('wrong-phase', 'No auction is waiting to be opened.');
  if (!Number.isInteger(licence) || licence < 0 || licence >= state.display.length) return fleetError('no-such-licence', `The display has no licence ${licence + 1}.`);
  const minimum = LICENCES_FL_T1[state.display[licence]!].minimumBid;
  if (bid < minimum) return fleetError('bid-too-low', `The opening bid for this licence is at least $${minimum} (FL-5.2).`);
  if (bid > mostPossiblePower(state.fleets[seat]!)) return fleetError('bid-too-high', 'Nobody bids more than they could pay (FL-4.6).');
  const opened = { ...state, auction: { ...auction, licence, bid, high: seat, passed: auction.passed.map(() => false) } };
  return nextBidder(opened, seat);
}

export function declineAuction(state: FleetState, seat: Seat): FleetState | RuleError {
  const auction = state.auction;
  if (!auction || auction.licence !== null || auction.paying !== null) return fleetError('wrong-phase', 'No auction is waiting to be opened.');
  let next: FleetState = { ...state, auction: { ...auction, inPhase: auction.inPhase.map((v, s) => (s === seat ? false : v)) } };
  // FL-16.2 a Gone Fishin' card for buying nothing.
  if (state.options.goneFishin && state.goneFishinPile > 0) {
    next = event(withFleet({ ...next, goneFishinPile: next.goneFishinPile - 1 }, seat, (f) => ({ ...f, goneFishin: f.goneFishin + 1 })), { kind: 'gone-fishin', seat });
  }
  return nextOpener(next);
}

export function raiseBid(state: FleetState, seat: Seat, bid: number): FleetState | RuleError {
  const auction = state.auction;
  if (!auction || auction.licence === null || auction.paying !== null) return fleetError('no-auction', 'No licence is being bid on.');
  if (bid <= auction.bid) return fleetError('bid-too-low', `A raise is more than $${auction.bid} (FL-5.3).`);
  if (bid > mostPossiblePower(state.fleets[seat]!)) return fleetError('bid-too-high', 'Nobody bids more than they could pay (FL-4.6).');
  return nextBidder({ ...state, auction: { ...auction, bid, high: seat } }, seat);
}

export function passBid(state: FleetState, seat: Seat): FleetState | RuleError {
  const auction = state.auction;
  if (!auction || auction.licence === null || auction.paying !== null) return fleetError('no-auction', 'No licence is being bid on.');
  if (auction.high === seat) return fleetError('cannot-pass', 'The high bidder does not pass.');
  return nextBidder({ ...state, auction: { ...auction, passed: auction.passed.map((v, s) => (s === seat ? true : v)) } }, seat);
}

/** FL-4.3–FL-4.5 a payment of `due` (card ids already proven); a RuleError when short or padded. */
export function checkPayment(state: FleetState, seat: Seat, due: number, payment: PaymentChoice): RuleError | null {
  const fleet = state.fleets[seat]!;
  if (payment.crates > fleet.processed) return fleetError('not-enough-crates', `You have ${fleet.processed} processed crates.`);
  if (payment.goneFishin > fleet.goneFishin) return fleetError('not-enough-gone-fishin', `You have ${fleet.goneFishin} Gone Fishin' cards.`);
  const items = [...payment.cards.map(cashValue), ...Array.from({ length: payment.crates }, () => 1), ...Array.from({ length: payment.goneFishin }, () => GONE_FISHIN.cash)];
  const total = items.reduce((a, b) => a + b, 0);
  if (total < due) return fleetError('payment-short', `$${due} is due; that payment is worth $${total} (FL-4).`);
  if (!state.options.allowPadding && items.length > 0 && total - Math.min(...items) >= due) {
    return fleetError('payment-padded', `$${due} is due: a card or crate of that payment could be left out (FL-4.5).`);
  }
  return null;
}

/** Takes a payment: cards to the discard pile, crates out of the game, Gone Fishin' back to its pile. */
function takePayment(state: FleetState, seat: Seat, payment: PaymentChoice, hand: readonly CipherPair[], due: number): FleetState {
  const next = withFleet(
    { ...state, discard: [...state.discard, ...payment.cards], goneFishinPile: state.goneFishinPile + payment.goneFishin },
    seat,
    (f) => ({ ...f, hand, processed: f.processed - payment.crates, goneFishin: f.goneFishin - payment.goneFishin }),
  );
  return event(next, { kind: 'paid', seat, cards: payment.cards, crates: payment.crates, goneFishin: payment.goneFishin, due });
}

/** FL-5.4 the winner's payment; `hand` is its hand after the cards left. */
export function payLicence(state: FleetState, seat: Seat, payment: PaymentChoice, hand: readonly CipherPair[]): FleetState | RuleError {
  const auction = state.auction;
  if (!auction || auction.paying !== seat) return fleetError('not-paying', 'You owe no payment now.');
  const fleet = state.fleets[seat]!;
  const due = amountDue(fleet, auction.bid);
  const problem = checkPayment(state, seat, due, payment);
  if (problem) return problem;
  const kind = state.display[auction.licence!]!;
  let next = takePayment(state, seat, payment, hand, due);
  next = withFleet(next, seat, (f) => ({ ...f, licences: [...f.licences, kind] }));
  next = {
    ...next,
    display: next.display.filter((_, i) => i !== auction.licence),
    auction: { ...auction, inPhase: auction.inPhase.map((v, s) => (s === seat ? false : v)), bought: true, licence: null, bid: 0, high: null, passed: auction.passed.map(() => false), paying: null },
  };
  return nextOpener(next);
}

/** FL-5.7, FL-5.8 the display refilled (or replaced), the end trigger (a), then phase 2. */
function endAuction(state: FleetState): FleetState {
  let next: FleetState = state;
  if (!state.auction!.bought && state.display.length > 0) {
    next = event({ ...next, display: [] }, { kind: 'display-removed', licences: state.display });
  }
  const need = state.players - next.display.length;
  const left = licencesLeft(next.licenceDeck);
  if (left < need && next.ending === null) next = event({ ...next, ending: 'licences' }, { kind: 'end-triggered', reason: 'licences' });
  return { ...next, auction: null, phase: 'launch', turn: next.startPlayer, launched: 0, hired: 0 };
}

// ——— phase 2: launch and hire (FL-6) ———

export function launchBoat(state: FleetState, seat: Seat, card: number, payment: PaymentChoice, hand: readonly CipherPair[]): FleetState | RuleError {
  const fleet = state.fleets[seat]!;
  if (state.launched >= launchLimit(fleet)) return fleetError('launch-limit', 'You have launched all the boats you may this round (FL-6.1).');
  if (!mayLaunch(fleet, card)) return fleetError('no-licence-for-boat', 'You hold no licence for that boat (FL-6.1).');
  const due = amountDue(fleet, BOATS_FL_T2[boatType(card)].launchCost);
  const problem = checkPayment(state, seat, due, payment);
  if (problem) return problem;
  let next = takePayment(state, seat, payment, hand, due);
  next = withFleet(next, seat, (f) => ({ ...f, boats: [...f.boats, { card, type: boatType(card), captain: false, crates: 0, processed: false }] }));
  next = event({ ...next, launched: next.launched + 1 }, { kind: 'launched', seat, card });
  return next.launched >= launchLimit(next.fleets[seat]!) ? endLaunchTurn(next, seat) : next;
}

/** FL-6.2 the Cod draw after a seat's launches, then the next seat (or the hiring). */
function endLaunchTurn(state: FleetState, seat: Seat): FleetState {
  const cod = count(state.fleets[seat]!, 'cod');
  const owed = state.launched > 0 && cod > 0 ? [...state.owed, { seat, count: cod, reason: 'cod' as const }] : state.owed;
  const order = turnOrder(state);
  const i = order.indexOf(seat);
  return { ...state, owed, launched: 0, turn: i + 1 < order.length ? order[i + 1]! : null };
}

function startHire(state: FleetState): FleetState {
  return { ...state, phase: 'hire', turn: state.startPlayer, hired: 0 };
}

export function hireCaptain(state: FleetState, seat: Seat, boat: number, hand: readonly CipherPair[]): FleetState | RuleError {
  const fleet = state.fleets[seat]!;
  if (state.hired >= hireLimit(fleet)) return fleetError('hire-limit', 'You have hired all the captains you may this round (FL-6.3).');
  if (!Number.isInteger(boat) || boat < 0 || boat >= fleet.boats.length) return fleetError('no-such-boat', 'You have no such boat.');
  if (fleet.boats[boat]!.captain) return fleetError('boat-has-captain', 'That boat has its captain (FL-6.3).');
  let next = withFleet(state, seat, (f) => ({ ...f, hand, boats: f.boats.map((b, i) => (i === boat ? { ...b, captain: true } : b)) }));
  next = event({ ...next, hired: next.hired + 1 }, { kind: 'hired', seat, boat });
  return next.hired >= hireLimit(next.fleets[seat]!) ? endHireTurn(next, seat) : next;
}

/** A seat finishes its turn in phase 2 (launching or hiring) or phase 4 without a trade. */
export function finishTurn(state: FleetState, seat: Seat): FleetState | RuleError {
  if (state.phase === 'launch') return endLaunchTurn(state, seat);
  if (state.phase === 'hire') return endHireTurn(state, seat);
  if (state.phase === 'processing') return processCrates(state, seat, [], false);
  return fleetError('wrong-phase', 'There is nothing to finish now.');
}

/** The next seat hires, or FL-6.4 the Lobster draws and phase 3. */
function endHireTurn(state: FleetState, seat: Seat): FleetState {
  const order = turnOrder(state);
  const i = order.indexOf(seat);
  if (i + 1 < order.length) return { ...state, hired: 0, turn: order[i + 1]! };
  const owed = [...state.owed];
  for (const s of order) {
    const fleet = state.fleets[s]!;
    const n = lobsterDraw(count(fleet, 'lobster'), fleet.boats.filter((b) => b.captain).length);
    if (n > 0) owed.push({ seat: s, count: n, reason: 'lobster' });
  }
  return { ...state, owed, hired: 0, turn: null, phase: 'fishing' };
}

// ——— phase 3: fishing (FL-7) ———

function fish(state: FleetState): FleetState {
  const capacity = state.options.boatCapacity;
  const given = state.fleets.map((f) => f.boats.filter((b) => b.captain && b.crates < capacity).length);
  const total = given.reduce((a, b) => a + b, 0);
  let next: FleetState = {
    ...state,
    fleets: state.fleets.map((f) => ({ ...f, boats: f.boats.map((b) => (b.captain && b.crates < capacity ? { ...b, crates: b.crates + 1 } : b)) })),
    supply: Math.max(0, state.supply - total),
  };
  next = event(next, { kind: 'fished', crates: given });
  // FL-7.3, FL-18 #28 the supply runs out: end trigger (b).
  if (total > 0 && state.supply - total <= 0 && next.ending === null) next = event({ ...next, ending: 'crates' }, { kind: 'end-triggered', reason: 'crates' });
  // FL-11.2 the game ends after phase 3.
  if (next.ending !== null) return gameOver(next);
  return startProcessing(next);
}

// ——— phase 4: processing and trading (FL-8) ———

function processors(state: FleetState): Seat[] {
  return turnOrder(state).filter((s) => count(state.fleets[s]!, 'processing') > 0);
}

function startProcessing(state: FleetState): FleetState {
  const seats = processors(state);
  const reset = { ...state, fleets: state.fleets.map((f) => ({ ...f, boats: f.boats.map((b) => (b.processed ? { ...b, processed: false } : b)) })) };
  return { ...reset, phase: 'processing', turn: seats[0] ?? null };
}

export function processCrates(state: FleetState, seat: Seat, boats: readonly number[], trade: boolean): FleetState | RuleError {
  const fleet = state.fleets[seat]!;
  if (new Set(boats).size !== boats.length) return fleetError('boat-repeated', 'Each boat gives up at most one crate a round (FL-8.1).');
  for (const b of boats) {
    if (!Number.isInteger(b) || b < 0 || b >= fleet.boats.length) return fleetError('no-such-boat', 'You have no such boat.');
    if (fleet.boats[b]!.crates === 0) return fleetError('boat-empty', 'That boat has no crate.');
  }
  const processed = fleet.processed + boats.length;
  if (trade && processed === 0) return fleetError('no-processed-crate', 'A trade needs a processed crate (FL-8.2).');
  let next = withFleet(state, seat, (f) => ({
    ...f,
    processed: processed - (trade ? 1 : 0),
    boats: f.boats.map((b, i) => (boats.includes(i) ? { ...b, crates: b.crates - 1, processed: true } : b)),
  }));
  next = event(next, { kind: 'processed', seat, boats, traded: trade });
  // FL-8.2 one card per Processing Vessel licence.
  if (trade) next = { ...next, owed: [...next.owed, { seat, count: count(fleet, 'processing'), reason: 'trade' }] };
  const seats = processors(state);
  const i = seats.indexOf(seat);
  return { ...next, turn: i + 1 < seats.length ? seats[i + 1]! : null };
}

// ——— phase 5: the draw (FL-9, FL-10.3) ———

function startDraw(state: FleetState): FleetState {
  return startDrawTurn({ ...state, phase: 'draw' }, state.startPlayer);
}

function startDrawTurn(state: FleetState, seat: Seat): FleetState {
  const row = tunaDraw(count(state.fleets[seat]!, 'tuna'));
  return {
    ...state,
    turn: seat,
    owed: [...state.owed, { seat, count: row.draw, reason: 'draw' }],
    discardOwed: { seat, drawn: row.fromDrawn ? [] : null, count: 0, received: 0, keep: row.keep },
  };
}

function nextDrawTurn(state: FleetState): FleetState {
  const order = turnOrder(state);
  const i = order.indexOf(state.turn!);
  const cleared = { ...state, discardOwed: null };
  return i + 1 < order.length ? startDrawTurn(cleared, order[i + 1]!) : { ...cleared, turn: null };
}

/** FL-9.1, FL-10.3 the discard of `card` (proven), leaving `hand`. */
export function discardCard(state: FleetState, seat: Seat, card: number, hand: readonly CipherPair[]): FleetState | RuleError {
  const owed = state.discardOwed;
  if (!owed || owed.seat !== seat || owed.count === 0) return fleetError('no-discard-owed', 'You owe no discard now.');
  let next = withFleet({ ...state, discard: [...state.discard, card] }, seat, (f) => ({ ...f, hand }));
  next = event(next, { kind: 'discarded', seat, card });
  const left = owed.count - 1;
  return left > 0 ? { ...next, discardOwed: { ...owed, count: left, drawn: owed.drawn } } : nextDrawTurn(next);
}

function endRound(state: FleetState): FleetState {
  const startPlayer = (state.startPlayer + 1) % state.players;
  const round = state.round + 1;
  return event({ ...state, round, startPlayer, phase: 'auction', auction: null, turn: null }, { kind: 'round', round, startPlayer });
}

// ——— the end (FL-11 … FL-13) ———

/** FL-12 one seat's score. */
export function scoreLine(state: FleetState, seat: Seat): ScoreLine {
  const fleet = state.fleets[seat]!;
  const licences = fleet.licences.reduce((n, k) => n + LICENCES_FL_T1[k].vp, 0);
  const boats = fleet.boats.reduce((n, b) => n + BOATS_FL_T2[b.type].vp, 0);
  const crates = fleet.boats.reduce((n, b) => n + b.crates, 0);
  let kingCrab = 0;
  if (fleet.licences.includes('king-crab-captains')) kingCrab += Math.min(KING_CRAB_CAP, fleet.boats.filter((b) => b.captain).length);
  if (fleet.licences.includes('king-crab-crates')) kingCrab += Math.min(KING_CRAB_CAP, Math.floor(crates / CRATES_PER_KING_CRAB_VP));
  if (fleet.licences.includes('king-crab-licences')) {
    const types = new Set(fleet.licences.map((k) => (k.startsWith('king-crab') ? 'king-crab' : k)));
    kingCrab += KING_CRAB_LICENCES_FL_T6[types.size] ?? 0;
  }
  const goneFishin = fleet.goneFishin * GONE_FISHIN.vp;
  return { licences, boats, crates, kingCrab, goneFishin, total: licences + boats + crates + kingCrab + goneFishin };
}

/** FL-12, FL-13 the winners: most VP, then most boats, then most crates on boats; else shared. */
export function winnersOf(state: FleetState, lines: readonly ScoreLine[]): Seat[] {
  const key = (s: Seat): readonly number[] => [lines[s]!.total, state.fleets[s]!.boats.length, lines[s]!.crates];
  let best: Seat[] = [];
  for (let s = 0; s < state.players; s++) {
    if (best.length === 0) {
      best = [s];
      continue;
    }
    const a = key(s);
    const b = key(best[0]!);
    const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    if (cmp > 0) best = [s];
    else if (cmp === 0) best.push(s);
  }
  return best;
}

function gameOver(state: FleetState): FleetState {
  const lines = state.fleets.map((_, s) => scoreLine(state, s));
  return event({ ...state, phase: 'over', turn: null, owed: [], discardOwed: null, final: { lines, winners: winnersOf(state, lines) } }, { kind: 'over' });
}
