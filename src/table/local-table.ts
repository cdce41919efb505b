// The local table: every seat of a game in one process, each driven by its own seat agent. A caller
// plays plain intents ("bid 5"); the agents answer every protocol duty (join, beacon values, deck
// keys, openings, audit) until only players' choices remain. Solo play against bots, the engine
// module's seeded games and the fair-play tests all run here.
// Core's modules by name, not its index: through the index a page would also reach the hash.
import { isHex, toHex } from '../core/encoding.js';
import { isRuleError, ruleError } from '../core/errors.js';
import type { AnyGame, Entropy, Outcome, RuleError, Seat } from '../core/index.js';
// Not the fair barrel: that would put the deck's curve code on the page of every game played solo.
import { pendingDeckWork, type DeckWork } from '../fair/pending-deck-work.js';
import { progressOf, type DeckProgress } from './deck-progress.js';
import { createSeatAgent, type OwedMove, type SeatAgent } from './seat-agent.js';

/** Runs a deck pass or check off the page (a deck worker pool's `run`). */
export type DeckWorkRunner = (work: DeckWork, onProgress?: (fraction: number) => void) => Promise<unknown>;

/** Version of the snapshot format; bumped on any incompatible change (version 1, seeded, still restores). */
export const LOCAL_TABLE_SNAPSHOT_VERSION = 2;

/** How a local table is set up. */
export interface LocalTableConfig {
  readonly players: number;
  /**
   * For tests and replays only: every seat's entropy derives from it, so the table replays exactly.
   * Without it (every real game) each seat draws its own 256-bit seed from the platform's CSPRNG.
   */
  readonly seed?: string | number;
  /** Per seat, the 256-bit seed (hex) its entropy derives from: how a snapshot restores a CSPRNG table. */
  readonly seatSeeds?: readonly string[];
  readonly options?: object;
  /**
   * Where deck passes are made (a Worker pool): with it the table answers a pass duty asynchronously
   * and shows progress; without it passes are made on the spot. The moves are the same either way.
   */
  readonly work?: DeckWorkRunner;
  /** Intents to replay once set up (a restore with `work`): played as the table settles; see `replayFailure`. */
  readonly replay?: readonly { readonly seat: Seat; readonly intent: unknown }[];
}

/** One accepted log entry. */
export interface LogEntry {
  readonly seat: Seat;
  readonly move: unknown;
}

/** A table as plain JSON: replaying its intents on a fresh table restores it exactly. */
export interface LocalTableSnapshot {
  readonly version: number;
  readonly gameId: string;
  readonly players: number;
  /** A seeded table's seed (tests and replays). */
  readonly seed?: string | number;
  /** A CSPRNG table's per-seat seeds; kept on this device with the rest of its seats' secrets. */
  readonly seatSeeds?: readonly string[];
  readonly options: object;
  readonly intents: readonly { readonly seat: Seat; readonly intent: unknown }[];
}

/** A game in progress with every seat in this process. */
export interface LocalTable {
  readonly gameId: string;
  readonly players: number;
  /** The public state. */
  state(): unknown;
  /** What `seat` sees (null: a spectator): the protocol's view, or the public state. */
  view(seat: Seat | null): unknown;
  /** Seats whose player must act now; protocol duties are already answered by the agents. */
  pending(): readonly Seat[];
  /** Every intent open to `seat` now. */
  legalIntents(seat: Seat): readonly unknown[];
  /** Plays a player's intent, then runs every seat agent until only player duties remain. */
  play(seat: Seat, intent: unknown): RuleError | null;
  /** Scores and winners once the game is over. */
  outcome(): Outcome | null;
  /** The public log, in order (players' moves and agents' protocol moves). */
  log(): readonly LogEntry[];
  /** The public state each entry of `log()` was played in, then the state now: entry i goes from
   * `history()[i]` to `history()[i + 1]` (for a game's log in words). */
  history(): readonly unknown[];
  /** That seat's private state (tests, audit, the app's private view); undefined without a protocol. */
  secrets(seat: Seat): unknown;
  /** Calls `listener` after every accepted play; returns the unbind. */
  subscribe(listener: () => void): () => void;
  /** The table as plain JSON. */
  snapshot(): LocalTableSnapshot;
  /** The deck pass this table is making now, off the page (null when none). */
  progress(): DeckProgress | null;
  /** Calls `listener` whenever `progress()` changes; returns the unbind. */
  subscribeProgress(listener: () => void): () => void;
  /** Resolves once no deck work is running, the agents have settled and any replay is done (at once for a table without `work`). */
  settled(): Promise<void>;
  /** Why replaying a restored table's intents stopped, or null (it replays, or replayed them all). */
  replayFailure(): string | null;
  /** How far a restored table's replay has come, while intents are left to replay; else null. */
  restoring(): RestoreProgress | null;
}

