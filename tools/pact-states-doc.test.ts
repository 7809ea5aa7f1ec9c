import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderStatesDoc, STATES_DOC } from './pact-states-doc';

describe('pact/provider-states.md', () => {
  it('is generated from pact/states.ts and up to date (npm run pact:states-doc)', async () => {
    expect(existsSync(STATES_DOC), 'run: npm run pact:states-doc').toBe(true);
    expect(readFileSync(STATES_DOC, 'utf8'), 'out of date; run: npm run pact:states-doc').toBe(
      await renderStatesDoc(),
    );
  });
});
