import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { setApiHandlers } from '../../src/api/client';
import { menuQuery } from '../../src/api/menu';
import { settingsQuery } from '../../src/api/settings';
import { apiHeaders, interaction, newPact, runQuery, spaDataLayer, state } from './pact';

const { eachLike, regex, string } = MatchersV3;

/** The demo customer of `npm start` (server/seed/demo/users.ts), so a demo server passes without states. */
const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const signedIn = [
  state('a user exists', DEMO),
  state('the user is signed in', { email: DEMO.email, password: DEMO.password }),
] as const;

/** Tracking off, in the shape SPEC §3 describes (src/features/tracking/tracking.ts parses it). */
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
        spaDataLayer(server);
        const [first] = await runQuery(menuQuery());
        expect(first).toEqual({ id: 'overview', label: 'menu.overview', path: '/overview' });
      }));

  it('refuses an anonymous visitor', () =>
    interaction(pact, state('nobody is signed in', {}), state('the dashboard menu exists', {}))
      .uponReceiving('a menu request while anonymous')
      .withRequest('GET', '/menu', (req) => req.headers(apiHeaders))
      .willRespondWith(401, (res) => res.jsonBody({ message: 'unauthenticated' }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        setApiHandlers({ onUnauthorized });
        spaDataLayer(server);
        await expect(runQuery(menuQuery())).rejects.toMatchObject({ status: 401 });
        expect(onUnauthorized).toHaveBeenCalledOnce();
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
        spaDataLayer(server);
        const settings = await runQuery(settingsQuery());
        expect(settings.Tracking?.settings).toBe(TRACKING);
      }));
});
