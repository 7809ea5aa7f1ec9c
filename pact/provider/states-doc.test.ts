import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderStatesDoc, STATES_DOC } from '../states-doc';

describe('pact/provider-states.md', () => {
  it('is generated from pact/states.ts and up to date (npx tsx pact/states-doc.ts)', async () => {
    expect(existsSync(STATES_DOC), 'run: npx tsx pact/states-doc.ts').toBe(true);
    expect(readFileSync(STATES_DOC, 'utf8'), 'out of date; run: npx tsx pact/states-doc.ts').toBe(
      await renderStatesDoc(),
    );
  });
});
