/**
 * Reading moves and intents from untrusted JSON: every field checked here, anything else a RuleError
 * with a stable code. Plain values come out, never the caller's objects.
 */
import { hasOnlyKeys, isHex, isIntInRange, isRecord, ruleError } from '../../core/index.js';
import type { RuleError } from '../../core/index.js';
import { BOAT_CARDS } from './data.js';
import { fleetError, type CardReveal, type FleetAction, type FleetIntent, type HandMix, type Payment, type PaymentChoice } from './types.js';

/** The most dollars a bid may name (far above any purchasing power). */
export const MAX_BID = 999;
const MAX_ITEMS = 200;

const malformed = (message: string): RuleError => fleetError('malformed-move', message);

function parseReveal(value: unknown): CardReveal | null {
  if (!isRecord(value) || !hasOnlyKeys(value, ['slot', 'card', 'share', 'proof'])) return null;
  const { slot, card, share, proof } = value;
  if (!isIntInRange(slot, 0, MAX_ITEMS) || !isIntInRange(card, 0, BOAT_CARDS - 1) || !isHex(share, 32)) return null;
  if (!isRecord(proof) || !hasOnlyKeys(proof, ['c', 'z']) || !isHex(proof.c, 32) || !isHex(proof.z, 32)) return null;
  return { slot, card, share, proof: { c: proof.c, z: proof.z } };
}

function parseMix(value: unknown): HandMix | null | RuleError {
  if (value === null) return null;
  if (!isRecord(value) || !hasOnlyKeys(value, ['cards', 'proof']) || !Array.isArray(value.cards) || value.cards.length > MAX_ITEMS || !isRecord(value.proof)) {
    return fleetError('mix-malformed', 'A mix is {cards, proof}.');
  }
  return value as unknown as HandMix;
}

function parsePayment(value: unknown): Payment | RuleError {
  if (!isRecord(value) || !hasOnlyKeys(value, ['cards', 'crates', 'goneFishin'])) return malformed('A payment is {cards, crates, goneFishin}.');
  if (!Array.isArray(value.cards) || value.cards.length > MAX_ITEMS) return malformed('A payment\'s cards are a list.');
  const cards: CardReveal[] = [];
  for (const c of value.cards) {
    const reveal = parseReveal(c);
    if (!reveal) return malformed('A card paid is {slot, card, share, proof}.');
    cards.push(reveal);
  }
  if (!isIntInRange(value.crates, 0, MAX_ITEMS) || !isIntInRange(value.goneFishin, 0, MAX_ITEMS)) return malformed('Crates and Gone Fishin\' cards are whole numbers.');
  return { cards, crates: value.crates, goneFishin: value.goneFishin };
}

/** A payment as a player chooses it (card ids). */
export function parsePaymentChoice(value: unknown): PaymentChoice | RuleError {
  if (!isRecord(value) || !hasOnlyKeys(value, ['cards', 'crates', 'goneFishin'])) return ruleError('malformed-intent', 'A payment is {cards, crates, goneFishin}.');
  const { cards, crates, goneFishin } = value;
  if (!Array.isArray(cards) || cards.length > MAX_ITEMS || !cards.every((c) => isIntInRange(c, 0, BOAT_CARDS - 1)) || new Set(cards).size !== cards.length) {
    return ruleError('malformed-intent', 'A payment names distinct boat cards.');
  }
  if (!isIntInRange(crates, 0, MAX_ITEMS) || !isIntInRange(goneFishin, 0, MAX_ITEMS)) return ruleError('malformed-intent', 'Crates and Gone Fishin\' cards are whole numbers.');
  return { cards: [...(cards)], crates, goneFishin };
}

