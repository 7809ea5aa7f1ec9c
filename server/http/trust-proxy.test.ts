import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../testing';

let built: TestApp | undefined;
afterEach(() => built?.close());

/** A production app with a probe route that shows what Fastify made of the client's address. */
async function production(env: Record<string, string>) {
  built = await buildTestApp({ ...PRODUCTION_ENV, ...env });
  built.app.get('/probe', (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
  return (remoteAddress: string) =>
    built!.app
      .inject({
        method: 'GET',
        url: '/probe',
        remoteAddress,
        headers: {
          host: 'portal.example',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      })
      .then((r) => r.json<{ ip: string; host: string; protocol: string }>());
}

describe('proxies', () => {
  it('are not trusted in production unless TRUST_PROXY says so', async () => {
    const probe = await production({});
    expect(await probe('10.0.0.7')).toEqual({ ip: '10.0.0.7', host: 'portal.example', protocol: 'http' });
  });

  it('are trusted from the configured addresses only', async () => {
    const probe = await production({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await probe('10.0.0.7')).ip).toBe('203.0.113.9');
    expect((await probe('192.0.2.4')).ip).toBe('192.0.2.4');
  });

  it('are trusted for a configured hop count', async () => {
    const probe = await production({ TRUST_PROXY: '1' });
    expect((await probe('192.0.2.4')).ip).toBe('203.0.113.9');
  });
});
