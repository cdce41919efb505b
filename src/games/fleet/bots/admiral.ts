/**
 * Admiral: the Skipper's heuristics (captain.ts) weighed by play-outs. At each choice that matters (the
 * auction, launches, hiring, processing, the draw's discard) it takes a few candidate intents — the
 * Skipper's, passing, each licence at its minimum, each boat type it may launch paid with the least cash,
 * each kind of card as a captain — deals the cards it cannot see at random (the other hands, the captains
 * and the deck, from the cards not in its hand, on a boat or in the discard pile), plays each candidate
 * out to the end on the practice table with every seat playing as Skipper, and keeps the candidate with
 * the best margin over the best other seat. The same deals serve every candidate, so the comparison is
 * fair. It sees only its seat's view.
 */
import type { Random, Seat, ThinkingTime } from '../../../core/index.js';
import { BOAT_CARDS } from '../data.js';
import { legalIntents } from '../legal.js';
import { paymentTotal } from '../protocol.js';
import { scoreLine } from '../round.js';
import { simFrom, simPlay, simToMove, simView } from '../sim.js';
import type { FleetIntent, FleetView } from '../types.js';
import { decide, roundsLeft, type Style } from './captain.js';

export interface AdmiralPlan {
  /** The style of every seat in the play-outs, and of the Admiral's own choices outside them. */
  readonly style: Style;
  /** Play-outs per candidate at most. */
  readonly playouts: number;
  /** Moves all the play-outs of one choice may make together (about 0.1 ms each): bounds the choice's time. */
  readonly moves: number;
  /** Candidates weighed per choice at most. */
  readonly candidates: number;
}

/** The cards `view`'s seat cannot see, dealt at random: the other hands, the captains and the deck. */
function guess(view: FleetView, seat: Seat, random: Random): { hands: number[][]; captains: Record<string, number>[]; deck: number[] } {
  const known = new Set<number>([...(view.hand ?? []), ...view.discard, ...Object.values(view.captains ?? {})]);
  for (const fleet of view.fleets) for (const boat of fleet.boats) known.add(boat.card);
  const unseen = Array.from({ length: BOAT_CARDS }, (_, c) => c).filter((c) => !known.has(c));
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [unseen[i], unseen[j]] = [unseen[j]!, unseen[i]!];
  }
  const hands = view.fleets.map((fleet, s) => (s === seat ? [...(view.hand ?? [])] : unseen.splice(0, fleet.hand.length)));
  const captains = view.fleets.map((fleet, s) => {
    if (s === seat) return { ...(view.captains ?? {}) };
    const mine: Record<string, number> = {};
    fleet.boats.forEach((b, i) => {
      if (b.captain) mine[i] = unseen.pop()!;
    });
    return mine;
  });
  return { hands, captains, deck: unseen.slice(0, view.deck.length) };
}

/** The candidates worth weighing: the Skipper's choice and a few others of the same kind. */
function candidates(view: FleetView, seat: Seat, plan: AdmiralPlan, random: Random): FleetIntent[] {
  const all = legalIntents(view, seat, view.hand ?? []);
  const skipper = decide(view, seat, plan.style, random);
  const key = (i: FleetIntent): string => JSON.stringify(i);
  const picked = new Map<string, FleetIntent>([[key(skipper), skipper]]);
  const add = (i: FleetIntent | undefined): void => {
    if (i && picked.size < plan.candidates) picked.set(key(i), i);
  };
  switch (view.phase) {
    case 'auction': {
      const auction = view.auction!;
      if (auction.paying === seat) return [skipper];
      if (auction.licence === null) {
        add({ type: 'decline' });
        // Each licence kind at its minimum.
        const seen = new Set<string>();
        for (const i of all) if (i.type === 'open' && !seen.has(view.display[i.licence]!)) {
          seen.add(view.display[i.licence]!);
          add(i);
        }
      } else {
        add({ type: 'pass' });
        add(all.find((i) => i.type === 'raise'));
        add(all.find((i) => i.type === 'raise' && i.bid === auction.bid + 3));
      }
      break;
    }
    case 'launch': {
      add({ type: 'done' });
      // Each boat type it may launch, paid with the least cash (no change is given).
      const byCard = new Map<number, FleetIntent & { type: 'launch' }>();
      for (const i of all) {
        if (i.type !== 'launch') continue;
        const known = byCard.get(i.card);
        if (!known || paymentTotal(i.payment) < paymentTotal(known.payment)) byCard.set(i.card, i);
      }
      for (const i of byCard.values()) add(i);
      break;
    }
    case 'hire': {
      add({ type: 'done' });
      // Each kind of card as the captain of the first boat without one.
      const boat = all.find((i) => i.type === 'hire')?.boat;
      for (const i of all) if (i.type === 'hire' && i.boat === boat) add(i);
      break;
    }
    case 'processing':
      add({ type: 'done' });
      add(all.find((i) => i.type === 'process' && i.trade && i.boats.length === 0));
      add(all.find((i) => i.type === 'process' && i.trade));
      break;
    case 'draw':
      for (const i of all) add(i);
      break;
    default:
      return [skipper];
  }
  return [...picked.values()];
}

