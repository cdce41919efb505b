/**
 * A draft is a private, mutable deep copy of the state. `apply` clones the state into a draft, the
 * `…InPlace` helpers change the draft, and the draft is returned as the new state; the state handed to
 * `apply` is never touched. Options and the fair-play state are shared, never mutated.
 */
import { SPECIES } from './types.js';
import type { BuyerId, DrawPurpose, FinalScoring, Phase, Species, WishesEvent, WishesOptions, WishesState } from './types.js';
import type { Seat } from '../../core/index.js';
import type { FairState } from '../../fair/index.js';

export interface DraftMarket {
  tokens: number[];
  closedBy: number | null;
}

export interface DraftPlayer {
  money: number;
  worms: number;
  supply: number;
  boats: (number | null)[];
  boatCards: number[];
}

/** The mutable twin of WishesState. */
export interface Draft {
  players: number;
  options: WishesOptions;
  phase: Phase;
  turn: Seat | null;
  owed: { draw: number; purpose: DrawPurpose } | null;
  draws: number;
  fair: FairState;
  ocean: { card: number; worms: number }[];
  deck: number[];
  discard: number[];
  markets: Record<Species, DraftMarket>;
  buyers: { id: BuyerId; value: number; at: Species }[];
  closing: number[];
  dump: number[];
  seats: DraftPlayer[];
  moves: number;
  final: FinalScoring | null;
  events: WishesEvent[];
}

/** A deep copy to change; `events` starts empty for the move about to be applied. */
export function draftOf(state: WishesState): Draft {
  const markets = {} as Record<Species, DraftMarket>;
  for (const species of SPECIES) {
    const market = state.markets[species];
    markets[species] = { tokens: market.tokens.slice(), closedBy: market.closedBy };
  }
  return {
    players: state.players,
    options: state.options,
    phase: state.phase,
    turn: state.turn,
    owed: state.owed,
    draws: state.draws,
    fair: state.fair,
    ocean: state.ocean.map((o) => ({ card: o.card, worms: o.worms })),
    deck: state.deck.slice(),
    discard: state.discard.slice(),
    markets,
    buyers: state.buyers.map((b) => ({ id: b.id, value: b.value, at: b.at })),
    closing: state.closing.slice(),
    dump: state.dump.slice(),
    seats: state.seats.map((p) => ({ money: p.money, worms: p.worms, supply: p.supply, boats: p.boats.slice(), boatCards: p.boatCards.slice() })),
    moves: state.moves,
    final: state.final,
    events: [],
  };
}

/** The draft as a state (the draft must not be used afterwards). */
export function stateOf(draft: Draft): WishesState {
  return draft;
}
