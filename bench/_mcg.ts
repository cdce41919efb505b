import { greedyWishes } from './rivals/wishes-greedy.js';
import { monteCarloWishes } from './rivals/wishes-montecarlo.js';
import { wishesMatch } from './rivals/wishes-match.js';
import { load, share } from './rivals/stats.js';
const players = Number(process.env.P ?? 2), games = Number(process.env.G ?? 6), ms = Number(process.env.MS ?? 300);
const r = wishesMatch(monteCarloWishes(ms, Number(process.env.H ?? 0)), greedyWishes, players, games, 43_000, ms, (s, n, w) => console.log(`game ${n - 1}: ${w} ${s.share}/${n} (load ${load()})`));
console.log(`montecarlo ${ms} ms vs greedy ${players}p: ${share(Math.round(r.share), r.games)} (load ${load()})`);
