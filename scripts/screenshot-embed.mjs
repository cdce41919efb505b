#!/usr/bin/env node
// Photographs dist/demo/blog.html (two embedded games side by side) with the app served from another
// origin, at a phone (390×844) and a desktop (1280×800) size, light and dark, and the message a reader
// sees when the Shoal site sends no CORS headers. PNGs go to screenshots/tmp/embed-*.png.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll } from './build.mjs';
import { serveStatic } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const OUT = 'screenshots/tmp';
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

if (!process.argv.includes('--no-build')) await buildAll();
mkdirSync(OUT, { recursive: true });
const root = mkdtempSync(join(tmpdir(), 'shoal-embed-shots-'));
cpSync('dist', join(root, 'games/shoal'), { recursive: true });
const app = await serveStatic({ root, headers: { 'access-control-allow-origin': '*' } });
const appWithoutCors = await serveStatic({ root });
const blog = await serveStatic({ root: join(root, 'games/shoal') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const problems = [];
try {
  for (const [sizeName, viewport] of Object.entries(SIZES)) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: sizeName === 'phone' ? 2 : 1, hasTouch: sizeName === 'phone' });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${sizeName}/${scheme}: ${error.message}`));
      for (const [name, server] of [['blog', app], ['no-cors', appWithoutCors]]) {
        await page.goto(`${blog.url}demo/blog.html?app=${encodeURIComponent(`${server.url}games/shoal/`)}`);
        if (name === 'blog') await page.locator('shoal-game[game="wishes"]').locator('shoal-wishes-table').waitFor({ timeout: 30_000 });
        else await page.locator('shoal-game').first().getByRole('alert').waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${OUT}/embed-${name}-${sizeName}-${scheme}.png`, fullPage: name === 'blog' && sizeName === 'desktop' });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.allSettled([app.close(), appWithoutCors.close(), blog.close()]);
  rmSync(root, { recursive: true, force: true });
}
console.log(`screenshots in ${OUT}/embed-*.png`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
