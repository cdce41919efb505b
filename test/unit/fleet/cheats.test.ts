// A seat whose code is modified to cheat with its hand: each attack is a move it could sign and publish.
// Every one is refused when applied (so no peer accepts it), leaves the state as it was, and the audit
// of a log holding it names the cheater.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isRuleError, seededEntropy } from '../../../src/core/index.js';
import { auditGame, carriesShuffleProof, rememberedPassVerdict, type CipherPair } from '../../../src/fair/index.js';
import { BASE, decodePoint, encodePoint, times } from '../../../src/fair/group.js';
import { fleet, fleetProtocol, type FleetIntent, type FleetMove, type FleetSecrets, type FleetState, type HandMix, type HireMove, type LaunchMove } from '../../../src/games/fleet/index.js';
import { cardPoint, holderSecret, makeMix, makeReveal, readCard } from '../../../src/games/fleet/hands.js';
import { playTable } from './table-play.js';

type Found = { state: FleetState; seat: number; secrets: FleetSecrets; intents: readonly FleetIntent[]; log: readonly { seat: number; move: unknown }[]; players: number; options: object };

function findDuty(type: FleetIntent['type'], seed: string): Found {
  const { table, seat } = playTable(2, seed, (_t, _s, intents) => intents.some((i) => i.type === type && (i.type !== 'launch' || i.payment.cards.length > 0)), 1);
  assert.notEqual(seat, null, `no ${type} came up`);
  const intents = table.legalIntents(seat!) as FleetIntent[];
  return { state: table.state() as FleetState, seat: seat!, secrets: table.secrets(seat!) as FleetSecrets, intents, log: table.log(), players: 2, options: table.snapshot().options };
}

function honest(found: Found, intent: FleetIntent): FleetMove {
  const prepared = fleetProtocol.prepare(found.state, found.seat, found.secrets, intent, seededEntropy('honest'));
  assert.ok(!isRuleError(prepared), JSON.stringify(prepared));
  return prepared.move;
}

/** The move is refused with `code`, the state unchanged, and the audit names the seat. */
function refused(found: Found, move: unknown, code: string): void {
  const before = JSON.stringify(found.state);
  const after = fleet.apply(found.state, found.seat, move);
  assert.ok(isRuleError(after), 'the cheat was accepted');
  assert.equal(after.code, code, after.message);
  assert.equal(JSON.stringify(found.state), before);
  const verdict = auditGame(fleet, { players: found.players, options: found.options }, [...found.log, { seat: found.seat, move }]);
  assert.deepEqual(verdict.ok ? null : verdict.cheater, found.seat);
}

const secretOf = (found: Found): bigint => holderSecret(found.secrets.fair.deckSeeds.boats!);
const keyOf = (found: Found) => decodePoint(found.state.fair.decks.boats!.keys[found.seat]!)!;

/** An encryption of `card` under the seat's own key, as a cheat would slip into its hand. */
function forgedCipher(found: Found, card: number, r: bigint): CipherPair {
  return [encodePoint(times(BASE, r)), encodePoint(decodePoint(cardPoint(card))!.add(times(keyOf(found), r)))];
}

test('paying with a card not held: a reveal that names another card, or a slot past the hand, is refused', () => {
  const found = findDuty('launch', 'cheat-launch');
  const intent = found.intents.find((i): i is Extract<FleetIntent, { type: 'launch' }> => i.type === 'launch' && i.payment.cards.length > 0)!;
  const move = honest(found, intent) as LaunchMove;
  assert.ok(!isRuleError(fleet.apply(found.state, found.seat, move)), 'the honest move is accepted');
  const paid = move.payment.cards[0]!;
  const claimed = (paid.card + 7) % 96; // a card the seat does not hold at that slot
  refused(found, { ...move, payment: { ...move.payment, cards: [{ ...paid, card: claimed }, ...move.payment.cards.slice(1)] } }, 'card-mismatch');
  refused(found, { ...move, payment: { ...move.payment, cards: [{ ...paid, slot: move.mix.cards.length }, ...move.payment.cards.slice(1)] } }, 'no-such-slot');
  // The seat agent refuses an intent naming a card not in hand before anything is signed.
  const hand = fleetProtocol.view(found.state, found.seat, found.secrets).hand!;
  const missing = Array.from({ length: 96 }, (_, c) => c).find((c) => !hand.includes(c))!;
  const prepared = fleetProtocol.prepare(found.state, found.seat, found.secrets, { ...intent, payment: { ...intent.payment, cards: [missing] } }, seededEntropy('x'));
  assert.ok(isRuleError(prepared) && prepared.code === 'card-not-held', "expected isRuleError(prepared) && prepared.code === 'card-not-held'");
});

test('a forged share: a share of another card\'s base, or a random point with a proof for something else, is refused', () => {
  const found = findDuty('launch', 'cheat-share');
  const intent = found.intents.find((i) => i.type === 'launch' && i.payment.cards.length > 0)!;
  const move = honest(found, intent) as LaunchMove;
  const boat = move.boat;
  // The share that would open the slot to a King Crab card: b − P(card); its proof cannot be made without the key.
  const target = move.mix.cards[boat.slot]!;
  const wanted = 90;
  const share = encodePoint(decodePoint(target[1])!.subtract(decodePoint(cardPoint(wanted))!));
  refused(found, { ...move, boat: { ...boat, card: wanted, share } }, 'share-unproven');
  const other = move.payment.cards[0]!;
  refused(found, { ...move, boat: { ...boat, share: other.share, proof: other.proof } }, 'share-unproven');
});

