import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../contract';
import { createUser } from '../seed/builders';
import { issueEmbedToken } from '../embed/tokens';
import { buildTestApp, PRODUCTION_ENV, storeKnownToken, type TestApp } from '../testing';

/** Production cookies are `__Host-` prefixed: Secure, Path=/ (even under a portal prefix), no Domain. */

let built: TestApp | undefined;
let production: TestApp | undefined;
beforeAll(async () => {
  production = await buildTestApp({ ...PRODUCTION_ENV, PORTAL_PREFIX: '/kunden' });
});
beforeEach(() => {
  built = production;
});
afterAll(() => production?.close());

type Jar = Map<string, string>;
const cookiesOf = (setCookie: string | string[] | undefined) =>
  Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];

/** One request like the SPA's (through the portal prefix), keeping cookies in `jar`; answers status, body and Set-Cookie lines. */
async function call(jar: Jar, method: 'GET' | 'POST', url: string, body?: unknown) {
  const csrf = jar.get('__Host-csrf_token');
  const res = await built!.app.inject({
    method,
    url,
    headers: {
      host: 'portal.example',
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const lines = cookiesOf(res.headers['set-cookie']);
  for (const line of lines) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const value = pair.slice(eq + 1);
    if (value && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) jar.set(pair.slice(0, eq), value);
    else jar.delete(pair.slice(0, eq));
  }
  return { status: res.statusCode, json: res.body ? (JSON.parse(res.body) as unknown) : undefined, lines };
}

const named = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}=`));
const hostCookie = (line: string | undefined) => {
  expect(line).toBeDefined();
  expect(line).toMatch(/; Path=\/(;|$)/);
  expect(line).toMatch(/; Secure/);
  expect(line).not.toMatch(/Domain=/i);
};

describe('cookies in production', () => {
  it('the session and CSRF cookies are __Host- (Path=/, Secure) under a portal prefix, and only those names count', async () => {
    await createUser(built!.handle.db, {
      email: 'prod@example.com',
      password: 'Prod12345',
      first_name: 'P',
      last_name: 'Q',
    });
    const jar: Jar = new Map();
    const first = await call(jar, 'GET', '/kunden/login_check');
    hostCookie(named(first.lines, '__Host-csrf_token'));
    expect(named(first.lines, 'csrf_token')).toBeUndefined();

    const login = await call(jar, 'POST', '/kunden/login', {
      email: 'prod@example.com',
      password: 'Prod12345',
    });
    expect(login.status).toBe(200);
    const sid = named(login.lines, '__Host-sid');
    hostCookie(sid);
    expect(sid).toMatch(/HttpOnly/);
    hostCookie(named(login.lines, '__Host-csrf_token'));
    expect(login.lines.some((l) => l.startsWith('sid='))).toBe(false);
    expect((await call(jar, 'GET', '/kunden/login_check')).json).toMatchObject({
      user: { email: 'prod@example.com' },
    });

    // A bare `sid` (e.g. planted by a sibling subdomain) is not read in production.
    const planted: Jar = new Map([['sid', jar.get('__Host-sid')!]]);
    expect((await call(planted, 'GET', '/kunden/login_check')).json).toBeNull();
    const out = await call(jar, 'POST', '/kunden/logout');
    expect(out.status).toBe(200);
    hostCookie(named(out.lines, '__Host-sid')); // cleared with the same name, path and flags
    expect(named(out.lines, '__Host-sid')).toMatch(/HttpOnly/);
    expect(jar.has('__Host-sid')).toBe(false);
  });

  it('the parked sign-in link cookie is __Host- too, and POST /login finds it', async () => {
    const user = await createUser(built!.handle.db, {
      email: 'link@example.com',
      first_name: 'L',
      last_name: 'K',
    });
    const token = 'kP4mN8qR2sT6vW0xY3zA7bC1dE5fG9hJ2kL6mN0pQ4r';
    await storeKnownToken(built!.handle.db, { kind: 'login_link', userId: user.id, token, now: new Date() });
    const jar: Jar = new Map();
    await call(jar, 'GET', '/kunden/login_check');
    const opened = await call(jar, 'GET', `/kunden/login/link/${token}`);
    expect(opened.status).toBe(303);
    hostCookie(named(opened.lines, '__Host-login_link'));
    // Found: not the 401 of a browser without a parked link (the link flow goes on from here).
    expect((await call(jar, 'POST', '/kunden/login', {})).status).not.toBe(401);
  });

  it('in a verified embedding they keep the __Host- name, with SameSite=None and Partitioned', async () => {
    const token = issueEmbedToken(
      PRODUCTION_ENV.SESSION_SECRET,
      'https://host.example',
      new Date(Date.now() + 3_600_000),
    );
    const res = await built!.app.inject({
      method: 'GET',
      url: `/kunden/overview?embed_token=${token}`,
      headers: { host: 'portal.example', accept: 'text/html' },
    });
    const csrf = named(cookiesOf(res.headers['set-cookie']), '__Host-csrf_token');
    hostCookie(csrf);
    expect(csrf).toMatch(/SameSite=None/);
    expect(csrf).toMatch(/Partitioned/);
    const embed = named(cookiesOf(res.headers['set-cookie']), '__Host-embed');
    hostCookie(embed);
    expect(embed).toMatch(/Partitioned/);
  });

  it('outside production the names stay bare and the path is the portal prefix', async () => {
    built = await buildTestApp({ PORTAL_PREFIX: '/kunden' });
    const jar: Jar = new Map();
    const first = await call(jar, 'GET', '/kunden/login_check').finally(() => built?.close());
    expect(named(first.lines, 'csrf_token')).toMatch(/; Path=\/kunden/);
    expect(named(first.lines, '__Host-csrf_token')).toBeUndefined();
  });
});
