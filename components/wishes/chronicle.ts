// A game told move by move: the log folded through the rules once, incrementally, so that each
// player's move gets the engine's own log line (describeMove, told in the state the move was made in,
// so the card "from slot 2" is the one that lay there). Pure, no DOM.
import type { Seat } from '../../src/core/index.js';
import { describeMove, wishes, type WishesState } from '../../src/games/wishes/index.js';

/** A player's move in words. */
export interface ChronicleLine {
  readonly seat: Seat;
  readonly text: string;
}

/** The log folded so far. */
export interface Chronicle {
  /** Log entries folded. */
  readonly length: number;
  readonly state: WishesState;
  readonly lines: readonly ChronicleLine[];
}

const PLAYER_MOVES = new Set(['keep', 'wish', 'sell', 'pass', 'first']);

/** An empty chronicle for a table of `players` with these options. */
export function startChronicle(players: number, options: object = {}): Chronicle {
  return { length: 0, state: wishes.setup({ players, options }), lines: [] };
}

/** The chronicle extended by the log entries after `chronicle.length` (an accepted log: none is refused). */
export function extendChronicle(chronicle: Chronicle, log: readonly { readonly seat: Seat; readonly move: unknown }[]): Chronicle {
  if (log.length <= chronicle.length) return chronicle;
  let { state } = chronicle;
  const lines = chronicle.lines.slice();
  for (let i = chronicle.length; i < log.length; i++) {
    const { seat, move } = log[i]!;
    const after = wishes.apply(state, seat, move);
    if ('kind' in after) continue;
    if (isPlayerMove(move)) lines.push({ seat, text: describeMove(state, seat, move) });
    state = after;
  }
  return { length: log.length, state, lines };
}

/** True for a player's action, false for a fair-play step a seat's agent made (join, beacon, audit). */
export function isPlayerMove(move: unknown): boolean {
  const type = (move as { type?: unknown } | null)?.type;
  return typeof type === 'string' && PLAYER_MOVES.has(type);
}
