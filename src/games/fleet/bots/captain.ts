/**
 * A Fleet player that decides from a seat's view only (the public state, its own hand and captains):
 * it values licences by what they will earn in the rounds left, bids up to that value, launches the
 * boats worth most, hires cheap cards as captains, processes crates off full boats and trades them for
 * cards, pays and discards with the cards it needs least. `Style` holds the weights that tell the
 * levels apart.
 */
import type { Random, Seat } from '../../../core/index.js';
import { BOATS_FL_T2, GONE_FISHIN, LICENCES_FL_T1, boatType, cashValue } from '../data.js';
import { legalIntents, purchasingPower } from '../legal.js';
import { launchLimit, licencesLeft, mayLaunch } from '../round.js';
import type { BoatType, FleetIntent, FleetView, LicenceKind, PaymentChoice } from '../types.js';

export interface Style {
  /** Dollars a licence's bonus is worth per round left (by kind), for the first of its kind. */
  readonly licenceRate: Readonly<Record<LicenceKind, number>>;
  /** Dollars one VP is worth to this player. */
  readonly vpValue: number;
  /** Dollars a licence for a boat type it cannot launch yet is worth, plus per such card in hand. */
  readonly newTypeValue: number;
  /** The share of its purchasing power it spends on a licence early on (all of it in the last round). */
  readonly spendShare: number;
  /** Process crates off full boats and trade them. */
  readonly process: boolean;
  /** Weigh a card in hand by what it could launch (else by cash alone). */
  readonly planLaunches: boolean;
  /** Crates a launched boat is hoped to bring per round left. */
  readonly crateHope: number;
  /** How dear a card given away is, against its keep value. */
  readonly cardCost: number;
}

/** An estimate of the rounds left: licences go at about half a display a round; crates at one per captain. */
export function roundsLeft(view: FleetView): number {
  const byLicences = Math.ceil((licencesLeft(view.licenceDeck) + 1) / Math.max(1, view.players / 2));
  const perRound = view.fleets.reduce((n, f) => n + f.boats.filter((b) => b.captain && b.crates < view.options.boatCapacity).length, 0);
  const byCrates = perRound > 0 ? Math.ceil(view.supply / perRound) : 99;
  return Math.max(1, Math.min(byLicences, byCrates, 14));
}

/** What keeping `card` is worth to `seat`: its cash, or more if it can be launched now or soon. */
function keepValue(view: FleetView, seat: Seat, card: number, style: Style): number {
  const fleet = view.fleets[seat]!;
  const cash = cashValue(card);
  if (!style.planLaunches) return cash;
  if (mayLaunch(fleet, card)) return cash + BOATS_FL_T2[boatType(card)].vp * style.vpValue * 0.5;
  return cash;
}

/** The payment that gives up the least of what the seat keeps. */
function cheapestPayment(view: FleetView, seat: Seat, options: readonly PaymentChoice[], style: Style): PaymentChoice | undefined {
  let best: PaymentChoice | undefined;
  let bestCost = Infinity;
  for (const p of options) {
    const cost = p.cards.reduce((n, c) => n + keepValue(view, seat, c, style), 0) + p.crates * 1.05 + p.goneFishin * (GONE_FISHIN.vp * style.vpValue);
    if (cost < bestCost) {
      bestCost = cost;
      best = p;
    }
  }
  return best;
}

/** What a licence of `kind` is worth to `seat` in dollars now. */
export function licenceValue(view: FleetView, seat: Seat, kind: LicenceKind, style: Style): number {
  const fleet = view.fleets[seat]!;
  const data = LICENCES_FL_T1[kind];
  const rounds = roundsLeft(view);
  const owned = fleet.licences.filter((k) => k === kind).length;
  let value = data.vp * style.vpValue + (style.licenceRate[kind] * rounds) / (1 + owned);
  const hand = view.hand ?? [];
  if (data.launches) {
    const type: BoatType = data.launches;
    const enabled = fleet.licences.some((k) => LICENCES_FL_T1[k].launches === type);
    if (!enabled && rounds > 1) value += style.newTypeValue * (1 + hand.filter((c) => boatType(c) === type).length) * Math.min(1, rounds / 4);
  }
  if (kind === 'lobster') value *= Math.min(1.5, 0.5 + fleet.boats.length / 4);
  if (kind === 'king-crab-licences') {
    const types = new Set(fleet.licences.map((k) => (k.startsWith('king-crab') ? 'king-crab' : k)));
    types.add('king-crab');
    value += [0, 0, 2, 4, 5, 6, 8, 10][types.size]! * style.vpValue * 0.8;
  }
  if (kind === 'king-crab-captains') value += Math.min(10, fleet.boats.filter((b) => b.captain).length + rounds / 2) * style.vpValue * 0.7;
  if (kind === 'king-crab-crates') value += Math.min(10, (fleet.boats.reduce((n, b) => n + b.crates, 0) + rounds * fleet.boats.filter((b) => b.captain).length) / 3) * style.vpValue * 0.7;
  return value;
}

