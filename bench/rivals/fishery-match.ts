// Fishery matches between two bots from fixed seeds, colours alternating. Each bot thinks by this process's CPU
// time (stats.ts cpuClock), so a timed level gets the search it would get on an idle core; move times are CPU ms.
import { isRuleError, seededRandom, type Bot } from '../../src/core/index.js';
import { fishery, type FisheryMove, type FisheryState } from '../../src/games/fishery/index.js';
import { cpuClock } from './stats.js';

export type FisheryBot = Bot<FisheryState, FisheryMove>;

export interface MatchResult {
  wins: number;
  games: number;
  margin: number;
  times: number[];
  /** The rival's move times (CPU ms). */
  rivalTimes: number[];
}

/**
 * `bot` against `rival` over games `first` to `first + games - 1` of the series seeded by `seed`; `bot` plays
 * Black in even games. `thinkingMs` is offered to both. `progress` hears each game's margin for `bot`.
 */
export function fisheryMatch(
  bot: FisheryBot,
  rival: FisheryBot,
  games: number,
  seed: number,
  thinkingMs: number,
  progress?: (sofar: MatchResult, played: number, margin: number) => void,
  first = 0,
): MatchResult {
  const result: MatchResult = { wins: 0, games, margin: 0, times: [], rivalTimes: [] };
  for (let game = first; game < first + games; game++) {
    const random = seededRandom(seed + game);
    const botSeat = game % 2;
    let state = fishery.setup({ players: 2 });
    while (fishery.outcome(state) === null) {
      const seat = state.turn;
      const player = seat === botSeat ? bot : rival;
      const before = cpuClock();
      const move = player.choose(state, seat, random, undefined, { now: cpuClock, limitMs: thinkingMs });
      (seat === botSeat ? result.times : result.rivalTimes).push(cpuClock() - before);
      const next = fishery.apply(state, seat, move);
      if (isRuleError(next)) throw new Error(`${player.id} made an illegal move: ${next.message}`);
      state = next;
    }
    const outcome = fishery.outcome(state)!;
    if (outcome.winners[0] === botSeat) result.wins++;
    const margin = (outcome.scores[botSeat] as number) - (outcome.scores[1 - botSeat] as number);
    result.margin += margin;
    progress?.(result, game - first + 1, margin);
  }
  return result;
}
