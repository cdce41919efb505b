/**
 * SF-4 the year as a sequence of stages, each opened by a trade window (SF-16 #27): the quota vote once
 * the threat has begun (SF-5.2), two ship auctions (SF-6), the lease auction (SF-14.3), the Green and
 * the Blue river (SF-7), the port phase (SF-8) and the end-of-year check (SF-9).
 */
import { isIntInRange, type Seat } from '../../core/index.js';
import { endCheckChips, type DrawSource } from './bags.js';
import { COINS, MAX_AMOUNT } from './data.js';
import type { Draft } from './draft.js';
import { parseBallot } from './moves.js';
import { decideQuota } from './quota.js';
import { fishRiver } from './river.js';
import { RIVERS } from './types.js';
import type { River, SealedStep, SellFishOptions, Stage } from './types.js';

/** SF-5.2 the quota phase runs from the year after the threat began. */
export function quotaYear(draft: { threatSince: number | null; year: number }): boolean {
  return draft.threatSince !== null && draft.threatSince < draft.year;
}

/** The stages of this year, in order. */
export function stagesOf(draft: { threatSince: number | null; year: number; options: SellFishOptions }): Stage[] {
  const stages: Stage[] = [];
  if (quotaYear(draft)) stages.push('quota');
  stages.push('auction-1', 'auction-2');
  if (draft.options.shipLeasing) stages.push('lease');
  stages.push('green', 'blue', 'port');
  return stages;
}

/** Opens the trade window before `stage`. */
export function openWindow(draft: Draft, stage: Stage): void {
  draft.stage = stage;
  draft.step = 'window';
  draft.ready = draft.ready.map(() => false);
  draft.sealed = null;
  draft.events.push({ kind: 'window', stage });
}

/** The window closes once every seat is ready: the port phase, or the sealed step it opened for. */
export function closeWindow(draft: Draft): void {
  if (draft.stage === 'port') {
    portPhase(draft);
    endOfYear(draft);
    return;
  }
  // SF-11.5 open offers are cancelled when a sealed step opens.
  if (draft.offers.length > 0) {
    draft.events.push({ kind: 'offers-cancelled', offers: draft.offers.map((o) => o.id) });
    draft.offers = [];
  }
  const step = draft.stage;
  draft.step = 'commit';
  draft.sealed = { step, commitments: draft.ready.map(() => null), opened: draft.ready.map(() => null) };
  draft.events.push({ kind: 'sealed', step });
}

function nextStage(draft: Draft): void {
  const stages = stagesOf(draft);
  const next = stages[stages.indexOf(draft.stage) + 1] ?? 'port';
  openWindow(draft, next);
}

/** SF-6.3 the highest bid `seat` may make now. */
export function bidCap(draft: { options: SellFishOptions; communities: readonly { money: number }[] }, seat: Seat): number {
  switch (draft.options.bidCap) {
    case 'coins20':
      return COINS;
    case 'money':
      return Math.max(0, draft.communities[seat]!.money);
    case 'none':
      return MAX_AMOUNT;
  }
}

/** SF-7.1 ships `seat` may send to `river` now (a leased ship counts, SF-14.3.2). */
export function availableShips(draft: { communities: readonly { ships: number; leased: number; sent: Readonly<Record<River, number>> }[] }, seat: Seat, river: River): number {
  const c = draft.communities[seat]!;
  const own = c.ships + c.leased;
  return river === 'green' ? own : own - c.sent.green;
}

/** Whether `value` is a choice `seat` could make in the sealed step `step` now. */
export function isLegalChoice(draft: Draft, seat: Seat, step: SealedStep, value: unknown): boolean {
  if (step === 'quota') return parseBallot(value, draft.players) !== null;
  if (step === 'green' || step === 'blue') return isIntInRange(value, 0, availableShips(draft, seat, step));
  return isIntInRange(value, 0, bidCap(draft, seat));
}

/** What stands for a choice that broke the rules once it is opened (the seat is blamed): no bid, no ships, a ballot that counts for nothing. */
export function forfeitedChoice(step: SealedStep): unknown {
  return step === 'quota' ? null : 0;
}

/** Every commitment is open: the step's outcome. */
export function resolveSealed(draft: Draft): void {
  const sealed = draft.sealed!;
  const values = sealed.opened;
  switch (sealed.step) {
    case 'quota': {
      for (const river of RIVERS) draft.rivers[river].quota = decideQuota(river, values, draft.players, draft.rivers[river].quota);
      draft.events.push({
        kind: 'votes',
        ballots: values.map((v) => parseBallot(v, draft.players) ?? { green: [], blue: [] }),
        quotas: { green: draft.rivers.green.quota, blue: draft.rivers.blue.quota },
      });
      nextStage(draft);
      return;
    }
    case 'auction-1':
    case 'auction-2':
    case 'lease': {
      const bids = values.map((v) => (typeof v === 'number' ? v : 0));
      const top = Math.max(...bids);
      const tied = bids.flatMap((b, seat) => (b === top ? [seat] : []));
      if (top > 0 && tied.length > 1) {
        draft.tie = { step: sealed.step, bids, seats: tied };
        oweDraw(draft, 'tie');
        return;
      }
      award(draft, sealed.step, bids, top > 0 ? tied[0]! : null, []);
      return;
    }
    case 'green':
    case 'blue': {
      const river = sealed.step;
      draft.communities.forEach((c, seat) => {
        const ships = typeof values[seat] === 'number' ? (values[seat]) : 0;
        c.sent[river] = ships;
        c.fishing[river] = ships;
      });
      draft.events.push({ kind: 'programme', river, ships: draft.communities.map((c) => c.sent[river]) });
      draft.sealed = null;
      if (draft.communities.some((c) => c.sent[river] > 0)) oweDraw(draft, 'river');
      else afterRiver(draft, fishRiver(draft, river, null));
    }
  }
}

