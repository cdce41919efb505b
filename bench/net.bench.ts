// Network figures, per transport, in real browsers over loopback with the local signaling servers:
// joining by link (to the synced room in the page, and to the frame that draws it), move latency (state applied, and next frame, in the other browser), restoring a
// 500-entry game after a reload, and the gzipped size of the network code; and, in the same run, the
// floor: a bare RTCDataChannel between two pages carrying a move-sized message. One line per figure.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
// @ts-expect-error -- plain ESM script without type declarations
import { buildAll } from '../scripts/build.mjs';
import { seededEntropy, toBase64Url, type Json } from '../src/core/index.js';
import { createConstitution } from '../src/net/constitution.js';
import { deriveRoomKeys } from '../src/net/derive.js';
import { person, startStack, type Stack } from '../test/e2e/stack.js';
import { keepNiceness } from './niceness.js';

const ROOM = "document.querySelector('shoal-app')?.shadowRoot?.querySelector('shoal-room')";
/** Joins measured per transport, and reloads of the 500-entry game (NET_JOINS, NET_RELOADS). */
const JOINS = Number(process.env.NET_JOINS ?? 5);
const RELOADS = Number(process.env.NET_RELOADS ?? 3);

/** NET_RAW=1: each page notes when it hands frames to an RTCDataChannel and when they arrive, before any
 * library sees them, so a move's latency splits into the sender's work, the channel and the receiver's. */
const RAW_CHANNEL_TIMES = `(() => {
  const stamp = (name) => { const times = (window[name] ??= []); times.push(performance.timeOrigin + performance.now()); if (times.length > 64) times.shift(); };
  const handler = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
  Object.defineProperty(RTCDataChannel.prototype, 'onmessage', { configurable: true, get() { return handler.get.call(this); },
    set(listener) { handler.set.call(this, listener && function (event) { stamp('__rawArrived'); return listener.call(this, event); }); } });
  const listen = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, listener, options) {
    const inner = listener;
    return listen.call(this, type, type === 'message' ? function (event) { stamp('__rawArrived'); return inner.call(this, event); } : listener, options);
  };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) { stamp('__rawSent'); return send.call(this, data); };
})()`;
/** What NET_TRACE records: the main thread's tasks, the page's marks and script execution. */
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink', 'loading', 'disabled-by-default-v8.cpu_profiler'];
/** For profiling one part: NET_TRANSPORTS=peerjs, NET_PARTS=join,latency,restore, and NET_PROFILE=prefix
 * writes each page's CPU profile of the latency moves (prefix-ada.cpuprofile, prefix-bo.cpuprofile). */
const TRANSPORTS = (process.env.NET_TRANSPORTS ?? 'peerjs,y-webrtc').split(',') as ('peerjs' | 'y-webrtc')[];
const PARTS = new Set((process.env.NET_PARTS ?? 'bare,join,latency,restore').split(','));

async function profiled<T>(pages: readonly Page[], run: () => Promise<T>): Promise<T> {
  const prefix = process.env.NET_PROFILE;
  if (!prefix) return run();
  const sessions = await Promise.all(pages.map((page) => page.context().newCDPSession(page)));
  for (const session of sessions) {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 100 });
    await session.send('Profiler.start');
  }
  const result = await run();
  for (const [i, session] of sessions.entries()) {
    const { profile } = await session.send('Profiler.stop');
    writeFileSync(`${prefix}-${i === 0 ? 'ada' : 'bo'}.cpuprofile`, JSON.stringify(profile));
  }
  return result;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Accepted entries and whether this page may move, read cheaply. */
function progress(page: Page): Promise<{ accepted: number; legal: number; ready: boolean; seat: number | null }> {
  return page.evaluate(`(() => { const t = ${ROOM}?.table; if (!t) return { accepted: 0, legal: 0, ready: false, seat: null };
    return { accepted: t.room.fold()?.accepted.length ?? 0, legal: t.legalIntents().length, ready: t.ready(), seat: t.mySeat() }; })()`);
}

/** True on a page with no finite animation or transition running (in any shadow root) for three frames:
 * the page a move reaches when people take turns, not one still animating the move before. */
const SETTLED = `(() => {
  const busy = (root) => root.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
  const roots = [document];
  for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  if (roots.some(busy)) return (window.__settledFrames = 0), false;
  return (window.__settledFrames = (window.__settledFrames ?? 0) + 1) >= 3;
})()`;

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(SETTLED, undefined, { polling: 'raf', timeout: 20000 });
}

