import { z } from 'zod';
import { Locale } from '../contract';

/**
 * The provider states of the committed pacts: the single table that the
 * consumer tests (typed `given`), the state handlers (pact/provider/states.ts)
 * and the generated pact/provider-states.md are built from.
 *
 * `setBy`:
 * - 'provider': data the provider under test must create, through its state
 *   setup URL (`--provider-states-setup-url`); the reference server uses
 *   server/db/fixtures.ts.
 * - 'verifier': reached through the public API by the verifier itself
 *   (pact/provider/session.ts), so a backend team implements nothing for it.
 */
export type StateDef = {
  params: z.AnyZodObject;
  setBy: 'provider' | 'verifier';
  needs: string;
};

const email = z.string().email().describe('login e-mail address');
const password = z.string().min(1).describe('plain-text password');

export const PROVIDER_STATES = {
  'a user exists': {
    params: z.object({
      email,
      password: password.describe('plain-text password; store only its hash, as for any user'),
      language: Locale.describe('the user language'),
      admin: z.boolean().default(false).describe('permissions.admin'),
      two_factor: z.boolean().default(false).describe('sign-in needs a six-digit code mailed to the user'),
    }),
    setBy: 'provider',
    needs:
      'A customer account with this e-mail, password, language and admin flag; names and salutation ' +
      'of your choice. Replace any user with this e-mail and forget its failed logins.',
  },
  'nobody is signed in': {
    params: z.object({}),
    setBy: 'verifier',
    needs:
      'Nothing. The verifier starts a fresh anonymous visitor (no session cookie) and takes the ' +
      'CSRF cookie from GET /login_check.',
  },
  'the user is signed in': {
    params: z.object({ email, password }),
    setBy: 'verifier',
    needs:
      'The user (from "a user exists"). The verifier signs in through POST /login with these ' +
      'credentials; the request then carries that session cookie and its CSRF token.',
  },
  'the account is locked': {
    params: z.object({ email }),
    setBy: 'verifier',
    needs:
      'The verifier fails POST /login for this e-mail with wrong passwords until the API answers ' +
      '429 (after 5 failures, SPEC §9); the lock must hold for the right password too.',
  },
  'a password reset link exists': {
    params: z.object({
      email,
      id: z.number().int().positive().describe('the {id} segment of the link'),
      code: z.string().min(1).describe('the {code} segment of the link (raw token; store only its hash)'),
      expired: z.boolean().default(false).describe('true: older than its 60 minutes'),
    }),
    setBy: 'provider',
    needs:
      'The user (from "a user exists") has an unused password-reset link /password_reset/{id}/{code}, ' +
      'valid for 60 minutes from now, or already expired when `expired` is true.',
  },
  'an activation link exists': {
    params: z.object({
      email,
      language: Locale.describe('the user language'),
      code: z.string().min(1).describe('the activation code (raw token; store only its hash)'),
      expired: z.boolean().default(false).describe('true: older than its 7 days'),
    }),
    setBy: 'provider',
    needs:
      'A customer account with this e-mail and language and NO password yet (replace any user with ' +
      'this e-mail), with an unused activation code valid for 7 days (or expired when `expired`).',
  },
  'a two-factor sign-in is pending': {
    params: z.object({
      email,
      token: z.string().min(1).describe('the {token} of /two_factor_auth/{token} (store only its hash)'),
      code: z.string().regex(/^\d{6}$/).describe('the six-digit code that was mailed'),
      expired: z.boolean().default(false).describe('true: older than its 10 minutes'),
    }),
    setBy: 'provider',
    needs:
      'The user (from "a user exists") entered the right password; the two-factor step {token} with ' +
      'this code is unused, has had no wrong tries, and is valid for 10 minutes (or expired when `expired`).',
  },
} as const satisfies Record<string, StateDef>;

export type StateName = keyof typeof PROVIDER_STATES;
export type StateParams<N extends StateName> = z.input<(typeof PROVIDER_STATES)[N]['params']>;
export type ParsedStateParams<N extends StateName> = z.output<(typeof PROVIDER_STATES)[N]['params']>;
export const STATE_NAMES = Object.keys(PROVIDER_STATES) as StateName[];

export const isStateName = (name: string): name is StateName => name in PROVIDER_STATES;

/** Validates a state's parameters; throws a readable error for bad ones. */
export function parseStateParams<N extends StateName>(name: N, params: unknown): ParsedStateParams<N> {
  const result = PROVIDER_STATES[name].params.safeParse(params ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(params)'}: ${i.message}`);
    throw new Error(`provider state "${name}": bad params: ${issues.join('; ')}`);
  }
  return result.data as ParsedStateParams<N>;
}
