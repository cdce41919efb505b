// The site the screenshot scripts photograph: dist/ (built unless `--no-build`) copied to a temporary
// folder, served with the local signaling servers in its config.json, and a headless Chromium.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll } from './build.mjs';
import { startLocalServers } from './local-servers.mjs';
import { serveStatic } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** Starts the site and the browser; `close()` stops both and removes the copy. PNGs go to `out`. */
export async function openShotSite(out) {
  if (!process.argv.includes('--no-build')) await buildAll();
  mkdirSync(out, { recursive: true });
  const site = mkdtempSync(join(tmpdir(), 'shoal-shots-'));
  cpSync('dist', site, { recursive: true });
  const servers = await startLocalServers({ iceServers: [], quiet: true });
  const app = await serveStatic({ root: site, overrides: { '/config.json': JSON.stringify(servers.config) } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    app,
    browser,
    async close() {
      await browser.close();
      await Promise.allSettled([app.close(), servers.close()]);
      rmSync(site, { recursive: true, force: true });
    },
  };
}
