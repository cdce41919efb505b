// The weight of the Gone Fishing page (issue 5 item 7): gzipped bytes of every script the solo page
// loads (the app entry, the Gone Fishing table chunk with its imports, the bot worker with the Gone
// Fishing bots), and of the game's own chunks beyond the home page. From a fresh production build.
import { freshBuild, gzipped, homeScripts, kb, tablePageScripts } from './page-weight.js';

const meta = await freshBuild();
const page = tablePageScripts(meta, 'components/gone-fishing/index.ts', 'src/games/gone-fishing/bots/index.ts');
const home = new Set(homeScripts(meta));
console.log(`gone-fishing page JS gzipped: ${kb(gzipped(page))} KB`);
console.log(`gone-fishing chunks beyond the home page gzipped: ${kb(gzipped(page.filter((file) => !home.has(file))))} KB`);
