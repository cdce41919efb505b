/**
 * What a seat may do now, from what it knows (the public state and its own hand): the intents its seat
 * agent accepts. Boat cards of one type are alike, so the lists name one card per type; payments are
 * listed without padding (FL-4.5) and capped — any other legal payment is as good.
 */
import type { Seat } from '../../core/index.js';
import { BOATS_FL_T2, GONE_FISHIN, LICENCES_FL_T1, boatType, cashValue } from './data.js';
import { MAX_BID } from './moves.js';
import { amountDue, hireLimit, launchLimit, mayLaunch, playerToMove, shrimpDiscount } from './round.js';
import { BOAT_TYPES, type BoatType, type FleetIntent, type FleetState, type PaymentChoice } from './types.js';

/** How many payments a list shows at most. */
const MAX_PAYMENTS = 40;

/** FL-4.6 purchasing power: cards in hand, processed crates, Gone Fishin' cards, plus the Shrimp discount. */
export function purchasingPower(state: FleetState, seat: Seat, hand: readonly number[]): number {
  const fleet = state.fleets[seat]!;
  return hand.reduce((n, c) => n + cashValue(c), 0) + fleet.processed + fleet.goneFishin * GONE_FISHIN.cash + shrimpDiscount(fleet);
}

/** The cards of `hand` by type. */
export function byType(hand: readonly number[]): Record<BoatType, number[]> {
  const groups = Object.fromEntries(BOAT_TYPES.map((t) => [t, [] as number[]])) as Record<BoatType, number[]>;
  for (const card of hand) groups[boatType(card)].push(card);
  return groups;
}

/** Payments of `due` from `hand` (card ids) and the seat's crates and Gone Fishin' cards, with no padding. */
export function payments(state: FleetState, seat: Seat, hand: readonly number[], due: number, limit = MAX_PAYMENTS): PaymentChoice[] {
  const fleet = state.fleets[seat]!;
  const groups = byType(hand);
  // Item kinds: each boat type (its cash), crates ($1), Gone Fishin' ($2).
  const kinds: { value: number; available: number; take: (n: number) => Partial<PaymentChoice> }[] = [
    ...BOAT_TYPES.filter((t) => groups[t].length > 0).map((t) => ({ value: BOATS_FL_T2[t].cash, available: groups[t].length, take: (n: number) => ({ cards: groups[t].slice(0, n) }) })),
    { value: 1, available: fleet.processed, take: (n: number) => ({ crates: n }) },
    { value: GONE_FISHIN.cash, available: fleet.goneFishin, take: (n: number) => ({ goneFishin: n }) },
  ];
  const found: PaymentChoice[] = [];
  const counts = kinds.map(() => 0);
  const visit = (k: number, total: number, smallest: number): void => {
    if (found.length >= limit) return;
    if (total >= due) {
      // Padded if an item could go: then no larger payment from here is unpadded either.
      if (total - smallest >= due && total > 0) return;
      const choice: PaymentChoice = { cards: [], crates: 0, goneFishin: 0 };
      const parts = counts.map((n, i) => (n > 0 ? kinds[i]!.take(n) : {}));
      found.push(parts.reduce<PaymentChoice>((acc, p) => ({ cards: [...acc.cards, ...(p.cards ?? [])], crates: acc.crates + (p.crates ?? 0), goneFishin: acc.goneFishin + (p.goneFishin ?? 0) }), choice));
      return;
    }
    for (let i = k; i < kinds.length; i++) {
      const kind = kinds[i]!;
      if (counts[i]! >= kind.available) continue;
      counts[i]!++;
      visit(i, total + kind.value, Math.min(smallest, kind.value));
      counts[i]!--;
    }
  };
  visit(0, 0, Infinity);
  return found;
}

/** Every intent open to `seat` now, given its hand (card ids). */
export function legalIntents(state: FleetState, seat: Seat, slots: readonly (number | null)[]): FleetIntent[] {
  if (playerToMove(state) !== seat) return [];
  const hand = slots.filter((c): c is number => c !== null);
  const fleet = state.fleets[seat]!;
  const intents: FleetIntent[] = [];
  const power = Math.min(MAX_BID, purchasingPower(state, seat, hand));
  switch (state.phase) {
    case 'auction': {
      const auction = state.auction!;
      if (auction.paying === seat) {
        for (const payment of payments(state, seat, hand, amountDue(fleet, auction.bid))) intents.push({ type: 'pay', payment });
      } else if (auction.licence === null) {
        const seen = new Set<string>();
        state.display.forEach((kind, licence) => {
          if (seen.has(kind)) return;
          seen.add(kind);
          for (let bid = LICENCES_FL_T1[kind].minimumBid; bid <= power; bid++) intents.push({ type: 'open', licence, bid });
        });
        intents.push({ type: 'decline' });
      } else {
        for (let bid = auction.bid + 1; bid <= power; bid++) intents.push({ type: 'raise', bid });
        intents.push({ type: 'pass' });
      }
      break;
    }
    case 'launch': {
      if (state.launched < launchLimit(fleet)) {
        const groups = byType(hand);
        for (const type of BOAT_TYPES) {
          const card = groups[type][0];
          if (card === undefined || !mayLaunch(fleet, card)) continue;
          const rest = hand.filter((c) => c !== card);
          for (const payment of payments(state, seat, rest, amountDue(fleet, BOATS_FL_T2[type].launchCost), 8)) intents.push({ type: 'launch', card, payment });
        }
      }
      intents.push({ type: 'done' });
      break;
    }
    case 'hire': {
      if (state.hired < hireLimit(fleet)) {
        const groups = byType(hand);
        fleet.boats.forEach((b, boat) => {
          if (b.captain) return;
          for (const type of BOAT_TYPES) {
            const card = groups[type][0];
            if (card !== undefined) intents.push({ type: 'hire', card, boat });
          }
        });
      }
      intents.push({ type: 'done' });
      break;
    }
    case 'processing': {
      const loaded = fleet.boats.flatMap((b, i) => (b.crates > 0 ? [i] : []));
      const options: number[][] = [[]];
      if (loaded.length <= 5) {
        for (let mask = 1; mask < 1 << loaded.length; mask++) options.push(loaded.filter((_, i) => mask & (1 << i)));
      } else {
        options.push(...loaded.map((b) => [b]), loaded);
      }
      for (const boats of options) {
        intents.push({ type: 'process', boats, trade: false });
        if (fleet.processed + boats.length > 0) intents.push({ type: 'process', boats, trade: true });
      }
      break;
    }
    case 'draw': {
      const owed = state.discardOwed!;
      const pool = owed.drawn ? owed.drawn.map((slot) => slots[slot] ?? null).filter((c): c is number => c !== null) : hand;
      const groups = byType(pool);
      for (const type of BOAT_TYPES) if (groups[type][0] !== undefined) intents.push({ type: 'discard', card: groups[type][0] });
      break;
    }
    default:
      break;
  }
  return intents;
}