/** A restored table's replay under way: `done` of its `total` saved intents played again. */
export interface RestoreProgress {
  readonly done: number;
  readonly total: number;
}

/**
 * A seat's random source from its seed: `seededEntropy` (SHA-512 in counter mode) for every real table.
 * A page whose game draws nothing passes its own (`drawsNothing`) and so never loads the hash.
 */
export type EntropySource = (seed: string) => Entropy;

/** The random source of a game without a protocol: its seats never draw, so drawing is a programming error. */
export function drawsNothing(game: AnyGame): EntropySource {
  return () => ({
    bytes() {
      throw new TypeError(`${game.id} has no protocol, so its seats draw nothing at random`);
    },
  });
}

/** Raised when the agents cannot settle (a protocol answer the rules reject, or one that never ends). */
export class TableProtocolError extends Error {
  override readonly name = 'TableProtocolError';
}

/** Raised by `restoreLocalTable` for a snapshot that is malformed or does not replay. */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

// A table with deck work off the page answers in slices of this many ms, then lets the page paint.
const SLICE_MS = 12;
// The host's timer and clock (Node, a Worker, the page), typed here: the engine builds without the DOM library.
const host = globalThis as unknown as { setTimeout(run: () => void, ms: number): unknown; performance: { now(): number } };

// Guards against a protocol whose answers never settle; far above any real game's protocol burst.
const MAX_AGENT_STEPS = 100_000;

