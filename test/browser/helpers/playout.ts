// Whole games played out by the weakest bot in every seat, kept as snapshots a table restores: one at
// the first moment seat 0 must act in each phase of the game, and one at the end.
import type { Seat } from '../../../src/core/index.js';
import { seededRandom } from '../../../src/core/random.js';
import { games } from '../../../src/games/index.js';
import { loadBots } from '../../../src/table/bot-loaders.js';
import type { LocalTableSnapshot } from '../../../src/table/local-table.js';
import { createTableFor } from '../../../src/table/seeded-table.js';

export interface PhaseSnapshot {
  /** The phase, as the game's state names it. */
  readonly phase: string;
  readonly snapshot: LocalTableSnapshot;
}

/** What part of the game a state is in: its phase, stage and step, whichever the game has. */
function phaseOf(state: unknown): string {
  const record = (state ?? {}) as Record<string, unknown>;
  const step = record.step as { kind?: unknown } | string | undefined;
  return [record.phase, record.stage, typeof step === 'object' && step !== null ? step.kind : step].filter((part) => part !== undefined && part !== null).join('/');
}

/** Plays `gameId` for `players` to its end; returns a snapshot for each phase seat 0 meets, then the end. */
export async function phasesOf(gameId: string, players: number, options: object = {}): Promise<PhaseSnapshot[]> {
  const game = games[gameId]!;
  const bot = (await loadBots(gameId))[0]!;
  const table = createTableFor(game, { players, seed: `phases-${gameId}`, options });
  const found = new Map<string, LocalTableSnapshot>();
  for (let turn = 0; turn < 20000; turn++) {
    const pending = table.pending();
    if (pending.length === 0) {
      found.set('over', table.snapshot());
      return Array.from(found, ([phase, snapshot]) => ({ phase, snapshot }));
    }
    const phase = phaseOf(table.state());
    if (pending[0] === 0 && !found.has(phase)) found.set(phase, table.snapshot());
    const seat: Seat = pending[0]!;
    const intent = bot.choose(table.state(), seat, seededRandom(turn + 1), table.secrets(seat));
    const error = table.play(seat, intent);
    if (error) throw new Error(`${gameId}: the bot's move was refused: ${error.message}`);
  }
  throw new Error(`${gameId} did not end`);
}

/** The saved game a local table restores: seat 0 is the player, the others the weakest bot. */
export function savedGameText(snapshot: LocalTableSnapshot, botId: string): string {
  const botSeats: Record<number, string> = {};
  for (let seat = 1; seat < snapshot.players; seat++) botSeats[seat] = botId;
  return JSON.stringify({ version: 1, setup: { mode: 'bot', botSeats }, snapshot });
}