/** A game move from the log, checked for shape (not for legality now). */
export function parseAction(move: unknown): FleetAction | RuleError {
  if (!isRecord(move) || typeof move.type !== 'string') return malformed('A move is an object with a type.');
  switch (move.type) {
    case 'open':
      if (!hasOnlyKeys(move, ['type', 'licence', 'bid']) || !isIntInRange(move.licence, 0, 8) || !isIntInRange(move.bid, 0, MAX_BID)) {
        return malformed('An opening is {type:"open", licence, bid} with the display slot and whole dollars.');
      }
      return { type: 'open', licence: move.licence, bid: move.bid };
    case 'raise':
      if (!hasOnlyKeys(move, ['type', 'bid']) || !isIntInRange(move.bid, 0, MAX_BID)) return malformed('A raise is {type:"raise", bid} in whole dollars.');
      return { type: 'raise', bid: move.bid };
    case 'decline':
    case 'pass':
    case 'done':
      return hasOnlyKeys(move, ['type']) ? { type: move.type } : malformed(`"${move.type}" has no other fields.`);
    case 'pay': {
      if (!hasOnlyKeys(move, ['type', 'mix', 'payment'])) return malformed('A payment is {type:"pay", mix, payment}.');
      const mix = parseMix(move.mix);
      if (mix !== null && 'code' in mix) return mix;
      const payment = parsePayment(move.payment);
      return 'code' in payment ? payment : { type: 'pay', mix, payment };
    }
    case 'launch': {
      if (!hasOnlyKeys(move, ['type', 'mix', 'boat', 'payment'])) return malformed('A launch is {type:"launch", mix, boat, payment}.');
      const mix = parseMix(move.mix);
      if (mix === null) return fleetError('mix-malformed', 'A launch mixes the hand first.');
      if ('code' in mix) return mix;
      const boat = parseReveal(move.boat);
      if (!boat) return malformed('The boat launched is {slot, card, share, proof}.');
      const payment = parsePayment(move.payment);
      return 'code' in payment ? payment : { type: 'launch', mix, boat, payment };
    }
    case 'hire': {
      if (!hasOnlyKeys(move, ['type', 'boat', 'mix', 'captain']) || !isIntInRange(move.boat, 0, MAX_ITEMS) || !isIntInRange(move.captain, 0, MAX_ITEMS)) {
        return malformed('A hire is {type:"hire", boat, mix, captain}.');
      }
      const mix = parseMix(move.mix);
      if (mix === null) return fleetError('mix-malformed', 'A hire mixes the hand first.');
      if ('code' in mix) return mix;
      return { type: 'hire', boat: move.boat, mix, captain: move.captain };
    }
    case 'process':
      if (!hasOnlyKeys(move, ['type', 'boats', 'trade']) || !Array.isArray(move.boats) || move.boats.length > MAX_ITEMS || !move.boats.every((b) => isIntInRange(b, 0, MAX_ITEMS)) || typeof move.trade !== 'boolean') {
        return malformed('Processing is {type:"process", boats, trade}.');
      }
      return { type: 'process', boats: [...(move.boats)], trade: move.trade };
    case 'discard': {
      if (!hasOnlyKeys(move, ['type', 'mix', 'card'])) return malformed('A discard is {type:"discard", mix, card}.');
      const mix = parseMix(move.mix);
      if (mix !== null && 'code' in mix) return mix;
      const card = parseReveal(move.card);
      return card ? { type: 'discard', mix, card } : malformed('The card discarded is {slot, card, share, proof}.');
    }
    default:
      return fleetError('unknown-move', `"${move.type}" is not a Fleet move.`);
  }
}

/** A player's intent, checked for shape. */
export function parseIntent(intent: unknown): FleetIntent | RuleError {
  if (!isRecord(intent) || typeof intent.type !== 'string') return ruleError('malformed-intent', 'An intent is an object with a type.');
  switch (intent.type) {
    case 'pay': {
      if (!hasOnlyKeys(intent, ['type', 'payment'])) return ruleError('malformed-intent', 'Pay is {type:"pay", payment}.');
      const payment = parsePaymentChoice(intent.payment);
      return 'code' in payment ? payment : { type: 'pay', payment };
    }
    case 'launch': {
      if (!hasOnlyKeys(intent, ['type', 'card', 'payment']) || !isIntInRange(intent.card, 0, BOAT_CARDS - 1)) return ruleError('malformed-intent', 'Launch is {type:"launch", card, payment}.');
      const payment = parsePaymentChoice(intent.payment);
      if ('code' in payment) return payment;
      if (payment.cards.includes(intent.card)) return ruleError('slot-repeated', 'The boat launched cannot pay for itself (FL-6.1).');
      return { type: 'launch', card: intent.card, payment };
    }
    case 'hire':
      if (!hasOnlyKeys(intent, ['type', 'card', 'boat']) || !isIntInRange(intent.card, 0, BOAT_CARDS - 1) || !isIntInRange(intent.boat, 0, MAX_ITEMS)) {
        return ruleError('malformed-intent', 'Hire is {type:"hire", card, boat}.');
      }
      return { type: 'hire', card: intent.card, boat: intent.boat };
    case 'discard':
      if (!hasOnlyKeys(intent, ['type', 'card']) || !isIntInRange(intent.card, 0, BOAT_CARDS - 1)) return ruleError('malformed-intent', 'Discard is {type:"discard", card}.');
      return { type: 'discard', card: intent.card };
    case 'open':
    case 'raise':
    case 'decline':
    case 'pass':
    case 'done':
    case 'process': {
      const action = parseAction(intent);
      return 'code' in action ? action : (action as FleetIntent);
    }
    default:
      return ruleError('not-an-intent', `"${intent.type}" is not something a player asks for.`);
  }
}
