import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoginResponse,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
} from '../../contract';
import { WELL_FORMED_ASSERTION } from '../../contract/testing/passkey-assertion';
import { createUser } from '../seed/builders';
import { auditLog, passkeys, webauthnChallenges } from '../db/schema';
import { startTestServer, TestBrowser, type TestServer } from '../testing';
import { SoftAuthenticator } from '../testing/passkey-authenticator';

let server: TestServer;
let clock = new Date();
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
});
afterAll(() => server?.close());

/** A signed-in customer, with the authenticator of their device. */
async function customer(email: string) {
  const row = await createUser(server.db, {
    email,
    password: 'Start1234',
    first_name: 'Pia',
    last_name: 'Key',
  });
  const b = new TestBrowser(server.url);
  expect((await b.login(email, 'Start1234')).status).toBe(200);
  return { b, id: row.id, device: new SoftAuthenticator(server.origin) };
}

const registrationOptions = async (b: TestBrowser) => {
  const res = await b.post('/user/passkeys/options');
  expect(res.status).toBe(200);
  return PasskeyRegistrationOptions.parse(res.json);
};

/** Enrols a passkey on the device; answers the stored passkey. */
async function enrol(who: { b: TestBrowser; device: SoftAuthenticator }, name = 'My laptop') {
  const credential = who.device.create(await registrationOptions(who.b));
  const res = await who.b.post('/user/passkeys', { name, credential });
  expect(res.status).toBe(201);
  return Passkey.parse(res.json);
}

/** A fresh visitor on the login page that has fetched sign-in options. */
async function signInOptions() {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  const res = await b.post('/login/passkey/options');
  expect(res.status).toBe(200);
  return { b, options: PasskeyAuthenticationOptions.parse(res.json) };
}

const lastAudit = async (event: string) =>
  (await server.db.select().from(auditLog).where(eq(auditLog.event, event)).orderBy(desc(auditLog.id)))[0];

describe('enrolment', () => {
  it('asks for a discoverable, user-verified passkey for the public URL’s host', async () => {
    const { b } = await customer('opts@example.com');
    const options = await registrationOptions(b);
    expect(options.rp.id).toBe(new URL(server.origin).hostname);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.user.name).toBe('opts@example.com');
    // The user handle is no personal data.
    expect(Buffer.from(options.user.id, 'base64url').toString()).not.toContain('opts');
  });

  it('stores the passkey, lists it, audits it and excludes it from the next enrolment', async () => {
    const who = await customer('enrol@example.com');
    const stored = await enrol(who, '  Work phone ');
    expect(stored).toMatchObject({ name: 'Work phone', last_used_at: null });
    const list = await who.b.get('/user/passkeys');
    expect(list.json).toEqual([stored]);
    expect(await lastAudit('passkey_added')).toMatchObject({ userId: who.id, outcome: 'success' });
    const again = await registrationOptions(who.b);
    expect(again.excludeCredentials?.map((c) => c.id)).toEqual([
      who.device.credentials[0]?.id.toString('base64url'),
    ]);
  });

  it('refuses an answer without user verification, from another origin or for another challenge', async () => {
    const who = await customer('refused@example.com');
    const cases = [
      (o: PasskeyRegistrationOptions) => who.device.create(o, { uv: false }),
      (o: PasskeyRegistrationOptions) => who.device.create(o, { origin: 'https://evil.example' }),
      (o: PasskeyRegistrationOptions) => who.device.create({ ...o, challenge: 'AAAA' }),
    ];
    for (const make of cases) {
      const res = await who.b.post('/user/passkeys', {
        name: 'X',
        credential: make(await registrationOptions(who.b)),
      });
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ message: 'passkey_invalid', errors: { credential: ['passkey_invalid'] } });
    }
    expect((await who.b.get('/user/passkeys')).json).toEqual([]);
  });

  it('uses a challenge once: a replayed enrolment answer is refused', async () => {
    const who = await customer('replay-enrol@example.com');
    const options = await registrationOptions(who.b);
    const handle = who.b.cookie('webauthn_register') ?? '';
    const credential = who.device.create(options);
    expect((await who.b.post('/user/passkeys', { name: 'A', credential })).status).toBe(201);
    who.b.cookies.set('webauthn_register', handle); // the attacker kept the cookie too
    const replay = await who.b.post('/user/passkeys', { name: 'B', credential });
    expect(replay).toMatchObject({ status: 410, json: { message: 'challenge_expired' } });
  });

  it('refuses another user’s pending challenge and an expired one', async () => {
    const anna = await customer('anna.pk@example.com');
    const ben = await customer('ben.pk@example.com');
    const options = await registrationOptions(anna.b);
    ben.b.cookies.set('webauthn_register', anna.b.cookie('webauthn_register') ?? '');
    const stolen = await ben.b.post('/user/passkeys', { name: 'A', credential: ben.device.create(options) });
    expect(stolen).toMatchObject({ status: 410, json: { message: 'challenge_expired' } });

    const late = await registrationOptions(anna.b);
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    try {
      const res = await anna.b.post('/user/passkeys', { name: 'A', credential: anna.device.create(late) });
      expect(res).toMatchObject({ status: 410, json: { message: 'challenge_expired' } });
    } finally {
      clock = new Date();
    }
  });

  it('is refused while an admin views the portal as the customer', async () => {
    const who = await customer('viewed@example.com');
    const stored = await enrol(who);
    const admin = new TestBrowser(server.url);
    expect((await admin.login('admin@example.com', 'Admin1234')).status).toBe(200);
    expect((await admin.post(`/users/view_as/${who.id}`)).status).toBe(200);
    expect((await admin.get('/user/passkeys')).json).toEqual([stored]);
    expect(await admin.post('/user/passkeys/options')).toMatchObject({
      status: 403,
      json: { message: 'forbidden' },
    });
    const credential = new SoftAuthenticator(server.origin).create(await registrationOptions(who.b));
    expect((await admin.post('/user/passkeys', { name: 'Admin’s', credential })).status).toBe(403);
    expect((await admin.request('DELETE', `/user/passkeys/${stored.id}`, { body: {} })).status).toBe(403);
    expect((await who.b.get('/user/passkeys')).json).toEqual([stored]);
    expect(
      await server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, who.id)),
    ).toHaveLength(1);
  });

  it('needs a session', async () => {
    const b = new TestBrowser(server.url);
    await b.get('/login_check');
    expect((await b.get('/user/passkeys')).status).toBe(401);
    expect((await b.post('/user/passkeys/options')).status).toBe(401);
  });
});

