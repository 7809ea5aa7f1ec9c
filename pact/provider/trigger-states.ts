import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/db';
import { claimPassengers, claims, users } from '../../server/db/schema';
import { randomToken } from '../../server/lib/crypto';
import { createUser } from '../../server/seed/builders';
import type { TRIGGER_STATES } from '../notification-triggers';
import type { ParsedStateParams } from '../states';
import { ProviderSession } from './session';

type TriggerName = keyof typeof TRIGGER_STATES;
/** What the trigger states reach on the reference server: its database and its API. */
export type TriggerServer = { db: Db; url: string };

/** The back office's account on the reference server (its own browser, not the verifier's). */
const BACK_OFFICE_EMAIL = 'back-office@pact.invalid';

/**
 * The reference server's trigger states: each makes its event happen through the same API call as
 * in production (the back office's admin endpoints with an admin session of its own, the public
 * links anonymously), so the notification the verifier's socket receives is the one the real
 * domain code pushes, not one a fixture built.
 */
export const TRIGGER_HANDLERS: {
  [N in TriggerName]: (server: TriggerServer, p: ParsedStateParams<N>) => Promise<void>;
} = {
  "the back office changes the claim's status": async (server, p) =>
    backOffice(server, p.case_number, 'status', { status: p.status }),
  'the back office asks for a document': async (server, p) =>
    backOffice(server, p.case_number, 'document_request', { item: p.item }),
  'the back office asks for a signature': async (server, p) => {
    const claimId = await claimIdOf(server.db, p.case_number);
    const [passenger] = await server.db
      .select({ id: claimPassengers.id })
      .from(claimPassengers)
      .where(
        and(
          eq(claimPassengers.claimId, claimId),
          eq(sql`${claimPassengers.firstName} || ' ' || ${claimPassengers.lastName}`, p.passenger),
        ),
      );
    if (!passenger) throw new Error(`no passenger ${p.passenger} on ${p.case_number}`);
    await backOffice(server, p.case_number, 'signature_request', { passenger_id: passenger.id });
  },
  'the back office sends a message': async (server, p) =>
    backOffice(server, p.case_number, 'messages', { text: p.text }),
  'the back office opens a court case': async (server, p) =>
    backOffice(server, p.case_number, 'court_case', { reference: p.reference }),
  'the co-passenger signs through the link': async (server, p) => {
    const body = { signature: { method: 'typed', name: 'Jan Jansen' } };
    expectOk(await new ProviderSession(server.url).call('POST', `/signature/${p.token}`, body), 'signing');
  },
  'the new owner accepts the claim transfer': async (server, p) => {
    const path = `/transfer_claim/${p.code}/${p.two_factor_code}`;
    expectOk(await new ProviderSession(server.url).call('GET', path), 'accepting the transfer');
  },
};

/** The back office's call on a claim: POST /admin/claims/{claim_id}/{action}, signed in as an admin. */
async function backOffice(server: TriggerServer, caseNumber: string, action: string, body: object) {
  const claimId = await claimIdOf(server.db, caseNumber);
  const password = `Pact-${randomToken()}`;
  await server.db.delete(users).where(eq(users.email, BACK_OFFICE_EMAIL));
  await createUser(server.db, { email: BACK_OFFICE_EMAIL, password, admin: true });
  const admin = new ProviderSession(server.url);
  await admin.signIn(BACK_OFFICE_EMAIL, password);
  expectOk(await admin.call('POST', `/admin/claims/${claimId}/${action}`, body), action);
}

async function claimIdOf(db: Db, caseNumber: string): Promise<number> {
  const [claim] = await db.select({ id: claims.id }).from(claims).where(eq(claims.caseNumber, caseNumber));
  if (!claim) throw new Error(`no claim ${caseNumber}: set "the user has a claim" first`);
  return claim.id;
}

function expectOk(res: { status: number; body: unknown }, what: string) {
  if (res.status !== 200) throw new Error(`${what} answered ${res.status} ${JSON.stringify(res.body)}`);
}
