// The app's build: esbuild's output for components/main.ts regrouped by rollup into fewer files.
// esbuild splits code at every set of lazily loaded modules that share it, which gave a room page 52
// scripts to wait on. Here the main script's static imports are one file; lazily loaded parts that a
// page always loads together (the room page and its session) count as one; every other module goes
// with the modules needed by the same lazily loaded parts, leaving out parts only loaded by another of
// them (a transport, by the room), so no page loads a byte it did not load before. Returns an esbuild-shaped metafile of the files written.
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { transform } from 'esbuild';
import { rollup } from 'rollup';

/** `file` (an output path) and every output it imports statically, transitively, in an esbuild-shaped metafile. */
export function staticClosure(metafile, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const edge of metafile.outputs[file]?.imports ?? []) if (edge.kind === 'import-statement') staticClosure(metafile, edge.path, seen);
  return seen;
}

/** The output holding the entry point built from `source`, or undefined. */
export const outputFrom = (metafile, source) =>
  Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === source || output.entryPoints?.includes(source))?.[0];

/** Reads an esbuild output with its source map (linked or inline), so rollup's maps reach the sources. */
function withSourceMaps() {
  return {
    name: 'shoal-input-source-maps',
    load(id) {
      const code = readFileSync(id, 'utf8');
      const link = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
      if (!link) return code;
      const inline = /^data:application\/json;(?:charset=utf-8;)?base64,(.*)$/.exec(link)?.[1];
      const map = inline ? Buffer.from(inline, 'base64').toString('utf8') : readFileSync(resolve(dirname(id), link), 'utf8');
      return { code, map };
    },
  };
}

