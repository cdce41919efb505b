// One SELL.fish game on the bare rules, every seat played by a bot level: what the SELL.fish benches
// play their matches with.
import { isRuleError, seededRandom, type Bot, type Random, type ThinkingTime } from '../src/core/index.js';
import { harvestSellFishBot, myopicSellFishBot, sellFishBots } from '../src/games/sell-fish/bots/index.js';
import { sellFish } from '../src/games/sell-fish/game.js';
import { sealedIntents } from '../src/games/sell-fish/legal.js';
import { choiceOf, playoutStep, seatedState } from '../src/games/sell-fish/playout.js';
import type { SellFishIntent, SellFishSecrets, SellFishState } from '../src/games/sell-fish/index.js';
import { createLocalTable } from '../src/table/index.js';

/** A level by id, or the harvest (no level: how Hard plays on in its play-outs). */
export const sellFishBot = (id: string) => [...sellFishBots, harvestSellFishBot, myopicSellFishBot].find((b) => b.id === id)!;

type SellFishBot = Bot<SellFishState, SellFishIntent, SellFishSecrets>;

/**
 * One bare-rules game of bots `players` (ids or bots, one per seat); the final state. With `time`, each
 * choice may think that long on its clock; `spent` hears each sealed choice's thinking time.
 */
export function playOut(players: readonly (string | SellFishBot)[], random: Random, time?: ThinkingTime, spent?: (seat: number, ms: number) => void): SellFishState {
  const bots = players.map((p) => (typeof p === 'string' ? sellFishBot(p) : p));
  let state = seatedState(sellFish.setup({ players: players.length }));
  const policy = (s: SellFishState, seat: number): unknown => {
    if (s.step === 'commit' && sealedIntents(s, seat).length === 0) return 0;
    const start = time?.now() ?? 0;
    const intent = bots[seat]!.choose(s, seat, random, undefined, time);
    if (time && spent && s.step === 'commit') spent(seat, time.now() - start);
    return choiceOf(intent);
  };
  while (state.step !== 'over') {
    const next = playoutStep(state, policy, random);
    if (isRuleError(next)) throw new Error(`${next.code}: ${next.message}`);
    state = next;
  }
  return state;
}

/**
 * Each level's decision times on the local table, every commitment and beacon value made, where a bot
 * sees only its own view and secrets: `games` four-player games, `seats(game)` the level in each seat.
 * With `time`, each choice may think that long and is timed on its clock (else on the wall clock). Times
 * go under the level's id, and those of sealed choices (bids, programmings, ballots) also under "<id> sealed".
 */
export function localTableDecisionTimes(games: number, label: string, seats: (game: number) => readonly string[], time?: ThinkingTime): Map<string, number[]> {
  const times = new Map<string, number[]>();
  const note = (key: string, ms: number): void => void times.set(key, [...(times.get(key) ?? []), ms]);
  const clock = time?.now ?? (() => performance.now());
  for (let game = 0; game < games; game++) {
    const table = createLocalTable('sell-fish', { players: 4, seed: `${label}-${game}` });
    const random = seededRandom(game);
    const ids = seats(game);
    while (!table.outcome()) {
      const seat = table.pending()[0]!;
      const view = table.view(seat) as SellFishState;
      const start = clock();
      const intent = sellFishBot(ids[seat]!).choose(view, seat, random, table.secrets(seat) as SellFishSecrets, time);
      const spent = clock() - start;
      note(ids[seat]!, spent);
      if (view.step === 'commit') note(`${ids[seat]!} sealed`, spent);
      const error = table.play(seat, intent);
      if (error) throw new Error(`${label} game ${game}: ${error.code}: ${error.message}`);
    }
  }
  return times;
}
