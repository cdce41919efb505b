/**
 * Fleet bot levels, weakest first: Easy, Medium (id 'skipper', the default) and Hard (id 'admiral'); the
 * ids are those saved games and rooms store, and a game saved with the former Random level resumes with
 * Easy. Each decides from its seat's view (protocol.view: the public state, its own hand and captains),
 * never from another seat's cards: the public state holds no hand, only ciphertexts. Skipper plays by
 * heuristics (captain.ts): licences valued by the rounds left, launches and captains whenever they pay,
 * full boats' crates processed and traded for cards; Easy is a timid, hasty Skipper with a beginner's
 * slips (easy.ts); Admiral weighs Skipper's choice against a few others by playing each out on the
 * practice table with the cards it cannot see dealt at random (admiral.ts).
 */
import type { Bot } from '../../../core/index.js';
import { legalIntents } from '../legal.js';
import { fleetProtocol, type FleetSecrets } from '../protocol.js';
import type { FleetIntent, FleetState } from '../types.js';
import { decideAdmiral, type AdmiralPlan } from './admiral.js';
import { decide, type Style } from './captain.js';
import { decideEasy, type EasyPlan } from './easy.js';

type FleetBot = Bot<FleetState, FleetIntent, FleetSecrets>;

/** Any legal intent: no level a player is offered, a yardstick for the benches and tests. */
export const randomFleetBot: FleetBot = {
  id: 'random',
  label: 'Random',
  choose(state, seat, random, secrets) {
    const view = fleetProtocol.view(state, seat, secrets);
    return random.pick(legalIntents(view, seat, view.hand ?? []));
  },
};

export const SKIPPER_STYLE: Style = {
  licenceRate: { shrimp: 0.6, cod: 0.6, lobster: 0.5, tuna: 0.6, processing: 0.2, pub: 0, 'king-crab-captains': 0, 'king-crab-crates': 0, 'king-crab-licences': 0 },
  vpValue: 1,
  newTypeValue: 1.5,
  spendShare: 0.8,
  process: true,
  planLaunches: false,
  crateHope: 0.8,
  cardCost: 0.5,
};

/**
 * Easy: Skipper's judgement, but timid with its money (bids at most 45 % of what it could pay before the
 * last round, where Skipper goes to 80 %), each licence misjudged by up to 60 % either way, a handy payment
 * up to $2 dear half the time, an optional step forgotten 60 % of the time and the wrong card of two kept
 * 40 % of the time. On bench/fleet-bots.bench.ts (400 four-player games, two seats each) Skipper's seats
 * take 79 % of the wins against Easy's [95 % CI 75, 83], and Easy's 92 % against Random's [89, 95].
 */
export const EASY_PLAN: EasyPlan = { style: { ...SKIPPER_STYLE, spendShare: 0.45 }, misjudge: 0.6, handyPayment: 0.5, overpay: 2, forget: 0.6, slip: 0.4 };

/** Admiral: Skipper's choices weighed by play-outs (admiral.ts), within about 8,000 simulated moves a choice. */
export const ADMIRAL_PLAN: AdmiralPlan = { style: SKIPPER_STYLE, playouts: 10, candidates: 5, moves: 8000 };

function styled(id: string, label: string, style: Style): FleetBot {
  return {
    id,
    label,
    choose: (state, seat, random, secrets) => decide(fleetProtocol.view(state, seat, secrets), seat, style, random),
  };
}

export const easyBot: FleetBot = {
  id: 'easy',
  label: 'Easy',
  formerIds: ['random'],
  choose: (state, seat, random, secrets) => decideEasy(fleetProtocol.view(state, seat, secrets), seat, EASY_PLAN, random),
};
export const skipperBot = styled('skipper', 'Medium', SKIPPER_STYLE);
export const admiralBot: FleetBot = {
  id: 'admiral',
  label: 'Hard',
  choose: (state, seat, random, secrets, time) => decideAdmiral(fleetProtocol.view(state, seat, secrets), seat, ADMIRAL_PLAN, random, time),
};

export const fleetBots: readonly FleetBot[] = [easyBot, skipperBot, admiralBot];
