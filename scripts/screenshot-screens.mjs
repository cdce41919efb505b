#!/usr/bin/env node
// Photographs every game's first screens, on one device and in a room, at a phone (390×844) and a desktop
// (1280×800) size, light and dark: the table against the bots, a new room's first page (its seat count
// or its seats), and for one game the pages a room shows before its table (a link that finds no room, an
// unreachable signaling server). For checking that each screen offers the same ways on (rules, invite,
// back). PNGs go to screenshots/tmp/ (gitignored). `--no-build` reuses dist/; `--games=wishes,fleet` limits them.
import { openShotSite } from './shot-site.mjs';

const OUT = 'screenshots/tmp';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const ALL = ['fishery', 'gone-fishing', 'wishes', 'sell-fish', 'fleet'];
const chosen = process.argv.find((arg) => arg.startsWith('--games='))?.slice('--games='.length).split(',') ?? ALL;

async function main() {
  const site = await openShotSite(OUT);
  const { app, browser } = site;
  const problems = [];
  const shots = [];
  try {
    const shootAll = async (name, hash, ready) => {
      for (const [sizeName, viewport] of Object.entries(SIZES)) {
        for (const scheme of ['light', 'dark']) {
          const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
          // Finds `selector` anywhere on the page, through shadow roots.
          await context.addInitScript(() => {
            window.deepFind = (selector, root = document) => {
              const found = root.querySelector(selector);
              if (found) return found;
              for (const element of root.querySelectorAll('*')) {
                const inner = element.shadowRoot && window.deepFind(selector, element.shadowRoot);
                if (inner) return inner;
              }
              return null;
            };
          });
          const page = await context.newPage();
          page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
          await page.goto(`${app.url}${hash}`);
          await page.waitForFunction(ready, undefined, { timeout: 60_000 });
          await page.waitForTimeout(400);
          const path = `${OUT}/screens-${name}-${sizeName}-${scheme}.png`;
          await page.screenshot({ path, fullPage: sizeName === 'phone' });
          shots.push(path);
          await context.close();
        }
      }
    };
    const shows = (selector) => `deepFind('${selector}')`;
    for (const game of chosen) {
      await shootAll(`${game}-solo`, `#/play/${game}/bot`, shows('[data-role="status"]'));
      await shootAll(`${game}-room-new`, `#/${game}/new`, shows('#sizing-heading, shoal-seat-picker'));
    }
    const game = chosen.includes('wishes') ? 'wishes' : chosen[0];
    await shootAll(`${game}-room-no-room`, `#/${game}/mistypedRoomLinkAAAAAA`, shows('[data-role="no-room"]'));
    await shootAll(`${game}-room-unreachable`, `?signal=ws://127.0.0.1:9#/${game}/new`, shows('[data-role="unreachable"], #sizing-heading'));
  } finally {
    await site.close();
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
  console.log(shots.join('\n'));
}

await main();
