// Embedding on another site: a blog on one origin loads embed.js from a Shoal build on another (with
// CORS headers), shows two games side by side (dist/demo/blog.html), each playable with its bots and
// saved on its own; two embeds of one game keep two games; a Shoal site without CORS headers gives a
// readable message in place of each game. "Invite a friend" opens the room in place on the blog, its link
// opens the same post with the room for the friend, and the signaling servers come from the Shoal site.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error -- plain ESM scripts without type declarations
import { serveStatic } from '../../scripts/static-server.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { startLocalServers } from '../../scripts/local-servers.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { until } from '../kit/until.js';

interface Server {
  readonly url: string;
  close(): Promise<void>;
}

const SUB_PATH = 'games/shoal/';
let root: string;
let app: Server;
let appWithoutCors: Server;
let blog: Server;
let browser: Browser;
let signaling: { config: object; close(): Promise<void> };

/** Two embeds of one game, neither with an id: told apart by their place on the page. */
const TWO_FISHERIES = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two Fisheries</title>
<script src="APP/embed.js" async></script></head><body>
<shoal-game game="fishery" level="easy" seat="0"></shoal-game>
<shoal-game game="fishery" level="easy" seat="0"></shoal-game>
</body></html>`;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'shoal-embed-'));
  cpSync('dist', join(root, SUB_PATH), { recursive: true });
  // The Shoal site names this machine's signaling servers; the blog's own config.json names a dead port,
  // so a room that read the blog's would never connect (and nothing ever leaves the machine).
  signaling = (await startLocalServers({ iceServers: [], quiet: true })) as typeof signaling;
  const deadEnd = JSON.stringify({ transport: 'peerjs', peerjs: { host: '127.0.0.1', port: 9, path: '/', secure: false, key: 'peerjs' }, signaling: ['ws://127.0.0.1:9'], iceServers: [] });
  app = (await serveStatic({ root, headers: { 'access-control-allow-origin': '*' }, overrides: { [`/${SUB_PATH}config.json`]: JSON.stringify(signaling.config) } })) as Server;
  appWithoutCors = (await serveStatic({ root })) as Server;
  const appUrl = `${app.url}${SUB_PATH}`;
  blog = (await serveStatic({ root: join(root, SUB_PATH), overrides: { '/two.html': TWO_FISHERIES.replace('APP/', appUrl), '/config.json': deadEnd } })) as Server;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, headless: true, args: CHROMIUM_ARGS as string[] });
});

after(async () => {
  await browser.close();
  await Promise.allSettled([app.close(), appWithoutCors.close(), blog.close(), signaling.close()]);
  rmSync(root, { recursive: true, force: true });
});

async function reader(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript('window.__name = (f) => f;');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

interface EmbedFacts {
  readonly players: number;
  readonly humanSeats: readonly number[];
  readonly toMove: number | null;
  readonly legal: number;
  readonly logLength: number;
}

/** What the `index`-th <shoal-game> of `gameId` shows, or null before its table is set. */
function embedFacts(page: Page, gameId: string, index = 0): Promise<EmbedFacts | null> {
  return page.evaluate(
    ([gameId, index]) => {
      const embed = document.querySelectorAll(`shoal-game[game="${gameId}"]`)[index];
      const element = embed?.shadowRoot?.querySelector(`shoal-${gameId}-table`) as unknown as {
        _game?: { humanToMove: number | null; humanSeats: number[]; thinking: boolean; players: number; table: null | { legalIntents(seat: number): unknown[]; log(): unknown[] } };
      } | null;
      const game = element?._game;
      if (!game?.table) return null;
      const toMove = game.thinking ? null : game.humanToMove;
      return { players: game.players, humanSeats: [...game.humanSeats], toMove, legal: toMove === null ? 0 : game.table.legalIntents(toMove).length, logLength: game.table.log().length };
    },
    [gameId, index] as const,
  );
}

/** Plays the first legal move in that embed and waits until its bots have answered. */
async function playOneMove(page: Page, gameId: string, index = 0): Promise<void> {
  const ready = await until(async () => {
    const facts = await embedFacts(page, gameId, index);
    return facts && facts.legal > 0 && facts;
  }, `a move to play in the ${gameId} embed`, 60_000);
  await page.evaluate(
    ([gameId, index]) => {
      const embed = document.querySelectorAll(`shoal-game[game="${gameId}"]`)[index]!;
      const game = (embed.shadowRoot!.querySelector(`shoal-${gameId}-table`) as unknown as { _game: { humanToMove: number; play(intent: unknown): unknown; table: { legalIntents(seat: number): unknown[] } } })._game;
      const error = game.play(game.table.legalIntents(game.humanToMove)[0]);
      if (error) throw new Error(`refused: ${JSON.stringify(error)}`);
    },
    [gameId, index] as const,
  );
  await until(async () => {
    const facts = await embedFacts(page, gameId, index);
    return facts && facts.logLength > ready.logLength && facts.legal > 0 && facts;
  }, `the ${gameId} embed's bots to answer`, 60_000);
}

