import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/builders';
import { lastLinkPath, startTestServer, TestBrowser, type TestServer } from '../testing';

/** Every place a password is set refuses a common one with 422 `password_common`, and changes nothing. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

const COMMON = { password: 'Password1', password_confirmation: 'Password1' };
const refused = { status: 422, json: { errors: { password: ['password_common'] } } };
let n = 0;

async function anonymous() {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  return b;
}

describe('common passwords are refused wherever a password is set', () => {
  it('password reset: refused without using up the link; a good password then works', async () => {
    const email = `common-reset-${++n}@example.com`;
    await createUser(server.db, { email, password: 'Start1234' });
    const b = await anonymous();
    await b.post('/password_reset', { email, browser_lang: 'en' });
    const path = await lastLinkPath(server, email);
    expect(await b.post(path, COMMON)).toMatchObject(refused);
    expect((await (await anonymous()).login(email, 'Password1')).status).not.toBe(200);
    expect(await b.post(path, { password: 'Riverside7', password_confirmation: 'Riverside7' })).toMatchObject(
      {
        status: 200,
      },
    );
  });

  it('activation: refused without using up the link', async () => {
    const email = `common-activation-${++n}@example.com`;
    await createUser(server.db, { email });
    await (await anonymous()).post('/login/email', { email });
    const path = (await lastLinkPath(server, email)).replace('/activation/', '/activate/');
    const b = await anonymous();
    expect(await b.post(path, COMMON)).toMatchObject(refused);
    expect(await b.post(path, { password: 'Riverside7', password_confirmation: 'Riverside7' })).toMatchObject(
      {
        status: 200,
      },
    );
  });

  it("password change: refused, also for the account's own name; the old password stays", async () => {
    const email = `kowalczyk-${++n}@example.com`;
    const row = await createUser(server.db, { email, password: 'Start1234', last_name: 'Kowalczyk' });
    const b = new TestBrowser(server.url);
    expect((await b.login(email, 'Start1234')).status).toBe(200);
    const change = (password: string) =>
      b.post(`/user/${row.id}/password`, {
        current_password: 'Start1234',
        password,
        password_confirmation: password,
      });
    expect(await change('Password1')).toMatchObject(refused);
    expect(await change('Kowalczyk7x')).toMatchObject(refused);
    expect((await new TestBrowser(server.url).login(email, 'Start1234')).status).toBe(200);
  });
});