async function waitAccepted(page: Page, count: number): Promise<void> {
  await page.waitForFunction(`(${ROOM}?.table?.room.fold()?.accepted.length ?? 0) >= ${count}`, undefined, { polling: 'raf', timeout: 20000 });
}

/** Opens a new room in a fresh browser with the given Fishery options, Ada at seat 0: her signing key is
 * made in her page with WebCrypto (not extractable), as the app's "Invite friends" makes it in any browser
 * that has Ed25519; the constitution is made here with its public key and both go in her key store. */
async function openRoom(stack: Stack, query: string, options: object) {
  const entropy = seededEntropy(randomBytes(16).toString('hex'));
  const ada = await person(stack);
  if (process.env.NET_RAW === '1') await ada.page.addInitScript(RAW_CHANNEL_TIMES);
  await ada.page.goto(`${stack.appUrl}404.html`);
  const publicKey = await ada.page.evaluate(async () => {
    const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']);
    (window as unknown as { __creatorKey: CryptoKeyPair }).__creatorKey = pair;
    return [...new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))];
  });
  const { constitution, link: roomLink } = createConstitution({ game: 'fishery', players: 2, options: options as Json, now: Date.now() }, toBase64Url(Uint8Array.from(publicKey)), entropy);
  const record = { roomId: deriveRoomKeys(roomLink).roomId, constitution, publicKey };
  const link = `${stack.appUrl}${query}#/fishery/${roomLink.secret}`;
  await ada.page.evaluate(
    (text: string) =>
      new Promise<void>((resolve, reject) => {
        const r = JSON.parse(text) as { roomId: string; constitution: unknown; publicKey: number[] };
        const privateKey = (window as unknown as { __creatorKey: CryptoKeyPair }).__creatorKey.privateKey;
        const open = indexedDB.open('shoal-keys', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('rooms', { keyPath: 'roomId' });
        open.onsuccess = () => {
          const tx = open.result.transaction('rooms', 'readwrite');
          tx.objectStore('rooms').put({
            roomId: r.roomId,
            identities: [],
            personSeat: null,
            secrets: {},
            creator: { signing: { backend: 'webcrypto', publicKey: new Uint8Array(r.publicKey), privateKey }, constitution: r.constitution },
          });
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    JSON.stringify(record),
  );
  await ada.page.goto(link);
  await ada.page.waitForFunction(`${ROOM}?.table?.ready()`);
  await ada.page.locator('[data-field="name"]').fill('Ada');
  await ada.page.locator('[data-seat-pick="0"]').click();
  await ada.page.waitForFunction(`${ROOM}.table.mySeat() === 0`);
  return { link, ada };
}

/** Installed in the joiner's page before its scripts: the page itself notes when it holds the synced room
 * (Ada's name arrived), when it has drawn it (the frame whose layout and paint show the board and Ada at
 * the table has been produced: checked in a task right after each frame's rendering), and, after a
 * click, when it holds seat 1, and says so on the console. Waiting through Playwright instead
 * (waitForFunction) evaluates Playwright's own injected script in the page while it joins, about 100 ms
 * of main-thread work at load ~5 that no visitor's page does. */
const WATCH_JOIN = `(() => {
  let clicked = null;
  addEventListener('click', () => { clicked = performance.now(); }, true);
  const afterFrame = new MessageChannel();
  afterFrame.port1.onmessage = () => {
    if (window.__joinDrawn !== undefined || window.__joinSynced === undefined) return;
    const root = ${ROOM}?.shadowRoot;
    const ada = root?.querySelector('[data-role="people"] [data-seat="0"]')?.textContent?.includes('Ada');
    if (!ada || !root.querySelector('shoal-fishery-table')?.shadowRoot?.querySelector('shoal-fishery-board')) return;
    window.__joinDrawn = performance.now();
    console.debug('shoal-bench drawn');
  };
  const step = () => {
    const table = ${ROOM}?.table;
    if (window.__joinSynced === undefined && table?.ready() && table.seats()[0]?.name === 'Ada') {
      window.__joinSynced = performance.now();
      console.debug('shoal-bench synced');
    }
    if (window.__joinDrawn === undefined) afterFrame.port2.postMessage(0);
    if (window.__joinSynced !== undefined && clicked !== null && table?.mySeat() === 1) {
      window.__joinSeated = [clicked, performance.now()];
      return console.debug('shoal-bench seated');
    }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})()`;

/** Resolves when the page logs `text` (WATCH_JOIN). */
function logged(page: Page, text: string): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (message) => message.text() === text, timeout: 30000 });
}