/** A local table whose seats draw from `entropyOf(seed)`: what a page uses, so a game that draws nothing loads no hash. */
export function createTableWith(game: AnyGame, config: LocalTableConfig, entropyOf: EntropySource): LocalTable {
  const { players, seed } = config;
  const options = { ...(config.options ?? {}) };
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new RangeError(`${game.id} seats ${game.minPlayers}–${game.maxPlayers} players, not ${players}`);
  }
  if (seed !== undefined && typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) {
    throw new TypeError('seed must be a string or a finite number');
  }
  if (seed !== undefined && config.seatSeeds !== undefined) throw new TypeError('a table has a seed or seat seeds, not both');
  const seatSeeds = seed === undefined ? (config.seatSeeds ?? Array.from({ length: players }, freshSeatSeed)) : undefined;
  if (seatSeeds && (seatSeeds.length !== players || !seatSeeds.every((s) => isHex(s, 32)))) {
    throw new TypeError(`seat seeds are ${players} strings of 64 hex digits`);
  }
  const agents: SeatAgent[] = Array.from({ length: players }, (_, seat) =>
    createSeatAgent(game, seat, entropyOf(seatSeeds ? `seat:${seatSeeds[seat]}` : `${seed}:${seat}`)),
  );
  let state: unknown = game.setup({ players, options });
  const entries: LogEntry[] = [];
  const states: unknown[] = [state];
  const intents: { seat: Seat; intent: unknown }[] = [];
  const listeners = new Set<() => void>();
  const progressListeners = new Set<() => void>();
  let waiting: readonly Seat[] = [];
  let working: DeckProgress | null = null;
  /** True while deck work runs off the page or the agents' answers wait for the next slice. */
  let busy = false;
  const idle: (() => void)[] = [];
  const replay = [...(config.replay ?? [])];
  let replayFailure: string | null = null;
  let replayed = 0;
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const showProgress = (next: DeckProgress | null): void => {
    working = next;
    for (const listener of [...progressListeners]) listener();
  };

  /** Applies one move of `seat` prepared by its agent; every agent observes it. */
  const commit = (seat: Seat, prepared: { move: unknown; secrets: unknown }): RuleError | null => {
    const before = state;
    const after = game.apply(before, seat, prepared.move);
    if (isRuleError(after)) return after;
    state = after;
    entries.push({ seat, move: prepared.move });
    states.push(after);
    agents[seat]!.adopt(prepared);
    for (const agent of agents) agent.observe(before, after, seat, prepared.move);
    return null;
  };

  const commitOwed = (agent: SeatAgent, owed: OwedMove): void => {
    const error = commit(agent.seat, owed.prepared);
    if (error) {
      throw new TableProtocolError(`${game.id}: seat ${agent.seat}'s answer to its ${owed.duty.kind} duty was rejected (${error.code}: ${error.message})`);
    }
  };

  /** Makes a seat's deck pass off the page, then commits it and settles on. */
  const workOff = (agent: SeatAgent, owed: OwedMove, run: DeckWorkRunner): void => {
    const pending = pendingDeckWork(owed.prepared.move)!;
    // A deck pass shows its progress; a beacon chain (a few milliseconds) shows none.
    if (pending.isPass) showProgress(progressOf(pending.subject, 'shuffle', 0));
    void run(pending.work, pending.isPass ? (fraction) => showProgress(progressOf(pending.subject, 'shuffle', fraction)) : undefined)
      .then((result) => pending.finish(result))
      // A failed Worker leaves the pass to be made here, when the rules read it.
      .catch(() => false)
      .then(() => {
        commitOwed(agent, owed);
        settle();
        afterAsync();
      });
  };

  /** After a pass came in or a slice ran: once settled, the progress ends and waiters are told. */
  const afterAsync = (): void => {
    replayOn();
    if (!busy) {
      if (working) showProgress(null);
      for (const resolve of idle.splice(0)) resolve();
    }
    notify();
  };

  /** Runs every agent until none owes a protocol step, then records whose players must act. */
  const settle = (): void => {
    busy = false;
    const started = host.performance.now();
    for (let step = 0; step < MAX_AGENT_STEPS; step++) {
      // With deck work off the page, the answers (deals, shares) also leave the page a frame now and then.
      if (config.work && step > 0 && host.performance.now() - started > SLICE_MS) {
        busy = true;
        waiting = [];
        host.setTimeout(() => {
          settle();
          afterAsync();
        }, 0);
        return;
      }
      const duties = game.duties(state);
      let answered = false;
      for (const agent of agents) {
        const owed = agent.owed(state, duties);
        if (!owed) continue;
        if (config.work && pendingDeckWork(owed.prepared.move)) {
          busy = true;
          waiting = [];
          workOff(agent, owed, config.work);
          return;
        }
        commitOwed(agent, owed);
        answered = true;
        break;
      }
      if (!answered) {
        waiting = agents.filter((a) => a.playerDuties(state, duties).length > 0).map((a) => a.seat);
        return;
      }
    }
    throw new TableProtocolError(`${game.id}: the seat agents did not settle within ${MAX_AGENT_STEPS} steps`);
  };

  /** Plays a player's intent (checked), then settles. */
  const playIntent = (seat: Seat, intent: unknown): RuleError | null => {
    const prepared = agents[seat]!.prepare(state, intent);
    if (isRuleError(prepared)) return prepared;
    const pending = config.work ? pendingDeckWork(prepared.move) : null;
    if (pending && config.work) {
      // The move's proven shuffle (Fleet's hand mix) is made in the deck worker; the move is applied when it is in.
      const kept = structuredCloneJson(intent);
      busy = true;
      waiting = [];
      void config.work(pending.work)
        .then((result) => pending.finish(result))
        // A failed Worker leaves the shuffle to be made here, when the rules read the move.
        .catch(() => false)
        .then(() => {
          const error = commit(seat, prepared);
          if (error) throw new TableProtocolError(`${game.id}: seat ${seat}'s prepared move was rejected (${error.code}: ${error.message})`);
          intents.push({ seat, intent: kept });
          settle();
          afterAsync();
        });
      return null;
    }
    const error = commit(seat, prepared);
    if (error) return error;
    intents.push({ seat, intent: structuredCloneJson(intent) });
    settle();
    return null;
  };

  /** Replays a restored table's intents while the table is idle; the first that fails stops the replay. */
  const replayOn = (): void => {
    while (!busy && replay.length > 0 && replayFailure === null) {
      const { seat, intent } = replay.shift()!;
      const index = replayed++;
      let error: RuleError | null;
      try {
        error = Number.isInteger(seat) && seat >= 0 && seat < players ? playIntent(seat, intent) : ruleError('no-such-seat', 'It names no seat.');
      } catch (thrown) {
        error = ruleError('replay-failed', (thrown as Error).message);
      }
      if (error) replayFailure = `snapshot does not replay: intent #${index} of seat ${seat} was rejected (${error.code}: ${error.message})`;
    }
    if (replayFailure !== null) replay.length = 0;
  };

  const checkSeat = (seat: Seat): RuleError | null =>
    Number.isInteger(seat) && seat >= 0 && seat < players ? null : ruleError('no-such-seat', `There is no seat ${String(seat)}.`);

  if (config.work) {
    // The seats' first answers wait for the next task: the one that made the table also draws it.
    busy = true;
    host.setTimeout(() => {
      settle();
      afterAsync();
    }, 0);
  } else {
    settle();
    replayOn();
  }

  const table: LocalTable = {
    gameId: game.id,
    players,
    state: () => state,
    view(seat) {
      if (seat !== null && checkSeat(seat)) throw new RangeError(`no seat ${seat}`);
      return game.protocol ? game.protocol.view(state, seat, seat === null ? undefined : agents[seat]!.secrets()) : state;
    },
    pending: () => (busy || replay.length > 0 ? [] : game.protocol ? waiting : game.pending(state)),
    legalIntents(seat) {
      if (checkSeat(seat)) return [];
      return game.protocol
        ? game.protocol.legalIntents(state, seat, agents[seat]!.secrets())
        : game.legalMoves(state, seat);
    },
    play(seat, intent) {
      const bad = checkSeat(seat);
      if (bad) return bad;
      if (busy || replay.length > 0) return ruleError('table-busy', 'Wait: the table is still dealing.');
      const error = playIntent(seat, intent);
      if (error) return error;
      notify();
      return null;
    },
    outcome: () => game.outcome(state),
    log: () => entries,
    history: () => states,
    secrets(seat) {
      if (checkSeat(seat)) throw new RangeError(`no seat ${seat}`);
      return agents[seat]!.secrets();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    progress: () => working,
    subscribeProgress(listener) {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    settled: () => (busy ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve()),
    replayFailure: () => replayFailure,
    restoring: () => (replay.length > 0 ? { done: replayed, total: replayed + replay.length } : null),
    snapshot: () => ({
      version: LOCAL_TABLE_SNAPSHOT_VERSION,
      gameId: game.id,
      players,
      ...(seatSeeds ? { seatSeeds: [...seatSeeds] } : { seed: seed! }),
      options: structuredCloneJson(options) as object,
      // Intents still to replay are kept, so a save made meanwhile loses nothing.
      intents: [...intents, ...replay].map((i) => ({ seat: i.seat, intent: structuredCloneJson(i.intent) })),
    }),
  };
  gamesOfTables.set(table, game);
  return table;
}

const gamesOfTables = new WeakMap<LocalTable, AnyGame>();

/** The game a table made by `createTableFor` plays, or undefined for anything else. */
export function gameOfTable(table: LocalTable): AnyGame | undefined {
  return gamesOfTables.get(table);
}

/**
 * Rebuilds a table of `game` by replaying `snapshot`, its seats drawing from `entropyOf`; throws a SnapshotError when it does not replay.
 * With `work`, deck passes are made off the page and the intents replay as they come in: the table is
 * returned at once, busy until `settled()`, and `replayFailure()` says if a later intent did not replay.
 */
export function restoreTableWith(game: AnyGame, snapshot: LocalTableSnapshot, entropyOf: EntropySource, work?: DeckWorkRunner): LocalTable {
  if (typeof snapshot !== 'object' || snapshot === null) throw new SnapshotError('snapshot is not an object');
  if (snapshot.version !== LOCAL_TABLE_SNAPSHOT_VERSION && snapshot.version !== 1) {
    throw new SnapshotError(`snapshot version ${String(snapshot.version)} is not ${LOCAL_TABLE_SNAPSHOT_VERSION}`);
  }
  if ((snapshot.seed === undefined) === (snapshot.seatSeeds === undefined)) throw new SnapshotError('snapshot has neither a seed nor seat seeds');
  if (snapshot.gameId !== game.id) throw new SnapshotError(`snapshot is of ${String(snapshot.gameId)}, not ${game.id}`);
  if (!Array.isArray(snapshot.intents)) throw new SnapshotError('snapshot has no intents list');
  snapshot.intents.forEach((entry, index) => {
    if (typeof (entry as { seat?: unknown } | null)?.seat !== 'number') throw new SnapshotError(`snapshot intent #${index} names no seat`);
  });
  let table: LocalTable;
  try {
    const entropy = snapshot.seatSeeds !== undefined ? { seatSeeds: snapshot.seatSeeds } : { seed: snapshot.seed! };
    const replay = work ? { work, replay: snapshot.intents as LocalTableSnapshot['intents'] } : {};
    table = createTableWith(game, { players: snapshot.players, ...entropy, options: snapshot.options ?? {}, ...replay }, entropyOf);
  } catch (error) {
    throw new SnapshotError(`snapshot does not set up: ${(error as Error).message}`);
  }
  if (work) {
    const failure = table.replayFailure();
    if (failure) throw new SnapshotError(failure);
    return table;
  }
  snapshot.intents.forEach((entry, index) => {
    const { seat } = entry;
    let error: RuleError | null;
    try {
      error = table.play(seat, entry.intent);
    } catch (thrown) {
      throw new SnapshotError(`snapshot does not replay: intent #${index} of seat ${seat} failed (${(thrown as Error).message})`);
    }
    if (error) {
      throw new SnapshotError(`snapshot does not replay: intent #${index} of seat ${seat} was rejected (${error.code}: ${error.message})`);
    }
  });
  return table;
}

/**
 * A seat's 256-bit seed from the platform's CSPRNG (crypto.getRandomValues: browsers, workers, Node).
 * Its entropy derives from it (a deterministic generator seeded by the CSPRNG), so a reload replays the
 * seat exactly from the seeds this device keeps.
 */
function freshSeatSeed(): string {
  const platform = (globalThis as { crypto?: { getRandomValues?(array: Uint8Array): Uint8Array } }).crypto;
  if (typeof platform?.getRandomValues !== 'function') throw new TypeError('this platform has no crypto.getRandomValues');
  return toHex(platform.getRandomValues(new Uint8Array(32)));
}

/** A deep copy through JSON, so a snapshot never shares objects with the caller. */
function structuredCloneJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}