/** Minifies each file rollup writes once more: names across the modules it joined get short again. */
function minifyChunks() {
  return {
    name: 'shoal-minify-chunks',
    async renderChunk(code) {
      const result = await transform(code, { minify: true, format: 'esm', target: 'es2022', legalComments: 'none', sourcemap: 'external' });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * Bundles `entry` (an esbuild output under `out`, `metafile` its build's) into `out` as app-*.js files.
 * `together` lists sets of sources always loaded together (each set: one lazily loaded part);
 * `alternatives`, [chooser, options] pairs: the chooser's page always loads one of the options;
 * `minChunkBytes`: a smaller group of modules joins the closest wider one, unless that would give one
 * of the `lean` parts bytes it does not need; `minify`: minify each file written once more.
 */
export async function bundleApp(metafile, out, entry, { together, alternatives = [], minChunkBytes = 0, lean = [], minify = false, sourcemap }) {
  const core = staticClosure(metafile, entry);
  const joined = new Map(together.flatMap((sources) => sources.map((source) => [source, sources[0]])));
  const parts = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || core.has(file)) continue;
    const part = joined.get(output.entryPoint) ?? output.entryPoint;
    if (!parts.has(part)) parts.set(part, new Set());
    staticClosure(metafile, file, parts.get(part));
  }
  // A part loaded only by another part's modules comes with that part: code they share goes with it.
  const partOf = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) if (output.entryPoint) partOf.set(file, joined.get(output.entryPoint) ?? output.entryPoint);
  const importers = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const edge of output.imports) {
      const part = edge.kind === 'dynamic-import' ? partOf.get(edge.path) : undefined;
      if (part) importers.set(part, [...(importers.get(part) ?? []), file]);
    }
  }
  const comesWith = (part, other) => {
    const from = importers.get(part) ?? [];
    const onlyIn = (file) => !core.has(file) && [...parts].every(([name, files]) => (name === other) === files.has(file));
    return part !== other && from.length > 0 && from.every(onlyIn);
  };
  // Each module not in main goes with the set of parts needing it. A module every alternative of a
  // chooser needs (the secure channel, which every transport runs) goes with the chooser, which always
  // loads one of them.
  const needingOf = (file) => {
    const all = [...parts].filter(([, files]) => files.has(file)).map(([part]) => part);
    let needing = all.filter((part) => !all.some((other) => comesWith(part, other)));
    for (const [chooser, options] of alternatives) {
      if (options.every((option) => needing.includes(option))) needing = [...new Set([...needing.filter((part) => !options.includes(part)), chooser])];
    }
    return needing;
  };
  /** Per group of modules: its bytes and the parts whose loading fetches it. */
  const groups = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js') || core.has(file)) continue;
    const needing = needingOf(file);
    if (needing.length === 0) continue;
    const key = [...needing].sort().join('+');
    const group = groups.get(key) ?? { fetchedBy: new Set(), bytes: 0, into: null };
    for (const [part, files] of parts) if (files.has(file)) group.fetchedBy.add(part);
    group.bytes += output.bytes ?? 0;
    groups.set(key, group);
  }
  // A small group joins a larger one fetched by every part that fetches it (each file costs a request),
  // the one whose other parts, which now load bytes they do not need, are fewest.
  for (const [key, group] of [...groups].sort((a, b) => a[1].bytes - b[1].bytes)) {
    if (group.bytes >= minChunkBytes) continue;
    const covers = (candidate) =>
      [...group.fetchedBy].every((part) => candidate.fetchedBy.has(part)) && lean.every((part) => group.fetchedBy.has(part) || !candidate.fetchedBy.has(part));
    const wider = [...groups]
      .filter(([other, candidate]) => other !== key && !candidate.into && covers(candidate))
      .sort((a, b) => a[1].fetchedBy.size - b[1].fetchedBy.size || b[1].bytes - a[1].bytes)[0];
    if (!wider) continue;
    group.into = wider[0];
    wider[1].bytes += group.bytes;
  }
  const live = (key) => {
    while (groups.get(key).into) key = groups.get(key).into;
    return key;
  };
  const names = new Map();
  /** Main's modules make one file; any other, its (merged) group's. */
  const groupOf = (id) => {
    const file = relative(process.cwd(), id);
    if (core.has(file)) return 'main';
    const needing = needingOf(file);
    if (needing.length === 0) return undefined;
    const key = live([...needing].sort().join('+'));
    const parts = key.split('+');
    if (!names.has(key)) names.set(key, parts.length === 1 ? partName(parts[0]) : `shared${names.size}`);
    return names.get(key);
  };
  const warnings = [];
  const bundle = await rollup({ input: { main: resolve(entry) }, plugins: [withSourceMaps()], onwarn: (warning) => warnings.push(warning) });
  const { output } = await bundle.write({
    dir: out,
    format: 'es',
    compact: true,
    plugins: minify ? [minifyChunks()] : [],
    sourcemap,
    manualChunks: groupOf,
    entryFileNames: 'app-[name]-[hash].js',
    chunkFileNames: 'app-[name]-[hash].js',
  });
  await bundle.close();
  const serious = warnings.filter((warning) => warning.code !== 'THIS_IS_UNDEFINED' && warning.code !== 'SOURCEMAP_BROKEN' && warning.code !== 'EMPTY_BUNDLE');
  if (serious.length > 0) throw new Error(`rollup, bundling the app: ${serious.map((warning) => warning.message).join('; ')}`);

  const outputs = {};
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const modules = [...chunk.moduleIds, ...(chunk.facadeModuleId ? [chunk.facadeModuleId] : [])].map((id) => relative(process.cwd(), id));
    const entryPoints = [...new Set(modules.map((file) => metafile.outputs[file]?.entryPoint).filter(Boolean))];
    const inputs = Object.assign({}, ...chunk.moduleIds.map((id) => metafile.outputs[relative(process.cwd(), id)]?.inputs ?? {}));
    outputs[`${out}/${chunk.fileName}`] = {
      ...(entryPoints.length > 0 ? { entryPoint: entryPoints[0], entryPoints } : {}),
      imports: [
        ...chunk.imports.map((file) => ({ path: `${out}/${file}`, kind: 'import-statement' })),
        ...chunk.dynamicImports.map((file) => ({ path: `${out}/${file}`, kind: 'dynamic-import' })),
      ],
      inputs,
    };
  }
  const main = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry).fileName;
  return { main: `./${main}`, metafile: { outputs } };
}

/** A short file name for a lazily loaded part: `components/fishery/index.ts` → `fishery-index`. */
const partName = (source) => `${basename(dirname(source))}-${basename(source).replace(/\.[jt]s$/, '')}`;
