import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { Settings, WidgetTree } from '../../contract';
import { auditLogQuery } from '../../src/api/audit';
import { checkSession } from '../../src/api/auth';
import { createQueryClient } from '../../src/api/query-client';
import { checkEmbedToken, saveSettings, settingsKeys } from '../../src/api/settings';
import { searchCustomers, viewAs } from '../../src/api/user';
import { saveTreeNotice, saveWidgetSettings, widgetKeys } from '../../src/api/widgets';
import { refused } from '../../src/testing/api-fetch';
import {
  apiHeaders,
  interaction,
  jsonHeaders,
  localeMatcher,
  newPact,
  runQuery,
  spaDataLayer,
  state,
} from './pact';

const { boolean, eachLike, integer, string } = MatchersV3;

/** Back office: an admin and a customer (SPEC §6), a customer to find and view as. */
const ADMIN = {
  email: 'backoffice@example.com',
  password: 'Admin1234',
  language: 'en_GB',
  admin: true,
} as const;
const CUSTOMER = { email: 'customer@example.com', password: 'Customer1234', language: 'en_GB' } as const;
const TARGET = { id: 4711, email: 'zoe.quist@example.com', first_name: 'Zoë', last_name: 'Quist' } as const;
const asAdmin = [
  state('a user exists', ADMIN),
  state('the user is signed in', { email: ADMIN.email, password: ADMIN.password }),
] as const;
const asCustomer = [
  state('a user exists', CUSTOMER),
  state('the user is signed in', { email: CUSTOMER.email, password: CUSTOMER.password }),
] as const;
const forbidden = { message: 'forbidden' };

const WIDGET = { id: 9101, tree_id: 'active_contracts', type: 'claim-list', settings: '{"status":"active"}' };
/** A claim-list widget: its settings schema (status required, one of active/closed/all) follows its type. */
const withWidget = [state('a widget exists', WIDGET)] as const;

const pact = newPact();

describe('POST /users/autocomplete', () => {
  it('finds a customer by last name for an admin', () =>
    interaction(pact, ...asAdmin, state('a customer exists', TARGET))
      .uponReceiving('an admin searching customers by last name')
      .withRequest('POST', '/users/autocomplete', (req) =>
        req.headers(jsonHeaders).jsonBody({ last_name: 'Quist' }),
      )
      // The combobox shows names and e-mail and views as the chosen id.
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(TARGET.id),
            email: TARGET.email,
            first_name: string('Zoë'),
            last_name: string('Quist'),
          }),
        ),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const [first] = await searchCustomers({ last_name: 'Quist' });
        expect(first).toEqual({ id: TARGET.id, email: TARGET.email, first_name: 'Zoë', last_name: 'Quist' });
      }));

  it('refuses a customer with 403', () =>
    interaction(pact, ...asCustomer)
      .uponReceiving('a customer searching customers')
      .withRequest('POST', '/users/autocomplete', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'zoe' }),
      )
      .willRespondWith(403, (res) => res.jsonBody(forbidden))
      .executeTest(async (server) => {
        spaDataLayer(server);
        // The combobox shows no match for any answer but a list.
        expect(await searchCustomers({ email: 'zoe' })).toEqual([]);
      }));
});

describe('POST /users/view_as/{user_id}', () => {
  it('lets an admin view the portal as the customer', () =>
    interaction(pact, ...asAdmin, state('a customer exists', TARGET))
      .uponReceiving('an admin viewing the portal as a customer')
      .withRequest('POST', `/users/view_as/${TARGET.id}`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await viewAs(TARGET.id)).toBe(200);
      }));

  it('then shows the customer, with the admin the banner names (viewing_as)', () =>
    interaction(
      pact,
      ...asAdmin,
      state('a customer exists', TARGET),
      state('an admin views the portal as the customer', { user_id: TARGET.id }),
    )
      .uponReceiving('a login check while an admin views the portal as a customer')
      .withRequest('GET', '/login_check', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          user: {
            id: integer(TARGET.id),
            email: TARGET.email,
            first_name: TARGET.first_name,
            last_name: TARGET.last_name,
          },
          language: localeMatcher('en_GB'),
          permissions: { admin: boolean(false) },
          viewing_as: { admin_id: integer(1), admin_email: ADMIN.email },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const session = await checkSession();
        expect(session?.user.email).toBe(TARGET.email);
        expect(session?.viewing_as?.admin_email).toBe(ADMIN.email);
      }));

  it('refuses a customer with 403', () =>
    interaction(pact, ...asCustomer, state('a customer exists', TARGET))
      .uponReceiving('a customer trying to view the portal as someone else')
      .withRequest('POST', `/users/view_as/${TARGET.id}`, (req) => req.headers(apiHeaders))
      .willRespondWith(403, (res) => res.jsonBody(forbidden))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await viewAs(TARGET.id)).toBe(403);
      }));
});

