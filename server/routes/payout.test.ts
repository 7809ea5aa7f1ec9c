import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatMoney,
  type Locale,
  PassengerPayout,
  PayoutDetailsList,
  Settlement,
  SettlementDocument,
} from '../../contract';
import { createClaim, createUser } from '../seed/builders';
import { auditLog, claimPayoutDetails, claims } from '../db/schema';
import { pdfPageTexts } from '../domain/signatures/pdf-text';
import { lastMail, startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

const PASSWORD = 'Start1234';
// IBANs from the issuers' documentation: Germany (SEPA) and Turkey (outside SEPA).
const DE_IBAN = 'DE89 3704 0044 0532 0130 00';
const TR_IBAN = 'TR33 0006 1005 1978 6457 8413 26';

/** A fresh customer with an active claim of two passengers. */
async function customer(language: Locale = 'en_GB') {
  const email = `payout-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const user = await createUser(server.db, { email, password: PASSWORD, first_name: 'Eva', language });
  const claim = await createClaim(server.db, {
    user_id: user.id,
    passengers: [
      { first_name: 'Eva', last_name: 'Lind', email },
      { first_name: 'Max', last_name: 'Lind' },
    ],
  });
  const browser = await signedIn(server.url, email, PASSWORD);
  const list = PayoutDetailsList.parse((await browser.get(`/claims/${claim.id}/payout_details`)).json);
  return { email, user, claim, browser, passengers: list.passengers.map((p) => p.passenger_id) };
}

async function demoPaidClaim() {
  const [paid] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2025-087331'));
  if (!paid) throw new Error('no demo paid claim');
  return paid;
}

describe('payout details', () => {
  it('are set with the password, shown masked, mailed to the account and on the timeline; a change too', async () => {
    const c = await customer();
    const [eva, max] = c.passengers as [number, number];
    const before = PayoutDetailsList.parse(
      (await c.browser.get(`/claims/${c.claim.id}/payout_details`)).json,
    );
    expect(before).toEqual({
      editable: true,
      passengers: [
        { passenger_id: eva, name: 'Eva Lind', account: null },
        { passenger_id: max, name: 'Max Lind', account: null },
      ],
    });

    const set = await c.browser.post(`/claims/${c.claim.id}/payout_details/${eva}`, {
      holder: 'Eva Lind',
      iban: DE_IBAN,
      password: PASSWORD,
    });
    expect(set.status).toBe(200);
    const payout = PassengerPayout.parse(set.json);
    // The issue's own example of a masked IBAN; the full IBAN appears in no answer.
    expect(payout.account).toMatchObject({
      holder: 'Eva Lind',
      iban_masked: 'DE89 **** **** **** **30 00',
      bic: null,
    });
    expect(set.text).not.toContain('0532');
    const [stored] = await server.db
      .select()
      .from(claimPayoutDetails)
      .where(eq(claimPayoutDetails.passengerId, eva));
    expect(stored).toMatchObject({ iban: 'DE89370400440532013000', holder: 'Eva Lind' });

    const mail = await lastMail(server, c.email);
    expect(mail.subject).toBe(`Contract ${c.claim.caseNumber}: payout details saved`);
    expect(mail.text).toContain('DE89 **** **** **** **30 00');
    expect(mail.text).not.toContain('0532');

    // Changed to an account outside SEPA: the BIC is needed.
    const noBic = await c.browser.post(`/claims/${c.claim.id}/payout_details/${eva}`, {
      holder: 'Eva Lind',
      iban: TR_IBAN,
      password: PASSWORD,
    });
    expect(noBic.status).toBe(422);
    expect(noBic.json).toMatchObject({ errors: { bic: ['bic_required'] } });
    const changed = await c.browser.post(`/claims/${c.claim.id}/payout_details/${eva}`, {
      holder: 'Eva Lind',
      iban: TR_IBAN,
      bic: 'TGBATRIS',
      password: PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      account: { iban_masked: 'TR33 **** **** **** **** **13 26', bic: 'TGBATRIS' },
    });

    const timeline = (await c.browser.get(`/claims/${c.claim.id}/timeline`)).json as {
      events: { kind: string; actor: string; detail: Record<string, unknown> }[];
    };
    const events = timeline.events.filter((e) => e.kind.startsWith('payout_details'));
    expect(events).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        kind: 'payout_details_set',
        actor: 'customer',
        detail: { name: 'Eva Lind', account: 'DE89 **** **** **** **30 00' },
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        kind: 'payout_details_changed',
        actor: 'customer',
        detail: { name: 'Eva Lind', account: 'TR33 **** **** **** **** **13 26' },
      },
    ]);
    const audited = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, c.user.id), eq(auditLog.event, 'payout_details_change')));
    expect(audited.map((a) => a.outcome)).toEqual(['success', 'success']);
  });

  it('a wrong password changes nothing, mails nothing and counts towards the lock-out', async () => {
    const c = await customer();
    const [eva] = c.passengers as [number];
    for (let i = 1; i <= 5; i++) {
      const res = await c.browser.post(`/claims/${c.claim.id}/payout_details/${eva}`, {
        holder: 'Mallory',
        iban: DE_IBAN,
        password: 'Wrong1234',
      });
      expect(res.status).toBe(422);
      expect(res.json).toMatchObject({ errors: { password: ['wrong_password'] } });
    }
    // Five wrong passwords lock the account (SPEC §9), the right one too.
    const locked = await c.browser.post(`/claims/${c.claim.id}/payout_details/${eva}`, {
      holder: 'Mallory',
      iban: DE_IBAN,
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(
      await server.db.select().from(claimPayoutDetails).where(eq(claimPayoutDetails.passengerId, eva)),
    ).toEqual([]);
    await expect(lastMail(server, c.email)).rejects.toThrow();
  });

  it('a bad IBAN or BIC answers 422 with the field', async () => {
    const c = await customer();
    const [eva] = c.passengers as [number];
    const url = `/claims/${c.claim.id}/payout_details/${eva}`;
    const badIban = await c.browser.post(url, {
      holder: 'Eva',
      iban: 'DE89370400440532013001',
      password: PASSWORD,
    });
    expect(badIban.json).toMatchObject({ errors: { iban: ['invalid_value'] } });
    const badBic = await c.browser.post(url, {
      holder: 'Eva',
      iban: DE_IBAN,
      bic: 'NOTABIC',
      password: PASSWORD,
    });
    expect(badBic.json).toMatchObject({ errors: { bic: ['invalid_value'] } });
    const blank = await c.browser.post(url, { holder: ' ', iban: DE_IBAN, password: PASSWORD });
    expect(blank.status).toBe(422);
    expect(blank.json).toMatchObject({ errors: { holder: ['required'] } });
  });

  it('are final once the claim is closed (409 claim_closed)', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const paid = await demoPaidClaim();
    const list = PayoutDetailsList.parse((await demo.get(`/claims/${paid.id}/payout_details`)).json);
    expect(list.editable).toBe(false);
    expect(list.passengers.map((p) => p.account?.iban_masked)).toEqual([
      'DE89 **** **** **** **30 00',
      'DE89 **** **** **** **30 00',
    ]);
    const res = await demo.post(`/claims/${paid.id}/payout_details/${list.passengers[0]!.passenger_id}`, {
      holder: 'Julia Becker',
      iban: DE_IBAN,
      password: 'Demo1234',
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: 'claim_closed' });
  });
});

describe('settlement statement', () => {
  it("the demo's paid claim: €250 each, 25 % fee, 19 % VAT rounded half up, net €175.62", async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const paid = await demoPaidClaim();
    const res = await demo.get(`/claims/${paid.id}/settlement`);
    expect(res.status).toBe(200);
    const s = Settlement.parse(res.json);
    expect(s).toMatchObject({
      case_number: 'FP-2025-087331',
      fee_rate: 2500,
      vat_rate: 1900,
      rounding: 'half_up_per_passenger',
    });
    // €500 from the airline for two passengers; 25 % of €250 = €62.50; 19 % of it = €11.875 → €11.88.
    for (const st of s.statements)
      expect(st).toMatchObject({
        compensation: 25000,
        fee: 6250,
        vat: 1188,
        fee_total: 7438,
        net_payout: 17562,
        account: { holder: 'Julia Becker', iban_masked: 'DE89 **** **** **** **30 00' },
        paid_on: '2026-03-11',
      });
    expect(s.statements.map((x) => x.name)).toEqual(['Julia Becker', 'Lena Becker']);

    const doc = SettlementDocument.parse(
      (await demo.get(`/claims/${paid.id}/settlement/${s.statements[1]!.passenger_id}/document`)).json,
    );
    expect(doc.filename).toBe('settlement-FP-2025-087331-2.pdf');
    const [page] = await pdfPageTexts(new Uint8Array(Buffer.from(doc.pdf_base64, 'base64')));
    const text = (page ?? '').replace(/\x80/g, '€');
    for (const amount of [
      '€250.00',
      '€62.50',
      '€11.88',
      '€74.38',
      '€175.62',
      'Lena Becker',
      '11/03/2026',
      '25%',
      '19%',
    ])
      expect(text).toContain(amount);
    expect(text).toContain('half a cent up');
  });

  it("is in the customer's language, with the remainder cent to the first passenger", async () => {
    const email = `payout-de-${Date.now().toString(36)}@example.com`;
    const user = await createUser(server.db, { email, password: PASSWORD, language: 'de_DE' });
    const claim = await createClaim(server.db, {
      user_id: user.id,
      passengers: [
        { first_name: 'Eva', last_name: 'Lind', email },
        { first_name: 'Max', last_name: 'Lind' },
      ],
      history: [
        { status: 'submitted', at: '2026-01-02T10:00:00Z' },
        { status: 'paid_out', at: '2026-02-03T10:00:00Z' },
      ],
      // €600.01 for two passengers: €300.01 and €300.00.
      payments: [{ kind: 'airline_payment', amount: 60001, reference: 'X', at: '2026-01-30T10:00:00Z' }],
    });
    const b = await signedIn(server.url, email, PASSWORD);
    const s = Settlement.parse((await b.get(`/claims/${claim.id}/settlement`)).json);
    // 25 % of €300.01 = €75.0025 → €75.00; 19 % of it = €14.25; net €210.76.
    expect(s.statements.map((x) => [x.compensation, x.fee, x.vat, x.net_payout, x.paid_on])).toEqual([
      [30001, 7500, 1425, 21076, '2026-02-03'],
      [30000, 7500, 1425, 21075, '2026-02-03'],
    ]);
    expect(s.statements[0]!.account).toBeNull();
    const doc = SettlementDocument.parse(
      (await b.get(`/claims/${claim.id}/settlement/${s.statements[0]!.passenger_id}/document`)).json,
    );
    const [page] = await pdfPageTexts(new Uint8Array(Buffer.from(doc.pdf_base64, 'base64')));
    const text = (page ?? '').replace(/\x80/g, '€').replace(/\u00a0/g, ' ');
    for (const part of [
      'Abrechnung',
      'Auszahlung netto',
      '300,01 €',
      '75,00 €',
      '14,25 €',
      '210,76 €',
      '03.02.2026',
      'kein Konto hinterlegt',
    ])
      expect(text).toContain(part);
  });

  it('is not there before the claim is paid out (409)', async () => {
    const c = await customer();
    const res = await c.browser.get(`/claims/${c.claim.id}/settlement`);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: 'settlement_unavailable' });
    const doc = await c.browser.get(`/claims/${c.claim.id}/settlement/${c.passengers[0]}/document`);
    expect(doc.status).toBe(409);
  });
});

describe('API, PDF and formatted amounts agree', () => {
  it('for random payments and passenger counts, each PDF prints the API amounts', async () => {
    const email = `payout-prop-${Date.now().toString(36)}@example.com`;
    const user = await createUser(server.db, { email, password: PASSWORD });
    const b = await signedIn(server.url, email, PASSWORD);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        async (received, count) => {
          const claim = await createClaim(server.db, {
            user_id: user.id,
            passengers: Array.from({ length: count }, (_, i) => ({
              first_name: 'P',
              last_name: String(i + 1),
            })),
            history: [{ status: 'paid_out', at: '2026-04-01T09:00:00Z' }],
            payments: [
              { kind: 'airline_payment', amount: received, reference: 'R', at: '2026-03-30T09:00:00Z' },
            ],
          });
          const s = Settlement.parse((await b.get(`/claims/${claim.id}/settlement`)).json);
          expect(s.statements.reduce((sum, x) => sum + x.compensation, 0)).toBe(received);
          for (const [i, st] of s.statements.entries()) {
            expect(st.fee + st.vat + st.net_payout).toBe(st.compensation);
            const doc = SettlementDocument.parse(
              (await b.get(`/claims/${claim.id}/settlement/${st.passenger_id}/document`)).json,
            );
            expect(doc.filename).toBe(`settlement-${claim.caseNumber}-${i + 1}.pdf`);
            const [page] = await pdfPageTexts(new Uint8Array(Buffer.from(doc.pdf_base64, 'base64')));
            const lines = (page ?? '').replace(/\x80/g, '€').split('\n');
            // The amount rows (lines 8, 10, …, 16): compensation, fee, VAT, fee with VAT, net.
            expect([8, 10, 12, 14, 16].map((n) => lines[n])).toEqual(
              [st.compensation, st.fee, st.vat, st.fee_total, st.net_payout].map((v) =>
                formatMoney(v, 'en_GB'),
              ),
            );
          }
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe("another customer's claim answers 404 on every new route", () => {
  const routes = (claimId: number, passengerId: number) => ({
    'GET payout_details': (b: TestBrowser) => b.get(`/claims/${claimId}/payout_details`),
    'POST payout_details/{passenger}': (b: TestBrowser) =>
      b.post(`/claims/${claimId}/payout_details/${passengerId}`, {
        holder: 'Mallory',
        iban: DE_IBAN,
        password: 'Other1234',
      }),
    'GET settlement': (b: TestBrowser) => b.get(`/claims/${claimId}/settlement`),
    'GET settlement/{passenger}/document': (b: TestBrowser) =>
      b.get(`/claims/${claimId}/settlement/${passengerId}/document`),
  });
  for (const name of Object.keys(routes(0, 0)) as (keyof ReturnType<typeof routes>)[])
    it(name, async () => {
      const paid = await demoPaidClaim();
      const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
      const passenger = PayoutDetailsList.parse((await demo.get(`/claims/${paid.id}/payout_details`)).json)
        .passengers[0]!.passenger_id;
      const other = await signedIn(server.url, 'other@example.com', 'Other1234');
      const res = await routes(paid.id, passenger)[name](other);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'not_found' });
    });

  it("a passenger of another claim is not found on one's own claim", async () => {
    const c = await customer();
    const paid = await demoPaidClaim();
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const foreign = PayoutDetailsList.parse((await demo.get(`/claims/${paid.id}/payout_details`)).json)
      .passengers[0]!.passenger_id;
    const res = await c.browser.post(`/claims/${c.claim.id}/payout_details/${foreign}`, {
      holder: 'Eva',
      iban: DE_IBAN,
      password: PASSWORD,
    });
    expect(res.status).toBe(404);
  });
});
