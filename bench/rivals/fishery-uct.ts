// A generic UCT player for Fishery, written apart from the app's bots as their yardstick: the tree holds
// every legal move (pass included), play-outs run to the end of the game with uniformly random legal nets
// (passing only when the pass wins at once or nothing else is legal), and a play-out scores 1 for a win.
import type { Bot, Random, ThinkingTime } from '../../src/core/index.js';
import { NET_LEGAL, netVerdict } from '../../src/games/fishery/cut.js';
import {
  EMPTY,
  clonePosition,
  passInPlace,
  placeNetInPlace,
  placeShipInPlace,
  positionFromState,
  scoreInto,
  type Position,
} from '../../src/games/fishery/position.js';
import { cellXY } from '../../src/games/fishery/board.js';
import type { FisheryMove, FisheryState } from '../../src/games/fishery/types.js';

const PASS = -1;

function legal(position: Position): number[] {
  if (position.phase === 'over') return [];
  const moves: number[] = [];
  if (position.phase === 'ships') {
    for (let cell = 0; cell < position.geometry.cellCount; cell++) if (position.ships[cell] === EMPTY) moves.push(cell);
    return moves;
  }
  moves.push(PASS);
  if (position.netsLeft[position.turn] === 0) return moves;
  for (let edge = 0; edge < position.geometry.edgeCount; edge++) if (position.nets[edge] === EMPTY && netVerdict(position, edge) === NET_LEGAL) moves.push(edge);
  return moves;
}

function play(position: Position, move: number): void {
  if (move === PASS) passInPlace(position);
  else if (position.phase === 'ships') placeShipInPlace(position, move);
  else placeNetInPlace(position, move);
}

function blackWins(position: Position): boolean {
  const fish = [0, 0];
  scoreInto(position, fish);
  return (fish[0] as number) > (fish[1] as number);
}

function playOut(position: Position, random: Random): void {
  const edges: number[] = [];
  for (let edge = 0; edge < position.geometry.edgeCount; edge++) if (position.nets[edge] === EMPTY) edges.push(edge);
  while (position.phase !== 'over') {
    if (position.phase === 'ships') {
      let cell = random.int(position.geometry.cellCount);
      while (position.ships[cell] !== EMPTY) cell = random.int(position.geometry.cellCount);
      placeShipInPlace(position, cell);
      continue;
    }
    if (position.passes === 1 && blackWins(position) === (position.turn === 0)) {
      passInPlace(position);
      continue;
    }
    let placed = false;
    if (position.netsLeft[position.turn] as number > 0) {
      while (edges.length > 0) {
        const index = random.int(edges.length);
        const edge = edges[index] as number;
        edges[index] = edges[edges.length - 1] as number;
        edges.pop();
        if (position.nets[edge] === EMPTY && netVerdict(position, edge) === NET_LEGAL) {
          placeNetInPlace(position, edge);
          placed = true;
          break;
        }
      }
    }
    if (!placed) passInPlace(position);
  }
}

interface Node {
  move: number;
  mover: number;
  visits: number;
  wins: number;
  children: Node[];
  untried: number[] | null;
}

function toMove(position: Position, move: number): FisheryMove {
  if (move === PASS) return { type: 'pass' };
  const geometry = position.geometry;
  if (position.phase === 'ships') return { type: 'ship', ...cellXY(geometry, move) };
  const a = geometry.edgeA[move] as number;
  const b = geometry.edgeB[move] as number;
  return { type: 'net', ...cellXY(geometry, a), side: b === a + 1 ? 'e' : 's' };
}

/** A generic UCT player thinking `thinkingMs` a move (the caller's clock), C = √2. */
export function genericUct(thinkingMs: number, now: () => number): Bot<FisheryState, FisheryMove> {
  return {
    id: `uct-${thinkingMs}ms`,
    label: `Generic UCT ${thinkingMs} ms`,
    choose(state, _seat, random, _secrets, _time?: ThinkingTime) {
      const root = positionFromState(state);
      const tree: Node = { move: PASS, mover: 1 - root.turn, visits: 0, wins: 0, children: [], untried: legal(root) };
      const deadline = now() + thinkingMs;
      while (now() < deadline) {
        for (let batch = 0; batch < 16; batch++) {
          const position = clonePosition(root);
          const path = [tree];
          let node = tree;
          while ((node.untried as number[]).length === 0 && node.children.length > 0) {
            const log = Math.log(node.visits);
            let best = node.children[0] as Node;
            let bestScore = -Infinity;
            for (const child of node.children) {
              const score = child.wins / child.visits + Math.SQRT2 * Math.sqrt(log / child.visits);
              if (score > bestScore) {
                bestScore = score;
                best = child;
              }
            }
            node = best;
            play(position, node.move);
            path.push(node);
          }
          const untried = node.untried as number[];
          if (untried.length > 0) {
            const index = random.int(untried.length);
            const move = untried[index] as number;
            untried[index] = untried[untried.length - 1] as number;
            untried.pop();
            const mover = position.turn;
            play(position, move);
            const child: Node = { move, mover, visits: 0, wins: 0, children: [], untried: legal(position) };
            node.children.push(child);
            path.push(child);
          }
          playOut(position, random);
          const black = blackWins(position);
          for (const visited of path) {
            visited.visits++;
            if ((visited.mover === 0) === black) visited.wins++;
          }
        }
      }
      let chosen = tree.children[0] as Node;
      for (const child of tree.children) if (child.visits > chosen.visits) chosen = child;
      return toMove(root, chosen.move);
    },
  };
}
