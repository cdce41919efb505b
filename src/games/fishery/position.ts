/**
 * The fast rules core: a mutable position in typed arrays. Every function named `...InPlace` changes the
 * position it is given; callers that need the old one clone first (`clonePosition`). The public, pure
 * `apply` in game.ts builds a position from the state, changes that copy and turns it back into a state.
 */
import { geometryOf, nextStamp, type Geometry } from './geometry.js';
import type { Colour, FisheryOptions, FisheryState, FisheryMove, Phase, PerColour } from './types.js';

/** No ship / no net in a typed-array slot. */
export const EMPTY = -1;

/** F-4.4 verdicts of `netVerdict`. */
export const NET_LEGAL = 0;
export const NET_LEAVES_NO_SHIP = 1;
export const NET_LEAVES_NO_RIM = 2;
export type NetVerdict = typeof NET_LEGAL | typeof NET_LEAVES_NO_SHIP | typeof NET_LEAVES_NO_RIM;

export interface Position {
  readonly geometry: Geometry;
  /** Per cell: ship colour or EMPTY. */
  readonly ships: Int8Array;
  /** Per internal edge: net colour or EMPTY. */
  readonly nets: Int8Array;
  readonly shipsLeft: Int16Array;
  readonly netsLeft: Int16Array;
  phase: Phase;
  turn: Colour;
  passes: number;
  turnsTaken: number;
}

/** The starting position (F-2). */
export function createPosition(options: FisheryOptions): Position {
  const geometry = geometryOf(options);
  return {
    geometry,
    ships: new Int8Array(geometry.cellCount).fill(EMPTY),
    nets: new Int8Array(geometry.edgeCount).fill(EMPTY),
    shipsLeft: Int16Array.of(options.shipsPerPlayer, options.shipsPerPlayer),
    netsLeft: Int16Array.of(options.netsPerPlayer, options.netsPerPlayer),
    phase: 'ships',
    turn: 0,
    passes: 0,
    turnsTaken: 0,
  };
}

/** An independent copy. */
export function clonePosition(position: Position): Position {
  return {
    ...position,
    ships: position.ships.slice(),
    nets: position.nets.slice(),
    shipsLeft: position.shipsLeft.slice(),
    netsLeft: position.netsLeft.slice(),
  };
}

/** The fast form of a public state. */
export function positionFromState(state: FisheryState): Position {
  return {
    geometry: geometryOf(state),
    ships: Int8Array.from(state.ships, (ship) => (ship === null ? EMPTY : ship)),
    nets: Int8Array.from(state.nets, (net) => (net === null ? EMPTY : net)),
    shipsLeft: Int16Array.from(state.shipsLeft),
    netsLeft: Int16Array.from(state.netsLeft),
    phase: state.phase,
    turn: state.turn,
    passes: state.passes,
    turnsTaken: state.turnsTaken,
  };
}

const colourOrNull = (value: number): Colour | null => (value === 0 || value === 1 ? value : null);
const pair = (values: Int16Array): PerColour<number> => [values[0] as number, values[1] as number];

/** The public (plain JSON) form of a position. */
export function stateFromPosition(position: Position, lastMove: FisheryState['lastMove']): FisheryState {
  return {
    columns: position.geometry.columns,
    rows: position.geometry.rows,
    phase: position.phase,
    turn: position.turn,
    ships: Array.from(position.ships, colourOrNull),
    nets: Array.from(position.nets, colourOrNull),
    shipsLeft: pair(position.shipsLeft),
    netsLeft: pair(position.netsLeft),
    passes: position.passes,
    turnsTaken: position.turnsTaken,
    lastMove,
  };
}

/**
 * Breadth-first search from `start` without crossing nets or `cut`: null as soon as `goal` is reached (breadth
 * first finds a near goal fast), else the [ships, border cells] of the cells reached.
 */
function searchRegion(position: Position, start: number, cut: number, goal: number): [number, number] | null {
  const { geometry, nets, ships } = position;
  const { visited, stack: queue, neighbourStart, neighbourCell, neighbourEdge, border } = geometry;
  const stamp = nextStamp(geometry);
  visited[start] = stamp;
  queue[0] = start;
  let tail = 1;
  let shipCount = 0;
  let borderCount = 0;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head] as number;
    if (ships[cell] !== EMPTY) shipCount++;
    borderCount += border[cell] as number;
    for (let i = neighbourStart[cell] as number, end = neighbourStart[cell + 1] as number; i < end; i++) {
      const edge = neighbourEdge[i] as number;
      if (edge === cut || nets[edge] !== EMPTY) continue;
      const next = neighbourCell[i] as number;
      if (visited[next] === stamp) continue;
      if (next === goal) return null;
      visited[next] = stamp;
      queue[tail++] = next;
    }
  }
  return [shipCount, borderCount];
}

/**
 * F-4.4: whether a net on the empty edge `edge` keeps F-4.2 and F-4.3. If the edge's two cells stay
 * connected nothing splits; otherwise both new regions need a ship (checked first) and a border cell.
 */
