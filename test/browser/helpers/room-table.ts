// A room's game as a table element sees it, without a network: a local table played through one seat
// (this browser's person), with the other seats' people named, the way a NetworkGameController
// presents a room. For testing how each game's table looks and acts in a room.
import type { RuleError, Seat } from '../../../src/core/index.js';
import type { LocalTable } from '../../../src/table/local-table.js';
import type { GameTable, TableMove, TableNote, TableWord } from '../../../components/table/game-table.js';

export interface FakeRoomOptions {
  /** This browser's person's seat, or null to watch. */
  readonly seat: Seat | null;
  /** Each seat's claimant, or null for an open seat. */
  readonly names: readonly (string | null)[];
  /** Bot ids by seat. */
  readonly bots?: Readonly<Record<number, string>>;
  readonly word?: TableWord | null;
  readonly notes?: readonly TableNote[];
  readonly rematchLabel?: string;
}

export interface FakeRoom extends GameTable {
  /** Intents the person played (accepted or not). */
  readonly played: unknown[];
  rematches: number;
  /** Plays `intent` for `seat` as another browser would, and tells the table. */
  playOther(seat: Seat, intent: unknown): RuleError | null;
}

export function fakeRoom(table: LocalTable, options: FakeRoomOptions): FakeRoom {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const mySeat = options.seat;
  const legal = (): readonly unknown[] => (mySeat !== null && table.pending().includes(mySeat) ? table.legalIntents(mySeat) : []);
  const { players, options: tableOptions } = table.snapshot();
  const room: FakeRoom = {
    kind: 'room',
    players,
    options: tableOptions,
    gameKey: table,
    played: [],
    rematches: 0,
    lastError: null,
    thinking: false,
    botStuck: false,
    deckProgress: null,
    restoring: null,
    rematchLabel: options.rematchLabel ?? 'Rematch',
    state: () => table.state(),
    view: (seat) => table.view(seat !== null && seat === mySeat ? seat : null),
    viewer: () => mySeat,
    get humanSeats() {
      return mySeat === null ? [] : [mySeat];
    },
    get humanToMove() {
      return legal().length > 0 ? mySeat : null;
    },
    pending: () => table.pending(),
    legalIntents: (seat) => (seat === mySeat ? legal() : []),
    play(intent) {
      room.played.push(intent);
      (room as { lastError: RuleError | null }).lastError = mySeat === null ? { kind: 'rule-error', code: 'spectator', message: 'You are watching; take a seat to play.' } : table.play(mySeat, intent);
      notify();
    },
    playOther(seat, intent) {
      const error = table.play(seat, intent);
      notify();
      return error;
    },
    botOf: (seat) => options.bots?.[seat] ?? null,
    who: (seat) => (options.names[seat] ? `${options.names[seat]}${seat === mySeat ? ' (you)' : ''}` : 'open seat'),
    personOf: (seat) => options.names[seat] ?? null,
    word: () => options.word ?? null,
    moves: (): readonly TableMove[] => table.log(),
    notes: () => options.notes ?? [],
    outcome: () => table.outcome(),
    rematch() {
      room.rematches++;
    },
    retryBot() {},
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return room;
}
