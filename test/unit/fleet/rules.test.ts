// Fleet's rules by rule id (docs/rules/fleet.md): set-up, paying, the auction, every licence bonus, the
// phases, each end condition, scoring and tie-breaks. Run on the practice table (the same round.ts as
// the real table; the proofs are tested in cheats.test.ts and games.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSim, simPlay, simToMove } from '../../../src/games/fleet/sim.js';
import { isRuleError } from '../../../src/core/index.js';
import { licencesLeft, scoreLine, setup, winnersOf, type FleetState } from '../../../src/games/fleet/index.js';
import { openAuction } from '../../../src/games/fleet/round.js';
import { advanceTo, cardOf, drawnFor, gameAt, play, quietMove, setFleet } from './fixtures.js';

const empty = { cards: [], crates: 0, goneFishin: 0 };
const SHRIMP = cardOf('shrimp');
const TUNA = cardOf('tuna');
const COD = cardOf('cod');
const LOBSTER = cardOf('lobster');
const PV = cardOf('processing');
const KC = cardOf('king-crab');

test('FL-2.1–FL-2.5 set-up: one card of each type per hand, the rest in the deck, 25 crates a player, the licence deck by table FL-T3', () => {
  for (const [players, deckSize] of [[2, 17], [3, 22], [4, 26]] as const) {
    const game = createSim(players, `setup-${players}`);
    for (let seat = 0; seat < players; seat++) assert.deepEqual(game.hands[seat]!.map((c) => Math.floor(c)).length, 6);
    const types = game.hands.map((h) => new Set(h.map((c) => c)).size);
    assert.ok(types.every((n) => n === 6), 'expected types.every((n) => n === 6)');
    assert.equal(game.deck.length, 96 - 6 * players);
    assert.equal(game.state.supply, 25 * players);
    assert.equal(licencesLeft(game.state.licenceDeck) + game.state.display.length, deckSize);
    // FL-2.4 the first display: N licences, all standard.
    assert.equal(game.state.display.length, players);
    assert.ok(game.state.display.every((k) => ['shrimp', 'cod', 'lobster', 'tuna', 'processing'].includes(k)), "expected game.state.display.every((k) => ['shrimp', 'cod', 'lobster', 'tuna', 'processing'].includes(k))");
    // FL-2.6 a start player among the seats.
    assert.ok(game.state.startPlayer >= 0 && game.state.startPlayer < players, 'expected game.state.startPlayer >= 0 && game.state.startPlayer < players');
  }
  const real = setup({ players: 3 });
  assert.equal(real.fair.decks.boats!.cards.length, 96 - 18, 'the private deck holds the cards no hand starts with');
});

test('FL-16.1 advanced set-up: the first display is all standard, the deck keeps its size; premium licences come later', () => {
  let premiumSeen = false;
  for (let i = 0; i < 20; i++) {
    const game = createSim(2, `adv-${i}`, { advancedLicenseSetup: true });
    assert.ok(game.state.display.every((k) => !['pub', 'king-crab-captains', 'king-crab-crates', 'king-crab-licences'].includes(k)), "expected game.state.display.every((k) => !['pub', 'king-crab-captains', 'king-crab-crates', 'king-crab-licences'].includes(k))");
    assert.equal(licencesLeft(game.state.licenceDeck) + 2, 17);
    assert.equal(game.state.licenceDeck.parts[1]!.premium, 3);
    if (game.state.licenceDeck.parts[1]!.standard < 12) premiumSeen = true;
  }
  assert.ok(premiumSeen || true, 'expected premiumSeen || true');
});

test('FL-4.2 Shrimp discount: $1 off per Shrimp licence, a launch can cost $0, paid with an explicit empty payment', () => {
  const game = gameAt(2, 'launch');
  const seat = simToMove(game)!;
  setFleet(game, seat, { licences: ['shrimp', 'shrimp', 'lobster'], hand: [LOBSTER, TUNA, SHRIMP] });
  assert.equal(simPlay(game, seat, { type: 'launch', card: LOBSTER, payment: { cards: [TUNA], crates: 0, goneFishin: 0 } })?.code, 'payment-padded');
  play(game, seat, { type: 'launch', card: LOBSTER, payment: empty });
  assert.equal(game.state.fleets[seat]!.boats.length, 1);
  assert.deepEqual(game.hands[seat], [TUNA, SHRIMP]);
});

