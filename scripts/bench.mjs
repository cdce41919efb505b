#!/usr/bin/env node
// Runs every bench/*.bench.ts in name order; each prints its figures one per line.
// `npm run bench -- fishery` runs only the files whose names contain "fishery".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filters = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((word) => f.includes(word)))
  .sort();
let failed = false;
for (const file of files) {
  const result = spawnSync('node', ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`bench/${file} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
