// Wishes figures: the default bot against three random players on the local table (beacon draws and
// all), its median move time, and random play-outs per second on the bare rules.
import { seededRandom } from '../src/core/index.js';
import { defaultWishesBot, randomWishesBot } from '../src/games/wishes/bots/index.js';
import { legalActions, resolveDraw, setupState, applyAction, type WishesState } from '../src/games/wishes/index.js';
import { createFair } from '../src/fair/index.js';
import { createLocalTable } from '../src/table/index.js';

const GAMES = Number(process.env.WISHES_BENCH_GAMES ?? 100);
const randomBot = randomWishesBot;
const defaultBot = defaultWishesBot;

let wins = 0;
const moveTimes: number[] = [];
for (let game = 0; game < GAMES; game++) {
  const botSeat = game % 4;
  const table = createLocalTable('wishes', { players: 4, seed: `bench-${game}`, options: { room: `bench-${game}` } });
  const random = seededRandom(game);
  while (!table.outcome()) {
    const seat = table.pending()[0]!;
    const state = table.state() as WishesState;
    let intent: unknown;
    if (seat === botSeat) {
      const start = performance.now();
      intent = defaultBot.choose(state, seat, random);
      moveTimes.push(performance.now() - start);
    } else {
      intent = randomBot.choose(state, seat, random);
    }
    const error = table.play(seat, intent);
    if (error) throw new Error(`bench game ${game}: ${error.code}: ${error.message}`);
  }
  if (table.outcome()!.winners.includes(botSeat)) wins++;
}
moveTimes.sort((a, b) => a - b);
const median = moveTimes[Math.floor(moveTimes.length / 2)]!;
console.log(`wishes bot vs 3 random: ${wins}/${GAMES}`);
console.log(`wishes bot median move: ${median.toFixed(2)} ms`);
console.log(`wishes bot slowest move: ${moveTimes[moveTimes.length - 1]!.toFixed(2)} ms`);

// Random play-outs on the bare rules (draws from a seeded source, as a bot's simulations make them).
const random = seededRandom(42);
const draw = { int: (bound: number) => random.int(bound) };
const fair = createFair({ room: 'bench', game: 'wishes', seats: 4 });
let playouts = 0;
const start = performance.now();
while (performance.now() - start < 3000) {
  let state = setupState(4, undefined, fair);
  while (state.owed) state = resolveDraw(state, draw);
  while (state.phase !== 'over') {
    const next = applyAction(state, state.turn!, random.pick(legalActions(state, state.turn!)));
    if ('kind' in next) throw new Error(next.message);
    state = next;
    while (state.owed) state = resolveDraw(state, draw);
  }
  playouts++;
}
console.log(`wishes random playouts/s: ${Math.round(playouts / ((performance.now() - start) / 1000))}`);