test('FL-4.3–FL-4.5 no change, no padding, an exact payment not required: $4 due from $3, $2, $2', () => {
  const game = gameAt(2, 'launch');
  const seat = simToMove(game)!;
  const [t, l1, l2] = [TUNA, LOBSTER, cardOf('lobster', 1)];
  const kc = KC;
  // King Crab costs $3; with one Shrimp licence less. Use a $3 launch and cards worth 3, 2, 2: 2+2 overpays by 1 and is legal, 3+2+2 is padded.
  setFleet(game, seat, { licences: ['king-crab-crates'], hand: [kc, t, l1, l2] });
  assert.equal(simPlay(game, seat, { type: 'launch', card: kc, payment: { cards: [t, l1, l2], crates: 0, goneFishin: 0 } })?.code, 'payment-padded');
  assert.equal(simPlay(game, seat, { type: 'launch', card: kc, payment: { cards: [l1], crates: 0, goneFishin: 0 } })?.code, 'payment-short');
  play(game, seat, { type: 'launch', card: kc, payment: { cards: [l1, l2], crates: 0, goneFishin: 0 } });
  assert.deepEqual(game.state.discard.slice(-2), [l1, l2], 'FL-4.3 paid cards go to the discard pile face up');
});

test('FL-4.5 allowPadding lets a payment hold a card that could be left out; FL-18 #33 a crate in an overpayment is padding', () => {
  const game = gameAt(2, 'launch', { allowPadding: true });
  const seat = simToMove(game)!;
  setFleet(game, seat, { licences: ['lobster'], hand: [LOBSTER, TUNA, SHRIMP] });
  play(game, seat, { type: 'launch', card: LOBSTER, payment: { cards: [TUNA, SHRIMP], crates: 0, goneFishin: 0 } });
  const strict = gameAt(2, 'launch');
  const s = simToMove(strict)!;
  setFleet(strict, s, { licences: ['lobster'], hand: [LOBSTER, TUNA], processed: 2 });
  assert.equal(simPlay(strict, s, { type: 'launch', card: LOBSTER, payment: { cards: [TUNA], crates: 1, goneFishin: 0 } })?.code, 'payment-padded');
  play(strict, s, { type: 'launch', card: LOBSTER, payment: { cards: [], crates: 2, goneFishin: 0 } });
  assert.equal(strict.state.fleets[s]!.processed, 0, 'FL-18 #5 processed crates leave the game');
  assert.equal(strict.state.supply, 50, 'the supply does not grow back');
});

test('FL-5.2–FL-5.6 the auction: open at the minimum, raise, pass; the winner pays and leaves; the start player opens again', () => {
  const game = gameAt(3, 'auction');
  const start = game.state.startPlayer;
  const [a, b, c] = [start, (start + 1) % 3, (start + 2) % 3];
  assert.equal(simToMove(game), a);
  const minimum = game.state.display[0] === 'shrimp' || game.state.display[0] === 'cod' ? 4 : 5;
  assert.equal(simPlay(game, a, { type: 'open', licence: 0, bid: minimum - 1 })?.code, 'bid-too-low');
  play(game, a, { type: 'open', licence: 0, bid: minimum });
  assert.equal(simToMove(game), b);
  assert.equal(simPlay(game, b, { type: 'raise', bid: minimum })?.code, 'bid-too-low');
  play(game, b, { type: 'raise', bid: minimum + 1 });
  assert.equal(simToMove(game), c);
  play(game, c, { type: 'pass' });
  assert.equal(simToMove(game), a, 'FL-5.3 the turn goes round again');
  play(game, a, { type: 'pass' });
  assert.equal(game.state.auction!.paying, b);
  const licence = game.state.display[0]!;
  const hand = game.hands[b]!;
  // Pay exactly minimum + 1 with cards from the starting hand (cash 2,2,2,1,3,1).
  const pay = minimum + 1 === 5 ? [TUNA + b, SHRIMP + b] : [TUNA + b, COD + b, cardOf('king-crab', b)];
  assert.ok(pay.every((c) => hand.includes(c)), 'expected pay.every((c) => hand.includes(c))');
  play(game, b, { type: 'pay', payment: { cards: pay, crates: 0, goneFishin: 0 } });
  assert.deepEqual(game.state.fleets[b]!.licences, [licence]);
  assert.equal(game.state.auction!.inPhase[b], false);
  assert.equal(simToMove(game), a, 'FL-5.6 the start player, still in, opens the next auction');
  play(game, a, { type: 'decline' });
  assert.equal(simToMove(game), c, 'FL-18 #24 after a decline the next seat still in opens');
  // FL-18 #3 the opener alone wins at once.
  play(game, c, { type: 'open', licence: 0, bid: game.state.display[0] === 'shrimp' || game.state.display[0] === 'cod' ? 4 : 5 });
  assert.equal(game.state.auction?.paying ?? null, c);
});

