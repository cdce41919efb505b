// What the rules did, in plain English, from the events of a move: the auction's bids and winner, each
// inspection, the stock's move and each player's catch with its arithmetic shown. Shared by the move
// log and the board's "what happened" panel.
import { chipsOf, dollars, nameOf, quotaText, ships, STEP_NAMES, voteText } from '../../src/games/sell-fish/index.js';
import type { SellFishEvent, SellFishOptions } from '../../src/games/sell-fish/index.js';

const RIVER = { green: 'Green river', blue: 'Blue river' } as const;

/** A signed amount: "+$4", "−$6", "$0". */
export function signed(amount: number): string {
  return amount > 0 ? `+$${amount}` : dollars(amount);
}

/** The catch arithmetic: "4 + 7 = 11 a ship; (11 − 10) × 2 ships = +$2". */
export function catchArithmetic(values: readonly number[], perShip: number, count: number, options: SellFishOptions): string {
  const sum = values.length > 1 ? `${values.join(' + ')} = ${perShip}` : `${perShip}`;
  const { pricePerFish, runningCost } = options.amounts;
  const price = pricePerFish === 1 ? `${perShip}` : `${perShip} × $${pricePerFish}`;
  return `${sum} fish a ship; (${price} − ${runningCost}) × ${ships(count)} = ${signed((perShip * pricePerFish - runningCost) * count)}`;
}

/** One sentence per event worth telling (windows and sealed-step openings are left out). */
export function narrate(event: SellFishEvent, options: SellFishOptions): string | null {
  switch (event.kind) {
    case 'window':
    case 'sealed':
      return null;
    case 'offers-cancelled':
      return `${event.offers.length === 1 ? 'The open offer is' : 'Open offers are'} cancelled: a sealed step opens.`;
    case 'trade': {
      const o = event.offer;
      const giver = o.side === 'sell' ? o.from : o.to;
      const taker = giver === o.from ? o.to : o.from;
      return `${nameOf(giver)} trades ${ships(o.ships)} to ${nameOf(taker)} for ${dollars(o.price)}.`;
    }
    case 'votes':
      return `Quota vote (${event.ballots.map((b, seat) => `${nameOf(seat)}: Green ${voteText(b.green)}, Blue ${voteText(b.blue)}`).join('; ')}). Green: ${quotaText(event.quotas.green)}; Blue: ${quotaText(event.quotas.blue)}.`;
    case 'auction': {
      const what = STEP_NAMES[event.step].replace('the ', '');
      const bids = event.bids.map((b, seat) => `${nameOf(seat)} ${b === 0 ? '–' : dollars(b)}`).join(', ');
      if (event.winner === null) return `${capital(what)}: no bids (${bids}); the ship is gone.`;
      const tie = event.tie.length > 1 ? ` after a tie between ${event.tie.map(nameOf).join(' and ')} drawn at random` : '';
      return `${capital(what)}: ${bids}. ${nameOf(event.winner)} wins${tie} and pays ${dollars(event.price)}.`;
    }
    case 'programme':
      return `${RIVER[event.river]}: ${event.ships.map((n, seat) => `${nameOf(seat)} ${n}`).join(', ')} ${event.ships.reduce((a, b) => a + b, 0) === 1 ? 'ship' : 'ships'} sent.`;
    case 'inspection':
      if (!event.caught) return `${nameOf(event.seat)} broke the ${RIVER[event.river]}'s quota and is inspected: free to fish.`;
      return `${nameOf(event.seat)} broke the ${RIVER[event.river]}'s quota and is caught: every ship it sent goes home, $${event.harbour} harbour cost and a fine of ${dollars(event.fine)}${event.halved ? ' (halved: first offence)' : ''} (fine chip ${event.fineChip}).`;
    case 'stock': {
      const move = event.to === event.from ? `stays on ${event.to}` : `${event.to > event.from ? 'rises' : 'falls'} from ${event.from} to ${event.to}`;
      return `${RIVER[event.river]}: ${ships(event.ships)} fishing; the stock ${move}.${event.threat ? ' Extinction threat!' : ''}`;
    }
    case 'catch': {
      const chips = chipsOf(options);
      const values = event.chips.map((id) => chips[id]!.value);
      const harvest = event.superHarvest ? ' Super harvest!' : '';
      if (options.pirateAttack) return `${nameOf(event.seat)} draws ${values.join(' + ')} = ${event.perShip} fish a ship in the ${RIVER[event.river]}.${harvest}`;
      return `${nameOf(event.seat)} in the ${RIVER[event.river]}: ${catchArithmetic(values, event.perShip, event.ships, options)}.${harvest}`;
    }
    case 'attack':
      return `Pirates of ${nameOf(event.pirate)} send a ship of ${nameOf(event.victim)} home from the ${RIVER[event.river]}: ${nameOf(event.victim)} pays $6, ${nameOf(event.pirate)} gains $3.`;
    case 'payout':
      return `${nameOf(event.seat)} is paid for the ${RIVER[event.river]}: (${event.perShip} − ${options.amounts.runningCost}) × ${ships(event.ships)} = ${signed(event.money)}.`;
    case 'port': {
      const paid = event.costs.flatMap((c, seat) => (c > 0 ? [`${nameOf(seat)} $${c}`] : []));
      return paid.length === 0 ? 'Port: no ship stayed home.' : `Port: harbour costs for ships left home — ${paid.join(', ')}.`;
    }
    case 'end-check':
      return `End draw after year ${event.year}: ${event.chips.join(', ')}. ${event.ends ? `A ${options.endValue}: the game ends.` : `No ${options.endValue}: the game goes on.`}`;
    case 'year':
      return `Year ${event.year} begins.`;
    case 'over':
      return 'The game is over.';
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
