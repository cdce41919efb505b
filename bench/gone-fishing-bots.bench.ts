// Gone Fishing bot levels: each level against the others (games won, 95 % Wilson intervals), each level's
// decision times, and the Hard Fish player's lakes against Anglers written apart from the bots
// (bench/rivals/gone-fishing-anglers.ts): a tracking Angler, one with a fixed prior and one that expects
// more of the tiles that slid must gain nothing over a random-prior Angler, and the Hard Angler must score
// more than the tracking one (points per day, mean with a 95 % interval; gains paired day by day, every
// Angler facing the same seeds). Default: 60 days a pairing; `npm run bench -- bots` or BENCH_FULL=1: 200.
// GONE_FISHING_BOT_DAYS and GONE_FISHING_LEVEL_GAMES override the days and the games a pairing of levels;
// GONE_FISHING_ONLY=levels or =lakes runs one half; GONE_FISHING_FISH=hard measures only the Hard Fish player;
// GONE_FISHING_SOURCES=1 adds Anglers that each remember one kind of sighting, to tell where tracking's gain comes from;
// GONE_FISHING_ANGLERS lists the Anglers to run (e.g. random-prior,tracking,hard; default all); GONE_FISHING_SEEDS names
// another series of lakes than the bench's own (`lakes`), to check a change on days it was not tuned on.
import { seededRandom, type AnyBot } from '../src/core/index.js';
import { easyGoneFishingBot, fisherGoneFishingBot, hardGoneFishingBot, type GoneFishingState } from '../src/games/gone-fishing/index.js';
import { playGame, seedNumber } from '../test/unit/gone-fishing/table-play.js';
import { benchAngler } from './rivals/gone-fishing-anglers.js';
import { fullBench, load, share, timeSummary } from './rivals/stats.js';

const days = Number(process.env.GONE_FISHING_BOT_DAYS ?? (fullBench() ? 200 : 60));
const games = Math.ceil(days / 2);
/** Games a pairing of levels (GONE_FISHING_LEVEL_GAMES, else one per two days). */
const levelGames = Number(process.env.GONE_FISHING_LEVEL_GAMES ?? games);
const only = process.env.GONE_FISHING_ONLY;

/** Mean and 95 % interval of a list of day scores. */
function meanInterval(values: readonly number[]): string {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  const half = 1.96 * Math.sqrt(variance / values.length);
  return `${mean.toFixed(2)} [${(mean - half).toFixed(2)}, ${(mean + half).toFixed(2)}] points/day (${values.length} days)`;
}

/**
 * `bot` with the lake it lays and the start piers it picks drawn from the day's own seed, so every Angler meets the
 * same lakes from the same piers on both days of a game (else day 2's lake depends on how day 1 went).
 */
function sameLakes(bot: AnyBot, seed: string): AnyBot {
  return {
    ...bot,
    choose: (state, seat, random, secrets) => {
      const { phase, day } = state as GoneFishingState;
      const own = phase === 'lay-lake' || phase === 'place-figures' ? seededRandom(seedNumber(`${seed}-day-${day}`)) : random;
      return bot.choose(state, seat, own, secrets);
    },
  };
}

