/** The Fishery engine: the pure `Game` of rules/fishery.md. */
import { isIntInRange, isRuleError, moveDuties, ruleError, type Game, type RuleError, type Seat } from '../../core/index.js';
import { cellName, edgeId, edgeName } from './board.js';
import { moveError, parseMove } from './moves.js';
import { DEFAULT_OPTIONS, resolveOptions } from './options.js';
import { NET_LEGAL, netVerdict } from './cut.js';
import { EMPTY, applyMoveInPlace, createPosition, positionFromState, scoreInto, stateFromPosition } from './position.js';
import { COLOUR_NAMES, type FisheryMove, type FisheryOptions, type FisheryState } from './types.js';

/** The starting state (F-2): empty board, Black to place the first ship. */
export function setupFishery(options?: Partial<FisheryOptions>): FisheryState {
  return stateFromPosition(createPosition(resolveOptions(options)), null);
}

/** The state after `seat` makes `move`, or why not. Never throws; never changes `state`. */
export function applyFishery(state: FisheryState, seat: Seat, move: unknown): FisheryState | RuleError {
  if (state.phase === 'over') return ruleError('game-over', 'The game is over.');
  if (!isIntInRange(seat, 0, 1)) return ruleError('not-your-turn', `Seat ${String(seat)} does not play Fishery.`);
  if (seat !== state.turn) return ruleError('not-your-turn', `It is ${COLOUR_NAMES[state.turn]}'s turn.`);
  const parsed = parseMove(move);
  if (isRuleError(parsed)) return parsed;
  const position = positionFromState(state);
  const error = moveError(position, parsed);
  if (error) return error;
  applyMoveInPlace(position, parsed);
  return stateFromPosition(position, { colour: state.turn, move: parsed });
}

/** Every legal move of `seat` now: empty cells in phase 1; pass and every legal net in phase 2 (F-4.1). */
export function legalFisheryMoves(state: FisheryState, seat: Seat): FisheryMove[] {
  if (state.phase === 'over' || seat !== state.turn) return [];
  const { columns, rows } = state;
  const moves: FisheryMove[] = [];
  if (state.phase === 'ships') {
    state.ships.forEach((ship, cell) => {
      if (ship === null) moves.push({ type: 'ship', x: cell % columns, y: Math.floor(cell / columns) });
    });
    return moves;
  }
  moves.push({ type: 'pass' });
  if (state.netsLeft[state.turn] === 0) return moves; // F-4.1.2
  const position = positionFromState(state);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      for (const side of ['e', 's'] as const) {
        const edge = edgeId(state, x, y, side);
        if (edge === null || position.nets[edge] !== EMPTY) continue;
        if (netVerdict(position, edge) === NET_LEGAL) moves.push({ type: 'net', x, y, side });
      }
    }
  }
  return moves;
}

/** F-6: final fish [black, white] and the winner, White on a tie (F-6.5); null while playing. */
export function fisheryOutcome(state: FisheryState): { scores: [number, number]; winners: [Seat] } | null {
  if (state.phase !== 'over') return null;
  const fish = [0, 0];
  scoreInto(positionFromState(state), fish);
  const [black, white] = fish as [number, number];
  return { scores: [black, white], winners: [black > white ? 0 : 1] };
}

/** A log line, e.g. "Black places a ship on C4", "White nets the edge C4–D4", "Black passes". */
export function describeFisheryMove(state: FisheryState, seat: Seat, move: FisheryMove): string {
  const who = COLOUR_NAMES[seat === 1 ? 1 : 0];
  if (move.type === 'pass') return `${who} passes`;
  if (move.type === 'ship') return `${who} places a ship on ${cellName(move.x, move.y)}`;
  const edge = edgeId(state, move.x, move.y, move.side);
  return edge === null ? `${who} nets the rim at ${cellName(move.x, move.y)}` : `${who} nets the edge ${edgeName(state, edge)}`;
}

/** Fishery as the table sees it. Seat 0 is Black, seat 1 White; no protocol (F-7.1 perfect information). */
export const fishery: Game<FisheryState, FisheryMove, FisheryOptions> = {
  id: 'fishery',
  title: 'Fishery',
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: DEFAULT_OPTIONS,
  setup(config) {
    if (config.players !== 2) throw new RangeError(`Fishery is for 2 players, not ${config.players}`);
    return setupFishery(config.options);
  },
  apply: applyFishery,
  pending: (state) => (state.phase === 'over' ? [] : [state.turn]),
  duties: (state) => moveDuties(state.phase === 'over' ? [] : [state.turn]),
  legalMoves: legalFisheryMoves,
  outcome: fisheryOutcome,
  describeMove: describeFisheryMove,
  seatName: (_state, seat) => COLOUR_NAMES[seat === 1 ? 1 : 0],
};
