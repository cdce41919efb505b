import type { AnyBot, AnyGame } from '../core/index.js';
import { fishery } from './fishery/index.js';
import { fisheryBots } from './fishery/bots/index.js';
import { goneFishing, goneFishingBots } from './gone-fishing/index.js';
import { wishes, wishesBots } from './wishes/index.js';

/** Every playable game, by id. */
export const games: Readonly<Record<string, AnyGame>> = Object.freeze({ fishery, wishes, 'gone-fishing': goneFishing });

/** The bots of each game, weakest first. */
export const bots: Readonly<Record<string, readonly AnyBot[]>> = Object.freeze({ fishery: fisheryBots, wishes: wishesBots, 'gone-fishing': goneFishingBots });
