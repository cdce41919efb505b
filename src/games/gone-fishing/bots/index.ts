/** Gone Fishing bots for both roles. Each sees only the state and its own seat's secrets. */
import type { Bot } from '../../../core/index.js';
import { chooseAnglerIntent } from './angler.js';
import { chooseFishIntent } from './fish.js';
import { legalGoneFishingIntents } from '../legal.js';
import { anglerOf, fishOf } from '../roles.js';
import type { GoneFishingIntent, GoneFishingSecrets, GoneFishingState } from '../types.js';

type GoneFishingBot = Bot<GoneFishingState, GoneFishingIntent, GoneFishingSecrets>;

const NO_SECRETS: GoneFishingSecrets = { fair: { seat: -1, boxSecretKey: '', beaconSeed: '', deckSeeds: {}, hands: {}, openings: {} }, notes: [], protests: [] };

/** Picks uniformly among the seat's legal intents (throws, like `Random.pick`, when the seat has none). */
export const randomGoneFishingBot: GoneFishingBot = {
  id: 'random',
  label: 'Random',
  choose(state, seat, random, secrets) {
    return random.pick(legalGoneFishingIntents(state, seat, secrets ?? NO_SECRETS));
  },
};

/** The Angler bot on its fishing day, the Fish bot on the other (angler.ts, fish.ts). */
export const fisherGoneFishingBot: GoneFishingBot = {
  id: 'fisher',
  label: 'Fisher',
  choose(state, seat, random, secrets) {
    const intent =
      seat === anglerOf(state)
        ? chooseAnglerIntent(state, random, secrets)
        : seat === fishOf(state)
          ? chooseFishIntent(state, seat, random, secrets)
          : null;
    return intent ?? randomGoneFishingBot.choose(state, seat, random, secrets);
  },
};

/** The Gone Fishing bots, weakest first. */
export const goneFishingBots: readonly GoneFishingBot[] = [randomGoneFishingBot, fisherGoneFishingBot];
