// The network table: a game bound to a room. It reads the room's fold (the state every peer computes
// from the signed log) and seating, shows who sits, watches and is connected, and acts for the seats
// this browser holds through the same seat agents the local table uses: a player's intent becomes a
// log move (`prepare`), protocol duties are answered on their own (`owed`), accepted moves are folded
// into the seat's secrets (`adopt`, `observe`). Bots hosted here play their seats the same way.
import { isRuleError, ruleError } from '../core/index.js';
import type { Json, Outcome, RuleError, Seat } from '../core/index.js';
import { platformEntropy } from '../net/entropy.js';
import type { AcceptedEntry, RejectedEntry } from '../net/log-fold.js';
import type { Presence } from '../net/presence.js';
import type { Room } from '../net/room.js';
import type { BotClient } from './bot-client.js';
import { createSeatAgent, type SeatAgent } from './seat-agent.js';

/** One seat as the room shows it. */
export interface SeatInfo {
  readonly seat: Seat;
  /** The game's name for the seat, e.g. "Black". */
  readonly label: string;
  /** The claimant's name and colour, or null when the seat is open. */
  readonly name: string | null;
  readonly color: string | null;
  /** Bot id when a bot holds the seat. */
  readonly bot: string | null;
  /** True when this browser holds the seat (its person's or a bot it hosts). */
  readonly mine: boolean;
  /** True when the browser holding the seat has the room open now. */
  readonly connected: boolean;
}

/** One line of the move log. */
export interface TableLogLine {
  readonly seat: Seat;
  readonly n: number | null;
  readonly text: string;
  /** The entry's move (null when the entry could not be read). */
  readonly move: unknown;
  /** Set when every peer skipped the entry: why. */
  readonly rejected: string | null;
}

export interface NetworkTableOptions {
  /** Asks hosted bots for moves (a worker client); without it bots cannot be seated here. */
  readonly bots?: BotClient;
  /** Pause before a hosted bot moves, so people can follow (ms). */
  readonly botDelayMs?: number;
}

/** A game in a room, from this browser's side. */
export interface NetworkTable {
  readonly room: Room;
  /** False until the room's meta has arrived (a joiner waits for a peer). */
  ready(): boolean;
  /** The public state, or null before `ready`. */
  state(): unknown;
  /** What this browser's person sees (the protocol's view, or the public state). */
  view(): unknown;
  /** This browser's person's seat, or null when watching. */
  mySeat(): Seat | null;
  seats(): readonly SeatInfo[];
  /** Browsers in the room holding no seat. */
  watchers(): readonly Presence[];
  /** Seats whose player must act now. */
  pending(): readonly Seat[];
  /** Names of the people the table waits for ("waiting for …"). */
  waitingFor(): readonly string[];
  /** Intents open to this browser's person now (empty when it is not their turn). */
  legalIntents(): readonly unknown[];
  /** Plays an intent for this browser's person. */
  play(intent: unknown): Promise<RuleError | null>;
  /** Takes a seat for this browser's person. */
  takeSeat(seat: Seat, name: string, color: string): Promise<RuleError | null>;
  /** Seats a bot hosted by this browser. */
  addBot(seat: Seat, botId: string, name: string, color: string): Promise<RuleError | null>;
  log(): readonly TableLogLine[];
  outcome(): Outcome | null;
  /** Why a bot this browser hosts could not move, until it moves (null: every hosted bot is fine). */
  botTrouble(): string | null;
  /** Calls `listener` after every change; returns the unbind. */
  subscribe(listener: () => void): () => void;
  /** Stops acting for the held seats (the room itself stays open). */
  destroy(): void;
}

