// The seat agent: the one piece of code that acts for a seat's browser. It holds that seat's secrets,
// turns a player's intent into the move that goes in the log, answers the protocol duties the rules
// ask of the seat (join, beacon values, deck keys, openings, audit) with no player involved, and
// keeps the secrets up to date as accepted moves arrive. The local table runs one agent per seat; the
// network table runs one for its own seat. Same code either way, so a local game is the network game.
import { isRuleError, ruleError } from '../core/errors.js';
import type { AnyGame, Duty, Entropy, Prepared, RuleError, Seat } from '../core/index.js';

/** A move this seat owes for a protocol duty, with the duty it answers. */
export interface OwedMove {
  readonly duty: Duty;
  readonly prepared: Prepared<unknown, unknown>;
}

/**
 * One seat's agent. Not pure: it owns the seat's secrets and entropy. The driving loop (local or
 * network table) is: ask `owed(state)`; publish its move; call `adopt(prepared)` at once (an answer
 * may hold fresh secrets, e.g. a deck seed, that the published move depends on — never ask `owed`
 * again before adopting); and call `observe` for every accepted move, its own included. For a player,
 * `prepare(state, intent)` gives the move, then the same `adopt` and `observe`. Persist `secrets()`
 * after each change; `createSeatAgent(game, seat, entropy, saved)` restores the seat.
 */
export interface SeatAgent {
  readonly seat: Seat;
  /** The seat's current private state (undefined for a game without a protocol). */
  secrets(): unknown;
  /** The log move for a player's intent (for a protocol-free game the intent is the move). */
  prepare(state: unknown, intent: unknown): Prepared<unknown, unknown> | RuleError;
  /** The first protocol duty of this seat that the agent answers on its own, or null when every duty
   * left for this seat (if any) is the player's. */
  owed(state: unknown, duties?: readonly Duty[]): OwedMove | null;
  /** Duties of this seat that only the player can fulfil (after the agent has answered its own). */
  playerDuties(state: unknown, duties?: readonly Duty[]): readonly Duty[];
  /** Records that `prepared` (made by this agent) went into the log: its secrets become the seat's. */
  adopt(prepared: Prepared<unknown, unknown>): void;
  /** Folds `mover`'s accepted `move`, which turned `before` into `after`, into this seat's secrets. */
  observe(before: unknown, after: unknown, mover: Seat, move: unknown): void;
}

/** Builds the agent for `seat` of `game`; `secrets` restores a seat, else `initialSecrets` makes them. */
export function createSeatAgent(game: AnyGame, seat: Seat, entropy: Entropy, secrets?: unknown): SeatAgent {
  const protocol = game.protocol;
  let current: unknown = protocol ? (secrets ?? protocol.initialSecrets(seat, entropy)) : undefined;

  const dutiesOf = (state: unknown, duties?: readonly Duty[]): readonly Duty[] =>
    (duties ?? game.duties(state)).filter((d) => d.seat === seat);

  // A duty the agent answered once is settled for as long as the state does not change; remembering
  // the null answers keeps `playerDuties` from asking the protocol twice (answer may draw entropy).
  let lastState: unknown = undefined;
  let lastPlayerDuties: readonly Duty[] = [];

  const owed = (state: unknown, duties?: readonly Duty[]): OwedMove | null => {
    const mine = dutiesOf(state, duties);
    if (!protocol) {
      lastState = state;
      lastPlayerDuties = mine;
      return null;
    }
    const waiting: Duty[] = [];
    for (const duty of mine) {
      // A 'move' duty is always the player's (core DutyKind); the protocol answers the other kinds.
      if (duty.kind === 'move') {
        waiting.push(duty);
        continue;
      }
      const prepared = protocol.answer(state, seat, current, duty, entropy);
      if (prepared) return { duty, prepared };
      waiting.push(duty);
    }
    lastState = state;
    lastPlayerDuties = waiting;
    return null;
  };

  return {
    seat,
    secrets: () => current,
    prepare(state, intent) {
      if (!protocol) return { move: intent, secrets: undefined };
      const prepared = protocol.prepare(state, seat, current, intent, entropy);
      if (isRuleError(prepared)) return prepared;
      if (typeof prepared !== 'object' || prepared === null || !('move' in prepared)) {
        return ruleError('agent-bad-prepare', `The ${game.id} protocol returned no move for that intent.`);
      }
      return prepared;
    },
    owed,
    playerDuties(state, duties) {
      // While the agent still owes a step for this state, the player owes nothing yet.
      if (state !== lastState && owed(state, duties) !== null) return [];
      return lastPlayerDuties;
    },
    adopt(prepared) {
      if (protocol) current = prepared.secrets;
    },
    observe(before, after, mover, move) {
      if (protocol) current = protocol.observe(before, after, mover, move, seat, current);
    },
  };
}
