// The weight of the app: gzipped bytes of every script a page loads, from a fresh production build.
// "fishery solo page" = the entry, its static imports, the lazily loaded Fishery table chunk and its
// imports, and the bot worker with the Fishery bots it loads. Each file counts once (a chunk shared
// by the page and the worker is cached by the browser). KB = 1024 bytes.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error scripts/build.mjs is plain JavaScript
import { buildAll } from '../scripts/build.mjs';

interface Output {
  readonly entryPoint?: string;
  readonly imports: readonly { readonly path: string; readonly kind: string }[];
}
interface Metafile {
  readonly outputs: Readonly<Record<string, Output>>;
}
interface BuildMeta {
  readonly main: string;
  readonly workers: Readonly<Record<string, string>>;
  readonly metafile: Metafile;
  readonly workerMetafile: Metafile | null;
}

await buildAll();
const meta = JSON.parse(readFileSync('.bench/build-meta.json', 'utf8')) as BuildMeta;

/** The output built from `source`. */
function outputFor(metafile: Metafile, source: string): string {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === source);
  if (!found) throw new Error(`the build has no output for ${source}`);
  return found[0];
}

/** `start` and every file it imports statically, transitively. */
function withStaticImports(metafile: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of metafile.outputs[file]?.imports ?? []) if (edge.kind === 'import-statement') visit(edge.path);
  };
  visit(start);
  return [...seen];
}

const gzipped = (files: Iterable<string>): number => {
  const unique = new Map<string, string>();
  for (const file of files) unique.set(basename(file), file);
  let total = 0;
  for (const file of unique.values()) total += gzipSync(readFileSync(file), { level: 9 }).length;
  return total;
};
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const app = meta.metafile;
const home = withStaticImports(app, `dist/${meta.main}`);
const table = withStaticImports(app, outputFor(app, 'components/fishery/index.ts'));
const worker = meta.workerMetafile;
if (!worker) throw new Error('the build made no bot worker');
const workerFiles = [
  ...withStaticImports(worker, outputFor(worker, 'src/table/bot-worker.ts')),
  ...withStaticImports(worker, outputFor(worker, 'src/games/fishery/bot/index.ts')),
];

console.log(`home page JS gzipped: ${kb(gzipped(home))} KB`);
console.log(`fishery solo page JS gzipped: ${kb(gzipped([...home, ...table, ...workerFiles]))} KB`);