function chooseAuction(view: FleetView, seat: Seat, style: Style, intents: readonly FleetIntent[]): FleetIntent {
  const auction = view.auction!;
  const hand = view.hand ?? [];
  const power = purchasingPower(view, seat, hand);
  if (auction.paying === seat) {
    const options = intents.flatMap((i) => (i.type === 'pay' ? [i.payment] : []));
    const best = cheapestPayment(view, seat, options, style);
    return best ? { type: 'pay', payment: best } : intents[0]!;
  }
  const fleet = view.fleets[seat]!;
  const last = roundsLeft(view) <= 1;
  const budget = last ? power : Math.floor(power * style.spendShare) + fleet.licences.filter((k) => k === 'shrimp').length;
  // The most a bid may be: what the licence is worth, within the budget.
  const ceiling = (kind: LicenceKind): number => Math.min(budget, Math.floor(licenceValue(view, seat, kind, style)) + fleet.licences.filter((k) => k === 'shrimp').length);
  if (auction.licence === null) {
    let best: { licence: number; bid: number; margin: number } | null = null;
    view.display.forEach((kind, licence) => {
      const minimum = LICENCES_FL_T1[kind].minimumBid;
      const top = ceiling(kind);
      if (top < minimum) return;
      const margin = licenceValue(view, seat, kind, style) - minimum;
      if (!best || margin > best.margin) best = { licence, bid: minimum, margin };
    });
    const chosen = best as { licence: number; bid: number } | null;
    if (chosen && intents.some((i) => i.type === 'open' && i.licence === chosen.licence && i.bid === chosen.bid)) return { type: 'open', licence: chosen.licence, bid: chosen.bid };
    return { type: 'decline' };
  }
  const kind = view.display[auction.licence]!;
  const next = auction.bid + 1;
  if (next <= ceiling(kind) && intents.some((i) => i.type === 'raise' && i.bid === next)) return { type: 'raise', bid: next };
  return { type: 'pass' };
}

function chooseLaunch(view: FleetView, seat: Seat, style: Style, intents: readonly FleetIntent[]): FleetIntent {
  const fleet = view.fleets[seat]!;
  if (view.launched >= launchLimit(fleet)) return { type: 'done' };
  const rounds = roundsLeft(view);
  let best: { intent: FleetIntent; score: number } | null = null;
  for (const intent of intents) {
    if (intent.type !== 'launch') continue;
    const type = boatType(intent.card);
    // A boat scores its VP and, once captained, about a crate a round.
    const gain = (BOATS_FL_T2[type].vp + Math.min(view.options.boatCapacity, Math.max(0, rounds - 1)) * style.crateHope) * style.vpValue;
    const cost = intent.payment.cards.reduce((n, c) => n + keepValue(view, seat, c, style) * style.cardCost, 0) + intent.payment.crates + intent.payment.goneFishin * GONE_FISHIN.vp * style.vpValue;
    const score = gain - cost;
    if (score > 0 && (!best || score > best.score)) best = { intent, score };
  }
  return best ? best.intent : { type: 'done' };
}

function chooseHire(view: FleetView, seat: Seat, style: Style, intents: readonly FleetIntent[]): FleetIntent {
  const rounds = roundsLeft(view);
  let best: { intent: FleetIntent; cost: number } | null = null;
  for (const intent of intents) {
    if (intent.type !== 'hire') continue;
    const cost = keepValue(view, seat, intent.card, style);
    if (!best || cost < best.cost) best = { intent, cost };
  }
  // A captain earns about a crate (1 VP) each round left, up to the boat's capacity.
  if (best && Math.min(rounds, view.options.boatCapacity) * style.vpValue >= best.cost * style.cardCost) return best.intent;
  return { type: 'done' };
}

function chooseProcessing(view: FleetView, seat: Seat, style: Style): FleetIntent {
  const fleet = view.fleets[seat]!;
  if (!style.process || roundsLeft(view) <= 1) return { type: 'process', boats: [], trade: fleet.processed > 0 && roundsLeft(view) > 1 };
  const full = fleet.boats.flatMap((b, i) => (b.captain && b.crates >= view.options.boatCapacity ? [i] : []));
  const trade = fleet.processed + full.length > 0;
  return { type: 'process', boats: full, trade };
}

function chooseDiscard(view: FleetView, seat: Seat, style: Style, intents: readonly FleetIntent[]): FleetIntent {
  let best: { intent: FleetIntent; value: number } | null = null;
  for (const intent of intents) {
    if (intent.type !== 'discard') continue;
    const value = keepValue(view, seat, intent.card, style);
    if (!best || value < best.value) best = { intent, value };
  }
  return best ? best.intent : intents[0]!;
}

/** The intent `style` picks for `seat` from its view. */
export function decide(view: FleetView, seat: Seat, style: Style, _random: Random): FleetIntent {
  const intents = legalIntents(view, seat, view.hand ?? []);
  if (intents.length === 0) throw new RangeError(`seat ${seat} has nothing to do`);
  switch (view.phase) {
    case 'auction':
      return chooseAuction(view, seat, style, intents);
    case 'launch':
      return chooseLaunch(view, seat, style, intents);
    case 'hire':
      return chooseHire(view, seat, style, intents);
    case 'processing':
      return chooseProcessing(view, seat, style);
    case 'draw':
      return chooseDiscard(view, seat, style, intents);
    default:
      return intents[0]!;
  }
}
