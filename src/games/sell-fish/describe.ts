/** One plain-English line per move for the move log, and the seats' names. */
import { isRecord } from '../../core/index.js';
import type { Seat } from '../../core/index.js';
import { nameOf, purposeOf } from './actions.js';
import type { Quota, QuotaVote, SealedStep, SellFishState, Stage } from './types.js';

/** SF-3.4 a seat's community name, e.g. "Coral". */
export function seatName(_state: SellFishState, seat: Seat): string {
  return nameOf(seat);
}

/** "$5", "−$3". */
export function dollars(amount: number): string {
  return amount < 0 ? `−$${-amount}` : `$${amount}`;
}

export const STEP_NAMES: Readonly<Record<Stage, string>> = {
  quota: 'the quota vote',
  'auction-1': 'the first ship auction',
  'auction-2': 'the second ship auction',
  lease: 'the lease auction',
  green: 'the Green river',
  blue: 'the Blue river',
  port: 'the port phase',
};

/** "3 ships", "1 ship". */
export function ships(n: number): string {
  return `${n} ship${n === 1 ? '' : 's'}`;
}

/** A quota in words: "no quota", "3 ships each", "Coral 2, Amber 1". */
export function quotaText(quota: Quota | null): string {
  if (quota === null) return 'no quota';
  if ('uniform' in quota) return `${ships(quota.uniform)} each`;
  return quota.perSeat.map((n, seat) => `${nameOf(seat)} ${n}`).join(', ');
}

/** A vote in words. */
export function voteText(vote: QuotaVote): string {
  if (vote === 'none') return 'no quota';
  if (typeof vote === 'number') return `${vote} each`;
  return vote.length === 0 ? 'nothing (forfeited)' : vote.join('/');
}

function choiceText(step: SealedStep, value: unknown): string {
  if (step === 'quota') {
    return isRecord(value) && 'green' in value ? `Green ${voteText(value.green as QuotaVote)}, Blue ${voteText(value.blue as QuotaVote)}` : 'an illegal ballot';
  }
  if (step === 'green' || step === 'blue') return typeof value === 'number' ? ships(value) : 'an illegal number';
  return typeof value === 'number' ? (value === 0 ? 'no bid' : `a bid of ${dollars(value)}`) : 'an illegal bid';
}

/** The log line for `seat`'s `move`, made in `state` (before the move). */
export function describeMove(state: SellFishState, seat: Seat, move: unknown): string {
  const who = nameOf(seat);
  if (!isRecord(move)) return `${who} makes a move.`;
  const step = state.sealed?.step;
  switch (move.type) {
    case 'join':
      return `${who} takes a seat and publishes its beacon anchor.`;
    case 'beacon':
      return `${who} publishes its share of random draw ${String(move.draw)}.`;
    case 'audit':
      return `${who} publishes its openings for the final audit.`;
    case 'ready':
      return `${who} is ready for ${STEP_NAMES[state.stage]}.`;
    case 'offer': {
      const to = nameOf(move.to as number);
      const n = ships(move.ships as number);
      const price = dollars(move.price as number);
      return move.side === 'sell' ? `${who} offers ${to} ${n} for ${price}.` : `${who} offers ${to} ${price} for ${n}.`;
    }
    case 'accept':
    case 'reject': {
      const offer = state.offers.find((o) => o.id === move.offer);
      const from = offer ? nameOf(offer.from) : 'someone';
      return `${who} ${move.type === 'accept' ? 'accepts' : 'rejects'} ${from}'s offer.`;
    }
    case 'commit':
      return step ? `${who} seals ${step === 'quota' ? 'a ballot' : step === 'green' || step === 'blue' ? 'a programming' : 'a bid'} for ${STEP_NAMES[step]}.` : `${who} seals a choice.`;
    case 'open':
      return step ? `${who} opens ${choiceText(step, move.value)} (${purposeOf(state.year, step, seat)}).` : `${who} opens a choice.`;
    case 'attack': {
      const targets = Array.isArray(move.targets) ? (move.targets as number[]) : [];
      return targets.length === 0 ? `${who} holds its attack chips.` : `${who}'s pirates send back a ship of ${targets.map(nameOf).join(' and ')}.`;
    }
    default:
      return `${who} makes a move.`;
  }
}
