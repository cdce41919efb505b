// Wishes bot levels: decision times, each level against the others in two-player games, and each level
// against a greedy player written apart from the bots (bench/rivals/wishes-greedy.ts) in two-player games
// and four-player games with two of each; shares of wins with 95 % Wilson intervals (a shared win counts
// as a fraction). Default: small samples, Hard thinking 300 ms. `npm run bench -- bots` or BENCH_FULL=1:
// 100 games a pairing at Hard's real 900 ms. WISHES_BENCH_GAMES overrides the game count. Bots think by this
// process's CPU time (rivals/stats.ts cpuClock), as on an idle core however loaded the machine; move times are CPU ms.
import { easyWishesBot, hardWishesBot, mediumWishesBot } from '../src/games/wishes/bots/index.js';
import { greedyWishes } from './rivals/wishes-greedy.js';
import { wishesMatch, type WishesBot } from './rivals/wishes-match.js';
import { fullBench, load, share, timeSummary } from './rivals/stats.js';

const full = fullBench();
const games = Number(process.env.WISHES_BENCH_GAMES ?? (full ? 100 : 12));
const thinkingMs = full ? 900 : 300;

const levels = new Set([easyWishesBot.id, mediumWishesBot.id, hardWishesBot.id]);

function report(name: string, bot: WishesBot, rival: WishesBot, players: number, seed: number): void {
  const result = wishesMatch(bot, rival, players, games, seed, thinkingMs);
  console.log(`wishes ${name}: ${share(Math.round(result.share), result.games)} of wins to ${bot.id} (load ${load()})`);
  console.log(`wishes ${bot.id} moves (${name}): ${timeSummary(result.times)}`);
  if (levels.has(rival.id)) console.log(`wishes ${rival.id} moves (${name}): ${timeSummary(result.rivalTimes)}`);
}

console.log(`wishes bots: ${games} games a pairing, seats alternating, Hard thinks ${thinkingMs} ms`);
report('medium vs easy, 2 players', mediumWishesBot, easyWishesBot, 2, 41_000);
report('hard vs medium, 2 players', hardWishesBot, mediumWishesBot, 2, 42_000);
report('hard vs greedy, 2 players', hardWishesBot, greedyWishes, 2, 43_000);
report('hard ×2 vs greedy ×2, 4 players', hardWishesBot, greedyWishes, 4, 44_000);
if (full) {
  report('hard vs easy, 2 players', hardWishesBot, easyWishesBot, 2, 45_000);
  report('medium vs greedy, 2 players', mediumWishesBot, greedyWishes, 2, 46_000);
  report('easy vs greedy, 2 players', easyWishesBot, greedyWishes, 2, 47_000);
  report('medium ×2 vs greedy ×2, 4 players', mediumWishesBot, greedyWishes, 4, 48_000);
}
