#!/usr/bin/env node
// Builds dist/: index.html with hashed, relatively-addressed assets (works under any sub-path),
// embed.js for one-tag embedding, engine.js for Node, the static files, and sw.js for offline play.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { bundleApp, outputFrom, staticClosure } from './app-bundle.mjs';
import { bundleEmbed } from './embed-bundle.mjs';
import { transportSubstitutes } from './esbuild-substitutes.mjs';
import { writeServiceWorker } from './offline.mjs';

const out = 'dist';
const production = !process.argv.includes('--dev');

const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: production,
  sourcemap: production ? 'linked' : 'inline',
  legalComments: 'none',
  tsconfig: 'tsconfig.json',
  define: { 'process.env.NODE_ENV': production ? '"production"' : '"development"' },
  logLevel: 'warning',
  plugins: [transportSubstitutes()],
};

/**
 * Per game, every script a room page of it needs beyond the app's main chunk: the room page, the room
 * session (Yjs, the signed log), the default transport, the game's table and its card, each with its
 * static imports, as `./name-HASH.js`. index.html asks for them all at once when the address is a
 * room's, rather than one dynamic import (and its imports) after another.
 */
/** The room page's lazily loaded parts, always loaded together: one file in the app's build. */
const ROOM_PARTS = ['components/room/index.ts', 'components/room/room-session.ts'];
/** The transports: a room page always loads one (src/net/transport.ts). */
const TRANSPORTS = ['src/net/transports/peerjs.ts', 'src/net/transports/y-webrtc.ts', 'src/net/transports/local.ts'];
/** What one more file costs a page, in minified bytes of script: a request (on HTTP/1.1, six at a time,
 * a wait in line) against bytes it may not need. */
const REQUEST_BYTES = 8192;
/** How much a lazily loaded part fetched on its own (a dialog, a picture, the bots) counts against the
 * pages people open: the home screen, a game's table, a room by link. */
const LAZY_WEIGHT = 0.2;

/** The home screen, which everyone opens first, counts this many times a game's page. */
const HOME_WEIGHT = 6;

/** The pages the app's files are grouped for: the parts each loads at once, and how much it counts (a room
 * on y-webrtc, the transport a room uses only when its config names it, a quarter of one on PeerJS). */
function appRoutes(games) {
  const room = (game, transport) => [...ROOM_PARTS, transport, `components/${game}/index.ts`, `components/${game}/card.ts`];
  return [
    { sources: ['components/home/index.ts', ...games.flatMap((game) => [`components/${game}/card.ts`, `components/${game}/picture.ts`])], weight: HOME_WEIGHT },
    ...games.map((game) => ({ sources: [`components/${game}/index.ts`], weight: 1 })),
    ...games.map((game) => ({ sources: room(game, TRANSPORTS[0]), weight: 1 })),
    ...games.map((game) => ({ sources: room(game, TRANSPORTS[1]), weight: 0.25 })),
  ];
}

function roomPreloads(metafile, mainFile, games) {
  const mainFiles = staticClosure(metafile, mainFile);
  const shared = new Set();
  for (const source of [...ROOM_PARTS, 'src/net/transports/peerjs.ts']) staticClosure(metafile, outputFrom(metafile, source), shared);
  const name = (path) => `./${relative(out, path)}`;
  const needs = {};
  for (const game of games) {
    const needed = staticClosure(metafile, outputFrom(metafile, `components/${game}/index.ts`));
    const card = outputFrom(metafile, `components/${game}/card.ts`);
    if (card) staticClosure(metafile, card, needed);
    needs[game] = [...needed].filter((path) => !mainFiles.has(path) && !shared.has(path)).map(name);
  }
  // A link that names another transport (`?transport=`) fetches that one's chunks too.
  const transports = {};
  for (const kind of ['y-webrtc', 'local']) {
    transports[kind] = [...staticClosure(metafile, outputFrom(metafile, `src/net/transports/${kind}.ts`))].filter((path) => !mainFiles.has(path) && !shared.has(path)).map(name);
  }
  // The main script first (its own tag comes after this list, so it would be asked for last): the page
  // starts with it, and draws while the rest arrives.
  const first = [mainFile, ...[...mainFiles].filter((path) => path !== mainFile)].map(name);
  return { main: first, room: [...shared].filter((path) => !mainFiles.has(path)).map(name), games: needs, transports };
}

/** Output path of the entry point built from `source`, relative to dist/, as `./name-HASH.js`. */
function outputOf(metafile, source) {
  const file = outputFrom(metafile, source);
  if (!file) throw new Error(`no output for ${source}`);
  return `./${relative(out, file)}`;
}

