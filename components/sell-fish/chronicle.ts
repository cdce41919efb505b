// The table's story, folded from the log one entry at a time: a line per player move (not the agents'
// joins, beacon values, openings and audits), a line per thing the rules did, and the events of the
// latest resolution for the board to show and animate.
import { isRuleError } from '../../src/core/errors.js';
import type { Seat } from '../../src/core/index.js';
import { describeMove, sellFish } from '../../src/games/sell-fish/index.js';
import type { SellFishEvent, SellFishState } from '../../src/games/sell-fish/index.js';
import { narrate } from './narrate.js';

/** One line of the log: a seat's move (with its seat) or what the rules did (seat null). */
export interface ChronicleLine {
  readonly text: string;
  readonly seat: Seat | null;
}

export interface Chronicle {
  readonly state: SellFishState;
  readonly count: number;
  readonly lines: readonly ChronicleLine[];
  /** The events of the latest entry that did more than open a window or a sealed step. */
  readonly lastEvents: readonly SellFishEvent[];
}

const PLAYER_MOVES = new Set(['ready', 'offer', 'accept', 'reject', 'commit', 'attack']);

/** True for a move a player chose (its commitment included), false for the agents' protocol steps. */
export function isPlayerMove(move: unknown): boolean {
  return typeof move === 'object' && move !== null && PLAYER_MOVES.has((move as { type?: string }).type ?? '');
}

/** The chronicle of an empty table. */
export function startChronicle(players: number, options: object): Chronicle {
  return { state: sellFish.setup({ players, options }), count: 0, lines: [], lastEvents: [] };
}

/** Adds a line to `lines` for one entry and the events it caused. */
export function chronicleStep(lines: ChronicleLine[], before: SellFishState, after: SellFishState, seat: Seat, move: unknown): void {
  // "Ready" lines would drown the log: a window closing is told by what follows it.
  if (isPlayerMove(move) && (move as { type: string }).type !== 'ready') lines.push({ text: describeMove(before, seat, move), seat });
  for (const event of after.events) {
    const text = narrate(event, after.options);
    if (text) lines.push({ text, seat: null });
  }
}

/** True when the events tell more than a window or a sealed step opening. */
export function eventful(events: readonly SellFishEvent[]): boolean {
  return events.some((e) => e.kind !== 'window' && e.kind !== 'sealed');
}

/** The chronicle extended by the entries of `log` it has not seen. */
export function extendChronicle(chronicle: Chronicle, log: readonly { readonly seat: Seat; readonly move: unknown }[]): Chronicle {
  if (log.length <= chronicle.count) return chronicle;
  let state = chronicle.state;
  let lastEvents = chronicle.lastEvents;
  const lines = [...chronicle.lines];
  for (let i = chronicle.count; i < log.length; i++) {
    const { seat, move } = log[i]!;
    const after = sellFish.apply(state, seat, move);
    if (isRuleError(after)) continue;
    chronicleStep(lines, state, after, seat, move);
    if (eventful(after.events)) lastEvents = after.events;
    state = after;
  }
  return { state, count: log.length, lines, lastEvents };
}
