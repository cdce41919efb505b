// The weight of the Wishes page: gzipped bytes of every script it loads, from a fresh production build
// (the entry and its static imports, the lazily loaded Wishes table chunk and its imports, the bot
// worker with the Wishes bots; see page-weight.ts), and the table chunk alone. KB = 1024 bytes.
import { freshBuild, gzipped, homeScripts, kb, outputFor, tablePageScripts, withStaticImports } from './page-weight.js';

const meta = await freshBuild();
const page = tablePageScripts(meta, 'components/wishes/index.ts', 'src/games/wishes/bot.ts');
const home = new Set(homeScripts(meta));
const chunk = withStaticImports(meta.metafile, outputFor(meta.metafile, 'components/wishes/index.ts')).filter((file) => !home.has(file));
console.log(`wishes page JS gzipped: ${kb(gzipped(page))} KB`);
console.log(`wishes table chunks gzipped (beyond the home page): ${kb(gzipped(chunk))} KB`);
