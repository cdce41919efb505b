// The signaling operator's attack: PeerServer and y-webrtc signaling log every frame they carry (read
// here from the browsers' own WebSocket traffic, which is exactly what the servers see), then try to
// join, read and write the room with only what they saw. Refused, and nothing of the room is in the logs.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
// @ts-expect-error -- plain ESM scripts without type declarations
import { transportSubstitutes } from '../../scripts/esbuild-substitutes.mjs';
import { person, startStack, until, type Person, type Stack } from './stack.js';
import type { Page } from 'playwright-core';

let stack: Stack;
let attackScript: string;
before(async () => {
  stack = await startStack();
  const bundle = await build({
    entryPoints: ['test/e2e/attacker/operator.ts'],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
    plugins: [transportSubstitutes()],
  });
  attackScript = bundle.outputFiles[0]!.text;
});
after(async () => {
  await stack.close();
});

interface ServerLog {
  readonly urls: string[];
  readonly frames: string[];
}

/** Records what every signaling server sees from `page`: socket URLs and frames both ways. */
function logServers(page: Page, log: ServerLog): void {
  page.on('websocket', (socket) => {
    log.urls.push(socket.url());
    socket.on('framesent', ({ payload }) => log.frames.push(String(payload)));
    socket.on('framereceived', ({ payload }) => log.frames.push(String(payload)));
  });
}

async function roomWithTwo(query: string, log: ServerLog): Promise<{ ada: Person; bo: Person; secret: string }> {
  const [ada, bo] = [await person(stack), await person(stack)];
  logServers(ada.page, log);
  logServers(bo.page, log);
  await ada.page.goto(`${stack.appUrl}${query}#/`);
  await ada.page.locator('[data-action="invite-friends"]').first().click();
  await until(ada.page, (f) => f.ready && f.status === 'online', 'the room to open');
  const hash = await ada.page.evaluate(() => location.hash);
  await ada.page.locator('[data-field="name"]').fill('Adalind');
  await ada.page.locator('[data-seat-pick="0"]').click();
  await bo.page.goto(`${stack.appUrl}${query}${hash}`);
  await until(bo.page, (f) => f.ready && f.peers === 1, 'Bo to join');
  await bo.page.locator('[data-field="name"]').fill('Bodewin');
  await bo.page.locator('[data-seat-pick="1"]').click();
  await until(ada.page, (f) => f.peers === 1 && f.legal > 0, 'Ada to see Bo and have the move');
  return { ada, bo, secret: hash.split('/').pop()! };
}

/** The room as a page holds it: its rematch offer and peer count. */
function roomState(page: Page): Promise<{ rematch: unknown; peers: number }> {
  return page.evaluate(() => {
    const table = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table; // eslint-disable-line @typescript-eslint/no-explicit-any
    const next = table.room.doc.getMap('next');
    return { rematch: next.size > 0 ? next.toJSON() : null, peers: table.room.connection().peers };
  });
}

/** Starts sampling the page's peer count: `fewestPeers` reads the lowest seen since. */
async function watchPeers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as { table: any }).table.room; // eslint-disable-line @typescript-eslint/no-explicit-any
    const w = window as unknown as { fewestPeers: number };
    w.fewestPeers = room.connection().peers;
    room.events.on('change', () => (w.fewestPeers = Math.min(w.fewestPeers, room.connection().peers)));
  });
}

/** The room as a page holds it after the attack, and whether its connection ever dropped meanwhile. */
async function roomAfter(page: Page): Promise<{ rematch: unknown; peers: number; fewestPeers: number }> {
  return { ...(await roomState(page)), fewestPeers: await page.evaluate(() => (window as unknown as { fewestPeers: number }).fewestPeers) };
}

function assertNothingOfTheRoom(log: ServerLog, secret: string): void {
  assert.ok(log.frames.length > 0, 'the servers saw traffic');
  for (const text of [...log.urls, ...log.frames]) {
    for (const word of [secret, 'Adalind', 'Bodewin', 'fishery']) assert.ok(!text.includes(word), `the server saw "${word}"`);
  }
}

function text(bytes: number[]): string {
  return Buffer.from(bytes).toString('latin1');
}

describe('a signaling operator with only what its server saw', () => {
  test('PeerServer: connects to every id it saw and speaks the sync protocol — reads nothing, writes nothing, is not counted', async () => {
    const log: ServerLog = { urls: [], frames: [] };
    const { ada, bo, secret } = await roomWithTwo('', log);
    assertNothingOfTheRoom(log, secret);
    const ids = new Set<string>();
    let server = { host: '', port: 0 };
    for (const url of log.urls) {
      const parsed = new URL(url);
      const id = parsed.searchParams.get('id');
      if (id) {
        ids.add(id);
        server = { host: parsed.hostname, port: Number(parsed.port) };
      }
    }
    for (const frame of log.frames) for (const match of frame.matchAll(/"(?:src|dst)":"([^"]+)"/g)) ids.add(match[1]!);
    assert.ok(ids.size >= 2, 'expected ids.size >= 2');

    for (const p of [ada, bo]) await watchPeers(p.page);
    const operator = await person(stack);
    await operator.page.goto(`${stack.appUrl}404.html`);
    await operator.page.addScriptTag({ content: attackScript });
    const loot = await operator.page.evaluate(
      ([seen, marker]) => window.operator.attackPeerJs(seen, marker),
      [{ ...server, ids: [...ids] }, 'operator-rematch'] as const,
    );
    const received = text(loot.received);
    for (const word of ['Adalind', 'Bodewin', 'fishery', 'signKey']) assert.ok(!received.includes(word), `the operator read "${word}"`);
    // The players' connection never dropped: nothing the operator sent or replayed reached it.
    for (const p of [ada, bo]) assert.deepEqual(await roomAfter(p.page), { rematch: null, peers: 1, fewestPeers: 1 });
    for (const p of [ada, bo, operator]) await p.context.close();
  });

  test('y-webrtc signaling: replays what it relayed and joins under the topic it saw — reads nothing, writes nothing', async () => {
    const log: ServerLog = { urls: [], frames: [] };
    const { ada, bo, secret } = await roomWithTwo('?transport=y-webrtc', log);
    assertNothingOfTheRoom(log, secret);
    const signalUrl = log.urls.find((url) => url.startsWith('ws://'))!;
    const published = log.frames.filter((frame) => frame.includes('"publish"'));
    const topic = (JSON.parse(published[0]!) as { topic: string }).topic;
    for (const p of [ada, bo]) await watchPeers(p.page);
    const operator = await person(stack);
    await operator.page.goto(`${stack.appUrl}404.html`);
    await operator.page.addScriptTag({ content: attackScript });
    const loot = await operator.page.evaluate(
      ([url, seenTopic, relayed, marker]) => window.operator.attackYWebrtc(url, seenTopic, relayed, marker),
      [signalUrl, topic, published, 'operator-rematch'] as const,
    );
    assert.equal(loot.opened, 0, 'the operator received the room');
    const received = text(loot.received);
    for (const word of ['Adalind', 'Bodewin', 'fishery']) assert.ok(!received.includes(word), `the operator read "${word}"`);
    // The players' connection never dropped: nothing the operator sent or replayed reached it.
    for (const p of [ada, bo]) assert.deepEqual(await roomAfter(p.page), { rematch: null, peers: 1, fewestPeers: 1 });
    for (const p of [ada, bo, operator]) await p.context.close();
  });
});
