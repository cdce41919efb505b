// The app's build: esbuild's output for components/main.ts regrouped by rollup into fewer files.
// esbuild splits code at every set of lazily loaded modules that share it, which gave a room page 52
// scripts to wait on. Here the main script's static imports are one file; lazily loaded parts that a
// page always loads together (the room page and its session) count as one; every other module starts
// in a group with the modules needed by the same lazily loaded parts, leaving out parts only loaded by
// another of them (a transport, by the room). Groups then merge while that makes the pages people open
// cheaper to load, weighing each file's request against the bytes a page would load without needing
// them (a Fishery room by link: 24 files beside the main one became 12, for the same bytes). Returns an
// esbuild-shaped metafile of the files written.
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
 * `routes`, the sets of sources a page loads together ({ sources, weight }), with every part on its own
 * at `lazyWeight`, and `requestBytes`, what a file costs a page beside its bytes: groups of modules are
 * merged while that makes the routes cheaper, but never so that a `lean` part loads bytes it does not
 * need; `minify`: minify each file written once more.
 */
export async function bundleApp(metafile, out, entry, { together, alternatives = [], routes = [], lazyWeight = 0, requestBytes = 0, lean = [], minify = false, sourcemap }) {
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
  /** Per group of modules: its files, their bytes and the parts whose loading fetches it. */
  const groups = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js') || core.has(file)) continue;
    const needing = needingOf(file);
    if (needing.length === 0) continue;
    const key = [...needing].sort().join('+');
    const group = groups.get(key) ?? { fetchedBy: new Set(), bytes: 0, files: new Set(), into: null, absorbed: false };
    for (const [part, files] of parts) if (files.has(file)) group.fetchedBy.add(part);
    group.bytes += output.bytes ?? 0;
    group.files.add(file);
    groups.set(key, group);
  }
  const weighed = [
    ...routes.map(({ sources, weight }) => ({ parts: new Set(sources.map((source) => joined.get(source) ?? source)), weight })),
    ...[...parts.keys()].map((part) => ({ parts: new Set([part]), weight: lazyWeight })),
  ];
  mergeGroups(groups, weighed, requestBytes, new Set(lean.map((source) => joined.get(source) ?? source)), metafile, core);
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
    if (!names.has(key)) names.set(key, parts.length === 1 && !groups.get(key).absorbed ? partName(parts[0]) : `shared${names.size}`);
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

/**
 * Merges groups of modules (in place, `into`) while a merge makes loading the routes cheaper: a route
 * pays `requestBytes` for each file it fetches and the bytes of each, needed or not; each route's cost
 * counts `weight` times. A merge that would make two files import each other, or give a `lean` part
 * bytes it does not need, is never made.
 */
export function mergeGroups(groups, routes, requestBytes, lean, metafile, core) {
  const groupOfFile = new Map();
  for (const [key, group] of groups) for (const file of group.files) groupOfFile.set(file, key);
  const imports = new Map();
  for (const [key, group] of groups) {
    const targets = new Set();
    for (const file of group.files) for (const edge of metafile.outputs[file]?.imports ?? []) {
      const target = edge.kind === 'import-statement' && !core.has(edge.path) ? groupOfFile.get(edge.path) : undefined;
      if (target && target !== key) targets.add(target);
    }
    imports.set(key, targets);
  }
  const fetches = (route, group) => [...group.fetchedBy].some((part) => route.parts.has(part));
  const keepsLean = (a, b) => [...lean].every((part) => a.fetchedBy.has(part) === b.fetchedBy.has(part));
  const gain = (a, b) => {
    if (!keepsLean(a, b)) return 0;
    let total = 0;
    for (const route of routes) {
      const [inA, inB] = [fetches(route, a), fetches(route, b)];
      if (inA && inB) total += route.weight * requestBytes;
      else if (inA) total -= route.weight * b.bytes;
      else if (inB) total -= route.weight * a.bytes;
    }
    return total;
  };
  /** True when a group among `starts` leads to one of `targets` (the two about to merge) through others:
   * merged, they would import each other. */
  const reaches = (starts, targets) => {
    const seen = new Set();
    const stack = [...starts].filter((key) => !targets.has(key));
    while (stack.length) {
      const key = stack.pop();
      if (seen.has(key)) continue;
      seen.add(key);
      for (const next of imports.get(key)) {
        if (targets.has(next)) return true;
        stack.push(next);
      }
    }
    return false;
  };
  for (;;) {
    const alive = [...groups].filter(([, group]) => !group.into);
    const candidates = [];
    for (let i = 0; i < alive.length; i++) {
      for (let j = i + 1; j < alive.length; j++) {
        const value = gain(alive[i][1], alive[j][1]);
        if (value > 0) candidates.push([value, alive[i][0], alive[j][0]]);
      }
    }
    candidates.sort((x, y) => y[0] - x[0]);
    const pick = candidates.find(([, a, b]) => !reaches([...imports.get(a), ...imports.get(b)], new Set([a, b])));
    if (!pick) return;
    const [, keep, gone] = pick;
    const [kept, merged] = [groups.get(keep), groups.get(gone)];
    merged.into = keep;
    kept.absorbed = true;
    for (const part of merged.fetchedBy) kept.fetchedBy.add(part);
    kept.bytes += merged.bytes;
    for (const file of merged.files) kept.files.add(file);
    const targets = new Set([...imports.get(keep), ...imports.get(gone)].filter((key) => key !== keep && key !== gone));
    imports.set(keep, targets);
    imports.delete(gone);
    for (const [key, set] of imports) if (set.delete(gone) && key !== keep) set.add(keep);
  }
}
