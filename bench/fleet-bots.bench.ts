// Fleet bot levels on the practice table (hands in the clear, the same rules), four-player games, seeded,
// seats rotating from game to game; wins with 95 % Wilson intervals:
// - Skipper (the default) against three Random players: games Skipper wins outright;
// - Admiral against three Skippers: games Admiral wins outright (a fair share would be 25 %);
// - two Admirals against two Skippers: the share of wins going to an Admiral seat (fair: 50 %).
// Admiral thinks as in the bot worker (900 ms allowed, at most 800 ms used) on this process's CPU clock,
// so a loaded machine changes the wall time, not the play; each decision's CPU and wall time is reported
// with the load average. Default: 100 games against Random, 20 Admiral games a pairing;
// `npm run bench -- bots` or BENCH_FULL=1: 100. FLEET_BOTS_GAMES overrides the Admiral game count;
// FLEET_BOTS_ONLY=2v2 plays the two-Admiral match alone, telling the tally every 10 games.
import { loadavg } from 'node:os';
import { legalIntents } from '../src/games/fleet/legal.js';
import { decide } from '../src/games/fleet/bots/captain.js';
import { decideAdmiral } from '../src/games/fleet/bots/admiral.js';
import { ADMIRAL_PLAN, SKIPPER_STYLE } from '../src/games/fleet/bots/index.js';
import { DEFAULT_THINKING_MS } from '../src/table/bot-request.js';
import { fleetMatch, type FleetPlayer } from './rivals/fleet-match.js';
import { fullBench, share, timeSummary } from './rivals/stats.js';

const games = Number(process.env.FLEET_BOTS_GAMES ?? (fullBench() ? 100 : 20));

const random: FleetPlayer = { id: 'random', decide: (view, seat, r) => r.pick(legalIntents(view, seat, view.hand ?? [])) };
const skipper: FleetPlayer = { id: 'skipper', decide: (view, seat, r) => decide(view, seat, SKIPPER_STYLE, r) };
const admiral: FleetPlayer = { id: 'admiral', decide: (view, seat, r, time) => decideAdmiral(view, seat, ADMIRAL_PLAN, r, time) };

const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');

const only2v2 = process.env.FLEET_BOTS_ONLY === '2v2';
console.log(`fleet bots: four-player games on the practice table; load average ${load()}`);
if (!only2v2) {
  const result = fleetMatch(skipper, random, 4, 1, 100, 14_100);
  console.log(`fleet skipper vs 3 random: ${share(result.outright, result.games)} won outright by Skipper`);
  console.log(`fleet skipper decisions: ${timeSummary(result.cpu)} CPU`);
}
if (!only2v2) {
  const start = performance.now();
  const result = fleetMatch(admiral, skipper, 4, 1, games, 14_200, DEFAULT_THINKING_MS);
  console.log(`fleet admiral vs 3 skipper: ${share(result.outright, result.games)} won outright by Admiral (${((performance.now() - start) / 1000).toFixed(0)} s, load ${load()})`);
  console.log(`fleet admiral decisions (1 vs 3): CPU ${timeSummary(result.cpu)}; wall ${timeSummary(result.times)}`);
}
{
  const start = performance.now();
  const tally = (sofar: { readonly share: number }, played: number): void => {
    if (only2v2 && played % 10 === 0) console.log(`  after ${played} games: ${share(sofar.share, played)} (load ${load()})`);
  };
  const result = fleetMatch(admiral, skipper, 4, 2, games, 14_300, DEFAULT_THINKING_MS, tally);
  console.log(`fleet 2 admiral vs 2 skipper: ${share(result.share, result.games)} of wins to an Admiral seat (${((performance.now() - start) / 1000).toFixed(0)} s, load ${load()})`);
  console.log(`fleet admiral decisions (2 vs 2): CPU ${timeSummary(result.cpu)}; wall ${timeSummary(result.times)}`);
}