/** Angler points per day of `angler` against `fish` over `games` games (both days are that pairing's). */
function anglerDays(angler: AnyBot, fish: AnyBot, prefix: string): number[] {
  const scores: number[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}-${g}`;
    for (const day of playGame(seed, { angler: sameLakes(angler, seed), fish: sameLakes(fish, seed) }).days) scores.push(day.score);
  }
  return scores;
}

/** Games `bot` wins against `rival`, seats alternating; `bot`'s decision times. */
function levelMatch(bot: AnyBot, rival: AnyBot, prefix: string): { wins: number; times: number[]; rivalTimes: number[] } {
  let wins = 0;
  const times: number[] = [];
  const rivalTimes: number[] = [];
  for (let g = 0; g < levelGames; g++) {
    const botSeat = g % 2;
    const both: AnyBot = {
      id: 'seated',
      label: 'seated',
      choose: (state, seat, random, secrets) => {
        const start = performance.now();
        const intent: unknown = (seat === botSeat ? bot : rival).choose(state, seat, random, secrets);
        (seat === botSeat ? times : rivalTimes).push(performance.now() - start);
        return intent;
      },
    };
    const game = playGame(`${prefix}-${g}`, { angler: both, fish: both });
    const outcome = game.table.outcome();
    if (outcome?.winners.includes(botSeat)) wins++;
  }
  return { wins, times, rivalTimes };
}

console.log(`gone-fishing bots: ${levelGames} games a pairing of levels; ${days} days (${games} games) a pairing of Angler and Fish`);
for (const [name, bot, rival] of only === 'lakes' ? [] : [
  ['medium vs easy', fisherGoneFishingBot, easyGoneFishingBot],
  ['hard vs medium', hardGoneFishingBot, fisherGoneFishingBot],
  ['hard vs easy', hardGoneFishingBot, easyGoneFishingBot],
] as const) {
  const { wins, times, rivalTimes } = levelMatch(bot, rival, `levels-${name}`);
  console.log(`gone-fishing ${name}: ${share(wins, levelGames)} of games (load ${load()})`);
  console.log(`gone-fishing ${bot.id} moves (${name}): ${timeSummary(times)}`);
  if (rival === easyGoneFishingBot) console.log(`gone-fishing ${rival.id} moves (${name}): ${timeSummary(rivalTimes)}`);
}
/**
 * The mean gain of `a` over `b` with its 95 % interval, day by day: both lists were played from the same seeds
 * (the same lakes laid at each day's start), so each day's difference is one paired sample.
 */
function difference(a: readonly number[], b: readonly number[]): string {
  const gains = a.map((score, day) => score - (b[day] as number));
  const d = gains.reduce((sum, v) => sum + v, 0) / gains.length;
  const variance = gains.reduce((sum, v) => sum + (v - d) ** 2, 0) / (gains.length - 1);
  const half = 1.96 * Math.sqrt(variance / gains.length);
  return `${d >= 0 ? '+' : ''}${d.toFixed(2)} [${(d - half).toFixed(2)}, ${(d + half).toFixed(2)}] points/day (paired by seed, ${gains.length} days)`;
}

/** Tracking Angler's gain split by what it remembers (GONE_FISHING_SOURCES=1): shown within its cards' reach, beyond it, peeked, or all but only to walk. */
const sources = process.env.GONE_FISHING_SOURCES === '1' ? (['shown-in-reach', 'shown-out-of-reach', 'peeked', 'walking'] as const) : [];
/** GONE_FISHING_FISH=hard measures the Hard Fish player alone. */
const fishes = [hardGoneFishingBot, fisherGoneFishingBot].filter((bot) => !process.env.GONE_FISHING_FISH || bot.id === process.env.GONE_FISHING_FISH);

/** GONE_FISHING_ANGLERS picks the Anglers measured against each Fish player (the random-prior one is always run). */
const picked = process.env.GONE_FISHING_ANGLERS?.split(',');
const lakeSeeds = process.env.GONE_FISHING_SEEDS ?? 'lakes';
const runs = (name: string): boolean => !picked || name === 'random-prior' || picked.includes(name);

for (const fish of only === 'levels' ? [] : fishes) {
  const scores = new Map<string, number[]>();
  for (const belief of (['random-prior', 'tracking', 'fixed-prior', 'slid', ...sources] as const).filter(runs)) {
    scores.set(belief, anglerDays(benchAngler(belief), fish, `${lakeSeeds}-${fish.id}`));
    console.log(`gone-fishing ${belief} angler vs ${fish.id} fish: ${meanInterval(scores.get(belief)!)} (load ${load()})`);
  }
  if (runs('hard')) {
    scores.set('hard', anglerDays(hardGoneFishingBot, fish, `${lakeSeeds}-${fish.id}`));
    console.log(`gone-fishing hard angler vs ${fish.id} fish: ${meanInterval(scores.get('hard')!)} (load ${load()})`);
  }
  const baseline = scores.get('random-prior')!;
  for (const belief of ['tracking', 'fixed-prior', 'slid', ...sources].filter(runs)) {
    console.log(`gone-fishing ${belief} over random-prior vs ${fish.id} fish: ${difference(scores.get(belief)!, baseline)}`);
  }
  if (runs('hard') && runs('tracking')) {
    console.log(`gone-fishing hard angler over tracking vs ${fish.id} fish: ${difference(scores.get('hard')!, scores.get('tracking')!)}`);
  }
}
