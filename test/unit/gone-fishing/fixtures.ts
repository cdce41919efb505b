// Scenario fixtures: a local table with seat 0 the day-1 Angler, a known lake and known start piers.
import type { AnyGame, Seat } from '../../../src/core/index.js';
import {
  goneFishing,
  goneFishingProtocol,
  type GoneFishingSecrets,
  type GoneFishingState,
  type TileFace,
} from '../../../src/games/gone-fishing/index.js';
import { createTableFor, type LocalTable } from '../../../src/table/index.js';

/**
 * A lake by field, rows top to bottom:
 *   row 1: fish-6  trash   fish-1  fish-2
 *   row 2: trash   diver   fish-3  trash
 *   row 3: fish-4  fish-1  trash   fish-5
 *   row 4: fish-2  fish-3  fish-4  trash
 */
export const LAYOUT: readonly TileFace[] = [
  'fish-6', 'trash', 'fish-1', 'fish-2',
  'trash', 'diver', 'fish-3', 'trash',
  'fish-4', 'fish-1', 'trash', 'fish-5',
  'fish-2', 'fish-3', 'fish-4', 'trash',
];

export const ANGLER: Seat = 0;
export const FISH: Seat = 1;

/** A table of `game` (a cheating variant, say) where seat 0 fishes day 1 on LAYOUT (or `layout`) from piers `red`, `yellow`. */
export function dayOneTable(
  options: object = {},
  { layout = LAYOUT, red = 19, yellow = 9, game = goneFishing as AnyGame, seed = 'fixture' }: { layout?: readonly TileFace[]; red?: number; yellow?: number; game?: AnyGame; seed?: string } = {},
): LocalTable {
  const table = createTableFor(game, { players: 2, seed, options: { firstAngler: 'host-chooses', ...options } });
  must(table.play(0, { type: 'first-angler', seat: ANGLER }));
  must(table.play(FISH, { type: 'lay-lake', faces: layout }));
  must(table.play(ANGLER, { type: 'figures', red, yellow }));
  return table;
}

/** Throws when a play was refused (scenario set-up must succeed). */
export function must(error: { code: string; message: string } | null): void {
  if (error) throw new Error(`refused: ${error.code} ${error.message}`);
}

export const stateOf = (table: LocalTable): GoneFishingState => table.state() as GoneFishingState;
export const secretsOf = (table: LocalTable, seat: Seat): GoneFishingSecrets => table.secrets(seat) as GoneFishingSecrets;

type Protocol = typeof goneFishingProtocol;

/** Gone Fishing with the Fish player's protocol replaced in part (the honest Angler's agent is unchanged). */
export function withFishProtocol(overrides: {
  prepare?: (base: Protocol['prepare'], ...args: Parameters<Protocol['prepare']>) => ReturnType<Protocol['prepare']>;
  answer?: (base: Protocol['answer'], ...args: Parameters<Protocol['answer']>) => ReturnType<Protocol['answer']>;
}): AnyGame {
  const base = goneFishingProtocol;
  const isFish = (state: GoneFishingState, seat: Seat) => state.firstAngler !== null && seat !== (state.day === 1 ? state.firstAngler : 1 - state.firstAngler);
  const protocol: Protocol = {
    ...base,
    prepare: (state, seat, secrets, intent, entropy) =>
      overrides.prepare && isFish(state, seat) ? overrides.prepare(base.prepare, state, seat, secrets, intent, entropy) : base.prepare(state, seat, secrets, intent, entropy),
    answer: (state, seat, secrets, duty, entropy) =>
      overrides.answer && isFish(state, seat) ? overrides.answer(base.answer, state, seat, secrets, duty, entropy) : base.answer(state, seat, secrets, duty, entropy),
  };
  return { ...goneFishing, protocol };
}