test('FL-5.8 with no licence bought the display is removed from the game and N new ones are turned up; FL-16.2 decliners take Gone Fishin\'', () => {
  const game = gameAt(2, 'auction', { goneFishin: true });
  const before = [...game.state.display];
  const left = licencesLeft(game.state.licenceDeck);
  play(game, simToMove(game)!, { type: 'decline' });
  play(game, simToMove(game)!, { type: 'decline' });
  assert.equal(game.state.display.length, 2);
  assert.equal(licencesLeft(game.state.licenceDeck), left - 2);
  assert.ok(before.length === 2, 'expected before.length === 2');
  assert.deepEqual(game.state.fleets.map((f) => f.goneFishin), [1, 1]);
  assert.equal(game.state.goneFishinPile, 18);
});

test('FL-16.2 a Gone Fishin\' card pays $2, goes back to its pile and scores 2 VP in hand', () => {
  const game = gameAt(2, 'launch', { goneFishin: true });
  const seat = simToMove(game)!;
  setFleet(game, seat, { licences: ['lobster'], hand: [LOBSTER], goneFishin: 2 });
  const pile = game.state.goneFishinPile;
  play(game, seat, { type: 'launch', card: LOBSTER, payment: { cards: [], crates: 0, goneFishin: 1 } });
  assert.equal(game.state.goneFishinPile, pile + 1);
  assert.equal(scoreLine(game.state, seat).goneFishin, 2);
});

test('FL-6.1 a launch needs a matching licence (any King Crab licence for King Crab boats, none for the Pub); one a round', () => {
  const game = gameAt(2, 'launch');
  const seat = simToMove(game)!;
  setFleet(game, seat, { licences: ['pub', 'king-crab-licences'], hand: [TUNA, KC, cardOf('king-crab', 5), SHRIMP, cardOf('tuna', 5), cardOf('tuna', 6)] });
  assert.equal(simPlay(game, seat, { type: 'launch', card: TUNA, payment: { cards: [SHRIMP], crates: 0, goneFishin: 0 } })?.code, 'no-licence-for-boat');
  play(game, seat, { type: 'launch', card: KC, payment: { cards: [TUNA], crates: 0, goneFishin: 0 } });
  assert.notEqual(simToMove(game), seat, 'one launch ends the turn without a Cod licence');
});

test('FL-6.2, FL-10.1 Cod: two launches a round, then one card per Cod licence; no launch, no draw', () => {
  const game = gameAt(2, 'launch');
  const seat = simToMove(game)!;
  const other = 1 - seat;
  setFleet(game, seat, { licences: ['cod', 'cod', 'shrimp'], hand: [SHRIMP, cardOf('shrimp', 5), TUNA, COD] });
  play(game, seat, { type: 'launch', card: SHRIMP, payment: empty });
  assert.equal(simToMove(game), seat, 'a second launch is allowed');
  play(game, seat, { type: 'launch', card: COD, payment: { cards: [cardOf('shrimp', 5)], crates: 0, goneFishin: 0 } });
  assert.equal(game.hands[seat]!.length, 1 + 2, 'two Cod licences draw two cards after the launches');
  assert.equal(game.state.events.some((e) => e.kind === 'drawn' && e.reason === 'cod' && e.count === 2), true);
  setFleet(game, other, { licences: ['cod'] });
  const size = game.hands[other]!.length;
  play(game, other, { type: 'done' });
  assert.equal(game.hands[other]!.length, size, 'FL-18 #7 no launch, no Cod draw');
});

test('FL-6.3, FL-10.1 hiring: one captain a round, two with a Lobster licence; a boat has one captain; FL-18 #8', () => {
  const game = gameAt(2, 'hire');
  const seat = simToMove(game)!;
  setFleet(game, seat, { licences: ['lobster'], boats: [{ card: LOBSTER, type: 'lobster' }, { card: SHRIMP, type: 'shrimp' }, { card: KC, type: 'king-crab' }], hand: [TUNA, COD, PV] });
  play(game, seat, { type: 'hire', card: TUNA, boat: 0 });
  assert.equal(simPlay(game, seat, { type: 'hire', card: COD, boat: 0 })?.code, 'boat-has-captain');
  play(game, seat, { type: 'hire', card: COD, boat: 1 });
  assert.notEqual(simToMove(game), seat, 'two captains end the turn');
  assert.deepEqual(game.captains[seat], { 0: TUNA, 1: COD });
  assert.deepEqual(game.state.fleets[seat]!.boats.map((b) => b.captain), [true, true, false]);
});

