// How fast an embedded game becomes playable: a page with one <shoal-game game="…" seat="0"> served from
// a fresh production build on loopback, in the system Chromium. The time runs from the moment embed.js
// has arrived (its resource timing's responseEnd) to the first frame in which the reader can move
// (the table shows the reader's legal moves). Median of 5 page loads with an empty cache, and of 5
// reloads with the scripts cached. Goal: Fishery ≤ 300 ms.
import { chromium, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { manifests } from '../src/games/manifests.js';
import { freshBuild } from './page-weight.js';
// @ts-expect-error -- plain ESM scripts without type declarations
import { serveStatic } from '../scripts/static-server.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** Games with a table in the app (a game whose screens have not landed has rules only); BENCH_GAMES=fishery,wishes times only those. */
const only = process.env.BENCH_GAMES?.split(',').filter(Boolean);
const playable = manifests.filter(({ id }) => existsSync(`components/${id}/index.ts`) && (!only || only.includes(id)));

const RUNS = 5;
const pageFor = (gameId: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><script src="/embed.js" async></script></head>
<body><shoal-game game="${gameId}" seat="0"></shoal-game></body></html>`;

/** Milliseconds from embed.js's arrival to the first frame with a move open to the reader. */
function timeToPlayable(page: Page, gameId: string): Promise<number> {
  return page.evaluate(
    (gameId) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const check = (): void => {
          const table = document.querySelector('shoal-game')?.shadowRoot?.querySelector(`shoal-${gameId}-table`) as unknown as {
            _game?: { humanToMove: number | null; thinking: boolean; table: null | { legalIntents(seat: number): unknown[] } };
          } | null;
          const game = table?._game;
          const seat = game && !game.thinking ? game.humanToMove : null;
          const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/embed.js')) as PerformanceResourceTiming | undefined;
          if (script && seat !== null && seat !== undefined && game!.table!.legalIntents(seat).length > 0) {
            resolve(performance.now() - script.responseEnd);
            return;
          }
          if (performance.now() - started > 30_000) reject(new Error(`${gameId} never became playable`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    gameId,
  );
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await freshBuild();
const overrides = Object.fromEntries(playable.map(({ id }) => [`/bench-${id}.html`, pageFor(id)]));
const server = (await serveStatic({ root: 'dist', overrides })) as { url: string; close(): Promise<void> };
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, headless: true, args: CHROMIUM_ARGS as string[] });
try {
  for (const { id } of playable) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      // Functions that tsx compiled call esbuild's `__name`; the page needs it to run them in page.evaluate.
      await context.addInitScript('window.__name = (f) => f;');
      const page = await context.newPage();
      await page.goto(`${server.url}bench-${id}.html`);
      cold.push(await timeToPlayable(page, id));
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      warm.push(await timeToPlayable(page, id));
      await context.close();
    }
    console.log(`embed ${id} playable after embed.js loads, empty cache (median of ${RUNS}): ${Math.round(median(cold))} ms`);
    console.log(`embed ${id} playable after embed.js loads, scripts cached (median of ${RUNS}): ${Math.round(median(warm))} ms`);
  }
} finally {
  await browser.close();
  await server.close();
}
