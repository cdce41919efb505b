// The end-to-end stack: both signaling servers and a static server for dist/ on free loopback ports,
// a config.json with `iceServers: []` (nothing leaves the machine), and the system Chromium.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// @ts-expect-error -- plain ESM scripts without type declarations
import { startLocalServers } from '../../scripts/local-servers.mjs';
// @ts-expect-error -- plain ESM scripts without type declarations
import { serveStatic } from '../../scripts/static-server.mjs';
import { until as poll } from '../kit/until.js';

// @ts-expect-error -- plain ESM scripts without type declarations
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export interface Stack {
  readonly appUrl: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** Starts servers and the browser. */
export async function startStack(): Promise<Stack> {
  const servers = await startLocalServers({ iceServers: [], quiet: true });
  // A private copy of the build: other work may rebuild dist/ meanwhile, and a page loaded from one
  // build would then ask for chunks the next build deleted.
  const root = mkdtempSync(join(tmpdir(), 'shoal-e2e-'));
  cpSync('dist', root, { recursive: true });
  // Bots in rooms move at once: the pause that lets people follow them would only make the games here slower.
  const config = { ...servers.config, botPauseMs: 0 };
  const app = await serveStatic({ root, overrides: { '/config.json': JSON.stringify(config) } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, headless: true, args: CHROMIUM_ARGS as string[] });
  return {
    appUrl: app.url as string,
    browser,
    async close() {
      await browser.close();
      await Promise.allSettled([app.close(), servers.close()]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A person: an isolated browser context with one page. */
export interface Person {
  readonly context: BrowserContext;
  readonly page: Page;
}

export interface PersonOptions {
  /** The page's network can be cut and restored (NETWORK_SWITCH). */
  readonly networkSwitch?: boolean;
  /** The person's system asks for reduced motion: the boards draw every move without animating it. */
  readonly reducedMotion?: boolean;
}

export async function person(stack: Stack, options: PersonOptions = {}): Promise<Person> {
  const context = await stack.browser.newContext({ reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference' });
  // Functions that tsx compiled call esbuild's `__name`; the page needs it to run them in page.evaluate.
  await context.addInitScript('window.__name = (f) => f;');
  if (options.networkSwitch) await context.addInitScript(NETWORK_SWITCH);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

/** Facts about the room as one page sees it, read from the room element's table. */
export interface RoomFacts {
  ready: boolean;
  mySeat: number | null;
  accepted: number;
  rejected: string[];
  tampering: number;
  status: string;
  peers: number;
  legal: number;
  outcome: number[] | null;
  stateHash: string;
}

/** Reads RoomFacts in `page` (null before the room element has its table). */
/** Methods of the room page's table read by `facts`. */
type Methods<Name extends string> = Record<Name, (...args: unknown[]) => unknown>;

export function facts(page: Page): Promise<RoomFacts | null> {
  return page.evaluate(() => {
    const room = document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room') as
      | (HTMLElement & { table: null | Methods<'ready' | 'mySeat' | 'outcome' | 'legalIntents'> & { room: Methods<'fold' | 'connection' | 'tampering'> } })
      | null;
    const table = room?.table;
    if (!table) return null;
    const fold = table.room.fold() as null | { accepted: unknown[]; rejected: { reason: { code: string } }[]; state: unknown };
    const connection = table.room.connection() as { status: string; peers: number };
    const outcome = table.outcome() as null | { scores: number[] };
    return {
      ready: table.ready() as boolean,
      mySeat: table.mySeat() as number | null,
      accepted: fold?.accepted.length ?? 0,
      rejected: fold?.rejected.map((r) => r.reason.code) ?? [],
      tampering: (table.room.tampering() as unknown[]).length,
      status: connection.status,
      peers: connection.peers,
      legal: (table.legalIntents() as unknown[]).length,
      outcome: outcome?.scores ?? null,
      stateHash: JSON.stringify(fold?.state ?? null),
    };
  });
}

/** How often a test reads a page while it waits: each read serializes the page's whole folded state, so
 * reading every 10 ms took a good share of a core from the browsers the test waits on. */
export const PAGE_POLL_MS = 25;

/** Polls `check` against the page's facts until it holds. */
export async function until(page: Page, check: (f: RoomFacts) => boolean, what: string, timeoutMs = 30_000): Promise<RoomFacts> {
  let last: RoomFacts | null = null;
  return poll(
    async () => {
      last = await facts(page);
      return last && check(last) ? last : null;
    },
    () => `${what}; last: ${JSON.stringify(last && { ...last, stateHash: undefined })}`,
    timeoutMs,
    PAGE_POLL_MS,
  );
}

/**
 * Plays the board's first legal move through the board's own intent event; a pass the table asks about
 * first (one that may end the game) is confirmed, as a player who means it would.
 */
export async function playFirstLegal(page: Page): Promise<void> {
  await page.locator('shoal-fishery-board').evaluate(async (board) => {
    // The table may know a move is legal a render before the board shows it.
    const shown = () => (board as HTMLElement & { legal: unknown[] }).legal;
    for (const start = Date.now(); shown().length === 0 && Date.now() - start < 10_000; ) await new Promise((wake) => setTimeout(wake, 25));
    const legal = shown();
    if (legal.length === 0) throw new Error('no legal move on this board');
    board.dispatchEvent(new CustomEvent('move-intent', { detail: { move: legal[0] }, bubbles: true, composed: true }));
    const table = (board.getRootNode() as ShadowRoot).host as HTMLElement & { updateComplete: Promise<unknown> };
    await table.updateComplete;
    const question = table.shadowRoot!.querySelector<HTMLElement & { open: boolean }>('shoal-dialog[data-role="pass-question"]');
    if (question?.open) (table.shadowRoot!.querySelector('[data-action="confirm-pass"]') as HTMLElement).click();
  });
}

/**
 * A page's network, cut for real: Playwright's offline mode leaves loopback WebRTC working, so this
 * (installed before the app's scripts) makes every data channel of the page deliver nothing either way,
 * as a dead link does (no close, no error: each side only hears silence; a close the page makes meanwhile
 * reaches the other side only once restored), closes its WebSockets and sends new ones nowhere.
 */
const NETWORK_SWITCH = `(() => {
  const state = { cut: false };
  const sockets = new Set();
  const NativeSocket = WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url, protocols) {
      super(state.cut ? 'ws://127.0.0.1:9/' : url, protocols);
      sockets.add(this);
      this.addEventListener('close', () => sockets.delete(this));
    }
  };
  const proto = RTCDataChannel.prototype;
  const send = proto.send;
  proto.send = function (data) { if (!state.cut) return send.call(this, data); };
  const onmessage = Object.getOwnPropertyDescriptor(proto, 'onmessage');
  Object.defineProperty(proto, 'onmessage', {
    configurable: true,
    get() { return onmessage.get.call(this); },
    set(listener) { onmessage.set.call(this, typeof listener === 'function' ? function (event) { if (!state.cut) listener.call(this, event); } : listener); },
  });
  const wrapped = new WeakMap();
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function (type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
    if (!wrapped.has(listener)) wrapped.set(listener, function (event) { if (!state.cut) listener.call(this, event); });
    return add.call(this, type, wrapped.get(listener), options);
  };
  proto.removeEventListener = function (type, listener, options) {
    return remove.call(this, type, (type === 'message' && wrapped.get(listener)) || listener, options);
  };
  // Closing a connection while cut tells the other side nothing (no packet gets through): deferred.
  const deferred = [];
  for (const type of [RTCPeerConnection, RTCDataChannel]) {
    const close = type.prototype.close;
    type.prototype.close = function () { if (state.cut) deferred.push(() => close.call(this)); else close.call(this); };
  }
  window.__network = {
    cut() { state.cut = true; for (const socket of sockets) socket.close(); },
    restore() { state.cut = false; for (const close of deferred.splice(0)) close(); },
  };
})();`;

/** Cuts the network of a person's browser (every page of the context: WebRTC, WebSockets, HTTP). */
export async function cutNetwork(person: Person, page: Page): Promise<void> {
  await person.context.setOffline(true);
  await page.evaluate(() => (window as unknown as { __network: { cut(): void } }).__network.cut());
}

/** Gives the network back. */
export async function restoreNetwork(person: Person, page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __network: { restore(): void } }).__network.restore());
  await person.context.setOffline(false);
}
