// Wishes games on the bare rules (draws from a seeded source): who wins, seat by seat, and move times.
import { isRuleError, seededRandom, type Bot } from '../../src/core/index.js';
import { applyAction, resolveDraw, setupState, type WishesAction, type WishesState } from '../../src/games/wishes/index.js';
import { createFair } from '../../src/fair/index.js';
import { cpuClock } from './stats.js';

export type WishesBot = Bot<WishesState, WishesAction>;

export interface WishesResult {
  /** Wins of the `bot` seats, a shared win counting as 1/k. */
  share: number;
  games: number;
  times: number[];
  /** The rival seats' move times (CPU ms). */
  rivalTimes: number[];
}

/**
 * Games `first` to `first + games - 1` of the series seeded by `seed`, `players` seats each; `bot` sits in
 * half of them (rotating), `rival` in the rest. The share counts each game's win (split among tied winners)
 * going to a `bot` seat; `progress` hears each game's share.
 */
export function wishesMatch(
  bot: WishesBot,
  rival: WishesBot,
  players: number,
  games: number,
  seed: number,
  thinkingMs: number,
  progress?: (sofar: WishesResult, played: number, won: number) => void,
  first = 0,
): WishesResult {
  const result: WishesResult = { share: 0, games, times: [], rivalTimes: [] };
  for (let game = first; game < first + games; game++) {
    const random = seededRandom(seed + game);
    const draws = seededRandom(seed * 7 + game);
    const draw = { int: (bound: number) => draws.int(bound) };
    const ours = (seat: number): boolean => (seat + game) % 2 === 0;
    let state = setupState(players, undefined, createFair({ room: `bench-${seed}-${game}`, game: 'wishes', seats: players }));
    while (state.owed) state = resolveDraw(state, draw);
    while (state.phase !== 'over') {
      const seat = state.turn!;
      const player = ours(seat) ? bot : rival;
      const before = cpuClock();
      const action = player.choose(state, seat, random, undefined, { now: cpuClock, limitMs: thinkingMs });
      (ours(seat) ? result.times : result.rivalTimes).push(cpuClock() - before);
      const next = applyAction(state, seat, action);
      if (isRuleError(next)) throw new Error(`${player.id}: ${next.message}`);
      state = next;
      while (state.owed) state = resolveDraw(state, draw);
    }
    const winners = state.final!.winners;
    let won = 0;
    for (const seat of winners) if (ours(seat)) won += 1 / winners.length;
    result.share += won;
    progress?.(result, game - first + 1, won);
  }
  return result;
}