describe('removal', () => {
  it('removes your own passkey once; another user’s id is not found and stays', async () => {
    const owner = await customer('owner.pk@example.com');
    const other = await customer('other.pk@example.com');
    const stored = await enrol(owner);
    const del = (b: TestBrowser, id: number | string) =>
      b.request('DELETE', `/user/passkeys/${id}`, { body: {} });
    expect(await del(other.b, stored.id)).toMatchObject({ status: 404, json: { message: 'not_found' } });
    expect((await owner.b.get('/user/passkeys')).json).toEqual([stored]);
    expect((await del(owner.b, stored.id)).status).toBe(200);
    expect(await lastAudit('passkey_removed')).toMatchObject({ userId: owner.id });
    expect((await del(owner.b, stored.id)).status).toBe(404);
    expect((await owner.b.get('/user/passkeys')).json).toEqual([]);
    for (const id of ['0', '-1', 'abc', '2147483648']) expect((await del(owner.b, id)).status).toBe(422);
  });
});

describe('sign-in', () => {
  it('starts a session like POST /login, records the use and the sign-in', async () => {
    const who = await customer('signin.pk@example.com');
    const stored = await enrol(who);
    const { b, options } = await signInOptions();
    expect(options).toMatchObject({ rpId: new URL(server.origin).hostname, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await b.post('/login/passkey', who.device.get(options));
    expect(res.status).toBe(200);
    expect(LoginResponse.parse(res.json).user.email).toBe('signin.pk@example.com');
    expect((await b.get('/login_check')).json).toMatchObject({ user: { id: who.id } });
    expect(await lastAudit('sign_in')).toMatchObject({ userId: who.id, outcome: 'success' });
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.id, stored.id));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.counter).toBe(1);
  });

  it('refuses a replayed assertion: the challenge is gone, and a new challenge does not match it', async () => {
    const who = await customer('replay.pk@example.com');
    await enrol(who);
    const { b, options } = await signInOptions();
    const handle = b.cookie('webauthn_sign_in') ?? '';
    const assertion = who.device.get(options);
    expect((await b.post('/login/passkey', assertion)).status).toBe(200);

    const thief = new TestBrowser(server.url);
    await thief.get('/login_check');
    thief.cookies.set('webauthn_sign_in', handle);
    expect(await thief.post('/login/passkey', assertion)).toMatchObject({
      status: 410,
      json: { message: 'challenge_expired' },
    });
    await thief.post('/login/passkey/options');
    expect(await thief.post('/login/passkey', assertion)).toMatchObject({
      status: 422,
      json: { message: 'passkey_invalid' },
    });
    expect((await thief.get('/login_check')).json).toBeNull();
    expect(await lastAudit('sign_in')).toMatchObject({ userId: who.id, outcome: 'failure' });
  });

  it('refuses an assertion without user verification, with a wrong user handle, or from a removed passkey', async () => {
    const who = await customer('refuse.pk@example.com');
    const stored = await enrol(who);
    const noUv = await signInOptions();
    expect((await noUv.b.post('/login/passkey', who.device.get(noUv.options, { uv: false }))).status).toBe(
      422,
    );
    const wrongHandle = await signInOptions();
    const assertion = who.device.get(wrongHandle.options);
    const forged = { ...assertion, response: { ...assertion.response, userHandle: 'AAAA' } };
    expect((await wrongHandle.b.post('/login/passkey', forged)).status).toBe(422);
    await who.b.request('DELETE', `/user/passkeys/${stored.id}`, { body: {} });
    const removed = await signInOptions();
    expect(await removed.b.post('/login/passkey', who.device.get(removed.options))).toMatchObject({
      status: 422,
      json: { message: 'passkey_invalid' },
    });
  });
});

