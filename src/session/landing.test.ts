import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { overviewNeedsCustomer } from '../api/widgets';
import { json, stubFetch } from '../testing/api-fetch';
import { landingAfterSignIn } from './landing';

describe('landingAfterSignIn', () => {
  const asked = (answer: boolean | Error) =>
    vi.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));

  it('a customer: the overview when a claim needs them, else the active contracts', async () => {
    expect(await landingAfterSignIn(null, false, asked(true))).toBe('/overview');
    expect(await landingAfterSignIn(null, false, asked(false))).toBe('/active_contracts');
    expect(await landingAfterSignIn('//evil.example', false, asked(true))).toBe('/overview');
  });

  it('claims that cannot be loaded: the active contracts', async () => {
    expect(await landingAfterSignIn(null, false, asked(new Error('offline')))).toBe('/active_contracts');
  });

  it('an explicit safe redirect wins, and the claims are not asked', async () => {
    const ask = asked(true);
    expect(await landingAfterSignIn('/faq', false, ask)).toBe('/faq');
    expect(ask).not.toHaveBeenCalled();
  });

  it('an admin keeps the active contracts, and the claims are not asked', async () => {
    const ask = asked(true);
    expect(await landingAfterSignIn(null, true, ask)).toBe('/active_contracts');
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('overviewNeedsCustomer (GET /widgets/tree/overview, then POST /widgets/data/{id} per claim list)', () => {
  /** Widgets and claims as contract/widget.ts and contract/claim-list.ts describe them (only what is read). */
  const widget = (id: number, type: string, children: unknown[] = []) => ({
    id,
    type,
    settings: '{}',
    settings_schema: {},
    children,
  });
  const page = (...actionNeeded: boolean[]) => ({
    data: {
      type: 'claim-list',
      claims: actionNeeded.map((action_needed, i) => ({ id: i + 1, action_needed })),
      next_cursor: null,
      total: actionNeeded.length,
      counts: [],
    },
  });
  let api: ReturnType<typeof stubFetch>;
  const answers = (tree: unknown[], pages: Record<number, ReturnType<typeof page>>) =>
    api.fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/widgets/tree/overview'))
        return json(200, { id: 'overview', notice: null, widgets: tree });
      const id = Number(url.split('/').pop());
      return json(200, pages[id]);
    });
  const urls = () => api.fetchMock.mock.calls.map(([input]) => String(input));
  beforeEach(() => {
    api = stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('true when a claim on a claim list of the overview needs the customer (nested lists too)', async () => {
    answers([widget(1, 'row', [widget(7, 'claim-list')]), widget(2, 'text')], { 7: page(false, true) });
    const queryClient = createQueryClient();
    expect(await overviewNeedsCustomer(queryClient)).toBe(true);
    expect(urls()).toEqual(['/widgets/tree/overview', '/widgets/data/7']);
    // The overview then renders from the same cache.
    expect(queryClient.getQueryData(['widgets', 'data', 7])).toBeDefined();
  });

  it('false when no claim there needs them', async () => {
    answers([widget(7, 'claim-list'), widget(8, 'claim-list')], { 7: page(false), 8: page() });
    expect(await overviewNeedsCustomer(createQueryClient())).toBe(false);
    expect(urls().sort()).toEqual(['/widgets/data/7', '/widgets/data/8', '/widgets/tree/overview']);
  });

  it('false, without asking for claims, when the overview shows no claim list', async () => {
    answers([widget(2, 'text')], {});
    expect(await overviewNeedsCustomer(createQueryClient())).toBe(false);
    expect(urls()).toEqual(['/widgets/tree/overview']);
  });
});