export function netVerdict(position: Position, edge: number): NetVerdict {
  const { detours, edgeA, edgeB } = position.geometry;
  const { nets } = position;
  for (let k = edge * 6; k < edge * 6 + 6; k += 3) {
    const first = detours[k] as number;
    if (first >= 0 && nets[first] === EMPTY && nets[detours[k + 1] as number] === EMPTY && nets[detours[k + 2] as number] === EMPTY) {
      return NET_LEGAL; // a detour round a unit square keeps the two cells connected
    }
  }
  const a = edgeA[edge] as number;
  const b = edgeB[edge] as number;
  const sideA = searchRegion(position, a, edge, b);
  if (sideA === null) return NET_LEGAL;
  const sideB = searchRegion(position, b, edge, a) as [number, number];
  if (sideA[0] === 0 || sideB[0] === 0) return NET_LEAVES_NO_SHIP;
  if (sideA[1] === 0 || sideB[1] === 0) return NET_LEAVES_NO_RIM;
  return NET_LEGAL;
}

function endTurn(position: Position): void {
  position.turn = position.turn === 0 ? 1 : 0;
  position.turnsTaken += 1;
}

/** F-3.1 puts the mover's ship on `cell` (unchecked) and starts phase 2 after the last ship (F-3.3). */
export function placeShipInPlace(position: Position, cell: number): void {
  const mover = position.turn;
  position.ships[cell] = mover;
  position.shipsLeft[mover] = (position.shipsLeft[mover] as number) - 1;
  position.passes = 0;
  if (position.shipsLeft[0] === 0 && position.shipsLeft[1] === 0) position.phase = 'nets';
  endTurn(position);
}

/** F-4.1.1 lays the mover's net on `edge` (unchecked: the caller has asked `netVerdict`). */
export function placeNetInPlace(position: Position, edge: number): void {
  const mover = position.turn;
  position.nets[edge] = mover;
  position.netsLeft[mover] = (position.netsLeft[mover] as number) - 1;
  position.passes = 0; // F-5.2
  endTurn(position);
}

/** F-4.1.2 passes; the second pass in a row ends the game (F-5.1). */
export function passInPlace(position: Position): void {
  position.passes += 1;
  if (position.passes >= 2) position.phase = 'over';
  endTurn(position);
}

/** Applies an already validated move in place. */
export function applyMoveInPlace(position: Position, move: FisheryMove): void {
  const { columns } = position.geometry;
  if (move.type === 'ship') placeShipInPlace(position, move.y * columns + move.x);
  else if (move.type === 'pass') passInPlace(position);
  else placeNetInPlace(position, netEdge(position.geometry, move.x, move.y, move.side));
}

/** The edge id of an on-board internal net move (unchecked). */
export function netEdge(geometry: Geometry, x: number, y: number, side: 'e' | 's'): number {
  const { columns, rows } = geometry;
  return side === 'e' ? y * (columns - 1) + x : (columns - 1) * rows + y * columns + x;
}

/**
 * Region labels of the board: `label[cell]` is a region number 0..count-1 (ordered by smallest cell).
 * Writes into `label` and returns the region count.
 */
export function labelRegions(position: Position, label: Int16Array): number {
  const { geometry, nets } = position;
  const { stack, neighbourStart, neighbourCell, neighbourEdge, cellCount } = geometry;
  label.fill(-1);
  let count = 0;
  for (let start = 0; start < cellCount; start++) {
    if (label[start] !== -1) continue;
    label[start] = count;
    stack[0] = start;
    let top = 1;
    while (top > 0) {
      const cell = stack[--top] as number;
      for (let i = neighbourStart[cell] as number, end = neighbourStart[cell + 1] as number; i < end; i++) {
        if (nets[neighbourEdge[i] as number] !== EMPTY) continue;
        const next = neighbourCell[i] as number;
        if (label[next] !== -1) continue;
        label[next] = count;
        stack[top++] = next;
      }
    }
    count++;
  }
  return count;
}

/** F-6.2/F-6.3 fish of each colour on the current board, written into `out` as [black, white]. */
export function scoreInto(position: Position, out: Int16Array | number[]): void {
  const { cellCount } = position.geometry;
  const label = new Int16Array(cellCount);
  const count = labelRegions(position, label);
  const balance = new Int16Array(count);
  const size = new Int16Array(count);
  for (let cell = 0; cell < cellCount; cell++) {
    const region = label[cell] as number;
    size[region] = (size[region] as number) + 1;
    const ship = position.ships[cell];
    if (ship === 0) balance[region] = (balance[region] as number) + 1;
    else if (ship === 1) balance[region] = (balance[region] as number) - 1;
  }
  out[0] = 0;
  out[1] = 0;
  for (let region = 0; region < count; region++) {
    const b = balance[region] as number;
    if (b > 0) out[0] = (out[0] as number) + (size[region] as number);
    else if (b < 0) out[1] = (out[1] as number) + (size[region] as number);
  }
}
