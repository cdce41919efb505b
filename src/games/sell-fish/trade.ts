/** SF-11 ship trades between players at any agreed price, made in trade windows (SF-16 #27). */
import { ruleError, type RuleError, type Seat } from '../../core/index.js';
import type { Draft } from './draft.js';
import type { AnswerOfferMove, Community, OfferMove } from './types.js';

/** Open offers one seat may have at a time. */
export const MAX_OPEN_OFFERS = 8;

/** SF-11.4 ships a community may trade now: its own ships in port not sent to a river this year (a leased ship counts as sent first, SF-16 #33). */
export function tradableShips(c: Pick<Community, 'ships' | 'leased' | 'sent'>): number {
  return c.ships - Math.max(0, c.sent.green + c.sent.blue - c.leased);
}

/** The seat that gives ships in an offer. */
export function giverOf(offer: { from: Seat; to: Seat; side: 'sell' | 'buy' }): Seat {
  return offer.side === 'sell' ? offer.from : offer.to;
}

/** SF-11.2 `seat` offers a trade to another seat. */
export function makeOffer(draft: Draft, seat: Seat, move: OfferMove): RuleError | null {
  if (draft.step !== 'window') return ruleError('trades-frozen', 'Trades are made in the trade windows, never while a sealed step is open (SF-11.5).');
  if (draft.ready[seat]) return ruleError('already-ready', 'You have declared yourself ready; you may still answer offers made to you.');
  // Offers cannot be withdrawn (SF-16 #27): a cap keeps one seat from flooding the table with them.
  if (draft.offers.filter((o) => o.from === seat).length >= MAX_OPEN_OFFERS) return ruleError('too-many-offers', `You have ${MAX_OPEN_OFFERS} open offers already; wait for answers.`);
  if (move.to === seat || move.to >= draft.players) return ruleError('bad-trade-partner', 'An offer names another seat of the table.');
  const giver = giverOf({ from: seat, to: move.to, side: move.side });
  if (tradableShips(draft.communities[giver]!) < move.ships) return ruleError('not-enough-ships', 'The giving side has not that many ships in port to trade (SF-11.4).');
  draft.offers.push({ id: draft.nextOffer, from: seat, to: move.to, side: move.side, ships: move.ships, price: move.price });
  draft.nextOffer += 1;
  return null;
}

/** SF-11.2 the named player accepts or rejects an open offer; on acceptance ships and money change hands at once. */
export function answerOffer(draft: Draft, seat: Seat, move: AnswerOfferMove): RuleError | null {
  if (draft.step !== 'window') return ruleError('trades-frozen', 'Trades are made in the trade windows, never while a sealed step is open (SF-11.5).');
  const offer = draft.offers.find((o) => o.id === move.offer);
  if (!offer) return ruleError('no-such-offer', `There is no open offer ${move.offer}.`);
  if (offer.to !== seat) return ruleError('not-your-offer', 'Only the player an offer names may answer it.');
  draft.offers = draft.offers.filter((o) => o.id !== offer.id);
  if (move.type === 'reject') return null;
  const giver = giverOf(offer);
  const taker = giver === offer.from ? offer.to : offer.from;
  if (tradableShips(draft.communities[giver]!) < offer.ships) return ruleError('not-enough-ships', 'The giving side no longer has that many ships in port to trade (SF-11.4).');
  draft.communities[giver]!.ships -= offer.ships;
  draft.communities[giver]!.money += offer.price;
  draft.communities[taker]!.ships += offer.ships;
  draft.communities[taker]!.money -= offer.price; // SF-11.3 may go below zero
  draft.events.push({ kind: 'trade', offer });
  return null;
}
