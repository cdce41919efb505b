// Offline and updates: dist/ served under a sub-path (/games/shoal/). After one visit the server is
// stopped and the browser set offline, and every solo game opens and plays (bots included); a new
// build is taken on the next visit, never by a page already open, which keeps its own build's files.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error -- plain ESM scripts without type declarations
import { serveStatic } from '../../scripts/static-server.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { writeServiceWorker } from '../../scripts/offline.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { until } from '../kit/until.js';

const SUB_PATH = 'games/shoal/';
const GAMES = ['fishery', 'gone-fishing', 'wishes', 'sell-fish'];

interface Server {
  readonly port: number;
  close(): Promise<void>;
}

let root: string;
let site: string;
let server: Server | null = null;
let port = 0;
let browser: Browser;

const base = (): string => `http://127.0.0.1:${port}/${SUB_PATH}`;

async function startServer(): Promise<void> {
  server = (await serveStatic({ root, port })) as Server;
  port = server.port;
}

async function stopServer(): Promise<void> {
  await server?.close();
  server = null;
}

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'shoal-offline-'));
  site = join(root, SUB_PATH);
  cpSync('dist', site, { recursive: true });
  await startServer();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, headless: true, args: CHROMIUM_ARGS as string[] });
});

after(async () => {
  await browser.close();
  await stopServer();
  rmSync(root, { recursive: true, force: true });
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript('window.__name = (f) => f;');
  return context;
}

/** Opens the app and waits until its service worker controls the page with the whole build cached. */
async function visit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(base());
  await until(
    () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' && navigator.serviceWorker.controller !== null),
    'the service worker to have cached the build and control the page',
    // It fetches the whole build first: on a loaded 2-core machine that can take more than 10 s.
    60_000,
  );
  return page;
}

interface TableFacts {
  readonly toMove: number | null;
  readonly legal: number;
  readonly logLength: number;
  readonly over: boolean;
}

/** What the solo table of `gameId` shows, or null before it is drawn. */
function tableFacts(page: Page, gameId: string): Promise<TableFacts | null> {
  return page.evaluate((tag) => {
    const element = document.querySelector('shoal-app')?.shadowRoot?.querySelector(tag) as unknown as {
      _game?: { humanToMove: number | null; thinking: boolean; table: null | { legalIntents(seat: number): unknown[]; log(): unknown[]; outcome(): unknown } };
    } | null;
    const game = element?._game;
    if (!game?.table) return null;
    const toMove = game.thinking ? null : game.humanToMove;
    return { toMove, legal: toMove === null ? 0 : game.table.legalIntents(toMove).length, logLength: game.table.log().length, over: game.table.outcome() !== null };
  }, `shoal-${gameId}-table`);
}

/** Plays the first legal move of the player to move, then waits until the bots have answered. */
async function playOneMove(page: Page, gameId: string): Promise<void> {
  const ready = await until(async () => {
    const facts = await tableFacts(page, gameId);
    return facts && facts.legal > 0 && facts;
  }, `a move to play in ${gameId}`, 60_000);
  await page.evaluate((tag) => {
    const game = (document.querySelector('shoal-app')!.shadowRoot!.querySelector(tag) as unknown as { _game: { humanToMove: number; play(intent: unknown): unknown; table: { legalIntents(seat: number): unknown[] } } })._game;
    const error = game.play(game.table.legalIntents(game.humanToMove)[0]);
    if (error) throw new Error(`refused: ${JSON.stringify(error)}`);
  }, `shoal-${gameId}-table`);
  await until(async () => {
    const facts = await tableFacts(page, gameId);
    return facts && facts.logLength > ready.logLength && (facts.over || facts.legal > 0) && facts;
  }, `${gameId} to go on after a move (the bots answer)`, 60_000);
}

test('after one visit, with the server stopped and the browser offline, every solo game opens and plays with its bots', async () => {
  const context = await newContext();
  const home = await visit(context);
  await home.close();
  await stopServer();
  await context.setOffline(true);
  try {
    for (const gameId of GAMES) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${base()}#/play/${gameId}/bot?new&seat=0`);
      await playOneMove(page, gameId);
      // A reload without the network restores the game where it was.
      const before = (await tableFacts(page, gameId))!.logLength;
      await page.reload();
      await until(async () => ((await tableFacts(page, gameId))?.logLength ?? 0) >= before, `${gameId} to come back after a reload`);
      assert.deepEqual(errors, [], `no page errors in ${gameId}`);
      await page.close();
    }
  } finally {
    await context.close();
    await startServer();
  }
});

test('a new build is taken on the next visit; a page already open keeps its own build, even for chunks the new one deleted', async () => {
  const context = await newContext();
  const playing = await visit(context);
  const oldCaches = await playing.evaluate(() => caches.keys());
  await playing.goto(`${base()}#/play/fishery/bot?new&seat=0`);
  await playOneMove(playing, 'fishery');

  // The next build: a changed index.html, and the old Wishes table chunk gone from the server.
  const wishesChunk = readdirSync(site).find((file) => /^app-wishes-index-[\w-]{8}\.js$/.test(file))!;
  rmSync(join(site, wishesChunk));
  writeFileSync(join(site, 'index.html'), readFileSync(join(site, 'index.html'), 'utf8').replace('<head>', '<head><meta name="shoal-build" content="next" />'));
  writeServiceWorker(site);

  // A second tab finds the new worker; it waits, since the first tab still plays on the old build.
  const second = await context.newPage();
  await second.goto(base());
  await until(() => second.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null), 'the new build to install and wait', 60_000);
  assert.equal(await second.locator('meta[name="shoal-build"]').count(), 0, 'an open tab keeps the build in use');
  await second.close();

  // The playing tab opens another game: its chunk comes from its own build's cache.
  await playing.evaluate(() => (location.hash = '#/play/wishes/bot?new&seat=0'));
  await playOneMove(playing, 'wishes');
  await playing.close();

  // The next visit runs the new build, its old cache gone, and the game in progress carries on. A closed
  // tab lets go of the old build a moment later: a visit that still found it is closed, and the next one tried.
  let next = await context.newPage();
  await until(async () => {
    await next.goto(`${base()}#/play/fishery/bot`);
    if ((await next.locator('meta[name="shoal-build"]').count()) === 1) return true;
    await next.close();
    next = await context.newPage();
    return false;
  }, 'the next visit to run the new build', 60_000);
  await until(async () => ((await tableFacts(next, 'fishery'))?.logLength ?? 0) >= 2, 'the saved Fishery game to resume', 60_000);
  const newCaches = await next.evaluate(() => caches.keys());
  assert.equal(newCaches.length, 1);
  assert.notDeepEqual(newCaches, oldCaches);
  await context.close();
});
