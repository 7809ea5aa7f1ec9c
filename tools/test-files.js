/** The unit suite's test files (vitest.config.ts); the lint rules that keep them free of module mocks use it too. */
export const UNIT_TEST_FILES = [
  'contract/**/*.test.ts',
  'machines/**/*.test.ts',
  'server/**/*.test.ts',
  'tests/guards/**/*.test.ts',
  'tests/paths/toolkit/**/*.test.ts',
  'tools/**/*.test.ts',
];
