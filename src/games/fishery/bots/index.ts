/** Fishery bots: the app's levels and the greedy baseline. */
export { easyBot, mediumBot, hardBot, fisheryBots, searchBot } from './levels.js';
export { greedyBot } from './greedy.js';
