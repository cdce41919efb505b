#!/usr/bin/env node
// Runs every bench/*.bench.ts in name order; each prints its figures one per line.
// `npm run bench -- fishery` runs only the files whose names contain "fishery".
// `npm run bench -- bots` runs the bot benches with their long matches (BENCH_FULL=1).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filters = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((word) => f.includes(word)))
  .sort();
const env = filters.includes('bots') ? { ...process.env, BENCH_FULL: '1' } : process.env;
let failed = false;
for (const file of files) {
  const result = spawnSync('node', ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`bench/${file} failed`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
