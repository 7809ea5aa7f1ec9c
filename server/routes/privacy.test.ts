import { createHash } from 'node:crypto';
import { count, eq, inArray, or } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportManifest, SESSION_COOKIE, type ClaimStatus } from '../../contract';
import { sha256 } from '../lib/crypto';
import { createClaim, createNotification, createUser } from '../seed/builders';
import {
  auditLog,
  claimPayoutDetails,
  authTokens,
  claimDocuments,
  claimSignatures,
  claimPassengers,
  claimStatusHistory,
  claims,
  outbox,
  sessions,
  storedFiles,
  templates,
  users,
} from '../db/schema';
import { acceptTransfer, requestTransfer } from '../domain/claim-transfers';
import { addDocuments } from '../domain/documents';
import { sessionRoom } from '../http/socket';
import { databaseFileStorage } from '../storage/file-storage';
import {
  lastLinkPath,
  pdfFile,
  pngFile,
  startTestServer,
  signedIn,
  TestBrowser,
  watchSocket,
  type TestServer,
} from '../testing';

/** The privacy centre: the data export (one zip with a manifest) and deleting the account. */

let server: TestServer;
// Near real time (TestBrowser drops cookies whose Expires has passed). The retention dates below
// follow from the rule (10 years after the end of the year of the last payment, §147 AO / §257 HGB)
// and hold on any day from 2026 to 2036.
const clock = new Date();
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

let n = 0;
async function customer(password = 'Start1234') {
  const email = `privacy${++n}@example.com`;
  const row = await createUser(server.db, { email, password, first_name: 'Ines', last_name: `Kraus${n}` });
  return { id: row.id, email, password };
}

type ClaimOpts = { status?: ClaimStatus; paidAt?: string; passenger?: string };
async function claimOf(userId: number, email: string, o: ClaimOpts = {}) {
  const history = [{ status: 'submitted' as const, at: '2026-01-10T10:00:00Z' }];
  if (o.status && o.status !== 'submitted')
    history.push({ status: o.status as 'submitted', at: '2026-02-10T10:00:00Z' });
  return createClaim(server.db, {
    user_id: userId,
    history,
    passengers: [{ first_name: o.passenger ?? 'Ines', last_name: 'Kraus', email }],
    payments: o.paidAt ? [{ kind: 'payout', amount: 25000, reference: 'SEPA payout', at: o.paidAt }] : [],
  });
}

/** Stores a document (bytes in the file storage) on the claim, as an upload does. */
async function documentOn(userId: number, claimId: number, bytes = pngFile()) {
  const [claim] = await server.db.select().from(claims).where(eq(claims.id, claimId));
  if (claim?.userId !== userId) throw new Error("not the user's claim");
  const stored = await addDocuments(
    server.db,
    databaseFileStorage(server.db),
    claim,
    [{ kind: 'boarding_pass', file: { bytes, content_type: 'image/png', file_name: 'pass.png' } }],
    clock,
  );
  if (stored.kind !== 'ok') throw new Error(stored.kind);
  const [row] = await server.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claimId));
  return row!;
}

/** The claim's first passenger, its owner, signed the assignment `pdf` at `at`; gives the passenger's id. */
async function ownerSigned(claimId: number, pdf: Uint8Array, at: Date) {
  const [passenger] = await server.db
    .select()
    .from(claimPassengers)
    .where(eq(claimPassengers.claimId, claimId));
  await server.db.insert(claimSignatures).values({
    claimId,
    passengerId: passenger!.id,
    role: 'owner',
    status: 'signed',
    locale: 'en_GB',
    signedAt: at,
    method: 'typed',
    pdfBase64: Buffer.from(pdf).toString('base64'),
    documentSha256: 'd'.repeat(64),
    assignmentSha256: 'a'.repeat(64),
  });
  return passenger!.id;
}

