// A game in a room, as a table element shows it: the room's network table behind the same interface as
// a local game (GameTable), so the room page hosts each game's own table. What only a room has to say
// (seats still open, a lost connection, whom it waits for and the time limit, a forfeit, a watcher)
// comes out as the table's word; the game's own status speaks when it is this person's turn.
import type { Outcome, RuleError, Seat } from '../../src/core/index.js';
import { isForfeit } from '../../src/net/log-fold.js';
import type { DeckProgress } from '../../src/table/deck-progress.js';
import type { NetworkTable, SeatInfo } from '../../src/table/network-table.js';
import type { GameTable, TableMove, TableNote, TableWord } from './game-table.js';
import { gameMark, RenderPace } from './render-pace.js';

export interface NetworkGameHooks {
  /** Offers a rematch, or joins the one offered (the room page moves to it). */
  rematch(): void;
}

/** "1 more player", "2 more players". */
function morePlayers(count: number): string {
  return `${count} more ${count === 1 ? 'player' : 'players'}`;
}

/** "14:05", local time, with no Intl formatter: the page's first one loads locale data (~60 ms of CPU in one task). */
function clock(ms: number): string {
  const time = new Date(ms);
  return `${time.getHours()}:${String(time.getMinutes()).padStart(2, '0')}`;
}

