/**
 * How a seat takes part (src/core SeatProtocol). A player's intent names cards by id; the seat turns it
 * into the log move: a proven mix of its hand and proven openings of the cards that leave it face up,
 * or the mix and the slot of a captain that leaves it face down (hands.ts). Seating, deck keys and
 * passes, decryption shares, beacon values and the end audit go through src/fair. A seat's view holds
 * its own hand and captains, read with its own deck key, and nothing of another seat's.
 */
import { isRuleError, ruleError } from '../../core/index.js';
import type { Entropy, Prepared, RuleError, Seat, SeatProtocol } from '../../core/index.js';
import { answerFairDuty, initialFairSecrets, isFairDuty, isFairMove, shuffleOrder, type FairMove, type FairSecrets } from '../../fair/index.js';
import { BOAT_DECK, BOATS_FL_T2, boatType } from './data.js';
import { holderSecret, makeMixedMoveLater, makeReveal, readCard, rememberCard } from './hands.js';
import { legalIntents, purchasingPower } from './legal.js';
import { parseIntent } from './moves.js';
import { amountDue, discardCard, hireCaptain, launchBoat, payLicence } from './round.js';
import { applyAction, seatToMove } from './rules.js';
import { fleetError, type CardReveal, type DiscardMove, type FleetAction, type FleetIntent, type FleetState, type FleetView, type HandMix, type HireMove, type LaunchMove, type PaymentChoice, type PayMove } from './types.js';
import type { CipherPair } from '../../fair/index.js';

/** What a seat keeps to itself: its fair-play secrets (its deck key's seed) and its captains' cards by boat. */
export interface FleetSecrets {
  readonly fair: FairSecrets;
  readonly captains: Readonly<Record<string, number>>;
}

/** Every move in the log: a game move or a fair-play step. */
export type FleetMove = FleetAction | FairMove;

type Answer = Prepared<FleetMove, FleetSecrets>;

function fresh(entropy: Entropy, length: number): Uint8Array {
  const bytes = entropy.bytes(length);
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) throw new TypeError('entropy returned the wrong number of bytes');
  return bytes;
}

/** The seat's secret deck key, once it has joined the boat deck. */
function secretOf(secrets: FleetSecrets): bigint | null {
  const seed = secrets.fair.deckSeeds[BOAT_DECK];
  return seed ? holderSecret(seed) : null;
}

/** `seat`'s hand (card ids by slot, null where a card does not read: never for an honest table). */
export function handOf(state: FleetState, seat: Seat, secrets: FleetSecrets | undefined): (number | null)[] {
  const hand = state.fleets[seat]?.hand ?? [];
  const secret = secrets ? secretOf(secrets) : null;
  return hand.map((pair) => (secret === null ? (pair[0] === '0'.repeat(64) ? readCard(pair, 0n) : null) : readCard(pair, secret)));
}

/** Slots of `cards` in `slots` (each used once), or null when one is not held. */
function slotsOf(slots: readonly (number | null)[], cards: readonly number[]): number[] | null {
  const used = new Set<number>();
  const found: number[] = [];
  for (const card of cards) {
    const slot = slots.findIndex((c, i) => c === card && !used.has(i));
    if (slot < 0) return null;
    used.add(slot);
    found.push(slot);
  }
  return found;
}

/**
 * A move that mixes the seat's hand first: `build` gets the mix, the mixed hand's cards and fresh bytes
 * for `openings` card openings. Entropy is drawn now, so the move is the same wherever the mix is made
 * (in the deck worker, or here when the move is read first).
 */
