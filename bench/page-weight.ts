// How much script a page of the app loads, from a fresh production build (scripts/build.mjs writes
// .bench/build-meta.json with esbuild's metafiles): a page is the entry and its static imports, the
// lazily loaded chunk of its table and that chunk's imports, and the bot worker with the game's bots.
// Each file counts once (a chunk shared by the page and the worker is cached by the browser).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error scripts/build.mjs is plain JavaScript
import { buildAll } from '../scripts/build.mjs';

interface Output {
  readonly entryPoint?: string;
  /** Every entry point a file holds (the app's build groups some together, scripts/app-bundle.mjs). */
  readonly entryPoints?: readonly string[];
  readonly imports: readonly { readonly path: string; readonly kind: string }[];
}
export interface Metafile {
  readonly outputs: Readonly<Record<string, Output>>;
}
/** The blog-page build (scripts/embed-bundle.mjs): each file written, with what it imports. */
export interface EmbedGraph {
  readonly [file: string]: { readonly imports: readonly string[]; readonly dynamicImports: readonly string[] };
}
export interface BuildMeta {
  readonly main: string;
  /** The blog-page build's entry, which embed.js imports. */
  readonly embed: string;
  readonly embedGraph: EmbedGraph;
  /** Per game, the blog-page files its table and rules need beyond the entry's, as `./name.js`. */
  readonly embedPreloads: Readonly<Record<string, readonly string[]>>;
  readonly workers: Readonly<Record<string, string>>;
  readonly metafile: Metafile;
  readonly workerMetafile: Metafile | null;
}

/** Builds dist/ and returns what the build recorded about its outputs. */
export async function freshBuild(): Promise<BuildMeta> {
  await buildAll();
  return JSON.parse(readFileSync('.bench/build-meta.json', 'utf8')) as BuildMeta;
}

/** The output built from `source`. */
export function outputFor(metafile: Metafile, source: string): string {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === source || output.entryPoints?.includes(source));
  if (!found) throw new Error(`the build has no output for ${source}`);
  return found[0];
}

/** `start` and every file it imports statically, transitively. */
export function withStaticImports(metafile: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of metafile.outputs[file]?.imports ?? []) if (edge.kind === 'import-statement') visit(edge.path);
  };
  visit(start);
  return [...seen];
}

/** Gzipped bytes (level 9) of the files, each counted once. */
export function gzipped(files: Iterable<string>): number {
  const unique = new Map<string, string>();
  for (const file of files) unique.set(basename(file), file);
  let total = 0;
  for (const file of unique.values()) total += gzipSync(readFileSync(file), { level: 9 }).length;
  return total;
}

/** Bytes as KB (1024 bytes) with one decimal. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** What every page of the app loads first: the entry and its static imports. */
export function homeScripts(meta: BuildMeta): string[] {
  return withStaticImports(meta.metafile, `dist/${meta.main}`);
}

/** Every script the home page loads: the app's entry, the home screen's chunk and every card's picture (each with its imports). */
export function homePageScripts(meta: BuildMeta, gameIds: readonly string[]): string[] {
  return [
    ...homeScripts(meta),
    ...withStaticImports(meta.metafile, outputFor(meta.metafile, 'components/home/index.ts')),
    ...gameIds.flatMap((id) => withStaticImports(meta.metafile, outputFor(meta.metafile, `components/${id}/picture.ts`))),
  ];
}

/** Every script a solo table page loads: the home scripts, the table chunk (`tableSource`) and the bot worker with `botSource`. */
export function tablePageScripts(meta: BuildMeta, tableSource: string, botSource: string): string[] {
  const worker = meta.workerMetafile;
  if (!worker) throw new Error('the build made no bot worker');
  return [
    ...homeScripts(meta),
    ...withStaticImports(meta.metafile, outputFor(meta.metafile, tableSource)),
    ...withStaticImports(worker, outputFor(worker, 'src/table/bot-worker.ts')),
    ...withStaticImports(worker, outputFor(worker, botSource)),
  ];
}

/** Every script a page with one `<shoal-game game="gameId">` loads: embed.js, the blog-page build's entry and its imports, the game's table and rules, and the bot worker with its bots. */
export function embedPageScripts(meta: BuildMeta, gameId: string, botSource: string): string[] {
  const worker = meta.workerMetafile;
  if (!worker) throw new Error('the build made no bot worker');
  const preloads = meta.embedPreloads[gameId];
  if (!preloads) throw new Error(`the blog-page build has no table for ${gameId}`);
  const entry: string[] = [];
  const visit = (file: string): void => {
    if (entry.includes(file)) return;
    entry.push(file);
    for (const next of meta.embedGraph[file]?.imports ?? []) visit(next);
  };
  visit(basename(meta.embed));
  return [
    'dist/embed.js',
    ...entry.map((file) => `dist/${file}`),
    ...preloads.map((file) => `dist/${basename(file)}`),
    ...withStaticImports(worker, outputFor(worker, 'src/table/bot-worker.ts')),
    ...withStaticImports(worker, outputFor(worker, botSource)),
  ];
}

/** Where a bundled input comes from: its package, or the project folder it lives in. */
function originOf(input: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (inPackage) return inPackage[1]!;
  const parts = input.split('/');
  return parts[0] === 'src' || parts[0] === 'components' ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * What the files are made of: minified bytes per package or project folder (`src/fair`,
 * `components/fleet`, `@noble/curves`, …), largest first, each file counted once.
 */
export function breakdown(metafile: Metafile, files: Iterable<string>): { readonly origin: string; readonly bytes: number }[] {
  const byOrigin = new Map<string, number>();
  const outputs = metafile.outputs as Readonly<Record<string, Output & { readonly inputs?: Readonly<Record<string, { readonly bytesInOutput: number }>> }>>;
  for (const file of new Set(files)) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file]?.inputs ?? {})) {
      byOrigin.set(originOf(input), (byOrigin.get(originOf(input)) ?? 0) + bytesInOutput);
    }
  }
  return [...byOrigin].map(([origin, bytes]) => ({ origin, bytes })).sort((a, b) => b.bytes - a.bytes);
}