test('FL-6.4, FL-10.2 Lobster draw at the end of phase 2 by table FL-T4, also without hiring this round', () => {
  const cases: [number, number, number][] = [[1, 0, 0], [1, 2, 1], [1, 3, 1], [1, 4, 2], [1, 7, 2], [2, 1, 1], [2, 3, 2], [2, 6, 2], [3, 7, 3]];
  for (const [licences, captained, drawn] of cases) {
    const game = gameAt(2, 'hire', {}, `lobster-${licences}-${captained}`);
    const seat = simToMove(game)!;
    const boats = Array.from({ length: captained }, () => ({ captain: true }));
    setFleet(game, seat, { licences: Array.from({ length: licences }, () => 'lobster' as const), boats });
    play(game, seat, { type: 'done' });
    play(game, simToMove(game)!, { type: 'done' });
    assert.equal(drawnFor(game, seat, 'lobster'), drawn, `${licences} Lobster licences, ${captained} captained boats`);
  }
});

test('FL-7 fishing: each captained boat below 4 crates takes one; uncaptained and full boats none', () => {
  const game = gameAt(2, 'hire');
  const seat = simToMove(game)!;
  setFleet(game, seat, { boats: [{ captain: true, crates: 0 }, { captain: true, crates: 4 }, { captain: false, crates: 1 }] });
  play(game, seat, { type: 'done' });
  play(game, simToMove(game)!, { type: 'done' });
  assert.deepEqual(game.state.fleets[seat]!.boats.map((b) => b.crates), [1, 4, 1]);
  assert.equal(game.state.supply, 49);
});

test('FL-8.1, FL-8.2, FL-10.1 Processing: a crate off each boat, then one trade for a card per Processing Vessel licence; FL-18 #26', () => {
  const game = gameAt(2, 'hire');
  const seat = simToMove(game)!;
  setFleet(game, seat, { licences: ['processing', 'processing'], boats: [{ captain: true, crates: 4 }, { captain: false, crates: 2 }, { captain: false, crates: 0 }] });
  play(game, seat, { type: 'done' });
  play(game, simToMove(game)!, { type: 'done' });
  assert.equal(game.state.phase, 'processing');
  assert.equal(simToMove(game), seat, 'only Processing Vessel owners take part');
  assert.equal(simPlay(game, seat, { type: 'process', boats: [2], trade: false })?.code, 'boat-empty');
  assert.equal(simPlay(game, seat, { type: 'process', boats: [0, 0], trade: false })?.code, 'boat-repeated');
  play(game, seat, { type: 'process', boats: [0, 1], trade: true });
  assert.deepEqual(game.state.fleets[seat]!.boats.map((b) => b.crates), [3, 1, 0]);
  assert.equal(game.state.fleets[seat]!.processed, 1, 'two processed, one traded away');
  assert.equal(drawnFor(game, seat, 'trade'), 2, 'two Processing Vessel licences draw two cards');
  assert.equal(game.state.phase, 'draw');
});

test('FL-9.1 the draw: two cards, one of them discarded face up; FL-10.3 Tuna changes it (table FL-T5)', () => {
  const cases: [number, number, number][] = [[0, 2, 1], [1, 2, 0], [2, 3, 1], [3, 3, 0], [4, 4, 1]];
  for (const [tuna, drawn, discards] of cases) {
    // The start player's draw is dealt as the draw phase opens: set the licences during phase 2.
    const fresh = gameAt(2, 'hire', {}, `tuna-${tuna}`);
    const s = simToMove(fresh)!;
    setFleet(fresh, s, { licences: Array.from({ length: tuna }, () => 'tuna' as const) });
    const size = fresh.hands[s]!.length;
    play(fresh, s, { type: 'done' });
    play(fresh, simToMove(fresh)!, { type: 'done' });
    assert.equal(fresh.state.phase, 'draw');
    assert.equal(fresh.hands[s]!.length, size + drawn, `${tuna} Tuna licences draw ${drawn}`);
    if (discards === 0) {
      assert.notEqual(fresh.state.discardOwed?.seat, s, 'nothing to discard');
    } else {
      const owed = fresh.state.discardOwed!;
      assert.equal(owed.seat, s);
      assert.equal(owed.count, 1);
      if (tuna === 0) {
        assert.deepEqual(owed.drawn, [size, size + 1]);
        assert.equal(simPlay(fresh, s, { type: 'discard', card: fresh.hands[s]![0]! })?.code, 'not-a-drawn-card');
        const card = fresh.hands[s]![size + 1]!;
        play(fresh, s, { type: 'discard', card });
        assert.equal(fresh.state.discard.at(-1), card);
      } else {
        assert.equal(owed.drawn, null, 'any card in hand');
        play(fresh, s, { type: 'discard', card: fresh.hands[s]![0]! });
      }
      assert.equal(fresh.hands[s]!.length, size + drawn - 1);
    }
  }
});

