// Fishery bot levels: decision times, each level against the others, and the top level against a generic
// UCT player written apart from the bots (bench/rivals/fishery-uct.ts), with 95 % Wilson intervals.
// Default: small samples at a fifth of the real thinking time, to finish in a few minutes.
// `npm run bench -- bots` or BENCH_FULL=1: 100 games a pairing, Hard at 1 s a move against the UCT at 0.5 s
// (hours on a shared machine; run under `nice -n 10`). FISHERY_BENCH_GAMES overrides the game count.
// Every bot thinks by this process's CPU time (rivals/stats.ts cpuClock): Hard's second is the search it makes
// in 1 s on an idle core, however loaded the machine, so the levels compare the same under load as at idle.
import { easyBot, hardBot, mediumBot } from '../src/games/fishery/bots/index.js';
import { genericUct } from './rivals/fishery-uct.js';
import { fisheryMatch, type FisheryBot } from './rivals/fishery-match.js';
import { cpuClock, fullBench, load, share, timeSummary } from './rivals/stats.js';

const full = fullBench();
const games = Number(process.env.FISHERY_BENCH_GAMES ?? (full ? 100 : 10));
const thinkingMs = full ? 1000 : 200;
const rivalMs = thinkingMs / 2;

const levels = new Set([easyBot.id, mediumBot.id, hardBot.id]);

function report(name: string, bot: FisheryBot, rival: FisheryBot, seed: number): void {
  const result = fisheryMatch(bot, rival, games, seed, thinkingMs);
  console.log(`fishery ${name}: ${share(result.wins, result.games)}, mean margin ${(result.margin / result.games).toFixed(1)} fish (load ${load()})`);
  console.log(`fishery ${bot.id} moves (${name}), CPU time: ${timeSummary(result.times)}`);
  if (levels.has(rival.id)) console.log(`fishery ${rival.id} moves (${name}), CPU time: ${timeSummary(result.rivalTimes)}`);
}

console.log(`fishery bots: ${games} games a pairing, colours alternating, Hard thinks ${thinkingMs} ms, the UCT rival ${rivalMs} ms`);
report('medium vs easy', mediumBot, easyBot, 31_000);
report('hard vs medium', hardBot, mediumBot, 32_000);
report('hard vs easy', hardBot, easyBot, 33_000);
const uct = genericUct(rivalMs, cpuClock);
report(`hard vs generic UCT ${rivalMs} ms`, hardBot, uct, 34_000);
if (full) {
  report(`medium vs generic UCT ${rivalMs} ms`, mediumBot, uct, 35_000);
  report(`easy vs generic UCT ${rivalMs} ms`, easyBot, uct, 36_000);
}
