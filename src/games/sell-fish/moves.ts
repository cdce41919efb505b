/**
 * Reading moves and sealed values from untrusted JSON: every shape is checked here, and anything else
 * is a RuleError with a stable code. Plain values come out, never the caller's objects.
 */
import { hasOnlyKeys, isHex, isIntInRange, isRecord, ruleError } from '../../core/index.js';
import type { RuleError } from '../../core/index.js';
import { MAX_AMOUNT, MAX_QUOTA } from './data.js';
import type { Ballot, QuotaVote, SellFishAction } from './types.js';

const MAX_SEATS = 6;
const MAX_TRADE_SHIPS = 1000;

const malformed = (message: string): RuleError => ruleError('malformed-move', message);

/** A game move from the log, checked for shape (not for legality now). */
export function parseAction(move: unknown): SellFishAction | RuleError {
  if (!isRecord(move) || typeof move.type !== 'string') return malformed('A move is an object with a type.');
  switch (move.type) {
    case 'ready':
      return hasOnlyKeys(move, ['type']) ? { type: 'ready' } : malformed('"ready" has no other fields.');
    case 'offer': {
      if (!hasOnlyKeys(move, ['type', 'to', 'side', 'ships', 'price'])) return malformed('An offer is {type:"offer", to, side, ships, price}.');
      if (!isIntInRange(move.to, 0, MAX_SEATS - 1)) return ruleError('no-such-seat', 'An offer names a seat of the table.');
      if (move.side !== 'sell' && move.side !== 'buy') return malformed('An offer\'s side is "sell" (you give ships) or "buy" (you receive them).');
      if (!isIntInRange(move.ships, 1, MAX_TRADE_SHIPS)) return ruleError('bad-ship-count', 'A trade is for 1 or more whole ships.');
      if (!isIntInRange(move.price, 0, MAX_AMOUNT)) return ruleError('bad-price', 'A price is a whole number of dollars, 0 or more.');
      return { type: 'offer', to: move.to, side: move.side, ships: move.ships, price: move.price };
    }
    case 'accept':
    case 'reject':
      if (!hasOnlyKeys(move, ['type', 'offer']) || !isIntInRange(move.offer, 0, Number.MAX_SAFE_INTEGER)) return malformed(`"${move.type}" names an offer by its number.`);
      return { type: move.type, offer: move.offer };
    case 'commit':
      if (!hasOnlyKeys(move, ['type', 'commitment']) || !isHex(move.commitment, 64)) return ruleError('commitment-malformed', 'A commitment is 128 hex digits.');
      return { type: 'commit', commitment: move.commitment };
    case 'open':
      if (!hasOnlyKeys(move, ['type', 'value', 'nonce']) || !('value' in move) || !isHex(move.nonce, 32)) {
        return ruleError('opening-malformed', 'An opening is {type:"open", value, nonce} with a 64-hex-digit nonce.');
      }
      return { type: 'open', value: move.value, nonce: move.nonce };
    case 'attack': {
      const targets = move.targets;
      if (!hasOnlyKeys(move, ['type', 'targets']) || !Array.isArray(targets) || targets.length > 16 || !targets.every((t) => isIntInRange(t, 0, MAX_SEATS - 1))) {
        return malformed('An attack is {type:"attack", targets:[seat, …]} (empty to hold the chips).');
      }
      return { type: 'attack', targets: [...(targets)] };
    }
    default:
      return ruleError('unknown-move', `"${move.type}" is not a SELL.fish move.`);
  }
}

/** SF-5.4 one river's vote, or null when malformed: a number 0–99, "none", or a number per seat. A table
 * that gives every seat the same number is a vote for that number. */
export function parseVote(vote: unknown, players: number): QuotaVote | null {
  if (vote === 'none') return 'none';
  if (isIntInRange(vote, 0, MAX_QUOTA)) return vote;
  if (Array.isArray(vote) && vote.length === players && vote.every((v) => isIntInRange(v, 0, MAX_QUOTA))) {
    const table = vote;
    return table.every((v) => v === table[0]) ? table[0]! : [...table];
  }
  return null;
}

/** A ballot for both rivers, or null when malformed. */
export function parseBallot(value: unknown, players: number): Ballot | null {
  if (!isRecord(value) || !hasOnlyKeys(value, ['green', 'blue'])) return null;
  const green = parseVote(value.green, players);
  const blue = parseVote(value.blue, players);
  return green === null || blue === null ? null : { green, blue };
}
