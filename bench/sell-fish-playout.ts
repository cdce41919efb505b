// One SELL.fish game on the bare rules, every seat played by a bot level: what the SELL.fish benches
// play their matches with.
import { isRuleError, seededRandom, type Random } from '../src/core/index.js';
import { sellFishBots } from '../src/games/sell-fish/bots/index.js';
import { sellFish } from '../src/games/sell-fish/game.js';
import { sealedIntents } from '../src/games/sell-fish/legal.js';
import { playoutStep, seatedState } from '../src/games/sell-fish/playout.js';
import type { SellFishIntent, SellFishSecrets, SellFishState } from '../src/games/sell-fish/index.js';
import { createLocalTable } from '../src/table/index.js';

export const sellFishBot = (id: string) => sellFishBots.find((b) => b.id === id)!;

/** An intent as a play-out takes it: the sealed value, or the public move. */
export function asChoice(intent: SellFishIntent): unknown {
  if (intent.type === 'bid') return intent.amount;
  if (intent.type === 'send') return intent.ships;
  if (intent.type === 'vote') return { green: intent.green, blue: intent.blue };
  return intent;
}

/** One bare-rules game of bots `ids` (one per seat); the final state. */
export function playOut(ids: readonly string[], random: Random): SellFishState {
  let state = seatedState(sellFish.setup({ players: ids.length }));
  const policy = (s: SellFishState, seat: number): unknown => (s.step === 'commit' && sealedIntents(s, seat).length === 0 ? 0 : asChoice(sellFishBot(ids[seat]!).choose(s, seat, random)));
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
 */
export function localTableDecisionTimes(games: number, label: string, seats: (game: number) => readonly string[]): Map<string, number[]> {
  const times = new Map<string, number[]>();
  for (let game = 0; game < games; game++) {
    const table = createLocalTable('sell-fish', { players: 4, seed: `${label}-${game}` });
    const random = seededRandom(game);
    const ids = seats(game);
    while (!table.outcome()) {
      const seat = table.pending()[0]!;
      const view = table.view(seat) as SellFishState;
      const start = performance.now();
      const intent = sellFishBot(ids[seat]!).choose(view, seat, random, table.secrets(seat) as SellFishSecrets);
      const spent = performance.now() - start;
      times.set(ids[seat]!, [...(times.get(ids[seat]!) ?? []), spent]);
      const error = table.play(seat, intent);
      if (error) throw new Error(`${label} game ${game}: ${error.code}: ${error.message}`);
    }
  }
  return times;
}
