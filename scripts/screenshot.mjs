#!/usr/bin/env node
// Builds dist/, serves a copy under a sub-path (/games/shoal/), and photographs the app in system Chromium at a
// phone (390×844) and a desktop (1280×800) size, light and dark: the home screen, a table mid-game,
// the rules and the end dialog. PNGs go to screenshots/tmp/ (gitignored); `--readme` also refreshes
// docs/screenshot.png and docs/screenshot-phone.png.
import { cpSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildAll } from './build.mjs';
import { serveStatic } from './static-server.mjs';
import { shootWishes } from './screenshot-wishes.mjs';
import { shootFleet } from './screenshot-fleet.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const OUT = 'screenshots/tmp';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

// A mid-game position (F-3, F-4): 12 ships, then nets closing a Black and a White fishery and leaving
// a tied one. Seats alternate, Black (seat 0) first.
const SHIPS = [[1, 1], [6, 1], [2, 4], [4, 3], [7, 5], [7, 3], [3, 1], [4, 5], [5, 5], [8, 0], [1, 5], [0, 3]];
const NETS = [[4, 0, 'e'], [5, 2, 's'], [4, 1, 'e'], [6, 2, 's'], [4, 2, 'e'], [7, 2, 's'], [8, 2, 's'], [0, 2, 's'], [1, 2, 's'], [2, 2, 's'], [3, 2, 's'], [4, 2, 's'], [5, 3, 'e'], [5, 4, 'e']];
const MID = [...SHIPS.map(([x, y]) => ({ type: 'ship', x, y })), ...NETS.map(([x, y, side]) => ({ type: 'net', x, y, side }))];
const END = [...MID, { type: 'pass' }, { type: 'pass' }];

function saved(moves, setup) {
  const intents = moves.map((intent, index) => ({ seat: index % 2, intent }));
  return JSON.stringify({ version: 1, setup, snapshot: { version: 1, gameId: 'fishery', players: 2, seed: 'screenshot', options: {}, intents } });
}

async function main() {
  const readme = process.argv.includes('--readme');
  // `--game wishes` shoots that game's screens instead of Fishery's.
  const game = process.argv.includes('--game') ? process.argv[process.argv.indexOf('--game') + 1] : 'fishery';
  await buildAll();
  mkdirSync(OUT, { recursive: true });
  // A private copy served under a sub-path: other builds may rewrite dist/ meanwhile, and the app
  // must work from any folder of a static host.
  const site = `${OUT}/site`;
  rmSync(site, { recursive: true, force: true });
  cpSync('dist', `${site}/games/shoal`, { recursive: true });
  const server = await serveStatic({ root: site });
  const base = `${server.url}games/shoal/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const problems = [];
  try {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: sizeName === 'phone' ? 2 : 1, hasTouch: sizeName === 'phone' });
        const page = await context.newPage();
        page.on('console', (message) => message.type() === 'error' && problems.push(`${sizeName}/${scheme}: ${message.text()}`));
        page.on('pageerror', (error) => problems.push(`${sizeName}/${scheme}: ${error.message}`));
        page.on('response', (response) => response.status() >= 400 && problems.push(`${sizeName}/${scheme}: ${response.status()} ${response.url()}`));
        const shot = async (name, options = {}) => {
          await page.waitForTimeout(450);
          await page.screenshot({ path: `${OUT}/${name}-${sizeName}-${scheme}.png`, ...options });
        };

        await page.goto(base);
        await page.locator('shoal-home h2').first().waitFor();
        await page.locator('shoal-home .art-space').first().waitFor({ state: 'detached' });
        await shot('home');
        if (game === 'wishes' || game === 'fleet') {
          await (game === 'wishes' ? shootWishes : shootFleet)(page, base, shot, sizeName);
          await context.close();
          continue;
        }

        await page.evaluate((value) => localStorage.setItem('shoal:game:fishery:bot', value), saved(MID, { mode: 'bot', botSeats: { 1: 'hard' } }));
        await page.goto(`${base}#/play/fishery/bot`);
        await page.locator('shoal-fishery-board svg').waitFor();
        if (sizeName === 'desktop') await page.locator('shoal-fishery-board [data-edge="5,5,e"]').hover();
        await shot('table');

        await page.getByRole('button', { name: 'Rules' }).click();
        await shot('rules');
        await page.keyboard.press('Escape');

        await page.evaluate((value) => localStorage.setItem('shoal:game:fishery:pass', value), saved(END, { mode: 'pass', botSeats: {} }));
        await page.goto(`${base}#/play/fishery/pass`);
        await page.locator('shoal-end-dialog dialog').waitFor();
        await shot('end');

        // Home with a game in progress: My games, Continue first, and a new game asks before replacing it.
        await page.goto(base);
        await page.locator('shoal-home [data-role="my-games"]').waitFor();
        await shot('home-my-games');
        await page.locator('shoal-home [data-action="new-bot"]').first().click();
        await page.locator('shoal-home [data-role="asking"]').waitFor();
        await shot('home-ask');
        await page.keyboard.press('Escape');

        // Gone Fishing as the Fish player laying the lake: on a phone the step's button shows with the status.
        await page.goto(`${base}#/play/gone-fishing/bot?new&seat=1&level=fisher`);
        await page.locator('shoal-gone-fishing-board shoal-button', { hasText: 'Lay the lake' }).waitFor();
        await shot('gone-fishing-step');

        await page.goto(`${base}#/nowhere/at/all`);
        await shot('not-found');
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (readme) {
    copyFileSync(`${OUT}/table-desktop-light.png`, 'docs/screenshot.png');
    copyFileSync(`${OUT}/table-phone-dark.png`, 'docs/screenshot-phone.png');
  }
  console.log(`screenshots in ${OUT}/${readme ? ' (and docs/)' : ''}`);
  if (problems.length) {
    console.error(`page errors:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
