import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, WidgetTree, type Widget } from '../../contract';
import { startTestServer, storedState, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

/** One past PostgreSQL's int4: every id and integer the contract bounds must stop at 2^31 - 1. */
const BIG = 2 ** 31;
const NUL = '\u0000';
const flight = { airline: 'Lufthansa', flight_number: 'LH402', flight_date: '2026-09-02' };
const passenger = { first_name: 'Julia', last_name: 'Becker', email: null };
const newClaim = {
  scope: 'ticket_refund',
  amount: 10_000,
  flight: { ...flight, airline_code: 'LH', departure_airport: 'FRA', arrival_airport: 'JFK' },
  passengers: [passenger],
};
const profile = { first_name: 'Julia', last_name: 'Becker', salutation: null, language: 'en_GB' };
const resetPassword = { password: 'Newpass12', password_confirmation: 'Newpass12' };

/** The `api.*` message codes every locale translates (src/locales/<locale>/core.json). */
const translated = LOCALES.map((locale) => {
  const file = fileURLToPath(new URL(`../../src/locales/${locale}/core.json`, import.meta.url));
  return new Set(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { api: object }).api));
});

describe('ids beyond int4, NUL characters, grid keys and pages, blank and long names', () => {
  let demo: TestBrowser;
  let admin: TestBrowser;
  const ids = { me: 0, claim: 0, card: 0, edit: 0, create: 0 };
  beforeAll(async () => {
    demo = new TestBrowser(server.url);
    admin = new TestBrowser(server.url);
    expect((await demo.login('demo@example.com', 'Demo1234')).status).toBe(200);
    expect((await admin.login('admin@example.com', 'Admin1234')).status).toBe(200);
    ids.me = ((await demo.get('/login_check')).json.user as { id: number }).id;
    ids.claim = ((await demo.get('/claim_transfer')).json as unknown as { claim_id: number }[])[0]!.claim_id;
    const flat = (ws: Widget[]): Widget[] => ws.flatMap((w) => [w, ...flat(w.children)]);
    const widgetOf = async (tree: string, type: Widget['type']) =>
      flat(WidgetTree.parse((await demo.get(`/widgets/tree/${tree}`)).json).widgets).find(
        (w) => w.type === type,
      )!.id;
    ids.card = await widgetOf('contract', 'card');
    ids.edit = await widgetOf('contract_claim', 'claim-edit');
    ids.create = await widgetOf('new_contract', 'create-claim');
  });

  const grid = (extra: object) => demo.post('/grid/payments', { params: { claim_id: ids.claim }, ...extra });
  const edit = (changes: object) =>
    demo.post(`/widgets/data/${ids.edit}`, {
      claim_id: ids.claim,
      changes: { flight, passengers: [passenger], policy_number: null, ...changes },
    });
  const create = (claim: object) =>
    demo.post(`/widgets/data/${ids.create}`, { action: 'create', claim: { ...newClaim, ...claim } });
  /** A visitor with a CSRF token and no session. */
  const anonymous = {
    post: async (path: string, body: unknown) => {
      const b = new TestBrowser(server.url);
      await b.get('/login_check');
      return b.post(path, body);
    },
  };

  type Answer = { status: number; json: Record<string, unknown> };
  const invalid = (errors: Record<string, string[]>) => ({
    status: 422,
    message: 'validation_failed',
    errors,
  });
  const cases: [
    string,
    () => Promise<Answer>,
    ReturnType<typeof invalid> | { status: number; message: string },
  ][] = [
    [
      'GET /claim_transfer/2^31',
      () => demo.get(`/claim_transfer/${BIG}`),
      invalid({ claim_id: ['invalid_value'] }),
    ],
    [
      'DELETE /claim_transfer/2^31',
      () => demo.request('DELETE', `/claim_transfer/${BIG}`),
      invalid({ claim_id: ['invalid_value'] }),
    ],
    [
      'POST /claim_transfer, claim_id 2^31',
      () => demo.post('/claim_transfer', { email: 'x@example.com', claim_id: BIG, widget_id: null }),
      invalid({ claim_id: ['invalid_value'] }),
    ],
    [
      'POST /claim_transfer, widget_id 2^31',
      () => demo.post('/claim_transfer', { email: 'x@example.com', claim_id: ids.claim, widget_id: BIG }),
      invalid({ widget_id: ['invalid_value'] }),
    ],
    [
      'POST /notifications/2^31/mark_read',
      () => demo.post(`/notifications/${BIG}/mark_read`),
      invalid({ id: ['invalid_value'] }),
    ],
    ['POST /user/2^31', () => demo.post(`/user/${BIG}`, profile), invalid({ id: ['invalid_value'] })],
    [
      // The contract bounds tokens at 200 characters: its 422 answers, not the router's 414.
      'POST /two_factor_auth/<201 characters>',
      () => anonymous.post(`/two_factor_auth/${'a'.repeat(201)}`, { code: '123456' }),
      invalid({ token: ['too_long'] }),
    ],
    [
      'POST /user/2^31/password',
      () => demo.post(`/user/${BIG}/password`, resetPassword),
      invalid({ id: ['invalid_value'] }),
    ],
    [
      'POST /users/view_as/2^31 (admin)',
      () => admin.post(`/users/view_as/${BIG}`),
      invalid({ user_id: ['invalid_value'] }),
    ],
    [
      'POST /widgets/data/2^31',
      () => demo.post(`/widgets/data/${BIG}`, {}),
      invalid({ widgetId: ['invalid_value'] }),
    ],
    [
      'POST /widgets/2^31/settings (admin)',
      () => admin.post(`/widgets/${BIG}/settings`, { settings: '{}' }),
      invalid({ id: ['invalid_value'] }),
    ],
    [
      'DELETE /templates/2^31',
      () => demo.request('DELETE', `/templates/${BIG}`),
      invalid({ id: ['invalid_value'] }),
    ],
    [
      'card widget, claim_id 2^31',
      () => demo.post(`/widgets/data/${ids.card}`, { claim_id: BIG }),
      invalid({ claim_id: ['invalid_value'] }),
    ],
    [
      'grid, params.claim_id 2^31',
      () => grid({ params: { claim_id: BIG } }),
      invalid({ 'params.claim_id': ['invalid_value'] }),
    ],
    [
      'POST /password_reset/2^31/{code}',
      () => anonymous.post(`/password_reset/${BIG}/abc`, resetPassword),
      { status: 404, message: 'not_found' },
    ],
    [
      'grid, sort key __proto__',
      () => grid({ sort: { key: '__proto__', dir: 'asc' } }),
      invalid({ 'sort.key': ['invalid_value'] }),
    ],
    [
      'grid, sort key constructor',
      () => grid({ sort: { key: 'constructor', dir: 'asc' } }),
      invalid({ 'sort.key': ['invalid_value'] }),
    ],
    [
      'grid, sort key not sortable',
      () => grid({ sort: { key: 'nope', dir: 'desc' } }),
      invalid({ 'sort.key': ['invalid_value'] }),
    ],
    [
      'grid, filter key not filterable',
      () => grid({ filters: { amount: '1' } }),
      invalid({ 'filters.amount': ['invalid_value'] }),
    ],
    ['grid, page 2^62', () => grid({ page: 2 ** 62 }), invalid({ page: ['invalid_value'] })],
    [
      'grid, NUL in a filter',
      () => grid({ filters: { kind: `a${NUL}` } }),
      invalid({ 'filters.kind': ['invalid_character'] }),
    ],
    [
      'login, NUL in the password',
      () => anonymous.post('/login', { email: 'demo@example.com', password: `Demo${NUL}1234` }),
      invalid({ password: ['invalid_character'] }),
    ],
    [
      'profile, NUL in a name',
      () => demo.post(`/user/${ids.me}`, { ...profile, first_name: `Ju${NUL}lia` }),
      invalid({ first_name: ['invalid_character'] }),
    ],
    [
      'template, NUL in a passenger name',
      () => demo.post('/templates', { kind: 'passenger', ...passenger, last_name: NUL }),
      invalid({ last_name: ['invalid_character'] }),
    ],
    [
      'template, NUL in the account holder',
      () =>
        demo.post('/templates', { kind: 'bank_account', holder: `J${NUL}`, iban: 'DE89370400440532013000' }),
      invalid({ holder: ['invalid_character'] }),
    ],
    [
      'autocomplete, NUL (admin)',
      () => admin.post('/users/autocomplete', { first_name: `a${NUL}` }),
      invalid({ first_name: ['invalid_character'] }),
    ],
    [
      'tracking settings, an escaped NUL in the JSON (admin)',
      () =>
        admin.post('/settings', {
          Tracking: { settings: JSON.stringify({ heatmap: { enabled: true, site_id: `a${NUL}` } }) },
        }),
      invalid({ 'Tracking.settings.heatmap.site_id': ['invalid_character'] }),
    ],
    [
      'password reset, NUL in browser_lang',
      () => anonymous.post('/password_reset', { email: 'demo@example.com', browser_lang: `en${NUL}` }),
      invalid({ browser_lang: ['invalid_character'] }),
    ],
    [
      'two-factor token with NUL',
      () => anonymous.post('/two_factor_auth/a%00b', { code: '123456' }),
      invalid({ token: ['invalid_character'] }),
    ],
    [
      'claim-edit, NUL in the airline',
      () => edit({ flight: { ...flight, airline: `L${NUL}H` } }),
      invalid({ 'changes.flight.airline': ['invalid_character'] }),
    ],
    [
      'create-claim, NUL in a passenger',
      () => create({ passengers: [{ ...passenger, first_name: NUL }] }),
      invalid({ 'claim.passengers.0.first_name': ['invalid_character'] }),
    ],
    [
      'profile, a blank first name',
      () => demo.post(`/user/${ids.me}`, { ...profile, first_name: '   ' }),
      invalid({ first_name: ['required'] }),
    ],
    [
      'profile, a 10,000-character last name',
      () => demo.post(`/user/${ids.me}`, { ...profile, last_name: 'x'.repeat(10_000) }),
      invalid({ last_name: ['too_long'] }),
    ],
    [
      'template, a blank passenger name',
      () => demo.post('/templates', { kind: 'passenger', ...passenger, first_name: ' ' }),
      invalid({ first_name: ['required'] }),
    ],
    [
      'template, a blank account holder',
      () => demo.post('/templates', { kind: 'bank_account', holder: '\t ', iban: 'DE89370400440532013000' }),
      invalid({ holder: ['required'] }),
    ],
    [
      'claim-edit, a blank airline',
      () => edit({ flight: { ...flight, airline: '  ' } }),
      invalid({ 'changes.flight.airline': ['required'] }),
    ],
    [
      'create-claim, a blank passenger name',
      () => create({ passengers: [{ ...passenger, last_name: ' ' }] }),
      invalid({ 'claim.passengers.0.last_name': ['required'] }),
    ],
    [
      'create-claim, a 10,000-character passenger name',
      () => create({ passengers: [{ ...passenger, first_name: 'x'.repeat(10_000) }] }),
      invalid({ 'claim.passengers.0.first_name': ['too_long'] }),
    ],
  ];

  it.each(cases)('%s → 4xx with a translated message, nothing written', async (_name, send, expected) => {
    const before = await storedState(server.db);
    const res = await send();
    const { status, ...body } = expected;
    expect({ status: res.status, json: res.json }).toEqual({ status, json: body });
    const codes = [
      String(res.json.message),
      ...Object.values(('errors' in body ? body.errors : {}) as object).flat(),
    ];
    for (const words of translated) expect(codes.filter((c) => !words.has(c))).toEqual([]);
    expect(await storedState(server.db)).toBe(before);
  });

  it('still accepts the largest int4 id, the last int4 page and trims names', async () => {
    expect(await demo.get(`/claim_transfer/${BIG - 1}`)).toMatchObject({
      status: 404,
      json: { message: 'not_found' },
    });
    expect(await grid({ page: BIG - 1 })).toMatchObject({ status: 200, json: { rows: [], page: BIG - 1 } });
    const saved = await demo.post(`/user/${ids.me}`, { ...profile, first_name: '  Julia ' });
    expect(saved).toMatchObject({ status: 200, json: { first_name: 'Julia' } });
  });
});
