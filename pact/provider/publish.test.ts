import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSUMER, PROVIDER, pactFiles } from '../config';
import { brokerConfig, consumerVersion, pactBinary, publishableCopies } from '../publish-cli';

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type PactJson = { interactions: { description: string; response: { body?: unknown } }[] };
type PublishBody = {
  pacticipantName: string;
  pacticipantVersionNumber: string;
  branch?: string;
  contracts: { consumerName: string; providerName: string; specification: string; content: string }[];
};

/** A tiny Pact Broker on loopback: the HAL index and the publish-contracts endpoint; records every request. */
async function fakeBroker(status = 200) {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.writeHead(status, { 'content-type': 'application/hal+json' });
      if (status !== 200) return res.end(JSON.stringify({ error: 'refused' }));
      if (req.method === 'GET')
        return res.end(
          JSON.stringify({ _links: { 'pb:publish-contracts': { href: `${base}/contracts/publish` } } }),
        );
      res.end(JSON.stringify({ notices: [{ type: 'success', text: 'published' }], _links: {} }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** `npm run pact:publish` with only the given PACT_* variables (none inherited). */
function runPublish(vars: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PACT_')));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'pact/publish-cli.ts'], {
      env: { ...env, ...vars },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

const brokers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(brokers.splice(0).map((b) => b.close()));
});
const startBroker = async (status?: number) => {
  const broker = await fakeBroker(status);
  brokers.push(broker);
  return broker;
};

describe('npm run pact:publish', () => {
  it('fails with a clear message when no broker is configured', async () => {
    const { code, out } = await runPublish({});
    expect(code).toBe(1);
    expect(out).toContain('pact:publish: no Pact Broker configured: set PACT_BROKER_BASE_URL');
  });

  it('refuses half-configured credentials and non-http URLs', () => {
    expect(brokerConfig({ PACT_BROKER_BASE_URL: 'ftp://x' })).toHaveProperty('error');
    expect(
      brokerConfig({ PACT_BROKER_BASE_URL: 'https://b.example', PACT_BROKER_USERNAME: 'u' }),
    ).toHaveProperty('error');
    expect(brokerConfig({ PACT_BROKER_BASE_URL: 'https://b.example', PACT_BROKER_TOKEN: 't' })).toEqual({
      baseUrl: 'https://b.example',
    });
  });

  it('finds the pact binary inside @pact-foundation/pact-cli (nothing downloaded)', () => {
    expect(pactBinary()).toMatch(
      /node_modules\/@pact-foundation\/pact-cli-[a-z]+-[a-z0-9]+\/standalone\/pact$/,
    );
  });

  it('runs the pact binary, which sends every committed pact to the broker with the git version', async () => {
    const broker = await startBroker();
    const { code, out } = await runPublish({
      PACT_BROKER_BASE_URL: broker.url,
      PACT_BROKER_TOKEN: 'secret-token',
    });
    expect(code, out).toBe(0);
    expect(out).toContain('Pact published successfully');

    const [index, publish, ...rest] = broker.requests;
    expect(rest).toEqual([]);
    expect(index).toMatchObject({ method: 'GET', url: '/' });
    expect(publish).toMatchObject({ method: 'POST', url: '/contracts/publish' });
    for (const r of [index, publish]) expect(r?.headers.authorization).toBe('Bearer secret-token');

    const body = JSON.parse(publish?.body ?? '{}') as PublishBody;
    const expected = consumerVersion({});
    if ('error' in expected) throw new Error(expected.error);
    expect(body.pacticipantName).toBe(CONSUMER);
    expect(body.pacticipantVersionNumber).toBe(expected.version);
    expect(body.pacticipantVersionNumber).toMatch(/^[0-9a-f]{40}(\+dirty)?$/);
    expect(body.branch).toBe(expected.branch);
    expect(body.contracts).toHaveLength(pactFiles().length);
    const { dir, files, withoutBody } = publishableCopies(pactFiles());
    rmSync(dir, { recursive: true });
    for (const [i, file] of pactFiles().entries()) {
      const contract = body.contracts[i];
      expect(contract).toMatchObject({
        consumerName: CONSUMER,
        providerName: PROVIDER,
        specification: 'pact',
      });
      const sent = JSON.parse(Buffer.from(contract?.content ?? '', 'base64').toString('utf8')) as PactJson;
      const committed = JSON.parse(readFileSync(file, 'utf8')) as PactJson;
      // Every interaction, as committed, except the `null` bodies the binary cannot carry.
      expect(sent.interactions.map((x) => x.description)).toEqual(
        committed.interactions.map((x) => x.description),
      );
      for (const [n, sentInteraction] of sent.interactions.entries()) {
        const expected = structuredClone(committed.interactions[n]);
        if (expected && withoutBody.includes(expected.description)) delete expected.response.body;
        expect(sentInteraction, sentInteraction.description).toEqual(expected);
      }
    }
    expect(files).toHaveLength(pactFiles().length);
    expect(withoutBody).toContain('a login check while anonymous');
    for (const d of withoutBody) expect(out).toContain(`  - ${d}`);
  });

  it('uses basic auth and the given version and branch', async () => {
    const broker = await startBroker();
    const { code, out } = await runPublish({
      PACT_BROKER_BASE_URL: broker.url,
      PACT_BROKER_USERNAME: 'qa',
      PACT_BROKER_PASSWORD: 'pw',
      PACT_CONSUMER_VERSION: '1.2.3',
      PACT_CONSUMER_BRANCH: 'feature/x',
    });
    expect(code, out).toBe(0);
    expect(broker.requests.map((r) => r.headers.authorization)).toEqual([
      `Basic ${Buffer.from('qa:pw').toString('base64')}`,
      `Basic ${Buffer.from('qa:pw').toString('base64')}`,
    ]);
    const body = JSON.parse(broker.requests[1]?.body ?? '{}') as PublishBody;
    expect(body).toMatchObject({ pacticipantVersionNumber: '1.2.3', branch: 'feature/x' });
  });

  it('exits non-zero when the broker refuses', async () => {
    const broker = await startBroker(401);
    const { code, out } = await runPublish({ PACT_BROKER_BASE_URL: broker.url, PACT_BROKER_TOKEN: 'wrong' });
    expect(code).not.toBe(0);
    expect(out).toContain('401');
    expect(out).toContain('pact:publish: FAILED');
  });
});
