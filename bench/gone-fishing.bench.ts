// Gone Fishing figures on the local table (commitments, sealed boxes and audits included): the Angler
// bot and the Fish bot against each other and against random play over 200 days each, the bots'
// median move time, and the gzipped size of the engine chunk of the game folder.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { fisherGoneFishingBot, randomGoneFishingBot } from '../src/games/gone-fishing/index.js';
import { playGame, pointsPerDay } from '../test/unit/gone-fishing/table-play.js';

const DAYS = Number(process.env.GONE_FISHING_BENCH_DAYS ?? 200);
const GAMES = Math.ceil(DAYS / 2);
const fisher = fisherGoneFishingBot;
const random = randomGoneFishingBot;

const botVsBot = pointsPerDay({ angler: fisher, fish: fisher }, GAMES, 'bench');
const randomAngler = pointsPerDay({ angler: random, fish: fisher }, GAMES, 'bench');
const randomFish = pointsPerDay({ angler: fisher, fish: random }, GAMES, 'bench');
console.log(`gone-fishing angler bot vs fish bot: avg ${botVsBot.toFixed(2)} points/day (random angler: ${randomAngler.toFixed(2)}) over ${GAMES * 2} days`);
console.log(`gone-fishing fish bot vs angler bot: concedes ${botVsBot.toFixed(2)} points/day (random fish: ${randomFish.toFixed(2)}) over ${GAMES * 2} days`);

const times: number[] = [];
for (let game = 0; game < 20; game++) {
  playGame(`timing-${game}`, { angler: fisher, fish: fisher }, { fishHelpers: game % 2 ? 'on' : 'off' }, (choose) => {
    const start = performance.now();
    const intent = choose();
    times.push(performance.now() - start);
    return intent;
  });
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const worst = times[times.length - 1]!;
console.log(`gone-fishing bot median move: ${median.toFixed(3)} ms (slowest ${worst.toFixed(2)} ms, ${times.length} moves)`);

const bundle = await build({
  entryPoints: ['src/games/gone-fishing/index.ts'],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  external: ['tweetnacl'],
});
const code = bundle.outputFiles[0]!.contents;
console.log(`gone-fishing engine chunk: ${(gzipSync(code).length / 1024).toFixed(1)} KiB gzipped (${(code.length / 1024).toFixed(1)} KiB minified, src/core + src/fair + rules + bots, tweetnacl excluded)`);
