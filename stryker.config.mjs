// @ts-check
import process from 'node:process';
import mutation from './tools/mutation-folders.json' with { type: 'json' };

/**
 * Mutation testing (`npm run test:mutation`, README "Tests"): StrykerJS with its vitest runner
 * over the machines, the contract, server/auth and the SPA data layer. `MUTATE=machines,server/auth`
 * narrows the run to some of these folders. tools/mutation-report.ts prints the score per folder
 * and the surviving mutants from the JSON report.
 */
// The mutated folders, and the files in them that are not mutated: tests and test tooling
// (contract/testing). tools/mutation-report.ts reads them too.
const { folders, notMutated } = mutation;
const chosen = process.env.MUTATE
  ? process.env.MUTATE.split(',').map((f) => f.trim().replace(/\/$/, ''))
  : folders;
const unknown = chosen.filter((f) => !folders.includes(f));
if (unknown.length > 0)
  throw new Error(`MUTATE: unknown folder(s) ${unknown.join(', ')}; one of ${folders.join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [...chosen.map((folder) => `${folder}/**/*.ts`), ...notMutated.map((pattern) => `!${pattern}`)],
  coverageAnalysis: 'perTest',
  // 2-core machine: one sandbox per core; STRYKER_CONCURRENCY=1 while other work holds a core.
  concurrency: Number(process.env.STRYKER_CONCURRENCY) || 2,
  timeoutMS: 30_000,
  // The initial run executes every suite once with coverage; on a busy 2-core machine that takes over the default 5 minutes.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 85, low: 75, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', '.data', 'test-results', 'reports', 'pact/logs', 'pact/tmp', '.tanstack'],
  cleanTempDir: 'always',
  // A rerun tests only the mutants whose code or covering tests changed since the last run.
  incremental: true,
  // One file per folder choice, so a run of one folder keeps another folder's results.
  incrementalFile: `reports/mutation/stryker-incremental-${chosen.join('+').replaceAll('/', '-')}.json`,
};
