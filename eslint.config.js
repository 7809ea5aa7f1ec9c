import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { designConfig } from './tools/lint/design.js';

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
  // DESIGN §2: import directions, machine globals and import cycles (tools/lint/design.js).
  designConfig,
);
