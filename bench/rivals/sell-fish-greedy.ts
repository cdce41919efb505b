// A greedy SELL.fish player, written apart from the app's bots as their yardstick. It reads only the public
// state and the rules' tables. Programming: the number of ships with the best expected money this year
// (the catch at the marker the whole river's ships will leave, the running and harbour costs, and under a
// quota the inspection: half the time the ships come home, pay the harbour cost and a fine). Bids: what
// one more ship would earn this year plus its share of the final fleet value. Ballots: no quota while
// the rivers are rich, a fair share of a sustainable catch once a river is low. Offers: a ship bought below,
// or sold above, its price by the same reckoning.
import type { Bot, Seat } from '../../src/core/index.js';
import type { QuotaVote, River, SellFishIntent, SellFishSecrets, SellFishState } from '../../src/games/sell-fish/index.js';

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/** The rules' tables read directly: the catch per ship at a marker position. */
function catchAt(state: SellFishState, position: number): number {
  const o = state.options;
  const p = o.track[Math.min(o.track.length, Math.max(1, position)) - 1]!;
  return p.silver * mean(o.chips.silver) + p.gold * mean(o.chips.gold);
}

function markerAfter(state: SellFishState, river: River, ships: number): number {
  const o = state.options;
  let move = 0;
  for (const row of o.stockMove) if (ships >= row.ships) move = row.move;
  return Math.min(o.track.length, Math.max(1, state.rivers[river].position + move));
}

function canSend(state: SellFishState, seat: Seat, river: River): number {
  const c = state.communities[seat]!;
  return river === 'green' ? c.ships + c.leased : c.ships + c.leased - c.sent.green;
}

function quotaOf(state: SellFishState, seat: Seat, river: River): number {
  const q = state.rivers[river].quota;
  if (q === null) return Infinity;
  return 'uniform' in q ? q.uniform : (q.perSeat[seat] ?? Infinity);
}

/** The others' ships in `river`: half of what they may send. */
function othersGuess(state: SellFishState, seat: Seat, river: River): number {
  let total = 0;
  state.communities.forEach((_c, s) => {
    if (s !== seat) total += canSend(state, s, river) / 2;
  });
  return Math.round(total);
}

/** Expected money this year from sending `k` ships to `river`, against leaving them home (harbour cost). */
function moneyOf(state: SellFishState, seat: Seat, river: River, k: number): number {
  const o = state.options;
  const perShip = catchAt(state, markerAfter(state, river, othersGuess(state, seat, river) + k)) * o.amounts.pricePerFish - o.amounts.runningCost;
  // A ship home pays the harbour cost; in the Green river it could still go to the Blue one instead.
  const home = river === 'blue' ? -o.amounts.harbourCost : Math.max(-o.amounts.harbourCost, bestPerShip(state, seat, 'blue'));
  let value = k * (perShip - home);
  const quota = quotaOf(state, seat, river);
  if (k > quota) {
    const caught = o.inspectionCatchChance.numerator / o.inspectionCatchChance.denominator;
    const factor = state.communities[seat]!.caughtBefore ? 1 : o.firstOffenceFineFactor.numerator / o.firstOffenceFineFactor.denominator;
    const fine = mean(o.chips.silver) * (k - quota) * factor;
    value = (1 - caught) * value + caught * (k * (-o.amounts.harbourCost - home) - fine);
  }
  return value;
}

function bestPerShip(state: SellFishState, seat: Seat, river: River): number {
  const o = state.options;
  return catchAt(state, markerAfter(state, river, othersGuess(state, seat, river) + 1)) * o.amounts.pricePerFish - o.amounts.runningCost;
}

function send(state: SellFishState, seat: Seat, river: River): number {
  let best = 0;
  let bestValue = 0;
  for (let k = 1; k <= canSend(state, seat, river); k++) {
    const value = moneyOf(state, seat, river, k);
    if (value > bestValue + 1e-9) {
      best = k;
      bestValue = value;
    }
  }
  return best;
}

/** SF-9.1 the chance this year's end check ends the game: a 6 among the silver chips drawn. */
function endsThisYear(state: SellFishState): number {
  const o = state.options;
  if (state.year >= o.amounts.years) return 1;
  const row = o.endCheck.find((r) => r.year === state.year);
  if (!row) return 0;
  const bag = o.chips.silver;
  const safe = bag.filter((v) => v !== o.endValue).length;
  let none = 1;
  for (let i = 0; i < row.chips; i++) none *= Math.max(0, safe - i) / (bag.length - i);
  return 1 - none;
}

/**
 * A ship's price: what one more ship earns this year (the harbour cost if it would stay home: its fleet
 * would send no more), plus its final fleet value times the chance the game ends this year.
 */
function shipPrice(state: SellFishState, seat: Seat): number {
  const o = state.options;
  const c = state.communities[seat]!;
  const wouldSend = send(state, seat, 'green') + Math.min(c.ships + c.leased, send(state, seat, 'blue'));
  const earn = wouldSend < c.ships + c.leased ? -o.amounts.harbourCost : Math.max(-o.amounts.harbourCost, bestPerShip(state, seat, 'green'), bestPerShip(state, seat, 'blue'));
  const fleet = o.fleetValue[state.rivers.green.position - 1]! + o.fleetValue[state.rivers.blue.position - 1]!;
  return Math.max(0, earn + fleet * endsThisYear(state));
}

function vote(state: SellFishState, river: River): QuotaVote {
  const position = state.rivers[river].position;
  return position <= 3 ? Math.max(1, Math.floor(4 / state.players)) : 'none';
}

export const greedySellFish: Bot<SellFishState, SellFishIntent, SellFishSecrets> = {
  id: 'greedy',
  label: 'Greedy',
  choose(state, seat) {
    const sealed = state.sealed;
    if (state.step === 'commit' && sealed && sealed.commitments[seat] === null) {
      if (sealed.step === 'green' || sealed.step === 'blue') return { type: 'send', ships: send(state, seat, sealed.step) };
      if (sealed.step === 'quota') return { type: 'vote', green: vote(state, 'green'), blue: vote(state, 'blue') };
      const cap = state.options.bidCap === 'coins20' ? 20 : state.options.bidCap === 'money' ? Math.max(0, state.communities[seat]!.money) : 99;
      return { type: 'bid', amount: Math.min(cap, Math.floor(shipPrice(state, seat))) };
    }
    if (state.step === 'window') {
      const offer = state.offers.find((o) => o.to === seat);
      if (offer) {
        const perShip = offer.price / offer.ships;
        const c = state.communities[seat]!;
        const good = offer.side === 'sell' ? perShip < shipPrice(state, seat) : perShip > 1.5 * shipPrice(state, seat) && c.ships - c.sent.green - c.sent.blue >= offer.ships;
        return { type: good ? 'accept' : 'reject', offer: offer.id };
      }
      return { type: 'ready' };
    }
    if (state.step === 'attack') return { type: 'attack', targets: [] };
    throw new Error(`greedy SELL.fish player asked in step ${state.step}`);
  },
};
