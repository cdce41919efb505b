// SELL.fish bot levels: each level against the one below (share of games won, 95 % Wilson intervals) in
// two-player games and in four-player games with two of each, seats rotating, on the bare rules; then
// each level's decision times on the local table, where it sees only its own view. Default: 200 games a
// pairing; `npm run bench -- bots` or BENCH_FULL=1: 600.
import { fullBench, share, timeSummary } from './rivals/stats.js';
import { localTableDecisionTimes, playOut } from './sell-fish-playout.js';
import { seededRandom } from '../src/core/index.js';

const GAMES = Number(process.env.SELL_FISH_BOT_GAMES ?? (fullBench() ? 600 : 200));

/** `level`'s share of the wins against `below` (a shared win counts its share), seats alternating. */
function match(level: string, below: string, players: number): string {
  let wins = 0;
  for (let game = 0; game < GAMES; game++) {
    const ids = Array.from({ length: players }, (_, seat) => ((seat + game) % 2 === 0 ? level : below));
    const winners = playOut(ids, seededRandom(90_000 + game)).final!.winners;
    wins += winners.filter((seat) => ids[seat] === level).length / winners.length;
  }
  return share(wins, GAMES);
}

console.log(`sell-fish bots: ${GAMES} games a pairing`);
for (const [level, below] of [
  ['easy', 'random'],
  ['medium', 'easy'],
  ['hard', 'medium'],
  ['hard', 'easy'],
] as const) {
  console.log(`sell-fish ${level} vs ${below}, 2 players: ${match(level, below, 2)}`);
  console.log(`sell-fish ${level} vs ${below}, 4 players (two of each): ${match(level, below, 4)}`);
}

// Decisions on the local table, every commitment and beacon value made: each level in every seat in turn.
const levels = ['easy', 'medium', 'hard', 'random'];
const times = localTableDecisionTimes(12, 'levels', (game) => levels.map((_, seat) => levels[(seat + game) % levels.length]!));
for (const level of ['easy', 'medium', 'hard']) console.log(`sell-fish ${level} decision time: ${timeSummary(times.get(level) ?? [])}`);
