/**
 * SPEC scenarios (§4 Session and Language), written from the SPEC, not from the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResponse } from '../../contract';
import { sessionMachine, type LoginInput, type LoginResult } from './session.machine';

const session: LoginResponse = {
  user: {
    id: 1,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    salutation: 'female',
    language: 'fr_FR',
    permissions: { admin: false },
  },
  language: 'fr_FR',
  permissions: { admin: false },
};

function start({
  check = [null],
  logout,
}: {
  check?: (LoginResponse | null)[];
  logout: () => Promise<void>;
}) {
  const effects = {
    applyLanguage: vi.fn(),
    connectSocket: vi.fn(),
    disconnectSocket: vi.fn(),
    clearCaches: vi.fn(),
    goToLogin: vi.fn(),
    reloadPage: vi.fn(),
  };
  const answers = [...check];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        checkSession: fromPromise(async () => answers.shift() ?? null),
        login: fromPromise<LoginResult, LoginInput>(async () => ({ ok: true, session })),
        logout: fromPromise(logout),
      },
      actions: {
        applyLanguage: (_, p) => effects.applyLanguage(p.language),
        connectSocket: effects.connectSocket,
        disconnectSocket: effects.disconnectSocket,
        clearCaches: effects.clearCaches,
        goToLogin: effects.goToLogin,
        reloadPage: effects.reloadPage,
      },
    }),
  ).start();
  return { actor, effects };
}

const signedIn = (s: { context: { session: LoginResponse | null } }) => s.context.session !== null;

describe('session (SPEC §4)', () => {
  it("'the login response sets the user and connects a realtime socket'; 'the server language overrides the current one'", async () => {
    const { actor, effects } = start({ logout: async () => {} });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'ada@example.com', password: 'Secret123' });
    const s = await waitFor(actor, signedIn);
    expect(s.context.session?.user.email).toBe('ada@example.com');
    expect(effects.connectSocket).toHaveBeenCalledTimes(1);
    expect(effects.applyLanguage).toHaveBeenCalledWith('fr_FR');
  });

  it.each([
    ['answers', async () => {}],
    ['fails', () => Promise.reject(new Error('network down'))],
  ])("'logout clears caches and goes to the login page' (POST /logout %s)", async (_how, logout) => {
    const { actor, effects } = start({ check: [session], logout });
    await waitFor(actor, signedIn);
    actor.send({ type: 'LOGOUT' });
    const s = await waitFor(actor, (x) => !x.matches({ signedIn: 'loggingOut' }));
    expect(s.matches('anonymous')).toBe(true);
    expect(s.context.session).toBeNull();
    expect(effects.clearCaches).toHaveBeenCalledTimes(1);
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
    expect(effects.disconnectSocket).toHaveBeenCalledTimes(1);
  });

  it("'A login check that returns nothing reloads the page'", async () => {
    const { actor, effects } = start({ check: [session, null], logout: async () => {} });
    await waitFor(actor, signedIn);
    actor.send({ type: 'RECHECK' });
    const s = await waitFor(actor, (x) => !signedIn(x));
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
    expect(s.context.session).toBeNull();
  });
});
