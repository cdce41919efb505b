// A test-only perfect-information game with no protocol: players take 1–3 stones in turn; whoever
// takes the last stone wins. Small enough to check the local table against by hand.
import { hasOnlyKeys, isIntInRange, isRecord, moveDuties, ruleError } from '../../../src/core/index.js';
import type { Game, RuleError, Seat } from '../../../src/core/index.js';

export interface NimState {
  readonly players: number;
  readonly stones: number;
  readonly turn: Seat;
  readonly winner: Seat | null;
}
export interface NimMove {
  readonly type: 'take';
  readonly count: number;
}
export interface NimOptions {
  readonly stones: number;
}

export const nim: Game<NimState, NimMove, NimOptions> = {
  id: 'nim-test',
  title: 'Nim (test)',
  minPlayers: 2,
  maxPlayers: 3,
  defaultOptions: { stones: 7 },
  errorCodes: ['bad-count', 'bad-move', 'game-over', 'not-your-turn'],
  setup: ({ players, options }) => ({ players, stones: options?.stones ?? 7, turn: 0, winner: null }),
  apply(state, seat, move): NimState | RuleError {
    if (state.winner !== null) return ruleError('game-over', 'The game is over.');
    if (seat !== state.turn) return ruleError('not-your-turn', 'Wait for your turn.');
    if (!isRecord(move) || move.type !== 'take' || !hasOnlyKeys(move, ['type', 'count'])) {
      return ruleError('bad-move', 'A move is {type:"take", count}.');
    }
    if (!isIntInRange(move.count, 1, Math.min(3, state.stones))) return ruleError('bad-count', 'Take 1 to 3 stones.');
    const stones = state.stones - move.count;
    return { ...state, stones, turn: (state.turn + 1) % state.players, winner: stones === 0 ? seat : null };
  },
  pending: (state) => (state.winner === null ? [state.turn] : []),
  duties: (state) => moveDuties(state.winner === null ? [state.turn] : []),
  legalMoves(state, seat) {
    if (state.winner !== null || seat !== state.turn) return [];
    return [1, 2, 3].filter((n) => n <= state.stones).map((count) => ({ type: 'take' as const, count }));
  },
  outcome: (state) =>
    state.winner === null
      ? null
      : { scores: Array.from({ length: state.players }, (_, s) => (s === state.winner ? 1 : 0)), winners: [state.winner] },
  describeMove: (_state, seat, move) => `Seat ${seat} takes ${move.count}`,
  seatName: (_state, seat) => `Seat ${seat}`,
};
