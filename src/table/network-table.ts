// The network table: a game bound to a room. It reads the room's fold (the state every peer computes
// from the signed log) and seating, shows who sits, watches and is connected, and acts for the seats
// this browser holds through the same seat agents the local table uses: a player's intent becomes a
// log move (`prepare`), protocol duties are answered on their own (`owed`), accepted moves are folded
// into the seat's secrets (`adopt`, `observe`). Bots hosted here play their seats the same way.
import { isRuleError, ruleError } from '../core/errors.js';
import type { Json, Outcome, RuleError, Seat } from '../core/index.js';
import { platformEntropy } from '../net/entropy.js';
import { isForfeit, type AcceptedEntry, type RejectedEntry } from '../net/log-fold.js';
import type { Presence } from '../net/presence.js';
import type { Room } from '../net/room.js';
import { pendingDeckWork, type PendingDeckWork } from '../fair/pending-deck-work.js';
import type { BotClient } from './bot-client.js';
import { progressOf, shufflingDeck, type DeckProgress } from './deck-progress.js';
import type * as DeckWorkersModule from './deck-workers.js';
import type { DeckWorkers } from './deck-workers.js';
import { createSeatAgent, type OwedMove, type SeatAgent } from './seat-agent.js';

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

/** Whom the table waits for, since when, and whether the others may claim that seat's forfeit. */
export interface Stall {
  readonly seat: Seat;
  readonly name: string;
  /** `move` for a player's choice, else a step the seat's browser answers by itself. */
  readonly kind: 'move' | 'step';
  /** When this browser started waiting (ms since the epoch, this browser's clock). */
  readonly since: number;
  readonly timeoutMs: number;
  /** True once the timeout has passed: another seated player may claim the forfeit. */
  readonly overdue: boolean;
}

/** How the game ended outside its rules, for everyone to read. */
export interface Ending {
  readonly kind: 'forfeit' | 'equivocation';
  /** The seat that lost by it. */
  readonly seat: Seat;
  readonly message: string;
}

export interface NetworkTableOptions {
  /** Asks hosted bots for moves (a worker client); without it bots cannot be seated here. */
  readonly bots?: BotClient;
  /** Pause before a hosted bot moves, so people can follow (ms). */
  readonly botDelayMs?: number;
  /** Where this browser's deck passes are made (default: the page's deck workers). */
  readonly deckWorkers?: DeckWorkers;
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
  /** Plays an intent for this browser's person (kept until the seats before it have written, when
   * several owe a step at once). */
  play(intent: unknown): Promise<RuleError | null>;
  /** Why the person's last choice, kept for the seats before it, could not be made once its turn came (null: none). */
  keptChoiceError(): RuleError | null;
  /** Whom the table waits for, or null. */
  stall(): Stall | null;
  /** Claims the forfeit of the seat the table has waited for past its timeout. */
  claimForfeit(): Promise<RuleError | null>;
  /** Set when the game ended by a forfeit or a caught double signature. */
  ending(): Ending | null;
  /** Takes a seat for this browser's person. */
  takeSeat(seat: Seat, name: string, color: string): Promise<RuleError | null>;
  /** Seats a bot hosted by this browser. */
  addBot(seat: Seat, botId: string, name: string, color: string): Promise<RuleError | null>;
  log(): readonly TableLogLine[];
  outcome(): Outcome | null;
  /** Why a bot this browser hosts could not move, until it moves (null: every hosted bot is fine). */
  botTrouble(): string | null;
  /** The deck shuffle under way: this browser making or checking a pass, or waiting for another's (null: none). */
  deckProgress(): DeckProgress | null;
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
  /** Per held seat, the head of the history at which it last published (it waits for the next one). */
  const inFlight = new Map<Seat, string>();
  /** A player's intent waiting for the seats that write before it. */
  let queued: { readonly seat: Seat; readonly intent: unknown } | null = null;
  let keptChoiceError: RuleError | null = null;
  /** The head this browser is waiting on, and since when (this browser's clock). */
  let waitingOn: { readonly head: string; readonly since: number } | null = null;
  let stallTimer: ReturnType<typeof setTimeout> | null = null;
  const botTimers = new Map<Seat, ReturnType<typeof setTimeout>>();
  const botTroubles = new Map<Seat, string>();
  let destroyed = false;
  /** Per held seat, the head for which its deck pass (or a hand mix) is being made off the page. */
  const making = new Map<Seat, string>();
  let madeProgress: DeckProgress | null = null;
  let checkProgress: DeckProgress | null = null;

