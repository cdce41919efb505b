/**
 * UCT tree search for Fishery. Each iteration walks the tree by UCB1, adds one move, and scores the new
 * position by its likely final margin (territory.ts) turned into a chance of winning; a finished game
 * scores exactly (F-6.4, F-6.5). Moves considered: every empty cell while ships are placed (the most
 * promising first), and in the nets phase the pass plus the nets that extend a wall (candidates.ts).
 * The search copies one scratch position per iteration, so it allocates only for new tree nodes.
 */
import type { Random } from '../../../core/index.js';
import { NET_LEGAL, netVerdict } from '../cut.js';
import { EMPTY, clonePosition, passInPlace, placeNetInPlace, placeShipInPlace, scoreInto, type Position } from '../position.js';
import type { Colour } from '../types.js';
import { candidateCodes, wallCodes } from './candidates.js';
import { PASS, legalCodes, playCodeInPlace } from './moves.js';
import { WIN, finalValue } from './evaluate.js';
import { territoryMargin } from './territory.js';

/** How a level searches. */
export interface SearchSettings {
  /** Iterations a move when no clock is given (or the level does not use one). */
  readonly iterations: number;
  /** With a deadline, search until it instead (every level stops by then). */
  readonly timed: boolean;
  /** Exploration constant of UCB1. */
  readonly exploration: number;
  /** Fish of margin that make one unit of the logistic win chance at the leaves. */
  readonly marginScale: number;
  /** Play the leaf out to the end with wall-building nets (true) or score it by territory at once (false). */
  readonly playOut: boolean;
}

/**
 * What a search keeps for the next move: the position after its chosen move and that move's subtree. When the
 * next search starts from that position or one move on, it goes on from the subtree instead of from nothing.
 */
export interface SearchMemory {
  after: Position | null;
  node: RaveNode | null;
}

export function searchMemory(): SearchMemory {
  return { after: null, node: null };
}

interface Node {
  readonly move: number;
  /** Who made `move`; the node's value is from their side. */
  readonly mover: Colour;
  visits: number;
  value: number;
  children: Node[];
  /** Moves not yet added as children, the most promising last; null until first visited. */
  untried: number[] | null;
}

function copyInto(target: Position, source: Position): void {
  target.ships.set(source.ships);
  target.nets.set(source.nets);
  target.shipsLeft.set(source.shipsLeft);
  target.netsLeft.set(source.netsLeft);
  target.region.set(source.region);
  target.regionShips.set(source.regionShips);
  target.regionBorder.set(source.regionBorder);
  target.regionCount = source.regionCount;
  target.phase = source.phase;
  target.turn = source.turn;
  target.passes = source.passes;
  target.turnsTaken = source.turnsTaken;
}

/** The ships and nets laid in one iteration, in order: when each (colour, phase, cell or edge) was played. */
interface Trace {
  /** Per colour × (cells then edges): the step it was played at, −1 if not. */
  readonly step: Int32Array;
  length: number;
}

function traceMove(trace: Trace, position: Position, code: number): void {
  if (code === PASS) {
    trace.length++;
    return;
  }
  trace.step[traceKey(position, position.turn, position.phase === 'ships', code)] = trace.length++;
}

function traceKey(position: Position, colour: Colour, ship: boolean, code: number): number {
  const { cellCount, edgeCount } = position.geometry;
  return colour * (cellCount + edgeCount) + (ship ? code : cellCount + code);
}

/** Black's chance of winning: exact when the game is over, else from the likely margin (White wins ties, F-6.5). */
function blackWinChance(position: Position, settings: SearchSettings, random: Random, pool: Uint16Array, trace?: Trace): number {
  if (settings.playOut) playOutInPlace(position, random, pool, trace);
  if (position.phase === 'over') {
    const margin = finalValue(position, 0);
    return (margin > 0 ? 0.9 : 0) + 0.1 / (1 + Math.exp(-(margin > 0 ? margin - WIN : margin + WIN) / 8));
  }
  return 1 / (1 + Math.exp(-(territoryMargin(position) - 0.5) / settings.marginScale));
}

