import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** DESIGN §2 import directions, one rule per layer. */
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'src/routeTree.gen.ts', 'pact/pacts', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['contract/**'],
    rules: forbid(
      ['**/machines/**', '**/src/**', '**/server/**', 'react', 'xstate', 'fastify', 'drizzle-orm*'],
      'contract imports only zod and ts-rest (DESIGN §2).',
    ),
  },
  {
    files: ['machines/**'],
    rules: forbid(
      ['**/src/**', '**/server/**', 'react', 'react-dom', '@tanstack/*', 'socket.io*', 'fastify'],
      'machines are framework-free and import contract types only (DESIGN §2).',
    ),
  },
  {
    files: ['src/**'],
    rules: forbid(['**/server/**', 'fastify', 'drizzle-orm*', 'pg'], 'src never imports server (DESIGN §2).'),
  },
  {
    files: ['server/**'],
    rules: forbid(['**/src/**', 'react', 'react-dom'], 'server never imports src (DESIGN §2).'),
  },
);
