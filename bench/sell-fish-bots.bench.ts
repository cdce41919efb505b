// SELL.fish bot levels: each level against the one below, Hard against the former Hard (the harvest it now
// plays on with in two-player games), against the myopic player (what it plays on with at a larger table,
// Hard before it searched there) and against the greedy rival (bench/rivals/sell-fish-greedy.ts): share of
// games won with 95 % Wilson intervals, in two-player games and in three- and four-player games with the
// two sides alternating seat by seat, seats rotating, on the bare rules; then each level's decision times
// on the local table, where it sees only its own view. Hard searches at every seat count, on the process's
// CPU clock: SELL_FISH_HARD_MS a choice in the matches (default 60: a reduced search, so that hundreds of
// games fit) and the app's 900 ms (of which it uses 800) when timed. Default: 200 games a heuristic pairing,
// 100 a Hard one; `npm run bench -- bots` or BENCH_FULL=1: 600 and 200.
// SELL_FISH_PAIRINGS=ladder,hard,harvest,myopic,greedy,times picks parts, SELL_FISH_PLAYERS=2,3,4 the seat counts,
// SELL_FISH_SEED the first game's seed (default 90000).
import { seededRandom, type ThinkingTime } from '../src/core/index.js';
import { DEFAULT_THINKING_MS } from '../src/table/bot-request.js';
import { greedySellFish } from './rivals/sell-fish-greedy.js';
import { cpuClock, fullBench, load, share, timeSummary } from './rivals/stats.js';
import { localTableDecisionTimes, playOut, sellFishBot } from './sell-fish-playout.js';

const GAMES = Number(process.env.SELL_FISH_BOT_GAMES ?? (fullBench() ? 600 : 200));
const HARD_GAMES = Number(process.env.SELL_FISH_HARD_GAMES ?? (fullBench() ? 200 : 100));
const HARD_MS = Number(process.env.SELL_FISH_HARD_MS ?? 60);
const FIRST_SEED = Number(process.env.SELL_FISH_SEED ?? 90_000);
const seatCounts = (process.env.SELL_FISH_PLAYERS ?? '2,4').split(',').map(Number);
const parts = (process.env.SELL_FISH_PAIRINGS ?? 'ladder,hard,harvest,myopic,greedy,times').split(',');

type Player = Parameters<typeof playOut>[0][number];
const idOf = (p: Player): string => (typeof p === 'string' ? p : p.id);

/** `level`'s share of the wins against `below` (a shared win counts its share), seats alternating. */
function match(level: Player, below: Player, players: number, games: number, time?: ThinkingTime): string {
  let wins = 0;
  const times: number[] = [];
  for (let game = 0; game < games; game++) {
    const seats = Array.from({ length: players }, (_, seat) => ((seat + game) % 2 === 0 ? level : below));
    const winners = playOut(seats, seededRandom(FIRST_SEED + game), time, (seat, ms) => seats[seat] === level && times.push(ms)).final!.winners;
    wins += winners.filter((seat) => seats[seat] === level).length / winners.length;
  }
  return `${share(wins, games)}${time ? `; its sealed choices ${timeSummary(times)}` : ''}; load ${load()}`;
}

function report(level: Player, below: Player, games: number, time?: ThinkingTime): void {
  const thinking = time ? ` (${idOf(level)} at ${time.limitMs} ms)` : '';
  if (seatCounts.includes(2)) console.log(`sell-fish ${idOf(level)} vs ${idOf(below)}${thinking}, 2 players: ${match(level, below, 2, games, time)}`);
  if (seatCounts.includes(3)) console.log(`sell-fish ${idOf(level)} vs ${idOf(below)}${thinking}, 3 players (alternating): ${match(level, below, 3, games, time)}`);
  if (seatCounts.includes(4)) console.log(`sell-fish ${idOf(level)} vs ${idOf(below)}${thinking}, 4 players (two of each): ${match(level, below, 4, games, time)}`);
}

const hardTime: ThinkingTime = { now: cpuClock, limitMs: HARD_MS };
console.log(`sell-fish bots: ${GAMES} games a heuristic pairing, ${HARD_GAMES} a Hard one (Hard at ${HARD_MS} ms CPU); load ${load()}`);
if (parts.includes('ladder')) {
  report('medium', 'easy', GAMES);
  report('harvest', 'medium', GAMES);
}
if (parts.includes('hard')) report('hard', 'medium', HARD_GAMES, hardTime);
if (parts.includes('harvest')) report('hard', 'harvest', HARD_GAMES, hardTime);
if (parts.includes('myopic')) report('hard', 'myopic', HARD_GAMES, hardTime);
if (parts.includes('greedy')) {
  report('hard', greedySellFish, HARD_GAMES, hardTime);
  for (const level of ['medium', 'harvest', 'easy']) report(sellFishBot(level), greedySellFish, GAMES);
}
// Decisions on the local table, every commitment and beacon value made, each level in every seat in turn,
// on the CPU clock with the app's thinking time.
if (parts.includes('times')) {
  const levels = ['easy', 'medium', 'hard', 'random'];
  const times = localTableDecisionTimes(4, 'levels', (game) => levels.map((_, seat) => levels[(seat + game) % levels.length]!), { now: cpuClock, limitMs: DEFAULT_THINKING_MS });
  for (const level of ['easy', 'medium', 'hard']) {
    console.log(`sell-fish ${level} decision time (CPU): ${timeSummary(times.get(level) ?? [])}; sealed choices ${timeSummary(times.get(`${level} sealed`) ?? [])}; load ${load()}`);
  }
}