async function fetchArchive(b: TestBrowser) {
  const res = await fetch(`${server.url}/user/privacy/export`, {
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      cookie: `${SESSION_COOKIE}=${b.cookie(SESSION_COOKIE)}`,
    },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('GET /user/privacy/export', () => {
  it('streams one zip of everything about the customer, with a manifest whose sizes and hashes match', async () => {
    const ines = await customer();
    const claim = await claimOf(ines.id, ines.email);
    const png = pngFile(20, 10, [200, 10, 10]);
    const doc = await documentOn(ines.id, claim.id, png);
    const signedPdf = pdfFile();
    const passengerId = await ownerSigned(claim.id, signedPdf, clock);
    await createNotification(server.db, {
      user_id: ines.id,
      subject: 'Your claim moved',
      content: 'In review',
    });
    await server.db.insert(templates).values({
      userId: ines.id,
      kind: 'bank_account',
      data: { holder: 'Ines Kraus', iban: 'DE89370400440532013000' },
    });
    await server.db.insert(claimPayoutDetails).values({
      claimId: claim.id,
      passengerId,
      holder: 'Ines Kraus',
      iban: 'NL91ABNA0417164300',
      bic: null,
      createdAt: clock,
      updatedAt: clock,
    });
    const b = await signedIn(server.url, ines.email, ines.password);

    const { res, bytes } = await fetchArchive(b);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="claims-portal-data-\d+-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = unzipSync(bytes);
    const manifest = ExportManifest.parse(JSON.parse(new TextDecoder().decode(entries['manifest.json'])));
    expect(manifest.account).toEqual({ id: ines.id, email: ines.email });
    // Every section of the issue is there, with its record count.
    expect(manifest.sections.claims?.records).toBe(1);
    expect(manifest.sections.documents?.records).toBe(1);
    expect(manifest.sections.signatures?.records).toBe(1);
    expect(manifest.sections.notifications?.records).toBe(1);
    expect(manifest.sections.sessions?.records).toBe(1);
    expect(manifest.sections.saved_templates?.records).toBe(1);
    expect(manifest.sections.audit_log?.records).toBeGreaterThanOrEqual(1); // the sign-in
    // Every listed file is in the archive with the size and hash the manifest states.
    for (const f of manifest.files) {
      const got = entries[f.path];
      expect(got, f.path).toBeDefined();
      expect(got!.length).toBe(f.size);
      expect(createHash('sha256').update(got!).digest('hex')).toBe(f.sha256);
    }
    expect(Object.keys(entries).sort()).toEqual(
      [...manifest.files.map((f) => f.path), 'manifest.json'].sort(),
    );
    // The stored document and the signed PDF themselves.
    const docFile = manifest.files.find((f) => f.kind === 'document')!;
    expect(entries[docFile.path]).toEqual(png);
    expect(docFile.path).toContain(`${doc.id}-pass.png`);
    const pdf = manifest.files.find((f) => f.kind === 'signed_assignment')!;
    expect(entries[pdf.path]).toEqual(signedPdf);
    const profile = JSON.parse(new TextDecoder().decode(entries['profile.json']));
    expect(profile).toMatchObject({ email: ines.email, first_name: 'Ines', has_password: true });
    const banks = JSON.parse(new TextDecoder().decode(entries['saved_templates.json']));
    expect(banks).toEqual([expect.objectContaining({ iban: 'DE89370400440532013000' })]);
    const claimsFile = JSON.parse(new TextDecoder().decode(entries['claims.json'])) as {
      passengers: unknown[];
      payout_accounts: unknown[];
    }[];
    // The claim's passengers (the export holds "profile, claims, passengers, …").
    expect(claimsFile[0]?.passengers).toEqual([
      { id: expect.any(Number), first_name: 'Ines', last_name: 'Kraus', email: ines.email },
    ]);
    expect(claimsFile[0]?.payout_accounts).toEqual([
      expect.objectContaining({ holder: 'Ines Kraus', iban: 'NL91ABNA0417164300' }),
    ]);
  });

  it("never holds another customer's data, nor password hashes, session secrets or token hashes", async () => {
    const [ines, otto] = [await customer(), await customer()];
    await documentOn(ines.id, (await claimOf(ines.id, ines.email)).id);
    const ottoClaim = await claimOf(otto.id, otto.email, { passenger: 'Ottokar' });
    const ottoPng = pngFile(33, 7, [1, 2, 3]);
    await documentOn(otto.id, ottoClaim.id, ottoPng);
    await createNotification(server.db, { user_id: otto.id, subject: 'Otto-only subject', content: 'x' });
    const b = await signedIn(server.url, ines.email, ines.password);
    await signedIn(server.url, otto.email, otto.password);
    await server.db.insert(authTokens).values({
      kind: 'password_reset',
      tokenHash: sha256('ines-reset-token'),
      userId: ines.id,
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + 3_600_000),
    });

    const { bytes } = await fetchArchive(b);
    const entries = unzipSync(bytes);
    const all = Object.values(entries).map(text).join('\n');
    for (const foreign of [otto.email, ottoClaim.caseNumber, 'Ottokar', 'Otto-only subject'])
      expect(all).not.toContain(foreign);
    expect(all).not.toContain(text(ottoPng));
    const [inesUser] = await server.db.select().from(users).where(eq(users.id, ines.id));
    const secrets = [
      inesUser!.passwordHash!,
      b.cookie(SESSION_COOKIE)!,
      sha256(b.cookie(SESSION_COOKIE)!),
      sha256('ines-reset-token'),
      ...(await server.db.select().from(sessions).where(eq(sessions.userId, ines.id))).map(
        (s) => s.csrfToken,
      ),
    ];
    for (const secret of secrets) expect(all).not.toContain(secret);
  });

  it("after a claim transfer holds the former owner's payout account masked and not their signed assignment", async () => {
    const [former, owner] = [await customer(), await customer()];
    const claim = await createClaim(server.db, {
      user_id: former.id,
      passengers: [{ first_name: 'Ines', last_name: 'Kraus', email: former.email }],
      payout_accounts: [{ holder: 'Ines Kraus', iban: 'DE89370400440532013000' }],
    });
    const signedPdf = Buffer.from('%PDF-1.4 the former owner signed this %%EOF');
    await ownerSigned(claim.id, signedPdf, new Date());
    // The hand-over, after the account and the signature.
    const asked = await requestTransfer(
      server.db,
      former,
      { email: owner.email, claim_id: claim.id, widget_id: null },
      new Date(),
    );
    if (asked.kind !== 'ok') throw new Error(asked.kind);
    const accepted = await acceptTransfer(server.db, asked.code, asked.twoFactorCode, new Date(), 'en_GB');
    if (accepted.kind !== 'ok') throw new Error(accepted.kind);

    const { bytes } = await fetchArchive(await signedIn(server.url, owner.email, owner.password));
    const entries = unzipSync(bytes);
    const read = (name: string) => JSON.parse(new TextDecoder().decode(entries[name])) as unknown;
    const claimsFile = read('claims.json') as { case_number: string; payout_accounts: object[] }[];
    const received = claimsFile.find((c) => c.case_number === claim.caseNumber);
    expect(received?.payout_accounts).toEqual([
      expect.objectContaining({ holder: 'Ines Kraus', iban_masked: 'DE89 **** **** **** **30 00' }),
    ]);
    expect(received?.payout_accounts[0]).not.toHaveProperty('iban');
    expect(read('signatures.json')).toEqual([
      expect.objectContaining({
        status: 'signed',
        file: null,
        assignment_sha256: null,
        document_sha256: null,
      }),
    ]);
    const all = Object.values(entries).map(text).join('\n');
    expect(all).not.toContain('DE89370400440532013000');
    expect(all).not.toContain(text(signedPdf));
    expect(Object.keys(entries).filter((name) => name.startsWith('signatures/'))).toEqual([]);
  });

  it("lists the customer's own sessions only: an admin's view-as session is hidden, as in GET /user/sessions", async () => {
    const ines = await customer();
    const boss = await createUser(server.db, {
      email: `privacy-admin${++n}@example.com`,
      password: 'Boss12345',
      admin: true,
    });
    const admin = new TestBrowser(server.url);
    await admin.get('/login_check');
    const adminAgent = { headers: { 'user-agent': 'AdminAgent/9.9 (view-as)' } };
    expect(
      (await admin.post('/login', { email: boss.email, password: 'Boss12345' }, adminAgent)).status,
    ).toBe(200);
    expect((await admin.post(`/users/view_as/${ines.id}`, undefined, adminAgent)).status).toBe(200);
    const b = await signedIn(server.url, ines.email, ines.password);
    const listed = (await b.get('/user/sessions')).json as unknown as unknown[];
    expect(listed).toHaveLength(1);

    const entries = unzipSync((await fetchArchive(b)).bytes);
    const manifest = ExportManifest.parse(JSON.parse(new TextDecoder().decode(entries['manifest.json'])));
    expect(manifest.sections.sessions?.records).toBe(1);
    const all = Object.values(entries).map(text).join('\n');
    expect(all).not.toContain('AdminAgent');
  });

  it('is refused without a session (401)', async () => {
    expect((await fetch(`${server.url}/user/privacy/export`)).status).toBe(401);
  });
});

describe('GET /user/privacy/deletion', () => {
  it('names the active claims and the records the law keeps, with the date they are kept until', async () => {
    const ines = await customer();
    const active = await claimOf(ines.id, ines.email, { status: 'in_review' });
    const paid = await claimOf(ines.id, ines.email, { status: 'paid_out', paidAt: '2026-03-11T08:15:00Z' });
    // Paid on New Year's Eve after 23:00 UTC: already 2027 in Germany.
    const late = await claimOf(ines.id, ines.email, { status: 'paid_out', paidAt: '2026-12-31T23:30:00Z' });
    // Paid in 2015: kept until the end of 2025, which has passed.
    await claimOf(ines.id, ines.email, { status: 'paid_out', paidAt: '2015-06-01T10:00:00Z' });
    await claimOf(ines.id, ines.email, { status: 'rejected' });
    const b = await signedIn(server.url, ines.email, ines.password);
    const res = await b.get('/user/privacy/deletion');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      deletable: false,
      active_claims: [active.caseNumber],
      retained: [
        { case_number: paid.caseNumber, last_payment: '2026-03-11', kept_until: '2036-12-31' },
        { case_number: late.caseNumber, last_payment: '2027-01-01', kept_until: '2037-12-31' },
      ],
      deletable_from: '2038-01-01',
    });
  });

  it('allows deleting an account without claims, or whose claims are closed and past retention', async () => {
    const fresh = await customer();
    expect(
      (await (await signedIn(server.url, fresh.email, fresh.password)).get('/user/privacy/deletion')).json,
    ).toEqual({
      deletable: true,
      active_claims: [],
      retained: [],
      deletable_from: null,
    });
    const old = await customer();
    await claimOf(old.id, old.email, { status: 'paid_out', paidAt: '2015-12-31T12:00:00Z' });
    await claimOf(old.id, old.email, { status: 'withdrawn' });
    expect(
      (await (await signedIn(server.url, old.email, old.password)).get('/user/privacy/deletion')).json,
    ).toMatchObject({ deletable: true });
  });
});

