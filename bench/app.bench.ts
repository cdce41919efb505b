// The weight of the app: gzipped bytes of every script a page loads, from a fresh production build.
// "home page" = the entry, its static imports, the home screen's chunk and every card's picture;
// "<game> solo page" = the entry, its static imports, the lazily loaded table chunk of that game and its
// imports, and the bot worker with that game's bots (see page-weight.ts); "embed.js with <game>" = the
// same for a blog page with one <shoal-game> (its own build: scripts/embed-bundle.mjs). KB = 1024 bytes. Goal: Fishery page and each embed ≤ 60 KB.
import { existsSync } from 'node:fs';
import { manifests } from '../src/games/manifests.js';
import { embedPageScripts, freshBuild, gzipped, homePageScripts, kb, tablePageScripts } from './page-weight.js';

/** Games with a table in the app (a game whose screens have not landed has rules only). */
const playable = manifests.filter(({ id }) => existsSync(`components/${id}/index.ts`));

const meta = await freshBuild();
console.log(`home page JS gzipped: ${kb(gzipped(homePageScripts(meta, playable.map(({ id }) => id))))} KB`);
for (const { id } of playable) {
  const table = `components/${id}/index.ts`;
  const bots = `src/games/${id}/bots/index.ts`;
  console.log(`${id} solo page JS gzipped: ${kb(gzipped(tablePageScripts(meta, table, bots)))} KB`);
  console.log(`embed.js with ${id} JS gzipped: ${kb(gzipped(embedPageScripts(meta, id, bots)))} KB`);
}
