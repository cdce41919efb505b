// The board's pure choice logic (components/wishes/flow.ts): a wish's choices asked one question at a
// time from the legal moves (W-8.0), and the boat a kept card goes into (W-6.2).
import assert from 'node:assert/strict';
import test from 'node:test';
import fc from 'fast-check';
import {
  choiceFeatures,
  chosenKeep,
  chosenMove,
  keepOptions,
  nextQuestion,
  remainingChoices,
  steppedOption,
  type FlowAnswers,
} from '../../../components/wishes/flow.js';
import { legalActions, type KeepMove, type WishMove, type WishesState } from '../../../src/games/wishes/index.js';
import { buyersAt, cardOf, dealt, drawAll, emptyMarkets, market, player, position, SPREAD } from './fixtures.js';
import { seededRandom } from '../../../src/core/index.js';
import { applyAction } from '../../../src/games/wishes/rules.js';

const base = dealt(3);
const card = (species: Parameters<typeof cardOf>[1], wish: string): number => cardOf(base, species, wish);

/** Red's legal wishes from ocean slot 1 in `state`. */
function wishesAt(state: WishesState, slot = 1): WishMove[] {
  return legalActions(state, 0).filter((a): a is WishMove => a.type === 'wish' && a.slot === slot);
}

/** Walks the questions, answering each with `pick(question)`; returns the prompts asked and the move chosen. */
function walk(state: WishesState, candidates: readonly WishMove[], pick: (key: string, values: string[]) => string) {
  let answers: FlowAnswers = {};
  const asked: string[] = [];
  for (let question = nextQuestion(state, 0, candidates, answers); question; question = nextQuestion(state, 0, candidates, answers)) {
    asked.push(question.prompt);
    answers = { ...answers, [question.key]: pick(question.key, question.options.map((o) => o.value)) };
  }
  return { asked, answers, move: chosenMove(state, 0, candidates, answers) };
}

test('W-8.1 MOVE_BUYER_1 asks which buyer, how far, then which species; each answer names its market', () => {
  const boats = [card('angelfish', 'ROT'), card('kingfish', 'ROT'), card('angelfish', 'SCATTER')];
  const state = position(3, { buyers: SPREAD, ocean: [{ card: card('monkfish', 'MOVE_BUYER_1'), worms: 0 }], seats: [player({ boats }), player(), player()] });
  const candidates = wishesAt(state);
  assert.equal(candidates.length, 2 * 3 * 2);
  const first = nextQuestion(state, 0, candidates, {})!;
  assert.equal(first.prompt, 'Which $1 buyer moves?');
  assert.deepEqual(first.options, [
    { value: '$1a', label: '$1 buyer A at Kingfish', market: 'kingfish' },
    { value: '$1b', label: '$1 buyer B at Catfish', market: 'catfish' },
  ]);
  const steps = nextQuestion(state, 0, candidates, { buyer: '$1b' })!;
  assert.equal(steps.prompt, 'How far clockwise does it move?');
  assert.deepEqual(
    steps.options.map((o) => [o.label, o.market]),
    [
      ['1 market → Starfish', 'starfish'],
      ['2 markets → Clownfish', 'clownfish'],
      ['3 markets → Angelfish', 'angelfish'], // W-1.2 after Clownfish comes Angelfish again
    ],
  );
  const species = nextQuestion(state, 0, candidates, { buyer: '$1b', steps: '3' })!;
  assert.equal(species.prompt, 'Which species do you sell all of?');
  assert.deepEqual(
    species.options.map((o) => o.label),
    ['Angelfish (2 cards)', 'Kingfish (1 card)'],
  );
  assert.equal(chosenMove(state, 0, candidates, { buyer: '$1b', steps: '3' }), null);
  assert.deepEqual(chosenMove(state, 0, candidates, { buyer: '$1b', steps: '3', species: 'kingfish' }), {
    type: 'wish',
    slot: 1,
    buyer: '$1b',
    steps: 3,
    species: 'kingfish',
  });
});

