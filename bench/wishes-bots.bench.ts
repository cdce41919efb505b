// Wishes bot levels: decision times, each level against the others in two-player games, and each level
// against rivals written apart from the bots, a greedy player (bench/rivals/wishes-greedy.ts) and a flat
// Monte-Carlo player (bench/rivals/wishes-montecarlo.ts), in two-player games and four-player games with two
// of each; shares of wins with 95 % Wilson intervals (a shared win counts as a fraction). Default: small
// samples, Hard and the Monte-Carlo player thinking 300 ms a decision. `npm run bench -- bots` or
// BENCH_FULL=1: 100 games a pairing at Hard's real 900 ms. WISHES_BENCH_GAMES overrides the game count,
// WISHES_PAIRINGS which pairings run (e.g. "hard-greedy-2,hard-montecarlo-4"), WISHES_RIVAL_MS the
// Monte-Carlo player's time a decision (default Hard's), WISHES_MC_ROUNDS its play-outs' length in rounds
// (default 2; 0: to the game's end), WISHES_FIRST_GAME where each pairing's seeded series starts (to add
// games to an earlier run); WISHES_PROGRESS=1 prints each game's result as it ends. Bots think by this
// process's CPU time (rivals/stats.ts cpuClock), as on an idle core however loaded the machine; move times
// are CPU ms.
import { easyWishesBot, hardWishesBot, mediumWishesBot } from '../src/games/wishes/bots/index.js';
import { DEFAULT_THINKING_MS } from '../src/table/bot-request.js';
import { greedyWishes } from './rivals/wishes-greedy.js';
import { monteCarloWishes } from './rivals/wishes-montecarlo.js';
import { wishesMatch, type WishesBot, type WishesResult } from './rivals/wishes-match.js';
import { fullBench, load, share, timeSummary } from './rivals/stats.js';

const full = fullBench();
const games = Number(process.env.WISHES_BENCH_GAMES ?? (full ? 100 : 12));
const thinkingMs = full ? DEFAULT_THINKING_MS : 300;
const firstGame = Number(process.env.WISHES_FIRST_GAME ?? 0);
const progress = process.env.WISHES_PROGRESS === '1';
const pairings = process.env.WISHES_PAIRINGS?.split(',');
const rivalMs = Number(process.env.WISHES_RIVAL_MS ?? thinkingMs);
const montecarlo = monteCarloWishes(rivalMs, Number(process.env.WISHES_MC_ROUNDS ?? 2));

const levels = new Set([easyWishesBot.id, mediumWishesBot.id, hardWishesBot.id]);

function report(bot: WishesBot, rival: WishesBot, players: number, seed: number): void {
  const pairing = `${bot.id}-${rival.id}-${players}`;
  if (pairings && !pairings.includes(pairing)) return;
  const name = players === 2 ? `${bot.id} vs ${rival.id}, 2 players` : `${bot.id} ×${players / 2} vs ${rival.id} ×${players / 2}, ${players} players`;
  const onGame = (sofar: WishesResult, played: number, won: number): void => {
    if (progress) console.log(`  ${name} game ${firstGame + played - 1}: ${won === 1 ? 'won' : won === 0 ? 'lost' : `shared ${won.toFixed(2)}`}, ${sofar.share.toFixed(1)}/${played} (load ${load()})`);
  };
  const result = wishesMatch(bot, rival, players, games, seed, thinkingMs, onGame, firstGame);
  console.log(`wishes ${name}: ${share(Math.round(result.share), result.games)} of wins to ${bot.id}, exact share ${result.share.toFixed(2)} (load ${load()})`);
  console.log(`wishes ${bot.id} moves (${name}), CPU time: ${timeSummary(result.times)}`);
  if (levels.has(rival.id)) console.log(`wishes ${rival.id} moves (${name}), CPU time: ${timeSummary(result.rivalTimes)}`);
}

console.log(`wishes bots: ${games} games a pairing from game ${firstGame}, seats alternating, Hard thinks ${thinkingMs} ms, Monte-Carlo ${rivalMs} ms`);
report(mediumWishesBot, easyWishesBot, 2, 41_000);
report(hardWishesBot, mediumWishesBot, 2, 42_000);
report(hardWishesBot, greedyWishes, 2, 43_000);
report(hardWishesBot, greedyWishes, 4, 44_000);
report(hardWishesBot, montecarlo, 2, 49_000);
report(hardWishesBot, montecarlo, 4, 50_000);
if (full) {
  report(hardWishesBot, easyWishesBot, 2, 45_000);
  report(mediumWishesBot, greedyWishes, 2, 46_000);
  report(easyWishesBot, greedyWishes, 2, 47_000);
  report(mediumWishesBot, greedyWishes, 4, 48_000);
  report(mediumWishesBot, montecarlo, 2, 51_000);
  report(mediumWishesBot, montecarlo, 4, 52_000);
}
