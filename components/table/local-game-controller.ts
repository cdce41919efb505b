// Binds a host element to a local table: restores or starts the game, saves it after every move,
// lets bots move through the bot worker (with "thinking…" and a short pause so moves can be seen),
// and plays the humans' intents. Every game's local page uses it; it knows no game's rules.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AnyGame, Outcome, RuleError, Seat } from '../../src/core/index.js';
import { botInfoFor } from '../../src/core/manifest.js';
import { createBotClient, type BotClient } from '../../src/table/bot-client.js';
import { loadBots } from '../../src/table/bot-loaders.js';
import { dealsPrivateCards, type DeckProgress } from '../../src/table/deck-progress.js';
import { createTableWith, drawsNothing, type DeckWorkRunner, type EntropySource, type LocalTable, type RestoreProgress } from '../../src/table/local-table.js';
import { restoreSavedGame, saveGame, type LocalMode, type LocalSetup } from './saved-game.js';
import { clearSavedGame, savedGameKey, savedSummary } from './save-slots.js';
import type { GameTable, TableMove, TableNote, TableWord } from './game-table.js';

/** A new game as asked for on the home screen: the human's seat (or 'random') and the bot's level. */
export interface NewGameRequest {
  readonly mode: LocalMode;
  /** The seat the human takes against bots; 'random' flips a coin (F-2.2 [house] default). */
  readonly seat?: Seat | 'random';
  /** Bot id for the other seats. */
  readonly level?: string;
  /** Seats at the table, for games of several sizes (default: the controller's `players`). */
  readonly players?: number;
  /** The game's options for this game, kept for a rematch (default: the game's own defaults). */
  readonly options?: object;
}

export interface LocalGameOptions {
  /** The game's rules (its module, not the registry, so a table loads only its own game). */
  readonly game: AnyGame;
  readonly players: number;
  /** Save slot: 'bot', 'pass', 'embed', … */
  readonly slot: string;
  /** The bot used when a request names none. */
  readonly defaultLevel: string;
  /** Shortest time a bot seems to think (ms), so its move can be followed. */
  readonly minBotDelayMs?: number;
  /** Replaces the worker-backed client (tests). */
  readonly botClient?: () => BotClient;
  /** The game's bot levels, to name bot seats ("Hard bot"). */
  readonly levels?: readonly { readonly id: string; readonly label: string; readonly formerIds?: readonly string[] }[];
  /**
   * The seats' random source (`seededEntropy`), for a game with a protocol (draws, secrets, a deck). A
   * game without one leaves it out, so its page never loads the hash behind it.
   */
  readonly entropy?: EntropySource;
}

/** Deck passes are made in the page's deck workers, with progress; loaded with the first pass, so a game without a deck never loads them. */
const deckWork: DeckWorkRunner = async (work, onProgress) => (await import('../../src/table/deck-workers.js')).pageDeckWorkers().run(work, onProgress);

/** Fresh, unpredictable 32 bits for seeds (never Math.random). */
function random32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The seats and bots for a request. */
export function setupFor(request: NewGameRequest, players: number, defaultLevel: string): LocalSetup {
  if (request.mode === 'pass') return { mode: 'pass', botSeats: {} };
  const human = request.seat === undefined || request.seat === 'random' ? random32() % players : request.seat;
  const botSeats: Record<number, string> = {};
  for (let seat = 0; seat < players; seat++) if (seat !== human) botSeats[seat] = request.level ?? defaultLevel;
  return { mode: 'bot', botSeats };
}

const NO_NOTES: readonly TableNote[] = [];

export class LocalGameController implements ReactiveController, GameTable {
  readonly kind = 'local';
  /** The table, once opened. */
  table: LocalTable | null = null;
  setup: LocalSetup = { mode: 'pass', botSeats: {} };
  /** A bot is choosing. */
  thinking = false;
  /** A sentence for the players about the table itself (a discarded save, a bot failure). */
  notice = '';
  /** The last illegal attempt, until the next accepted move. */
  lastError: RuleError | null = null;

  private readonly _host: ReactiveControllerHost;
  private readonly _options: LocalGameOptions;
  private _client: BotClient | null = null;
  private _unsubscribe: (() => void) | null = null;
  private _generation = 0;
  private _connected = false;
  private _tableOptions: object = {};
  /** The table's moves with their states, extended as the log grows. */
  private _moves: { table: LocalTable; moves: TableMove[] } | null = null;
  private readonly _listeners = new Set<() => void>();

  constructor(host: ReactiveControllerHost, options: LocalGameOptions) {
    if (options.game.protocol && !options.entropy) throw new TypeError(`${options.game.title} draws at random: its table needs an entropy source`);
    this._host = host;
    this._options = options;
    host.addController(this);
  }

