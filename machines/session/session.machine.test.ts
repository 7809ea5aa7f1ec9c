import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResponse } from '../../contract';
import { computeCoverage, generatePaths, replayPath, uncovered } from '../../tests/paths/toolkit';
import {
  sessionMachine,
  type CodeInput,
  type CodeResult,
  type LoginInput,
  type LoginResult,
} from './session.machine';
import { demoSession, sessionModel } from '../../tests/paths/models/session';

const paths = generatePaths(sessionModel);

describe('session machine: generated paths', () => {
  it.each(paths.map((path) => [path.id, path]))('%s replays against the machine', async (_id, path) => {
    await replayPath(sessionMachine, path);
  });

  it('cover every state and transition', () => {
    const coverage = computeCoverage(sessionModel, paths);
    expect(uncovered(coverage.states)).toEqual([]);
    expect(uncovered(coverage.transitions)).toEqual([]);
    expect(coverage.transitions.length).toBe(27);
  });

  it('pass the typed credentials to the login actor', async () => {
    const path = paths.find((p) => p.steps.some((step) => step.label === 'valid credentials'));
    const { calls } = await replayPath(sessionMachine, path!);
    expect(calls.find((call) => call.actor === 'login')?.input).toEqual({
      email: 'demo@example.com',
      password: 'Demo1234',
    });
  });
});

/** The machine with recorded effects; `afterSignIn` is recorded only when the test asks for it. */
function start(
  checks: (LoginResponse | null)[],
  login?: (input: LoginInput) => LoginResult,
  { verify, afterSignIn = false }: { verify?: CodeResult; afterSignIn?: boolean } = {},
) {
  const calls: string[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => {
    calls.push(params ? `${name} ${JSON.stringify(params)}` : name);
  };
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fromPromise(async () => checks.shift() ?? null),
      login: fromPromise<LoginResult, LoginInput>(async ({ input }) => login!(input)),
      logout: fromPromise(async () => {}),
      verifyCode: fromPromise<CodeResult, CodeInput>(
        async () => verify ?? { ok: false, error: 'wrong_code' },
      ),
    },
    actions: {
      applyLanguage: record('applyLanguage'),
      connectSocket: record('connectSocket'),
      disconnectSocket: record('disconnectSocket'),
      clearCaches: record('clearCaches'),
      goToLogin: record('goToLogin'),
      reloadPage: record('reloadPage'),
      ...(afterSignIn ? { afterSignIn: record('afterSignIn') } : {}),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('session machine', () => {
  it('LOGIN with wrong credentials goes back to anonymous with the error set', async () => {
    const login = vi.fn((): LoginResult => ({ ok: false, error: 'wrong_credentials' }));
    const { actor, calls } = start([null], login);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'nope' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.context).toEqual({ session: null, error: 'wrong_credentials', redirect: null });
    expect(login).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'nope' });
    expect(calls).toEqual([]);
  });

  it('a new LOGIN clears the previous error, and success applies the language then connects', async () => {
    let attempt = 0;
    const { actor, calls } = start([null], () =>
      ++attempt === 1 ? { ok: false, error: 'wrong_credentials' } : { ok: true, session: demoSession },
    );
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'nope' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'Demo1234' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    expect(snapshot.context.session).toEqual(demoSession);
    expect(calls).toEqual(['applyLanguage {"language":"en_GB"}', 'connectSocket']);
  });

  it('an existing session on load applies the language and connects the socket', async () => {
    const { actor, calls } = start([{ ...demoSession, language: 'de_DE' }]);
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    expect(calls).toEqual(['applyLanguage {"language":"de_DE"}', 'connectSocket']);
  });

  it('RECHECK that finds no session ends in reloading and calls reloadPage', async () => {
    const { actor, calls } = start([demoSession, null]);
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    actor.send({ type: 'RECHECK' });
    const snapshot = await waitFor(actor, (s) => s.matches('reloading'));
    expect(snapshot.status).toBe('done');
    expect(calls.slice(2)).toEqual(['reloadPage']);
  });

  it('RECHECK that still finds the session stays signed in without reconnecting', async () => {
    const { actor, calls } = start([demoSession, demoSession]);
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    actor.send({ type: 'RECHECK' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    expect(calls).toEqual(['applyLanguage {"language":"en_GB"}', 'connectSocket']);
  });

  it('RECHECK that finds the session takes its answer (the user as the server has it now)', async () => {
    const renamed = { ...demoSession, user: { ...demoSession.user, last_name: 'Renamed' } };
    const { actor } = start([demoSession, renamed]);
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    actor.send({ type: 'RECHECK' });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    expect(snapshot.context.session).toEqual(renamed);
  });

  it("a code sent from the login page (the two-factor page opened afresh) clears the login's error", async () => {
    const { actor } = start([null], () => ({ ok: false, error: 'wrong_credentials' }));
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'nope' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'CODE', token: 'tok', code: '123456' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a new LOGIN on the two-factor page keeps its own redirect target', async () => {
    let attempt = 0;
    const { actor } = start([null], () =>
      ++attempt === 1 ? { ok: 'two_factor', token: 'tok' } : { ok: true, session: demoSession },
    );
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: '2fa@example.com', password: 'Demo1234' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'Demo1234', redirect: '/faq' });
    expect(actor.getSnapshot().context.redirect).toBe('/faq');
  });

  it('LOGOUT disconnects the socket, clears caches and goes to login, in that order', async () => {
    const { actor, calls } = start([demoSession]);
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    calls.length = 0;
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(calls).toEqual(['disconnectSocket', 'clearCaches', 'goToLogin']);
    expect(snapshot.context).toEqual({ session: null, error: null, redirect: null });
  });

  it('without provided actors the check fails and the login form shows a server error', async () => {
    const actor = createActor(sessionMachine).start();
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(snapshot.context.error).toBe('server_error');
  });
});

