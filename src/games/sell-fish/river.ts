/**
 * SF-7 one river after its programming is revealed: inspection and fines (SF-7.2), the count (SF-7.3),
 * the stock (SF-7.4, SF-5.1), fishing and payouts in seat order (SF-7.5), and with `pirateAttack` the
 * attack step before the payouts (SF-14.2.4).
 */
import { chipValues, drawForPlayer, fineChip, fullBags, type DrawSource } from './bags.js';
import type { Draft } from './draft.js';
import type { Quota, River, SellFishOptions } from './types.js';
import type { Seat } from '../../core/index.js';

/** SF-5.3 the most ships `seat` may send under `quota` (Infinity without one). */
export function quotaFor(quota: Quota | null, seat: Seat): number {
  if (quota === null) return Infinity;
  return 'uniform' in quota ? quota.uniform : (quota.perSeat[seat] ?? Infinity);
}

/** SF-T3 how far the marker moves when `ships` ships fish. */
export function stockMove(options: SellFishOptions, ships: number): number {
  let move = 0;
  for (const row of options.stockMove) if (ships >= row.ships) move = row.move;
  return move;
}

/** SF-5.1, SF-16 #29 a position threatens extinction when it draws only one chip. */
export function isThreatPosition(options: SellFishOptions, position: number): boolean {
  const p = options.track[position - 1];
  return p !== undefined && p.silver + p.gold === 1;
}

/** SF-7.2 the fine for breaking `quota` by sending `sent`, with chip value `chip`. */
export function fineFor(options: SellFishOptions, chip: number, excess: number, firstOffence: boolean): number {
  const full = chip * excess;
  const f = options.firstOffenceFineFactor;
  return firstOffence ? Math.floor((full * f.numerator) / f.denominator) : full;
}

/** SF-14.1.3 the seat whose money is strictly above every other's, or null. */
export function leader(draft: Draft): Seat | null {
  const money = draft.communities.map((c) => c.money);
  const top = Math.max(...money);
  return money.filter((m) => m === top).length === 1 ? money.indexOf(top) : null;
}

/** The river fished just before `river` this year or last (SF-14.2.4: Green → Blue → next year's Green). */
function previousRiver(year: number, river: River): { year: number; river: River } {
  return river === 'blue' ? { year, river: 'green' } : { year: year - 1, river: 'blue' };
}

/** The money a river's catch brings a player: (C × price − running cost) per ship (SF-7.5). */
export function catchMoney(options: SellFishOptions, perShip: number, ships: number): number {
  return (perShip * options.amounts.pricePerFish - options.amounts.runningCost) * ships;
}

/**
 * Resolves `river` once every programming is open (`sent` already set): inspections, count, stock,
 * fishing. Returns true when an attack step now waits for holders, false when the river is done.
 */
