/** Bots: legal, deterministic for a seed, and stronger than the baselines on small samples (100-game figures: bench). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededRandom, type Bot } from '../../../src/core/index.js';
import { fishery, type FisheryMove, type FisheryState } from '../../../src/games/fishery/index.js';
import { easyBot, fisheryBots, greedyBot, mediumBot } from '../../../src/games/fishery/bots/index.js';
import { candidateCodes } from '../../../src/games/fishery/bots/candidates.js';
import { PASS as PASS_CODE, codeToMove } from '../../../src/games/fishery/bots/moves.js';
import { raveSearchCode, rememberedTree, searchMemory } from '../../../src/games/fishery/bots/search.js';
import { positionFromState, stateFromPosition } from '../../../src/games/fishery/position.js';
import { afterShips, net, play } from './helpers.js';

type FisheryBot = Bot<FisheryState, FisheryMove>;

const randomPlayer: FisheryBot = {
  id: 'random',
  label: 'Random',
  choose: (state, seat, random) => random.pick(fishery.legalMoves(state, seat)),
};

/** Games `bot` wins, seated Black in even games and White in odd ones; every move must be legal. */
function wins(bot: FisheryBot, rival: FisheryBot, games: number, seed: number): number {
  let won = 0;
  for (let game = 0; game < games; game++) {
    const random = seededRandom(seed + game);
    const botSeat = game % 2;
    let state = fishery.setup({ players: 2 });
    while (fishery.outcome(state) === null) {
      const player = state.turn === botSeat ? bot : rival;
      const next = fishery.apply(state, state.turn, player.choose(state, state.turn, random));
      assert.ok(!isRuleError(next), `${player.id}: ${isRuleError(next) ? next.message : ''}`);
      state = next;
    }
    if (fishery.outcome(state)?.winners[0] === botSeat) won++;
  }
  return won;
}

test('bot levels are listed weakest first with labels', () => {
  assert.deepEqual(
    fisheryBots.map((bot) => [bot.id, bot.label]),
    [
      ['easy', 'Easy'],
      ['medium', 'Medium'],
      ['hard', 'Hard'],
    ],
  );
});

test('each bot is deterministic for a seed and gives legal moves in both phases', () => {
  const phaseTwo = afterShips(['A4', 'C3', 'E4', 'G2', 'E6', 'H6'], ['D2', 'F4', 'H3', 'C5', 'G5', 'I7']);
  for (const bot of [...fisheryBots, greedyBot]) {
    for (const state of [fishery.setup({ players: 2 }), phaseTwo]) {
      const first = bot.choose(state, state.turn, seededRandom(5));
      assert.deepEqual(bot.choose(state, state.turn, seededRandom(5)), first);
      assert.ok(!isRuleError(fishery.apply(state, state.turn, first)), `${bot.id}: ${JSON.stringify(first)}`);
    }
  }
});

test('F-5.1 F-6.5 a bot ahead on the board ends the game by passing back; a bot behind never passes while it can net', () => {
  // Column A closed off with Black's ship alone: Black 7, White 56 (F-4.4 scenario).
  let state = afterShips(['A4', 'C3', 'E4', 'G2', 'E6', 'H6'], ['D2', 'F4', 'H3', 'C5', 'G5', 'I7']);
  for (let row = 1; row <= 7; row++) {
    state = play(state, { type: 'net', x: 0, y: row - 1, side: 'e' });
    if (row < 7) state = play(state, { type: 'pass' });
  }
  assert.equal(state.turn, 1);
  const afterPass = play(state, { type: 'pass' });
  for (const bot of fisheryBots) {
    assert.notEqual(bot.choose(afterPass, 0, seededRandom(1)).type, 'pass', `${bot.id} passed while losing`);
    const blackPassed = play(state, { type: 'net', x: 4, y: 0, side: 's' }, { type: 'pass' });
    assert.deepEqual(bot.choose(blackPassed, 1, seededRandom(1)), { type: 'pass' }, `${bot.id} did not take the win`);
  }
});