async function seatBo(stack: Stack, link: string, ada: Awaited<ReturnType<typeof person>>) {
  const bo = await person(stack);
  await bo.page.addInitScript(WATCH_JOIN);
  if (process.env.NET_RAW === '1') await bo.page.addInitScript(RAW_CHANNEL_TIMES);
  // NET_PROFILE: each join's CPU profile of the joiner's page, from opening the link to the synced room drawn.
  const profiling = process.env.NET_PROFILE ? await bo.page.context().newCDPSession(bo.page) : null;
  if (profiling) {
    await profiling.send('Profiler.enable');
    await profiling.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiling.send('Profiler.start');
  }
  const syncing = logged(bo.page, 'shoal-bench synced');
  const drawing = logged(bo.page, 'shoal-bench drawn');
  const tracing = process.env.NET_TRACE ? bo.context.browser()!.startTracing(bo.page, { path: `${process.env.NET_TRACE}-${Date.now()}.json`, categories: TRACE_CATEGORIES }) : null;
  await tracing;
  await bo.page.goto(link);
  await syncing;
  await drawing;
  if (tracing) await bo.context.browser()!.stopTracing();
  const [synced, drawn] = await bo.page.evaluate<[number, number]>('[window.__joinSynced, window.__joinDrawn]');
  if (profiling) writeFileSync(`${process.env.NET_PROFILE}-join.cpuprofile`, JSON.stringify((await profiling.send('Profiler.stop')).profile));
  if (process.env.NET_MARKS) {
    const marks = await bo.page.evaluate(`performance.getEntriesByType('mark').map((m) => m.name + ' ' + m.startTime.toFixed(0)).join(', ')`);
    console.log(`join marks: ${marks}; synced ${synced.toFixed(0)}, drawn ${drawn.toFixed(0)}; ${await bo.page.evaluate(`(() => { const n = performance.getEntriesByType('navigation')[0]; return 'dom interactive ' + n.domInteractive.toFixed(0) + ', loaded ' + n.loadEventEnd.toFixed(0); })()`)}`);
    if (process.env.NET_MARKS === 'resources') {
      console.log(await bo.page.evaluate(`performance.getEntriesByType('resource').map((r) => r.name.split('/').pop() + ' ' + r.startTime.toFixed(0) + '-' + r.responseEnd.toFixed(0) + ' ' + r.initiatorType).join('\\n')`));
    }
  }
  await bo.page.locator('[data-field="name"]').fill('Bo');
  const seating = logged(bo.page, 'shoal-bench seated');
  await bo.page.locator('[data-seat-pick="1"]').click();
  await seating;
  const [clickAt, seated] = await bo.page.evaluate<[number, number]>('window.__joinSeated');
  await ada.page.waitForFunction(`${ROOM}.table.seats()[1].name === 'Bo'`, undefined, { polling: 'raf' });
  return { bo, synced, drawn, seatedAfterClick: seated - clickAt };
}