const storedFileCount = async (keys: string[]) =>
  keys.length
    ? ((await server.db.select({ n: count() }).from(storedFiles).where(inArray(storedFiles.key, keys)))[0]
        ?.n ?? 0)
    : 0;

describe('POST /user/privacy/delete_account', () => {
  it('is refused while a claim is active (the check names it); nothing is deleted', async () => {
    const ines = await customer();
    const active = await claimOf(ines.id, ines.email, { status: 'accepted' });
    const b = await signedIn(server.url, ines.email, ines.password);
    const res = await b.post('/user/privacy/delete_account', { password: ines.password, confirm: true });
    expect(res).toMatchObject({ status: 409, json: { message: 'account_deletion_refused' } });
    expect((await b.get('/user/privacy/deletion')).json).toEqual({
      deletable: false,
      active_claims: [active.caseNumber],
      retained: [],
      deletable_from: null,
    });
    expect((await b.get('/login_check')).json).not.toBeNull();
    expect(await server.db.select().from(users).where(eq(users.id, ines.id))).toHaveLength(1);
  });

  it('is refused while payment records are kept, saying which and until when', async () => {
    const ines = await customer();
    const paid = await claimOf(ines.id, ines.email, { status: 'paid_out', paidAt: '2026-05-28T08:00:00Z' });
    const b = await signedIn(server.url, ines.email, ines.password);
    const res = await b.post('/user/privacy/delete_account', { password: ines.password, confirm: true });
    expect(res).toMatchObject({ status: 409, json: { message: 'account_deletion_refused' } });
    expect((await b.get('/user/privacy/deletion')).json).toMatchObject({
      retained: [{ case_number: paid.caseNumber, last_payment: '2026-05-28', kept_until: '2036-12-31' }],
      deletable_from: '2037-01-01',
    });
  });

  it('needs the password and the explicit confirmation', async () => {
    const ines = await customer();
    const b = await signedIn(server.url, ines.email, ines.password);
    const wrong = await b.post('/user/privacy/delete_account', { password: 'Wrong1234', confirm: true });
    expect(wrong).toMatchObject({ status: 422, json: { errors: { password: ['wrong_password'] } } });
    const unconfirmed = await b.post('/user/privacy/delete_account', {
      password: ines.password,
      confirm: false,
    });
    expect(unconfirmed.status).toBe(422);
    expect(Object.keys((unconfirmed.json as { errors: object }).errors)).toEqual(['confirm']);
    expect(await server.db.select().from(users).where(eq(users.id, ines.id))).toHaveLength(1);
    const failures = await server.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.event, 'account_delete'));
    expect(failures.map((f) => f.outcome)).toContain('failure');
  });

  it('deletes the account, its claims and stored files, signs out everywhere; the address cannot sign in', async () => {
    const [ines, otto] = [await customer(), await customer()];
    const closed = await claimOf(ines.id, ines.email, { status: 'rejected' });
    // Stored while the claim was open (documents of a closed claim stay as they were).
    await server.db.update(claims).set({ status: 'submitted' }).where(eq(claims.id, closed.id));
    const doc = await documentOn(ines.id, closed.id);
    // A file of the claim that no document names (a crash between the file and its row).
    const orphan = `claim-documents/${closed.id}/orphan`;
    await databaseFileStorage(server.db).put(orphan, pngFile());
    await server.db.update(claims).set({ status: 'rejected' }).where(eq(claims.id, closed.id));
    await server.db
      .insert(claimStatusHistory)
      .values({ claimId: closed.id, status: 'rejected', at: new Date('2026-02-10T10:00:00Z') });
    const ottoClaim = await claimOf(otto.id, otto.email);
    const ottoDoc = await documentOn(otto.id, ottoClaim.id);
    await createNotification(server.db, { user_id: ines.id, subject: 'hello', content: 'x' });
    const [laptop, phone, ottoBrowser] = [
      await signedIn(server.url, ines.email, ines.password),
      await signedIn(server.url, ines.email, ines.password),
      await signedIn(server.url, otto.email, otto.password),
    ];
    const phoneSocket = await watchSocket(server.origin, phone.cookie(SESSION_COOKIE)!);
    const phoneSid = phone.cookie(SESSION_COOKIE)!;

    const res = await laptop.post('/user/privacy/delete_account', { password: ines.password, confirm: true });
    expect(res).toMatchObject({ status: 200, json: { success: true } });

    // Signed out everywhere: both sessions gone, the other browser's socket closed with the answer.
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, ines.id))).toEqual([]);
    expect((await server.io.in(sessionRoom(sha256(phoneSid))).fetchSockets()).length).toBe(0);
    expect(await phoneSocket.gone).toBe('io server disconnect');
    expect((await phone.get('/login_check')).json).toBeNull();
    expect((await laptop.get('/login_check')).json).toBeNull();
    expect((await phone.get('/user/privacy/deletion')).status).toBe(401);
    // The account, its claims and its stored files are gone.
    expect(await server.db.select().from(users).where(eq(users.id, ines.id))).toEqual([]);
    expect(await server.db.select().from(claims).where(eq(claims.userId, ines.id))).toEqual([]);
    expect(await storedFileCount([doc.storageKey, orphan])).toBe(0);
    // The security log keeps its entries without the person: no user, address or client address.
    const left = await server.db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.userId, ines.id), eq(auditLog.email, ines.email)));
    expect(left).toEqual([]);
    // The address cannot sign in any more.
    const again = await new TestBrowser(server.url).login(ines.email, ines.password);
    expect(again).toMatchObject({ status: 401, json: { message: 'wrong_credentials' } });
    // Another customer's account, claim, file and session are untouched.
    expect(await storedFileCount([ottoDoc.storageKey])).toBe(1);
    expect(await server.db.select().from(claims).where(eq(claims.id, ottoClaim.id))).toHaveLength(1);
    expect((await ottoBrowser.get('/login_check')).json).not.toBeNull();
  });
});