function mixedMove<T extends FleetMove & { readonly type: string }>(
  state: FleetState,
  seat: Seat,
  secret: bigint,
  entropy: Entropy,
  openings: number,
  type: T['type'],
  keys: readonly Exclude<keyof T & string, 'type'>[],
  build: (mix: HandMix, mixed: readonly (number | null)[], openingBytes: readonly Uint8Array[]) => T,
): T {
  const hand = state.fleets[seat]!.hand;
  const bytes = fresh(entropy, 64);
  const openingBytes = Array.from({ length: openings }, () => fresh(entropy, 32));
  // The holder knows where each card goes: no decryption of the mixed hand needed.
  const before = hand.map((pair) => readCard(pair, secret));
  const mixed = shuffleOrder(bytes, hand.length).map((from) => before[from]!);
  return makeMixedMoveLater<T>(state.fair, seat, hand, bytes, type, keys, (mix) => {
    mix.cards.forEach((pair, i) => rememberCard(pair, secret, mixed[i]!));
    return build(mix, mixed, openingBytes);
  });
}

function reveals(state: FleetState, seat: Seat, secret: bigint, hand: readonly CipherPair[], slots: readonly number[], cards: readonly number[], bytes: readonly Uint8Array[]): CardReveal[] {
  return slots.map((slot, i) => makeReveal(state.fair, seat, secret, hand, slot, cards[i]!, bytes[i]!));
}

const notHeld = (): RuleError => fleetError('card-not-held', 'You do not hold that card.');

/** A hand of `n` placeholders, for checking an intent against the rules before any proof is made. */
const placeholders = (n: number): CipherPair[] => Array.from({ length: Math.max(0, n) }, () => ['', ''] as const);

function prepareCards(state: FleetState, seat: Seat, secrets: FleetSecrets, intent: FleetIntent, entropy: Entropy): Answer | RuleError {
  const secret = secretOf(secrets);
  if (secret === null) return fleetError('waiting-for-seats', 'Your seat has not joined the boat deck yet.');
  if (seatToMove(state) !== seat) return fleetError('not-your-turn', 'It is not your turn.');
  const slots = handOf(state, seat, secrets);
  const size = slots.length;
  switch (intent.type) {
    case 'pay': {
      const payment = intent.payment;
      if (!slotsOf(slots, payment.cards)) return notHeld();
      const dry = payLicence(state, seat, payment, placeholders(size - payment.cards.length));
      if (isRuleError(dry)) return dry;
      if (payment.cards.length === 0) return { move: { type: 'pay', mix: null, payment: { cards: [], crates: payment.crates, goneFishin: payment.goneFishin } }, secrets };
      const move = mixedMove<PayMove>(state, seat, secret, entropy, payment.cards.length, 'pay', ['mix', 'payment'], (mix, mixed, bytes) => ({
        type: 'pay',
        mix,
        payment: { cards: reveals(state, seat, secret, mix.cards, slotsOf(mixed, payment.cards)!, payment.cards, bytes), crates: payment.crates, goneFishin: payment.goneFishin },
      }));
      return { move, secrets };
    }
    case 'launch': {
      const payment = intent.payment;
      if (!slotsOf(slots, [intent.card, ...payment.cards])) return notHeld();
      const dry = launchBoat(state, seat, intent.card, payment, placeholders(size - 1 - payment.cards.length));
      if (isRuleError(dry)) return dry;
      const cards = [intent.card, ...payment.cards];
      const move = mixedMove<LaunchMove>(state, seat, secret, entropy, cards.length, 'launch', ['mix', 'boat', 'payment'], (mix, mixed, bytes) => {
        const made = reveals(state, seat, secret, mix.cards, slotsOf(mixed, cards)!, cards, bytes);
        return { type: 'launch', mix, boat: made[0]!, payment: { cards: made.slice(1), crates: payment.crates, goneFishin: payment.goneFishin } };
      });
      return { move, secrets };
    }
    case 'hire': {
      if (!slotsOf(slots, [intent.card])) return notHeld();
      const dry = hireCaptain(state, seat, intent.boat, placeholders(size - 1));
      if (isRuleError(dry)) return dry;
      const move = mixedMove<HireMove>(state, seat, secret, entropy, 0, 'hire', ['boat', 'mix', 'captain'], (mix, mixed) => ({
        type: 'hire',
        boat: intent.boat,
        mix,
        captain: slotsOf(mixed, [intent.card])![0]!,
      }));
      return { move, secrets: { ...secrets, captains: { ...secrets.captains, [intent.boat]: intent.card } } };
    }
    case 'discard': {
      const owed = state.discardOwed;
      if (!owed || owed.seat !== seat || owed.count === 0) return fleetError('no-discard-owed', 'You owe no discard now.');
      if (owed.drawn) {
        const slot = owed.drawn.find((s) => slots[s] === intent.card);
        if (slot === undefined) return fleetError('not-a-drawn-card', 'The discard is one of the cards just drawn (FL-9.1).');
        const hand = state.fleets[seat]!.hand;
        return { move: { type: 'discard', mix: null, card: reveals(state, seat, secret, hand, [slot], [intent.card], [fresh(entropy, 32)])[0]! }, secrets };
      }
      if (!slotsOf(slots, [intent.card])) return notHeld();
      const dry = discardCard(state, seat, intent.card, placeholders(size - 1));
      if (isRuleError(dry)) return dry;
      const move = mixedMove<DiscardMove>(state, seat, secret, entropy, 1, 'discard', ['mix', 'card'], (mix, mixed, bytes) => ({
        type: 'discard',
        mix,
        card: reveals(state, seat, secret, mix.cards, slotsOf(mixed, [intent.card])!, [intent.card], bytes)[0]!,
      }));
      return { move, secrets };
    }
    default:
      return ruleError('not-an-intent', 'That intent carries no card.');
  }
}

