/**
 * Fleet bots, weakest first. Each decides from its seat's view (protocol.view: the public state, its own
 * hand and captains), never from another seat's cards: the public state holds no hand, only ciphertexts.
 * Random picks among its legal intents; Skipper plays by heuristics (captain.ts): licences valued by the
 * rounds left, launches and captains whenever they pay, full boats' crates processed and traded for
 * cards; Admiral weighs Skipper's choice against a few others by playing each out on the practice table
 * with the cards it cannot see dealt at random (admiral.ts).
 */
import type { Bot } from '../../../core/index.js';
import { legalIntents } from '../legal.js';
import { fleetProtocol, type FleetSecrets } from '../protocol.js';
import type { FleetIntent, FleetState } from '../types.js';
import { decideAdmiral, type AdmiralPlan } from './admiral.js';
import { decide, type Style } from './captain.js';

type FleetBot = Bot<FleetState, FleetIntent, FleetSecrets>;

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

/** Admiral: Skipper's choices weighed by play-outs (admiral.ts), within about 8,000 simulated moves a choice. */
export const ADMIRAL_PLAN: AdmiralPlan = { style: SKIPPER_STYLE, playouts: 10, candidates: 5, moves: 8000 };

function styled(id: string, label: string, style: Style): FleetBot {
  return {
    id,
    label,
    choose: (state, seat, random, secrets) => decide(fleetProtocol.view(state, seat, secrets), seat, style, random),
  };
}

export const skipperBot = styled('skipper', 'Skipper', SKIPPER_STYLE);
export const admiralBot: FleetBot = {
  id: 'admiral',
  label: 'Admiral',
  choose: (state, seat, random, secrets, time) => decideAdmiral(fleetProtocol.view(state, seat, secrets), seat, ADMIRAL_PLAN, random, time),
};

export const fleetBots: readonly FleetBot[] = [randomFleetBot, skipperBot, admiralBot];
