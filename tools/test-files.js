/** The unit suite's test files (vitest.config.ts); the lint rules that keep them free of module mocks use it too. */
export const UNIT_TEST_FILES = [
  'contract/**/*.test.ts',
  'machines/**/*.test.ts',
  'server/**/*.test.ts',
  'tests/guards/**/*.test.ts',
  'tests/paths/toolkit/**/*.test.ts',
  'tools/**/*.test.ts',
];

/** The browser suite's test files: they share a module cache too (vitest.config.ts). */
export const E2E_TEST_FILES = ['tests/e2e/**/*.test.ts'];

/** The Pact consumer tests: they share a module cache too (vitest.config.ts). */
export const PACT_CONSUMER_TEST_FILES = ['pact/consumer/**/*.pact.test.ts'];

/** Every test file that shares its worker's module cache: no module mocks there (eslint.config.js). */
export const SHARED_CACHE_TEST_FILES = [...UNIT_TEST_FILES, ...E2E_TEST_FILES, ...PACT_CONSUMER_TEST_FILES];