test('a captain that was not in hand: a hire whose mix holds a card the seat never had is refused', () => {
  const found = findDuty('hire', 'cheat-hire');
  const intent = found.intents.find((i) => i.type === 'hire')!;
  const move = honest(found, intent) as HireMove;
  assert.ok(!isRuleError(fleet.apply(found.state, found.seat, move)), 'expected !isRuleError(fleet.apply(found.state, found.seat, move))');
  const cards = [...move.mix.cards];
  cards[move.captain] = forgedCipher(found, 95, 12345n);
  refused(found, { ...move, mix: { ...move.mix, cards } }, 'mix-unproven');
  // A mix of a hand one card longer (the forged captain added) does not even have the hand's size.
  refused(found, { ...move, mix: { ...move.mix, cards: [...move.mix.cards, forgedCipher(found, 95, 777n)] } }, 'mix-malformed');
  // An old mix (replayed from another state) is not a shuffle of the hand now.
  const stale: HandMix = makeMix(found.state.fair, found.seat, found.state.fleets[found.seat]!.hand.slice(1), new Uint8Array(64).fill(3));
  refused(found, { ...move, mix: stale }, 'mix-malformed');
});

test('a substituted card: a mixed hand with one card swapped for a better one, then opened, is refused', () => {
  const found = findDuty('launch', 'cheat-swap');
  const intent = found.intents.find((i) => i.type === 'launch' && i.payment.cards.length > 0)!;
  const move = honest(found, intent) as LaunchMove;
  const secret = secretOf(found);
  const cards = [...move.mix.cards];
  const slot = move.boat.slot;
  // Swap the launched boat for a King Crab boat (3 VP) encrypted under the seat's own key, with a valid opening.
  cards[slot] = forgedCipher(found, 90, 999n);
  assert.equal(readCard(cards[slot], secret), 90);
  const reveal = makeReveal(found.state.fair, found.seat, secret, cards, slot, 90, new Uint8Array(32).fill(5));
  refused(found, { ...move, mix: { ...move.mix, cards }, boat: reveal }, 'mix-unproven');
});

test('discarding a card that was not just drawn, or another seat\'s move, is refused', () => {
  const found = findDuty('discard', 'cheat-discard');
  const owed = found.state.discardOwed!;
  if (owed.drawn) {
    const intent = found.intents.find((i) => i.type === 'discard')!;
    const move = honest(found, intent) as Extract<FleetMove, { type: 'discard' }>;
    const notDrawn = Array.from({ length: found.state.fleets[found.seat]!.hand.length }, (_, i) => i).find((i) => !owed.drawn!.includes(i))!;
    const secret = secretOf(found);
    const hand = found.state.fleets[found.seat]!.hand;
    const card = readCard(hand[notDrawn]!, secret)!;
    if (hand[notDrawn]![0] !== '0'.repeat(64)) {
      const reveal = makeReveal(found.state.fair, found.seat, secret, hand, notDrawn, card, new Uint8Array(32).fill(9));
      refused(found, { ...move, card: reveal }, 'not-a-drawn-card');
    } else {
      refused(found, { ...move, card: { ...move.card, slot: notDrawn } }, 'not-a-drawn-card');
    }
  }
  const other = 1 - found.seat;
  const after = fleet.apply(found.state, other, { type: 'done' });
  assert.ok(isRuleError(after) && after.code === 'not-your-turn', "expected isRuleError(after) && after.code === 'not-your-turn'");
});

test('a mix this device made is not checked again, but any copy of it with one ciphertext changed, swapped or dropped is', () => {
  const found = findDuty('launch', 'own-mix');
  const intent = found.intents.find((i) => i.type === 'launch' && i.payment.cards.length > 0)!;
  const move = honest(found, intent) as LaunchMove;
  const hand = found.state.fleets[found.seat]!.hand;
  const key = found.state.fair.decks.boats!.keys[found.seat]!;
  const context = { room: found.state.fair.room, game: found.state.fair.game, deck: 'boats', step: 'hand-mix', seat: found.seat };
  const check = { context, input: hand, output: move.mix.cards, jointKey: key, proof: move.mix.proof };
  assert.equal(rememberedPassVerdict(check), true, 'the maker remembers its own mix as proven');
  // A room checks a peer's mix in the deck workers first: the fold recognises a move carrying one.
  assert.ok(carriesShuffleProof(move), 'expected carriesShuffleProof(move)');
  assert.ok(!carriesShuffleProof({ type: 'pay', mix: null, payment: { cards: [], crates: 0, goneFishin: 0 } }), "expected !carriesShuffleProof({ type: 'pay', mix: null, payment: { cards: [], crates: 0, goneFishin: 0 } })");
  const cards = [...move.mix.cards];
  assert.ok(cards.length >= 2, 'a hand of two cards or more');
  const changed = [...cards];
  changed[0] = [cards[0]![0], cards[1]![1]];
  refused(found, { ...move, mix: { ...move.mix, cards: changed } }, 'mix-unproven');
  refused(found, { ...move, mix: { ...move.mix, cards: [cards[1]!, cards[0]!, ...cards.slice(2)] } }, 'mix-unproven');
  refused(found, { ...move, mix: { ...move.mix, cards: [cards[0]!, cards[0]!, ...cards.slice(2)] } }, 'mix-unproven');
  refused(found, { ...move, mix: { ...move.mix, cards: cards.slice(1) } }, 'mix-malformed');
  // Nothing this device remembers stands in for a check of another statement.
  assert.equal(rememberedPassVerdict({ ...check, output: changed }), false, 'the refused copy is remembered as refused');
});
