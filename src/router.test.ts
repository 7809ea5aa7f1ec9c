import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResponse } from '../contract';
import { sessionMachine } from '../machines/session/session.machine';
import { createQueryClient } from './api/query-client';
import { routeTree } from './routeTree.gen';

const demo: LoginResponse = {
  user: {
    id: 1,
    email: 'demo@example.com',
    first_name: 'Dana',
    last_name: 'Demo',
    salutation: 'female',
    language: 'en_GB',
    permissions: { admin: false },
  },
  language: 'en_GB',
  permissions: { admin: false },
};

const routers: { dispose: () => void }[] = [];
afterEach(() => routers.splice(0).forEach((r) => r.dispose()));

/** The widget pages' loaders ask for their tree: every tree is empty here. */
beforeEach(() => {
  const tree = { id: 'tree', widgets: [] };
  vi.stubGlobal('fetch', async () => Response.json(tree));
});
afterEach(() => vi.unstubAllGlobals());

/** The real route tree and guard, with the session's login check faked. */
async function visit(path: string, signedIn: boolean, basepath = '/') {
  const session = createActor(
    sessionMachine.provide({ actors: { checkSession: fromPromise(async () => (signedIn ? demo : null)) } }),
  ).start();
  const router = createRouter({
    routeTree,
    basepath,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session, queryClient: createQueryClient() },
  });
  routers.push({ dispose: () => session.stop() });
  await router.load();
  return Object.assign(router.state.location, {
    notFound: router.state.matches.some((m) => m.status === 'notFound' || m._notFound === true),
  });
}

describe('dashboard guard', () => {
  it('sends an anonymous visitor to /login/<encoded page>', async () => {
    const location = await visit('/contract/fairplane/7/documents', false);
    expect(location.pathname).toBe('/login/%2Fcontract%2Ffairplane%2F7%2Fdocuments');
  });

  it('keeps the redirect target free of the portal prefix', async () => {
    const location = await visit('/kunden/active_contracts', false, '/kunden');
    expect(location.publicHref).toBe('/kunden/login/%2Factive_contracts');
  });

  it('lets a signed-in customer in', async () => {
    expect((await visit('/active_contracts', true)).pathname).toBe('/active_contracts');
  });

  it('sends a signed-in customer from the login page to the redirect target', async () => {
    expect((await visit('/login/%2Ffaq', true)).pathname).toBe('/faq');
  });

  it('ignores a redirect target that leaves the portal', async () => {
    expect((await visit('/login/%2F%2Fevil.example', true)).pathname).toBe('/active_contracts');
    expect((await visit(`/login/${encodeURIComponent('/\\evil.example')}`, true)).pathname).toBe(
      '/active_contracts',
    );
  });

  it('sends a signed-in customer from / to the active contracts', async () => {
    expect((await visit('/', true)).pathname).toBe('/active_contracts');
  });

  it('shows the login page at / to an anonymous visitor', async () => {
    expect((await visit('/', false)).pathname).toBe('/');
  });

  it('renders the not-found page for any other path', async () => {
    expect((await visit('/no/such/page', false)).notFound).toBe(true);
    expect((await visit('/active_contracts', true)).notFound).toBe(false);
  });

  it('matches every route of SPEC §2 (optional segments included)', async () => {
    const paths = [
      '/overview',
      '/account_details',
      '/account_data',
      '/new_contract',
      '/new_contract/fairplane',
      '/faq',
      '/closed_contracts',
      '/contract/fairplane/1',
      '/contract/fairplane/1/documents',
      '/contract_claim/1',
      '/contract_claim/1/passengers',
      '/claim_transfer',
    ];
    for (const path of paths) {
      const location = await visit(path, true);
      expect([location.pathname, location.notFound]).toEqual([path, false]);
    }
    const publicPaths = [
      '/login',
      '/two_factor_auth/abc',
      '/activation',
      '/activation/payload',
      '/activate/message',
      '/set_password',
      '/success_setpassword',
      '/success_link_send',
      '/forgot_user',
      '/estimate',
      '/welcome_success',
      '/expired_link',
      '/welcome_user',
      '/success_reset',
      '/success_user',
      '/password_reset/1/token',
    ];
    for (const path of publicPaths) {
      const location = await visit(path, false);
      expect([location.pathname, location.notFound]).toEqual([path, false]);
    }
  });
});
