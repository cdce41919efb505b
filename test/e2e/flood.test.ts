// A flood in a real browser: a modified peer holding the room secret ("Eve") sends 20,000 small entries
// with junk signatures and junk Yjs writes while the victim's page is open. The victim's longest frame
// and long tasks are measured (PerformanceObserver 'longtask', and the gaps between animation frames)
// and printed; the page keeps answering, the doc keeps none of the junk, the room names Eve's browser
// and drops it, and the game goes on. An update too large for one task is refused outright.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { build, type Plugin } from 'esbuild';
// @ts-expect-error -- plain ESM scripts without type declarations
import { transportSubstitutes } from '../../scripts/esbuild-substitutes.mjs';
import { person, playFirstLegal, startStack, until, type Person, type Stack } from './stack.js';
import { until as pollUntil } from '../kit/until.js';

let stack: Stack;
let floodScript: string;
before(async () => {
  stack = await startStack();
  const bundle = await build({ entryPoints: ['test/e2e/attacker/flooder.ts'], bundle: true, format: 'iife', write: false, target: 'es2022', plugins: [transportSubstitutes(), sendsAnyUpdate()] });
  floodScript = bundle.outputFiles[0]!.text;
});
after(async () => {
  await stack.close();
});

/** The attacker's copy of the sync code sends every update as it is, however large (an honest page asks for a sync instead). */
function sendsAnyUpdate(): Plugin {
  return {
    name: 'sends-any-update',
    setup(b) {
      b.onLoad({ filter: /sync-hub\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const patched = source.replace('const large = update.length > MAX_UPDATE_BYTES;', 'const large = false;');
        if (patched === source) throw new Error('the sync hub no longer has the line the attacker patches');
        return { contents: patched, loader: 'ts' };
      });
    },
  };
}

interface Frames {
  longestFrame: number;
  longTasks: number[];
}

type RoomDoc = { table: { room: { doc: { getArray(n: string): { length: number }; getMap(n: string): { size: number } } } } };

/** Ada and Bo in a room, one move played. */
async function roomWithAMove(): Promise<{ ada: Person; bo: Person; hash: string }> {
  const ada = await person(stack);
  await ada.page.goto(`${stack.appUrl}#/`);
  await ada.page.locator('[data-action="invite-friends"]').first().click();
  await until(ada.page, (f) => f.ready && f.status === 'online', 'the room to open');
  const hash = await ada.page.evaluate(() => location.hash);
  await ada.page.locator('[data-field="name"]').fill('Ada');
  await ada.page.locator('[data-seat-pick="0"]').click();
  const bo = await person(stack);
  await bo.page.goto(`${stack.appUrl}${hash}`);
  await until(bo.page, (f) => f.ready && f.peers === 1, 'Bo to join');
  await bo.page.locator('[data-field="name"]').fill('Bo');
  await bo.page.locator('[data-seat-pick="1"]').click();
  await until(ada.page, (f) => f.legal > 0, 'Ada to have a move');
  await playFirstLegal(ada.page);
  await until(bo.page, (f) => f.accepted === 1 && f.legal > 0, 'the move to reach Bo');
  return { ada, bo, hash };
}

