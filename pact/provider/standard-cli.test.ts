import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/testing';
import { pactFiles } from '../config';
import { everyStateOnce, interactionCount, pactSample } from './pact-sample';
import { readJunit, runStandardVerifier, standardVerifierArgs } from './standard-cli';

const STATES_LINE = /Pact provider states \(verification only\): (http:\/\/\S+)/;

async function stop(server: ServerProcess | undefined) {
  if (!server) return;
  server.kill('SIGTERM');
  await server.exited;
}

/** A port nothing listens on (for the server started without the flag). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * What a backend team runs from docs/backend-teams.md: the standard verifier of @pact-foundation/pact-cli
 * (no code of this repository) against `npm start`'s server (demo data) started with
 * --pact-states, JUnit into test-results/.
 */
describe('the standard pact verifier (pact_verifier_cli) against the reference server', () => {
  let server: ServerProcess | undefined;
  let statesUrl = '';

  beforeAll(async () => {
    server = await startServerProcess({
      DATA_DIR: 'memory://',
      PACT_PROVIDER_STATES: '1',
      PACT_STATES_PORT: '0',
    });
    statesUrl = STATES_LINE.exec(server.output())?.[1] ?? '';
  });
  afterAll(() => stop(server));

  it('passes every HTTP and message interaction, then every provider state again on the same server', async () => {
    expect(statesUrl).toMatch(/\/_pact\/provider_states$/);
    mkdirSync('test-results', { recursive: true });
    // The second run proves the states can be set up again on a server that keeps its data (as a
    // team's long-running server does): one interaction per provider state is enough for that.
    const runs = [
      { run: 1, files: pactFiles() },
      { run: 2, files: pactSample('every-state-once', everyStateOnce) },
    ];
    for (const { run, files } of runs) {
      const junit = `test-results/pact-standard-verifier-${run}.xml`;
      const args = standardVerifierArgs({ apiOrigin: server!.origin, statesUrl, junit, files });
      const { code, output } = await runStandardVerifier(args);
      const counts = readJunit(junit);
      console.info(
        `standard pact verifier, run ${run}: ${counts.tests - counts.failures - counts.errors}/${counts.tests} ` +
          `interactions verified (exit ${code}, JUnit ${junit})`,
      );
      if (code !== 0) console.error(output.slice(output.indexOf('Failures:')));
      expect({ code, ...counts }).toEqual({
        code: 0,
        tests: interactionCount(files),
        failures: 0,
        errors: 0,
      });
    }
  });
});

describe('the provider-state endpoint is a verification-only feature', () => {
  it('is absent without --pact-states / PACT_PROVIDER_STATES', async () => {
    const port = await freePort();
    const server = await startServerProcess({ DATA_DIR: 'memory://', PACT_STATES_PORT: String(port) });
    try {
      expect(server.output()).not.toMatch(STATES_LINE);
      const setup = { state: 'nobody is signed in', params: {}, action: 'setup' };
      const post = (url: string) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(setup),
        });
      await expect(post(`http://127.0.0.1:${port}/_pact/provider_states`)).rejects.toThrow();
      expect((await post(`${server.origin}/_pact/provider_states`)).ok).toBe(false);
    } finally {
      await stop(server);
    }
  });

  it('refuses to start with the flag in production', async () => {
    const started = startServerProcess({
      NODE_ENV: 'production',
      PACT_PROVIDER_STATES: '1',
      DATA_DIR: 'memory://',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://portal.example',
    });
    await expect(started).rejects.toThrow(/never with NODE_ENV=production/);
  });
});