/** Fleet's seat protocol. */
export const fleetProtocol: SeatProtocol<FleetState, FleetMove, FleetSecrets, FleetIntent, FleetView> = {
  initialSecrets: (seat, entropy) => ({ fair: initialFairSecrets(seat, entropy), captains: {} }),

  prepare(state, seat, secrets, given, entropy) {
    if (isFairMove(given)) return ruleError('not-an-intent', 'Fair-play steps are the seat agent\'s, not a player\'s.');
    const intent = parseIntent(given);
    if (isRuleError(intent)) return intent;
    if (intent.type === 'pay' || intent.type === 'launch' || intent.type === 'hire' || intent.type === 'discard') return prepareCards(state, seat, secrets, intent, entropy);
    // FL-4.6 nobody bids more than they could pay (only the bidder can check: its hand is secret).
    if ((intent.type === 'open' || intent.type === 'raise') && intent.bid > purchasingPower(state, seat, handOf(state, seat, secrets).filter((c): c is number => c !== null))) {
      return fleetError('bid-too-high', 'You could not pay that much (FL-4.6).');
    }
    const after = applyAction(state, seat, intent);
    return isRuleError(after) ? after : { move: intent as FleetAction, secrets };
  },

  answer(state, seat, secrets, duty, entropy) {
    if (duty.seat !== seat || !isFairDuty(duty)) return null;
    const fair = answerFairDuty(state.fair, secrets.fair, duty, entropy);
    return fair ? { move: fair.move, secrets: fair.secrets === secrets.fair ? secrets : { ...secrets, fair: fair.secrets } } : null;
  },

  observe: (_before, _after, _mover, _move, _seat, secrets) => secrets,

  view(state, seat, secrets) {
    if (seat === null || !secrets) return { ...state, hand: null, captains: null };
    const hand = handOf(state, seat, secrets).filter((c): c is number => c !== null);
    return { ...state, hand, captains: secrets.captains };
  },

  legalIntents: (state, seat, secrets) => (seatToMove(state) === seat ? legalIntents(state, seat, handOf(state, seat, secrets)) : []),
};

/** FL-6.1 the launch cost due for `card` by `seat` (after the Shrimp discount). */
export function launchDue(state: FleetState, seat: Seat, card: number): number {
  return amountDue(state.fleets[seat]!, BOATS_FL_T2[boatType(card)].launchCost);
}

/** A payment choice's total in dollars. */
export function paymentTotal(payment: PaymentChoice): number {
  return payment.cards.reduce((n, c) => n + BOATS_FL_T2[boatType(c)].cash, 0) + payment.crates + payment.goneFishin * 2;
}
