// The weight of the app: gzipped bytes of every script a page loads, from a fresh production build.
// "home page" = the entry, its static imports, the home screen's chunk and every card's picture;
// "<game> solo page" = the entry, its static imports, the lazily loaded table chunk of that game and its
// imports, and the bot worker with that game's bots (see page-weight.ts); "embed.js with <game>" = the
// same for a blog page with one <shoal-game> (its own build: scripts/embed-bundle.mjs); "<game> room
// page" = the entry, its static imports, the room page with its session and the default transport, the
// game's table and card, each with its imports. KB = 1024 bytes. Goal: Fishery page and each embed ≤ 60 KB.
// With each, how many scripts. APP_BUILD=0 weighs the build already in dist/.
import { existsSync, readFileSync } from 'node:fs';
import { manifests } from '../src/games/manifests.js';
import { embedPageScripts, freshBuild, gzipped, homePageScripts, homeScripts, kb, outputFor, tablePageScripts, withStaticImports, type BuildMeta } from './page-weight.js';

/** Games with a table in the app (a game whose screens have not landed has rules only). */
const playable = manifests.filter(({ id }) => existsSync(`components/${id}/index.ts`));

const meta = process.env.APP_BUILD === '0' ? (JSON.parse(readFileSync('.bench/build-meta.json', 'utf8')) as BuildMeta) : await freshBuild();
const weigh = (files: readonly string[]): string => `${kb(gzipped(files))} KB (${new Set(files).size} scripts)`;
const roomPageScripts = (id: string): string[] =>
  [...homeScripts(meta), 'components/room/index.ts', 'components/room/room-session.ts', 'src/net/transports/peerjs.ts', `components/${id}/index.ts`, `components/${id}/card.ts`].flatMap(
    (source) => (source.startsWith('dist/') ? [source] : withStaticImports(meta.metafile, outputFor(meta.metafile, source))),
  );
console.log(`home page JS gzipped: ${weigh(homePageScripts(meta, playable.map(({ id }) => id)))}`);
for (const { id } of playable) {
  const table = `components/${id}/index.ts`;
  const bots = `src/games/${id}/bots/index.ts`;
  console.log(`${id} solo page JS gzipped: ${weigh(tablePageScripts(meta, table, bots))}`);
  console.log(`embed.js with ${id} JS gzipped: ${weigh(embedPageScripts(meta, id, bots))}`);
  if (existsSync(`src/games/${id}/game.ts`)) console.log(`${id} room page JS gzipped: ${weigh(roomPageScripts(id))}`);
}