/** "5 min", "60 s". */
function limit(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

export class NetworkGameController implements GameTable {
  readonly kind = 'room';
  readonly thinking = false;
  readonly botStuck = false;
  /** The last refused intent (or seat, forfeit, rematch), until the next accepted one. */
  lastError: RuleError | null = null;

  private readonly _listeners = new Set<() => void>();
  private _legal: { readonly version: number; readonly intents: readonly unknown[] } | null = null;
  private _moves: { readonly fold: unknown; readonly moves: readonly TableMove[]; readonly notes: readonly TableNote[] } | null = null;
  private _version = 0;
  private _seatsAt: { readonly version: number; readonly seats: readonly SeatInfo[] } | null = null;
  private readonly _unbind: () => void;
  /** The room's changes, drawn at once when they come one at a time, paced while they burst. */
  private readonly _pace = new RenderPace(() => this._notify());
  private _mark = '';
  /** The kept choice's refusal last shown (each is shown once, until the next choice). */
  private _keptShown: RuleError | null = null;

  constructor(
    readonly table: NetworkTable,
    private readonly _hooks: NetworkGameHooks,
  ) {
    this._unbind = table.subscribe(() => {
      this._version++;
      const kept = table.keptChoiceError();
      if (kept && kept !== this._keptShown) this.lastError = kept;
      this._keptShown = kept;
      const mark = gameMark(table);
      this._pace.request(mark !== this._mark);
      this._mark = mark;
    });
  }

  /** Stops listening to the table. */
  destroy(): void {
    this._unbind();
    this._pace.stop();
    this._listeners.clear();
  }

  /** Shows a refusal from the room (a seat taken, a forfeit too early), or clears it. */
  report(error: RuleError | null): void {
    this.lastError = error;
    this._version++;
    this._notify();
  }

  get players(): number {
    return this.table.room.meta()?.players ?? this._seats().length;
  }

  get options(): object {
    const room = this.table.room;
    const options = (room.meta()?.options ?? {}) as object;
    // A game with secrets binds the room into its setup (src/net/room.ts); replaying its log needs it too.
    return room.game.protocol ? { ...options, room: room.keys.roomId } : options;
  }

  get gameKey(): object {
    return this.table;
  }

  state(): unknown {
    return this.table.ready() ? this.table.state() : null;
  }

  view(seat: Seat | null): unknown {
    if (!this.table.ready()) return null;
    if (seat !== null && seat === this.table.mySeat()) return this.table.view();
    const state = this.table.state();
    const protocol = this.table.room.game.protocol;
    return protocol && state !== null ? protocol.view(state, null, undefined) : state;
  }

  viewer(): Seat | null {
    return this.table.mySeat();
  }

  get humanSeats(): readonly Seat[] {
    const seat = this.table.mySeat();
    return seat === null ? [] : [seat];
  }

  get humanToMove(): Seat | null {
    const seat = this.table.mySeat();
    return seat !== null && this._legalIntents().length > 0 ? seat : null;
  }

  pending(): readonly Seat[] {
    return this.table.pending();
  }

  legalIntents(seat: Seat): readonly unknown[] {
    return seat === this.table.mySeat() ? this._legalIntents() : [];
  }

  play(intent: unknown): void {
    void this.table.play(intent).then((error) => this.report(error));
  }

  botOf(seat: Seat): string | null {
    return this._seats()[seat]?.bot ?? null;
  }

  who(seat: Seat): string {
    const info = this._seats()[seat];
    if (!info || info.name === null) return 'open seat';
    const you = seat === this.table.mySeat() ? ' (you)' : '';
    return `${info.name}${you}${info.connected ? '' : ' · offline'}`;
  }

  personOf(seat: Seat): string | null {
    return this._seats()[seat]?.name ?? null;
  }

  word(): TableWord | null {
    const table = this.table;
    const ending = table.ending();
    if (ending) return { message: ending.message, tone: 'error' };
    if (table.outcome()) return null;
    const mySeat = table.mySeat();
    const open = this._seats().filter((s) => s.name === null).length;
    if (open > 0 && table.room.connection().status !== 'online') {
      return { message: 'Connecting to the other players: seats are offered once this page reaches them.', tone: 'info' };
    }
    if (open > 0) {
      const what = mySeat === null ? 'take a seat, or invite a friend' : 'invite a friend, or add a bot';
      return { message: `Waiting for players to sit down: ${morePlayers(open)} to come (${what}).`, tone: 'info' };
    }
    const trouble = table.botTrouble();
    if (trouble) return { message: trouble, tone: 'error' };
    // Moves made now would reach no one: say so rather than "Your turn".
    const held = table.room.heldSeats();
    const othersElsewhere = this._seats().some((_, seat) => !held.includes(seat));
    if (mySeat !== null && othersElsewhere && table.room.connection().peers === 0) {
      return { message: 'Not connected to the other players: looking for them… Moves you make reach them when they are back.', tone: 'error' };
    }
    if (this.humanToMove !== null) return null;
    const watching = mySeat === null ? 'You are watching. ' : '';
    const offline = this._seats()
      .filter((s, seat) => s.name !== null && !s.connected && !held.includes(seat))
      .map((s) => s.name!);
    if (offline.length > 0 && !table.stall()?.overdue) {
      return { message: `${watching}${offline.join(' and ')} ${offline.length > 1 ? 'are' : 'is'} offline: the game goes on when they are back.`, tone: 'info' };
    }
    const waiting = this._waiting();
    if (mySeat === null) return { message: waiting ? `You are watching. ${waiting}` : 'You are watching.', tone: 'info' };
    return { message: waiting || 'Waiting…', tone: 'info', waiting: table.stall()?.overdue !== true };
  }

  /** Whom the table waits for, in a sentence ('' when nobody). */
  private _waiting(): string {
    const table = this.table;
    const stall = table.stall();
    if (stall?.overdue) return `${stall.name} has kept the table waiting past the ${limit(stall.timeoutMs)} limit.`;
    const seats = this._seats();
    const names = table
      .pending()
      .filter((seat) => seat !== table.mySeat())
      .map((seat) => `${seats[seat]?.name ?? seats[seat]?.label ?? `Seat ${seat + 1}`} (${seats[seat]?.label ?? ''})`.replace(' ()', ''));
    if (names.length === 0) return '';
    const since = stall ? ` · ${limit(stall.timeoutMs)} limit, since ${clock(stall.since)}` : '';
    return `Waiting for ${names.join(' and ')}…${since}`;
  }

  moves(): readonly TableMove[] {
    return this._log().moves;
  }

  notes(): readonly TableNote[] {
    return this._log().notes;
  }

  outcome(): Outcome | null {
    return this.table.outcome();
  }

  get rematchLabel(): string {
    const room = this.table.room;
    // A rematch is offered by a player (the offer is signed by their seat); anyone may join it.
    return room.rematch() ? 'Join the rematch' : room.heldSeats().length > 0 ? 'Rematch' : '';
  }

  rematch(): void {
    this._hooks.rematch();
  }

  retryBot(): void {}

  get deckProgress(): DeckProgress | null {
    return this.table.deckProgress();
  }

  /** A room's game comes from its doc, never replayed from a saved copy. */
  readonly restoring = null;

  subscribe(listener: () => void): () => void {
    this._listeners.add(listener);
    return () => void this._listeners.delete(listener);
  }

  private _notify(): void {
    for (const listener of this._listeners) listener();
  }

  /** The seats as the table shows them, read once per change (a draw asks for them many times). */
  private _seats(): readonly SeatInfo[] {
    if (this._seatsAt?.version !== this._version) this._seatsAt = { version: this._version, seats: this.table.seats() };
    return this._seatsAt.seats;
  }

  private _legalIntents(): readonly unknown[] {
    if (this._legal?.version !== this._version) this._legal = { version: this._version, intents: this.table.legalIntents() };
    return this._legal.intents;
  }

  /** Whose refused entry it was, named as the badges name the seat: "A move from Bo (White)". */
  private _refusedFrom(seat: Seat): string {
    const claim = this._seats()[seat];
    if (!claim) return 'A move from an unknown seat';
    return `A move from ${claim.name === null ? claim.label : `${claim.name} (${claim.label})`}`;
  }

  /** The game's moves and the room's own lines, found again only when the fold changes. */
  private _log(): { readonly moves: readonly TableMove[]; readonly notes: readonly TableNote[] } {
    const fold = this.table.room.fold();
    if (this._moves?.fold === fold) return this._moves;
    const moves = (fold?.accepted ?? []).filter((a) => !isForfeit(a.entry.move)).map((a) => ({ seat: a.entry.seat, move: a.entry.move, before: a.before, after: a.after }));
    const notes = this.table
      .log()
      .filter((line) => line.rejected !== null || isForfeit(line.move))
      .map((line) => ({ text: line.rejected === null ? line.text : `${this._refusedFrom(line.seat)} was refused and not played — rejected (${line.rejected})` }));
    this._moves = { fold, moves, notes };
    return this._moves;
  }
}
