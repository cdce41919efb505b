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

/** Black's chance of winning: exact when the game is over, else from the likely margin (White wins ties, F-6.5). */
function blackWinChance(position: Position, settings: SearchSettings, random: Random, pool: Uint16Array): number {
  if (settings.playOut) playOutInPlace(position, random, pool);
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
function playOutInPlace(position: Position, random: Random, pool: Uint16Array): void {
  const { edgeEnds, rimPoint, edgeCount } = position.geometry;
  const fish = [0, 0];
  let size = 0;
  for (let edge = 0; edge < edgeCount; edge++) if (position.nets[edge] === EMPTY) pool[size++] = edge;
  while (position.phase === 'ships') {
    const cell = random.int(position.geometry.cellCount);
    if (position.ships[cell] === EMPTY) placeShipInPlace(position, cell);
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
