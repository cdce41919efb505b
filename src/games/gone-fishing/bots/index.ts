/** Gone Fishing bots for both roles. Each sees only the state and its own seat's secrets. */
import type { Bot } from '../../../core/index.js';
import { chooseAnglerIntent } from './angler.js';
import { chooseFishIntent, type LayoutHabit } from './fish.js';
import type { AnglerMind } from './knowledge.js';
import { PIERS_OF_FIELD } from '../lake.js';
import { legalGoneFishingIntents } from '../legal.js';
import { anglerOf, fishOf } from '../roles.js';
import type { GoneFishingIntent, GoneFishingSecrets, GoneFishingState } from '../types.js';

type GoneFishingBot = Bot<GoneFishingState, GoneFishingIntent, GoneFishingSecrets>;

const NO_SECRETS: GoneFishingSecrets = { fair: { seat: -1, boxSecretKey: '', beaconSeed: '', deckSeeds: {}, hands: {}, openings: {} }, notes: [], protests: [] };

/** Picks uniformly among the seat's legal intents (tests and benches; not offered as a level). */
export const randomGoneFishingBot: GoneFishingBot = {
  id: 'random',
  label: 'Random',
  choose(state, seat, random, secrets) {
    return random.pick(legalGoneFishingIntents(state, seat, secrets ?? NO_SECRETS));
  },
};

/** A level: how its Angler reads the lake and how its Fish player lays it (angler.ts, fish.ts). */
function levelBot(id: string, label: string, formerIds: readonly string[], mind: AnglerMind, habit: LayoutHabit): GoneFishingBot {
  return {
    id,
    label,
    formerIds,
    choose(state, seat, random, secrets) {
      const intent =
        seat === anglerOf(state)
          ? chooseAnglerIntent(state, random, secrets, mind)
          : seat === fishOf(state)
            ? chooseFishIntent(state, seat, random, secrets, habit)
            : null;
      return intent ?? randomGoneFishingBot.choose(state, seat, random, secrets);
    },
  };
}

/** Fields most lines cross (the diagonals) seldom hide the best fish of a Fish player who shelters them. */
const SHELTER_PRIOR: readonly number[] = PIERS_OF_FIELD.map((piers) => (piers.length > 4 ? 0.7 : 1.15));

/** Easy minds the piers it walks past but not those a catch carries it on; Medium and Hard count both. */
const CAREFREE_PIERS = { walk: 0.12, catchMove: 0 } as const;
const THRIFTY_PIERS = { walk: 0.3, catchMove: 0.3 } as const;

/** Easy: forgets what it was shown once the round is over; hides its fish where few lines cross. */
export const easyGoneFishingBot = levelBot('easy', 'Easy', ['random'], { memoryRounds: 1, fieldPrior: null, pierCost: CAREFREE_PIERS }, 'sheltered');

/** Medium: remembers a tile it saw for eight rounds, following it as it slides, and counts every pier; hides its fish where few lines cross. */
export const fisherGoneFishingBot = levelBot('medium', 'Medium', ['fisher'], { memoryRounds: 8, fieldPrior: null, pierCost: THRIFTY_PIERS }, 'sheltered');

/** Hard: tracks every tile, expects fish off the busy diagonals, counts every pier; as the Fish player it leaves no pattern to learn. */
export const hardGoneFishingBot = levelBot('hard', 'Hard', [], { memoryRounds: Infinity, fieldPrior: SHELTER_PRIOR, pierCost: THRIFTY_PIERS }, 'balanced');

/** The Gone Fishing bots, weakest first. */
export const goneFishingBots: readonly GoneFishingBot[] = [easyGoneFishingBot, fisherGoneFishingBot, hardGoneFishingBot];
