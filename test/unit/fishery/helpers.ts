/** Test helpers: constructed Fishery boards by cell names ("C4" = column C, row 4), deep freezing, random games. */
import { isRuleError, seededRandom, type RuleError } from '../../../src/core/index.js';
import {
  COLUMNS,
  ROWS,
  applyFishery,
  edgeId,
  fishery,
  setupFishery,
  type Colour,
  type FisheryMove,
  type FisheryState,
} from '../../../src/games/fishery/index.js';

/** (x, y) of a cell name such as "C4". */
export function at(name: string): { x: number; y: number } {
  const x = name.charCodeAt(0) - 65;
  const y = Number(name.slice(1)) - 1;
  if (!(x >= 0 && x < 26 && Number.isInteger(y) && y >= 0)) throw new Error(`bad cell name ${name}`);
  return { x, y };
}

/** The net move between two orthogonally adjacent cells, e.g. net("C4", "D4"). */
export function net(a: string, b: string): FisheryMove {
  const [first, second] = [at(a), at(b)].sort((p, q) => p.y - q.y || p.x - q.x) as [{ x: number; y: number }, { x: number; y: number }];
  const side = second.x === first.x + 1 && second.y === first.y ? 'e' : second.y === first.y + 1 && second.x === first.x ? 's' : null;
  if (side === null) throw new Error(`${a} and ${b} are not neighbours`);
  return { type: 'net', x: first.x, y: first.y, side };
}

/** The ship move on a named cell. */
export const ship = (name: string): FisheryMove => ({ type: 'ship', ...at(name) });

export const PASS: FisheryMove = { type: 'pass' };

/** A phase-2 (or finished) position built directly: ships by cell name, nets by cell-name pairs. */
export interface Construction {
  readonly black: readonly string[];
  readonly white: readonly string[];
  /** Each net as its two cells; colours alternate Black, White unless `netColour` says otherwise. */
  readonly nets?: readonly (readonly [string, string])[];
  readonly netColour?: Colour;
  readonly turn?: Colour;
  readonly netsLeft?: readonly [number, number];
  readonly passes?: number;
  readonly columns?: number;
  readonly rows?: number;
}

/** Builds a state in phase 2 from a `Construction` (phase 1 is taken as done). */
export function construct(spec: Construction): FisheryState {
  const columns = spec.columns ?? COLUMNS;
  const rows = spec.rows ?? ROWS;
  const base = setupFishery({ columns, rows, shipsPerPlayer: spec.black.length });
  const ships: (Colour | null)[] = base.ships.slice();
  spec.black.forEach((name) => (ships[at(name).y * columns + at(name).x] = 0));
  spec.white.forEach((name) => (ships[at(name).y * columns + at(name).x] = 1));
  const nets: (Colour | null)[] = base.nets.slice();
  const used = [0, 0];
  (spec.nets ?? []).forEach(([a, b], i) => {
    const move = net(a, b);
    if (move.type !== 'net') throw new Error('unreachable');
    const id = edgeId(base, move.x, move.y, move.side) as number;
    const colour: Colour = spec.netColour ?? (i % 2 === 0 ? 0 : 1);
    nets[id] = colour;
    used[colour] = (used[colour] as number) + 1;
  });
  return {
    ...base,
    phase: 'nets',
    turn: spec.turn ?? 0,
    ships,
    nets,
    shipsLeft: [0, 0],
    netsLeft: spec.netsLeft ?? [30 - (used[0] as number), 30 - (used[1] as number)],
    passes: spec.passes ?? 0,
  };
}

/** Freezes a value and everything it holds. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Applies moves in turn, failing loudly on a RuleError. */
export function play(state: FisheryState, ...moves: FisheryMove[]): FisheryState {
  return moves.reduce((current, move) => {
    const next = applyFishery(current, current.turn, move);
    if (isRuleError(next)) throw new Error(`${JSON.stringify(move)}: ${next.code} ${next.message}`);
    return next;
  }, state);
}

/** The RuleError of a move expected to be refused. */
export function refusal(state: FisheryState, move: unknown, seat: number = state.turn): RuleError {
  const result = applyFishery(state, seat, move);
  if (!isRuleError(result)) throw new Error(`expected a refusal of ${JSON.stringify(move)}`);
  return result;
}

/** The 12 standard ships placed in order (Black first), leaving phase 2 ready. */
export function afterShips(black: readonly string[], white: readonly string[]): FisheryState {
  let state = setupFishery();
  black.forEach((name, i) => {
    state = play(state, ship(name), ship(white[i] as string));
  });
  return state;
}

/** A whole game of uniformly random legal moves from `seed`, calling `visit` after every move. */
export function randomGame(seed: number, visit: (before: FisheryState, move: FisheryMove, after: FisheryState) => void): FisheryState {
  const random = seededRandom(seed);
  let state = fishery.setup({ players: 2 });
  while (fishery.outcome(state) === null) {
    const move = random.pick(fishery.legalMoves(state, state.turn));
    const next = play(state, move);
    visit(state, move, next);
    state = next;
  }
  return state;
}
