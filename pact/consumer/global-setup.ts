import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { PACT_FILE } from '../config';
import { writeNullBodies } from './null-bodies';

/**
 * Pact merges new interactions into an existing file: a full run starts from an empty one so
 * removed interactions disappear and a re-run writes an identical file. A filtered run (some
 * files, or `-t`) keeps the file, so the interactions of the other test files stay in it.
 * Afterwards, keep `null` response bodies (see null-bodies.ts).
 */
export default function setup(project: TestProject) {
  // Vitest keeps the CLI's file filters on `filenamePattern` (not in its public types).
  const files = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const filtered = Boolean(files?.length || project.config.testNamePattern);
  if (!filtered) rmSync(PACT_FILE, { force: true });
  else console.info(`pact: filtered run, merging into ${PACT_FILE} (a full run rewrites it)`);
  return () => {
    if (existsSync(PACT_FILE)) writeNullBodies(PACT_FILE);
  };
}
