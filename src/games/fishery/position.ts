/**
 * The fast rules core: a mutable position in typed arrays, with its regions kept up to date. Every function
 * named `...InPlace` changes the position it is given; callers that need the old one clone first
 * (`clonePosition`). The public, pure `apply` in game.ts builds a position from the state, changes that
 * copy and turns it back into a state.
 */
import { findSplit } from './cut.js';
import { EMPTY, geometryOf, type Geometry } from './geometry.js';
import type { Colour, FisheryOptions, FisheryState, FisheryMove, Phase, PerColour } from './types.js';

export { EMPTY } from './geometry.js';

export interface Position {
  readonly geometry: Geometry;
  /** Per cell: ship colour or EMPTY. */
  readonly ships: Int8Array;
  /** Per internal edge: net colour or EMPTY. */
  readonly nets: Int8Array;
  readonly shipsLeft: Int16Array;
  readonly netsLeft: Int16Array;
  /** Per cell: its region's label (F-1.3); labels are 0..regionCount-1, in no particular order. */
  readonly region: Int16Array;
  /** Per label: ships (either colour) and border cells in that region. */
  readonly regionShips: Int16Array;
  readonly regionBorder: Int16Array;
  regionCount: number;
  phase: Phase;
  turn: Colour;
  passes: number;
  turnsTaken: number;
}

/** Region labels and their ship and border counts, from scratch. */
function regionTables(geometry: Geometry, ships: Int8Array, nets: Int8Array): Pick<Position, 'region' | 'regionShips' | 'regionBorder' | 'regionCount'> {
  const region = new Int16Array(geometry.cellCount);
  const regionCount = labelRegions(geometry, nets, region);
  const regionShips = new Int16Array(geometry.cellCount);
  const regionBorder = new Int16Array(geometry.cellCount);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const label = region[cell] as number;
    if (ships[cell] !== EMPTY) regionShips[label] = (regionShips[label] as number) + 1;
    regionBorder[label] = (regionBorder[label] as number) + (geometry.border[cell] as number);
  }
  return { region, regionShips, regionBorder, regionCount };
}

/** The starting position (F-2). */
export function createPosition(options: FisheryOptions): Position {
  const geometry = geometryOf(options);
  const ships = new Int8Array(geometry.cellCount).fill(EMPTY);
  const nets = new Int8Array(geometry.edgeCount).fill(EMPTY);
  return {
    geometry,
    ships,
    nets,
    shipsLeft: Int16Array.of(options.shipsPerPlayer, options.shipsPerPlayer),
    netsLeft: Int16Array.of(options.netsPerPlayer, options.netsPerPlayer),
    ...regionTables(geometry, ships, nets),
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
    region: position.region.slice(),
    regionShips: position.regionShips.slice(),
    regionBorder: position.regionBorder.slice(),
  };
}

/** The position behind the state last made from one (states never change): applying the next move to
 * that state starts from it rather than labelling the board's regions again (a restored 26 × 26 game
 * applies hundreds of moves, one after another). */
let lastMade: { readonly state: FisheryState; readonly position: Position } | null = null;

/** The fast form of a public state (a new position, the caller's to change). */
export function positionFromState(state: FisheryState): Position {
  if (lastMade?.state === state) return clonePosition(lastMade.position);
  return buildPosition(state);
}

/**
 * The fast form of `state` for a caller that makes the next state from it: the position kept for the
 * state last made is handed over without a copy (typed arrays cost a browser an allocation each, and a
 * restore applies hundreds of moves in a row). Until the caller hands a position back with
 * `stateFromPosition`, a later call for the same state builds a new one.
 */
export function takePosition(state: FisheryState): Position {
  if (lastMade?.state !== state) return buildPosition(state);
  const { position } = lastMade;
  lastMade = null;
  return position;
}

/** Gives back, unchanged, a position `takePosition` handed over (a move that turned out illegal). */
export function returnPosition(state: FisheryState, position: Position): void {
  lastMade ??= { state, position };
}

function buildPosition(state: FisheryState): Position {
  const geometry = geometryOf(state);
  const ships = colours(state.ships);
  const nets = colours(state.nets);
  return {
    geometry,
    ships,
    nets,
    shipsLeft: Int16Array.from(state.shipsLeft),
    netsLeft: Int16Array.from(state.netsLeft),
    ...regionTables(geometry, ships, nets),
    phase: state.phase,
    turn: state.turn,
    passes: state.passes,
    turnsTaken: state.turnsTaken,
  };
}

