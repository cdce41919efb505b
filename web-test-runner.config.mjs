import { build } from 'esbuild';
import { writeFileSync, mkdirSync } from 'node:fs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter, summaryReporter } from '@web/test-runner';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** Serves each test file (and each worker script a test starts) as one esbuild bundle, so CommonJS dependencies (tweetnacl) and TypeScript just work. */
function bundleTests() {
  return {
    name: 'shoal-bundle-tests',
    async serve(context) {
      if (!context.path.endsWith('.test.ts') && !context.path.endsWith('-worker.ts')) return undefined;
      const result = await build({
        entryPoints: [`.${context.path}`],
        bundle: true,
        format: 'esm',
        write: false,
        sourcemap: 'inline',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"development"' },
        tsconfig: 'tsconfig.json',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

/** Writes the pass/fail counts for scripts/test.mjs to add up. */
function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const failures = [];
      const visit = (suite, path) => {
        for (const test of suite.tests) {
          if (test.skipped) continue;
          if (test.passed) passed++;
          else {
            failed++;
            failures.push(`${[...path, test.name].filter(Boolean).join(' > ')}: ${test.error?.message ?? 'failed'}`);
          }
        }
        for (const child of suite.suites) visit(child, [...path, child.name]);
      };
      for (const session of sessions) {
        if (session.testResults) visit(session.testResults, [session.testFile]);
        if (!session.passed && (!session.testResults || session.errors?.length)) {
          failed++;
          failures.push(`${session.testFile}: ${session.errors?.map((error) => error.message).join('; ') || 'the file did not run'}`);
        }
      }
      const folder = process.env.SHOAL_TEST_RESULTS ?? '.test-results';
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${folder}/browser.json`, JSON.stringify({ passed, failed, failures }));
    },
  };
}

export default {
  // `npx web-test-runner --files 'test/browser/fishery*'` runs a subset.
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
      // Each page in a browser context of its own: test files running side by side (concurrency 2) share no
      // localStorage, IndexedDB or locks, so one file's saved games never show up in another's home screen.
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
  plugins: [bundleTests()],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countReporter()],
  testFramework: { config: { timeout: 10000 } },
  // A file may run for minutes on a loaded machine (whole games in the accessibility sweeps).
  testsFinishTimeout: 15 * 60 * 1000,
};
