/** Every legal action of a seat (W-4.1): the board's highlights, random players and the bots' choices. */
import type { Seat } from '../../core/index.js';
import { BUYER_STEPS } from './data.js';
import { affordableSlots } from './ocean.js';
import { seatToAct } from './rules.js';
import { SPECIES } from './types.js';
import type { RotChoice, ScatterChoice, Species, WishKind, WishMove, WishesAction, WishesState } from './types.js';
import { heldSpecies } from './wish-cards.js';

/** Every action `seat` may take now (empty when it is not that seat's choice). */
export function legalActions(state: WishesState, seat: Seat): WishesAction[] {
  if (seatToAct(state) !== seat) return [];
  if (state.phase === 'setup') return Array.from({ length: state.players }, (_, s) => ({ type: 'first', seat: s }));
  const actions: WishesAction[] = [];
  const player = state.seats[seat]!;
  const emptyBoats = player.boats.flatMap((card, boat) => (card === null ? [boat] : []));
  const slots = affordableSlots(state, seat);
  for (const slot of slots) for (const boat of emptyBoats) actions.push({ type: 'keep', slot, boat });
  for (const slot of slots) {
    const kind = state.options.deck[state.ocean[slot - 1]!.card]!.wish;
    for (const choices of wishChoices(state, seat, kind)) actions.push({ type: 'wish', slot, ...choices });
  }
  player.boats.forEach((card, boat) => {
    if (card !== null) actions.push({ type: 'sell', boat });
  });
  if (actions.length === 0) actions.push({ type: 'pass' }); // W-4.2
  return actions;
}

type Choices = Omit<WishMove, 'type' | 'slot'>;

/** Every complete set of choices for a wish of `kind` made by `seat` now (W-8.0: nothing declined). */
export function wishChoices(state: WishesState, seat: Seat, kind: WishKind): Choices[] {
  const held = heldSpecies(state, seat);
  const speciesChoices: Choices[] = held.length ? held.map((species) => ({ species })) : [{}];
  const fullBoats = state.seats[seat]!.boats.flatMap((card, boat) => (card === null ? [] : [boat]));
  const boatChoices: Choices[] = fullBoats.length ? fullBoats.map((boat) => ({ boat })) : [{}];
  switch (kind) {
    case 'MOVE_BUYER_1':
    case 'MOVE_BUYER_2':
      return cross(buyerMoves(state, kind === 'MOVE_BUYER_1' ? 1 : 2), speciesChoices);
    case 'MOVE_BUYER_3':
      return cross(buyerMoves(state, 3), boatChoices);
    case 'SCATTER':
      return scatterChoices(state).map((scatter) => (scatter.length ? { scatter } : {}));
    case 'SELL_SPECIES':
      return speciesChoices;
    case 'ROT':
      return cross(rotChoices(state).map((rot): Choices => (rot ? { rot } : {})), boatChoices);
    case 'SELL_AS_OTHER':
      return held.length ? held.flatMap((species) => SPECIES.filter((as) => as !== species).map((as) => ({ species, as }))) : [{}];
    case 'WORM_BONUS':
    case 'EXTRA_BOAT':
    case 'DOUBLE_FISH':
      return [{}];
  }
}

function cross(a: readonly Choices[], b: readonly Choices[]): Choices[] {
  return a.flatMap((x) => b.map((y) => ({ ...x, ...y })));
}

/** W-8.1–W-8.3 each buyer of `value` with each distance (nothing to choose without such a buyer). */
function buyerMoves(state: WishesState, value: number): Choices[] {
  const buyers = state.buyers.filter((b) => b.value === value);
  if (buyers.length === 0) return [{}];
  return buyers.flatMap((b) => BUYER_STEPS.map((steps) => ({ buyer: b.id, steps })));
}

/** W-8.6 every token that can rot, or [null] when there is none (W-15 #13). */
function rotChoices(state: WishesState): (RotChoice | null)[] {
  const out: RotChoice[] = [];
  for (const species of state.options.marketOrder) {
    state.markets[species].tokens.forEach((n, seat) => {
      if (n > 0) out.push({ from: species, seat });
    });
  }
  state.dump.forEach((n, seat) => {
    if (n > 0) out.push({ from: 'dump', seat });
  });
  return out.length ? out : [null];
}

/** W-8.4, W-15 #27 every way to scatter: which highest buyer stays at each crowded market, and where the others go. */
export function scatterChoices(state: WishesState): ScatterChoice[][] {
  const order = state.options.marketOrder;
  const free = order.filter((m) => !state.buyers.some((b) => b.at === m));
  // For each crowded market, the alternative sets of buyers that move.
  const moverSets: string[][][] = [];
  for (const market of order) {
    const here = state.buyers.filter((b) => b.at === market);
    if (here.length < 2) continue;
    const highest = Math.max(...here.map((b) => b.value));
    moverSets.push(here.filter((b) => b.value === highest).map((stay) => here.filter((b) => b !== stay).map((b) => b.id)));
  }
  if (moverSets.length === 0) return [[]];
  let movers: string[][] = [[]];
  for (const alternatives of moverSets) movers = movers.flatMap((m) => alternatives.map((alt) => [...m, ...alt]));
  const out: ScatterChoice[][] = [];
  for (const ids of movers) assign(ids, 0, free, [], out);
  return out;
}

function assign(ids: readonly string[], i: number, free: readonly Species[], acc: ScatterChoice[], out: ScatterChoice[][]): void {
  if (i === ids.length) {
    out.push(acc.slice());
    return;
  }
  for (const to of free) {
    if (acc.some((c) => c.to === to)) continue;
    acc.push({ buyer: ids[i]!, to });
    assign(ids, i + 1, free, acc, out);
    acc.pop();
  }
}