function oweDraw(draft: Draft, purpose: 'tie' | 'river' | 'end-check'): void {
  draft.step = 'draw';
  draft.owed = { draw: draft.fair.beacon.requested + 1, purpose };
}

/** SF-6.4 the ship (or SF-14.3 the lease) goes to `winner` for the highest bid; no winner when every bid is 0. */
function award(draft: Draft, step: SealedStep, bids: readonly number[], winner: Seat | null, tie: readonly Seat[]): void {
  const price = winner === null ? 0 : bids[winner]!;
  if (winner !== null) {
    const c = draft.communities[winner]!;
    c.money -= price;
    if (step === 'lease') c.leaseNext = 1;
    else c.ships += 1;
  }
  draft.events.push({ kind: 'auction', step, bids, winner, price, tie });
  draft.auctions = [...(draft.auctions ?? []), { step, bids, winner }];
  draft.tie = null;
  nextStage(draft);
}

function afterRiver(draft: Draft, attackWaits: boolean): void {
  if (attackWaits) {
    draft.step = 'attack';
    return;
  }
  nextStage(draft);
}

/** After an attack step ends (river.ts), the year goes on. */
export function afterAttack(draft: Draft): void {
  if (draft.attack === null) nextStage(draft);
}

/** The owed draw, resolved with `source`. */
export function resolveOwedDraw(draft: Draft, source: DrawSource): void {
  const owed = draft.owed!;
  draft.owed = null;
  switch (owed.purpose) {
    case 'tie': {
      const tie = draft.tie!;
      award(draft, tie.step, tie.bids, tie.seats[source.int(tie.seats.length)]!, tie.seats);
      return;
    }
    case 'river':
      afterRiver(draft, fishRiver(draft, draft.stage as River, source));
      return;
    case 'end-check': {
      const row = draft.options.endCheck.find((r) => r.year === draft.year)!;
      const chips = endCheckChips(draft.options, row.chips, source);
      const ends = chips.includes(draft.options.endValue);
      draft.events.push({ kind: 'end-check', year: draft.year, chips, ends });
      if (ends) finish(draft);
      else newYear(draft);
    }
  }
}

/** SF-8 harbour costs for ships left in port, then every ship comes home and leases end. */
function portPhase(draft: Draft): void {
  const cost = draft.options.amounts.harbourCost;
  const costs = draft.communities.map((c) => {
    const inPort = Math.max(0, c.ships + c.leased - c.sent.green - c.sent.blue);
    c.money -= cost * inPort;
    return cost * inPort;
  });
  draft.events.push({ kind: 'port', costs });
  draft.history.push({
    year: draft.year,
    green: draft.rivers.green.position,
    blue: draft.rivers.blue.position,
    money: draft.communities.map((c) => c.money),
    fleets: draft.communities.map((c) => c.ships + c.leased),
    sent: { green: draft.communities.map((c) => c.sent.green), blue: draft.communities.map((c) => c.sent.blue) },
    auctions: draft.auctions ?? [],
  });
}

/** SF-9 the end of the year: the last year ends the game; years with an end draw owe one. */
function endOfYear(draft: Draft): void {
  if (draft.year >= draft.options.amounts.years) {
    finish(draft);
    return;
  }
  if (draft.options.endCheck.some((r) => r.year === draft.year)) {
    oweDraw(draft, 'end-check');
    return;
  }
  newYear(draft);
}

function newYear(draft: Draft): void {
  draft.year += 1;
  draft.auctions = [];
  for (const c of draft.communities) {
    c.sent = { green: 0, blue: 0 };
    c.fishing = { green: 0, blue: 0 };
    // SF-14.3.2 last year's lease returns to the bank; this year's becomes usable.
    c.leased = c.leaseNext;
    c.leaseNext = 0;
  }
  draft.events.push({ kind: 'year', year: draft.year });
  openWindow(draft, stagesOf(draft)[0]!);
}

/** SF-10 final score = money + fleet value; the highest wins, then more ships, else a shared win. */
export function finish(draft: Draft): void {
  const o = draft.options;
  const perShip = o.fleetValue[draft.rivers.green.position - 1]! + o.fleetValue[draft.rivers.blue.position - 1]!;
  const money = draft.communities.map((c) => c.money);
  const fleetValue = draft.communities.map((c) => c.ships * perShip);
  const total = money.map((m, seat) => m + fleetValue[seat]!);
  const best = Math.max(...total);
  let winners = total.flatMap((t, seat) => (t === best ? [seat] : []));
  const most = Math.max(...winners.map((seat) => draft.communities[seat]!.ships));
  winners = winners.filter((seat) => draft.communities[seat]!.ships === most);
  draft.final = { money, fleetValue, total, winners };
  draft.step = 'over';
  draft.ready = draft.ready.map(() => false);
  draft.offers = [];
  draft.sealed = null;
  draft.events.push({ kind: 'over' });
}