  private get _entropy(): EntropySource {
    return this._options.entropy ?? drawsNothing(this._options.game);
  }

  private get _key(): string {
    return savedGameKey(this._options.game.id, this._options.slot);
  }

  /** Starts the requested game, else resumes the saved one, else starts a game with default seats. */
  open(request: NewGameRequest | null): void {
    if (request) {
      const players = request.players ?? this._options.players;
      this.start(setupFor(request, players, this._options.defaultLevel), players, request.options);
      return;
    }
    const changedAt = savedSummary(this._key)?.savedAt ?? undefined;
    const restored = restoreSavedGame(this._key, this._options.game, this._entropy, deckWork);
    if (restored.kind === 'restored') {
      this._attach(restored.setup, restored.table);
      // Saved again, so a game saved before the home page read whether it is over says so now.
      saveGame(this._key, restored.setup, restored.table, changedAt);
      return;
    }
    const mode: LocalMode = this._options.slot === 'pass' ? 'pass' : 'bot';
    this.start(setupFor({ mode, seat: 'random' }, this._options.players, this._options.defaultLevel));
    if (restored.kind === 'discarded') this.notice = `Your saved game could not be restored (${restored.reason}), so a new one has started.`;
  }

  /** A new game with these seats (`players` for games of several sizes; default the controller's) and game `options`. */
  start(setup: LocalSetup, players = this._options.players, options: object = {}): void {
    // Every seat's secrets come from the platform's CSPRNG (no seed: seeds are for tests and replays).
    const game = this._options.game;
    // A game that deals private cards makes its deck passes off the page; the others settle at once.
    const table = createTableWith(game, { players, options, ...(dealsPrivateCards(game, players, options) ? { work: deckWork } : {}) }, this._entropy);
    this._attach(setup, table);
    saveGame(this._key, setup, table);
  }

  /** Another game with the same seats. */
  rematch(): void {
    this.start(this.setup, this.players, this._tableOptions);
  }

  /** The deck shuffle under way at this table (passes made off the page), or null. */
  get deckProgress(): DeckProgress | null {
    return this.table?.progress() ?? null;
  }

  get restoring(): RestoreProgress | null {
    return this.table?.restoring() ?? null;
  }

  /** Seats at the current table. */
  get players(): number {
    return this.table?.players ?? this._options.players;
  }

  /** Seats played by people on this device. */
  get humanSeats(): readonly Seat[] {
    return Array.from({ length: this.players }, (_, seat) => seat).filter((seat) => !(seat in this.setup.botSeats));
  }

  /** The human seat that must act now, if any. */
  get humanToMove(): Seat | null {
    const pending = this.table?.pending() ?? [];
    return pending.find((seat) => !(seat in this.setup.botSeats)) ?? null;
  }

  /**
   * Plays a human's intent for the human seat to move. Returns the RuleError that refused it (also kept
   * in `lastError`), or null when it was accepted.
   */
  play(intent: unknown): RuleError | null {
    const table = this.table;
    if (!table) return null;
    const seat = this.humanToMove;
    if (seat === null) {
      const waiting = table.pending().length === 0 ? 'The game is over.' : 'Wait: it is not your turn.';
      this.lastError = { kind: 'rule-error', code: 'not-your-turn', message: waiting };
      this._notify();
      return this.lastError;
    }
    const error = table.play(seat, intent);
    this.lastError = error;
    if (error) this._notify();
    return error;
  }

  /** The table's options (kept for a rematch and for logs that replay from the start). */
  get options(): object {
    return this._tableOptions;
  }

  get gameKey(): object | null {
    return this.table;
  }

  state(): unknown {
    return this.table?.state() ?? null;
  }

  view(seat: Seat | null): unknown {
    return this.table?.view(seat) ?? null;
  }

  /** One person against bots sees through their seat; people sharing the device, through the one to act. */
  viewer(): Seat | null {
    const people = this.humanSeats;
    return people.length === 1 ? people[0]! : this.humanToMove;
  }

  pending(): readonly Seat[] {
    return this.table?.pending() ?? [];
  }

  legalIntents(seat: Seat): readonly unknown[] {
    return this.table && seat === this.humanToMove ? this.table.legalIntents(seat) : [];
  }

  botOf(seat: Seat): string | null {
    return this.setup.botSeats[seat] ?? null;
  }

  who(seat: Seat): string {
    const bot = this.botOf(seat);
    if (bot === null) return this.setup.mode === 'bot' ? 'You' : '';
    return `${botInfoFor(this._options.levels ?? [], bot)?.label ?? bot} bot`;
  }

