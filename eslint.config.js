import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import tseslint from 'typescript-eslint';

/** DESIGN §2 import directions, one rule per layer. */
const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

const SRC_FORBIDDEN = ['**/server/**', 'fastify', 'drizzle-orm*', 'pg'];
const SRC_MESSAGE = 'src never imports server (DESIGN §2).';

/** The SPA's feature folders (src/features/<name>). */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import specifiers that reach into a feature: by its path, or relatively from a sibling feature. */
const featurePaths = (name) => [
  `**/features/${name}`,
  `**/features/${name}/**`,
  ...['../', '../../', '../../../'].flatMap((up) => [`${up}${name}`, `${up}${name}/**`]),
];

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
    rules: forbid(SRC_FORBIDDEN, SRC_MESSAGE),
  },
  // DESIGN §2: features inside src do not import each other; routes compose them.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SRC_FORBIDDEN, message: SRC_MESSAGE },
            {
              group: FEATURES.filter((other) => other !== feature).flatMap(featurePaths),
              message: `src/features/${feature} must not import another feature; compose features in src/routes (DESIGN §2).`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**'],
    rules: forbid(['**/src/**', 'react', 'react-dom'], 'server never imports src (DESIGN §2).'),
  },
);