/** Binds `room`'s game to this browser's seats. */
export function createNetworkTable(room: Room, options: NetworkTableOptions = {}): NetworkTable {
  const game = room.game;
  const listeners = new Set<() => void>();
  const agents = new Map<Seat, SeatAgent>();
  /** Accepted entries already folded into the agents' secrets. */
  let observed = 0;
  /** Per held seat, the entry number submitted and not yet folded back (one protocol answer at a time). */
  const inFlight = new Map<Seat, number>();
  /** Per held seat, the state in which the rules refused its own entry: it does not answer again in that
   * state, so an answer the rules refuse is not repeated into the log for ever. */
  const refusedIn = new Map<Seat, unknown>();
  const botTimers = new Map<Seat, ReturnType<typeof setTimeout>>();
  const botTroubles = new Map<Seat, string>();
  let destroyed = false;

  const fold = () => room.fold();
  const state = (): unknown => fold()?.state ?? null;

  const agentFor = (seat: Seat): SeatAgent => {
    let agent = agents.get(seat);
    if (!agent) {
      const stored = room.storedSecrets(seat);
      agent = createSeatAgent(game, seat, platformEntropy, stored?.initial);
      if (game.protocol && !stored) void room.saveSecrets(seat, { initial: agent.secrets(), prepared: {} });
      agents.set(seat, agent);
    }
    return agent;
  };

  /** Brings every held seat's secrets up to the fold, replaying from scratch when the log was reordered. */
  const observe = (): void => {
    const result = fold();
    if (!result) return;
    if (result.stableAccepted < observed) {
      agents.clear();
      observed = 0;
    }
    const held = room.heldSeats();
    for (const seat of held) agentFor(seat);
    for (const accepted of result.accepted.slice(observed)) {
      const { seat, n, move } = accepted.entry;
      for (const [holder, agent] of agents) {
        const prepared = holder === seat ? room.storedSecrets(seat)?.prepared[n] : undefined;
        if (prepared !== undefined) agent.adopt({ move, secrets: prepared });
        agent.observe(accepted.before, accepted.after, seat, move);
      }
    }
    observed = result.accepted.length;
  };

  /** Signs and publishes a prepared move of a held seat, remembering the secrets it carries. */
  const publish = async (seat: Seat, prepared: { move: unknown; secrets: unknown }): Promise<RuleError | null> => {
    // Marked before signing (its number is known only then), so a change meanwhile does not answer the
    // same duty twice.
    inFlight.set(seat, Number.POSITIVE_INFINITY);
    const remember = async ({ n }: { n: number }): Promise<void> => {
      const stored = room.storedSecrets(seat) ?? { initial: agentFor(seat).secrets(), prepared: {} };
      await room.saveSecrets(seat, { ...stored, prepared: { ...stored.prepared, [n]: prepared.secrets } });
    };
    // Only a move that changes the seat's secrets (a commitment, a seed) stores them: a plain move would
    // store a copy that is stale by the time it is folded back, and grow the record with every move.
    const carries = game.protocol !== undefined && prepared.secrets !== agentFor(seat).secrets();
    const entry = await room.submit(seat, prepared.move as Json, carries ? remember : undefined);
    if (isRuleError(entry)) {
      inFlight.delete(seat);
      return entry;
    }
    inFlight.set(seat, entry.n);
    return null;
  };

  /** Answers protocol duties of held seats and lets hosted bots move. */
  const act = (): void => {
    const result = fold();
    if (!result || destroyed || game.outcome(result.state)) return;
    for (const seat of room.heldSeats()) {
      const waiting = inFlight.get(seat);
      if (waiting !== undefined && result.nextN[seat]! <= waiting) continue;
      if (waiting !== undefined && result.rejected.some((r) => r.byRules && r.entry?.seat === seat && r.entry.n === waiting)) refusedIn.set(seat, result.state);
      inFlight.delete(seat);
      if (refusedIn.get(seat) === result.state) continue;
      const agent = agentFor(seat);
      const owed = agent.owed(result.state);
      if (owed) {
        void publish(seat, owed.prepared);
        continue;
      }
      const bot = room.botOf(seat);
      if (bot && options.bots && isPending(result.state, seat, agent) && !botTimers.has(seat)) {
        botTimers.set(seat, setTimeout(() => void botMove(seat, bot), options.botDelayMs ?? 400));
      }
    }
  };

  const isPending = (current: unknown, seat: Seat, agent: SeatAgent): boolean =>
    game.protocol ? agent.playerDuties(current).length > 0 : game.pending(current).includes(seat);

  const botMove = async (seat: Seat, botId: string): Promise<void> => {
    const before = fold();
    try {
      if (!before || destroyed || !options.bots) return;
      const agent = agentFor(seat);
      const seed = new DataView(platformEntropy.bytes(4).buffer).getUint32(0);
      const intent = await options.bots.choose({ gameId: game.id, botId, state: before.state, seat, seed, secrets: agent.secrets() });
      // The log moved on while the bot thought: it thinks again on the next change.
      if (destroyed || fold() !== before) return;
      const prepared = agent.prepare(before.state, intent);
      if (isRuleError(prepared)) throw new Error(`its move was refused: ${prepared.message}`);
      await publish(seat, prepared);
      if (botTroubles.delete(seat)) notify();
    } catch (error) {
      // The seat waits and the next change asks again; meanwhile the room says why.
      botTroubles.set(seat, `The bot in seat ${seat + 1} could not move (${(error as Error).message}).`);
      if (!destroyed) notify();
    } finally {
      botTimers.delete(seat);
      if (!destroyed) act();
    }
  };

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const onChange = (): void => {
    if (destroyed) return;
    observe();
    act();
    notify();
  };
  const unbind = room.events.on('change', onChange);
  queueMicrotask(onChange);

  // An entry's line never changes: each is described once, not on every change of the log.
  const lineOf = new WeakMap<object, TableLogLine>();
  const acceptedLine = (a: AcceptedEntry): TableLogLine => {
    let line = lineOf.get(a);
    if (!line) {
      line = { seat: a.entry.seat, n: a.entry.n, text: game.describeMove(a.before, a.entry.seat, a.entry.move), move: a.entry.move, rejected: null };
      lineOf.set(a, line);
    }
    return line;
  };
  const rejectedLine = (r: RejectedEntry): TableLogLine => {
    let line = lineOf.get(r);
    if (!line) {
      line = {
        seat: r.entry?.seat ?? -1,
        n: r.entry?.n ?? null,
        text: `Rejected entry${r.entry ? ` ${r.entry.n} of seat ${r.entry.seat + 1}` : ''}`,
        move: r.entry?.move ?? null,
        rejected: `${r.reason.code}: ${r.reason.message}`,
      };
      lineOf.set(r, line);
    }
    return line;
  };

  const mySeat = (): Seat | null => room.personSeat();
  const claimName = (seat: Seat): string => room.seating().seats[seat]?.name ?? game.seatName(state(), seat);

  return {
    room,
    ready: () => fold() !== null,
    state,
    view() {
      const current = state();
      if (current === null || !game.protocol) return current;
      const seat = mySeat();
      return game.protocol.view(current, seat, seat === null ? undefined : agentFor(seat).secrets());
    },
    mySeat,
    seats() {
      const current = state();
      const presence = room.presence();
      const held = room.heldSeats();
      return room.seating().seats.map((claim, seat) => ({
        seat,
        label: current === null ? `Seat ${seat + 1}` : game.seatName(current, seat),
        name: claim?.name ?? null,
        color: claim?.color ?? null,
        bot: claim?.bot ?? null,
        mine: held.includes(seat),
        connected: claim !== null && presence.some((p) => p.signKeys.includes(claim.signKey)),
      }));
    },
    watchers: () => room.presence().filter((p) => p.seat === null && p.bots.length === 0),
    pending() {
      const current = state();
      if (current === null || !room.seating().seats.every(Boolean)) return [];
      return game.pending(current);
    },
    waitingFor() {
      const current = state();
      if (current === null) return [];
      const seating = room.seating().seats;
      if (!seating.every(Boolean)) return [];
      return game.pending(current).filter((seat) => seat !== mySeat()).map(claimName);
    },
    legalIntents() {
      const current = state();
      const seat = mySeat();
      if (current === null || seat === null || !room.seating().seats.every(Boolean)) return [];
      return game.protocol ? game.protocol.legalIntents(current, seat, agentFor(seat).secrets()) : game.legalMoves(current, seat);
    },
    async play(intent) {
      const current = state();
      const seat = mySeat();
      if (current === null) return ruleError('room-not-ready', 'The room has not arrived yet.');
      if (seat === null) return ruleError('spectator', 'You are watching; take a seat to play.');
      if (!room.seating().seats.every(Boolean)) return ruleError('seats-open', 'Wait until every seat is taken.');
      const prepared = agentFor(seat).prepare(current, intent);
      if (isRuleError(prepared)) return prepared;
      // Checked here too, so the player hears at once rather than seeing the entry rejected.
      const after = game.apply(current, seat, prepared.move);
      if (isRuleError(after)) return after;
      return publish(seat, prepared);
    },
    takeSeat: (seat, name, color) => room.claimSeat(seat, { name, color }),
    async addBot(seat, botId, name, color) {
      if (!options.bots) return ruleError('no-bots', 'Bots cannot be hosted here.');
      return room.claimSeat(seat, { name, color, bot: botId });
    },
    log() {
      const result = fold();
      if (!result) return [];
      // Accepted and rejected entries each come in log order: merge them.
      const lines: TableLogLine[] = [];
      let a = 0;
      let r = 0;
      while (a < result.accepted.length || r < result.rejected.length) {
        const accepted = result.accepted[a];
        const rejected = result.rejected[r];
        if (accepted && (!rejected || accepted.index < rejected.index)) {
          lines.push(acceptedLine(accepted));
          a++;
        } else {
          lines.push(rejectedLine(rejected!));
          r++;
        }
      }
      return lines;
    },
    outcome() {
      const current = state();
      return current === null ? null : game.outcome(current);
    },
    botTrouble: () => [...botTroubles.values()].join(' ') || null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    destroy() {
      destroyed = true;
      unbind();
      for (const timer of botTimers.values()) clearTimeout(timer);
      listeners.clear();
    },
  };
}