  personOf(_seat: Seat): string | null {
    return null;
  }

  word(): TableWord | null {
    return this.notice ? { message: this.notice, tone: 'info' } : null;
  }

  moves(): readonly TableMove[] {
    const table = this.table;
    if (!table) return [];
    const log = table.log();
    if (this._moves?.table !== table || this._moves.moves.length > log.length) this._moves = { table, moves: [] };
    const { moves } = this._moves;
    if (moves.length < log.length) {
      const history = table.history();
      for (let i = moves.length; i < log.length; i++) moves.push({ ...log[i]!, before: history[i], after: history[i + 1] });
    }
    return moves;
  }

  notes(): readonly TableNote[] {
    return NO_NOTES;
  }

  outcome(): Outcome | null {
    return this.table?.outcome() ?? null;
  }

  readonly rematchLabel = 'Rematch';

  /** A bot failed to move and can be asked again. */
  get botStuck(): boolean {
    return Boolean(this.notice) && !this.thinking && this.pending().some((seat) => seat in this.setup.botSeats);
  }

  subscribe(listener: () => void): () => void {
    this._listeners.add(listener);
    return () => void this._listeners.delete(listener);
  }

  private _notify(): void {
    this._host.requestUpdate();
    for (const listener of this._listeners) listener();
  }

  /** Asks the bot again after a failure. */
  retryBot(): void {
    this.notice = '';
    this._runBot();
  }

  /** Forgets the saved game (the table stays on screen). */
  forget(): void {
    clearSavedGame(this._key);
  }

  hostConnected(): void {
    this._connected = true;
    if (this.table && !this._unsubscribe) this._unsubscribe = this._watch(this.table);
    this._runBot();
  }

  hostDisconnected(): void {
    this._connected = false;
    this._unsubscribe?.();
    this._unsubscribe = null;
    this._client?.destroy();
    this._client = null;
    this._generation++;
    this.thinking = false;
  }

  private _attach(setup: LocalSetup, table: LocalTable): void {
    this._unsubscribe?.();
    this._generation++;
    this.setup = setup;
    this.table = table;
    this._tableOptions = table.snapshot().options;
    this.thinking = false;
    this.lastError = null;
    this.notice = '';
    if (this._connected) this._unsubscribe = this._watch(table);
    this._notify();
    this._runBot();
  }

  private _watch(table: LocalTable): () => void {
    const unbindMoves = table.subscribe(() => this._changed());
    const unbindProgress = table.subscribeProgress(() => this._notify());
    return () => {
      unbindMoves();
      unbindProgress();
    };
  }

  private _changed(): void {
    const failure = this.table?.replayFailure() ?? null;
    if (failure) {
      // A saved game whose deck passes came in after it was shown, and then did not replay.
      clearSavedGame(this._key);
      this.start(this.setup, this.players);
      this.notice = `Your saved game could not be restored (${failure}), so a new one has started.`;
      return;
    }
    if (this.table) saveGame(this._key, this.setup, this.table);
    this._notify();
    this._runBot();
  }

  /** A person at this device owes the table a move as well as the bots. */
  private _personAlsoOwes(table: LocalTable): boolean {
    return table.pending().some((seat) => !(seat in this.setup.botSeats));
  }

  /** If a bot must act, asks it (once) and plays its answer after the minimum delay. */
  private _runBot(): void {
    const table = this.table;
    if (!table || !this._connected || this.thinking) return;
    const seat = table.pending().find((s) => s in this.setup.botSeats);
    if (seat === undefined) return;
    const botId = this.setup.botSeats[seat]!;
    const generation = this._generation;
    const started = performance.now();
    this.thinking = true;
    this._notify();
    this._client ??= (this._options.botClient ?? (() => createBotClient({ inPage: loadBots })))();
    this._client
      .choose({ gameId: table.gameId, botId, state: table.state(), seat, seed: random32(), secrets: table.secrets(seat) })
      .then(async (intent) => {
        // The pause lets a person follow a bot's move; while a person here owes a move too (sealed bids,
        // getting ready), the bot's answer is nothing to watch, and holding it would only hold the game.
        const paced = !this._personAlsoOwes(table);
        const wait = paced ? (this._options.minBotDelayMs ?? 450) - (performance.now() - started) : 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (generation !== this._generation) return;
        this.thinking = false;
        const error = table.play(seat, intent);
        if (error) {
          this.notice = `The bot's move was refused (${error.message}).`;
          this._notify();
        }
      })
      .catch((error: Error) => {
        if (generation !== this._generation) return;
        this.thinking = false;
        this.notice = `The bot could not move: ${error.message}.`;
        this._notify();
      });
  }
}
