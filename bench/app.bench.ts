// The weight of the app: gzipped bytes of every script a page loads, from a fresh production build.
// "fishery solo page" = the entry, its static imports, the lazily loaded Fishery table chunk and its
// imports, and the bot worker with the Fishery bots it loads (see page-weight.ts). KB = 1024 bytes.
import { freshBuild, gzipped, homeScripts, kb, tablePageScripts } from './page-weight.js';

const meta = await freshBuild();
console.log(`home page JS gzipped: ${kb(gzipped(homeScripts(meta)))} KB`);
console.log(`fishery solo page JS gzipped: ${kb(gzipped(tablePageScripts(meta, 'components/fishery/index.ts', 'src/games/fishery/bots/index.ts')))} KB`);
