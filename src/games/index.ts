import type { AnyGame } from '../core/index.js';

/** Every playable game, by id. */
export const games: Readonly<Record<string, AnyGame>> = Object.freeze({});
