import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../server/testing';
import { emptyDatabase, verifyReferenceServer } from './reference';
import { assumeStates } from './states';
import { formatResult, unknownStates, verifyPacts } from './verify';
import { described, interactionCount, pactSample } from './pact-sample';

const SIGNED_IN = ['a login with the right password', 'a login check while signed in'];

describe('provider verification of the reference server', () => {
  it('defines every provider state the pacts use', () => {
    expect(unknownStates()).toEqual([]);
  });

  it('passes every interaction of the committed pacts', async () => {
    const result = await verifyReferenceServer();
    console.info(formatResult(result, result.url));
    expect(result.stateErrors).toEqual([]);
    expect(result.results.filter((r) => !r.ok)).toEqual([]);
    expect(result.results).toHaveLength(interactionCount());
    expect(result.ok).toBe(true);
  });

  it('fails the interactions whose provider states are not set up', async () => {
    const server = await startTestServer();
    try {
      const result = await verifyPacts({
        providerBaseUrl: server.url,
        provider: assumeStates,
        beforeEach: () => emptyDatabase(server.db),
        pactUrls: pactSample('no-states', described(...SIGNED_IN)),
      });
      const failed = result.results.filter((r) => !r.ok).map((r) => r.description);
      expect(result.ok).toBe(false);
      expect(failed.sort()).toEqual([...SIGNED_IN].sort());
      expect(result.stateErrors.some((e) => e.includes('the user is signed in'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});
