import { existsSync, rmSync } from 'node:fs';
import { PACT_FILE } from '../config';
import { writeNullBodies } from './null-bodies';

/**
 * Pact merges new interactions into an existing file: start from an empty one
 * so removed interactions disappear and a re-run writes an identical file.
 * Afterwards, keep `null` response bodies (see null-bodies.ts).
 */
export default function setup() {
  rmSync(PACT_FILE, { force: true });
  return () => {
    if (existsSync(PACT_FILE)) writeNullBodies(PACT_FILE);
  };
}
