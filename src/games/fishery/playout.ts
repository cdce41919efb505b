/** Fast play-outs for bots and the bench: they change the position they are given (clone first). */
import type { Random } from '../../core/index.js';
import { NET_LEGAL, netVerdict } from './cut.js';
import { EMPTY, passInPlace, placeNetInPlace, placeShipInPlace, type Position } from './position.js';

/**
 * Empty edges that may still be legal. A net that fails F-4.2/F-4.3 stays illegal for the rest of the
 * game (nets only ever split regions further), so a play-out drops it for good.
 */
export interface EdgePool {
  readonly edges: Uint16Array;
  size: number;
}

/** The empty edges of `position`. */
export function edgePool(position: Position): EdgePool {
  const edges = new Uint16Array(position.geometry.edgeCount);
  let size = 0;
  for (let edge = 0; edge < edges.length; edge++) if (position.nets[edge] === EMPTY) edges[size++] = edge;
  return { edges, size };
}

function drop(pool: EdgePool, index: number): void {
  pool.size -= 1;
  pool.edges[index] = pool.edges[pool.size] as number;
}

/** One uniformly random legal move, made in place: a random empty cell in phase 1, else a random choice among pass and the legal nets. */
export function randomMoveInPlace(position: Position, pool: EdgePool, random: Random): void {
  if (position.phase === 'ships') {
    const cells = position.geometry.cellCount;
    let cell = random.int(cells);
    while (position.ships[cell] !== EMPTY) cell = random.int(cells);
    placeShipInPlace(position, cell);
    return;
  }
  if (position.netsLeft[position.turn] === 0) {
    passInPlace(position); // F-4.1.2
    return;
  }
  // Uniform over {pass} ∪ pool; an illegal pick leaves the pool and the draw repeats: uniform over legal moves.
  for (;;) {
    const pick = random.int(pool.size + 1);
    if (pick === pool.size) {
      passInPlace(position);
      return;
    }
    const edge = pool.edges[pick] as number;
    // Another play-out step may have filled the edge since the pool was built.
    if (position.nets[edge] === EMPTY && netVerdict(position, edge) === NET_LEGAL) {
      drop(pool, pick);
      placeNetInPlace(position, edge);
      return;
    }
    drop(pool, pick);
  }
}

/** Plays `position` to the end with uniformly random legal moves (changes it). */
export function playOutRandomlyInPlace(position: Position, random: Random, pool: EdgePool = edgePool(position)): void {
  while (position.phase !== 'over') randomMoveInPlace(position, pool, random);
}