describe('bad input', () => {
  const valid = WELL_FORMED_ASSERTION;
  const garbage: unknown[] = [
    null,
    'passkey',
    [],
    {},
    { ...valid, id: 42 },
    { ...valid, type: 'password' },
    { ...valid, id: 'a+b/c=' },
    { ...valid, id: 'A'.repeat(1365) },
    { ...valid, response: { ...valid.response, signature: `AA${String.fromCharCode(0)}A` } },
    { ...valid, response: 'x' },
    { ...valid, clientExtensionResults: null },
  ];

  it('answers 422 to a malformed sign-in answer, and to well-formed garbage bytes', async () => {
    for (const body of garbage) {
      const { b } = await signInOptions();
      const res = await b.request('POST', '/login/passkey', { raw: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const { b } = await signInOptions();
    expect(await b.post('/login/passkey', valid)).toMatchObject({
      status: 422,
      json: { message: 'passkey_invalid' },
    });
  });

  it('answers 422 to a malformed enrolment, and to well-formed garbage bytes', async () => {
    const who = await customer('garbage.pk@example.com');
    const credential = { ...valid, response: { clientDataJSON: 'e30', attestationObject: 'AAAA' } };
    for (const bad of garbage) {
      await registrationOptions(who.b);
      const res = await who.b.post('/user/passkeys', { name: 'X', credential: bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    await registrationOptions(who.b);
    expect((await who.b.post('/user/passkeys', { name: ' ', credential })).json).toMatchObject({
      errors: { name: ['required'] },
    });
    await registrationOptions(who.b);
    expect((await who.b.post('/user/passkeys', { name: 'X', credential })).json).toMatchObject({
      message: 'passkey_invalid',
    });
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 too_many_attempts once the client has used up its failed sign-ins', async () => {
    const limited = await startTestServer({});
    try {
      const b = new TestBrowser(limited.url);
      await b.get('/login_check');
      const bogus = new SoftAuthenticator(limited.origin);
      bogus.create({
        rp: { name: 'x' },
        user: { id: 'AAAA', name: 'x', displayName: 'x' },
        challenge: 'AAAA',
        pubKeyCredParams: [],
      });
      const statuses: number[] = [];
      let options = PasskeyAuthenticationOptions.parse((await b.post('/login/passkey/options')).json);
      for (let i = 0; i < 20; i++) {
        statuses.push((await b.post('/login/passkey', bogus.get(options))).status);
        const next = await b.post('/login/passkey/options');
        if (next.status === 200) options = PasskeyAuthenticationOptions.parse(next.json);
        else statuses.push(next.status);
      }
      // 20 refused answers (20 failed sign-ins per 15 min per client), then the options are refused too.
      expect(statuses).toEqual([...Array<number>(20).fill(422), 429]);
      expect(await b.post('/login/passkey', bogus.get(options))).toMatchObject({
        status: 429,
        json: { message: 'too_many_attempts' },
      });
    } finally {
      await limited.close();
    }
  });
});
