// What Fleet's page loads, and how much of it is the private deck: from a fresh production build, the
// Fleet solo page's scripts gzipped (as app.bench.ts counts them), the same split into what the page
// loads before a Fleet table opens (home), the table chunk with the deck and proof code, and the bot
// worker; the minified bytes of each by package or folder; and the deck worker, loaded apart (in a
// Worker, once a deck is shuffled). KB = 1024 bytes.
import { breakdown, freshBuild, gzipped, homeScripts, kb, outputFor, tablePageScripts, withStaticImports } from './page-weight.js';

const meta = await freshBuild();
const table = 'components/fleet/index.ts';
const page = tablePageScripts(meta, table, 'src/games/fleet/bots/index.ts');
const home = new Set(homeScripts(meta));
const tableChunk = withStaticImports(meta.metafile, outputFor(meta.metafile, table)).filter((file) => !home.has(file));
const worker = meta.workerMetafile!;
const botWorker = page.filter((file) => !home.has(file) && !tableChunk.includes(file));
console.log(`fleet solo page JS gzipped: ${kb(gzipped(page))} KB = home ${kb(gzipped(home))} KB + Fleet's table with its imports ${kb(gzipped(tableChunk))} KB + bot worker with Fleet's bots ${kb(gzipped(botWorker))} KB`);
const show = (files: Iterable<string>, metafile: typeof meta.metafile): string =>
  breakdown(metafile, files)
    .filter(({ bytes }) => bytes >= 2048)
    .map(({ origin, bytes }) => `${origin} ${kb(bytes)}`)
    .join(', ');
console.log(`fleet table chunk, minified KB by origin (2 KB and over): ${show(tableChunk, meta.metafile)}`);
console.log(`fleet bot worker, minified KB by origin (2 KB and over): ${show(botWorker, worker)}`);
const deckWorker = withStaticImports(worker, outputFor(worker, 'src/table/deck-worker.ts'));
console.log(`deck worker JS gzipped (loaded in a Worker when a deck is shuffled, not by the page): ${kb(gzipped(deckWorker))} KB; minified KB by origin: ${show(deckWorker, worker)}`);
console.log('fleet loads no WebAssembly');