describe('POST /widgets/tree/{treeId}/notice', () => {
  const path = `/widgets/tree/${WIDGET.tree_id}/notice`;
  it("sets a page's page-load notice: its text key and duration", () =>
    interaction(pact, ...asAdmin, ...withWidget)
      .uponReceiving("an admin setting a page's notice")
      .withRequest('POST', path, (req) =>
        req.headers(jsonHeaders).jsonBody({ notice: { key: 'update_successful', duration_ms: 5000 } }),
      )
      // The back office's form and the page read the saved notice from the answer's tree.
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: WIDGET.tree_id, notice: { key: 'update_successful', duration_ms: 5000 } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const queryClient = createQueryClient();
        const notice = { key: 'update_successful', duration_ms: 5000 } as const;
        const saved = await saveTreeNotice(queryClient, WIDGET.tree_id, notice);
        expect(saved).toMatchObject({ ok: true, value: { notice } });
        expect(queryClient.getQueryData<WidgetTree>(widgetKeys.tree(WIDGET.tree_id))?.notice).toEqual(notice);
      }));

  it('refuses a duration out of bounds with field errors', () =>
    interaction(pact, ...asAdmin, ...withWidget)
      .uponReceiving("an admin setting a page's notice with a too short duration")
      .withRequest('POST', path, (req) =>
        req.headers(jsonHeaders).jsonBody({ notice: { key: 'claim_created', duration_ms: 10 } }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({
          message: 'validation_failed',
          errors: { 'notice.duration_ms': eachLike(string('too_small')) },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const saved = await saveTreeNotice(createQueryClient(), WIDGET.tree_id, {
          key: 'claim_created',
          duration_ms: 10,
        });
        expect(saved).toEqual(refused('validation_failed', { 'notice.duration_ms': ['too_small'] }));
      }));

  it('refuses a customer with 403', () =>
    interaction(pact, ...asCustomer, ...withWidget)
      .uponReceiving("a customer setting a page's notice")
      .withRequest('POST', path, (req) => req.headers(jsonHeaders).jsonBody({ notice: null }))
      .willRespondWith(403, (res) => res.jsonBody(forbidden))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(saveTreeNotice(createQueryClient(), WIDGET.tree_id, null)).rejects.toMatchObject({
          status: 403,
        });
      }));
});

describe('POST /widgets/{id}/settings', () => {
  const path = `/widgets/${WIDGET.id}/settings`;
  it('saves settings that fit the settings schema of its type', () =>
    interaction(pact, ...asAdmin, ...withWidget)
      .uponReceiving("an admin saving a widget's valid settings")
      .withRequest('POST', path, (req) => req.headers(jsonHeaders).jsonBody({ settings: '{"status":"all"}' }))
      // The page re-renders the widget from the answer's settings.
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: integer(WIDGET.id), type: 'claim-list', settings: '{"status":"all"}' }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const saved = await saveWidgetSettings(createQueryClient(), WIDGET.id, '{"status":"all"}');
        expect(saved.ok).toBe(true);
        if (saved.ok) expect(JSON.parse(saved.value.settings)).toEqual({ status: 'all' });
      }));

  it('refuses settings outside the schema with field errors', () =>
    interaction(pact, ...asAdmin, ...withWidget)
      .uponReceiving("an admin saving a widget's invalid settings")
      .withRequest('POST', path, (req) =>
        req.headers(jsonHeaders).jsonBody({ settings: '{"status":"sometimes"}' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { 'settings.status': ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const saved = await saveWidgetSettings(createQueryClient(), WIDGET.id, '{"status":"sometimes"}');
        expect(saved).toEqual(refused('validation_failed', { 'settings.status': ['invalid_value'] }));
      }));

  it('refuses a customer with 403', () =>
    interaction(pact, ...asCustomer, ...withWidget)
      .uponReceiving("a customer saving a widget's settings")
      .withRequest('POST', path, (req) => req.headers(jsonHeaders).jsonBody({ settings: '{"status":"all"}' }))
      .willRespondWith(403, (res) => res.jsonBody(forbidden))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(
          saveWidgetSettings(createQueryClient(), WIDGET.id, '{"status":"all"}'),
        ).rejects.toMatchObject({
          status: 403,
        });
      }));
});

