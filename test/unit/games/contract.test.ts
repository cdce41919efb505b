// The game contract (src/core/game.ts), checked the same way for every game in src/games/manifests.ts:
// seeded play-outs on a local table (the seat agents answer every protocol duty) at the smallest and
// largest table, and at every step: apply never throws and never changes the state it is given,
// pending, duties and legal moves agree, every listed move is accepted and told in the log, junk gets
// a RuleError with one of the game's codes; at the end an outcome for every seat.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isRuleError, seededRandom, type AnyGame, type Random, type Seat } from '../../../src/core/index.js';
import { games, manifests } from '../../../src/games/index.js';
import { createLocalTable } from '../../../src/table/index.js';

const MAX_PLAYS = 20000;
/** Legal moves applied per seat and step (a sample, always with the first and last). */
const SAMPLE = 12;
/** Move types of the fair-play steps (src/fair), whose RuleErrors carry src/fair's codes. */
const FAIR_MOVES = new Set(['join', 'beacon', 'audit', 'deck-key', 'deck-pass', 'deck-keys', 'deck-share']);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function sample<T>(items: readonly T[], random: Random): readonly T[] {
  if (items.length <= SAMPLE) return items;
  const picked = new Set([0, items.length - 1]);
  while (picked.size < SAMPLE) picked.add(random.int(items.length));
  return [...picked].map((index) => items[index]!);
}

function junkMoves(legal: readonly unknown[]): unknown[] {
  const first = legal[0] as Record<string, unknown> | undefined;
  return [
    null,
    undefined,
    42,
    'pass',
    [],
    {},
    { type: 'no-such-move' },
    { type: 7 },
    { type: '__proto__' },
    ...(first ? [{ ...first, unexpected: true }, { ...first, type: `${String(first.type)}!` }] : []),
  ];
}

/** Applies `move` and checks the contract's promises about apply itself. */
function applyChecked(game: AnyGame, state: unknown, seat: Seat, move: unknown): unknown {
  let after: unknown;
  assert.doesNotThrow(() => {
    after = game.apply(state, seat, move);
  }, `apply threw for ${JSON.stringify(move)}`);
  return after;
}

function checkStep(game: AnyGame, table: ReturnType<typeof createLocalTable>, random: Random): void {
  const state = deepFreeze(table.state());
  const pending = game.pending(state);
  const duties = game.duties(state);
  assert.deepEqual([...new Set(duties.map((duty) => duty.seat))].sort(), [...pending].sort(), 'pending names exactly the seats with duties');
  const waiting = table.pending();
  for (let seat = 0; seat < table.players; seat++) {
    const secrets = table.secrets(seat);
    const legal = game.legalMoves(state, seat, secrets);
    if (waiting.includes(seat)) {
      const owed = duties.filter((duty) => duty.seat === seat);
      assert.ok(owed.length > 0, `seat ${seat} waits for its player without a duty`);
      assert.ok(table.legalIntents(seat).length > 0, `pending seat ${seat} has no intent`);
      // A move duty has legal moves; a sealed choice (a commit duty the player makes) comes through the protocol.
      if (owed.some((duty) => duty.kind === 'move')) assert.ok(legal.length > 0, `pending seat ${seat} has no legal move (phase ${String((state as { phase?: unknown }).phase)})`);
    } else if (!pending.includes(seat) && game.outcome(state) !== null) {
      assert.deepEqual(legal, [], `seat ${seat} has legal moves after the end`);
    }
    // A seat that owes nothing may still have optional moves (a trade in an open window); every listed move is legal.
    for (const move of sample(legal, random)) {
      const after = applyChecked(game, state, seat, move);
      assert.ok(!isRuleError(after), `listed move ${JSON.stringify(move)} refused: ${isRuleError(after) ? after.message : ''}`);
      const line = game.describeMove(state, seat, move);
      assert.ok(typeof line === 'string' && line.trim().length > 0, `no log line for ${JSON.stringify(move)}`);
    }
    if (!waiting.includes(seat)) continue;
    for (const junk of junkMoves(legal)) {
      for (const who of [seat, -1, table.players, 0.5]) {
        const after = applyChecked(game, state, who, junk);
        assert.ok(isRuleError(after), `junk ${JSON.stringify(junk)} from seat ${who} accepted`);
        const type = (junk as { type?: unknown } | null)?.type;
        if (!FAIR_MOVES.has(String(type))) assert.ok(game.errorCodes.includes(after.code), `code "${after.code}" is not in ${game.id}'s list`);
      }
    }
  }
}

for (const manifest of manifests) {
  const game = games[manifest.id]!;
  for (const players of new Set([manifest.minPlayers, manifest.maxPlayers])) {
    test(`${manifest.id}, ${players} players: a seeded play-out keeps the game contract at every step and ends with an outcome`, () => {
      const random = seededRandom(`${manifest.id}:${players}`.length * 7919 + players);
      const table = createLocalTable(manifest.id, { players, seed: `contract-${manifest.id}-${players}` });
      const setup = game.setup({ players });
      assert.equal(game.outcome(setup), null);
      assert.ok(game.pending(setup).length > 0, 'someone acts first');
      let logged = 0;
      let replayed: unknown = game.setup({ players, options: table.snapshot().options });
      let plays = 0;
      while (table.outcome() === null) {
        assert.ok(plays++ < MAX_PLAYS, 'the game ends');
        checkStep(game, table, random);
        const seat = random.pick(table.pending());
        const intent = random.pick(table.legalIntents(seat));
        assert.equal(table.play(seat, intent), null, `intent ${JSON.stringify(intent)} of seat ${seat}`);
        // Every accepted entry, the agents' protocol steps included, gets a log line.
        const log = table.log();
        for (; logged < log.length; logged++) {
          const entry = log[logged]!;
          const line = game.describeMove(replayed, entry.seat, entry.move);
          assert.ok(typeof line === 'string' && line.trim().length > 0, `no log line for entry ${logged}`);
          replayed = game.apply(replayed, entry.seat, entry.move);
          assert.ok(!isRuleError(replayed), `log entry ${logged} does not replay`);
        }
      }
      const outcome = table.outcome()!;
      assert.equal(outcome.scores.length, players);
      assert.ok(outcome.scores.every((score) => Number.isFinite(score)), 'expected outcome.scores.every((score) => Number.isFinite(score))');
      assert.ok(outcome.winners.length > 0 && outcome.winners.every((seat) => Number.isInteger(seat) && seat >= 0 && seat < players), 'expected outcome.winners.length > 0 && outcome.winners.every((seat) => Number.isInteger(seat) && seat >= 0 && seat < players)');
      assert.deepEqual(table.pending(), []);
      const final = deepFreeze(table.state());
      for (let seat = 0; seat < players; seat++) assert.deepEqual(game.legalMoves(final, seat, table.secrets(seat)), []);
      assert.ok(isRuleError(applyChecked(game, final, 0, junkMoves([])[6])), 'expected isRuleError(applyChecked(game, final, 0, junkMoves([])[6]))');
    });
  }
}