/** Per grid point, the internal edges that end there (four slots, −1 for none), per board size. */
const pointEdgesBySize = new Map<Position['geometry'], Int16Array>();

function pointEdgesOf(geometry: Position['geometry']): Int16Array {
  let table = pointEdgesBySize.get(geometry);
  if (!table) {
    table = new Int16Array((geometry.columns + 1) * (geometry.rows + 1) * 4).fill(-1);
    for (let edge = 0; edge < geometry.edgeCount; edge++) {
      for (const point of [geometry.edgeEnds[edge * 2] as number, geometry.edgeEnds[edge * 2 + 1] as number]) {
        let slot = point * 4;
        while (table[slot] !== -1) slot++;
        table[slot] = edge;
      }
    }
    pointEdgesBySize.set(geometry, table);
  }
  return table;
}

function pointHasNet(position: Position, point: number): boolean {
  const table = pointEdgesOf(position.geometry);
  for (let slot = point * 4; slot < point * 4 + 4; slot++) {
    const edge = table[slot] as number;
    if (edge >= 0 && position.nets[edge] !== EMPTY) return true;
  }
  return false;
}

/** Nets that touch the rim or another net, at random, until the game ends; the pass when it wins at once. */
function playOutInPlace(position: Position, random: Random, pool: Uint16Array, trace?: Trace): void {
  const { edgeEnds, rimPoint, edgeCount } = position.geometry;
  const fish = [0, 0];
  let size = 0;
  for (let edge = 0; edge < edgeCount; edge++) if (position.nets[edge] === EMPTY) pool[size++] = edge;
  while (position.phase === 'ships') {
    const cell = random.int(position.geometry.cellCount);
    if (position.ships[cell] !== EMPTY) continue;
    if (trace) traceMove(trace, position, cell);
    placeShipInPlace(position, cell);
  }
  while (position.phase !== 'over') {
    if (position.passes === 1) {
      scoreInto(position, fish);
      if (((fish[0] as number) > (fish[1] as number)) === (position.turn === 0)) {
        passInPlace(position);
        continue;
      }
    }
    let placed = false;
    if ((position.netsLeft[position.turn] as number) > 0) {
      let misses = 0;
      while (size > 0) {
        const index = random.int(size);
        const edge = pool[index] as number;
        if (position.nets[edge] !== EMPTY) {
          pool[index] = pool[--size] as number;
          continue;
        }
        const a = edgeEnds[edge * 2] as number;
        const b = edgeEnds[edge * 2 + 1] as number;
        const anchored = rimPoint[a] === 1 || rimPoint[b] === 1 || pointHasNet(position, a) || pointHasNet(position, b);
        if (!anchored && misses++ < 8) continue;
        pool[index] = pool[--size] as number;
        if (netVerdict(position, edge) === NET_LEGAL) {
          if (trace) traceMove(trace, position, edge);
          placeNetInPlace(position, edge);
          placed = true;
          break;
        }
      }
    }
    if (!placed) passInPlace(position);
  }
}

function shuffle(items: number[], random: Random): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const swap = items[i] as number;
    items[i] = items[j] as number;
    items[j] = swap;
  }
}

/**
 * The moves to try from `position`, the most promising last: ship cells ordered by the territory they win,
 * nets in random order with the pass first to be tried.
 */
function movesToTry(position: Position, random: Random, scratch: Position, atRoot: boolean): number[] {
  if (position.phase === 'over') return [];
  if (position.phase === 'ships') {
    const cells = legalCodes(position);
    shuffle(cells, random);
    const sign = position.turn === 0 ? 1 : -1;
    const worth = new Map<number, number>();
    for (const cell of cells) {
      copyInto(scratch, position);
      playCodeInPlace(scratch, cell);
      worth.set(cell, sign * territoryMargin(scratch));
    }
    return cells.sort((a, b) => (worth.get(a) as number) - (worth.get(b) as number));
  }
  const codes = atRoot ? candidateCodes(position) : wallCodes(position, legalCodes(position));
  shuffle(codes, random);
  const pass = codes.indexOf(PASS);
  if (pass > 0) {
    codes.splice(pass, 1);
    codes.unshift(PASS);
  }
  return codes;
}

