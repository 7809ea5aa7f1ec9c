import type { LoginResponse } from '../../contract';
import { defineModel, done, failed } from '../testing';
import { sessionMachine, type LoginResult } from './session.machine';

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

const result = (output: LoginResult) => output;

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
    ],
    'xstate.error.actor.login': [failed('login', 'login request failed')],
    'xstate.done.actor.logout': [done('logout', 'logged out', undefined)],
    'xstate.error.actor.logout': [failed('logout', 'logout request failed')],
  },
});
