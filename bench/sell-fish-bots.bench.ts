// SELL.fish bot levels: each level against the one below (share of games won, 95 % Wilson intervals) in
// two-player games and in four-player games with two of each, seats rotating, on the bare rules; then
// each level's decision times on the local table, where it sees only its own view. Default: 200 games a
// pairing; `npm run bench -- bots` or BENCH_FULL=1: 600.
import { isRuleError, seededRandom, type Random } from '../src/core/index.js';
import { sellFishBots } from '../src/games/sell-fish/bots/index.js';
import { sellFish } from '../src/games/sell-fish/game.js';
import { sealedIntents } from '../src/games/sell-fish/legal.js';
import { playoutStep, seatedState } from '../src/games/sell-fish/playout.js';
import type { SellFishIntent, SellFishSecrets, SellFishState } from '../src/games/sell-fish/index.js';
import { createLocalTable } from '../src/table/index.js';
import { fullBench, share, timeSummary } from './rivals/stats.js';

const GAMES = Number(process.env.SELL_FISH_BOT_GAMES ?? (fullBench() ? 600 : 200));
const bot = (id: string) => sellFishBots.find((b) => b.id === id)!;

/** An intent as a play-out takes it: the sealed value, or the public move. */
function asChoice(intent: SellFishIntent): unknown {
  if (intent.type === 'bid') return intent.amount;
  if (intent.type === 'send') return intent.ships;
  if (intent.type === 'vote') return { green: intent.green, blue: intent.blue };
  return intent;
}

/** One bare-rules game of bots `ids` (one per seat); the final state. */
function playOut(ids: readonly string[], random: Random): SellFishState {
  let state = seatedState(sellFish.setup({ players: ids.length }));
  const policy = (s: SellFishState, seat: number): unknown => (s.step === 'commit' && sealedIntents(s, seat).length === 0 ? 0 : asChoice(bot(ids[seat]!).choose(s, seat, random)));
  while (state.step !== 'over') {
    const next = playoutStep(state, policy, random);
    if (isRuleError(next)) throw new Error(`${next.code}: ${next.message}`);
    state = next;
  }
  return state;
}

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
const times = new Map<string, number[]>(sellFishBots.map((b) => [b.id, []]));
for (let game = 0; game < 12; game++) {
  const table = createLocalTable('sell-fish', { players: 4, seed: `levels-${game}` });
  const random = seededRandom(game);
  const ids = ['easy', 'medium', 'hard', 'random'].map((_, seat, all) => all[(seat + game) % all.length]!);
  while (!table.outcome()) {
    const seat = table.pending()[0]!;
    const view = table.view(seat) as SellFishState;
    const start = performance.now();
    const intent = bot(ids[seat]!).choose(view, seat, random, table.secrets(seat) as SellFishSecrets);
    times.get(ids[seat]!)!.push(performance.now() - start);
    const error = table.play(seat, intent);
    if (error) throw new Error(`game ${game}: ${error.code}: ${error.message}`);
  }
}
for (const level of ['easy', 'medium', 'hard']) console.log(`sell-fish ${level} decision time: ${timeSummary(times.get(level)!)}`);