test('the demo blog on another origin shows Fishery and Wishes side by side, set by their attributes, each playable and saved under its id', async () => {
  const { context, page, errors } = await reader();
  await page.goto(`${blog.url}demo/blog.html?app=${encodeURIComponent(`${app.url}${SUB_PATH}`)}`);
  const fishery = await until(() => embedFacts(page, 'fishery'), 'the Fishery embed to set its table', 30_000);
  const wishes = await until(() => embedFacts(page, 'wishes'), 'the Wishes embed to set its table', 30_000);
  assert.deepEqual(fishery.humanSeats, [0], 'seat="black" seats the reader at Black');
  assert.equal(wishes.players, 3, 'players="3" sets three seats');

  // Side by side at a desktop width.
  const [left, right] = await Promise.all(['fishery', 'wishes'].map((id) => page.locator(`shoal-game[game="${id}"]`).boundingBox()));
  assert.ok(left && right && left.width > 300 && right.width > 300 && left.height > 200 && right.height > 200, 'both games take room');
  assert.ok(right.x >= left.x + left.width, 'the second game stands beside the first');

  await playOneMove(page, 'fishery');
  await playOneMove(page, 'wishes');
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('shoal:game:')).sort());
  assert.deepEqual(saved, ['shoal:game:fishery:embed:coffee-fishery', 'shoal:game:wishes:embed:coffee-wishes']);

  const played = { fishery: (await embedFacts(page, 'fishery'))!.logLength, wishes: (await embedFacts(page, 'wishes'))!.logLength };
  await page.reload();
  for (const gameId of ['fishery', 'wishes'] as const) {
    await until(async () => ((await embedFacts(page, gameId))?.logLength ?? 0) >= played[gameId], `the ${gameId} embed to resume after a reload`, 30_000);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('two embeds of one game without ids keep two games', async () => {
  const { context, page, errors } = await reader();
  await page.goto(`${blog.url}two.html`);
  await until(() => embedFacts(page, 'fishery', 1), 'the second Fishery embed', 30_000);
  await playOneMove(page, 'fishery', 0);
  await playOneMove(page, 'fishery', 0);
  const first = (await embedFacts(page, 'fishery', 0))!.logLength;
  await page.reload();
  await until(async () => ((await embedFacts(page, 'fishery', 0))?.logLength ?? 0) >= first, 'the first embed to resume its game', 30_000);
  const second = await until(() => embedFacts(page, 'fishery', 1), 'the second embed', 30_000);
  assert.ok(second.logLength < first, `the second embed has its own game (${second.logLength} moves against ${first})`);
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('shoal:game:')).sort());
  assert.deepEqual(saved, ['shoal:game:fishery:embed', 'shoal:game:fishery:embed:2']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('served without CORS headers, each embed says why it cannot load and links to the game on the Shoal site', async () => {
  const { context, page } = await reader();
  const appUrl = `${appWithoutCors.url}${SUB_PATH}`;
  await page.goto(`${blog.url}demo/blog.html?app=${encodeURIComponent(appUrl)}`);
  for (const gameId of ['fishery', 'wishes']) {
    const embed = page.locator(`shoal-game[game="${gameId}"]`);
    const alert = embed.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    assert.match((await alert.textContent()) ?? '', /could not load from 127\.0\.0\.1:\d+: that site must let other sites use its scripts \(CORS headers\)/);
    assert.equal(await embed.getByRole('link', { name: 'Play it on the Shoal site' }).getAttribute('href'), `${appUrl}#/play/${gameId}/bot`);
    const box = await embed.boundingBox();
    assert.ok(box && box.width > 100 && box.height > 40, 'the message takes room on the page');
  }
  await context.close();
});

interface EmbeddedRoom {
  readonly ready: boolean;
  readonly mySeat: number | null;
  readonly accepted: number;
  readonly peers: number;
}

/** The room open in place in the first <shoal-game> of `gameId`, as its page sees it, or null. */
function embeddedRoom(page: Page, gameId: string): Promise<EmbeddedRoom | null> {
  return page.evaluate((gameId) => {
    const room = document.querySelector(`shoal-game[game="${gameId}"]`)?.shadowRoot?.querySelector('shoal-room') as unknown as {
      table: null | { ready(): boolean; mySeat(): number | null; room: { fold(): null | { accepted: unknown[] }; connection(): { peers: number } } };
    } | null;
    const table = room?.table;
    if (!table) return null;
    return { ready: table.ready(), mySeat: table.mySeat(), accepted: table.room.fold()?.accepted.length ?? 0, peers: table.room.connection().peers };
  }, gameId);
}

/** Takes `seat` in the room open in the Fishery embed, as the seat picker would. */
async function sitInEmbeddedRoom(page: Page, seat: number, name: string): Promise<void> {
  const refused = await page.evaluate(
    async ([seat, name]) => {
      const room = document.querySelector('shoal-game[game="fishery"]')!.shadowRoot!.querySelector('shoal-room') as unknown as {
        table: { takeSeat(seat: number, name: string, color: string): Promise<unknown> };
      };
      return room.table.takeSeat(seat, name, '#2a7fb8');
    },
    [seat, name] as const,
  );
  assert.equal(refused, null, `${name} sits at seat ${seat}`);
}

test('Invite a friend opens the room in place on the blog; its link opens the post with the room for the friend; signaling comes from the Shoal site', async () => {
  const ada = await reader();
  const bo = await reader();
  const configs: string[] = [];
  for (const page of [ada.page, bo.page]) page.on('request', (request) => request.url().endsWith('config.json') && configs.push(request.url()));
  const appUrl = `${app.url}${SUB_PATH}`;
  const post = `${blog.url}demo/blog.html?app=${encodeURIComponent(appUrl)}`;
  await ada.page.goto(post);
  await until(() => embedFacts(ada.page, 'fishery'), 'the Fishery embed', 30_000);
  const fishery = ada.page.locator('shoal-game[game="fishery"]');
  await fishery.getByRole('button', { name: 'Invite a friend' }).click();

  // The room is on the same page, in the Fishery embed; the blog's address now carries it in its fragment.
  await until(async () => (await embeddedRoom(ada.page, 'fishery'))?.ready, 'the room to open in place', 30_000);
  const address = new URL(ada.page.url());
  assert.equal(`${address.origin}${address.pathname}${address.search}`, post, 'still the blog post');
  assert.match(address.hash, /^#\/fishery\/[A-Za-z0-9_-]{22,}$/);
  await fishery.getByRole('button', { name: 'Invite', exact: true }).click();
  const link = await fishery.locator('shoal-invite-panel').evaluate((panel) => (panel as HTMLElement & { link: string }).link);
  assert.equal(link, `${post}${address.hash}`, 'the invite is the blog post with the room in its fragment');
  await ada.page.keyboard.press('Escape');
  await sitInEmbeddedRoom(ada.page, 0, 'Ada');

  // The friend opens the link: the same post, with the room in place of the Fishery game.
  await bo.page.goto(link);
  await until(async () => {
    const room = await embeddedRoom(bo.page, 'fishery');
    return room?.ready && room.peers > 0;
  }, 'the friend to reach the room', 30_000);
  await sitInEmbeddedRoom(bo.page, 1, 'Bo');
  const board = fishery.locator('shoal-fishery-board');
  await until(
    async () => (await embeddedRoom(bo.page, 'fishery'))?.mySeat === 1 && (await board.evaluate((element) => (element as HTMLElement & { legal: unknown[] }).legal.length)) > 0,
    'both seated and Ada to move',
    30_000,
  );
  const before = (await embeddedRoom(bo.page, 'fishery'))!.accepted;
  await board.evaluate((element) => {
    const legal = (element as HTMLElement & { legal: unknown[] }).legal;
    element.dispatchEvent(new CustomEvent('move-intent', { detail: { move: legal[0] }, bubbles: true, composed: true }));
  });
  await until(async () => ((await embeddedRoom(bo.page, 'fishery'))?.accepted ?? 0) > before, 'Ada’s first ship to reach Bo', 30_000);

  // The other embed still plays its own game against the bots; the signaling servers came from the Shoal site.
  assert.ok(await embedFacts(bo.page, 'wishes'), 'the Wishes embed beside the room');
  assert.ok(configs.length >= 2, `config.json fetched (${configs.join(', ')})`);
  assert.deepEqual(configs.filter((url) => !url.startsWith(appUrl)), [], 'never from the blog’s origin');

  // Back to the game against the bots: the fragment no longer names the room.
  await fishery.getByRole('button', { name: /Back to the bot game/ }).first().click();
  await until(() => embedFacts(ada.page, 'fishery'), 'the Fishery game against the bots again', 30_000);
  assert.equal(new URL(ada.page.url()).hash, '');
  assert.deepEqual([...ada.errors, ...bo.errors], []);
  await Promise.all([ada.context.close(), bo.context.close()]);
});
