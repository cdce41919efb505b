// Cheating at SELL.fish: wrong openings refused and named, copied commitments useless, illegal sealed
// choices blamed by the audit, and no view ever holding another seat's unopened choice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import { commitSecret, fairVerdict } from '../../../src/fair/index.js';
import { sellFish } from '../../../src/games/sell-fish/game.js';
import { purposeOf } from '../../../src/games/sell-fish/actions.js';
import type { SellFishSecrets, SellFishState } from '../../../src/games/sell-fish/index.js';
import { createTableFor as createTable } from '../../../src/table/seeded-table.js';
import { sellFish as sellFishGame } from '../../../src/games/sell-fish/game.js';
import { auditGame } from '../../../src/fair/index.js';
import type { LogEntry } from '../../../src/table/local-table.js';
import { playTable, playedTable } from './table-play.js';

/** Replays `log` from set-up; returns the state before entry `stop` (or after all). */
function replay(players: number, log: readonly LogEntry[], stop = log.length): SellFishState {
  let state = sellFish.setup({ players });
  for (const entry of log.slice(0, stop)) {
    const next = sellFish.apply(state, entry.seat, entry.move);
    assert.ok(!isRuleError(next), `entry refused: ${JSON.stringify(next)}`);
    state = next;
  }
  return state;
}

const firstIndex = (log: readonly LogEntry[], seat: number, type: string) => log.findIndex((e) => e.seat === seat && (e.move as { type: string }).type === type);

test('an opening of another value is refused and names the seat; the audit of a log holding it names the seat too', () => {
  const table = playedTable(3, 'wrong-opening');
  const log = table.log();
  const at = firstIndex(log, 1, 'open');
  const honest = log[at]!.move as { value: number; nonce: string };
  const before = replay(3, log, at);
  for (const forged of [{ ...honest, value: honest.value + 1 }, { ...honest, nonce: 'ab'.repeat(32) }]) {
    const refused = sellFish.apply(before, 1, { type: 'open', ...forged });
    assert.ok(isRuleError(refused), 'expected isRuleError(refused)');
    assert.equal(refused.code, 'opening-mismatch');
    assert.match(refused.message, /Amber/);
  }
  const tampered = log.map((e, i) => (i === at ? { seat: 1, move: { ...honest, value: honest.value + 1 } } : e));
  const verdict = auditGame(sellFishGame, { players: 3 }, tampered);
  assert.equal(verdict.ok, false);
  assert.equal(!verdict.ok && verdict.cheater, 1);
});

test('no opening is accepted before every seat has committed', () => {
  const table = createTable(sellFishGame, { players: 3, seed: 'early' });
  for (let seat = 0; seat < 3; seat++) table.play(seat, { type: 'ready' });
  table.play(0, { type: 'bid', amount: 4 });
  const state = table.state() as SellFishState;
  assert.equal(state.step, 'commit');
  const opening = (table.secrets(0) as SellFishSecrets).fair.openings[purposeOf(1, 'auction-1', 0)]!;
  const refused = sellFish.apply(state, 0, { type: 'open', ...opening });
  assert.ok(isRuleError(refused) && refused.code === 'nothing-to-open', "expected isRuleError(refused) && refused.code === 'nothing-to-open'");
});

test('a copied commitment is useless: the domain names the seat, so the copy cannot be opened with the original\'s opening', () => {
  const table = createTable(sellFishGame, { players: 2, seed: 'copy' });
  table.play(0, { type: 'ready' });
  table.play(1, { type: 'ready' });
  table.play(0, { type: 'bid', amount: 9 });
  let state = table.state() as SellFishState;
  const commitment = state.sealed!.commitments[0]!;
  const copied = sellFish.apply(state, 1, { type: 'commit', commitment });
  assert.ok(!isRuleError(copied), 'expected !isRuleError(copied)');
  state = copied;
  const opening = (table.secrets(0) as SellFishSecrets).fair.openings[purposeOf(1, 'auction-1', 0)]!;
  state = sellFish.apply(state, 0, { type: 'open', ...opening }) as SellFishState;
  const replayed = sellFish.apply(state, 1, { type: 'open', ...opening });
  assert.ok(isRuleError(replayed) && replayed.code === 'opening-mismatch', "expected isRuleError(replayed) && replayed.code === 'opening-mismatch'");
});

