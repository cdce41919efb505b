#!/usr/bin/env node
// Draws the app's PNG icons from its SVGs in the system Chromium: static/icons/icon-192.png and
// icon-512.png from static/favicon.svg, maskable-192.png and maskable-512.png from
// static/icons/maskable.svg (full-bleed sea, the fish inside the central safe circle). The PNGs are
// committed; run this again after changing either SVG.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const ICONS = [
  ['static/favicon.svg', 'static/icons/icon-192.png', 192],
  ['static/favicon.svg', 'static/icons/icon-512.png', 512],
  ['static/icons/maskable.svg', 'static/icons/maskable-192.png', 192],
  ['static/icons/maskable.svg', 'static/icons/maskable-512.png', 512],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [source, target, size] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(source, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    await page.screenshot({ path: target, omitBackground: true });
    await page.close();
    console.log(`${target} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