/**
 * Margin of `seat` over the best other seat at the end of a play-out of `intent` (or where it stops);
 * null when the time ran out first.
 */
function playout(view: FleetView, seat: Seat, intent: FleetIntent, plan: AdmiralPlan, deal: ReturnType<typeof guess>, seed: string, random: Random, late: () => boolean): number | null {
  const game = simFrom(view, deal.hands.map((h) => [...h]), deal.captains.map((c) => ({ ...c })), [...deal.deck], seed, random);
  if (simPlay(game, seat, intent) !== null) return -Infinity;
  for (let guard = 0; guard < 3000 && game.state.phase !== 'over'; guard++) {
    if (guard % 32 === 31 && late()) return null;
    const next = simToMove(game);
    if (next === null) break;
    // A guessed hand may not back a bid its seat made with its real one (nothing to do): the play-out stops there.
    let intent: FleetIntent;
    try {
      intent = decide(simView(game, next), next, plan.style, random);
    } catch {
      break;
    }
    if (simPlay(game, next, intent) !== null) break;
  }
  const lines = game.state.final?.lines ?? game.state.fleets.map((_, s) => scoreLine(game.state, s));
  const mine = lines[seat]!.total;
  const best = Math.max(...lines.filter((_, s) => s !== seat).map((l) => l.total));
  const won = game.state.final?.winners ?? [];
  return mine - best + (won.includes(seat) ? 5 / won.length : 0);
}

/**
 * The Admiral's choice for `seat` from its view. The move budget fixes how many deals are played out (each
 * deal for every candidate, so the comparison stays fair), so the choice depends only on the arguments;
 * with `time`, it also stops when the time is up, counting only the deals every candidate finished.
 */
export function decideAdmiral(view: FleetView, seat: Seat, plan: AdmiralPlan, random: Random, time?: ThinkingTime): FleetIntent {
  const options = candidates(view, seat, plan, random);
  if (options.length === 1) return options[0]!;
  // Play-outs per candidate within the move budget, from an estimate of the moves left in the game.
  const movesLeft = roundsLeft(view) * view.players * 7;
  const budget = Math.max(1, Math.min(plan.playouts, Math.floor(plan.moves / (options.length * movesLeft))));
  const deadline = time ? time.now() + Math.min(time.limitMs, MAX_THINKING_MS) : Infinity;
  const late = (): boolean => time !== undefined && time.now() >= deadline;
  const scores = options.map(() => 0);
  deals: for (let k = 0; k < budget; k++) {
    const deal = guess(view, seat, random);
    const round: number[] = [];
    for (const option of options) {
      const score = late() ? null : playout(view, seat, option, plan, deal, `admiral-${view.round}-${k}`, random, late);
      if (score === null) break deals;
      round.push(score);
    }
    round.forEach((score, i) => (scores[i]! += score));
  }
  let best = 0;
  scores.forEach((score, i) => {
    if (score > scores[best]!) best = i;
  });
  return options[best]!;
}

/** The most a choice thinks, whatever it is allowed (each choice within 1 s). */
export const MAX_THINKING_MS = 800;
