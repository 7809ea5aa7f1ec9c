import type { ESLint, Linter } from 'eslint';

/** The DESIGN §2 rules (layers, machine-globals, no-cycle) as an ESLint plugin. */
export const design: ESLint.Plugin;
/** The config block that applies them to every source file. */
export const designConfig: Linter.Config;
