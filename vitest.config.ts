import { defineConfig } from 'vitest/config';
import {
  E2E_TEST_FILES,
  PACT_CONSUMER_TEST_FILES,
  UI_MOCKING_TEST_FILES,
  UI_TEST_FILES,
  UNIT_TEST_FILES,
} from './tools/test-files.js';

/**
 * `expect.poll` waits up to 15 s (vitest's default is 1 s): an auto-waiting assertion must not fail
 * because a busy 2-core machine took longer than a second; a wrong value still fails, only later.
 */
const expect = { poll: { timeout: 15_000, interval: 50 } };

/**
 * Test files run two at a time: vitest's default on a 2-core machine is one (cores - 1), which
 * leaves a core idle while a file waits on the database, the network or Chromium.
 */
const maxWorkers = 2;

/**
 * The unit, component, browser and Pact consumer suites' files share their worker's module cache
 * (vitest's default re-imports the server, PGlite, React and the contract for each file, which took
 * more time than the tests). Their tests keep no state in modules: each opens its own database and
 * app, or renders into a clean document. Files that mock a module stay isolated (`ui-mocks`).
 */
const isolate = false;

/** One project per suite; `npm test` runs them in order (tests/run-all.sh). */
export default defineConfig({
  test: {
    // The retry reporter lists tests that passed only on a retry (tests/retries/).
    reporters: ['default', './tests/retries/reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          expect,
          maxWorkers,
          isolate,
          environment: 'node',
          include: UNIT_TEST_FILES,
          // Many tests start an app on embedded PGlite: generous on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui',
          expect,
          maxWorkers,
          // Shared like the unit suite's: an isolated happy-dom file took twice the CPU time.
          isolate,
          environment: 'happy-dom',
          include: UI_TEST_FILES,
          exclude: UI_MOCKING_TEST_FILES,
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui-mocks',
          expect,
          maxWorkers,
          environment: 'happy-dom',
          include: UI_MOCKING_TEST_FILES,
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'security',
          expect,
          maxWorkers,
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'pact-consumer',
          expect,
          include: PACT_CONSUMER_TEST_FILES,
          // One file at a time (they write one pact file) in one module cache: the SPA's data layer
          // and the pact core load once. Each interaction points the data layer at its mock server.
          isolate,
          globalSetup: ['pact/consumer/global-setup.ts'],
          // pact-core's mock server can report a request it did answer as "expected but not
          // received" when the CPU is contended (pact-foundation/pact-reference#535): that race,
          // and only that, is retried. A real mismatch fails every attempt.
          retry: { count: 2, condition: /request was expected but not received/ },
          // ...and a pass that needed a retry is marked and listed, not hidden (tests/retries/).
          setupFiles: ['tests/retries/mark.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'pact-provider',
          expect,
          include: ['pact/provider/**/*.test.ts'],
          // Each file verifies against a server of its own.
          maxWorkers,
          // One test verifies every interaction: minutes on a busy 2-core machine.
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'paths',
          expect,
          // The browser replay; the path toolkit's own test runs with the unit tests.
          include: ['tests/paths/*.test.ts'],
          // Two shards (ui-replay-1 and -2), each with its own server and Chromium, side by side.
          maxWorkers,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'crash',
          expect,
          include: ['tests/crash/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 1_800_000,
        },
      },
      {
        test: {
          name: 'e2e',
          expect,
          include: E2E_TEST_FILES,
          // Each file starts its own server (on a database from the worker's pool) and borrows the
          // worker's Chromium: two files run side by side, and share their worker's module cache (the
          // server, Playwright and the contract load once per worker, not once per file). No e2e
          // file mocks a module or changes the environment.
          maxWorkers,
          isolate,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
