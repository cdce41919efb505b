// Fishery bot levels: decision times, each level against the others, and the top level against a generic
// UCT player written apart from the bots (bench/rivals/fishery-uct.ts), with 95 % Wilson intervals.
// Default: small samples at a fifth of the real thinking time, to finish in a few minutes.
// `npm run bench -- bots` or BENCH_FULL=1: 100 games a pairing, Hard at the app's 900 ms a move against the UCT
// at 0.5 s and at 2 s (hours on a shared machine; run under `nice -n 19`). FISHERY_BENCH_GAMES overrides the game
// count, FISHERY_UCT_MS the UCT's times a move (e.g. "500,2000"), FISHERY_PAIRINGS which pairings run (e.g.
// "hard-medium,hard-uct"); FISHERY_FIRST_GAME where each pairing's seeded series starts (to add games to an
// earlier run; even keeps the colours); FISHERY_PROGRESS=1 prints each game's result as it ends.
// Hard's wait as a player sees it: its decisions asked of the app's bot worker (on a worker thread, wall clock).
// Every bot thinks by this process's CPU time (rivals/stats.ts cpuClock): Hard's second is the search it makes
// in 1 s on an idle core, however loaded the machine, so the levels compare the same under load as at idle.
import { isRuleError, seededRandom } from '../src/core/index.js';
import { easyBot, hardBot, mediumBot } from '../src/games/fishery/bots/index.js';
import { fishery, type FisheryState } from '../src/games/fishery/index.js';
import { DEFAULT_THINKING_MS } from '../src/table/bot-request.js';
import { workerDecisionTimes } from './rivals/worker-timing.js';
import { genericUct } from './rivals/fishery-uct.js';
import { fisheryMatch, type FisheryBot, type MatchResult } from './rivals/fishery-match.js';
import { cpuClock, fullBench, load, share, timeSummary } from './rivals/stats.js';

const full = fullBench();
const games = Number(process.env.FISHERY_BENCH_GAMES ?? (full ? 100 : 10));
const thinkingMs = full ? DEFAULT_THINKING_MS : 180;
const rivalTimes = (process.env.FISHERY_UCT_MS ?? (full ? '500,2000' : '100')).split(',').map(Number);
const firstGame = Number(process.env.FISHERY_FIRST_GAME ?? 0);
const progress = process.env.FISHERY_PROGRESS === '1';
const pairings = process.env.FISHERY_PAIRINGS?.split(',');
const runs = (pairing: string): boolean => !pairings || pairings.includes(pairing);

const levels = new Set([easyBot.id, mediumBot.id, hardBot.id]);

function report(name: string, bot: FisheryBot, rival: FisheryBot, seed: number): void {
  let won = 0;
  const onGame = (sofar: MatchResult, played: number, margin: number): void => {
    if (progress) console.log(`  ${name} game ${firstGame + played - 1}: ${sofar.wins > won ? 'won' : 'lost'} by ${Math.abs(margin)}, ${sofar.wins}/${played} (load ${load()})`);
    won = sofar.wins;
  };
  const result = fisheryMatch(bot, rival, games, seed, thinkingMs, onGame, firstGame);
  console.log(`fishery ${name}: ${share(result.wins, result.games)}, mean margin ${(result.margin / result.games).toFixed(1)} fish (load ${load()})`);
  console.log(`fishery ${bot.id} moves (${name}), CPU time: ${timeSummary(result.times)}`);
  if (levels.has(rival.id)) console.log(`fishery ${rival.id} moves (${name}), CPU time: ${timeSummary(result.rivalTimes)}`);
}

console.log(`fishery bots: ${games} games a pairing from game ${firstGame}, colours alternating, Hard thinks ${thinkingMs} ms, the UCT rival ${rivalTimes.join(' and ')} ms`);

/** Hard's decisions in the bot worker at the app's thinking time, over the positions of a seeded game between Medium bots. */
async function workerTimes(positions: number): Promise<void> {
  const random = seededRandom(30_000);
  const states: FisheryState[] = [];
  let state = fishery.setup({ players: 2 });
  while (fishery.outcome(state) === null) {
    states.push(state);
    const next = fishery.apply(state, state.turn, mediumBot.choose(state, state.turn, random));
    if (isRuleError(next)) throw new Error(next.message);
    state = next;
  }
  const step = Math.max(1, Math.floor(states.length / positions));
  const asked = states.filter((_, i) => i % step === 0).slice(0, positions);
  const times = await workerDecisionTimes([asked[0]!, ...asked].map((s, i) => ({ gameId: 'fishery', botId: 'hard', state: s, seat: s.turn, seed: i, thinkingMs: DEFAULT_THINKING_MS })));
  console.log(`fishery hard in the bot worker, ${DEFAULT_THINKING_MS} ms allowed, wall time from request to answer: ${timeSummary(times)} (load ${load()})`);
}

if (runs('worker')) await workerTimes(full ? 60 : 12);
if (runs('medium-easy')) report('medium vs easy', mediumBot, easyBot, 31_000);
if (runs('hard-medium')) report('hard vs medium', hardBot, mediumBot, 32_000);
if (runs('hard-easy')) report('hard vs easy', hardBot, easyBot, 33_000);
for (const rivalMs of rivalTimes) {
  const uct = genericUct(rivalMs, cpuClock);
  if (runs('hard-uct')) report(`hard vs generic UCT ${rivalMs} ms`, hardBot, uct, 34_000);
  if (full && runs('medium-uct')) report(`medium vs generic UCT ${rivalMs} ms`, mediumBot, uct, 35_000);
  if (full && runs('easy-uct')) report(`easy vs generic UCT ${rivalMs} ms`, easyBot, uct, 36_000);
}
