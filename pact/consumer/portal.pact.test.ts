import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { apiClient, apiHeaders, interaction, newPact, state } from './pact';

const { eachLike, regex, string } = MatchersV3;

/** The demo customer of `npm start` (server/db/demo/users.ts), so a demo server passes without states. */
const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const signedIn = [
  state('a user exists', DEMO),
  state('the user is signed in', { email: DEMO.email, password: DEMO.password }),
] as const;

/** Tracking off, in the shape SPEC §3 describes (src/lib/tracking.ts parses it). */
const TRACKING = JSON.stringify({ heatmap: { enabled: false, site_id: null } });

const pact = newPact();

describe('GET /menu', () => {
  it('returns the dashboard menu to a signed-in user', () =>
    interaction(pact, ...signedIn, state('the dashboard menu exists', {}))
      .uponReceiving('a menu request while signed in')
      .withRequest('GET', '/menu', (req) => req.headers(apiHeaders))
      // The SPA reads id (key), label (an i18n key it translates) and path (the route it links to).
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: string('overview'),
            label: regex('^menu\\.[a-z_]+$', 'menu.overview'),
            path: regex('^/[a-z_/]*$', '/overview'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const res = await apiClient(server).settings.menu();
        expect(res.status).toBe(200);
        if (res.status !== 200) return;
        expect(res.body[0]).toMatchObject({ id: 'overview', label: 'menu.overview', path: '/overview' });
      }));

  it('refuses an anonymous visitor', () =>
    interaction(pact, state('nobody is signed in', {}), state('the dashboard menu exists', {}))
      .uponReceiving('a menu request while anonymous')
      .withRequest('GET', '/menu', (req) => req.headers(apiHeaders))
      .willRespondWith(401, (res) => res.jsonBody({ message: 'unauthenticated' }))
      .executeTest(async (server) => {
        const res = await apiClient(server).settings.menu();
        expect(res).toMatchObject({ status: 401, body: { message: 'unauthenticated' } });
      }));
});

describe('GET /settings', () => {
  it('returns the tracking settings to anyone, before sign-in', () =>
    interaction(
      pact,
      state('nobody is signed in', {}),
      state('portal settings exist', { tracking: TRACKING }),
    )
      .uponReceiving('a settings request while anonymous')
      .withRequest('GET', '/settings', (req) => req.headers(apiHeaders))
      // The SPA reads Tracking.settings (a JSON string it parses itself).
      .willRespondWith(200, (res) => res.jsonBody({ Tracking: { settings: string(TRACKING) } }))
      .executeTest(async (server) => {
        const res = await apiClient(server).settings.get();
        expect(res.status).toBe(200);
        if (res.status !== 200) return;
        expect(res.body.Tracking?.settings).toBe(TRACKING);
      }));
});
