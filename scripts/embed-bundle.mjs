// The blog-page build: dist/embed.js's modules, regrouped by rollup from esbuild's output into few files.
// esbuild splits code at every set of lazily loaded modules that share it, which gave an embed of one
// game 36 scripts to fetch before it could be played; here everything the embed entry needs is one
// file, and each game's table and rules are grouped by the games that share them (Fishery: three
// files). The room, dialogs and pictures stay separate, loaded when used. A page with embeds loads
// only these files, never the app's, so every module runs once.
import { rollup } from 'rollup';
import { relative, resolve } from 'node:path';
import { outputFrom, staticClosure } from './app-bundle.mjs';

/**
 * Bundles the embed entry (`entry`, an esbuild output under `out`) into `out` as embed-*.js files.
 * `games` are the ids with a table (components/<id>/index.ts). Returns the entry, the files it imports
 * statically, and per game the files its table and rules need beyond the entry's, each as `./name.js`,
 * with the import graph of every file written (for the page-weight bench).
 */
export async function bundleEmbed(metafile, out, entry, games) {
  const core = staticClosure(metafile, entry);
  const needs = Object.fromEntries(
    games.map((game) => {
      const files = staticClosure(metafile, outputFrom(metafile, `components/${game}/index.ts`));
      const rules = outputFrom(metafile, `src/games/${game}/game.ts`);
      if (rules) staticClosure(metafile, rules, files);
      return [game, files];
    }),
  );
  /** The entry's modules make one file; a game's, one per set of games sharing them; the rest as rollup splits them. */
  const groupOf = (id) => {
    const file = relative(process.cwd(), id);
    if (core.has(file)) return 'core';
    const sharing = games.filter((game) => needs[game].has(file));
    return sharing.length > 0 ? sharing.join('+') : undefined;
  };
  const warnings = [];
  const bundle = await rollup({ input: { entry: resolve(entry) }, onwarn: (warning) => warnings.push(warning) });
  const { output } = await bundle.write({
    dir: out,
    format: 'es',
    compact: true,
    manualChunks: groupOf,
    entryFileNames: 'embed-[name]-[hash].js',
    chunkFileNames: 'embed-[name]-[hash].js',
  });
  await bundle.close();
  const serious = warnings.filter((warning) => warning.code !== 'THIS_IS_UNDEFINED');
  if (serious.length > 0) throw new Error(`rollup, bundling the embed: ${serious.map((warning) => warning.message).join('; ')}`);

  const graph = Object.fromEntries(output.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, { imports: chunk.imports, dynamicImports: chunk.dynamicImports, modules: chunk.moduleIds.map((id) => relative(process.cwd(), id)) }]));
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of graph[file]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const fileOf = (distFile) => Object.keys(graph).find((name) => graph[name].modules.includes(distFile));
  const entryFile = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry).fileName;
  const entryFiles = closure(entryFile);
  const preloads = {};
  for (const game of games) {
    const files = closure(fileOf(outputFrom(metafile, `components/${game}/index.ts`)));
    const rules = outputFrom(metafile, `src/games/${game}/game.ts`);
    if (rules) closure(fileOf(rules), files);
    preloads[game] = [...files].filter((file) => !entryFiles.has(file)).map((file) => `./${file}`);
  }
  return {
    entry: `./${entryFile}`,
    entryImports: [...entryFiles].filter((file) => file !== entryFile).map((file) => `./${file}`),
    preloads,
    graph,
  };
}