function bestChild(node: Node, exploration: number): Node {
  const logVisits = Math.log(node.visits);
  let best = node.children[0] as Node;
  let bestScore = -Infinity;
  for (const child of node.children) {
    const score = child.value / child.visits + exploration * Math.sqrt(logVisits / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return best;
}

/** True when no other root move can catch up with the most visited one in `iterationsLeft` more iterations. */
function settled(tree: Node, iterationsLeft: number): boolean {
  let first = 0;
  let second = 0;
  for (const child of tree.children) {
    if (child.visits > first) {
      second = first;
      first = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return first - second > iterationsLeft;
}

/** When a search must stop: `deadline` by the `now()` clock (ms). */
export interface SearchDeadline {
  readonly now: () => number;
  readonly deadline: number;
}


function samePosition(a: Position, b: Position): boolean {
  if (a.phase !== b.phase || a.turn !== b.turn || a.passes !== b.passes || a.turnsTaken !== b.turnsTaken) return false;
  if (a.ships.length !== b.ships.length || a.nets.length !== b.nets.length) return false;
  for (let i = 0; i < a.ships.length; i++) if (a.ships[i] !== b.ships[i]) return false;
  for (let i = 0; i < a.nets.length; i++) if (a.nets[i] !== b.nets[i]) return false;
  return true;
}

/** The one move that leads from `before` to `after`, if there is one. */
function moveBetween(before: Position, after: Position): number | null {
  if (before.phase === 'over' || before.geometry !== after.geometry) return null;
  let code: number | null = PASS;
  if (before.phase === 'ships') {
    code = null;
    for (let cell = 0; cell < before.ships.length; cell++) if (before.ships[cell] !== after.ships[cell]) code = cell;
  } else {
    for (let edge = 0; edge < before.nets.length; edge++) if (before.nets[edge] !== after.nets[edge]) code = edge;
  }
  if (code === null) return null;
  const next = clonePosition(before);
  if (code !== PASS && (before.phase === 'ships' ? before.ships[code] !== EMPTY : netVerdict(before, code) !== NET_LEGAL)) return null;
  playCodeInPlace(next, code);
  return samePosition(next, after) ? code : null;
}

/** The searched move for the player to move (a move code), or null once the game is over. */
export function searchCode(root: Position, settings: SearchSettings, random: Random, clock?: SearchDeadline): number | null {
  if (root.phase === 'over') return null;
  const scratch = clonePosition(root);
  const tree: Node = { move: PASS, mover: root.turn === 0 ? 1 : 0, visits: 0, value: 0, children: [], untried: null };
  tree.untried = movesToTry(root, random, scratch, true);
  if (tree.untried.length === 1) return tree.untried[0] as number;
  const position = clonePosition(root);
  // Every level stops by the deadline; a timed level searches until then, or until its choice is settled.
  const deadline = clock ? clock.deadline : Infinity;
  const iterations = clock && settings.timed ? Number.MAX_SAFE_INTEGER : settings.iterations;
  const path: Node[] = [];
  const pool = new Uint16Array(root.geometry.edgeCount);
  const started = clock ? clock.now() : 0;
  for (let iteration = 0; iteration < iterations; iteration++) {
    if ((iteration & 7) === 0 && clock) {
      const now = clock.now();
      if (now >= deadline && iteration > 0) break;
      if (settings.timed && iteration >= 64 && settled(tree, ((deadline - now) * iteration) / Math.max(now - started, 1e-3))) break;
    }
    copyInto(position, root);
    path.length = 0;
    let node = tree;
    path.push(node);
    for (;;) {
      if (node.untried === null) node.untried = movesToTry(position, random, scratch, false);
      if (node.untried.length > 0) {
        const move = node.untried.pop() as number;
        const mover = position.turn;
        playCodeInPlace(position, move);
        const child: Node = { move, mover, visits: 0, value: 0, children: [], untried: null };
        node.children.push(child);
        path.push(child);
        break;
      }
      if (node.children.length === 0) break; // the game is over here
      node = bestChild(node, settings.exploration);
      playCodeInPlace(position, node.move);
      path.push(node);
    }
    const black = blackWinChance(position, settings, random, pool);
    for (const visited of path) {
      visited.visits += 1;
      visited.value += visited.mover === 0 ? black : 1 - black;
    }
  }
  let chosen = tree.children[0] as Node;
  for (const child of tree.children) if (child.visits > chosen.visits) chosen = child;
  return chosen.move;
}

/** How the RAVE search weighs what it learnt from play-outs (all-moves-as-first) against a move's own results. */
export interface RaveSettings {
  /** Visits of a move by which its own results weigh about as much as its all-moves-as-first results. */
  readonly equivalence: number;
  /** Exploration constant. */
  readonly exploration: number;
}

/** A position in the RAVE tree: the moves from it and, per move, its own and its all-moves-as-first results. */
export interface RaveNode {
  readonly mover: Colour;
  readonly ships: boolean;
  visits: number;
  moves: Int16Array | null;
  n: Float64Array;
  w: Float64Array;
  an: Float64Array;
  aw: Float64Array;
  kids: (RaveNode | null)[];
}

const NO_STATS = new Float64Array(0);

function raveNode(position: Position): RaveNode {
  return { mover: position.turn, ships: position.phase === 'ships', visits: 0, moves: null, n: NO_STATS, w: NO_STATS, an: NO_STATS, aw: NO_STATS, kids: [] };
}

function expandRave(node: RaveNode, moves: readonly number[]): void {
  node.moves = Int16Array.from(moves);
  node.n = new Float64Array(moves.length);
  node.w = new Float64Array(moves.length);
  node.an = new Float64Array(moves.length);
  node.aw = new Float64Array(moves.length);
  node.kids = new Array<RaveNode | null>(moves.length).fill(null);
}

function selectRave(node: RaveNode, settings: RaveSettings): number {
  const { n, w, an, aw } = node;
  const count = n.length;
  const log = Math.log(node.visits + 1);
  const k = settings.equivalence;
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    const visits = n[i] as number;
    const amaf = an[i] as number;
    let value: number;
    if (amaf === 0) value = visits === 0 ? 1 + i * 1e-9 : (w[i] as number) / visits;
    else if (visits === 0) value = (aw[i] as number) / amaf;
    else {
      const beta = Math.sqrt(k / (3 * visits + k));
      value = beta * ((aw[i] as number) / amaf) + (1 - beta) * ((w[i] as number) / visits);
    }
    const score = value + settings.exploration * Math.sqrt(log / (visits + 1));
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/**
 * The searched move by UCT with all-moves-as-first (RAVE): a ship or net a play-out lays is credited to the same
 * move wherever the mover could have made it earlier in that iteration, so each play-out informs many moves
 * at once and the tree narrows onto good walls long before every move has been tried on its own.
 */
export function raveSearchCode(root: Position, settings: SearchSettings & RaveSettings, random: Random, clock?: SearchDeadline, memory?: SearchMemory): number | null {
  if (root.phase === 'over') return null;
  const scratch = clonePosition(root);
  const considered = movesToTry(root, random, scratch, true);
  const tree = (memory && rememberedTree(memory, root, considered)) ?? raveNode(root);
  if (tree.moves === null) expandRave(tree, considered);
  const rootMoves = tree.moves as Int16Array;
  if (rootMoves.length === 1) return remember(memory, root, tree, 0);
  const position = clonePosition(root);
  const deadline = clock ? clock.deadline : Infinity;
  const iterations = clock && settings.timed ? Number.MAX_SAFE_INTEGER : settings.iterations;
  const pool = new Uint16Array(root.geometry.edgeCount);
  const trace: Trace = { step: new Int32Array(2 * (root.geometry.cellCount + root.geometry.edgeCount)), length: 0 };
  const pathNodes: RaveNode[] = [];
  const pathMoves: number[] = [];
  for (let iteration = 0; iteration < iterations; iteration++) {
    if ((iteration & 7) === 0 && clock && clock.now() >= deadline && iteration > 0) break;
    copyInto(position, root);
    trace.step.fill(-1);
    trace.length = 0;
    pathNodes.length = 0;
    pathMoves.length = 0;
    let node = tree;
    for (;;) {
      if (node.moves === null) expandRave(node, movesToTry(position, random, scratch, false));
      if ((node.moves as Int16Array).length === 0) break; // the game is over here
      const index = selectRave(node, settings);
      const move = (node.moves as Int16Array)[index] as number;
      pathNodes.push(node);
      pathMoves.push(index);
      traceMove(trace, position, move);
      playCodeInPlace(position, move);
      const kid = node.kids[index];
      if (!kid) {
        node.kids[index] = raveNode(position);
        break;
      }
      node = kid;
    }
    const black = blackWinChance(position, settings, random, pool, trace);
    for (let depth = 0; depth < pathNodes.length; depth++) {
      const visited = pathNodes[depth] as RaveNode;
      const value = visited.mover === 0 ? black : 1 - black;
      const index = pathMoves[depth] as number;
      visited.visits++;
      visited.n[index] = (visited.n[index] as number) + 1;
      visited.w[index] = (visited.w[index] as number) + value;
      const moves = visited.moves as Int16Array;
      for (let i = 0; i < moves.length; i++) {
        const move = moves[i] as number;
        if (move === PASS) continue;
        const step = trace.step[traceKey(root, visited.mover, visited.ships, move)] as number;
        if (step < depth) continue;
        visited.an[i] = (visited.an[i] as number) + 1;
        visited.aw[i] = (visited.aw[i] as number) + value;
      }
    }
  }
  let chosen = 0;
  for (let i = 1; i < rootMoves.length; i++) if ((tree.n[i] as number) > (tree.n[chosen] as number)) chosen = i;
  return remember(memory, root, tree, chosen);
}

/**
 * The remembered subtree for `root` (the position after the last chosen move, or one move on from it), its
 * moves made those a root considers with the results they had; null when there is none.
 */
export function rememberedTree(memory: SearchMemory, root: Position, considered: readonly number[]): RaveNode | null {
  const { after, node } = memory;
  if (!after || !node) return null;
  let tree: RaveNode | null = null;
  if (samePosition(after, root)) tree = node;
  else if (node.moves) {
    const code = moveBetween(after, root);
    const index = code === null ? -1 : node.moves.indexOf(code);
    tree = index >= 0 ? (node.kids[index] ?? null) : null;
  }
  if (!tree || !tree.moves) return null;
  const old = tree;
  const moves = old.moves as Int16Array;
  const fresh = raveNode(root);
  expandRave(fresh, considered);
  considered.forEach((move, i) => {
    const at = moves.indexOf(move);
    if (at < 0) return;
    fresh.n[i] = old.n[at] as number;
    fresh.w[i] = old.w[at] as number;
    fresh.an[i] = old.an[at] as number;
    fresh.aw[i] = old.aw[at] as number;
    fresh.kids[i] = old.kids[at] ?? null;
  });
  fresh.visits = old.visits;
  return fresh;
}

/** Keeps the position after the chosen move and its subtree for the next search; returns the move. */
function remember(memory: SearchMemory | undefined, root: Position, tree: RaveNode, index: number): number {
  const code = (tree.moves as Int16Array)[index] as number;
  if (memory) {
    const after = clonePosition(root);
    playCodeInPlace(after, code);
    memory.after = after;
    memory.node = tree.kids[index] ?? null;
  }
  return code;
}
