/**
 * Easy: a hasty Skipper (captain.ts) with a beginner's slips. It judges each licence by eye, so its
 * values stray from the Skipper's by up to `misjudge` either way from one decision to the next (it may
 * pass early on a licence worth having or push a bid too far, never past what it can pay); it now and
 * then pays with the handiest cards rather than the cheapest (up to `overpay` dollars more, as no change
 * is given), forgets an optional step (processing, a further launch or captain), and keeps the wrong one
 * of two cards drawn. Every choice stays one a person might make, and it decides at a glance: no
 * look-ahead. Its slips come from the seeded `Random` it is given, so a seed replays them.
 */
import type { Random, Seat } from '../../../core/index.js';
import { LICENCE_KINDS, type FleetIntent, type FleetView, type LicenceKind, type PaymentChoice } from '../types.js';
import { legalIntents } from '../legal.js';
import { paymentTotal } from '../protocol.js';
import { decide, type Style } from './captain.js';

export interface EasyPlan {
  /** The judgement it starts from. */
  readonly style: Style;
  /** How far (a share either way) its value of a licence strays, drawn afresh each decision. */
  readonly misjudge: number;
  /** The chance it pays with the fewest cards instead of the cheapest payment. */
  readonly handyPayment: number;
  /** The most dollars a handy payment may cost over the cheapest. */
  readonly overpay: number;
  /** The chance it skips an optional step: processing and trading, a further launch or captain. */
  readonly forget: number;
  /** The chance it discards the card it meant to keep. */
  readonly slip: number;
}

/** `style` as judged by eye this once: each licence's worth off by up to `misjudge` either way. */
function misjudged(style: Style, misjudge: number, random: Random): Style {
  const licenceRate = {} as Record<LicenceKind, number>;
  for (const kind of LICENCE_KINDS) licenceRate[kind] = style.licenceRate[kind] * (1 + misjudge * (2 * random.next() - 1));
  return {
    ...style,
    licenceRate,
    newTypeValue: style.newTypeValue * (1 + misjudge * (2 * random.next() - 1)),
    spendShare: Math.min(1, style.spendShare * (1 + (misjudge / 2) * (2 * random.next() - 1))),
  };
}

/** Of `options`, one with the fewest cards that costs at most `overpay` more than `chosen`. */
function handy(chosen: PaymentChoice, options: readonly PaymentChoice[], overpay: number, random: Random): PaymentChoice {
  const limit = paymentTotal(chosen) + overpay;
  const affordable = options.filter((p) => paymentTotal(p) <= limit);
  const fewest = Math.min(...affordable.map((p) => p.cards.length + p.crates + p.goneFishin));
  const handiest = affordable.filter((p) => p.cards.length + p.crates + p.goneFishin === fewest);
  return handiest.length > 0 ? random.pick(handiest) : chosen;
}

/** The Easy level's intent for `seat` from its view. */
export function decideEasy(view: FleetView, seat: Seat, plan: EasyPlan, random: Random): FleetIntent {
  const intents = legalIntents(view, seat, view.hand ?? []);
  const chosen = decide(view, seat, misjudged(plan.style, plan.misjudge, random), random);
  const roll = random.next();
  switch (chosen.type) {
    case 'pay': {
      if (roll >= plan.handyPayment) return chosen;
      const options = intents.flatMap((i) => (i.type === 'pay' ? [i.payment] : []));
      return { type: 'pay', payment: handy(chosen.payment, options, plan.overpay, random) };
    }
    case 'launch': {
      // A further boat this phase is optional; the first one it wants it never forgets.
      if (view.launched > 0 && roll < plan.forget) return { type: 'done' };
      if (random.next() >= plan.handyPayment) return chosen;
      const options = intents.flatMap((i) => (i.type === 'launch' && i.card === chosen.card ? [i.payment] : []));
      return { type: 'launch', card: chosen.card, payment: handy(chosen.payment, options, plan.overpay, random) };
    }
    case 'hire':
      return view.hired > 0 && roll < plan.forget ? { type: 'done' } : chosen;
    case 'process':
      return roll < plan.forget ? { type: 'process', boats: [], trade: false } : chosen;
    case 'discard': {
      if (roll >= plan.slip) return chosen;
      const others = intents.filter((i) => i.type === 'discard' && i.card !== chosen.card);
      return others.length > 0 ? random.pick(others) : chosen;
    }
    default:
      return chosen;
  }
}
