/** Fishery bots: the app's levels and the greedy baseline. */
export { easyBot, hardBot, fisheryBots, monteCarloBot } from './levels.js';
export { greedyBot } from './greedy.js';