describe('session machine: two-factor step', () => {
  const answers = (verify: CodeResult[]) => {
    const calls: string[] = [];
    const machine = sessionMachine.provide({
      actors: {
        checkSession: fromPromise(async (): Promise<LoginResponse | null> => null),
        login: fromPromise<LoginResult, LoginInput>(async () => ({ ok: 'two_factor', token: 'tok' })),
        logout: fromPromise(async () => {}),
        verifyCode: fromPromise<CodeResult, CodeInput>(async ({ input }) => {
          calls.push(`verify ${input.token} ${input.code}`);
          return verify.shift() ?? { ok: false, error: 'server_error' };
        }),
      },
      actions: {
        goToTwoFactor: (_, params) => void calls.push(`goToTwoFactor ${params.token}`),
        goToLogin: () => void calls.push('goToLogin'),
        connectSocket: () => void calls.push('connectSocket'),
      },
    });
    return { actor: createActor(machine).start(), calls };
  };

  it('goes to the code page, keeps a wrong code on it, signs in with the right one', async () => {
    const { actor, calls } = answers([
      { ok: false, error: 'wrong_code' },
      { ok: true, session: demoSession },
    ]);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: '2fa@example.com', password: 'Demo1234' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    actor.send({ type: 'CODE', token: 'tok', code: '111111' });
    const wrong = await waitFor(actor, (s) => s.matches('twoFactor') && s.context.error !== null);
    expect(wrong.context.error).toBe('wrong_code');
    actor.send({ type: 'CODE', token: 'tok', code: '222222' });
    // A new code clears the message of the wrong one.
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(actor.getSnapshot().context.error).toBeNull();
    const done = await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    expect(done.context.session).toEqual(demoSession);
    expect(calls).toEqual(['goToTwoFactor tok', 'verify tok 111111', 'verify tok 222222', 'connectSocket']);
  });

  it('an expired step (or the fifth wrong code) returns to the login form with link_expired', async () => {
    const { actor, calls } = answers([{ ok: false, error: 'link_expired' }]);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'CODE', token: 'tok', code: '111111' });
    const end = await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(end.context.error).toBe('link_expired');
    expect(calls).toContain('goToLogin');
  });
});