test('a sealed bid the rules forbid (21 under coins20) is opened as no bid and the audit names its seat', () => {
  const table = createTable(sellFishGame, { players: 2, seed: 'illegal' });
  table.play(0, { type: 'ready' });
  table.play(1, { type: 'ready' });
  table.play(1, { type: 'bid', amount: 3 });
  const log = [...table.log()];
  let state = table.state() as SellFishState;
  const secrets = (table.secrets(0) as SellFishSecrets).fair;
  const made = commitSecret(state.fair, secrets, purposeOf(1, 'auction-1', 0), 21, seededEntropy('cheat'));
  const steps: LogEntry[] = [
    { seat: 0, move: { type: 'commit', commitment: made.commitment } },
    { seat: 0, move: { type: 'open', value: 21, nonce: made.opening.nonce } },
    { seat: 1, move: { type: 'open', ...(table.secrets(1) as SellFishSecrets).fair.openings[purposeOf(1, 'auction-1', 1)]! } },
  ];
  for (const step of steps) {
    const next = sellFish.apply(state, step.seat, step.move);
    assert.ok(!isRuleError(next), JSON.stringify(next));
    state = next;
    log.push(step);
  }
  const auction = state.events.find((e) => e.kind === 'auction');
  assert.deepEqual(auction && auction.kind === 'auction' && [auction.bids, auction.winner], [[0, 3], 1]);
  const verdict = fairVerdict(state.fair);
  assert.equal(verdict.ok, false);
  assert.equal(!verdict.ok && verdict.cheater, 0);
  const audit = auditGame(sellFishGame, { players: 2 }, log);
  assert.equal(!audit.ok && audit.cheater, 0);
});

test('peeking: at every step of a 5-player game no view, state or log entry holds another seat\'s unopened choice', () => {
  const table = createTable(sellFishGame, { players: 5, seed: 'peek' });
  let checked = 0;
  playTable(table, 99, [3, 2, 1, 0], (t) => {
    const state = t.state() as SellFishState;
    const sealed = state.sealed;
    if (!sealed) return;
    const log = JSON.stringify(t.log());
    for (let seat = 0; seat < 5; seat++) {
      if (sealed.commitments[seat] === null || sealed.opened[seat] !== null) continue;
      const opening: { value: unknown; nonce: string } = (t.secrets(seat) as SellFishSecrets).fair.openings[purposeOf(state.year, sealed.step, seat)]!;
      assert.ok(opening, 'the seat keeps its opening');
      const needle = opening.nonce;
      for (let viewer = -1; viewer < 5; viewer++) {
        if (viewer === seat) continue;
        const view = JSON.stringify(t.view(viewer < 0 ? null : viewer));
        assert.ok(!view.includes(needle), `seat ${viewer}'s view holds seat ${seat}'s nonce`);
        const own = (JSON.parse(view) as { own: unknown }).own;
        const viewersOwn = viewer < 0 ? undefined : (t.secrets(viewer) as SellFishSecrets).fair.openings[purposeOf(state.year, sealed.step, viewer)];
        assert.ok(own === null || (viewersOwn !== undefined && JSON.stringify(own) === JSON.stringify({ step: sealed.step, value: viewersOwn.value })), `seat ${viewer}'s view shows a choice not its own`);
      }
      assert.ok(!log.includes(needle), 'the public log holds an unopened nonce');
      const own = t.view(seat) as { own: { value: unknown } | null };
      assert.deepEqual(own.own?.value, opening.value, 'a seat sees its own sealed choice');
      checked++;
    }
  });
  assert.ok(checked > 100, `checked ${checked} sealed choices`);
});

test('commitments and openings have one size whatever they hold', () => {
  const table = playedTable(2, 'sizes');
  const moves = table.log().map((e) => e.move as { type: string; commitment?: string; nonce?: string });
  const commitments = moves.filter((m) => m.type === 'commit');
  assert.ok(commitments.length > 20, 'expected commitments.length > 20');
  assert.ok(commitments.every((m) => /^[0-9a-f]{128}$/.test(m.commitment!)), 'expected commitments.every((m) => /^[0-9a-f]{128}$/.test(m.commitment!))');
  assert.ok(moves.filter((m) => m.type === 'open').every((m) => /^[0-9a-f]{64}$/.test(m.nonce!)), "expected moves.filter((m) => m.type === 'open').every((m) => /^[0-9a-f]{64}$/.test(m.nonce!))");
});

test('a seat cannot commit twice, commit for another step, or make the agent\'s moves as intents', () => {
  const table = createTable(sellFishGame, { players: 2, seed: 'twice' });
  table.play(0, { type: 'ready' });
  table.play(1, { type: 'ready' });
  assert.equal(table.play(0, { type: 'bid', amount: 2 }), null);
  assert.equal(table.play(0, { type: 'bid', amount: 3 })?.code, 'already-committed');
  assert.equal(table.play(1, { type: 'send', ships: 1 })?.code, 'wrong-step');
  assert.equal(table.play(1, { type: 'commit', commitment: 'ab'.repeat(64) })?.code, 'not-an-intent');
  assert.equal(table.play(1, { type: 'bid', amount: 21 })?.code, 'bad-bid');
});
