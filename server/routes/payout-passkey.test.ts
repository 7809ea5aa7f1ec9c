import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  PassengerPayout,
  PayoutDetailsList,
} from '../../contract';
import { mailboxMessages } from '../mail/mailbox';
import { createClaim, createUser } from '../seed/builders';
import { auditLog, claimPayoutDetails, passkeys, users } from '../db/schema';
import { startTestServer, TestBrowser, type TestServer } from '../testing';
import { SoftAuthenticator } from '../testing/passkey-authenticator';

// Changing payout details needs the password *or passkey* again.
let server: TestServer;
let clock = new Date();
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
});
afterAll(() => server?.close());

const PASSWORD = 'Start1234';
const DE_IBAN = 'DE89 3704 0044 0532 0130 00';
const OPTIONS = '/user/passkeys/reauth/options';

/** A signed-in customer with an active claim, the authenticator of their device and (by default) a passkey on it. */
async function customer({ enrolled = true } = {}) {
  const email = `pk-payout-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const user = await createUser(server.db, { email, password: PASSWORD, first_name: 'Eva' });
  const claim = await createClaim(server.db, {
    user_id: user.id,
    passengers: [{ first_name: 'Eva', last_name: 'Lind', email }],
  });
  const b = new TestBrowser(server.url);
  expect((await b.login(email, PASSWORD)).status).toBe(200);
  const device = new SoftAuthenticator(server.origin);
  let passkey: Passkey | null = null;
  if (enrolled) {
    const options = PasskeyRegistrationOptions.parse((await b.post('/user/passkeys/options')).json);
    const res = await b.post('/user/passkeys', { name: 'Phone', credential: device.create(options) });
    expect(res.status).toBe(201);
    passkey = Passkey.parse(res.json);
  }
  const list = PayoutDetailsList.parse((await b.get(`/claims/${claim.id}/payout_details`)).json);
  const passenger = list.passengers[0]!.passenger_id;
  return {
    email,
    user,
    claim,
    b,
    device,
    passkey,
    url: `/claims/${claim.id}/payout_details/${passenger}`,
    passenger,
  };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function reauthOptions(c: Pick<Customer, 'b'>) {
  const res = await c.b.post(OPTIONS);
  expect(res.status).toBe(200);
  return PasskeyAuthenticationOptions.parse(res.json);
}

const stored = async (passenger: number) =>
  server.db.select().from(claimPayoutDetails).where(eq(claimPayoutDetails.passengerId, passenger));
const mails = async (email: string) => (await mailboxMessages(server.db, email)).length;
const outcomes = async (userId: number) =>
  (
    await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.event, 'payout_details_change')))
  ).map((a) => a.outcome);

describe('re-authentication options', () => {
  it('name only the user’s own passkeys and ask for user verification', async () => {
    const c = await customer();
    await customer(); // another user's passkey exists too
    const options = await reauthOptions(c);
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe(new URL(server.origin).hostname);
    expect(options.allowCredentials?.map((d) => d.id)).toEqual([
      c.device.credentials[0]!.id.toString('base64url'),
    ]);
  });

  it('answer 404 without a passkey, 401 without a session, 403 while an admin views as the user', async () => {
    const c = await customer({ enrolled: false });
    expect(await c.b.post(OPTIONS)).toMatchObject({ status: 404, json: { message: 'not_found' } });
    const anonymous = new TestBrowser(server.url);
    await anonymous.get('/login_check');
    expect((await anonymous.post(OPTIONS)).status).toBe(401);
    const viewed = await customer();
    const admin = new TestBrowser(server.url);
    expect((await admin.login('admin@example.com', 'Admin1234')).status).toBe(200);
    expect((await admin.post(`/users/view_as/${viewed.user.id}`)).status).toBe(200);
    expect(await admin.post(OPTIONS)).toMatchObject({ status: 403, json: { message: 'forbidden' } });
  });
});

describe('payout details confirmed with a passkey', () => {
  it('are saved, mailed, audited and on the timeline; the passkey is marked used', async () => {
    const c = await customer();
    const res = await c.b.post(c.url, {
      holder: 'Eva Lind',
      iban: DE_IBAN,
      passkey: c.device.get(await reauthOptions(c)),
    });
    expect(res.status).toBe(200);
    expect(PassengerPayout.parse(res.json).account).toMatchObject({
      iban_masked: 'DE89 **** **** **** **30 00',
    });
    expect(await stored(c.passenger)).toMatchObject([{ iban: 'DE89370400440532013000' }]);
    const [mail] = await mailboxMessages(server.db, c.email);
    expect(mail?.subject).toBe(`Contract ${c.claim.caseNumber}: payout details saved`);
    const timeline = (await c.b.get(`/claims/${c.claim.id}/timeline`)).json as { events: { kind: string }[] };
    expect(timeline.events.map((e) => e.kind)).toContain('payout_details_set');
    expect(await outcomes(c.user.id)).toEqual(['success']);
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.id, c.passkey!.id));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('work for an account without a password (e.g. created by a claim transfer)', async () => {
    const c = await customer();
    await server.db.update(users).set({ passwordHash: null }).where(eq(users.id, c.user.id));
    const res = await c.b.post(c.url, {
      holder: 'Eva Lind',
      iban: DE_IBAN,
      passkey: c.device.get(await reauthOptions(c)),
    });
    expect(res.status).toBe(200);
  });

  it('refuse a replayed assertion (the challenge is single use): 422, nothing changes', async () => {
    const c = await customer();
    const assertion = c.device.get(await reauthOptions(c));
    expect((await c.b.post(c.url, { holder: 'Eva Lind', iban: DE_IBAN, passkey: assertion })).status).toBe(
      200,
    );
    const before = await stored(c.passenger);
    const replay = await c.b.post(c.url, {
      holder: 'Mallory',
      iban: 'GB82 WEST 1234 5698 7654 32',
      passkey: assertion,
    });
    expect(replay).toMatchObject({ status: 422, json: { errors: { passkey: ['challenge_expired'] } } });
    // Nor does a fresh challenge make the old assertion valid (it signed another challenge).
    await reauthOptions(c);
    const again = await c.b.post(c.url, {
      holder: 'Mallory',
      iban: 'GB82 WEST 1234 5698 7654 32',
      passkey: assertion,
    });
    expect(again).toMatchObject({ status: 422, json: { errors: { passkey: ['passkey_invalid'] } } });
    expect(await stored(c.passenger)).toEqual(before);
    expect(await mails(c.email)).toBe(1);
    expect(await outcomes(c.user.id)).toEqual(['success', 'failure', 'failure']);
  });

  it('refuse another user’s passkey, and another user’s pending challenge', async () => {
    const victim = await customer();
    const mallory = await customer();
    // The victim's session and challenge, asserted with Mallory's (valid, enrolled) passkey.
    const forged = mallory.device.get(await reauthOptions(victim));
    const res = await victim.b.post(victim.url, { holder: 'Mallory', iban: DE_IBAN, passkey: forged });
    expect(res).toMatchObject({ status: 422, json: { errors: { passkey: ['passkey_invalid'] } } });
    // The victim's challenge handle carried over to Mallory's session: not hers.
    await reauthOptions(victim);
    const handle = victim.b.cookie('webauthn_reauth') ?? '';
    mallory.b.cookies.set('webauthn_reauth', handle);
    const crossed = await mallory.b.post(mallory.url, {
      holder: 'Mallory',
      iban: DE_IBAN,
      passkey: mallory.device.get({ challenge: 'x' }),
    });
    expect(crossed).toMatchObject({ status: 422, json: { errors: { passkey: ['challenge_expired'] } } });
    expect(await stored(victim.passenger)).toEqual([]);
    expect(await stored(mallory.passenger)).toEqual([]);
    expect(await mails(victim.email)).toBe(0);
  });

  it('refuse an expired challenge (5 minutes)', async () => {
    const c = await customer();
    const options = await reauthOptions(c);
    clock = new Date(Date.now() + 5 * 60_000 + 1000);
    try {
      const res = await c.b.post(c.url, { holder: 'Eva', iban: DE_IBAN, passkey: c.device.get(options) });
      expect(res).toMatchObject({ status: 422, json: { errors: { passkey: ['challenge_expired'] } } });
    } finally {
      clock = new Date();
    }
    expect(await stored(c.passenger)).toEqual([]);
  });

  it('share the password’s lock-out: five failed assertions lock the account for passkey and password alike', async () => {
    const c = await customer();
    for (let i = 1; i <= 5; i++) {
      const res = await c.b.post(c.url, {
        holder: 'Eva',
        iban: DE_IBAN,
        passkey: c.device.get(await reauthOptions(c), { uv: false }),
      });
      expect(res).toMatchObject({ status: 422, json: { errors: { passkey: ['passkey_invalid'] } } });
    }
    expect(await c.b.post(OPTIONS)).toMatchObject({ status: 429, json: { message: 'too_many_attempts' } });
    expect((await c.b.post(c.url, { holder: 'Eva', iban: DE_IBAN, password: PASSWORD })).status).toBe(429);
    expect(await stored(c.passenger)).toEqual([]);
    expect((await outcomes(c.user.id)).at(-1)).toBe('locked');
  });

  it('after five wrong passwords, no passkey confirms either', async () => {
    const c = await customer();
    const options = await reauthOptions(c);
    for (let i = 1; i <= 5; i++)
      await c.b.post(c.url, { holder: 'Eva', iban: DE_IBAN, password: 'Wrong1234' });
    const res = await c.b.post(c.url, { holder: 'Eva', iban: DE_IBAN, passkey: c.device.get(options) });
    expect(res).toMatchObject({ status: 429, json: { message: 'too_many_attempts' } });
    expect(await stored(c.passenger)).toEqual([]);
  });

  it('need exactly one of password and passkey (422)', async () => {
    const c = await customer();
    const neither = await c.b.post(c.url, { holder: 'Eva', iban: DE_IBAN });
    expect(neither).toMatchObject({ status: 422, json: { errors: { password: ['required'] } } });
    const both = await c.b.post(c.url, {
      holder: 'Eva',
      iban: DE_IBAN,
      password: PASSWORD,
      passkey: c.device.get(await reauthOptions(c)),
    });
    expect(both).toMatchObject({ status: 422, json: { errors: { passkey: ['invalid_value'] } } });
    const garbage = await c.b.post(c.url, { holder: 'Eva', iban: DE_IBAN, passkey: { id: 'x' } });
    expect(garbage.status).toBe(422);
    expect(await stored(c.passenger)).toEqual([]);
  });
});