  // The page's deck workers load with the table of a game with a protocol (deck passes, hand mixes,
  // beacon chains), so pass checks of entries from the others go to them from the first; a game
  // without one (Fishery) loads none of their code.
  let deckModule: Promise<typeof DeckWorkersModule> | null = null;
  const loadDeck = (): Promise<typeof DeckWorkersModule> => (deckModule ??= import('./deck-workers.js'));
  const deckWorkers = (): Promise<DeckWorkers> => (options.deckWorkers ? Promise.resolve(options.deckWorkers) : loadDeck().then((deck) => deck.pageDeckWorkers()));
  if (game.protocol) void deckWorkers();

  const fold = () => room.fold();
  /** The folded state, or before the history starts (seats still open) the game's first state. */
  const state = (): unknown => fold()?.state ?? room.initialState();

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
      if (isForfeit(move)) continue;
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
    const head = fold()?.head;
    if (head === undefined || inFlight.get(seat) === head) return ruleError('already-signed', 'This seat has already written at this point.');
    // Marked before signing, so a change meanwhile does not answer the same duty twice.
    inFlight.set(seat, head);
    const remember = async ({ n }: { n: number }): Promise<void> => {
      const stored = room.storedSecrets(seat) ?? { initial: agentFor(seat).secrets(), prepared: {} };
      await room.saveSecrets(seat, { ...stored, prepared: { ...stored.prepared, [n]: prepared.secrets } });
    };
    // Only a move that changes the seat's secrets (a commitment, a seed) stores them: a plain move would
    // store a copy that is stale by the time it is folded back, and grow the record with every move.
    const carries = game.protocol !== undefined && prepared.secrets !== agentFor(seat).secrets();
    const entry = await room.submit(seat, prepared.move as Json, carries ? remember : undefined);
    if (!isRuleError(entry)) return null;
    // Nothing was signed (another tab holds the room, the point moved on): the seat may answer again.
    if (entry.code !== 'already-signed' && inFlight.get(seat) === head) inFlight.delete(seat);
    return entry;
  };

  /**
   * Publishes a player's or a bot's prepared move. A move that still owes a proven shuffle (Fleet's hand
   * mix) has it made in the deck workers first, off the page; the rules then check it (unless `checked`)
   * and it is signed, if the history has not moved on meanwhile.
   */
  const publishMade = async (seat: Seat, prepared: { move: unknown; secrets: unknown }, checked = false): Promise<RuleError | null> => {
    const work = pendingDeckWork(prepared.move);
    if (work) {
      const head = fold()?.head;
      if (head === undefined) return ruleError('seats-open', 'Wait until every seat is taken.');
      making.set(seat, head);
      notify();
      try {
        await deckWorkers().then((workers) => workers.run(work.work)).then((result) => work.finish(result), () => false);
      } finally {
        making.delete(seat);
      }
      if (destroyed) return ruleError('table-closed', 'The table was closed.');
      if (fold()?.head !== head) {
        notify();
        return ruleError('moved-on', 'The game moved on while your cards were shuffled: choose again.');
      }
    }
    const current = fold();
    if (!current) return ruleError('seats-open', 'Wait until every seat is taken.');
    if (work || !checked) {
      // The rules are checked before signing: an honest seat never signs a move they would refuse.
      const after = game.apply(current.state, seat, prepared.move);
      if (isRuleError(after)) {
        notify();
        return after;
      }
    }
    return publish(seat, prepared);
  };

  /** Answers the protocol duty, the queued intent or the bot move of the held seat that writes next. */
  const act = (): void => {
    const result = fold();
    if (!result || destroyed || result.ended || game.outcome(result.state)) return;
    const seat = result.author;
    if (seat === null || !room.heldSeats().includes(seat) || inFlight.get(seat) === result.head) return;
    // The rules are checked before signing: an honest seat never signs a move they would refuse.
    const legal = (move: unknown): boolean => !isRuleError(game.apply(result.state, seat, move));
    const agent = agentFor(seat);
    if (making.get(seat) === result.head) return;
    const owed = agent.owed(result.state);
    if (owed) {
      const work = pendingDeckWork(owed.prepared.move);
      if (work) makeOffPage(seat, result.head, owed, work);
      else if (legal(owed.prepared.move)) void publish(seat, owed.prepared);
      return;
    }
    if (queued && queued.seat === seat) {
      const { intent } = queued;
      queued = null;
      // The game may have moved on since the choice was made: the player hears why it was not made.
      const refused = (error: RuleError | null): void => {
        if (!error || destroyed) return;
        keptChoiceError = error;
        notify();
      };
      const prepared = agent.prepare(result.state, intent);
      if (isRuleError(prepared)) refused(prepared);
      else void publishMade(seat, prepared).then(refused);
      return;
    }
    const bot = room.botOf(seat);
    if (bot && options.bots && isPending(result.state, seat, agent) && !botTimers.has(seat)) {
      botTimers.set(seat, setTimeout(() => void botMove(seat, bot), options.botDelayMs ?? 400));
    }
  };

  /** Makes a held seat's deck pass in the deck workers, then publishes it if the history is still where it was. */
  const makeOffPage = (seat: Seat, head: string, owed: OwedMove, work: PendingDeckWork): void => {
    making.set(seat, head);
    // A deck pass shows its progress; a beacon chain (a few milliseconds) shows none.
    if (work.isPass) madeProgress = progressOf(work.subject, 'shuffle', 0);
    notify();
    void deckWorkers()
      .then((workers) =>
        workers.run(work.work, (fraction) => {
          if (!work.isPass) return;
          madeProgress = progressOf(work.subject, 'shuffle', fraction);
          notify();
        }),
      )
      .then((result) => work.finish(result))
      // A failed Worker leaves the pass to be made here, when it is read.
      .catch(() => false)
      .then(async () => {
        madeProgress = null;
        const now = fold();
        if (!destroyed && now && now.head === head && !isRuleError(game.apply(now.state, seat, owed.prepared.move))) await publish(seat, owed.prepared);
      })
      .finally(() => {
        making.delete(seat);
        if (destroyed) return;
        act();
        notify();
      });
  };

  /** Starts the clock on the seat the table waits for, and wakes the page when it runs out. */
  const watchStall = (): void => {
    const result = fold();
    const head = result && !result.ended && result.author !== null ? result.head : null;
    if (head === (waitingOn?.head ?? null)) return;
    if (stallTimer) clearTimeout(stallTimer);
    stallTimer = null;
    waitingOn = head === null ? null : { head, since: Date.now() };
    const stalled = head === null ? null : currentStall();
    if (stalled && !stalled.overdue) stallTimer = setTimeout(notify, stalled.timeoutMs + 50);
  };

  const currentStall = (): Stall | null => {
    const result = fold();
    const meta = room.meta();
    if (!result || !meta || !waitingOn || result.ended || result.author === null || waitingOn.head !== result.head) return null;
    const seat = result.author;
    const duty = game.duties(result.state)[0];
    const kind = duty?.kind === 'move' ? 'move' : 'step';
    const timeoutMs = meta.timeouts[kind] * 1000;
    return { seat, name: claimName(seat), kind, since: waitingOn.since, timeoutMs, overdue: Date.now() - waitingOn.since >= timeoutMs };
  };

  const isPending = (current: unknown, seat: Seat, agent: SeatAgent): boolean =>
    game.protocol ? agent.playerDuties(current).length > 0 : game.pending(current).includes(seat);

  const botMove = async (seat: Seat, botId: string): Promise<void> => {
    const before = fold();
    try {
      if (!before || destroyed || !options.bots || before.author !== seat) return;
      const agent = agentFor(seat);
      const seed = new DataView(platformEntropy.bytes(4).buffer).getUint32(0);
      const intent = await options.bots.choose({ gameId: game.id, botId, state: before.state, seat, seed, secrets: agent.secrets() });
      // The log moved on while the bot thought: it thinks again on the next change.
      if (destroyed || fold() !== before) return;
      const prepared = agent.prepare(before.state, intent);
      if (isRuleError(prepared)) throw new Error(`its move was refused: ${prepared.message}`);
      const refused = await publishMade(seat, prepared, true);
      // The log moved on while its cards were shuffled: it thinks again on the next change.
      if (refused && refused.code !== 'moved-on' && refused.code !== 'already-signed') throw new Error(`its move was refused: ${refused.message}`);
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
    watchStall();
    act();
    notify();
  };
  const unbind = room.events.on('change', onChange);
  let unbindChecks = (): void => {};
  if (game.protocol) {
    void loadDeck().then(({ onPassChecks }) => {
      if (destroyed) return;
      unbindChecks = onPassChecks((subject, fraction) => {
        const deck = shufflingDeck(fold()?.state);
        checkProgress = fraction === null || !deck || deck.id !== subject.deck ? null : progressOf({ ...subject, seats: deck.seats }, 'check', fraction);
        notify();
      });
    });
  }
  queueMicrotask(onChange);

  // An entry's line never changes: each is described once, not on every change of the log.
  const lineOf = new WeakMap<object, TableLogLine>();
  const acceptedLine = (a: AcceptedEntry): TableLogLine => {
    let line = lineOf.get(a);
    if (!line) {
      const { seat, n, move } = a.entry;
      const text = isForfeit(move) ? `${claimName(seat)} claimed ${claimName(move.seat)}'s forfeit` : game.describeMove(a.before, seat, move);
      line = { seat, n, text, move, rejected: null };
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
  let lastLegal: { readonly state: unknown; readonly seat: Seat; readonly secrets: unknown; readonly intents: readonly unknown[] } | null = null;
  let lastView: { readonly state: unknown; readonly seat: Seat | null; readonly secrets: unknown; readonly view: unknown } | null = null;
  const claimName = (seat: Seat): string => room.seating().seats[seat]?.name ?? game.seatName(state(), seat);

  return {
    room,
    ready: () => room.meta() !== null && room.error() === null,
    state,
    view() {
      const current = state();
      if (current === null || !game.protocol) return current;
      const seat = mySeat();
      const secrets = seat === null ? undefined : agentFor(seat).secrets();
      // The same view while neither the state nor the seat's secrets change, so a redraw for another
      // reason (a pass's progress, presence) finds the board's input unchanged.
      if (lastView && lastView.state === current && lastView.seat === seat && lastView.secrets === secrets) return lastView.view;
      const view = game.protocol.view(current, seat, secrets);
      lastView = { state: current, seat, secrets, view };
      return view;
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
      const result = fold();
      if (!result || result.ended) return [];
      return game.pending(result.state);
    },
    waitingFor() {
      const result = fold();
      if (!result || result.ended) return [];
      return game.pending(result.state).filter((seat) => seat !== mySeat()).map(claimName);
    },
    legalIntents() {
      const current = state();
      const seat = mySeat();
      const result = fold();
      // A choice made and waiting for the seats before this one to write, or signed and on its way into
      // the log: nothing more to choose.
      if (current === null || seat === null || !result || result.ended || queued?.seat === seat || inFlight.get(seat) === result.head || making.has(seat)) return [];
      const secrets = game.protocol ? agentFor(seat).secrets() : undefined;
      // Asked on every draw: found again only when the state or the seat's secrets change.
      if (lastLegal && lastLegal.state === current && lastLegal.seat === seat && lastLegal.secrets === secrets) return lastLegal.intents;
      const intents = game.protocol ? game.protocol.legalIntents(current, seat, secrets) : game.legalMoves(current, seat);
      lastLegal = { state: current, seat, secrets, intents };
      return intents;
    },
    async play(intent) {
      keptChoiceError = null;
      const current = state();
      const seat = mySeat();
      if (seat === null) return ruleError('spectator', 'You are watching; take a seat to play.');
      const result = fold();
      if (current === null || !result) return ruleError('seats-open', 'Wait until every seat is taken.');
      if (result.ended) return ruleError('game-ended', 'The game has ended.');
      const prepared = agentFor(seat).prepare(current, intent);
      if (isRuleError(prepared)) return prepared;
      // A move with a hand mix still to make is checked once the mix is made (off the page).
      const checkNow = pendingDeckWork(prepared.move) === null;
      if (checkNow) {
        // Checked here too, so the player hears at once rather than seeing the entry rejected.
        const after = game.apply(current, seat, prepared.move);
        if (isRuleError(after)) return after;
      }
      if (result.author !== seat) {
        // Several seats owe a step and the ones before this seat have not written yet: it goes in after them.
        queued = { seat, intent };
        notify();
        return null;
      }
      return publishMade(seat, prepared, checkNow);
    },
    keptChoiceError: () => keptChoiceError,
    stall: currentStall,
    async claimForfeit() {
      const stalled = currentStall();
      const seat = mySeat() ?? room.heldSeats()[0];
      if (!stalled || seat === undefined || seat === null) return ruleError('nothing-owed', 'Nobody is keeping the table waiting.');
      if (stalled.seat === seat) return ruleError('forfeit-self', 'You cannot claim your own forfeit.');
      if (!stalled.overdue) return ruleError('not-yet', `${stalled.name} still has time.`);
      const entry = await room.claimForfeit(seat);
      return isRuleError(entry) ? entry : null;
    },
    ending() {
      const ended = fold()?.ended;
      if (!ended) return null;
      const name = claimName(ended.seat);
      return ended.kind === 'forfeit'
        ? { kind: 'forfeit', seat: ended.seat, message: `${name} forfeits: the table waited past the time limit and ${claimName(ended.by)} claimed the game.` }
        : { kind: 'equivocation', seat: ended.seat, message: `${name} cheated: they signed two different moves for the same point of the game. ${name} forfeits.` };
    },
    takeSeat: (seat, name, color) => room.claimSeat(seat, { name, color }),
    async addBot(seat, botId, name, color) {
      if (!options.bots) return ruleError('no-bots', 'Bots cannot be hosted here.');
      return room.claimSeat(seat, { name, color, bot: botId });
    },
    log() {
      const result = fold();
      if (!result) return [];
      // Each rejected entry goes after the accepted entry it tried to follow.
      const lines: TableLogLine[] = [];
      const rejected = [...result.rejected].sort((x, y) => x.at - y.at);
      let r = 0;
      for (let a = 0; a <= result.accepted.length; a++) {
        while (r < rejected.length && rejected[r]!.at <= a) lines.push(rejectedLine(rejected[r++]!));
        const accepted = result.accepted[a];
        if (accepted) lines.push(acceptedLine(accepted));
      }
      return lines;
    },
    outcome() {
      const result = fold();
      if (!result) return null;
      const ended = result.ended;
      if (!ended) return game.outcome(result.state);
      // Everyone but the seat that forfeited wins; the scores stand as they were.
      const players = room.seating().seats.length;
      const scores = game.outcome(result.state)?.scores ?? Array.from({ length: players }, () => 0);
      return { scores, winners: Array.from({ length: players }, (_, seat) => seat).filter((seat) => seat !== ended.seat) };
    },
    botTrouble: () => [...botTroubles.values()].join(' ') || null,
    deckProgress() {
      if (madeProgress) return madeProgress;
      if (checkProgress) return checkProgress;
      const deck = shufflingDeck(fold()?.state);
      if (!deck?.shuffling) return null;
      return progressOf({ deck: deck.id, seat: deck.shuffling.seat, seats: deck.seats, round: deck.shuffling.round }, 'wait', null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    destroy() {
      destroyed = true;
      unbind();
      unbindChecks();
      for (const timer of botTimers.values()) clearTimeout(timer);
      if (stallTimer) clearTimeout(stallTimer);
      listeners.clear();
    },
  };
}
