// Scenario building for Fleet's rule tests: a practice game (src/games/fleet/sim.ts, the same round as the
// real table, hands in the clear) driven to a phase, then given the licences, boats and hands a rule needs.
import assert from 'node:assert/strict';
import type { CipherPair } from '../../../src/fair/index.js';
import { createSim, simPlay, simToMove, type SimGame } from '../../../src/games/fleet/sim.js';
import type { Boat, BoatType, Fleet, FleetIntent, FleetOptions, LicenceKind, Phase } from '../../../src/games/fleet/index.js';
import { boatType } from '../../../src/games/fleet/index.js';

const HOLE: CipherPair = ['', ''];

/** Plays `intent` and fails the test on a refusal. */
export function play(game: SimGame, seat: number, intent: FleetIntent): void {
  const error = simPlay(game, seat, intent);
  assert.equal(error, null, `${JSON.stringify(intent)} by seat ${seat}: ${error?.message}`);
}

/** Plays the quietest move of the seat to move: decline, pass, an empty payment, done, the first discard. */
export function quietMove(game: SimGame): void {
  const seat = simToMove(game);
  assert.notEqual(seat, null, `no one to move in ${game.state.phase}`);
  const state = game.state;
  let intent: FleetIntent;
  if (state.phase === 'auction') intent = state.auction!.paying === seat ? { type: 'pay', payment: { cards: [], crates: 0, goneFishin: 0 } } : state.auction!.licence === null ? { type: 'decline' } : { type: 'pass' };
  else if (state.phase === 'draw') {
    const owed = state.discardOwed!;
    const hand = game.hands[seat!]!;
    intent = { type: 'discard', card: owed.drawn ? hand[owed.drawn[0]!]! : hand[0]! };
  } else intent = { type: 'done' };
  play(game, seat!, intent);
}

/** Plays quiet moves until `phase` (of round `round` or later) has a player to move. */
export function advanceTo(game: SimGame, phase: Phase, round = game.state.round): void {
  for (let guard = 0; guard < 2000; guard++) {
    if (game.state.phase === phase && game.state.round >= round && simToMove(game) !== null) return;
    quietMove(game);
  }
  assert.fail(`never reached ${phase}`);
}

/** The cards `seat` drew for `reason` in the last move. */
export function drawnFor(game: SimGame, seat: number, reason: string): number {
  return game.state.events.reduce((n, e) => n + (e.kind === 'drawn' && e.seat === seat && e.reason === reason ? e.count : 0), 0);
}

/** A practice game of `players` seats at the first `phase` with a player to move. */
export function gameAt(players: number, phase: Phase, options: Partial<FleetOptions> = {}, seed = 'fixture'): SimGame {
  const game = createSim(players, seed, options);
  advanceTo(game, phase);
  return game;
}

/** Gives `seat` exactly these licences, boats and hand (card ids). */
export function setFleet(game: SimGame, seat: number, change: { licences?: LicenceKind[]; boats?: Partial<Boat>[]; hand?: number[]; processed?: number; goneFishin?: number }): void {
  if (change.hand) game.hands[seat] = [...change.hand];
  const hand = game.hands[seat]!;
  const fleets = game.state.fleets.map((f, s): Fleet => {
    if (s !== seat) return f;
    return {
      ...f,
      licences: change.licences ?? f.licences,
      boats: change.boats ? change.boats.map((b) => ({ card: 0, type: 'shrimp', captain: false, crates: 0, processed: false, ...b })) : f.boats,
      hand: hand.map(() => HOLE),
      processed: change.processed ?? f.processed,
      goneFishin: change.goneFishin ?? f.goneFishin,
    };
  });
  game.state = { ...game.state, fleets };
}

/** A card of `type` in no hand, boat, deck or discard pile of the practice game… or any card of that type (tests only read types). */
export function cardOf(type: BoatType, nth = 0): number {
  let seen = 0;
  for (let card = 0; card < 96; card++) {
    if (boatType(card) !== type) continue;
    if (seen++ === nth) return card;
  }
  throw new RangeError(type);
}
