import type { AnyBot, AnyGame } from '../core/index.js';

/** Every playable game, by id. */
export const games: Readonly<Record<string, AnyGame>> = Object.freeze({});

/** The bots of each game, weakest first. */
export const bots: Readonly<Record<string, readonly AnyBot[]>> = Object.freeze({});