async function measure(stack: Stack, transport: 'peerjs' | 'y-webrtc'): Promise<void> {
  const query = transport === 'peerjs' ? '' : '?transport=y-webrtc';
  // Joining, several times (each a new room and new browser contexts; the first warms the browser up):
  // the median and the best. The last pair plays on, on a 12 × 10 board with 120 nets each (F-8
  // settings), so 100 moves fit in one game.
  const joins: { synced: number; drawn: number; seatedAfterClick: number }[] = [];
  let pair: { ada: Awaited<ReturnType<typeof person>>; bo: Awaited<ReturnType<typeof person>> } | null = null;
  for (let round = 0; round < (PARTS.has('join') ? JOINS : 1); round++) {
    if (pair) await Promise.all([pair.ada.context.close(), pair.bo.context.close()]);
    const { link, ada } = await openRoom(stack, query, { columns: 12, rows: 10, shipsPerPlayer: 6, netsPerPlayer: 120 });
    const joined = await seatBo(stack, link, ada);
    joins.push(joined);
    pair = { ada, bo: joined.bo };
  }
  const { ada, bo } = pair!;
  const synced = joins.map((j) => j.synced);
  const drawn = joins.map((j) => j.drawn);
  const seated = joins.map((j) => j.seatedAfterClick);
  if (PARTS.has('join')) console.log(
    `join ${transport} open→synced: median ${percentile(synced, 50).toFixed(0)} ms, best ${Math.min(...synced).toFixed(0)} ms (${JOINS} joins); ` +
      `open→drawn: median ${percentile(drawn, 50).toFixed(0)} ms, best ${Math.min(...drawn).toFixed(0)} ms; ` +
      `seat click→seated: median ${percentile(seated, 50).toFixed(0)} ms (from the click event in the page)`,
  );

  // Latency: a move in one browser to the state applied (and the next frame) in the other.
  const instrument = `(() => { window.__applied = {}; window.__frame = {}; const room = ${ROOM}.table.room;
    room.events.on('change', (r) => { const k = r.fold()?.accepted.length ?? 0; if (k in window.__applied) return;
      window.__applied[k] = performance.timeOrigin + performance.now();
      requestAnimationFrame(() => { window.__frame[k] = performance.timeOrigin + performance.now(); }); }); })()`;
  await ada.page.evaluate(instrument);
  await bo.page.evaluate(instrument);
  const applied: number[] = [];
  const framed: number[] = [];
  /** NET_RAW: per move, the sender's work (play to the frame sent), the channel, the receiver's work (frame to applied). */
  const raw: [number, number, number][] = [];
  const players = [ada.page, bo.page];
  let made = (await progress(ada.page)).accepted;
  await profiled(players, async () => {
  while (applied.length < (PARTS.has('latency') ? 100 : 0)) {
    // Each move reaches pages done animating the last one (a move's badges and pieces animate for 260 ms,
    // and moves here are 50 ms apart); NET_BACK_TO_BACK=1 sends it while they still do.
    if (process.env.NET_BACK_TO_BACK !== '1') await Promise.all(players.map(settled));
    const states = await Promise.all(players.map(progress));
    const mover = states.findIndex((s) => s.legal > 0);
    if (mover < 0) throw new Error(`nobody can move after ${made} moves`);
    const other = players[1 - mover]!;
    // NET_WAIT_FIRST=1: the other page's wait is set up before the move, not while it is on its way.
    const waited = process.env.NET_WAIT_FIRST === "1" ? waitAccepted(other, made + 1) : null;
    const sentAt = Number(
      await players[mover]!.evaluate(`(() => { const table = ${ROOM}.table; const legal = table.legalIntents();
        const t = performance.timeOrigin + performance.now();
        void table.play(legal.find((m) => m.type !== 'pass') ?? legal[0]); return t; })()`),
    );
    made++;
    await (waited ?? waitAccepted(other, made));
    await other.waitForFunction(`window.__frame[${made}] !== undefined`, undefined, { polling: 'raf' });
    const marks = await other.evaluate<[number, number]>(`[window.__applied[${made}], window.__frame[${made}]]`);
    if (process.env.NET_RAW === '1') {
      // The move's frame is the first sent after the play, and the first to arrive after it was sent.
      const sent = await players[mover]!.evaluate<number>(`window.__rawSent.find((t) => t >= ${sentAt})`);
      const arrived = await other.evaluate<number>(`window.__rawArrived.find((t) => t >= ${sent})`);
      raw.push([sent - sentAt, arrived - sent, marks[0] - arrived]);
    }
    applied.push(marks[0] - sentAt);
    framed.push(marks[1] - sentAt);
    await waitAccepted(players[mover]!, made);
  }
  });
  if (PARTS.has('latency')) console.log(`latency ${transport} p50: ${percentile(applied, 50).toFixed(1)} ms p95: ${percentile(applied, 95).toFixed(1)} ms`);
  // NET_SLOWEST=n: the n slowest moves, with their place in the run (outliers bunched at the start point at the join's work).
  const slowest = Number(process.env.NET_SLOWEST ?? 0);
  if (slowest > 0) console.log(`  slowest ${transport}: ${applied.map((ms, i) => [ms, i] as const).sort((a, b) => b[0] - a[0]).slice(0, slowest).map(([ms, i]) => `#${i} ${ms.toFixed(1)}`).join(', ')}`);
  if (raw.length > 0) {
    const median = (step: number): string => percentile(raw.map((r) => r[step]!), 50).toFixed(1);
    console.log(`  medians ${transport}: sender ${median(0)} ms (play to frame sent), channel ${median(1)} ms, receiver ${median(2)} ms (frame arrived to state applied)`);
  }
  if (PARTS.has('latency')) console.log(`latency-to-frame ${transport} p50: ${percentile(framed, 50).toFixed(1)} ms p95: ${percentile(framed, 95).toFixed(1)} ms`);

  await ada.context.close();
  await bo.context.close();
  if (!PARTS.has('restore')) return;

  // Restore: a 26 × 26 game (F-8 bounds; nobody passes) filled to 500 entries, then reloaded with no
  // peer online, so everything comes from this device.
  const big = await openRoom(stack, query, { columns: 26, rows: 26, shipsPerPlayer: 20, netsPerPlayer: 600 });
  const second = await seatBo(stack, big.link, big.ada);
  const pages = [big.ada.page, second.bo.page];
  let count = 0;
  while (count < 500) {
    const states = await Promise.all(pages.map(progress));
    const mover = states.findIndex((s) => s.legal > 0);
    if (mover < 0) throw new Error(`the game ended at ${count} entries`);
    await pages[mover]!.evaluate(`(() => { const t = ${ROOM}.table; const legal = t.legalIntents(); return t.play(legal.find((m) => m.type !== 'pass') ?? legal[0]); })()`);
    count++;
    await Promise.all(pages.map((p) => waitAccepted(p, count)));
  }
  await big.ada.context.close();
  // The doc store writes in batches a moment apart; let the last one land before reloading.
  await second.bo.page.waitForTimeout(1000);
  const restores: number[] = [];
  const fromReload: number[] = [];
  // As for joining, the page notes itself when it holds the 500 entries and its seat (WATCH_JOIN).
  await second.bo.page.addInitScript(`(() => {
    const step = () => {
      const table = ${ROOM}?.table;
      if (table && (table.room.fold()?.accepted.length ?? 0) >= 500 && table.mySeat() === 1) {
        const open = performance.getEntriesByName('shoal:room-open')[0];
        window.__restored = [performance.now(), open ? open.startTime : NaN];
        return console.debug('shoal-bench restored');
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  })()`);
  for (let round = 0; round < RELOADS; round++) {
    // NET_PROFILE: the last reload's CPU profile (prefix-restore.cpuprofile); NET_MARKS: its steps.
    const profiling = process.env.NET_PROFILE && round === RELOADS - 1 ? await second.bo.page.context().newCDPSession(second.bo.page) : null;
    if (profiling) {
      await profiling.send('Profiler.enable');
      await profiling.send('Profiler.setSamplingInterval', { interval: 100 });
      await profiling.send('Profiler.start');
    }
    const restoring = logged(second.bo.page, 'shoal-bench restored');
    // NET_TRACE: the last reload's trace too (prefix-restore.json).
    const tracing = process.env.NET_TRACE && round === RELOADS - 1 ? second.bo.context.browser()! : null;
    await tracing?.startTracing(second.bo.page, { path: `${process.env.NET_TRACE}-restore.json`, categories: TRACE_CATEGORIES });
    await second.bo.page.reload();
    await restoring;
    await tracing?.stopTracing();
    const restored = await second.bo.page.evaluate<[number, number]>('window.__restored');
    restores.push(restored[0] - restored[1]);
    if (profiling) writeFileSync(`${process.env.NET_PROFILE}-restore.cpuprofile`, JSON.stringify((await profiling.send('Profiler.stop')).profile));
    if (process.env.NET_MARKS) console.log(`restore marks: ${await second.bo.page.evaluate(`performance.getEntriesByType('mark').map((m) => m.name + ' ' + m.startTime.toFixed(0)).join(', ')`)}; folded and drawn ${restored[0].toFixed(0)}`);
    fromReload.push(restored[0]);
  }
  console.log(
    `restore ${transport} 500 entries: median ${percentile(restores, 50).toFixed(0)} ms, best ${Math.min(...restores).toFixed(0)} ms (room open to folded and drawn, ${RELOADS} reloads; ` +
      `median ${percentile(fromReload, 50).toFixed(0)} ms from reload)`,
  );
  await second.bo.context.close();
}

/** Gzipped bytes of a transport chunk and every chunk it loads that the app's main chunk does not. */
function chunkSizes(): void {
  const meta = JSON.parse(readFileSync('.bench/build-meta.json', 'utf8')) as {
    main: string;
    metafile: { outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }> };
  };
  const outputs = meta.metafile.outputs;
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') closure(imported.path, seen);
    return seen;
  };
  const main = closure(`dist/${meta.main}`);
  const gz = (files: Iterable<string>): number => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  const find = (input: string): string => Object.keys(outputs).find((f) => !f.endsWith('.map') && input in outputs[f]!.inputs)!;
  // The room page's chunk and the room session's (Yjs, the signed log), which the page always loads.
  const room = find('components/room/room-page.ts');
  const session = find('src/net/room.ts');
  const roomOnly = [...new Set([...closure(room), ...closure(session)])].filter((f) => !main.has(f));
  for (const [name, input] of [['peerjs', 'src/net/transports/peerjs.ts'], ['y-webrtc', 'src/net/transports/y-webrtc.ts']] as const) {
    const chunk = find(input);
    const own = [...closure(chunk)].filter((f) => !main.has(f) && !roomOnly.includes(f));
    const withRoom = new Set([...own, ...roomOnly]);
    console.log(`chunk ${name} gzip: ${(gz(own) / 1024).toFixed(1)} KB (transport alone); ${(gz(withRoom) / 1024).toFixed(1)} KB with the room page, Yjs and crypto`);
  }
}

