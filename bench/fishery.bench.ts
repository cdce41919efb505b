// Fishery figures, one per line. Play-outs/s counts this process's CPU time (a single JS thread), so
// other work on the machine does not lower it; bot move times are wall-clock, as a player would wait.
// Strength: 100 games per pairing (Medium 40) from fixed seeds, the bot Black in even games and White in odd ones.
// Medium thinks about 0.1 s a move, so it plays 40 games a pairing.
import { performance } from 'node:perf_hooks';
import { isRuleError, seededRandom, type Bot, type Random } from '../src/core/index.js';
import { DEFAULT_OPTIONS, fishery, type FisheryMove, type FisheryState } from '../src/games/fishery/index.js';
import { easyBot, greedyBot, mediumBot } from '../src/games/fishery/bots/index.js';
import { createPosition, scoreInto } from '../src/games/fishery/position.js';
import { playOutRandomlyInPlace } from '../src/games/fishery/playout.js';

type FisheryBot = Bot<FisheryState, FisheryMove>;

const randomPlayer: FisheryBot = {
  id: 'random',
  label: 'Random',
  choose: (state, seat, random) => random.pick(fishery.legalMoves(state, seat)),
};

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function playoutsPerSecond(): number {
  const random = seededRandom(7);
  const fish = [0, 0];
  let count = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < 3) {
    for (let i = 0; i < 200; i++) {
      const position = createPosition(DEFAULT_OPTIONS);
      playOutRandomlyInPlace(position, random);
      scoreInto(position, fish);
    }
    count += 200;
  }
  return count / (cpuSeconds() - start);
}

/** Games won by `bot` out of `games`, and the wall-clock time of each of its moves. */
function match(bot: FisheryBot, rival: FisheryBot, games: number, seed: number, times: number[]): number {
  let wins = 0;
  for (let game = 0; game < games; game++) {
    const random: Random = seededRandom(seed + game);
    const botSeat = game % 2;
    let state = fishery.setup({ players: 2 });
    while (fishery.outcome(state) === null) {
      const seat = state.turn;
      const player = seat === botSeat ? bot : rival;
      const before = performance.now();
      const move = player.choose(state, seat, random);
      if (seat === botSeat) times.push(performance.now() - before);
      const next = fishery.apply(state, seat, move);
      if (isRuleError(next)) throw new Error(`${player.id} made an illegal move: ${next.message}`);
      state = next;
    }
    if (fishery.outcome(state)?.winners[0] === botSeat) wins++;
  }
  return wins;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

console.log(`fishery random playouts/s: ${Math.round(playoutsPerSecond())}`);
const strength: string[] = [];
// Hard, and every level against the others and a generic UCT player: fishery-bots.bench.ts.
for (const bot of [easyBot, mediumBot]) {
  const times: number[] = [];
  const games = bot === easyBot ? 100 : 40;
  strength.push(`fishery bot ${bot.id} vs random: ${match(bot, randomPlayer, games, 10_000, times)}/${games}`);
  strength.push(`fishery bot ${bot.id} vs greedy: ${match(bot, greedyBot, games, 20_000, times)}/${games}`);
  console.log(`fishery bot ${bot.id} median move: ${median(times).toFixed(1)} ms`);
  console.log(`fishery bot ${bot.id} max move: ${Math.max(...times).toFixed(1)} ms`);
}
for (const line of strength) console.log(line);
