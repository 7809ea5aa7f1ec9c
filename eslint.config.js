import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { designConfig } from './tools/lint/design.js';
import { SHARED_CACHE_TEST_FILES, UI_MOCKING_TEST_FILES } from './tools/test-files.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'src/routeTree.gen.ts',
      'pact/pacts',
      'test-results',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // The unit and browser suites share each worker's module cache (vitest.config.ts): a module mock
  // would leak into the files that follow, or miss a module an earlier file loaded. Pass what varies.
  {
    files: SHARED_CACHE_TEST_FILES,
    ignores: UI_MOCKING_TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message:
            'These test files share a module cache: inject the dependency instead of mocking a module (an SPA test that must mock goes into UI_MOCKING_TEST_FILES, tools/test-files.js).',
        })),
      ],
    },
  },
  // DESIGN §2: import directions, machine globals and import cycles (tools/lint/design.js).
  designConfig,
);
