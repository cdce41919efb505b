// SELL.fish figures: bot temperaments (the heuristic levels and the harvest Hard plays on with) against
// each other over 200 seeded 4-player games per mix on the bare rules (how often a river reaches the
// extinction threat, who wins), the Hard bot against three
// random players, bot decision times on the local table (commitments, beacon and all), random
// play-outs per second on the bare rules, and whole protocol games per second on the local table.
import { isRuleError, seededRandom } from '../src/core/index.js';
import { sellFish } from '../src/games/sell-fish/game.js';
import { legalActions, sealedIntents } from '../src/games/sell-fish/legal.js';
import { choiceOf, playoutStep, seatedState } from '../src/games/sell-fish/playout.js';
import type { SellFishIntent, SellFishState } from '../src/games/sell-fish/index.js';
import { createLocalTable } from '../src/table/index.js';
import { gzipped, kb, tablePageScripts, freshBuild } from './page-weight.js';
import { localTableDecisionTimes, playOut } from './sell-fish-playout.js';

const GAMES = Number(process.env.SELL_FISH_BENCH_GAMES ?? 200);

function mix(label: string, ids: readonly string[]): void {
  const wins = new Map<string, number>();
  let threatened = 0;
  for (let game = 0; game < GAMES; game++) {
    // Rotate seats so no temperament always sits first.
    const seats = ids.map((_, i) => ids[(i + game) % ids.length]!);
    const state = playOut(seats, seededRandom(10_000 + game));
    if (state.threatSince !== null) threatened++;
    const share = 1 / state.final!.winners.length;
    for (const seat of state.final!.winners) wins.set(seats[seat]!, (wins.get(seats[seat]!) ?? 0) + share);
  }
  const kinds = [...new Set(ids)];
  const rates = kinds.map((id) => `${id} ${((100 * (wins.get(id) ?? 0)) / GAMES).toFixed(0)}%`).join(', ');
  console.log(`sell-fish ${label}: extinction threat in ${threatened}/${GAMES} games; wins ${rates}`);
}

mix('4 easy', ['easy', 'easy', 'easy', 'easy']);
mix('4 medium', ['medium', 'medium', 'medium', 'medium']);
mix('4 harvest', ['harvest', 'harvest', 'harvest', 'harvest']);
mix('harvest+easy+medium+random', ['harvest', 'easy', 'medium', 'random']);
mix('2 harvest vs 2 easy', ['harvest', 'harvest', 'easy', 'easy']);
mix('2 harvest vs 2 medium', ['harvest', 'harvest', 'medium', 'medium']);
mix('2 medium vs 2 easy', ['medium', 'medium', 'easy', 'easy']);

// Hard (without a clock: a fixed few play-outs a choice) against three random players, 40 games.
let hardWins = 0;
for (let game = 0; game < 40; game++) {
  const seat = game % 4;
  const ids = ['random', 'random', 'random', 'random'];
  ids[seat] = 'hard';
  const state = playOut(ids, seededRandom(20_000 + game));
  if (state.final!.winners.includes(seat)) hardWins++;
}
console.log(`sell-fish hard vs 3 random: ${hardWins}/40`);

// Bot decisions on the local table (each bot sees only its own view and secrets).
const times = [...localTableDecisionTimes(10, 'bench', () => ['hard', 'medium', 'easy', 'hard']).entries()].filter(([key]) => !key.endsWith(' sealed')).flatMap(([, t]) => t);
times.sort((a, b) => a - b);
console.log(`sell-fish bot median decision: ${times[Math.floor(times.length / 2)]!.toFixed(3)} ms`);
console.log(`sell-fish bot slowest decision: ${times[times.length - 1]!.toFixed(2)} ms`);

// Random play-outs on the bare rules.
{
  const random = seededRandom(42);
  const policy = (s: SellFishState, seat: number): unknown => {
    const sealed = sealedIntents(s, seat);
    if (s.step === 'commit') return sealed.length ? choiceOf(random.pick(sealed)) : 0;
    const moves = legalActions(s, seat);
    return moves.find((m) => m.type === 'ready') ?? random.pick(moves);
  };
  let playouts = 0;
  const start = performance.now();
  while (performance.now() - start < 3000) {
    let state = seatedState(sellFish.setup({ players: 4 }));
    while (state.step !== 'over') {
      const next = playoutStep(state, policy, random);
      if (isRuleError(next)) throw new Error(next.message);
      state = next;
    }
    playouts++;
  }
  console.log(`sell-fish random playouts/s (4 players, bare rules): ${Math.round(playouts / ((performance.now() - start) / 1000))}`);
}

// Whole games on the local table: every commitment, opening and beacon value made and checked.
{
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < 3000) {
    const table = createLocalTable('sell-fish', { players: 4, seed: `full-${games}` });
    const random = seededRandom(games);
    while (!table.outcome()) {
      const seat = table.pending()[0]!;
      const intents = table.legalIntents(seat) as SellFishIntent[];
      const error = table.play(seat, intents.find((i) => i.type === 'ready') ?? random.pick(intents.filter((i) => i.type !== 'offer')));
      if (error) throw new Error(error.message);
    }
    games++;
  }
  console.log(`sell-fish local-table games/s (4 players, with commitments and beacon): ${(games / ((performance.now() - start) / 1000)).toFixed(1)}`);
}

const meta = await freshBuild();
console.log(`sell-fish solo page JS gzipped: ${kb(gzipped(tablePageScripts(meta, 'components/sell-fish/index.ts', 'src/games/sell-fish/bots/index.ts')))} KB`);
