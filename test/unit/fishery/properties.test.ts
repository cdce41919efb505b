/** Seeded property tests over random legal games: they end, never throw, keep F-4.5, and legality is consistent. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isRuleError, seededRandom } from '../../../src/core/index.js';
import {
  DEFAULT_OPTIONS,
  applyFishery,
  fishery,
  internalEdges,
  isBorderCell,
  regions,
  scores,
  type FisheryMove,
  type FisheryState,
} from '../../../src/games/fishery/index.js';
import { createPosition, labelRegions, scoreInto, stateFromPosition, type Position } from '../../../src/games/fishery/position.js';
import { edgePool, playOutRandomlyInPlace, randomMoveInPlace } from '../../../src/games/fishery/playout.js';
import { randomGame } from './helpers.js';

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** F-4.5: every region holds a ship and a border cell (from phase 2 on). */
function assertInvariants(state: FisheryState): void {
  if (state.phase === 'ships') return;
  for (const region of regions(state)) {
    assert.ok(region.ships[0] + region.ships[1] >= 1, `a region without a ship: ${region.cells.join(',')}`);
    assert.ok(region.cells.some((cell) => isBorderCell(state, cell)), `a region off the rim: ${region.cells.join(',')}`);
  }
}

/** Every move that could be written down for this board: all ships, all nets (rim included), pass. */
function everyCandidate(state: FisheryState): FisheryMove[] {
  const moves: FisheryMove[] = [{ type: 'pass' }];
  for (let y = 0; y < state.rows; y++) {
    for (let x = 0; x < state.columns; x++) {
      moves.push({ type: 'ship', x, y }, { type: 'net', x, y, side: 'e' }, { type: 'net', x, y, side: 's' });
    }
  }
  return moves;
}

test('F-5.3 F-4.5 random legal games end within 134 turns, never throw, and keep every region with a ship and the rim', () => {
  fc.assert(
    fc.property(seeds, (seed) => {
      const final = randomGame(seed, (_before, _move, after) => {
        assert.ok(after.turnsTaken <= 134, 'expected after.turnsTaken <= 134');
        assertInvariants(after);
      });
      assert.equal(final.phase, 'over');
      const outcome = fishery.outcome(final);
      assert.ok(outcome, 'expected outcome');
      assert.deepEqual(outcome.scores, scores(final));
      assert.deepEqual(outcome.winners, [outcome.scores[0] > outcome.scores[1] ? 0 : 1]);
    }),
    { seed: 20240601, numRuns: 60 },
  );
});

test('legalMoves agrees with apply: every listed move is accepted, every other move is refused', () => {
  fc.assert(
    fc.property(seeds, (seed) => {
      let checked = 0;
      randomGame(seed, (before, _move, after) => {
        if (after.turnsTaken % 7 !== 0 || after.phase === 'over') return;
        checked++;
        const listed = fishery.legalMoves(after, after.turn);
        assert.deepEqual(fishery.legalMoves(after, 1 - after.turn), []);
        const keys = new Set(listed.map((move) => JSON.stringify(move)));
        for (const move of everyCandidate(after)) {
          const result = applyFishery(after, after.turn, move);
          assert.equal(!isRuleError(result), keys.has(JSON.stringify(move)), `${JSON.stringify(move)} after ${before.turnsTaken + 1} turns`);
        }
      });
      assert.ok(checked > 0, 'expected checked > 0');
    }),
    { seed: 77, numRuns: 12 },
  );
});

test('F-4.4 net legality matches a from-scratch check of F-4.2 and F-4.3 on the whole board', () => {
  fc.assert(
    fc.property(seeds, (seed) => {
      randomGame(seed, (_before, _move, state) => {
        if (state.phase !== 'nets' || state.turnsTaken % 3 !== 0) return;
        const legal = new Set(
          fishery
            .legalMoves(state, state.turn)
            .filter((move) => move.type === 'net')
            .map((move) => JSON.stringify(move)),
        );
        for (const edge of internalEdges(state)) {
          if (state.nets[edge.id] !== null) continue;
          const nets = state.nets.slice();
          nets[edge.id] = state.turn;
          const ok = regions({ ...state, nets }).every(
            (region) => region.ships[0] + region.ships[1] > 0 && region.cells.some((cell) => isBorderCell(state, cell)),
          );
          const move = JSON.stringify({ type: 'net', x: edge.x, y: edge.y, side: edge.side });
          assert.equal(legal.has(move), ok, move);
        }
      });
    }),
    { seed: 4242, numRuns: 15 },
  );
});

test('the in-place play-out used by bots ends legally: F-4.5 holds and its score matches the public scoring', () => {
  fc.assert(
    fc.property(seeds, (seed) => {
      const position = createPosition(DEFAULT_OPTIONS);
      playOutRandomlyInPlace(position, seededRandom(seed));
      const state = stateFromPosition(position, null);
      assert.equal(state.phase, 'over');
      assert.ok(state.turnsTaken <= 134, 'expected state.turnsTaken <= 134');
      assert.ok(state.netsLeft.every((left) => left >= 0), 'expected state.netsLeft.every((left) => left >= 0)');
      assert.equal(state.ships.filter((cell) => cell !== null).length, 12);
      assertInvariants(state);
      const fish = [0, 0];
      scoreInto(position, fish);
      assert.deepEqual(fish, scores(state));
    }),
    { seed: 99, numRuns: 200 },
  );
});

/** The incremental region tables of a position agree with regions computed from scratch. */
function assertRegionTables(position: Position): void {
  const { geometry } = position;
  const fresh = new Int16Array(geometry.cellCount);
  const count = labelRegions(geometry, position.nets, fresh);
  const pairs = new Map<number, number>();
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const label = position.region[cell] as number;
    assert.ok(label >= 0 && label < position.regionCount, 'expected label >= 0 && label < position.regionCount');
    const known = pairs.get(fresh[cell] as number);
    if (known === undefined) pairs.set(fresh[cell] as number, label);
    else assert.equal(label, known, `cell ${cell} is labelled apart from its region`);
  }
  assert.equal(new Set(pairs.values()).size, count, 'two regions share a label');
  for (const label of pairs.values()) {
    let ships = 0;
    let border = 0;
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (position.region[cell] !== label) continue;
      if (position.ships[cell] !== -1) ships++;
      border += geometry.border[cell] as number;
    }
    assert.equal(position.regionShips[label], ships);
    assert.equal(position.regionBorder[label], border);
  }
}

test('F-1.3 the regions kept move by move in the fast core equal the regions computed from scratch', () => {
  fc.assert(
    fc.property(seeds, (seed) => {
      const random = seededRandom(seed);
      const position = createPosition(DEFAULT_OPTIONS);
      const pool = edgePool(position);
      while (position.phase !== 'over') {
        randomMoveInPlace(position, pool, random);
        assertRegionTables(position);
      }
    }),
    { seed: 31337, numRuns: 40 },
  );
});
