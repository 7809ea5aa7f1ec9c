import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing';
import { PROVIDER_STATES, isStateName } from '../states';
import { everyStateOnce, pactSample } from './pact-sample';
import { forwardTo, referenceSetup, type ProviderStateName, type StateAction } from './states';
import { verifyPacts } from './verify';

/**
 * What a backend team does: its own server plus a state setup endpoint (the
 * Pact state change protocol), verified without resetting anything between
 * interactions. Here both are the reference server.
 */
describe('verification through a --provider-states-setup-url', () => {
  let api: TestServer;
  let states: Server;
  let statesUrl = '';
  const calls: string[] = [];

  beforeAll(async () => {
    api = await startTestServer();
    const setup = referenceSetup(api);
    states = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { state, params, action } = JSON.parse(body) as {
          state: string;
          params: never;
          action: StateAction;
        };
        calls.push(`${action} ${state}`);
        const known = isStateName(state) && PROVIDER_STATES[state].setBy === 'provider';
        // A setup answers the values the pacts inject (e.g. `notificationId`).
        void (known ? setup(state as ProviderStateName, params, action) : Promise.resolve()).then(
          (values) =>
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(values ?? {})),
          (e: Error) => res.writeHead(500).end(e.message),
        );
      });
    });
    await new Promise<void>((resolve) => states.listen(0, '127.0.0.1', resolve));
    statesUrl = `http://127.0.0.1:${(states.address() as AddressInfo).port}/pact-states`;
  });

  afterAll(async () => {
    await new Promise((resolve) => states.close(resolve));
    await api.close();
  });

  // Every provider state once: the full set of interactions is verified by verify.test.ts and,
  // through a state URL like this one, by standard-cli.test.ts.
  it('passes with the provider states set by the endpoint', async () => {
    const result = await verifyPacts({
      providerBaseUrl: api.url,
      provider: forwardTo(statesUrl),
      pactUrls: pactSample('forward', everyStateOnce),
    });
    expect(result.stateErrors).toEqual([]);
    expect(result.results.filter((r) => !r.ok)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(calls).toContain('setup a user exists');
    expect(calls).toContain('teardown a user exists');
    // 'verifier' states never reach the provider's endpoint
    expect(calls.some((c) => c.endsWith('the user is signed in'))).toBe(false);
  });
});