/** One-way latency of a 400-byte message over a bare RTCDataChannel between two pages (no Yjs, no
 * crypto, no signing): what any transport's latency sits on. */
async function bareChannel(stack: Stack): Promise<void> {
  const [a, b] = [await person(stack), await person(stack)];
  for (const p of [a, b]) await p.page.goto(`${stack.appUrl}404.html`);
  const setup = `window.__pc = new RTCPeerConnection({ iceServers: [] }); window.__got = [];
    window.__listen = (channel) => { channel.binaryType = 'arraybuffer'; window.__dc = channel;
      channel.onmessage = ({ data }) => { window.__got.push(performance.timeOrigin + performance.now()); }; };
    window.__gathered = () => new Promise((resolve) => { if (__pc.iceGatheringState === 'complete') resolve();
      __pc.onicegatheringstatechange = () => __pc.iceGatheringState === 'complete' && resolve(); });`;
  await a.page.evaluate(setup);
  await b.page.evaluate(setup);
  const offer = await a.page.evaluate(`(async () => { __listen(__pc.createDataChannel('bare'));
    await __pc.setLocalDescription(await __pc.createOffer()); await __gathered(); return __pc.localDescription.toJSON(); })()`);
  const answer = await b.page.evaluate(`(async (offer) => { __pc.ondatachannel = ({ channel }) => __listen(channel);
    await __pc.setRemoteDescription(offer); await __pc.setLocalDescription(await __pc.createAnswer()); await __gathered();
    return __pc.localDescription.toJSON(); })(${JSON.stringify(offer)})`);
  await a.page.evaluate(`__pc.setRemoteDescription(${JSON.stringify(answer)})`);
  for (const p of [a, b]) await p.page.waitForFunction(`window.__dc?.readyState === 'open'`);
  const oneWay: number[] = [];
  for (let i = 0; i < 100; i++) {
    const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
    const before = Number(await to.page.evaluate('__got.length'));
    const waited = process.env.NET_WAIT_FIRST === "1" ? to.page.waitForFunction(`__got.length > ${before}`, undefined, { polling: 'raf' }) : null;
    const sentAt = Number(await from.page.evaluate(`(() => { const t = performance.timeOrigin + performance.now(); __dc.send(new Uint8Array(400)); return t; })()`));
    await (waited ?? to.page.waitForFunction(`__got.length > ${before}`, undefined, { polling: 'raf' }));
    oneWay.push(Number(await to.page.evaluate(`__got[${before}]`)) - sentAt);
  }
  console.log(`latency bare-datachannel p50: ${percentile(oneWay, 50).toFixed(1)} ms p95: ${percentile(oneWay, 95).toFixed(1)} ms (400-byte message, the floor)`);
  await a.context.close();
  await b.context.close();
}

/** The machine's load when a figure was taken: timings on a shared, loaded machine read high. */
const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');

// NET_BUILD=0: measure the dist/ already built (alternating runs of two builds).
if (process.env.NET_BUILD !== '0') await buildAll();
chunkSizes();
// Chromium sets its renderers' niceness itself: a run under `nice` keeps them at its own (niceness.ts).
const stopNiceness = keepNiceness();
const stack = await startStack();
try {
  console.log(`load average at start: ${load()} (${cpus().length} cores)`);
  if (PARTS.has('bare')) await bareChannel(stack);
  for (const transport of TRANSPORTS) {
    await measure(stack, transport);
    console.log(`load average after ${transport}: ${load()}`);
  }
} finally {
  await stack.close();
  stopNiceness();
}