test('the search considers only nets that extend a wall from the rim or another net, and no losing pass', () => {
  const start = afterShips(['A4', 'C3', 'E4', 'G2', 'E6', 'H6'], ['D2', 'F4', 'H3', 'C5', 'G5', 'I7']);
  // 0–0 loses for Black (F-6.5): no pass; the only anchored nets touch the rim: rows 1 and 7, columns A and I.
  const black = candidateCodes(positionFromState(start));
  assert.equal(black.length, 8 + 8 + 6 + 6);
  assert.ok(!black.includes(PASS_CODE), 'expected !black.includes(PASS_CODE)');
  // 0–0 wins for White, so White may pass; the net C1–D1 now anchors C1–C2, D1–D2 and C2–D2 at its lower end.
  const white = candidateCodes(positionFromState(play(start, net('C1', 'D1'))));
  assert.ok(white.includes(PASS_CODE), 'expected white.includes(PASS_CODE)');
  assert.equal(white.length, 1 + 28 - 1 + 3);
});

test('Easy beats a uniformly random player in at least 19 of 20 games', () => {
  assert.ok(wins(easyBot, randomPlayer, 20, 300) >= 19, 'expected wins(easyBot, randomPlayer, 20, 300) >= 19');
});

test('Easy beats the greedy player in at least 8 of 10 games', () => {
  assert.ok(wins(easyBot, greedyBot, 10, 500) >= 8, 'expected wins(easyBot, greedyBot, 10, 500) >= 8');
});

test('F-7.1 honest bots: a level decides from the board alone, whatever order the moves came in', () => {
  // Fishery has no secrets (F-7.1): what a seat may know is the board. The same board reached by two move
  // orders (the last move differs) must get the same answer from every level, for the same seed.
  const start = afterShips(['A4', 'C3', 'E4', 'G2', 'E6', 'H6'], ['D2', 'F4', 'H3', 'C5', 'G5', 'I7']);
  const one = play(start, net('A1', 'B1'), net('E1', 'F1'), net('A2', 'B2'), net('E2', 'F2'));
  const other = play(start, net('A2', 'B2'), net('E2', 'F2'), net('A1', 'B1'), net('E1', 'F1'));
  assert.notDeepEqual(one.lastMove, other.lastMove);
  assert.deepEqual({ ...one, lastMove: null }, { ...other, lastMove: null });
  for (const bot of [easyBot, mediumBot]) {
    assert.deepEqual(bot.choose(one, one.turn, seededRandom(9)), bot.choose(other, other.turn, seededRandom(9)), bot.id);
  }
});

test('every level stops by its deadline: with its thinking time already spent it still answers with a legal move', () => {
  // A clock that has run far past the limit from the first reading on: the search may make only its first step.
  let reading = 0;
  const spent = { now: () => (reading += 10_000), limitMs: 900 };
  for (const state of [fishery.setup({ players: 2 }), afterShips(['A4', 'C3', 'E4', 'G2', 'E6', 'H6'], ['D2', 'F4', 'H3', 'C5', 'G5', 'I7'])]) {
    for (const bot of fisheryBots) {
      const move = bot.choose(state, state.turn, seededRandom(5), undefined, spent);
      assert.ok(!isRuleError(fishery.apply(state, state.turn, move)), `${bot.id} answered ${JSON.stringify(move)}`);
    }
  }
});

test('Hard goes on from the tree of its last move: after the rival’s reply, or the same board, but not another board', () => {
  const start = afterShips(['A4', 'C3', 'E4', 'G2', 'E6', 'H6'], ['D2', 'F4', 'H3', 'C5', 'G5', 'I7']);
  const settings = { iterations: 3000, timed: false, exploration: 0.25, marginScale: 3, playOut: true, equivalence: 500 };
  const memory = searchMemory();
  const root = positionFromState(start);
  const code = raveSearchCode(root, settings, seededRandom(3), undefined, memory);
  assert.ok(code !== null && memory.after !== null && memory.node !== null, 'expected a remembered subtree');
  const node = memory.node;
  const replyIndex = (node.moves ?? []).findIndex((_, i) => node.kids[i] !== null && node.kids[i]!.moves !== null);
  assert.ok(replyIndex >= 0, 'expected a searched reply');
  const reply = node.moves![replyIndex]!;
  const afterReply = positionFromState(play(stateFromPosition(memory.after, null), codeToMove(memory.after, reply)));
  const considered = candidateCodes(afterReply);
  const continued = rememberedTree(memory, afterReply, considered);
  assert.ok(continued !== null && continued.visits > 0, 'expected the reply’s subtree');
  assert.deepEqual([...continued.moves!].sort(), [...considered].sort());
  assert.ok(continued.n.some((visits) => visits > 0), 'expected the subtree’s results kept');
  const same = rememberedTree(memory, memory.after, candidateCodes(memory.after));
  assert.equal(same?.visits, node.visits, 'expected the subtree itself for the same board');
  const elsewhere = positionFromState(play(start, net('A1', 'B1'), net('E1', 'F1')));
  assert.equal(rememberedTree(memory, elsewhere, candidateCodes(elsewhere)), null, 'expected no tree for another board');
});

