import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import {
  applyFairMove,
  collectPassChecks,
  createFair,
  drain,
  laterPassIn,
  makeDeckPass,
  makeDeckPassLater,
  makeDeckPassSteps,
  passCheckOf,
  passCheckSteps,
  precheckPasses,
  rememberedPassVerdict,
  rememberOwnPass,
  setPassCheckRunner,
} from '../../../src/fair/index.js';
import { FairTable } from './helpers.js';

const DECK = 'boats';

function keyedTable(seed: string, seats = 3): FairTable {
  const t = new FairTable(createFair({ room: `verdicts-${seed}`, game: 'test', seats, chainLength: 4, decks: [{ id: DECK, size: 12 }] }), seed);
  t.settle({ withhold: (d) => d.detail?.fair === 'deck-pass' });
  return t;
}

test('a lazy pass is the pass made at once; finding it in a wrapper does not make it; reading it does', () => {
  const t = keyedTable('lazy');
  const deck = t.fair.decks[DECK]!;
  const fresh = seededEntropy('fresh').bytes(64);
  const lazy = makeDeckPassLater(deck, 0, fresh);
  const wrapper = { type: 'fair', move: lazy };
  const later = laterPassIn(wrapper);
  assert.ok(later && !later.filled(), 'found, still unmade');
  assert.equal(laterPassIn(wrapper), later);
  assert.deepEqual(JSON.parse(JSON.stringify(lazy)), JSON.parse(JSON.stringify(makeDeckPass(deck, 0, fresh))));
  assert.ok(later.filled(), 'expected later.filled()');
  assert.equal(laterPassIn(wrapper), null, 'nothing left to make');
});

test('a lazy pass filled from elsewhere takes only the pass of its own deck and round', () => {
  const t = keyedTable('fill');
  const deck = t.fair.decks[DECK]!;
  const fresh = seededEntropy('fill').bytes(64);
  const lazy = makeDeckPassLater(deck, 0, fresh);
  const later = laterPassIn(lazy)!;
  const made = makeDeckPass(deck, 0, fresh);
  assert.equal(later.fill({ ...made, round: 3 }), false);
  assert.equal(later.fill({ ...made, cards: made.cards.slice(1) }), false);
  assert.equal(later.filled(), false);
  assert.equal(later.fill(made), true);
  assert.deepEqual(lazy.cards, made.cards);
});

test('a pass whose proof fails is refused when no verdict is remembered, and when the honest pass of that round is', () => {
  const t = keyedTable('refused');
  const deck = t.fair.decks[DECK]!;
  const copy = t.doctoredPass(0, 'copy');
  assert.equal(rememberedPassVerdict(passCheckOf(deck, 0, copy)), undefined);
  const refused = applyFairMove(t.fair, 0, copy);
  assert.ok(isRuleError(refused) && refused.code === 'deck-pass-unproven', "expected isRuleError(refused) && refused.code === 'deck-pass-unproven'");
  // The honest pass is this device's own (verdict remembered); the forged one reuses its cards.
  const honest = makeDeckPass(deck, 0, seededEntropy('honest').bytes(64));
  assert.equal(rememberedPassVerdict(passCheckOf(deck, 0, honest)), true);
  const stolenCards = applyFairMove(t.fair, 0, { ...copy, cards: honest.cards });
  assert.ok(isRuleError(stolenCards) && stolenCards.code === 'deck-pass-unproven', "expected isRuleError(stolenCards) && stolenCards.code === 'deck-pass-unproven'");
  const stolenProof = applyFairMove(t.fair, 0, { ...copy, proof: honest.proof });
  assert.ok(isRuleError(stolenProof) && stolenProof.code === 'deck-pass-unproven', "expected isRuleError(stolenProof) && stolenProof.code === 'deck-pass-unproven'");
  assert.ok(!isRuleError(applyFairMove(t.fair, 0, honest)), 'expected !isRuleError(applyFairMove(t.fair, 0, honest))');
});

test('a peer cannot plant a verdict: what it sends is checked and only this device\'s own finding is kept', () => {
  const t = keyedTable('plant');
  const deck = t.fair.decks[DECK]!;
  const forged = t.doctoredPass(0, 'combination');
  const check = passCheckOf(deck, 0, forged);
  // A dry run (what the table does before applying an entry) records the check and keeps no verdict.
  const found = collectPassChecks(() => applyFairMove(t.fair, 0, forged));
  assert.equal(found.length, 1);
  assert.equal(rememberedPassVerdict(check), undefined);
  assert.ok(isRuleError(applyFairMove(t.fair, 0, forged)), 'expected isRuleError(applyFairMove(t.fair, 0, forged))');
  assert.equal(rememberedPassVerdict(check), false, 'the apply kept its own verdict: refused');
  // The same pass sent again, or the same pass as another seat's, or at another point, is refused again.
  assert.ok(isRuleError(applyFairMove(t.fair, 0, forged)), 'expected isRuleError(applyFairMove(t.fair, 0, forged))');
  assert.ok(isRuleError(applyFairMove(t.fair, 1, forged)), 'expected isRuleError(applyFairMove(t.fair, 1, forged))');
  // Remembering an own pass for one input does not carry over to another deck state (an equivocating fork).
  const own = makeDeckPass(deck, 0, seededEntropy('own').bytes(64));
  rememberOwnPass(deck, 0, own);
  const fork = keyedTable('plant-fork');
  assert.ok(isRuleError(applyFairMove(fork.fair, 0, { ...own, deck: DECK })), 'a different deck state: checked, and refused');
});

test('precheck: the runner checks a received pass before it is applied, and the apply finds the verdict', async () => {
  const t = keyedTable('precheck');
  const deck = t.fair.decks[DECK]!;
  // Made as another device would (the step-wise maker remembers nothing): its verdict is not known here.
  const steps = drain(makeDeckPassSteps(deck, 0, seededEntropy('elsewhere').bytes(64)));
  const check = passCheckOf(deck, 0, steps);
  assert.equal(rememberedPassVerdict(check), undefined);
  const asked: string[] = [];
  setPassCheckRunner(async (c) => {
    asked.push(c.context.step);
    return drain(passCheckSteps(c));
  });
  try {
    await precheckPasses([() => applyFairMove(t.fair, 0, steps)]);
  } finally {
    setPassCheckRunner(null);
  }
  assert.deepEqual(asked, ['pass:0']);
  assert.equal(rememberedPassVerdict(check), true);
  assert.ok(!isRuleError(applyFairMove(t.fair, 0, steps)), 'expected !isRuleError(applyFairMove(t.fair, 0, steps))');
});