describe('POST /settings', () => {
  const TRACKING = JSON.stringify({ heatmap: { enabled: true, site_id: 'site-1' } });
  it('saves tracking settings and the theme for an admin', () =>
    interaction(pact, ...asAdmin)
      .uponReceiving('an admin saving tracking settings and the theme')
      .withRequest('POST', '/settings', (req) =>
        req.headers(jsonHeaders).jsonBody({ Tracking: { settings: TRACKING }, theme: { text: '#1b2430' } }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ Tracking: { settings: TRACKING }, theme: { text: '#1b2430' } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const queryClient = createQueryClient();
        const saved = await saveSettings(queryClient, {
          Tracking: { settings: TRACKING },
          theme: { text: '#1b2430' },
        });
        expect(saved).toMatchObject({ ok: true, value: { Tracking: { settings: TRACKING } } });
        expect(queryClient.getQueryData<Settings>(settingsKeys.all)?.theme).toEqual({ text: '#1b2430' });
      }));

  it('refuses a customer with 403', () =>
    interaction(pact, ...asCustomer)
      .uponReceiving('a customer saving tracking settings')
      .withRequest('POST', '/settings', (req) =>
        req.headers(jsonHeaders).jsonBody({ Tracking: { settings: TRACKING } }),
      )
      .willRespondWith(403, (res) => res.jsonBody(forbidden))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(
          saveSettings(createQueryClient(), { Tracking: { settings: TRACKING } }),
        ).rejects.toMatchObject({ status: 403 });
      }));
});

describe('POST /iframe_token_check', () => {
  it('answers false for a token the server did not sign', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('an embedding token check with a forged token')
      .withRequest('POST', '/iframe_token_check', (req) =>
        req.headers(jsonHeaders).jsonBody({ token: 'eyJvcmlnaW4iOiJodHRwczovL2V2aWwuZXhhbXBsZSJ9.forged' }),
      )
      .willRespondWith(200, (res) => res.jsonBody(false))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await checkEmbedToken('eyJvcmlnaW4iOiJodHRwczovL2V2aWwuZXhhbXBsZSJ9.forged')).toBe(false);
      }));

  it('answers 422 on the token field for an empty token', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('an embedding token check without a token')
      .withRequest('POST', '/iframe_token_check', (req) => req.headers(jsonHeaders).jsonBody({ token: '' }))
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: string('validation_failed'), errors: { token: ['required'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        // The embedded portal treats any answer but `true` as an untrusted parent.
        expect(await checkEmbedToken('')).toBe(false);
      }));
});

describe('GET /admin/audit_log', () => {
  it('shows an admin the newest security events', () =>
    interaction(pact, ...asAdmin, state('a failed sign-in was recorded', { email: CUSTOMER.email }))
      .uponReceiving('an admin reading the audit log')
      // The table asks for a page, the first one when opened.
      .withRequest('GET', '/admin/audit_log', (req) => req.headers(apiHeaders).query({ page: '1' }))
      // The table shows when, what and how it ended (who and from where may be null).
      .willRespondWith(200, (res) =>
        res.jsonBody({
          entries: eachLike({
            at: string('2026-01-01T10:00:00.000Z'),
            event: string('sign_in'),
            outcome: string('failure'),
          }),
          page: integer(1),
          per_page: integer(50),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const log = await runQuery(auditLogQuery({ page: 1 }));
        expect(log).toMatchObject({ page: 1, per_page: 50, total: 1 });
        expect(log.entries[0]).toMatchObject({ event: 'sign_in', outcome: 'failure' });
      }));

  it('refuses a customer with 403', () =>
    interaction(pact, ...asCustomer)
      .uponReceiving('a customer reading the audit log')
      // The table asks for a page, the first one when opened.
      .withRequest('GET', '/admin/audit_log', (req) => req.headers(apiHeaders).query({ page: '1' }))
      .willRespondWith(403, (res) => res.jsonBody(forbidden))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(runQuery(auditLogQuery({ page: 1 }))).rejects.toMatchObject({ status: 403 });
      }));
});
