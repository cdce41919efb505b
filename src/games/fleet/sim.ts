/**
 * A practice table of Fleet with the hands in the clear: the same round (round.ts) dealt from a seeded
 * shuffle instead of the private deck, with no proofs. It plays thousands of games a minute: the bots'
 * matches, the rules' property tests and the bench use it. Each seat's view is what protocol.view gives
 * at a real table: the public state, its own hand and captains.
 */
import { hash64, isRuleError, ruleError, toHex, utf8 } from '../../core/index.js';
import type { Random, RuleError, Seat } from '../../core/index.js';
import { createFair, drawStream, type CipherPair, type DrawStream } from '../../fair/index.js';
import { BOAT_CARDS, startingDeck, startingHand } from './data.js';
import { purchasingPower } from './legal.js';
import { parseIntent } from './moves.js';
import { resolveOptions } from './options.js';
import {
  declineAuction,
  discardCard,
  finishTurn,
  hireCaptain,
  initialState,
  launchBoat,
  openAuction,
  passBid,
  payLicence,
  playerToMove,
  processCrates,
  raiseBid,
  settle,
  type Dealer,
} from './round.js';
import { fleetError, type FleetIntent, type FleetOptions, type FleetState, type FleetView } from './types.js';

const PLACEHOLDER: CipherPair = ['', ''];

/** A practice game: the public state and what the private deck would keep secret. */
export interface SimGame {
  state: FleetState;
  /** Each seat's hand, card ids in slot order. */
  readonly hands: number[][];
  /** Each seat's captains' cards by boat index. */
  readonly captains: Record<string, number>[];
  /** The boat deck's cards, top first. */
  deck: number[];
  readonly seed: string;
}

/** A draw stream from a seeded Random: cheaper than hashing, for a bot's play-outs. */
function streamOf(random: Random): DrawStream {
  return { word: () => random.int(2 ** 32), int: (bound) => random.int(bound) };
}