describe('mails after a deletion', () => {
  it('leave no mail in the outbox that names the customer: to the address, a former one, or to others', async () => {
    const ines = await customer();
    const [row] = await server.db.select().from(users).where(eq(users.id, ines.id));
    const name = `${row!.firstName} ${row!.lastName}`;
    const closed = await claimOf(ines.id, ines.email, { status: 'submitted' });
    const b = await signedIn(server.url, ines.email, ines.password);
    // A co-passenger is asked to sign while the claim is open (their mail names the owner); then it is rejected.
    const [co] = await server.db
      .insert(claimPassengers)
      .values({ claimId: closed.id, position: 2, firstName: 'Kai', lastName: 'Other', email: null })
      .returning();
    const coAddress = `kai-${n}@example.net`;
    expect(
      (
        await b.post(`/claims/${closed.id}/signatures/${co!.id}/request`, {
          email: coAddress,
          locale: 'en_GB',
        })
      ).status,
    ).toBe(200);
    await server.db.update(claims).set({ status: 'rejected' }).where(eq(claims.id, closed.id));
    await server.db
      .insert(claimStatusHistory)
      .values({ claimId: closed.id, status: 'rejected', at: new Date('2026-02-10T10:00:00Z') });
    // The address changes: the former one is told (a mail to an address the account no longer has).
    const moved = `moved-${ines.email}`;
    const asked = await b.post(`/user/${ines.id}/email_change`, { email: moved, password: ines.password });
    expect(asked.status).toBe(200);
    const token = (await lastLinkPath(server, moved)).split('/').pop()!;
    const confirm = { token, code: asked.json.activation_code as string };
    expect((await b.post(`/user/${ines.id}/email_change/confirm`, confirm)).status).toBe(200);
    const before = await server.db.select().from(outbox);
    const names = (m: { text: string; html: string; recipient: string }) =>
      [m.text, m.html, m.recipient].some(
        (t) => t.includes(name) || t.includes(moved) || t.includes(ines.email),
      );
    expect(before.filter(names).length).toBeGreaterThanOrEqual(3);

    const res = await b.post('/user/privacy/delete_account', { password: ines.password, confirm: true });
    expect(res.status).toBe(200);
    expect((await server.db.select().from(outbox)).filter(names)).toEqual([]);
  });
});

describe('while an admin views the portal as the customer', () => {
  it('refuses the check, the export and the deletion (403) and deletes nothing', async () => {
    const ines = await customer();
    const boss = await createUser(server.db, {
      email: `privacy-admin${++n}@example.com`,
      password: 'Boss12345',
      admin: true,
    });
    const admin = await signedIn(server.url, boss.email, 'Boss12345');
    expect((await admin.post(`/users/view_as/${ines.id}`)).status).toBe(200);
    expect((await admin.get('/user/privacy/deletion')).status).toBe(403);
    expect((await fetchArchive(admin)).res.status).toBe(403);
    const res = await admin.post('/user/privacy/delete_account', { password: 'Boss12345', confirm: true });
    expect(res.status).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.id, ines.id))).toHaveLength(1);
  });
});
