import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import type { AnyGame, Duty, Seat } from '../../../src/core/index.js';
import { auditGame, cardTable, fairDuties, stalledSeats } from '../../../src/fair/index.js';
import { auditTable, createTableFor, restoreTableFor, type LocalTable } from '../../../src/table/index.js';
import { demoDice, demoGame, playedFace, type DemoSecrets, type DemoState, type DemoView } from './demo-game.js';

/** Plays the demo to its end: each seat bids seat+1 and plays the first card of its hand. */
function playOut(table: LocalTable): void {
  for (let seat = 0; seat < table.players; seat++) assert.equal(table.play(seat, { type: 'bid', amount: (seat + 1) % 6 }), null);
  for (let seat = 0; seat < table.players; seat++) {
    const [first] = table.legalIntents(seat);
    assert.equal(table.play(seat, first), null);
  }
}

/** The demo game with one seat's agent rewritten: `tamper` changes its protocol answers, `withhold` drops them. */
function cheating(seat: Seat, how: { tamper?: (move: { type: string }) => { type: string }; withhold?: (duty: Duty) => boolean }): AnyGame {
  const protocol = demoGame.protocol!;
  return {
    ...demoGame,
    protocol: {
      ...protocol,
      answer(state, s, secrets, duty, entropy) {
        if (s === seat && how.withhold?.(duty)) return null;
        const answer = protocol.answer(state, s, secrets, duty, entropy);
        return answer && s === seat && how.tamper ? { ...answer, move: how.tamper(answer.move) } : answer;
      },
    },
  };
}

test('the agents drive every kind of duty end to end: join, deck keys, passes and shares, beacon, reveal, audit', () => {
  const table = createTableFor(demoGame, { players: 3, seed: 'e2e' });
  assert.deepEqual(table.pending(), [0, 1, 2], 'after set-up only the players\' bids are owed');
  assert.equal((table.state() as DemoState).phase, 'bid');
  playOut(table);
  const state = table.state() as DemoState;
  assert.equal(state.phase, 'over');
  const types = new Set(table.log().map((e) => (e.move as { type: string }).type));
  assert.deepEqual([...types].sort(), ['audit', 'beacon', 'bid', 'deck-join', 'deck-pass', 'deck-shares', 'join', 'play', 'reveal-bid']);
  const outcome = table.outcome();
  assert.ok(outcome, 'expected outcome');
  const dice = demoDice(state)!;
  for (let seat = 0; seat < 3; seat++) {
    assert.equal(outcome.scores[seat], playedFace(state, seat)! + dice[seat]! - ((seat + 1) % 6));
  }
  assert.deepEqual(table.pending(), []);
  assert.deepEqual(auditGame(demoGame, { players: 3 }, table.log()), { ok: true, complete: true });
});

test('each seat sees its own hand and whisper only; a spectator sees neither', () => {
  const table = createTableFor(demoGame, { players: 3, seed: 'views' });
  for (let seat = 0; seat < 3; seat++) table.play(seat, { type: 'bid', amount: seat + 2 });
  for (let seat = 0; seat < 3; seat++) {
    const view = table.view(seat) as DemoView;
    assert.deepEqual(Object.keys(view.hand).map(Number), [0, 1, 2].map((i) => seat * 3 + i));
    assert.equal(view.heard, ((seat + 2) % 3) + 2, 'the previous seat whispered its bid, checked against its commitment');
  }
  assert.deepEqual((table.view(null) as DemoView).hand, {});
  const secrets = table.secrets(0) as DemoSecrets;
  assert.deepEqual(Object.keys(secrets.fair.hands.hand ?? {}), ['0', '1', '2']);
});

test('a snapshot replays to the same public state and the same secrets', () => {
  const table = createTableFor(demoGame, { players: 2, seed: 7 });
  table.play(0, { type: 'bid', amount: 3 });
  table.play(1, { type: 'bid', amount: 1 });
  table.play(1, table.legalIntents(1)[1]);
  const restored = restoreTableFor(demoGame, JSON.parse(JSON.stringify(table.snapshot())));
  assert.deepEqual(restored.state(), table.state());
  assert.deepEqual(restored.log(), table.log());
  for (const seat of [0, 1]) assert.deepEqual(restored.secrets(seat), table.secrets(seat));
  assert.deepEqual(JSON.parse(JSON.stringify(table.state())), table.state(), 'the public state is plain JSON');
});

