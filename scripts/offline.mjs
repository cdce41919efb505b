// Writes dist/sw.js: the service worker (scripts/service-worker.js) with this build's id and the list
// of files it keeps for offline play. The id is a hash of those files, so an unchanged build keeps
// its service worker and a changed one installs a new cache beside the old.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** What a page of the app may need offline: everything but source maps, the Node engine and sw.js itself. */
const KEEP = (path) => !path.endsWith('.map') && path !== 'engine.js' && path !== 'sw.js';

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** Writes `dir`/sw.js for the files in `dir`; returns the build id and how many files it keeps. */
export function writeServiceWorker(dir) {
  const files = filesUnder(dir).filter(KEEP);
  const hash = createHash('sha256');
  for (const path of files) hash.update(`${path}\0`).update(readFileSync(join(dir, path))).update('\0');
  const buildId = hash.digest('hex').slice(0, 16);
  const precache = files.map((path) => `./${path}`);
  const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
  writeFileSync(join(dir, 'sw.js'), `const BUILD_ID = ${JSON.stringify(buildId)};\nconst PRECACHE = ${JSON.stringify(precache)};\n${source}`);
  return { buildId, files: files.length };
}