test('W-8.3 a question with one possible answer is not asked (the only $3 buyer, the only full boat)', () => {
  const state = position(3, {
    buyers: SPREAD,
    ocean: [{ card: card('catfish', 'MOVE_BUYER_3'), worms: 0 }],
    seats: [player({ boats: [null, card('starfish', 'DOUBLE_FISH')] }), player(), player()],
  });
  const { asked, move } = walk(state, wishesAt(state), (_key, values) => values[0]!);
  assert.deepEqual(asked, ['How far clockwise does it move?']);
  assert.deepEqual(move, { type: 'wish', slot: 1, buyer: '$3', steps: 1, boat: 1 });
});

test('W-8.7 W-8.8 W-8.10 a wish without choices asks nothing and is chosen at once', () => {
  for (const wish of ['WORM_BONUS', 'EXTRA_BOAT', 'DOUBLE_FISH']) {
    const state = position(3, { ocean: [{ card: card('clownfish', wish), worms: 0 }] });
    const candidates = wishesAt(state);
    assert.equal(nextQuestion(state, 0, candidates, {}), null, wish);
    assert.deepEqual(chosenMove(state, 0, candidates, {}), { type: 'wish', slot: 1 }, wish);
  }
});

test('W-8.6 W-15 #29 ROT asks which token (market or dump), then which card to sell', () => {
  const markets = { ...emptyMarkets(3), catfish: market([0, 1, 0]) };
  const boats = [card('monkfish', 'SCATTER'), card('kingfish', 'DOUBLE_FISH')];
  const state = position(3, { markets, dump: [0, 0, 2], ocean: [{ card: card('starfish', 'ROT'), worms: 0 }], seats: [player({ boats }), player(), player()] });
  const candidates = wishesAt(state);
  const rot = nextQuestion(state, 0, candidates, {})!;
  assert.equal(rot.prompt, 'Which token rots?');
  assert.deepEqual(rot.options, [
    { value: 'catfish:1', label: 'Blue token on Catfish → dump', market: 'catfish' },
    { value: 'dump:2', label: 'Green token in the dump → back to Green' },
  ]);
  const boat = nextQuestion(state, 0, candidates, { rot: 'dump:2' })!;
  assert.equal(boat.prompt, 'Which fish card do you sell?');
  assert.deepEqual(
    boat.options.map((o) => o.label),
    ['Boat 1: Monkfish', 'Boat 2: Kingfish (two-fish card)'],
  );
});

test('W-8.9 SELL_AS_OTHER asks the species sold, then any other market', () => {
  const boats = [card('monkfish', 'SCATTER'), card('angelfish', 'ROT')];
  const state = position(3, { ocean: [{ card: card('swordfish', 'SELL_AS_OTHER'), worms: 0 }], seats: [player({ boats }), player(), player()] });
  const candidates = wishesAt(state);
  assert.equal(nextQuestion(state, 0, candidates, {})!.prompt, 'Which species do you sell?');
  const at = nextQuestion(state, 0, candidates, { species: 'monkfish' })!;
  assert.equal(at.prompt, 'At which market do you sell them?');
  assert.deepEqual(
    at.options.map((o) => o.value),
    ['angelfish', 'swordfish', 'kingfish', 'catfish', 'starfish', 'clownfish'],
  );
});

test('W-8.4 W-15 #27 #28 SCATTER asks where each moved buyer goes, with "stays" for one of two equal buyers', () => {
  const buyers = buyersAt({ $3: 'angelfish', $2a: 'monkfish', $2b: 'monkfish', $1a: 'kingfish', $1b: 'catfish' });
  const state = position(3, { buyers, ocean: [{ card: card('angelfish', 'SCATTER'), worms: 0 }] });
  const candidates = wishesAt(state);
  const first = nextQuestion(state, 0, candidates, {})!;
  assert.equal(first.prompt, 'Where does the $2 buyer A go?');
  assert.deepEqual(
    first.options.map((o) => o.label),
    ['Stays where it is', 'To Swordfish', 'To Starfish', 'To Clownfish'],
  );
  // Once A moves, B must stay: nothing is left to ask.
  assert.deepEqual(chosenMove(state, 0, candidates, { 'scatter:$2a': 'starfish' }), { type: 'wish', slot: 1, scatter: [{ buyer: '$2a', to: 'starfish' }] });
  const second = nextQuestion(state, 0, candidates, { 'scatter:$2a': 'stay' })!;
  assert.equal(second.prompt, 'Where does the $2 buyer B go?');
  assert.equal(second.options.some((o) => o.value === 'stay'), false);
});