function shuffled(seed: string, label: string, cards: readonly number[], random?: Random): number[] {
  const stream = random ? streamOf(random) : drawStream(toHex(hash64('fleet-sim', utf8(seed), utf8(label))));
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = stream.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function dealerOf(game: SimGame, random?: Random): Dealer {
  let draws = 0;
  let reshuffles = 0;
  let dealing: number[] = [];
  return {
    ask(state, purpose) {
      return { ...state, waits: [...state.waits, { draw: draws++, purpose }] };
    },
    output: (_state, wait) => (random ? streamOf(random) : drawStream(toHex(hash64('fleet-sim-draw', utf8(game.seed), utf8(String(wait.draw)))))),
    ready: () => true,
    deal(state, seat, count, reason) {
      dealing = game.deck.splice(0, count);
      return { ...state, deck: state.deck.slice(count), dealing: { seat, positions: state.deck.slice(0, count), reason } };
    },
    finishDeal(state) {
      const seat = state.dealing!.seat;
      const n = dealing.length;
      game.hands[seat]!.push(...dealing);
      dealing = [];
      return { ...state, fleets: state.fleets.map((f, s) => (s === seat ? { ...f, hand: [...f.hand, ...Array.from({ length: n }, () => PLACEHOLDER)] } : f)) };
    },
    reshuffle(state) {
      game.deck = [...game.deck, ...shuffled(game.seed, `reshuffle ${reshuffles++}`, state.discard, random)];
      const deck = Array.from({ length: game.deck.length }, (_, i) => i + BOAT_CARDS * reshuffles);
      return { ...state, deck, discard: [], events: [...state.events, { kind: 'reshuffled', cards: state.discard.length }] };
    },
  };
}

const dealers = new WeakMap<SimGame, Dealer>();

/** A new practice game, dealt from `seed`. */
export function createSim(players: number, seed: string, options?: Partial<FleetOptions>): SimGame {
  const resolved = resolveOptions(options);
  const hands = Array.from({ length: players }, (_, seat) => startingHand(seat));
  const deck = shuffled(seed, 'deck', startingDeck(players));
  const fair = createFair({ room: resolved.room, game: 'fleet', seats: players, chainLength: 2 });
  const state = initialState(players, resolved, hands.map((h) => h.map(() => PLACEHOLDER)), deck.map((_, i) => i), fair);
  const game: SimGame = { state, hands, captains: hands.map(() => ({})), deck, seed };
  const dealer = dealerOf(game);
  dealers.set(game, dealer);
  game.state = settle(state, dealer);
  return game;
}

/**
 * A practice game continuing from a public state (no draw, deal or wait in progress) with these hands,
 * captains and deck: a bot's guess at what it cannot see, played out to weigh its choices. With `draws`,
 * the licences turned up and the reshuffles come from it instead of from hashes of `seed`.
 */
export function simFrom(state: FleetState, hands: number[][], captains: Record<string, number>[], deck: number[], seed: string, draws?: Random): SimGame {
  if (state.waits.length > 0 || state.dealing || state.owed.length > 0) throw new RangeError('a practice game starts between moves');
  const game: SimGame = {
    state: { ...state, deck: deck.map((_, i) => i), fleets: state.fleets.map((f, s) => ({ ...f, hand: hands[s]!.map(() => PLACEHOLDER) })) },
    hands,
    captains,
    deck,
    seed,
  };
  dealers.set(game, dealerOf(game, draws));
  return game;
}

/** What `seat` sees, as at a real table. */
export function simView(game: SimGame, seat: Seat): FleetView {
  return { ...game.state, hand: [...game.hands[seat]!], captains: { ...game.captains[seat]! } };
}

/** The seat to move, or null. */
export function simToMove(game: SimGame): Seat | null {
  return playerToMove(game.state);
}

function take(hand: number[], cards: readonly number[]): number[] | null {
  const left = [...hand];
  for (const card of cards) {
    const i = left.indexOf(card);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

const holes = (n: number): CipherPair[] => Array.from({ length: n }, () => PLACEHOLDER);

/** Plays `seat`'s intent; null when accepted, else the RuleError (the game is unchanged). */
export function simPlay(game: SimGame, seat: Seat, given: unknown): RuleError | null {
  const intent = parseIntent(given);
  if (isRuleError(intent)) return intent;
  if (game.state.phase === 'over') return fleetError('game-over', 'The game is over.');
  if (simToMove(game) !== seat) return fleetError('not-your-turn', 'It is not your turn.');
  const result = applyIntent({ ...game.state, events: [] }, seat, intent, game.hands[seat]!);
  if (isRuleError(result)) return result;
  game.hands[seat] = result.left;
  if (result.captain) game.captains[seat]![result.captain.boat] = result.captain.card;
  game.state = settle(result.next, dealers.get(game)!);
  return null;
}

function applyIntent(state: FleetState, seat: Seat, intent: FleetIntent, hand: number[]): { next: FleetState; left: number[]; captain: { boat: number; card: number } | null } | RuleError {
  const wrong = (): RuleError => fleetError('wrong-phase', 'That is not possible now.');
  const done = (next: FleetState | RuleError, left = hand, captain: { boat: number; card: number } | null = null) =>
    isRuleError(next) ? next : { next, left, captain };
  switch (intent.type) {
    case 'open':
    case 'raise':
      if (state.phase !== 'auction') return wrong();
      if (intent.bid > purchasingPower(state, seat, hand)) return fleetError('bid-too-high', 'You could not pay that much (FL-4.6).');
      return done(intent.type === 'open' ? openAuction(state, seat, intent.licence, intent.bid) : raiseBid(state, seat, intent.bid));
    case 'decline':
      return state.phase === 'auction' ? done(declineAuction(state, seat)) : wrong();
    case 'pass':
      return state.phase === 'auction' ? done(passBid(state, seat)) : wrong();
    case 'done':
      return done(finishTurn(state, seat));
    case 'process':
      return state.phase === 'processing' ? done(processCrates(state, seat, intent.boats, intent.trade)) : wrong();
    case 'pay': {
      const left = take(hand, intent.payment.cards);
      if (!left) return fleetError('card-not-held', 'You do not hold that card.');
      return done(payLicence(state, seat, intent.payment, holes(left.length)), left);
    }
    case 'launch': {
      if (state.phase !== 'launch') return wrong();
      const left = take(hand, [intent.card, ...intent.payment.cards]);
      if (!left) return fleetError('card-not-held', 'You do not hold that card.');
      return done(launchBoat(state, seat, intent.card, intent.payment, holes(left.length)), left);
    }
    case 'hire': {
      if (state.phase !== 'hire') return wrong();
      const left = take(hand, [intent.card]);
      if (!left) return fleetError('card-not-held', 'You do not hold that card.');
      return done(hireCaptain(state, seat, intent.boat, holes(left.length)), left, { boat: intent.boat, card: intent.card });
    }
    case 'discard': {
      const owed = state.discardOwed;
      if (!owed || owed.seat !== seat || owed.count === 0) return fleetError('no-discard-owed', 'You owe no discard now.');
      let slot = -1;
      if (owed.drawn) slot = owed.drawn.find((s) => hand[s] === intent.card) ?? -1;
      else slot = hand.indexOf(intent.card);
      if (slot < 0) return owed.drawn ? fleetError('not-a-drawn-card', 'The discard is one of the cards just drawn (FL-9.1).') : fleetError('card-not-held', 'You do not hold that card.');
      const left = hand.filter((_, i) => i !== slot);
      return done(discardCard(state, seat, intent.card, holes(left.length)), left);
    }
    default:
      return ruleError('not-an-intent', 'Unknown intent.');
  }
}
