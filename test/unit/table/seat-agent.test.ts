import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import { createSeatAgent } from '../../../src/table/index.js';
import { demoGame, type DemoSecrets } from './demo-game.js';
import { nim } from './nim-game.js';

test('for a protocol-free game the intent is the move and the agent owes nothing', () => {
  const agent = createSeatAgent(nim, 0, seededEntropy(1));
  const state = nim.setup({ players: 2 });
  assert.deepEqual(agent.prepare(state, { type: 'take', count: 2 }), { move: { type: 'take', count: 2 }, secrets: undefined });
  assert.equal(agent.owed(state), null);
  assert.deepEqual(agent.playerDuties(state), [{ seat: 0, kind: 'move' }]);
  assert.equal(agent.secrets(), undefined);
});

test('a protocol seat answers its own steps first (join), and the player owes nothing meanwhile', () => {
  const agents = [0, 1].map((seat) => createSeatAgent(demoGame, seat, seededEntropy(`agent:${seat}`)));
  let state: unknown = demoGame.setup({ players: 2 });
  const owed = agents[1]!.owed(state);
  assert.equal(owed?.duty.kind, 'commit');
  assert.equal((owed?.prepared.move as { type: string }).type, 'join');
  assert.deepEqual(agents[1]!.playerDuties(state), []);
  // Drive both agents to the bids.
  for (let step = 0; step < 50; step++) {
    const next = agents.map((a) => ({ a, owed: a.owed(state) })).find((x) => x.owed);
    if (!next) break;
    const after = demoGame.apply(state as never, next.a.seat, next.owed!.prepared.move);
    assert.ok(!isRuleError(after), 'expected !isRuleError(after)');
    next.a.adopt(next.owed!.prepared);
    for (const a of agents) a.observe(state, after, next.a.seat, next.owed!.prepared.move);
    state = after;
  }
  assert.deepEqual(agents[0]!.playerDuties(state), [{ seat: 0, kind: 'move' }]);
  assert.equal(Object.keys((agents[0]!.secrets() as DemoSecrets).fair.hands.hand ?? {}).length, 3, 'the dealt hand reached its seat');
  const refused = agents[0]!.prepare(state, { type: 'bid', amount: 9 });
  assert.ok(isRuleError(refused) && refused.code === 'bid-out-of-range', "expected isRuleError(refused) && refused.code === 'bid-out-of-range'");
  // A restored agent (saved secrets) answers exactly as the original.
  const saved = JSON.parse(JSON.stringify(agents[0]!.secrets()));
  const restored = createSeatAgent(demoGame, 0, seededEntropy('other'), saved);
  assert.deepEqual(restored.secrets(), agents[0]!.secrets());
});
