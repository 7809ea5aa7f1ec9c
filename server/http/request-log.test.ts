import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../testing';

const token = () => `tok${randomBytes(12).toString('hex')}`;
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let built: TestApp;
beforeAll(async () => {
  const env = { ...PRODUCTION_ENV, PORTAL_PREFIX: '/kunden', LOG_LEVEL: 'info' };
  built = await buildTestApp(env, { logStream: stream });
});
afterAll(() => built?.close());

describe('request logs at info', () => {
  it('carry no one-time token from a path or a query string', async () => {
    const t = Array.from({ length: 12 }, token);
    const urls: [string, string][] = [
      ['GET', `/kunden/password_reset/17/${t[0]}`],
      ['POST', `/kunden/password_reset/17/${t[1]}`],
      ['GET', `/kunden/two_factor_auth/${t[2]}`],
      ['POST', `/kunden/two_factor_auth/${t[2]}`],
      ['GET', `/kunden/login/link/${t[3]}`],
      ['GET', `/kunden/transfer_claim/${t[4]}/${t[5]}`],
      ['GET', `/kunden/activate/${t[6]}`],
      ['POST', `/kunden/activate/${t[6]}`],
      ['GET', `/kunden/activation/${t[7]}`],
      ['GET', `/kunden/email_change/${t[8]}`],
      ['GET', `/kunden/?embed_token=${t[9]}`],
      ['GET', `/kunden/login?link=1&token=${t[10]}&code=${t[11]}`],
      ['GET', `/kunden/no/such/page/password_reset/3/${t[0]}?Token=${t[1]}`],
    ];
    for (const [method, url] of urls) await built.app.inject({ method, url });
    const out = lines.join('\n');
    expect(out).toContain('/kunden/password_reset/17/');
    expect(out).toContain('/kunden/two_factor_auth/');
    expect(out).toContain('/kunden/transfer_claim/');
    for (const secret of t) expect(out).not.toContain(secret);
  });
});
