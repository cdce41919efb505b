/** Rule scenarios of rules/fishery.md, named by rule id. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError } from '../../../src/core/index.js';
import {
  fishery,
  regions,
  setupFishery,
  type FisheryState,
} from '../../../src/games/fishery/index.js';
import { PASS, afterShips, construct, net, play, refusal, ship } from './helpers.js';

const BLACK = ['A4', 'C3', 'E4', 'G2', 'E6', 'H6'] as const;
const WHITE = ['D2', 'F4', 'H3', 'C5', 'G5', 'I7'] as const;
const phaseTwo = (): FisheryState => afterShips(BLACK, WHITE);
const cutColumnA = Array.from({ length: 7 }, (_, row) => net(`A${row + 1}`, `B${row + 1}`));

test('F-2.1 F-2.3 the board starts empty, Black places first, full supplies, one region (F-1.3.3)', () => {
  const state = fishery.setup({ players: 2 });
  assert.equal(state.phase, 'ships');
  assert.equal(state.turn, 0);
  assert.ok(state.ships.every((cell) => cell === null), 'expected state.ships.every((cell) => cell === null)');
  assert.ok(state.nets.every((edge) => edge === null), 'expected state.nets.every((edge) => edge === null)');
  assert.deepEqual(state.shipsLeft, [6, 6]);
  assert.deepEqual(state.netsLeft, [30, 30]);
  assert.deepEqual(fishery.pending(state), [0]);
  assert.deepEqual(fishery.duties(state), [{ seat: 0, kind: 'move' }]);
  const [only] = regions(state);
  assert.equal(regions(state).length, 1);
  assert.equal(only?.cells.length, 63);
  assert.equal(only?.owner, null);
});

test('F-2.4 F-3.1 a ship goes on an empty cell in the mover\'s colour and the turn passes', () => {
  const state = play(setupFishery(), ship('C4'));
  assert.equal(state.ships[3 * 9 + 2], 0);
  assert.equal(state.turn, 1);
  assert.deepEqual(state.shipsLeft, [5, 6]);
  assert.deepEqual(state.lastMove, { colour: 0, move: { type: 'ship', x: 2, y: 3 } });
  const next = play(state, ship('D4'));
  assert.equal(next.ships[3 * 9 + 3], 1);
  assert.equal(next.turn, 0);
});

test('F-1.2.3 a cell holds at most one ship', () => {
  const state = play(setupFishery(), ship('C4'));
  assert.equal(refusal(state, ship('C4')).code, 'cell-occupied');
});

test('F-3.2 F-9 #9 no passing in phase 1: pass is refused and never offered', () => {
  const state = play(setupFishery(), ship('C4'));
  assert.equal(refusal(state, PASS).code, 'pass-not-allowed');
  const moves = fishery.legalMoves(state, 1);
  assert.equal(moves.length, 62);
  assert.ok(moves.every((move) => move.type === 'ship'), "expected moves.every((move) => move.type === 'ship')");
});

test('F-3.2 nets wait for phase 2', () => {
  assert.equal(refusal(setupFishery(), net('C4', 'D4')).code, 'wrong-phase');
});

test('F-3.3 after the 12th ship phase 2 starts with Black to move', () => {
  const state = phaseTwo();
  assert.equal(state.phase, 'nets');
  assert.equal(state.turn, 0);
  assert.equal(state.turnsTaken, 12);
  assert.equal(refusal(state, ship('B2')).code, 'wrong-phase');
});

test('F-4.1 a net is laid in the mover\'s colour from the mover\'s own supply', () => {
  const state = play(phaseTwo(), net('C3', 'D3'), net('F6', 'F7'));
  assert.deepEqual(state.netsLeft, [29, 29]);
  assert.equal(state.nets.filter((edge) => edge === 0).length, 1);
  assert.equal(state.nets.filter((edge) => edge === 1).length, 1);
});

test('F-1.2.3 an edge holds at most one net', () => {
  const state = play(phaseTwo(), net('C3', 'D3'));
  assert.equal(refusal(state, net('C3', 'D3')).code, 'edge-taken');
});

test('F-9 #10 rim edges are never placeable', () => {
  const state = phaseTwo();
  assert.equal(refusal(state, { type: 'net', x: 8, y: 2, side: 'e' }).code, 'rim-edge');
  assert.equal(refusal(state, { type: 'net', x: 3, y: 6, side: 's' }).code, 'rim-edge');
  assert.equal(refusal(state, { type: 'net', x: 8, y: 6, side: 's' }).code, 'rim-edge');
});

test('F-9 #1 F-4.4 a net that splits nothing is legal and uses a net', () => {
  const state = play(phaseTwo(), net('C3', 'D3'));
  assert.equal(regions(state).length, 1);
  assert.deepEqual(state.netsLeft, [29, 30]);
});

test('F-4.2 a net may not close off a region with no ship', () => {
  const state = play(phaseTwo(), net('A1', 'B1'), PASS);
  const error = refusal(state, net('A1', 'A2'));
  assert.equal(error.code, 'net-leaves-region-without-ship');
  assert.match(error.message, /no ship/);
});

test('F-4.2 a ship of either colour is enough: Black may close off a White ship', () => {
  const state = play(phaseTwo(), net('H7', 'I7'), PASS, net('I6', 'I7'));
  const split = regions(state);
  assert.equal(split.length, 2);
  const corner = split.find((region) => region.cells.length === 1);
  assert.deepEqual(corner?.ships, [0, 1]);
  assert.equal(corner?.owner, 1);
});

test('F-4.3 a net may not close off a region from the rim', () => {
  // E4 (Black ship) is an interior cell: boxing it in leaves a region with a ship but no border cell.
  const state = play(phaseTwo(), net('E4', 'F4'), PASS, net('E4', 'E5'), PASS, net('D4', 'E4'), PASS);
  const error = refusal(state, net('E3', 'E4'));
  assert.equal(error.code, 'net-closes-region-off-rim');
  assert.match(error.message, /rim/);
});

test('F-4.2 is reported first when an enclosed region has neither ship nor rim', () => {
  const state = play(phaseTwo(), net('D3', 'E3'), PASS, net('D3', 'D4'), PASS, net('C3', 'D3'), PASS);
  assert.equal(refusal(state, net('D2', 'D3')).code, 'net-leaves-region-without-ship');
});

test('F-4.4 a net completing a cut splits the board when both sides have a ship and the rim', () => {
  const state = play(phaseTwo(), ...cutColumnA.flatMap((move, i) => (i < 6 ? [move, PASS] : [move])));
  const split = regions(state);
  assert.equal(split.length, 2);
  assert.deepEqual(split.map((region) => region.cells.length).sort((a, b) => a - b), [7, 56]);
  assert.deepEqual(split.find((region) => region.cells.length === 7)?.ships, [1, 0]);
});

test('F-4.1.1 F-9 #2 passing is allowed with legal nets, and the passer may net again later', () => {
  const state = phaseTwo();
  const moves = fishery.legalMoves(state, 0);
  assert.deepEqual(moves[0], PASS);
  assert.ok(moves.length > 100, 'expected moves.length > 100');
  const after = play(state, PASS, net('C3', 'D3'), net('F6', 'F7'));
  assert.equal(after.phase, 'nets');
  assert.deepEqual(after.netsLeft, [29, 29]);
});

test('F-4.1.2 a player with no nets left must pass', () => {
  const state = construct({ black: [...BLACK], white: [...WHITE], netsLeft: [0, 30] });
  assert.deepEqual(fishery.legalMoves(state, 0), [PASS]);
  assert.equal(refusal(state, net('C3', 'D3')).code, 'no-nets-left');
  const white = play(state, PASS);
  assert.ok(fishery.legalMoves(white, 1).length > 1, 'expected fishery.legalMoves(white, 1).length > 1');
});

test('F-4.1.3 a player with nets but no legal placement must pass (2 × 2 board, F-8 options)', () => {
  let state = fishery.setup({ players: 2, options: { columns: 2, rows: 2, shipsPerPlayer: 1 } });
  state = play(state, ship('A1'), ship('B2'), net('A1', 'B1'), net('A2', 'B2'));
  assert.equal(regions(state).length, 2);
  assert.deepEqual(state.netsLeft, [29, 29]);
  assert.deepEqual(fishery.legalMoves(state, 0), [PASS]);
  assert.equal(refusal(state, net('A1', 'A2')).code, 'net-leaves-region-without-ship');
});

test('F-5.1 F-9 #4 two passes at the start of phase 2 end the game 0–0 and White wins', () => {
  const state = play(phaseTwo(), PASS, PASS);
  assert.equal(state.phase, 'over');
  assert.deepEqual(fishery.pending(state), []);
  assert.deepEqual(fishery.duties(state), []);
  assert.deepEqual(fishery.legalMoves(state, 0), []);
  assert.deepEqual(fishery.legalMoves(state, 1), []);
  assert.deepEqual(fishery.outcome(state), { scores: [0, 0], winners: [1] });
  assert.equal(refusal(state, PASS, 0).code, 'game-over');
});

test('F-5.2 a pass followed by a net does not count towards the end', () => {
  const state = play(phaseTwo(), PASS, net('C3', 'D3'), PASS);
  assert.equal(state.phase, 'nets');
  assert.equal(fishery.outcome(state), null);
  assert.equal(play(state, PASS).phase, 'over');
});

test('F-9 #3 with both supplies empty both must pass and the game ends', () => {
  const state = construct({ black: [...BLACK], white: [...WHITE], netsLeft: [0, 0] });
  assert.deepEqual(fishery.legalMoves(state, 0), [PASS]);
  const next = play(state, PASS);
  assert.deepEqual(fishery.legalMoves(next, 1), [PASS]);
  assert.equal(play(next, PASS).phase, 'over');
});

test('F-6.2 F-9 #7 a region with equal ships scores for nobody; one colour alone controls it', () => {
  const columnA = Array.from({ length: 7 }, (_, row) => [`A${row + 1}`, `B${row + 1}`] as const);
  const state = construct({ black: ['A2', 'C3', 'E4', 'G2', 'E6', 'H6'], white: ['A6', 'F4', 'H3', 'C5', 'G5', 'I7'], nets: columnA, passes: 1 });
  const over = play(state, PASS);
  // Column A: 1–1, nobody; the rest: 5 Black, 5 White, nobody.
  assert.deepEqual(fishery.outcome(over), { scores: [0, 0], winners: [1] });
  const lone = construct({ black: ['A2', 'C3', 'E4', 'G2', 'E6', 'H6'], white: ['B6', 'F4', 'H3', 'C5', 'G5', 'I7'], nets: columnA, passes: 1 });
  // Column A: Black alone, 7 fish; the rest: 5 Black, 6 White, 56 fish for White.
  assert.deepEqual(fishery.outcome(play(lone, PASS)), { scores: [7, 56], winners: [1] });
});

test('F-6.5 F-9 #8 equal totals: White wins', () => {
  const columnA = Array.from({ length: 7 }, (_, row) => [`A${row + 1}`, `B${row + 1}`] as const);
  const columnI = Array.from({ length: 7 }, (_, row) => [`H${row + 1}`, `I${row + 1}`] as const);
  const state = construct({
    black: ['A3', 'C3', 'E4', 'G2', 'E6', 'H6'],
    white: ['I5', 'F4', 'H3', 'C5', 'G5', 'D7'],
    nets: [...columnA, ...columnI],
    passes: 1,
  });
  assert.deepEqual(fishery.outcome(play(state, PASS)), { scores: [7, 7], winners: [1] });
});

test('F-6.6 the worked example: regions of 30 (3–1), 20 (1–1) and 13 (2–4) score 30 to 13, Black wins', () => {
  // A = rows 1–3 and A4–C4; B = D4–I4, row 5, A6–E6; C = F6–I6 and row 7.
  const nets = [
    ...['D', 'E', 'F', 'G', 'H', 'I'].map((c) => [`${c}3`, `${c}4`] as const),
    ['C4', 'D4'] as const,
    ...['A', 'B', 'C'].map((c) => [`${c}4`, `${c}5`] as const),
    ['E6', 'F6'] as const,
    ...['F', 'G', 'H', 'I'].map((c) => [`${c}5`, `${c}6`] as const),
    ...['A', 'B', 'C', 'D', 'E'].map((c) => [`${c}6`, `${c}7`] as const),
  ];
  const state = construct({
    black: ['A1', 'E2', 'I3', 'D5', 'B7', 'H7'],
    white: ['B4', 'H5', 'G6', 'C7', 'E7', 'I7'],
    nets,
  });
  const sizes = regions(state).map((region) => [region.cells.length, ...region.ships]);
  assert.deepEqual(sizes, [
    [30, 3, 1],
    [20, 1, 1],
    [13, 2, 4],
  ]);
  const over = play(state, PASS, PASS);
  assert.deepEqual(fishery.outcome(over), { scores: [30, 13], winners: [0] });
});

test('F-4.6 the colour of a net changes nothing for regions or scoring', () => {
  const nets = Array.from({ length: 7 }, (_, row) => [`A${row + 1}`, `B${row + 1}`] as const);
  const spec = { black: [...BLACK], white: [...WHITE], nets, passes: 1 };
  const blackNets = play(construct({ ...spec, netColour: 0 }), PASS);
  const whiteNets = play(construct({ ...spec, netColour: 1 }), PASS);
  assert.deepEqual(fishery.outcome(blackNets), fishery.outcome(whiteNets));
  assert.deepEqual(fishery.outcome(blackNets), { scores: [7, 56], winners: [1] });
});

test('not-your-turn: the other seat, and seats that are not at the table', () => {
  const state = setupFishery();
  for (const seat of [1, 2, -1, 0.5, Number.NaN]) {
    const result = fishery.apply(state, seat, ship('C4'));
    assert.ok(isRuleError(result), 'expected isRuleError(result)');
    assert.equal(result.code, 'not-your-turn');
  }
  assert.deepEqual(fishery.legalMoves(state, 1), []);
});

test('log lines and seat names', () => {
  const state = phaseTwo();
  assert.equal(fishery.describeMove(setupFishery(), 0, ship('C4')), 'Black places a ship on C4');
  assert.equal(fishery.describeMove(state, 1, net('C4', 'D4')), 'White nets the edge C4–D4');
  assert.equal(fishery.describeMove(state, 0, net('C4', 'C5')), 'Black nets the edge C4–C5');
  assert.equal(fishery.describeMove(state, 0, PASS), 'Black passes');
  assert.equal(fishery.seatName(state, 0), 'Black');
  assert.equal(fishery.seatName(state, 1), 'White');
});

test('F-8 setup refuses impossible settings and seat counts (programmer errors)', () => {
  assert.throws(() => fishery.setup({ players: 3 }), RangeError);
  assert.throws(() => fishery.setup({ players: 2, options: { columns: 1 } }), RangeError);
  assert.throws(() => fishery.setup({ players: 2, options: { shipsPerPlayer: 40 } }), RangeError);
  assert.throws(() => fishery.setup({ players: 2, options: { netsPerPlayer: -1 } }), RangeError);
  const small = fishery.setup({ players: 2, options: { columns: 5, rows: 4, shipsPerPlayer: 2, netsPerPlayer: 3 } });
  assert.equal(small.ships.length, 20);
  assert.equal(small.nets.length, 4 * 4 + 5 * 3);
  assert.deepEqual(small.netsLeft, [3, 3]);
});
