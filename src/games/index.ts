import type { AnyBot, AnyGame } from '../core/index.js';
import { fishery } from './fishery/index.js';

/** Every playable game, by id. */
export const games: Readonly<Record<string, AnyGame>> = Object.freeze({ fishery });

/** The bots of each game, weakest first. */
export const bots: Readonly<Record<string, readonly AnyBot[]>> = Object.freeze({});