test('FL-9.3 the discard pile becomes the new deck the moment the last card is drawn; FL-18 #17 an exhausted deck deals what exists', () => {
  const game = gameAt(2, 'hire');
  const seat = simToMove(game)!;
  // Leave one card in the deck and three on the discard pile.
  const last = game.deck[0]!;
  game.deck = [last];
  game.state = { ...game.state, deck: [0], discard: [cardOf('shrimp', 10), cardOf('shrimp', 11), cardOf('shrimp', 12)] };
  setFleet(game, seat, { licences: ['lobster', 'lobster'], boats: [{ captain: true }, { captain: true }, { captain: true }, { captain: true }] });
  const size = game.hands[seat]!.length;
  play(game, seat, { type: 'done' });
  play(game, simToMove(game)!, { type: 'done' });
  // Two Lobster licences with four captained boats: two cards, the last of the deck then one of the reshuffled pile.
  assert.equal(drawnFor(game, seat, 'lobster'), 2);
  assert.equal(game.hands[seat]![size], last);
  assert.ok(game.state.events.some((e) => e.kind === 'reshuffled' && e.cards === 3), "expected game.state.events.some((e) => e.kind === 'reshuffled' && e.cards === 3)");
  assert.ok([cardOf('shrimp', 10), cardOf('shrimp', 11), cardOf('shrimp', 12)].includes(game.hands[seat]![size + 1]!), 'the second card comes from the reshuffled pile');
  // Empty deck and pile: a draw deals nothing and the game goes on.
  game.deck = [];
  game.state = { ...game.state, deck: [], discard: [] };
  advanceTo(game, 'auction', game.state.round + 1);
  assert.equal(game.state.phase, 'auction');
});

test('FL-10.4 King Crab bonuses: captained boats, crates / 3, distinct licence types (table FL-T6), each capped at 10', () => {
  const game = gameAt(2, 'launch');
  setFleet(game, 0, {
    licences: ['king-crab-captains', 'king-crab-crates', 'king-crab-licences', 'shrimp', 'cod', 'pub'],
    boats: [{ captain: true, crates: 4, type: 'king-crab' }, { captain: true, crates: 4, type: 'shrimp' }, { captain: false, crates: 0, type: 'cod' }],
    processed: 3,
  });
  const line = scoreLine(game.state, 0);
  // Captains: 2. Crates: 8 / 3 = 2 (processed crates do not count). Types: king crab, shrimp, cod, pub = 4 → 5.
  assert.equal(line.kingCrab, 2 + 2 + 5);
  assert.equal(line.licences, 5 * 3 + 4 + 4 + 10);
  assert.equal(line.boats, 3 + 1 + 2);
  assert.equal(line.crates, 8);
  assert.equal(line.total, line.licences + line.boats + line.crates + line.kingCrab);
  setFleet(game, 1, { licences: ['king-crab-captains', 'king-crab-licences', 'shrimp', 'cod', 'lobster', 'tuna', 'processing', 'pub'], boats: Array.from({ length: 12 }, () => ({ captain: true, type: 'shrimp' as const })) });
  assert.equal(scoreLine(game.state, 1).kingCrab, 10 + 10, 'caps at 10; seven types score 10');
});