// Plain loops: `Int8Array.from` and `Array.from` with a mapping function run several times slower, and
// every apply converts both ways (a restored 26 × 26 game applies hundreds of entries).
function colours(values: readonly (Colour | null)[]): Int8Array {
  const out = new Int8Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    out[i] = value === null ? EMPTY : (value as number);
  }
  return out;
}

function colourList(values: Int8Array): (Colour | null)[] {
  const out = new Array<Colour | null>(values.length);
  for (let i = 0; i < values.length; i++) out[i] = colourOrNull(values[i]!);
  return out;
}

const colourOrNull = (value: number): Colour | null => (value === 0 || value === 1 ? value : null);
const pair = (values: Int16Array): PerColour<number> => [values[0] as number, values[1] as number];

/** The public (plain JSON) form of a position. With `handOver`, the caller gives `position` up (it
 * never reads or changes it again): it is kept as the state's fast form without a copy. */
export function stateFromPosition(position: Position, lastMove: FisheryState['lastMove'], handOver = false): FisheryState {
  const state: FisheryState = {
    columns: position.geometry.columns,
    rows: position.geometry.rows,
    phase: position.phase,
    turn: position.turn,
    ships: colourList(position.ships),
    nets: colourList(position.nets),
    shipsLeft: pair(position.shipsLeft),
    netsLeft: pair(position.netsLeft),
    passes: position.passes,
    turnsTaken: position.turnsTaken,
    lastMove,
  };
  lastMade = { state, position: handOver ? position : clonePosition(position) };
  return state;
}

function endTurn(position: Position): void {
  position.turn = position.turn === 0 ? 1 : 0;
  position.turnsTaken += 1;
}

/** F-3.1 puts the mover's ship on `cell` (unchecked) and starts phase 2 after the last ship (F-3.3). */
export function placeShipInPlace(position: Position, cell: number): void {
  const mover = position.turn;
  position.ships[cell] = mover;
  const label = position.region[cell] as number;
  position.regionShips[label] = (position.regionShips[label] as number) + 1;
  position.shipsLeft[mover] = (position.shipsLeft[mover] as number) - 1;
  position.passes = 0;
  if (position.shipsLeft[0] === 0 && position.shipsLeft[1] === 0) position.phase = 'nets';
  endTurn(position);
}

/** F-4.1.1 lays the mover's net on `edge` (unchecked: the caller has asked `netVerdict`); a split part gets a new label. */
export function placeNetInPlace(position: Position, edge: number): void {
  if (findSplit(position, edge)) {
    const { part, partSize, partShips, partBorder } = position.geometry;
    const old = position.region[part[0] as number] as number;
    const label = position.regionCount++;
    for (let i = 0; i < partSize; i++) position.region[part[i] as number] = label;
    position.regionShips[label] = partShips;
    position.regionBorder[label] = partBorder;
    position.regionShips[old] = (position.regionShips[old] as number) - partShips;
    position.regionBorder[old] = (position.regionBorder[old] as number) - partBorder;
  }
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
 * Region labels from scratch: `label[cell]` is a region number 0..count-1 (ordered by smallest cell).
 * Writes into `label` and returns the region count.
 */
export function labelRegions(geometry: Geometry, nets: Int8Array, label: Int16Array): number {
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
  const { cellCount, labelSize, labelBalance } = position.geometry;
  const count = position.regionCount;
  labelSize.fill(0, 0, count);
  labelBalance.fill(0, 0, count);
  for (let cell = 0; cell < cellCount; cell++) {
    const label = position.region[cell] as number;
    labelSize[label] = (labelSize[label] as number) + 1;
    const ship = position.ships[cell];
    if (ship === 0) labelBalance[label] = (labelBalance[label] as number) + 1;
    else if (ship === 1) labelBalance[label] = (labelBalance[label] as number) - 1;
  }
  out[0] = 0;
  out[1] = 0;
  for (let label = 0; label < count; label++) {
    const balance = labelBalance[label] as number;
    if (balance > 0) out[0] = (out[0]) + (labelSize[label] as number);
    else if (balance < 0) out[1] = (out[1]) + (labelSize[label] as number);
  }
}
