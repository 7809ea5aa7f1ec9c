import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addIssues } from './field-errors';
import { PortalPath, widgetSettings as s } from './widget-settings';

const errorsOf = (schema: z.ZodTypeAny, value: unknown) =>
  addIssues({}, schema.safeParse(value).error?.issues ?? [], { rootKey: 'value' });
const accepts = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).success;

describe('PortalPath: a button leads into the portal, nowhere else', () => {
  it('takes portal routes, with :claim and :scope filled in later', () => {
    for (const path of [
      '/',
      '/new_contract',
      '/new_contract/luggage_refund',
      '/contract/:scope/:claim',
      '/a-b_C9',
    ])
      expect(accepts(PortalPath, path), path).toBe(true);
  });

  it('refuses other origins, queries and non-paths, telling the admin what it wants', () => {
    for (const path of [
      '',
      'faq',
      'https://evil.example/x',
      'javascript:alert(1)//x',
      '/faq?x=1',
      '/a b',
      '/faq#top',
    ])
      expect(
        PortalPath.safeParse(path).error?.issues.map((i) => i.message),
        path,
      ).toEqual(['a portal path such as /new_contract']);
  });
});

describe('widget settings: each type’s shape and defaults (SPEC §3)', () => {
  it('text: an i18n key of 1–200 characters, a paragraph unless h2 or h3', () => {
    expect(s.text.parse({ key: 'faq.intro' })).toEqual({ key: 'faq.intro', as: 'p' });
    for (const as of ['p', 'h2', 'h3']) expect(s.text.parse({ key: 'k', as }).as).toBe(as);
    expect(s.text.parse({ key: 'k'.repeat(200) }).key).toHaveLength(200);
    expect(errorsOf(s.text, { key: '', as: 'h1' })).toEqual({ key: ['required'], as: ['invalid_value'] });
    expect(errorsOf(s.text, { key: 'k'.repeat(201) })).toEqual({ key: ['too_long'] });
  });

  it('row: a large gap unless small', () => {
    expect(s.row.parse({})).toEqual({ gap: 'large' });
    expect(s.row.parse({ gap: 'small' })).toEqual({ gap: 'small' });
    expect(accepts(s.row, { gap: 'medium' })).toBe(false);
  });

  it('html: one text or one per locale, each at most 50,000 characters', () => {
    const html = '<p>Hallo</p>';
    expect(s.html.parse({ html })).toEqual({ html });
    expect(s.html.parse({ html: { de_DE: html, en_GB: html } })).toEqual({
      html: { de_DE: html, en_GB: html },
    });
    expect(accepts(s.html, { html: 'x'.repeat(50_000) })).toBe(true);
    expect(accepts(s.html, { html: 'x'.repeat(50_001) })).toBe(false);
    expect(accepts(s.html, { html: { de_DE: 'x'.repeat(50_001) } })).toBe(false);
  });

  it('button: a label, a portal path, secondary unless primary', () => {
    const button = { label: 'start_claim', path: '/new_contract' };
    expect(s.button.parse(button)).toEqual({ ...button, variant: 'secondary' });
    expect(s.button.parse({ ...button, variant: 'primary' }).variant).toBe('primary');
    expect(errorsOf(s.button, { ...button, path: 'https://evil.example/', variant: 'cta' })).toEqual({
      path: ['invalid_value'],
      variant: ['invalid_value'],
    });
  });

  it('grid: 10 rows a page unless 1 to 100', () => {
    expect(s.grid.parse({ resource: 'claims' })).toEqual({ resource: 'claims', per_page: 10 });
    for (const per_page of [1, 100])
      expect(s.grid.parse({ resource: 'claims', per_page }).per_page).toBe(per_page);
    for (const per_page of [0, 101, 2.5])
      expect(errorsOf(s.grid, { resource: 'claims', per_page }), String(per_page)).toEqual({
        per_page: ['invalid_value'],
      });
  });

  it('stepper: follows the claim', () => {
    expect(s.stepper.parse({})).toEqual({ source: 'claim' });
    expect(s.stepper.parse({ source: 'claim', title: 'steps' })).toEqual({ source: 'claim', title: 'steps' });
    expect(accepts(s.stepper, { source: 'templates' })).toBe(false);
  });

  it('card: an optional title and text, showing the claim or the templates', () => {
    for (const content of ['claim', 'templates'] as const)
      expect(s.card.parse({ title: 't', text: 'x', content })).toEqual({ title: 't', text: 'x', content });
    expect(s.card.parse({})).toEqual({});
    expect(accepts(s.card, { content: 'faq' })).toBe(false);
  });

  it('cardlist: up to 200 items of title and content, neither accordion nor searchable unless asked', () => {
    const items = [{ title: 'faq.q1', content: 'faq.a1' }];
    expect(s.cardlist.parse({ items })).toEqual({ items, accordion: false, searchable: false });
    expect(s.cardlist.parse({ items, accordion: true, searchable: true })).toMatchObject({
      accordion: true,
      searchable: true,
    });
    expect(accepts(s.cardlist, { items: Array(200).fill(items[0]) })).toBe(true);
    expect(accepts(s.cardlist, { items: Array(201).fill(items[0]) })).toBe(false);
  });

  it('create-claim: all three scopes (SPEC §1) unless some are chosen, never none', () => {
    expect(s['create-claim'].parse({})).toEqual({ scopes: ['fairplane', 'ticket_refund', 'luggage_refund'] });
    expect(s['create-claim'].parse({ scopes: ['luggage_refund'] })).toEqual({ scopes: ['luggage_refund'] });
    expect(accepts(s['create-claim'], { scopes: [] })).toBe(false);
    expect(accepts(s['create-claim'], { scopes: ['holiday'] })).toBe(false);
  });

  it('claim-list: active, closed or all claims (required), as a list unless a summary', () => {
    for (const status of ['active', 'closed', 'all'] as const)
      expect(s['claim-list'].parse({ status })).toEqual({ status, view: 'list' });
    expect(s['claim-list'].parse({ status: 'all', view: 'summary' }).view).toBe('summary');
    expect(errorsOf(s['claim-list'], {})).toEqual({ status: ['required'] });
    expect(errorsOf(s['claim-list'], { status: 'open', view: 'grid' })).toEqual({
      status: ['invalid_value'],
      view: ['invalid_value'],
    });
  });

  it('claim-edit: the flight and passengers pages unless some are chosen, never none', () => {
    expect(s['claim-edit'].parse({})).toEqual({ pages: ['flight', 'passengers'] });
    expect(s['claim-edit'].parse({ pages: ['passengers'] })).toEqual({ pages: ['passengers'] });
    expect(accepts(s['claim-edit'], { pages: [] })).toBe(false);
    expect(accepts(s['claim-edit'], { pages: ['payout'] })).toBe(false);
  });
});