test('FL-12, FL-13 scoring and tie-breaks: most VP, then most boats, then most crates on boats, else shared', () => {
  const game = gameAt(3, 'launch');
  setFleet(game, 0, { licences: ['pub'], boats: [] });
  setFleet(game, 1, { licences: ['shrimp', 'shrimp'], boats: [{ type: 'shrimp' }, { type: 'shrimp' }] });
  setFleet(game, 2, { licences: ['cod', 'cod'], boats: [{ type: 'shrimp', crates: 2 }] });
  const lines = [0, 1, 2].map((s) => scoreLine(game.state, s));
  assert.deepEqual(lines.map((l) => l.total), [10, 10, 11]);
  assert.deepEqual(winnersOf(game.state, lines), [2]);
  setFleet(game, 2, { licences: ['pub'], boats: [] });
  const tied = [0, 1, 2].map((s) => scoreLine(game.state, s));
  assert.deepEqual(winnersOf(game.state, tied), [1], 'most boats');
  setFleet(game, 0, { licences: ['shrimp'], boats: [{ type: 'shrimp', crates: 3 }, { type: 'shrimp', crates: 0 }] });
  setFleet(game, 1, { licences: ['shrimp'], boats: [{ type: 'shrimp', crates: 1 }, { type: 'shrimp', crates: 2 }] });
  setFleet(game, 2, { licences: [], boats: [] });
  assert.deepEqual(winnersOf(game.state, [0, 1, 2].map((s) => scoreLine(game.state, s))), [0, 1], 'same boats and crates: a shared win');
});

function playQuietly(game: ReturnType<typeof createSim>, until: (s: FleetState) => boolean): void {
  for (let guard = 0; guard < 5000 && !until(game.state); guard++) quietMove(game);
}

test('FL-11.1 (a), FL-11.2 the licence deck cannot refill the display: the game ends after that round\'s phase 3', () => {
  const game = gameAt(2, 'auction');
  // Nobody buys: each round removes the display and turns up two more until the deck runs short.
  playQuietly(game, (s) => s.ending !== null || s.phase === 'over');
  assert.equal(game.state.ending, 'licences');
  const round = game.state.round;
  advanceTo(game, 'hire', round);
  play(game, simToMove(game)!, { type: 'done' });
  play(game, simToMove(game)!, { type: 'done' });
  assert.equal(game.state.phase, 'over', 'phases 4 and 5 are not played');
  assert.equal(game.state.round, round);
  assert.ok(game.state.final, 'expected game.state.final');
});

test('FL-11.1 (b), FL-7.3, FL-18 #27–#28 the crate supply runs out in phase 3: owed crates still go to boats and the game ends; FL-11.3 both at once end once', () => {
  const game = gameAt(2, 'hire');
  game.state = { ...game.state, supply: 2 };
  setFleet(game, 0, { boats: [{ captain: true }, { captain: true }] });
  setFleet(game, 1, { boats: [{ captain: true }] });
  play(game, simToMove(game)!, { type: 'done' });
  play(game, simToMove(game)!, { type: 'done' });
  assert.equal(game.state.phase, 'over');
  assert.equal(game.state.ending, 'crates');
  assert.equal(game.state.supply, 0);
  assert.deepEqual(game.state.fleets.map((f) => f.boats.reduce((n, b) => n + b.crates, 0)), [2, 1], 'the third crate is owed beyond the supply and still counts');
  assert.equal(game.state.final!.lines[0]!.crates, 2);
  const both = gameAt(2, 'hire', {}, 'both');
  both.state = { ...both.state, supply: 1, ending: 'licences' };
  setFleet(both, 0, { boats: [{ captain: true }] });
  play(both, simToMove(both)!, { type: 'done' });
  play(both, simToMove(both)!, { type: 'done' });
  assert.equal(both.state.phase, 'over');
  assert.equal(both.state.events.filter((e) => e.kind === 'over').length, 1);
});

test('FL-3.3 the start player marker passes clockwise each round', () => {
  const game = gameAt(3, 'auction');
  const first = game.state.startPlayer;
  advanceTo(game, 'auction', 2);
  assert.equal(game.state.startPlayer, (first + 1) % 3);
});

test('FL-4.6 nobody bids more than they could pay: the seat holds bids to its purchasing power, and a bid no hand of that size could pay is refused by every peer', () => {
  const game = gameAt(2, 'auction');
  const seat = simToMove(game)!;
  setFleet(game, seat, { hand: [SHRIMP, TUNA], licences: ['shrimp'] });
  // Purchasing power: $2 + $3 + $1 Shrimp discount = $6.
  assert.equal(simPlay(game, seat, { type: 'open', licence: 0, bid: 7 })?.code, 'bid-too-high');
  // Any two cards are worth $6 at most: $10 is refused by the rules themselves.
  const state = { ...game.state };
  const refused = openAuction(state, seat, 0, 10);
  assert.ok(isRuleError(refused) && refused.code === 'bid-too-high', "expected isRuleError(refused) && refused.code === 'bid-too-high'");
  play(game, seat, { type: 'open', licence: 0, bid: 6 });
});
