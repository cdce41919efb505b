#!/usr/bin/env node
// SELL.fish shots: builds dist/, serves it under a sub-path and photographs, at 390×844 and 1280×800,
// light and dark: a 4-seat game at the Green river's programming (year 3), a 6-seat game at a sealed
// bid, the rules and the end of a game. The games are played on the built engine by a seeded picker.
// PNGs go to screenshots/tmp/.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildAll } from './build.mjs';
import { serveStatic } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const OUT = 'screenshots/tmp';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** Plays a seeded game until `stop(state, seat)`; returns its snapshot. */
async function playedGame(players, seed, stop) {
  const { createLocalTable } = await import('../dist/engine.js');
  const table = createLocalTable('sell-fish', { players, seed });
  let lcg = 777;
  const next = (bound) => {
    lcg = (lcg * 1103515245 + 12345) % 2147483648;
    return lcg % bound;
  };
  while (!table.outcome()) {
    const seat = table.pending()[0];
    if (stop(table.state(), seat)) break;
    const legal = table.legalIntents(seat);
    const ready = legal.find((i) => i.type === 'ready');
    const sends = legal.filter((i) => i.type === 'send');
    const bids = legal.filter((i) => i.type === 'bid' && i.amount <= 8);
    const pick = ready ?? (sends.length ? sends[Math.min(sends.length - 1, 1 + next(2))] : bids.length ? bids[next(bids.length)] : legal[next(legal.length)]);
    const error = table.play(seat, pick);
    if (error) throw new Error(`screenshot game: ${error.message}`);
  }
  return table.snapshot();
}

const saved = (snapshot, botSeats) => JSON.stringify({ version: 1, setup: { mode: 'bot', botSeats }, snapshot });

async function main() {
  await buildAll();
  mkdirSync(OUT, { recursive: true });
  const site = `${OUT}/site-sell-fish`;
  rmSync(site, { recursive: true, force: true });
  cpSync('dist', `${site}/games/shoal`, { recursive: true });
  const server = await serveStatic({ root: site });
  const base = `${server.url}games/shoal/`;
  const mid = await playedGame(4, 'shot-mid', (s, seat) => s.year === 3 && s.step === 'commit' && s.sealed.step === 'green' && seat === 0);
  const six = await playedGame(6, 'shot-six', (s, seat) => s.year === 2 && s.step === 'commit' && s.sealed.step === 'auction-1' && seat === 0);
  const end = await playedGame(4, 'shot-end', () => false);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const problems = [];
  try {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: sizeName === 'phone' ? 2 : 1, hasTouch: sizeName === 'phone' });
        const page = await context.newPage();
        page.on('console', (m) => m.type() === 'error' && problems.push(`${sizeName}/${scheme}: ${m.text()}`));
        page.on('pageerror', (e) => problems.push(`${sizeName}/${scheme}: ${e.message}`));
        const shot = async (name, full = false) => {
          await page.waitForTimeout(900);
          await page.screenshot({ path: `${OUT}/sell-fish-${name}-${sizeName}-${scheme}.png`, fullPage: full });
        };
        await page.goto(base);
        await page.locator('shoal-home h2').first().waitFor();
        await page.locator('shoal-home .art-space').first().waitFor({ state: 'detached' });
        await page.evaluate((value) => localStorage.setItem('shoal:game:sell-fish:bot', value), saved(mid, { 1: 'hard', 2: 'medium', 3: 'easy' }));
        await page.goto(`${base}#/play/sell-fish/bot`);
        await page.locator('shoal-sell-fish-board .rivers').waitFor();
        await shot('table');
        if (sizeName === 'phone' && scheme === 'light') await shot('table-full', true);
        await page.evaluate((value) => localStorage.setItem('shoal:game:sell-fish:bot', value), saved(six, { 1: 'hard', 2: 'medium', 3: 'easy', 4: 'hard', 5: 'random' }));
        await page.goto(`${base}#/play/sell-fish/bot`);
        await page.reload();
        await page.locator('shoal-sell-fish-board .rivers').waitFor();
        await shot('six', sizeName === 'phone');
        await page.getByRole('button', { name: 'Rules' }).click();
        await shot('rules');
        await page.keyboard.press('Escape');
        await page.evaluate((value) => localStorage.setItem('shoal:game:sell-fish:bot', value), saved(end, { 1: 'hard', 2: 'medium', 3: 'easy' }));
        await page.reload();
        await page.locator('shoal-end-dialog dialog').waitFor();
        await shot('end');
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`screenshots in ${OUT}/`);
  if (problems.length) {
    console.error(`page errors:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
