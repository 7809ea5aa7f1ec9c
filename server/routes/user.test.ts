import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/builders';
import { emailChanges, outbox } from '../db/schema';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

async function customer(email: string, password = 'Start1234') {
  const row = await createUser(server.db, { email, password, first_name: 'Ann', last_name: 'Lee' });
  const b = new TestBrowser(server.url);
  expect((await b.login(email, password)).status).toBe(200);
  return { b, id: row.id };
}

const tokenOfLastMail = async (to: string) => {
  const [mail] = await server.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id));
  return new URL(mail?.links[0] ?? 'http://x/').pathname.split('/').pop() ?? '';
};

describe('POST /user/{id}', () => {
  it('updates name, salutation and language of the signed-in user only', async () => {
    const { b, id } = await customer('profile@example.com');
    const body = { first_name: ' Anna ', last_name: 'Berg', salutation: 'female', language: 'fr_FR' };
    const res = await b.post(`/user/${id}`, body);
    expect(res.json).toMatchObject({
      id,
      first_name: 'Anna',
      last_name: 'Berg',
      salutation: 'female',
      language: 'fr_FR',
    });
    expect((await b.get('/login_check')).json).toMatchObject({ language: 'fr_FR' });
    expect((await b.post(`/user/${id}`, { ...body, salutation: 'other' })).status).toBe(422);
    const { b: intruder } = await customer('intruder@example.com');
    expect((await intruder.post(`/user/${id}`, body)).status).toBe(404);
  });
});

describe('POST /user/{id}/password', () => {
  it('needs the current password and the SPEC §5 rules', async () => {
    const { b, id } = await customer('pw@example.com');
    const wrong = await b.post(`/user/${id}/password`, {
      current_password: 'Nope1234',
      password: 'Better1234',
      password_confirmation: 'Better1234',
    });
    expect(wrong.json).toMatchObject({ errors: { current_password: ['wrong_password'] } });
    const weak = await b.post(`/user/${id}/password`, {
      current_password: 'Start1234',
      password: 'weak',
      password_confirmation: 'weaker',
    });
    expect(weak.json).toMatchObject({
      errors: {
        password: ['password_too_short', 'password_rules'],
        password_confirmation: ['passwords_not_identical'],
      },
    });
    const ok = await b.post(`/user/${id}/password`, {
      current_password: 'Start1234',
      password: 'Better1234',
      password_confirmation: 'Better1234',
    });
    expect(ok.status).toBe(200);
    expect((await new TestBrowser(server.url).login('pw@example.com', 'Better1234')).status).toBe(200);
  });
});

describe('e-mail change', () => {
  it('request with the password, then link token + shown code: the address changes, the old one is told', async () => {
    const { b, id } = await customer('old@example.com');
    expect(
      (await b.post(`/user/${id}/email_change`, { email: 'changed@example.com', password: 'Wrong1234' }))
        .json,
    ).toMatchObject({
      errors: { password: ['wrong_password'] },
    });
    const req = await b.post(`/user/${id}/email_change`, {
      email: 'Changed@Example.com',
      password: 'Start1234',
    });
    expect(req.json).toMatchObject({ email: 'changed@example.com' });
    const code = (req.json as { activation_code: string }).activation_code;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await server.db.select().from(emailChanges).where(eq(emailChanges.userId, id));
    expect(row?.codeHash).not.toBe(code);
    const token = await tokenOfLastMail('changed@example.com');
    const ok = await b.post(`/user/${id}/email_change/confirm`, { token, code });
    expect(ok.json).toMatchObject({ id, email: 'changed@example.com' });
    const [notice] = await server.db.select().from(outbox).where(eq(outbox.recipient, 'old@example.com'));
    expect(notice?.text).toContain('changed@example.com');
    // Single use.
    expect((await b.post(`/user/${id}/email_change/confirm`, { token, code })).status).toBe(410);
  });

  it('a wrong code fails and uses the request up; it can be requested again', async () => {
    const { b, id } = await customer('wrongcode@example.com');
    const req = await b.post(`/user/${id}/email_change`, {
      email: 'wc-new@example.com',
      password: 'Start1234',
    });
    const code = (req.json as { activation_code: string }).activation_code;
    const token = await tokenOfLastMail('wc-new@example.com');
    const bad = code === '000000' ? '111111' : '000000';
    const res = await b.post(`/user/${id}/email_change/confirm`, { token, code: bad });
    expect(res.json).toMatchObject({ errors: { code: ['wrong_activation_code'] } });
    expect((await b.post(`/user/${id}/email_change/confirm`, { token, code })).status).toBe(410);
    const again = await b.post(`/user/${id}/email_change`, {
      email: 'wc-new@example.com',
      password: 'Start1234',
    });
    expect(again.status).toBe(200);
  });

  it('refuses a taken address, and another user’s request', async () => {
    const { b, id } = await customer('taken@example.com');
    const res = await b.post(`/user/${id}/email_change`, {
      email: 'demo@example.com',
      password: 'Start1234',
    });
    expect(res.json).toMatchObject({ errors: { email: ['user_exists'] } });
    const { b: other } = await customer('taken-other@example.com');
    expect(
      (await other.post(`/user/${id}/email_change`, { email: 'x@example.com', password: 'Start1234' }))
        .status,
    ).toBe(404);
    const req = await b.post(`/user/${id}/email_change`, {
      email: 'mine@example.com',
      password: 'Start1234',
    });
    const code = (req.json as { activation_code: string }).activation_code;
    const token = await tokenOfLastMail('mine@example.com');
    const { id: otherId } = await customer('taken-third@example.com');
    expect((await other.post(`/user/${otherId}/email_change/confirm`, { token, code })).status).toBe(404);
  });
});