test('a position made from a state just applied (a copy of the one remembered) equals one made from scratch, and changing it changes neither', () => {
  // Region labels are in no particular order: each is renamed by the first cell that has it.
  const tables = (state: FisheryState) => {
    const p = positionFromState(state);
    const renamed = new Map<number, number>();
    for (const label of p.region) if (!renamed.has(label)) renamed.set(label, renamed.size);
    const regions = [...p.region].map((label) => renamed.get(label));
    const counts = [...renamed].map(([label]) => [p.regionShips[label], p.regionBorder[label]]);
    return JSON.stringify([[...p.ships], [...p.nets], [...p.shipsLeft], [...p.netsLeft], regions, counts, p.regionCount, p.phase, p.turn, p.passes, p.turnsTaken]);
  };
  for (let game = 0; game < 3; game++) {
    const random = seededRandom(40 + game);
    let state = fishery.setup({ players: 2, options: { columns: 7, rows: 6, shipsPerPlayer: 3, netsPerPlayer: 12 } });
    for (let move = 0; move < 40 && fishery.outcome(state) === null; move++) {
      const next = fishery.apply(state, state.turn, random.pick(fishery.legalMoves(state, state.turn)));
      assert.ok(!isRuleError(next), `move ${move}: ${isRuleError(next) ? next.message : ''}`);
      state = next;
      const remembered = tables(state);
      assert.equal(remembered, tables(structuredClone(state)), `game ${game}, move ${move}: remembered against from scratch`);
      const changed = positionFromState(state);
      changed.ships.fill(0);
      changed.region.fill(0);
      changed.regionCount = 1;
      assert.equal(tables(state), remembered, `game ${game}, move ${move}: a changed copy left the remembered position alone`);
    }
  }
});

test('moves applied one after another from the position handed over agree with moves applied from scratch, also after an illegal move and when a state is applied twice', () => {
  for (let game = 0; game < 3; game++) {
    const random = seededRandom(60 + game);
    let state = fishery.setup({ players: 2, options: { columns: 7, rows: 6, shipsPerPlayer: 3, netsPerPlayer: 12 } });
    // Checked after the game: applying from scratch here would replace the position the next move takes.
    const made: { state: FisheryState; move: FisheryMove; after: FisheryState }[] = [];
    for (let move = 0; move < 40 && fishery.outcome(state) === null; move++) {
      const legal = fishery.legalMoves(state, state.turn);
      // An illegal move (a ship on a taken cell, or out of phase) hands the position back unchanged.
      const illegal = fishery.apply(state, state.turn, { type: 'ship', x: 0, y: 0 });
      if (state.ships[0] !== null || state.phase !== 'ships') assert.ok(isRuleError(illegal), `game ${game}, move ${move}: expected the ship refused`);
      // Every other state is applied twice: the first takes the position, the second builds its own.
      if (move % 2 === 0) {
        const branch = random.pick(legal);
        const after = fishery.apply(state, state.turn, branch);
        assert.ok(!isRuleError(after), `game ${game}, move ${move}: ${isRuleError(after) ? after.message : ''}`);
        made.push({ state, move: branch, after });
      }
      const chosen = random.pick(legal);
      const next = fishery.apply(state, state.turn, chosen);
      assert.ok(!isRuleError(next), `game ${game}, move ${move}: ${isRuleError(next) ? next.message : ''}`);
      made.push({ state, move: chosen, after: next });
      state = next;
    }
    for (const [index, { state: before, move, after }] of made.entries()) {
      assert.deepEqual(after, fishery.apply(structuredClone(before), before.turn, move), `game ${game}, application ${index}`);
    }
  }
});
