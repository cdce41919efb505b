import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import type { RuleError } from '../../../src/core/index.js';
import {
  applyFairMove,
  carriesProof,
  collectPassChecks,
  createFair,
  dealCards,
  deckWorkSteps,
  dryRun,
  forgetPassVerdicts,
  makeDeckShares,
  makeDeckSharesLater,
  laterWorkIn,
  setShareCheckRunner,
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
import type { DeckSharesMove, FairState, PassCheckRunner, ShareCheck, ShareCheckRunner } from '../../../src/fair/index.js';

const DECK = 'boats';

function keyedTable(seed: string, seats = 3): FairTable {
  const t = new FairTable(createFair({ room: `verdicts-${seed}`, game: 'test', seats, chainLength: 4, decks: [{ id: DECK, size: 12 }] }), seed);
  t.settle({ withhold: (d) => d.detail?.fair === 'deck-pass' });
  return t;
}

/** `precheckPasses(runs)` with these share and pass runners, put back afterwards. */
async function precheckWith(shares: ShareCheckRunner, passes: PassCheckRunner, runs: (() => unknown)[]): Promise<void> {
  setShareCheckRunner(shares);
  setPassCheckRunner(passes);
  try {
    await precheckPasses(runs);
  } finally {
    setShareCheckRunner(null);
    setPassCheckRunner(null);
  }
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

test('a verdict holds only for a statement equal in every value to the one it was reached on, as it was then', () => {
  const t = keyedTable('exact');
  const deck = t.fair.decks[DECK]!;
  const own = makeDeckPass(deck, 0, seededEntropy('exact').bytes(64));
  const check = passCheckOf(deck, 0, own);
  assert.equal(rememberedPassVerdict(check), true, 'its own pass');
  const copy = JSON.parse(JSON.stringify(check)) as typeof check;
  assert.equal(rememberedPassVerdict(copy), true, 'an equal copy (a pass read back from the log)');
  const responses = [...own.proof.chainResponses];
  responses[responses.length - 1] = responses[0]!;
  assert.equal(rememberedPassVerdict({ ...check, proof: { ...own.proof, chainResponses: responses } }), undefined, 'one response changed');
  assert.equal(rememberedPassVerdict({ ...check, input: [...check.input.slice(0, -1), check.input[0]!] }), undefined, 'one input changed');
  assert.equal(rememberedPassVerdict({ ...check, context: { ...check.context, seat: 1 } }), undefined, 'another seat');
  assert.equal(rememberedPassVerdict({ ...check, proof: { ...own.proof, extra: 1 } }), undefined, 'a field added');
  // The verdict was kept with a copy: changing the checked objects afterwards does not carry it along.
  (copy.proof as { responses: string[] }).responses[0] = responses[1]!;
  assert.equal(rememberedPassVerdict(copy), undefined, 'the copy changed after the fact');
  assert.equal(rememberedPassVerdict(passCheckOf(deck, 0, own)), true, 'the pass as it was');
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

// ——— decryption shares checked off the page, in batches ———

/** A 3-seat table whose positions 0 and 1 are dealt to seat 2: seats 0 and 1 owe their shares. */
function dealtTable(seed: string): FairTable {
  const t = new FairTable(createFair({ room: `shares-${seed}`, game: 'test', seats: 3, chainLength: 4, decks: [{ id: DECK, size: 6 }] }), seed);
  t.settle();
  const dealt = dealCards(t.fair, DECK, [0, 1], 2);
  if (isRuleError(dealt)) throw new Error(dealt.message);
  t.fair = dealt;
  return t;
}

/** Seat `seat`'s honest shares, as another device made them (this one remembers nothing of them). */
function sharesFromElsewhere(t: FairTable, seat: number, fresh: string): DeckSharesMove {
  const move = makeDeckShares(t.fair.decks[DECK]!, seat, t.secrets[seat]!.deckSeeds[DECK]!, [0, 1], seededEntropy(fresh).bytes(32));
  forgetPassVerdicts();
  return move;
}

/** The deck worker's own code, run here; records each batch it is given. */
function workerRunner(batches: number[]): (checks: readonly ShareCheck[]) => Promise<boolean[]> {
  return async (checks) => {
    batches.push(checks.length);
    return drain(deckWorkSteps({ kind: 'check-shares', checks: structuredClone(checks) })) as boolean[];
  };
}

const refusal = (value: FairState | RuleError): RuleError | null => (isRuleError(value) ? value : null);

test('attack: a forged share from another seat, checked in a worker batch, is refused by the apply with the error and seat a check on the page gives', async () => {
  const t = dealtTable('batch');
  const honest = sharesFromElsewhere(t, 0, 'honest');
  const other = sharesFromElsewhere(t, 1, 'other');
  const swapped: DeckSharesMove = { ...other, shares: [{ ...other.shares[0]!, share: other.shares[1]!.share }, { ...other.shares[1]!, share: other.shares[0]!.share }] };
  const borrowed: DeckSharesMove = { ...other, proof: honest.proof };
  const afterHonest = applyFairMove(t.fair, 0, honest);
  assert.ok(!isRuleError(afterHonest), 'seat 0\'s honest shares are accepted');
  forgetPassVerdicts();
  // What each apply says when the proof is checked on the page (no runner).
  const onPage = [swapped, borrowed].map((move) => refusal(applyFairMove(afterHonest, 1, move)));
  assert.deepEqual(onPage.map((r) => r?.code), ['deck-share-unproven', 'deck-share-unproven']);
  assert.match(onPage[0]!.message, /Seat 1's shares/);
  forgetPassVerdicts();
  // The fold's way: dry runs find the checks, the worker checks them in one batch, then the applies run in order.
  const batches: number[] = [];
  await precheckWith(workerRunner(batches), async (c) => drain(passCheckSteps(c)), [() => applyFairMove(t.fair, 0, honest), () => applyFairMove(afterHonest, 1, swapped), () => applyFairMove(afterHonest, 1, borrowed)]);
  assert.deepEqual(batches, [3], 'the three share checks went to the worker in one batch');
  // The applies find the worker's verdicts: no proof is verified on the page, and the refusals are the same.
  assert.ok(!isRuleError(applyFairMove(t.fair, 0, honest)), 'the honest shares are accepted');
  assert.deepEqual([swapped, borrowed].map((move) => refusal(applyFairMove(afterHonest, 1, move))), onPage);
  // A verdict is for one statement and proof: the honest proof with a changed share is verified again, and refused.
  const planted: DeckSharesMove = { ...honest, shares: [honest.shares[0]!, { ...honest.shares[1]!, share: honest.shares[0]!.share }] };
  assert.equal(refusal(applyFairMove(t.fair, 0, planted))?.code, 'deck-share-unproven');
});

test('share checks: a dry run records another seat\'s shares and assumes them; own shares and a runner that fails leave nothing unchecked', async () => {
  const t = dealtTable('dry');
  const theirs = sharesFromElsewhere(t, 0, 'theirs');
  const forged: DeckSharesMove = { ...theirs, proof: { ...theirs.proof, z: theirs.proof.c } };
  const found = dryRun(() => applyFairMove(t.fair, 0, forged));
  assert.equal(found.checks.length, 1);
  assert.ok(found.result !== undefined && !isRuleError(found.result), 'a dry run assumes the proof holds');
  assert.deepEqual(collectPassChecks(() => applyFairMove(t.fair, 0, forged)), [], 'the audit\'s pass batch holds no share check');
  // Shares this device made itself need no check.
  const own = makeDeckShares(t.fair.decks[DECK]!, 0, t.secrets[0]!.deckSeeds[DECK]!, [0, 1], seededEntropy('own').bytes(32));
  assert.equal(dryRun(() => applyFairMove(t.fair, 0, own)).checks.length, 0);
  forgetPassVerdicts();
  // A worker that fails: nothing is remembered, and the apply checks on the page.
  await precheckWith(async () => {
    throw new Error('worker gone');
  }, async () => true, [() => applyFairMove(t.fair, 0, forged)]);
  assert.equal(refusal(applyFairMove(t.fair, 0, forged))?.code, 'deck-share-unproven');
  // A worker answering with the wrong number of verdicts is not believed either.
  await precheckWith(async () => [true, true], async () => true, [() => applyFairMove(t.fair, 0, forged)]);
  forgetPassVerdicts();
  assert.equal(refusal(applyFairMove(t.fair, 0, forged))?.code, 'deck-share-unproven');
});

test('carriesProof: shares, openings and passes at any depth a game puts them; plain moves not', () => {
  const t = dealtTable('carries');
  const shares = sharesFromElsewhere(t, 0, 'carries');
  const reveal = { slot: 0, card: 3, share: shares.shares[0]!.share, proof: shares.proof };
  assert.ok(carriesProof(shares), 'a deck-shares move');
  assert.ok(carriesProof({ type: 'fair', move: shares }), 'shares in a wrapper');
  assert.ok(carriesProof({ type: 'discard', mix: null, card: reveal }), 'an opening one level down');
  assert.ok(carriesProof({ type: 'pay', mix: null, payment: { cards: [reveal], crates: 0, goneFishin: 0 } }), 'an opening in a payment');
  assert.ok(!carriesProof({ type: 'pay', mix: null, payment: { cards: [], crates: 0, goneFishin: 0 } }), 'a payment without cards');
  assert.ok(!carriesProof({ type: 'raise', bid: 4 }), 'a bid');
  assert.ok(!carriesProof(null), 'null');
});

test('lazy shares: the worker\'s shares are the ones made at once; a fill of the wrong shape is refused; shares made with another seat\'s seed are still verified, and refused', () => {
  const t = dealtTable('lazy-shares');
  const deck = t.fair.decks[DECK]!;
  const seed0 = t.secrets[0]!.deckSeeds[DECK]!;
  const fresh = seededEntropy('lazy').bytes(32);
  const lazy = makeDeckSharesLater(deck, 0, seed0, [0, 1], fresh);
  const later = laterWorkIn(lazy)!;
  assert.equal(later.work.kind, 'make-shares');
  // What the deck worker returns for that work, cloned as a message is.
  const made = structuredClone(drain(deckWorkSteps(structuredClone(later.work))));
  assert.equal(later.fill({ ...(made as object), shares: ['00'] }), false, 'a fill of the wrong length is refused');
  assert.equal(later.fill({ ...(made as object), proof: { c: 'x', z: 'y' } }), false, 'a fill without a proof is refused');
  assert.ok(later.fill(made), 'the worker\'s shares fill the move');
  assert.deepEqual(JSON.parse(JSON.stringify(lazy)), JSON.parse(JSON.stringify(makeDeckShares(deck, 0, seed0, [0, 1], fresh))));
  forgetPassVerdicts();
  // Filled again from the worker: remembered as this device's own, so the apply needs no check.
  const again = makeDeckSharesLater(deck, 0, seed0, [0, 1], fresh);
  assert.ok(laterWorkIn(again)!.fill(made), 'filled');
  assert.equal(dryRun(() => applyFairMove(t.fair, 0, again)).checks.length, 0, 'an own proof is not checked again');
  // Seat 0's duty answered with seat 1's seed (made on this device, but not with seat 0's key): checked, and refused.
  const wrong = makeDeckSharesLater(deck, 0, t.secrets[1]!.deckSeeds[DECK]!, [0, 1], fresh);
  const wrongLater = laterWorkIn(wrong)!;
  assert.ok(wrongLater.fill(drain(deckWorkSteps(wrongLater.work))), 'filled');
  assert.equal(dryRun(() => applyFairMove(t.fair, 0, wrong)).checks.length, 1, 'not taken for an own proof');
  assert.equal(refusal(applyFairMove(t.fair, 0, wrong))?.code, 'deck-share-unproven');
  // Read before any worker answered: made here, the same move.
  const read = makeDeckSharesLater(deck, 0, seed0, [0, 1], fresh);
  assert.deepEqual(JSON.parse(JSON.stringify(read)), JSON.parse(JSON.stringify(lazy)));
  assert.equal(laterWorkIn(read), null, 'nothing left to make');
});