/** Measures the page's frames from now on. */
async function watchFrames(page: Person['page']): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { frames_: Frames };
    w.frames_ = { longestFrame: 0, longTasks: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.frames_.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (now: number): void => {
      w.frames_.longestFrame = Math.max(w.frames_.longestFrame, now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function docParts(page: Person['page']): Promise<{ log: number; junk: number }> {
  return page.evaluate(() => {
    const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as RoomDoc).table.room;
    return { log: room.doc.getArray('log').length, junk: room.doc.getMap('junk').size };
  });
}

/** The room's notice of a dropped peer, once it shows (the page draws it after the drop). */
async function droppedNotice(page: Person['page']): Promise<string> {
  const read = (): Promise<string> =>
    page.evaluate(() => {
      const notice = document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room')!.shadowRoot!.querySelector('[data-role="dropped"]');
      return notice?.textContent?.trim() ?? '';
    });
  return pollUntil(read, 'the room to name the dropped peer', 30_000, 25);
}

test('20,000 forged entries and junk writes from a peer with the secret: the victim stays responsive, keeps none of it, names the flooder and drops it', async () => {
  const { ada, bo, hash } = await roomWithAMove();
  await watchFrames(ada.page);
  // FLOOD_PROFILE=file.cpuprofile: the victim's CPU profile during the flood, for finding what blocks it.
  const profiler = process.env.FLOOD_PROFILE ? await ada.context.newCDPSession(ada.page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  const eve = await person(stack);
  await eve.page.goto(`${stack.appUrl}404.html`);
  await eve.page.addScriptTag({ content: floodScript });
  const started = Date.now();
  const flooding = eve.page.evaluate(([h]) => window.flooder.flood(h, 20_000, 250), [hash] as const);
  // While it arrives, the page answers: a round trip into it never waits long.
  let slowestAnswer = 0;
  let done = false;
  void flooding.finally(() => (done = true));
  while (!done) {
    const asked = Date.now();
    const answered = await Promise.race([ada.page.evaluate(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    assert.ok(answered, `the victim's page stopped answering for 10 s, ${asked - started} ms into the flood`);
    slowestAnswer = Math.max(slowestAnswer, Date.now() - asked);
    assert.ok(Date.now() - started < 90_000, 'the flood is still being sent after 90 s');
    await ada.page.waitForTimeout(50);
  }
  const sent = await flooding;
  assert.equal(sent.sent, 20_000);
  // Both pages traced the junk to Eve's connection and dropped it.
  assert.equal(sent.peers, 0, 'the flooder was dropped by everyone');
  await ada.page.waitForFunction(
    () => {
      const room = (document.querySelector('shoal-app')!.shadowRoot!.querySelector('shoal-room') as unknown as RoomDoc).table.room;
      return room.doc.getArray('log').length === 1 && room.doc.getMap('junk').size === 0;
    },
    undefined,
    { timeout: 60_000, polling: 200 },
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}; the victim still holds ${JSON.stringify(await docParts(ada.page))}`);
  });
  const settled = Date.now() - started;
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(process.env.FLOOD_PROFILE!, JSON.stringify(profile));
  }
  const frames = await ada.page.evaluate(() => (window as unknown as { frames_: Frames }).frames_);
  const notice = await droppedNotice(ada.page);
  // Named by the name its presence gave, or unnamed when the flood outran its presence.
  assert.match(notice, /^(A browser calling itself “Eve”|A browser with no name) sent \d+ entries that failed checks and was disconnected\.$/);
  const facts = await until(ada.page, (f) => f.accepted === 1, 'the real move to stand');
  assert.equal(facts.accepted, 1);
  console.log(
    `# flood of 20,000 in updates of 250: victim clean after ${settled} ms; longest frame ${Math.round(frames.longestFrame)} ms; ` +
      `long tasks ${frames.longTasks.length} (longest ${Math.max(0, ...frames.longTasks)} ms); slowest answer ${slowestAnswer} ms; ` +
      `"${notice}"; load ${loadavg()[0]!.toFixed(1)}`,
  );
  // Responsiveness is measured precisely in the log above; this bound only catches a page frozen by the
  // flood (2.7–5 s before floods were bounded), not a frame stretched by a loaded 2-core machine (900 ms at load 19).
  assert.ok(frames.longestFrame < 2000, `longest frame ${Math.round(frames.longestFrame)} ms`);
  // The game goes on.
  await playFirstLegal(bo.page);
  await until(ada.page, (f) => f.accepted === 2, 'Bo’s move to arrive after the flood');
  for (const p of [ada, bo, eve]) await p.context.close();
});

test('one update too large for a task: the connection that sent it is dropped and none of it stays', async () => {
  const { ada, bo, hash } = await roomWithAMove();
  await watchFrames(ada.page);
  const eve = await person(stack);
  await eve.page.goto(`${stack.appUrl}404.html`);
  await eve.page.addScriptTag({ content: floodScript });
  const sent = await eve.page.evaluate(([h]) => window.flooder.flood(h, 2_000, 2_000), [hash] as const);
  // Whether a page takes the write as an update or by a sync the sender offers, it traces it to the sender.
  assert.equal(sent.peers, 0, 'the sender was dropped by everyone');
  assert.equal((await docParts(ada.page)).log, 1);
  // Cut by the channel's size cap, or (when the sender's page offered a sync instead) named for the
  // entries that failed checks: either way the room says who was dropped. The hub's byte cap on one
  // update is tested directly in test/unit/net/sync-hub.test.ts.
  assert.match(await droppedNotice(ada.page), /^(Dropped a connection that flooded the room|(A browser calling itself “Eve”|A browser with no name) sent \d+ entries that failed checks and was disconnected\.)/);
  const frames = await ada.page.evaluate(() => (window as unknown as { frames_: Frames }).frames_);
  console.log(`# one update of 2,000 entries: longest frame ${Math.round(frames.longestFrame)} ms; load ${loadavg()[0]!.toFixed(1)}`);
  await playFirstLegal(bo.page);
  await until(ada.page, (f) => f.accepted === 2, 'Bo’s move to arrive');
  for (const p of [ada, bo, eve]) await p.context.close();
});
