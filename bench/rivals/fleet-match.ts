// Fleet games on the practice table (src/games/fleet/sim.ts): each seat's player decides from its own
// view, as at a real table. Who wins, and how long the chosen players' decisions take.
import { seededRandom, type Random, type Seat, type ThinkingTime } from '../../src/core/index.js';
import type { FleetIntent, FleetView } from '../../src/games/fleet/index.js';
import { createSim, simPlay, simToMove, simView } from '../../src/games/fleet/sim.js';
import { wallClock } from './stats.js';

/** This process's CPU time in ms: a clock a loaded machine does not speed up (a bot thinks as long as on a free core). */
export const cpuClock = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** A Fleet player on the practice table: an intent from a seat's view. */
export interface FleetPlayer {
  readonly id: string;
  decide(view: FleetView, seat: Seat, random: Random, time?: ThinkingTime): FleetIntent;
}

export interface FleetMatchResult {
  /** Games won by a `bot` seat, a shared win counting as 1/k. */
  share: number;
  /** Games won outright by a `bot` seat. */
  outright: number;
  games: number;
  /** Wall time of every `bot` decision, ms. */
  times: number[];
  /** CPU time of every `bot` decision, ms. */
  cpu: number[];
}

/**
 * `games` games of `players` seats, `bots` of them played by `bot` (the seats rotate from game to game),
 * the rest by `rival`. With `thinkingMs` the players get that limit on the process's CPU clock.
 */
export function fleetMatch(bot: FleetPlayer, rival: FleetPlayer, players: number, bots: number, games: number, seed: number, thinkingMs?: number, progress?: (sofar: FleetMatchResult, played: number) => void): FleetMatchResult {
  const result: FleetMatchResult = { share: 0, outright: 0, games, times: [], cpu: [] };
  for (let game = 0; game < games; game++) {
    const ours = (seat: Seat): boolean => (seat - game + players * games) % players < bots;
    const sim = createSim(players, `fleet-match-${seed}-${game}`);
    const random = seededRandom(seed * 1000 + game);
    const time = thinkingMs === undefined ? undefined : { now: cpuClock, limitMs: thinkingMs };
    while (sim.state.phase !== 'over') {
      const seat = simToMove(sim)!;
      const view = simView(sim, seat);
      const player = ours(seat) ? bot : rival;
      const start = wallClock();
      const startCpu = cpuClock();
      const intent = player.decide(view, seat, random, time);
      if (ours(seat)) {
        result.times.push(wallClock() - start);
        result.cpu.push(cpuClock() - startCpu);
      }
      const error = simPlay(sim, seat, intent);
      if (error) throw new Error(`${player.id} at seat ${seat}: ${error.message}`);
    }
    const winners = sim.state.final!.winners;
    for (const seat of winners) if (ours(seat)) result.share += 1 / winners.length;
    if (winners.length === 1 && ours(winners[0]!)) result.outright++;
    progress?.(result, game + 1);
  }
  return result;
}