export function fishRiver(draft: Draft, river: River, source: DrawSource | null): boolean {
  const o = draft.options;
  const state = draft.rivers[river];
  // SF-7.2 inspection, one breaker at a time in seat order (SF-16 #31).
  draft.communities.forEach((c, seat) => {
    const allowed = quotaFor(state.quota, seat);
    const sent = c.sent[river];
    if (sent <= allowed || !source) return;
    const chance = o.inspectionCatchChance;
    const caught = source.int(chance.denominator) < chance.numerator;
    if (!caught) {
      draft.events.push({ kind: 'inspection', river, seat, caught: false, fineChip: null, fine: 0, harbour: 0, halved: false });
      return;
    }
    const chip = fineChip(o, source);
    const first = !c.caughtBefore;
    const fine = fineFor(o, chip, sent - allowed, first);
    const harbour = o.amounts.harbourCost * sent;
    c.money -= harbour + fine;
    c.fishing[river] = 0;
    c.caughtBefore = true;
    draft.events.push({ kind: 'inspection', river, seat, caught: true, fineChip: chip, fine, harbour, halved: first });
  });
  // SF-7.3, SF-7.4 the ships still fishing move the marker, then the trigger is checked.
  const ships = draft.communities.reduce((sum, c) => sum + c.fishing[river], 0);
  const from = state.position;
  state.position = Math.min(o.track.length, Math.max(1, from + stockMove(o, ships)));
  const threat = isThreatPosition(o, state.position);
  if (threat && draft.threatSince === null) draft.threatSince = draft.year;
  draft.events.push({ kind: 'stock', river, ships, from, to: state.position, threat });
  // SF-7.5 fishing in seat order, without putting chips back until the river is done.
  const bags = fullBags(draft);
  const catchPerShip: (number | null)[] = draft.communities.map(() => null);
  draft.communities.forEach((c, seat) => {
    const fishing = c.fishing[river];
    if (fishing === 0 || !source) return;
    const leads = o.superHarvest && leader(draft) === seat;
    const drawn = drawForPlayer(o, bags, state.position, leads, source);
    const perShip = chipValues(o, drawn.fish).reduce((a, b) => a + b, 0);
    catchPerShip[seat] = perShip;
    for (const chip of drawn.attacks) c.attackChips.push({ chip, year: draft.year, river });
    const money = o.pirateAttack ? 0 : catchMoney(o, perShip, fishing);
    c.money += money; // SF-16 #32 paid at once, unless the attack step comes first
    draft.events.push({ kind: 'catch', river, seat, chips: drawn.fish, perShip, ships: fishing, money, superHarvest: drawn.superHarvest });
  });
  if (!o.pirateAttack) return false;
  const targets = draft.communities.some((c) => c.fishing[river] > 0);
  const queue = targets ? draft.communities.flatMap((_c, seat) => (usableChips(draft, seat, river).length > 0 ? [seat] : [])) : [];
  draft.attack = { river, queue, catchPerShip };
  if (queue.length > 0) return true;
  finishAttackStep(draft);
  return false;
}

/** SF-14.2.4 the attack chips `seat` may use in `river`'s attack step: drawn there or in the river before. */
export function usableChips(draft: { year: number; communities: readonly { attackChips: readonly { year: number; river: River; chip: number }[] }[] }, seat: Seat, river: River): number[] {
  const before = previousRiver(draft.year, river);
  return draft.communities[seat]!.attackChips.filter(
    (h) => (h.year === draft.year && h.river === river) || (h.year === before.year && h.river === before.river),
  ).map((h) => h.chip);
}

/** SF-14.2.3 `pirate` sends one ship per target back to port: the victim pays $3 + $3, the pirate gains $3. */
export function attackShips(draft: Draft, pirate: Seat, targets: readonly Seat[]): void {
  const attack = draft.attack!;
  const river = attack.river;
  const usable = usableChips(draft, pirate, river);
  // Chips from the river before go first: they expire after this step.
  const before = previousRiver(draft.year, river);
  const order = [...usable].sort((a, b) => Number(isFrom(draft, pirate, b, before)) - Number(isFrom(draft, pirate, a, before)));
  const cost = draft.options.amounts.harbourCost;
  targets.forEach((victim, i) => {
    const chip = order[i]!;
    const pirateCommunity = draft.communities[pirate]!;
    pirateCommunity.attackChips = pirateCommunity.attackChips.filter((h) => h.chip !== chip); // back in its bag
    const target = draft.communities[victim]!;
    target.fishing[river] -= 1;
    target.money -= 2 * cost;
    pirateCommunity.money += cost;
    draft.events.push({ kind: 'attack', river, pirate, victim });
  });
  draft.attack = { ...attack, queue: attack.queue.slice(1) };
  if (draft.attack.queue.length === 0) finishAttackStep(draft);
}

function isFrom(draft: Draft, seat: Seat, chip: number, when: { year: number; river: River }): boolean {
  return draft.communities[seat]!.attackChips.some((h) => h.chip === chip && h.year === when.year && h.river === when.river);
}

/** SF-14.2.4 the payouts that waited for the attack step; chips from the river before go back to their bags. */
function finishAttackStep(draft: Draft): void {
  const attack = draft.attack!;
  const river = attack.river;
  attack.catchPerShip.forEach((perShip, seat) => {
    if (perShip === null) return;
    const ships = draft.communities[seat]!.fishing[river];
    const money = catchMoney(draft.options, perShip, ships);
    draft.communities[seat]!.money += money;
    draft.events.push({ kind: 'payout', river, seat, perShip, ships, money });
  });
  const before = previousRiver(draft.year, river);
  for (const c of draft.communities) c.attackChips = c.attackChips.filter((h) => !(h.year === before.year && h.river === before.river));
  draft.attack = null;
}
