// The story of a game for the move log and the board's news: one line per player's move (the engine's
// describeMove, which never names a hidden card) and a line for each thing the table did on its own
// (fishing, a new round, a reshuffle, cards drawn, licences turned up). Fair-play steps (joins, keys,
// shuffles, shares, random values, the audit) are the browsers' own and left out.
import type { Seat } from '../../src/core/index.js';
import { describeMove, type FleetEvent, type FleetState, type SeatNamer } from '../../src/games/fleet/index.js';
import { seatColourName } from './looks.js';
import { eventText } from './narrate.js';

const FAIR_MOVES: readonly string[] = ['join', 'beacon', 'deck-join', 'deck-pass', 'deck-shares', 'audit'];
/** Events the table makes on its own, told as lines of their own (a player's move is told by describeMove). */
const TABLE_EVENTS: readonly FleetEvent['kind'][] = ['start-player', 'auction-won', 'gone-fishin', 'display-removed', 'drawn', 'fished', 'reshuffled', 'round', 'end-triggered'];

/** True for a player's move, false for a fair-play step a browser made on its own. */
export function isPlayerMove(move: unknown): boolean {
  const type = (move as { type?: unknown } | null)?.type;
  return typeof type === 'string' && !FAIR_MOVES.includes(type);
}

/** One line of the story: who it is about (null: the table), and whether it is a player's own move. */
export interface ChronicleLine {
  readonly seat: Seat | null;
  readonly text: string;
  readonly player: boolean;
}

/** An accepted move with the states around it. */
export interface ChronicleStep {
  readonly seat: Seat;
  readonly move: unknown;
  readonly before: FleetState;
  readonly after: FleetState;
}

/** The lines one accepted move adds, the seats named by `nameOf` (by colour unless given). */
export function linesOf(step: ChronicleStep, nameOf: SeatNamer = seatColourName): ChronicleLine[] {
  const lines: ChronicleLine[] = [];
  if (isPlayerMove(step.move)) lines.push({ seat: step.seat, text: `${describeMove(step.before, step.seat, step.move, nameOf)}.`, player: true });
  for (const event of step.after.events) {
    if (!TABLE_EVENTS.includes(event.kind)) continue;
    const text = eventText(step.after, event, null, nameOf);
    if (text) lines.push({ seat: 'seat' in event ? event.seat : null, text, player: false });
  }
  return lines;
}

/** What happened from `viewer`'s last move on (at most `limit` lines, the newest last). */
export function newsFor(lines: readonly ChronicleLine[], viewer: Seat | null, limit = 8): string[] {
  let from = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]!.player && lines[i]!.seat === viewer) {
      from = i;
      break;
    }
  }
  return lines.slice(Math.max(from, lines.length - limit)).map((line) => line.text);
}
