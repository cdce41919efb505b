// Helpers for the Wishes rule tests: a seeded stand-in for the beacon's draws, a dealt table, and a
// way to lay out an exact position for a scenario.
import { seededRandom } from '../../../src/core/index.js';
import { createFair, type FairState } from '../../../src/fair/index.js';
import type { Random } from '../../../src/core/index.js';
import { resolveDraw, setupState, type DrawSource } from '../../../src/games/wishes/rules.js';
import { SPECIES } from '../../../src/games/wishes/types.js';
import type { Market, PlayerState, Species, WishesOptions, WishesState } from '../../../src/games/wishes/types.js';

/** A fair-play state nobody has joined (the rule tests resolve draws themselves). */
export function testFair(players: number): FairState {
  return createFair({ room: 'test', game: 'wishes', seats: players });
}

/** Uniform draws from a seeded source (the engine's beacon is replaced in these tests). */
export function seededDraws(random: Random): DrawSource {
  return { int: (bound) => random.int(bound) };
}

/** A table with every setup draw resolved, play begun (or seat 0 to choose under host-chooses). */
export function dealt(players: number, seed = 1, options?: Partial<WishesOptions>): WishesState {
  const random = seededRandom(seed);
  let state = setupState(players, options, testFair(players));
  while (state.owed) state = resolveDraw(state, seededDraws(random));
  return state;
}

/** Resolves every owed draw with `random`. */
export function drawAll(state: WishesState, random: Random): WishesState {
  let s = state;
  while (s.owed) s = resolveDraw(s, seededDraws(random));
  return s;
}

/** Resolves the owed draw by turning up deck card `card` (the draw picks it by its index in the deck). */
export function drawCard(state: WishesState, card: number): WishesState {
  const index = state.deck.indexOf(card);
  if (index < 0) throw new Error(`card ${card} is not in the deck`);
  return resolveDraw(state, { int: () => index });
}

/** A market with the given tokens per seat. */
export function market(tokens: number[], closedBy: number | null = null): Market {
  return { tokens, closedBy };
}

/** Every market empty and open for `players` seats. */
export function emptyMarkets(players: number): Record<Species, Market> {
  const out = {} as Record<Species, Market>;
  for (const s of SPECIES) out[s] = market(Array<number>(players).fill(0));
  return out;
}

/** A player with defaults for the fields not given. */
export function player(p: Partial<PlayerState> = {}): PlayerState {
  return { money: 0, worms: 6, supply: 14, boats: [null, null], boatCards: [], ...p };
}

/** Card id of `species` with wish `wish` in the default deck (W-T2: 10 × species + kind). */
export function cardOf(state: WishesState, species: Species, wish: string): number {
  const id = state.options.deck.findIndex((c) => c.species === species && c.wish === wish);
  if (id < 0) throw new Error(`no ${species} ${wish}`);
  return id;
}

/**
 * A playing position laid out for a scenario: a dealt table with `patch` over it. Cards placed in the
 * ocean, boats or discard are taken out of the deck so every card stays in exactly one place.
 */
export function position(players: number, patch: Partial<WishesState>, options?: Partial<WishesOptions>): WishesState {
  const base = dealt(players, 7, options);
  const merged: WishesState = { ...base, turn: 0, ...patch };
  const used = new Set<number>([
    ...merged.ocean.map((o) => o.card),
    ...merged.discard,
    ...merged.seats.flatMap((p) => [...p.boats.filter((c): c is number => c !== null), ...p.boatCards]),
  ]);
  const deck = patch.deck ?? base.options.deck.map((_, i) => i).filter((i) => !used.has(i));
  return { ...merged, deck };
}

/** The five buyers of W-T3 at the markets given by id ($3, $2a, $2b, $1a, $1b). */
export function buyersAt(at: Record<'$3' | '$2a' | '$2b' | '$1a' | '$1b', Species>): WishesState['buyers'] {
  const values = { $3: 3, $2a: 2, $2b: 2, $1a: 1, $1b: 1 } as const;
  return (Object.keys(values) as (keyof typeof values)[]).map((id) => ({ id, value: values[id], at: at[id] }));
}

/** Buyers spread one per market on the first five markets (no two together). */
export const SPREAD = buyersAt({ $3: 'angelfish', $2a: 'monkfish', $2b: 'swordfish', $1a: 'kingfish', $1b: 'catfish' });
