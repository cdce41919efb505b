#!/usr/bin/env node
// Runs every check: type-check, lint, Node tests, browser tests, end-to-end tests.
// Ends with one line `N passed, N failed`. `node scripts/test.mjs unit browser` runs only those stages.
// Two lanes run side by side, one per core: unit tests start in one and end-to-end tests in the other;
// browser tests, type-check and lint go to whichever lane frees first. Each output line is prefixed with its stage.
import { spawn } from 'node:child_process';
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

/** Pipes a stream to stdout line by line, each line prefixed with the stage's name. */
function prefixLines(stream, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`${prefix}${rest}\n`);
  });
}

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child);
    process.exit(1);
  });
}
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Runs a command to its end; resolves true when it exits with 0. A timeout kills its whole process group. */
function run(stage, command, args, extraEnv = {}, timeoutMs = undefined) {
  const prefix = `[${stage}] `;
  process.stdout.write(`${prefix}$ ${command} ${args.join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...extraEnv },
      detached: true,
    });
    running.add(child);
    prefixLines(child.stdout, prefix);
    prefixLines(child.stderr, prefix);
    const timer = timeoutMs
      ? setTimeout(() => {
          process.stdout.write(`${prefix}stopped after ${timeoutMs / 60000} minutes\n`);
          killGroup(child);
        }, timeoutMs)
      : undefined;
    child.on('error', (error) => {
      process.stdout.write(`${prefix}${command} stopped: ${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => {
      running.delete(child);
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

async function nodeTests(stage, files, extra = [], timeoutMs = undefined) {
  if (files.length === 0) return { passed: 0, failed: 0 };
  const tap = join(results, `${stage}.tap`);
  const ok = await run(stage, 'node', [
    '--import', 'tsx', '--test', ...extra,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files,
  ], {}, timeoutMs);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const summary = (label) => text.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1];
  // A run stopped early writes no summary: count the top-level results it did write.
  const lines = (pattern) => text.match(new RegExp(pattern, 'gm'))?.length ?? 0;
  const passed = Number(summary('pass') ?? lines('^ok \\d+ '));
  const failed = Number(summary('fail') ?? lines('^not ok \\d+ ')) + Number(summary('cancelled') ?? 0);
  return { passed, failed: failed + (ok || failed ? 0 : 1), failures: tapFailures(text) };
}

/** The failed tests of a TAP report (not the suites that hold them), each with the first line of its error. */
function tapFailures(text) {
  const lines = text.split('\n');
  const failures = [];
  lines.forEach((line, index) => {
    const failed = line.match(/^\s*not ok \d+ - (.*)$/);
    if (!failed) return;
    const details = lines.slice(index + 1, index + 40);
    const end = details.findIndex((l) => /^\s*\.\.\.$/.test(l));
    const block = end < 0 ? details : details.slice(0, end);
    if (block.some((l) => l.includes("failureType: 'subtestsFailed'"))) return;
    const at = block.findIndex((l) => /^\s*error: /.test(l));
    let error = at < 0 ? '' : block[at].replace(/^\s*error: /, '');
    if (/^[|>]-?$/.test(error)) error = block[at + 1]?.trim() ?? '';
    failures.push(`${failed[1]}${error ? `: ${error.replace(/^'(.*)'$/, '$1')}` : ''}`);
  });
  return failures;
}

const one = (ok) => (ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

const stages = {
  typecheck: async () =>
    one((await run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])) && (await run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.engine.json']))),
  lint: async () => one(await run('lint', 'npx', ['eslint', '.'])),
  unit: () => nodeTests('unit', filesUnder('test/unit', '.test.ts')),
  browser: async () => {
    if (filesUnder('test/browser', '.test.ts').length === 0) return { passed: 0, failed: 0 };
    const ok = await run('browser', 'npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs'], { SHOAL_TEST_RESULTS: results });
    const file = join(results, 'browser.json');
    const counts = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { passed: 0, failed: 1 };
    if (!ok && counts.failed === 0) counts.failed = 1;
    return counts;
  },
  e2e: async () => {
    const files = filesUnder('test/e2e', '.test.ts');
    if (files.length === 0) return { passed: 0, failed: 0 };
    if (!(await run('e2e', 'node', ['scripts/build.mjs']))) return { passed: 0, failed: 1 };
    // A browser or server left open must not hang the run: a file gets 10 minutes (Fleet's whole four-seat game
    // takes 2.5 min on an idle machine, over 5 under load), the stage 30.
    return nodeTests('e2e', files, ['--test-concurrency=1', '--test-timeout=600000'], 30 * 60 * 1000);
  },
};

// The two longest stages start first, one per core; each core then takes the next stage left as it
// comes free (the longest first), so neither waits while the other still has several to run.
const firsts = ['unit', 'e2e'];
const rest = ['browser', 'typecheck', 'lint'];

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!stages[name]) {
    console.error(`unknown stage ${name}; stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
}
const chosen = new Set(wanted.length ? wanted : Object.keys(stages));
const totals = {};
const started = Date.now();

async function runStage(name) {
  const stageStart = Date.now();
  totals[name] = await stages[name]();
  const seconds = Math.round((Date.now() - stageStart) / 1000);
  console.log(`\n[${name}] ${totals[name].passed} passed, ${totals[name].failed} failed (${seconds} s)`);
}
const queue = rest.filter((n) => chosen.has(n));
async function runLane(first) {
  if (first && chosen.has(first)) await runStage(first);
  for (let next = queue.shift(); next; next = queue.shift()) await runStage(next);
}
await Promise.all(firsts.map(runLane));

let passed = 0;
let failed = 0;
console.log('');
for (const name of Object.keys(stages).filter((n) => totals[n])) {
  console.log(`${name.padEnd(10)} ${totals[name].passed} passed, ${totals[name].failed} failed`);
  passed += totals[name].passed;
  failed += totals[name].failed;
}
console.log(`all stages in ${Math.round((Date.now() - started) / 1000)} s`);
for (const name of Object.keys(totals)) {
  for (const failure of totals[name].failures ?? []) console.log(`failed in ${name}: ${failure.slice(0, 400)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
rmSync(results, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