export async function buildAll() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });

  // Workers first: the page learns their hashed names through `define`.
  const workerSources = { SHOAL_BOT_WORKER_URL: 'src/table/bot-worker.ts', SHOAL_DECK_WORKER_URL: 'src/table/deck-worker.ts' };
  const workerDefines = {};
  const workerFiles = {};
  let workerMeta = null;
  const presentWorkers = Object.entries(workerSources).filter(([, src]) => existsSync(src));
  if (presentWorkers.length) {
    const workers = await build({
      ...common,
      entryPoints: presentWorkers.map(([, src]) => src),
      outdir: out,
      // A worker loads each game's bots as its own chunk, on first use.
      splitting: true,
      entryNames: '[name]-[hash]',
      chunkNames: '[name]-[hash]',
      metafile: true,
    });
    for (const [name, src] of presentWorkers) {
      workerFiles[name] = outputOf(workers.metafile, src);
      workerMeta = workers.metafile;
      workerDefines[name] = JSON.stringify(workerFiles[name]);
    }
  }
  for (const name of Object.keys(workerSources)) workerDefines[name] ??= 'undefined';

  const app = await build({
    ...common,
    entryPoints: ['components/main.ts', 'components/embed.ts'],
    outdir: out,
    splitting: true,
    entryNames: '[name]-[hash]',
    // Flat: every script sits beside the others, so `new URL(x, import.meta.url)` finds the worker
    // from any chunk, whatever sub-path dist/ is served under.
    chunkNames: '[name]-[hash]',
    metafile: true,
    define: { ...common.define, ...workerDefines },
  });
  const embed = outputOf(app.metafile, 'components/embed.ts');
  // The app and a blog page each load their own grouping of esbuild's modules (scripts/app-bundle.mjs,
  // scripts/embed-bundle.mjs): few files. esbuild's own files are then no longer needed.
  const games = readdirSync('components').filter((id) => existsSync(`components/${id}/index.ts`) && existsSync(`src/games/${id}/game.ts`));
  const site = await bundleApp(app.metafile, out, `${out}/${outputOf(app.metafile, 'components/main.ts').slice(2)}`, {
    together: [ROOM_PARTS],
    alternatives: [[ROOM_PARTS[0], TRANSPORTS]],
    routes: appRoutes(games),
    lazyWeight: LAZY_WEIGHT,
    requestBytes: REQUEST_BYTES,
    // The network code stays apart from the tables' (a room's connection starts before they arrive), and
    // the Fishery table, the page with a weight budget (bench/app.bench.ts), loads nothing it does not need.
    lean: [ROOM_PARTS[0], ...TRANSPORTS, 'components/fishery/index.ts'],
    minify: production,
    sourcemap: production ? true : 'inline',
  });
  const blog = await bundleEmbed(app.metafile, out, `${out}/${embed.slice(2)}`, games);
  // A file both builds wrote (the same code, the same name) stays for the workers.
  const workerOutputs = new Set(Object.keys(workerMeta?.outputs ?? {}));
  for (const file of Object.keys(app.metafile.outputs)) if (!workerOutputs.has(file)) rmSync(file);
  const main = site.main;
  // embed.js keeps a stable name so a blog post's script tag never changes; a classic script that
  // imports the hashed entry and explains a failure (scripts/embed-loader.js).
  const loader = readFileSync('scripts/embed-loader.js', 'utf8');
  if (!loader.includes("'__ENTRY__'") || !loader.includes('__PRELOADS__') || !loader.includes('__ENTRY_IMPORTS__')) {
    throw new Error('scripts/embed-loader.js must name its entry as __ENTRY__, its imports as __ENTRY_IMPORTS__ and the games\' preloads as __PRELOADS__');
  }
  writeFileSync(
    `${out}/embed.js`,
    loader
      .replace("'__ENTRY__'", JSON.stringify(blog.entry))
      .replace('__ENTRY_IMPORTS__', JSON.stringify(blog.entryImports))
      .replace('__PRELOADS__', JSON.stringify(blog.preloads)),
  );

  await build({
    ...common,
    entryPoints: ['src/engine.ts'],
    outfile: `${out}/engine.js`,
    platform: 'node',
    minify: false,
    sourcemap: false,
    banner: { js: "import { createRequire as __shoalRequire } from 'node:module';\nconst require = __shoalRequire(import.meta.url);" },
  });

  if (existsSync('static')) cpSync('static', out, { recursive: true });
  // A room's address (`#/<game>/<secret>`) fetches the network config and the room's scripts alongside
  // the main one (the main one and its imports first: the page starts with them). The config's fetch is
  // picked up by loadNetConfig (src/net/config.ts). The page's stored settings are read meanwhile too:
  // the first read of localStorage waits on the browser (77 ms in a trace at load 8), and the app reads
  // the theme before its first draw; here the page has nothing else to do. So is the browser's WebRTC
  // machinery, in a task of its own: a page's first RTCPeerConnection sets it up (14-58 ms at load 7-8,
  // later ones 2-8 ms), and PeerJS makes one as its module runs, right before the room's connection starts.
  const preloadScript = `<script>(() => { const { main, room, games, transports } = ${JSON.stringify(roomPreloads(site.metafile, `${out}/${main.slice(2)}`, games))};
      const game = /^#\\/([a-z-]+)\\/[^/?]+$/.exec(location.hash)?.[1]; if (!game || !Object.hasOwn(games, game)) return;
      window.shoalConfigFetch = fetch('./config.json', { cache: 'no-cache' }); window.shoalConfigFetch.catch(() => {});
      const transport = new URLSearchParams(location.search).get('transport'); const other = transport && Object.hasOwn(transports, transport) ? transports[transport] : [];
      for (const href of [...main, ...room, ...other, ...games[game]]) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }
      try { void localStorage.length; } catch {}
      setTimeout(() => { try { new RTCPeerConnection().close(); } catch {} }); })();</script>
    `;
  const html = readFileSync('index.html', 'utf8').replace('<script type="module" src="./components/main.ts"></script>', `${preloadScript}<script type="module" src="${main}"></script>`);
  if (html.includes('components/main.ts') || !html.includes(main)) throw new Error('index.html must load ./components/main.ts');
  writeFileSync(`${out}/index.html`, html);
  // Last: the service worker lists every file the build wrote.
  writeServiceWorker(out);
  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/build-meta.json',
    JSON.stringify({
      main: basename(main),
      embed: basename(blog.entry),
      embedGraph: blog.graph,
      embedPreloads: blog.preloads,
      workers: workerFiles,
      metafile: site.metafile,
      workerMetafile: workerMeta,
    }),
  );
  return { main, embed: blog.entry };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildAll();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}
