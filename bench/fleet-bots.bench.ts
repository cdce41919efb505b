// Fleet bot levels on the practice table (hands in the clear, the same rules), four-player games, seeded,
// seats rotating from game to game; wins with 95 % Wilson intervals. A level "beats" another when, with two
// seats each, its seats take that share of the wins (a shared win counts its share; fair: 50 %):
// - the ladder: Easy against Random, Medium (Skipper, the default) against Easy, Hard (Admiral) against
//   Medium, and with BENCH_FULL Hard against Easy;
// - issue 14's bar: Medium against three Random players and Hard against three Mediums, games won outright
//   by the lone level (a fair share against three equals would be 25 %).
// Hard thinks as in the bot worker (900 ms allowed, at most 800 ms used) on this process's CPU clock, so a
// loaded machine changes the wall time, not the play; each level's decision time (CPU, and wall for Hard)
// is reported with the load average. Default: 200 games a pairing without Hard, 20 with it;
// `npm run bench -- bots` or BENCH_FULL=1: 400 and 100. FLEET_BOTS_GAMES overrides the Hard game count;
// FLEET_BOTS_ONLY=ladder (Easy and Medium only), =hard (the Hard pairings only) or =2v2 (Hard against two
// Mediums only) picks a part, telling the tally every 10 Hard games.
import { legalIntents } from '../src/games/fleet/legal.js';
import { decide } from '../src/games/fleet/bots/captain.js';
import { decideAdmiral } from '../src/games/fleet/bots/admiral.js';
import { decideEasy } from '../src/games/fleet/bots/easy.js';
import { ADMIRAL_PLAN, EASY_PLAN, SKIPPER_STYLE } from '../src/games/fleet/bots/index.js';
import { DEFAULT_THINKING_MS } from '../src/table/bot-request.js';
import { fleetMatch, type FleetMatchResult, type FleetPlayer } from './rivals/fleet-match.js';
import { fullBench, load, share, timeSummary } from './rivals/stats.js';

const full = fullBench();
const quickGames = full ? 400 : 200;
const hardGames = Number(process.env.FLEET_BOTS_GAMES ?? (full ? 100 : 20));
const only = process.env.FLEET_BOTS_ONLY ?? '';

const random: FleetPlayer = { id: 'Random', decide: (view, seat, r) => r.pick(legalIntents(view, seat, view.hand ?? [])) };
const easy: FleetPlayer = { id: 'Easy', decide: (view, seat, r) => decideEasy(view, seat, EASY_PLAN, r) };
const medium: FleetPlayer = { id: 'Medium', decide: (view, seat, r) => decide(view, seat, SKIPPER_STYLE, r) };
const hard: FleetPlayer = { id: 'Hard', decide: (view, seat, r, time) => decideAdmiral(view, seat, ADMIRAL_PLAN, r, time) };

/** Decision times of every level, gathered over its matches. */
const cpu = new Map<string, number[]>();
const wall = new Map<string, number[]>();

function play(bot: FleetPlayer, rival: FleetPlayer, seats: 1 | 2, seed: number): FleetMatchResult {
  const timed = bot === hard;
  const games = timed ? hardGames : quickGames;
  const start = performance.now();
  const tally = (sofar: FleetMatchResult, played: number): void => {
    if (timed && played % 10 === 0) console.log(`  after ${played} games: ${share(seats === 2 ? sofar.share : sofar.outright, played)} (load ${load()})`);
  };
  const result = fleetMatch(bot, rival, 4, seats, games, seed, timed ? DEFAULT_THINKING_MS : undefined, tally);
  const seconds = ((performance.now() - start) / 1000).toFixed(0);
  if (seats === 2) console.log(`fleet ${bot.id} ×2 vs ${rival.id} ×2: ${share(result.share, result.games)} of wins to ${bot.id} seats (${seconds} s, load ${load()})`);
  else console.log(`fleet ${bot.id} vs 3 ${rival.id}: ${share(result.outright, result.games)} won outright by ${bot.id} (${seconds} s, load ${load()})`);
  cpu.set(bot.id, [...(cpu.get(bot.id) ?? []), ...result.cpu]);
  wall.set(bot.id, [...(wall.get(bot.id) ?? []), ...result.times]);
  return result;
}

console.log(`fleet bots: four-player games on the practice table; ${quickGames} games a pairing, ${hardGames} with Hard; load average ${load()}`);
if (only === '' || only === 'ladder') {
  play(easy, random, 2, 14_400);
  play(medium, easy, 2, 14_500);
  play(medium, random, 1, 14_100);
}
if (only === '' || only === 'hard' || only === '2v2') play(hard, medium, 2, 14_300);
if (only === '' || only === 'hard') {
  play(hard, medium, 1, 14_200);
  if (full) play(hard, easy, 2, 14_600);
}
for (const level of [easy, medium, hard]) {
  const times = cpu.get(level.id);
  if (!times) continue;
  console.log(`fleet ${level.id} decisions: CPU ${timeSummary(times)}${level === hard ? `; wall ${timeSummary(wall.get(level.id)!)}` : ''}`);
}
