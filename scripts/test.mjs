#!/usr/bin/env node
// Runs every check: type-check, lint, Node tests, browser tests, end-to-end tests.
// Ends with one line `N passed, N failed`. `node scripts/test.mjs unit browser` runs only those stages.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, mkdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

// One folder per run, so runs started side by side never clobber each other's counts.
const results = join('.test-results', `run-${process.pid}`);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function filesUnder(dir, suffix) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith(suffix) && statSync(f).isFile())
    .sort();
}

function run(command, args, extraEnv = {}, timeoutMs = undefined) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv }, timeout: timeoutMs });
  if (result.error) console.error(`${command} stopped: ${result.error.message}`);
  return result.status === 0;
}

function nodeTests(name, files, extra = [], timeoutMs = undefined) {
  if (files.length === 0) return { passed: 0, failed: 0 };
  const tap = join(results, `${name}.tap`);
  const ok = run('node', [
    '--import', 'tsx', '--test', ...extra,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files,
  ], {}, timeoutMs);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled') + (ok || count('fail') ? 0 : 1);
  return { passed, failed };
}

const stages = {
  typecheck: () => {
    const ok = run('npx', ['tsc', '-p', 'tsconfig.json']) && run('npx', ['tsc', '-p', 'tsconfig.engine.json']);
    return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  },
  lint: () => (run('npx', ['eslint', '.']) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
  unit: () => nodeTests('unit', filesUnder('test/unit', '.test.ts')),
  browser: () => {
    if (filesUnder('test/browser', '.test.ts').length === 0) return { passed: 0, failed: 0 };
    const ok = run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs'], { SHOAL_TEST_RESULTS: results });
    const file = join(results, 'browser.json');
    const counts = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { passed: 0, failed: 1 };
    if (!ok && counts.failed === 0) counts.failed = 1;
    return counts;
  },
  e2e: () => {
    const files = filesUnder('test/e2e', '.test.ts');
    if (files.length === 0) return { passed: 0, failed: 0 };
    if (!run('node', ['scripts/build.mjs'])) return { passed: 0, failed: 1 };
    // A browser or server left open must not hang the run: a test gets 5 minutes, the stage 15.
    return nodeTests('e2e', files, ['--test-concurrency=1', '--test-timeout=300000'], 15 * 60 * 1000);
  },
};

const wanted = process.argv.slice(2);
const chosen = wanted.length ? wanted : Object.keys(stages);
let passed = 0;
let failed = 0;
for (const name of chosen) {
  const stage = stages[name];
  if (!stage) {
    console.error(`unknown stage ${name}; stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
  const counts = stage();
  console.log(`\n[${name}] ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`\n${passed} passed, ${failed} failed`);
rmSync(results, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