test('answers narrow the candidates; an answer no candidate has leaves none', () => {
  const boats = [card('angelfish', 'ROT'), card('kingfish', 'ROT')];
  const state = position(3, { buyers: SPREAD, ocean: [{ card: card('monkfish', 'MOVE_BUYER_2'), worms: 0 }], seats: [player({ boats }), player(), player()] });
  const candidates = wishesAt(state);
  assert.equal(remainingChoices(candidates, {}).length, candidates.length);
  assert.equal(remainingChoices(candidates, { buyer: '$2a' }).length, 3 * 2);
  assert.equal(remainingChoices(candidates, { buyer: '$2a', steps: '2', species: 'kingfish' }).length, 1);
  assert.equal(remainingChoices(candidates, { species: 'clownfish' }).length, 0);
  assert.deepEqual(choiceFeatures(candidates[0]!, []), { buyer: '$2a', steps: '1', species: 'angelfish' });
});

test('W-8.0 every legal wish is reached by answering its questions, and the flow never invents a move', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), (seed, plies) => {
      // A position some way into a seeded game of random legal moves.
      const random = seededRandom(seed);
      let state = dealt(3, seed);
      for (let i = 0; i < plies && state.phase === 'playing'; i++) {
        const legal = legalActions(state, state.turn!);
        state = drawAll(applyAction(state, state.turn!, legal[random.int(legal.length)]!) as WishesState, random);
      }
      if (state.phase !== 'playing') return;
      state = { ...state, turn: 0 };
      for (let slot = 1; slot <= state.ocean.length; slot++) {
        const candidates = wishesAt(state, slot);
        for (const target of candidates) {
          const scatterBuyers = [...new Set(candidates.flatMap((m) => (m.scatter ?? []).map((s) => s.buyer)))].sort();
          const features = choiceFeatures(target, scatterBuyers);
          const { move } = walk(state, candidates, (key) => features[key]!);
          assert.deepEqual(move, target);
        }
      }
    }),
    { numRuns: 40, seed: 6 },
  );
});

test('W-6.2 a kept card goes into the first empty boat unless another legal one is picked', () => {
  const seats = [player({ boats: [card('catfish', 'ROT'), null, null, null], boatCards: [card('kingfish', 'EXTRA_BOAT'), card('monkfish', 'EXTRA_BOAT')] }), player(), player()];
  const state = position(3, { seats });
  const keeps = legalActions(state, 0).filter((a): a is KeepMove => a.type === 'keep' && a.slot === 2);
  assert.deepEqual(
    keepOptions(state, 0, keeps).map((o) => [o.value, o.label]),
    [
      ['1', 'Boat 2'],
      ['2', 'Boat 3 (extra)'],
      ['3', 'Boat 4 (extra)'],
    ],
  );
  assert.deepEqual(chosenKeep(keeps, null), { type: 'keep', slot: 2, boat: 1 });
  assert.deepEqual(chosenKeep(keeps, 3), { type: 'keep', slot: 2, boat: 3 });
  assert.deepEqual(chosenKeep(keeps, 0), { type: 'keep', slot: 2, boat: 1 }, 'a full boat is no choice: the first empty one');
  assert.equal(chosenKeep([], 1), null);
  assert.equal(keepOptions(state, 0, []).length, 0);
});

test('the arrow keys step through a choice and wrap round', () => {
  const options = [
    { value: '0', label: 'Boat 1' },
    { value: '2', label: 'Boat 3' },
    { value: '3', label: 'Boat 4' },
  ];
  assert.equal(steppedOption(options, '0', 1)!.value, '2');
  assert.equal(steppedOption(options, '3', 1)!.value, '0');
  assert.equal(steppedOption(options, '0', -1)!.value, '3');
  assert.equal(steppedOption(options, '2', -1)!.value, '0');
  assert.equal(steppedOption([], '0', 1), null);
});