describe('session machine: after sign-in (SPEC §4)', () => {
  const run = (checks: (LoginResponse | null)[], login: LoginResult, verify?: CodeResult) =>
    start(checks, () => login, { verify, afterSignIn: true });
  const signedIn = (s: { matches: (v: { signedIn: 'authenticated' }) => boolean }) =>
    s.matches({ signedIn: 'authenticated' });

  it('a password login goes on to the redirect target the login page was opened with', async () => {
    const { actor, calls } = run([null], { ok: true, session: demoSession });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'Demo1234', redirect: '/faq' });
    await waitFor(actor, signedIn);
    expect(calls).toEqual([
      'afterSignIn {"redirect":"/faq"}',
      'applyLanguage {"language":"en_GB"}',
      'connectSocket',
    ]);
  });

  it('the two-factor step keeps the redirect target of the login form', async () => {
    const { actor, calls } = run(
      [null],
      { ok: 'two_factor', token: 'tok' },
      { ok: true, session: demoSession },
    );
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: '2fa@example.com', password: 'Demo1234', redirect: '/faq' });
    await waitFor(actor, (s) => s.matches('twoFactor'));
    expect(actor.getSnapshot().context.redirect).toBe('/faq');
    actor.send({ type: 'CODE', token: 'tok', code: '123456' });
    await waitFor(actor, signedIn);
    expect(calls).toContain('afterSignIn {"redirect":"/faq"}');
  });

  it('without a target the app decides (afterSignIn gets null); a mailed link brings its own', async () => {
    const first = run([null], { ok: true, session: demoSession });
    await waitFor(first.actor, (s) => s.matches('anonymous'));
    first.actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'Demo1234' });
    await waitFor(first.actor, signedIn);
    expect(first.calls[0]).toBe('afterSignIn {"redirect":null}');

    const link = run([null], { ok: false, error: 'wrong_credentials' });
    await waitFor(link.actor, (s) => s.matches('anonymous'));
    link.actor.send({ type: 'SIGNED_IN', session: demoSession, redirect: '/closed_contracts' });
    expect(signedIn(link.actor.getSnapshot())).toBe(true);
    expect(link.calls[0]).toBe('afterSignIn {"redirect":"/closed_contracts"}');
  });

  it('a session found on load does not navigate', async () => {
    const { actor, calls } = run([demoSession], { ok: false, error: 'wrong_credentials' });
    await waitFor(actor, signedIn);
    expect(calls).toEqual(['applyLanguage {"language":"en_GB"}', 'connectSocket']);
  });

  it('logging out forgets the redirect target', async () => {
    const { actor } = run([null], { ok: true, session: demoSession });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGIN', email: 'demo@example.com', password: 'Demo1234', redirect: '/faq' });
    await waitFor(actor, signedIn);
    actor.send({ type: 'LOGOUT' });
    const out = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(out.context.redirect).toBeNull();
  });

  it('a session started by another flow (claim transfer, activation) is adopted without navigating', async () => {
    const { actor, calls } = run([null], { ok: false, error: 'wrong_credentials' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'SESSION_STARTED', session: { ...demoSession, language: 'nl_NL' } });
    expect(signedIn(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['applyLanguage {"language":"nl_NL"}', 'connectSocket']);
  });

  it("another account's session replaces the signed-in one: new socket, no old caches", async () => {
    const { actor, calls } = run([demoSession], { ok: false, error: 'wrong_credentials' });
    await waitFor(actor, signedIn);
    calls.length = 0;
    const other = { ...demoSession, language: 'nl_NL' as const, user: { ...demoSession.user, id: 2 } };
    actor.send({ type: 'SESSION_STARTED', session: other });
    expect(signedIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual(other);
    expect(calls).toEqual([
      'disconnectSocket',
      'clearCaches',
      'applyLanguage {"language":"nl_NL"}',
      'connectSocket',
    ]);
  });
});

describe("session machine: a two-factor account's mailed link", () => {
  /** The machine with its navigation and socket effects recorded. */
  function linked(checks: (LoginResponse | null)[]) {
    const calls: string[] = [];
    const machine = sessionMachine.provide({
      actors: {
        checkSession: fromPromise(async () => checks.shift() ?? null),
        verifyCode: fromPromise<CodeResult, CodeInput>(async () => ({ ok: true, session: demoSession })),
      },
      actions: {
        goToTwoFactor: (_, { token }) => void calls.push(`goToTwoFactor ${token}`),
        afterSignIn: (_, { redirect }) => void calls.push(`afterSignIn ${redirect}`),
        disconnectSocket: () => void calls.push('disconnectSocket'),
        clearCaches: () => void calls.push('clearCaches'),
        applyLanguage: () => {},
        connectSocket: () => {},
      },
    });
    return { actor: createActor(machine).start(), calls };
  }

  it("from the login page: on to the code, then to the link's target", async () => {
    const { actor, calls } = linked([null]);
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'TWO_FACTOR', token: 'tok', redirect: '/faq' });
    expect(actor.getSnapshot().matches('twoFactor')).toBe(true);
    actor.send({ type: 'CODE', token: 'tok', code: '123456' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    expect(calls).toEqual(['goToTwoFactor tok', 'afterSignIn /faq']);
  });

  it('signed in to another account: that session is left (socket, caches) before the code', async () => {
    const { actor, calls } = linked([demoSession]);
    await waitFor(actor, (s) => s.matches({ signedIn: 'authenticated' }));
    actor.send({ type: 'TWO_FACTOR', token: 'tok', redirect: '/contract/fairplane/7' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('twoFactor')).toBe(true);
    expect(snapshot.context).toEqual({ session: null, error: null, redirect: '/contract/fairplane/7' });
    expect(calls).toEqual(['disconnectSocket', 'clearCaches', 'goToTwoFactor tok']);
  });
});
