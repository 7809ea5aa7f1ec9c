import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import type { StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';
import {
  PROVIDER_STATES,
  STATE_NAMES,
  parseStateParams,
  type ParsedStateParams,
  type StateName,
} from '../states';
import { eq } from 'drizzle-orm';
import { clearFailures } from '../../server/auth/lockout';
import { storeKnownToken } from '../../server/auth/one-time-tokens';
import type { Db } from '../../server/db/db';
import { createUser } from '../../server/db/fixtures';
import { users } from '../../server/db/schema';
import { normalizeEmail } from '../../server/domain/users';
import type { ProviderSession } from './session';

/** The state handlers of every provider state in pact/states.ts. */

type SetBy<S> = { [N in StateName]: (typeof PROVIDER_STATES)[N]['setBy'] extends S ? N : never }[StateName];
export type ProviderStateName = SetBy<'provider'>;
export type VerifierStateName = SetBy<'verifier'>;
export type StateAction = 'setup' | 'teardown';

/** Sets a 'provider' state on the server under test (fixtures, or its state setup URL). */
export type ProviderSetup = (name: ProviderStateName, params: JsonMap, action: StateAction) => Promise<void>;

/** 'verifier' states: reached through the public API, for any server. */
const VERIFIER_STATES: {
  [N in VerifierStateName]: (s: ProviderSession, p: ParsedStateParams<N>) => Promise<void>;
} = {
  'nobody is signed in': async (session) => session.reset(),
  'the user is signed in': (session, p) => session.signIn(p.email, p.password),
  'the account is locked': (session, p) => session.lock(p.email),
};

const isVerifierState = (name: StateName): name is VerifierStateName =>
  PROVIDER_STATES[name].setBy === 'verifier';

/**
 * Handlers for the pact-js verifier: each validates its params, then sets the
 * state. pact-js only logs a failing handler, so failures also go to `errors`.
 */
export function stateHandlers(opts: {
  session: ProviderSession;
  provider: ProviderSetup;
  errors: string[];
}): StateHandlers {
  const run = (name: StateName, action: StateAction) => async (raw?: unknown) => {
    try {
      const params = parseStateParams(name, raw);
      if (!isVerifierState(name)) await opts.provider(name, params as JsonMap, action);
      else if (action === 'setup') {
        const set = VERIFIER_STATES[name] as (s: ProviderSession, p: unknown) => Promise<void>;
        await set(opts.session, params);
      }
    } catch (e) {
      opts.errors.push(`state "${name}" (${action}): ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    }
    return undefined;
  };
  return Object.fromEntries(
    STATE_NAMES.map((n) => [n, { setup: run(n, 'setup'), teardown: run(n, 'teardown') }]),
  );
}

/** The reference server's 'provider' states: fixtures on its database, idempotent. */
const REFERENCE_STATES: { [N in ProviderStateName]: (db: Db, p: ParsedStateParams<N>) => Promise<void> } = {
  'a user exists': async (db, p) => {
    const email = normalizeEmail(p.email);
    await db.delete(users).where(eq(users.email, email));
    await clearFailures(db, email);
    await createUser(db, { ...p, first_name: 'Maria', last_name: 'Muster', salutation: 'female' });
  },
  'a password reset link exists': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await storeKnownToken(db, { kind: 'password_reset', userId: user.id, token: p.code, id: p.id, now: new Date(), expired: p.expired });
  },
  'an activation link exists': async (db, p) => {
    const email = normalizeEmail(p.email);
    await db.delete(users).where(eq(users.email, email));
    const user = await createUser(db, { email, language: p.language, first_name: 'Maria', last_name: 'Muster' });
    await storeKnownToken(db, { kind: 'activation', userId: user.id, token: p.code, now: new Date(), expired: p.expired });
  },
  'a two-factor sign-in is pending': async (db, p) => {
    const user = await userByEmail(db, p.email);
    await storeKnownToken(db, {
      kind: 'two_factor',
      userId: user.id,
      token: p.token,
      code: p.code,
      now: new Date(),
      expired: p.expired,
    });
  },
};

async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  if (!user) throw new Error(`no user ${email}: set "a user exists" first`);
  return user;
}

export const referenceSetup =
  (db: Db): ProviderSetup =>
  async (name, params, action) => {
    const set = REFERENCE_STATES[name] as (db: Db, p: unknown) => Promise<void>;
    if (action === 'setup') await set(db, parseStateParams(name, params));
  };

/** A provider with its own state setup URL (the Pact state change protocol). */
export function forwardTo(url: string): ProviderSetup {
  return async (state, params, action) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params, action }),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status} to ${action} of "${state}"`);
  };
}

/** A provider without a state setup URL: its data must already hold (e.g. the demo data). */
export const assumeStates: ProviderSetup = async () => {};
