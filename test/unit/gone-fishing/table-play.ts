// Plays Gone Fishing on the local table with one bot per role (shared by the tests and the bench).
import { seededRandom, type AnyBot, type Random, type Seat } from '../../../src/core/index.js';
import { anglerOf, type DayResult, type GoneFishingState } from '../../../src/games/gone-fishing/index.js';
import { createLocalTable, type LocalTable } from '../../../src/table/index.js';

/** Bots by role for one game: `angler` plays the Angler's day, `fish` the Fish player's. */
export interface RoleBots {
  readonly angler: AnyBot;
  readonly fish: AnyBot;
}

/** A finished table and its days. */
export interface PlayedGame {
  readonly table: LocalTable;
  readonly days: readonly DayResult[];
  /** Every intent played, with its seat and role. */
  readonly intents: readonly { readonly seat: Seat; readonly role: 'angler' | 'fish'; readonly intent: { readonly type: string } }[];
}

/** Plays a whole game (both days) on a seeded local table; `onChoose` sees every bot decision. */
export function playGame(
  seed: string | number,
  bots: RoleBots,
  options: object = {},
  onChoose?: (choose: () => unknown) => unknown,
  random: Random = seededRandom(seedNumber(seed)),
): PlayedGame {
  const table = createLocalTable('gone-fishing', { players: 2, seed, options });
  const intents: { seat: Seat; role: 'angler' | 'fish'; intent: { type: string } }[] = [];
  for (let step = 0; table.outcome() === null; step++) {
    if (step > 2000) throw new Error('game did not end');
    const state = table.state() as GoneFishingState;
    const seat = table.pending()[0];
    if (seat === undefined) throw new Error(`nobody to move in phase ${state.phase}`);
    const role = seat === anglerOf(state) ? 'angler' : 'fish';
    const bot = role === 'angler' ? bots.angler : bots.fish;
    const choose = () => bot.choose(state, seat, random, table.secrets(seat));
    const intent = (onChoose ? onChoose(choose) : choose()) as { type: string };
    const error = table.play(seat, intent);
    if (error) throw new Error(`${role} intent ${JSON.stringify(intent)} refused: ${error.code} ${error.message}`);
    intents.push({ seat, role, intent });
  }
  return { table, days: (table.state() as GoneFishingState).days, intents };
}

/** A 32-bit number from a seed (FNV-1a over its text), so every seed gives the bots their own stream. */
export function seedNumber(seed: string | number): number {
  let h = 0x811c9dc5;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** Average Angler points per day over `games` games (2 days each). */
export function pointsPerDay(bots: RoleBots, games: number, seedPrefix: string, options: object = {}): number {
  let total = 0;
  let days = 0;
  for (let g = 0; g < games; g++) {
    for (const day of playGame(`${seedPrefix}-${g}`, bots, options).days) {
      total += day.score;
      days++;
    }
  }
  return total / days;
}
