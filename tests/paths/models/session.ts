import type { LoginResponse } from '../../../contract';
import { defineModel, done, failed } from '../toolkit';
import { sessionMachine, type CodeResult, type LoginResult } from '../../../machines/session/session.machine';

/** The seeded demo customer (server demo data), as the API answers. */
export const demoSession: LoginResponse = {
  user: {
    id: 1,
    email: 'demo@example.com',
    first_name: 'Demo',
    last_name: 'Customer',
    salutation: 'female',
    language: 'en_GB',
    permissions: { admin: false },
  },
  language: 'en_GB',
  permissions: { admin: false },
};

/** The seeded demo customer with two-factor sign-in on (server demo data). */
export const twoFactorSession: LoginResponse = {
  user: {
    id: 4,
    email: '2fa@example.com',
    first_name: 'Lukas',
    last_name: 'Gruber',
    salutation: 'male',
    language: 'en_GB',
    permissions: { admin: false },
  },
  language: 'en_GB',
  permissions: { admin: false },
};

/** Stands for the token the server issues; UI replay reads the real one from /two_factor_auth/:token. */
export const SAMPLE_TOKEN = 'token-from-the-login-answer';

const result = (output: LoginResult) => output;
const codeResult = (output: CodeResult) => output;

/** Event samples for path generation; credentials match the demo data for UI replay. */
export const sessionModel = defineModel({
  name: 'session',
  machine: sessionMachine,
  samples: {
    LOGIN: [
      {
        label: 'valid credentials',
        event: { type: 'LOGIN', email: 'demo@example.com', password: 'Demo1234' },
        then: ['login ok', 'login request failed'],
      },
      {
        label: 'wrong password',
        event: { type: 'LOGIN', email: 'demo@example.com', password: 'wrong-password' },
        then: ['wrong credentials'],
      },
      {
        label: 'locked account (5 failures before)',
        event: { type: 'LOGIN', email: 'other@example.com', password: 'wrong-password' },
        then: ['too many attempts'],
      },
      {
        label: 'two-factor account (2fa@example.com)',
        event: { type: 'LOGIN', email: '2fa@example.com', password: 'Demo1234' },
        then: ['two-factor required'],
      },
    ],
    CODE: [
      {
        label: 'the mailed code',
        event: { type: 'CODE', token: SAMPLE_TOKEN, code: 'mailed' },
        then: ['code accepted', 'code request failed'],
      },
      {
        label: 'a wrong code',
        event: { type: 'CODE', token: SAMPLE_TOKEN, code: '000000' },
        then: ['wrong code', 'step expired (fifth wrong code)'],
      },
    ],
    SIGNED_IN: [{ label: 'signed in by a mailed link', event: { type: 'SIGNED_IN', session: demoSession } }],
    SESSION_STARTED: [
      {
        label: 'a claim transfer accepted by the customer',
        event: { type: 'SESSION_STARTED', session: demoSession },
      },
    ],
    TWO_FACTOR: [
      {
        label: "a two-factor account's sign-in link",
        event: { type: 'TWO_FACTOR', token: SAMPLE_TOKEN, redirect: '/faq' },
      },
    ],
    LOGOUT: [{ label: 'log out', event: { type: 'LOGOUT' } }],
    RECHECK: [{ label: 'recheck the session', event: { type: 'RECHECK' } }],
    'xstate.done.actor.checkSession': [
      done('checkSession', 'signed in', demoSession),
      done('checkSession', 'not signed in', null),
    ],
    'xstate.error.actor.checkSession': [failed('checkSession', 'session check failed')],
    'xstate.done.actor.login': [
      done('login', 'login ok', result({ ok: true, session: demoSession })),
      done('login', 'wrong credentials', result({ ok: false, error: 'wrong_credentials' })),
      done('login', 'too many attempts', result({ ok: false, error: 'too_many_attempts' })),
      done('login', 'two-factor required', result({ ok: 'two_factor', token: SAMPLE_TOKEN })),
    ],
    'xstate.done.actor.verifyCode': [
      done('verifyCode', 'code accepted', codeResult({ ok: true, session: twoFactorSession })),
      done('verifyCode', 'wrong code', codeResult({ ok: false, error: 'wrong_code' })),
      done('verifyCode', 'step expired (fifth wrong code)', codeResult({ ok: false, error: 'link_expired' })),
    ],
    'xstate.error.actor.verifyCode': [failed('verifyCode', 'code request failed')],
    'xstate.error.actor.login': [failed('login', 'login request failed')],
    'xstate.done.actor.logout': [done('logout', 'logged out', undefined)],
    'xstate.error.actor.logout': [failed('logout', 'logout request failed')],
  },
});
