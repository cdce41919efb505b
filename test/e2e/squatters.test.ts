// Strangers hold a room's PeerJS slots (every one a browser would try first, taken before anyone
// arrives): half never answer, half answer with the sync protocol. The room still forms, the squatters
// are never counted as peers, and a joiner gets in; the time it took is printed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
// @ts-expect-error -- plain ESM scripts without type declarations
import { transportSubstitutes } from '../../scripts/esbuild-substitutes.mjs';
import { deriveRoomKeys, parseRoomLink, type RoomLink } from '../../src/net/index.js';
import { slotPeerIds } from '../../src/net/derive.js';
/** The slots a browser tries first (MESH_SLOTS in src/net/transports/peerjs.ts). */
const MESH_SLOTS = 16;
import { person, startStack, until, type Stack } from './stack.js';

let stack: Stack;
let attackScript: string;
before(async () => {
  stack = await startStack();
  const bundle = await build({ entryPoints: ['test/e2e/attacker/operator.ts'], bundle: true, format: 'iife', write: false, target: 'es2022', plugins: [transportSubstitutes()] });
  attackScript = bundle.outputFiles[0]!.text;
});
after(async () => {
  await stack.close();
});

test('squatters on every first slot: the room forms, they are not counted, and a joiner gets in', async () => {
  const ada = await person(stack);
  const urls: string[] = [];
  ada.page.on('websocket', (socket) => urls.push(socket.url()));
  await ada.page.goto(`${stack.appUrl}#/`);
  await ada.page.locator('[data-action="invite-friends"]').first().click();
  await until(ada.page, (f) => f.ready && f.status === 'online', 'the room to open');
  const hash = await ada.page.evaluate(() => location.hash);
  await ada.page.locator('[data-field="name"]').fill('Ada');
  await ada.page.locator('[data-seat-pick="0"]').click();
  await until(ada.page, (f) => f.mySeat === 0, 'Ada to sit');
  const server = new URL(urls.find((url) => url.includes('id='))!);
  // Ada leaves (once her claim is stored on her device); strangers take the first slots before anyone comes back.
  await ada.page.waitForTimeout(1000);
  await ada.page.goto('about:blank');
  const squatter = await person(stack);
  await squatter.page.goto(`${stack.appUrl}404.html`);
  await squatter.page.addScriptTag({ content: attackScript });
  const ids = slotPeerIds(deriveRoomKeys(parseRoomLink(hash) as RoomLink)).slice(0, MESH_SLOTS);
  const held = await squatter.page.evaluate(([s, i]) => window.operator.squat(s, i), [{ host: server.hostname, port: Number(server.port) }, ids] as const);
  assert.equal(held, MESH_SLOTS);

  await ada.page.goto(`${stack.appUrl}${hash}`);
  await until(ada.page, (f) => f.ready && f.mySeat === 0 && f.status === 'online', 'Ada back, past the squatters');
  const bo = await person(stack);
  const started = Date.now();
  await bo.page.goto(`${stack.appUrl}${hash}`);
  await until(bo.page, (f) => f.ready && f.peers === 1, 'Bo to reach Ada past the squatters', 30_000);
  console.log(`# squatters on ${MESH_SLOTS} slots: Bo opened the link and synced in ${Date.now() - started} ms`);
  await bo.page.locator('[data-field="name"]').fill('Bo');
  await bo.page.locator('[data-seat-pick="1"]').click();
  await until(ada.page, (f) => f.legal > 0, 'the game to start');
  // Squatters never count as peers, even after every probe has settled.
  await ada.page.waitForTimeout(7000);
  for (const p of [ada, bo]) assert.equal((await until(p.page, () => true, 'facts')).peers, 1);
  for (const p of [ada, bo, squatter]) await p.context.close();
});
