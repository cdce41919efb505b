// What the payment picker tells the player before they pay (FL-4): short, exact, an overpayment (no
// change is given, FL-4.4), or a card or crate the payment does not need (FL-4.5). The engine's own
// check (checkPayment) decides; this puts its answer and the dollars lost into words.
import type { Seat } from '../../src/core/index.js';
import { checkPayment, paymentTotal, type FleetState, type PaymentChoice } from '../../src/games/fleet/index.js';
import { withoutRuleNumbers } from '../shared/player-words.js';

/** The verdict on a chosen payment. */
export interface PaymentVerdict {
  readonly total: number;
  /** The engine accepts it. */
  readonly ok: boolean;
  /** What to say: why it cannot be paid, or what it costs beyond the amount due. */
  readonly message: string;
  /** Dollars lost to an overpayment (no change is given). */
  readonly lost: number;
}

/** FL-4.3–FL-4.5 `choice` as a payment of `due` by `seat`. */
export function judgePayment(state: FleetState, seat: Seat, due: number, choice: PaymentChoice): PaymentVerdict {
  const total = paymentTotal(choice);
  const problem = checkPayment(state, seat, due, choice);
  if (problem?.code === 'payment-short') return { total, ok: false, lost: 0, message: `Choose $${due - total} more.` };
  if (problem?.code === 'payment-padded') return { total, ok: false, lost: 0, message: 'Take something back: the payment covers the amount without one of the chosen cards or crates.' };
  if (problem) return { total, ok: false, lost: 0, message: withoutRuleNumbers(problem.message) };
  if (total > due) return { total, ok: true, lost: total - due, message: `You pay $${total - due} more than is due, and no change is given.` };
  return { total, ok: true, lost: 0, message: due === 0 ? 'Nothing is due.' : 'Exact.' };
}

/** True when `a` and `b` name the same payment. */
export function samePayment(a: PaymentChoice, b: PaymentChoice): boolean {
  if (a.crates !== b.crates || a.goneFishin !== b.goneFishin || a.cards.length !== b.cards.length) return false;
  const cards = new Set(a.cards);
  return b.cards.every((card) => cards.has(card));
}