test('attack: a whisper that does not match the commitment is caught by its receiver', () => {
  const table = createTableFor(demoGame, { players: 2, seed: 'whisper' });
  const state = table.state() as DemoState;
  const protocol = demoGame.protocol!;
  // Seat 0 commits to 4 but whispers the opening of a bid of 1 (made with the same secrets).
  const made = protocol.prepare(state, 0, table.secrets(0) as DemoSecrets, { type: 'bid', amount: 4 }, seededEntropy('a'));
  const other = protocol.prepare(state, 0, table.secrets(0) as DemoSecrets, { type: 'bid', amount: 1 }, seededEntropy('b'));
  assert.ok('move' in made && 'move' in other, "expected 'move' in made && 'move' in other");
  const forged = { ...(made.move as object), whisper: (other.move as { whisper: unknown }).whisper };
  const after = demoGame.apply(state, 0, forged);
  assert.ok(!isRuleError(after), 'the whisper is private: the public rules cannot see inside it');
  const receiver = protocol.observe(state, after, 0, forged as never, 1, table.secrets(1) as DemoSecrets);
  assert.equal(receiver.heard, 'refused');
  const honest = protocol.observe(state, demoGame.apply(state, 0, made.move) as DemoState, 0, made.move, 1, table.secrets(1) as DemoSecrets);
  assert.equal(honest.heard, 4);
});

test('attack: tampering with an opening, a chain value or a deck key in the log names the seat that did it', () => {
  const table = createTableFor(demoGame, { players: 3, seed: 'tamper' });
  playOut(table);
  const log = table.log();
  const find = (type: string, seat: Seat): number => log.findIndex((e) => e.seat === seat && (e.move as { type: string }).type === type);
  const rewrite = (index: number, change: (move: Record<string, unknown>) => Record<string, unknown>) =>
    log.map((e, i) => (i === index ? { seat: e.seat, move: change(structuredClone(e.move) as Record<string, unknown>) } : e));
  const flip = (hex: string): string => (hex[10] === '0' ? `${hex.slice(0, 10)}1` : `${hex.slice(0, 10)}0`) + hex.slice(11);

  const reveal = find('reveal-bid', 1);
  const badReveal = rewrite(reveal, (m) => ({ ...m, opening: { ...(m.opening as object), value: 5 } }));
  const chain = find('beacon', 2);
  const badChain = rewrite(chain, (m) => ({ ...m, value: flip(m.value as string) }));
  const shares = find('deck-shares', 0);
  const badShare = rewrite(shares, (m) => ({ ...m, shares: (m.shares as { position: number; share: string }[]).map((k) => ({ ...k, share: flip(k.share) })) }));
  const pass = find('deck-pass', 2);
  const badPass = rewrite(pass, (m) => ({ ...m, cards: [...(m.cards as string[][]).slice(1), (m.cards as string[][])[0]] }));
  for (const [name, tampered, seat, code] of [
    ['an opening', badReveal, 1, 'opening-mismatch'],
    ['a chain value', badChain, 2, 'beacon-chain-broken'],
    ['a deck share', badShare, 0, /deck-(share-unproven|point-invalid)/],
    ['a deck pass (made on this device, so the table did not re-check it)', badPass, 2, /deck-pass-unproven/],
  ] as const) {
    const verdict = auditGame(demoGame, { players: 3 }, tampered);
    assert.equal(verdict.ok, false, name);
    assert.ok(!verdict.ok && verdict.cheater === seat, `${name}: ${JSON.stringify(verdict)}`);
    assert.match(!verdict.ok ? verdict.reason : '', code instanceof RegExp ? code : new RegExp(code), name);
  }
});

test('attack: a card substituted during a shuffle on the local table is refused at once and its seat named', () => {
  const stranger = cardTable('another deck', 1).points[0]!;
  const game = cheating(1, {
    tamper: (move) => (move.type === 'deck-pass' ? { ...move, cards: [[stranger, stranger], ...(move as unknown as { cards: string[][] }).cards.slice(1)] } : move),
  });
  assert.throws(() => createTableFor(game, { players: 3, seed: 'substitute' }), /seat 1's answer to its deck-key duty was rejected \(deck-pass-unproven/);
});

test('attack: a withheld beacon value or deck key stalls the table, and the stall is attributed to that seat', () => {
  for (const kind of ['beacon', 'deck-key'] as const) {
    const table = createTableFor(cheating(2, { withhold: (d) => d.kind === kind }), { players: 3, seed: `withhold-${kind}` });
    const state = table.state() as DemoState;
    assert.deepEqual(stalledSeats(state.fair), [2], kind);
    assert.ok(fairDuties(state.fair).every((d) => d.seat === 2 && d.kind === kind), kind);
    assert.deepEqual(table.pending(), [2], 'the table waits for seat 2 alone');
  }
});

test('auditTable audits a local table from its own log and options', () => {
  const table = createTableFor(demoGame, { players: 2, seed: 'audit-table', options: { room: 'another-room' } });
  assert.deepEqual(auditTable(table), { ok: true, complete: false });
  playOut(table);
  assert.deepEqual(auditTable(table), { ok: true, complete: true });
});
