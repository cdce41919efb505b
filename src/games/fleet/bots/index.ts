/**
 * Fleet bots, weakest first. Each decides from its seat's view (protocol.view: the public state, its own
 * hand and captains), never from another seat's cards: the public state holds no hand, only ciphertexts.
 * Random picks among its legal intents; Skipper and Admiral are the same player (captain.ts) with
 * different weights: Admiral values licences by the rounds left, keeps a reserve for launches and turns
 * full boats' crates into cards.
 */
import type { Bot } from '../../../core/index.js';
import { legalIntents } from '../legal.js';
import { fleetProtocol, type FleetSecrets } from '../protocol.js';
import type { FleetIntent, FleetState } from '../types.js';
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
  licenceRate: { shrimp: 1, cod: 1, lobster: 1, tuna: 1, processing: 1, pub: 0, 'king-crab-captains': 1, 'king-crab-crates': 1, 'king-crab-licences': 1 },
  vpValue: 1,
  reserve: 1,
  process: false,
  planLaunches: false,
};

export const ADMIRAL_STYLE: Style = {
  licenceRate: { shrimp: 1.2, cod: 1.5, lobster: 1.2, tuna: 1, processing: 1, pub: 0, 'king-crab-captains': 1.2, 'king-crab-crates': 1.2, 'king-crab-licences': 1.2 },
  vpValue: 1.2,
  reserve: 2,
  process: true,
  planLaunches: true,
};

function styled(id: string, label: string, style: Style): FleetBot {
  return {
    id,
    label,
    choose: (state, seat, random, secrets) => decide(fleetProtocol.view(state, seat, secrets), seat, style, random),
  };
}

export const skipperBot = styled('skipper', 'Skipper', SKIPPER_STYLE);
export const admiralBot = styled('admiral', 'Admiral', ADMIRAL_STYLE);

export const fleetBots: readonly FleetBot[] = [randomFleetBot, skipperBot, admiralBot];
