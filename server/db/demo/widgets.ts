import type { WidgetType } from '../../../contract';

/** A widget to seed: settings become the JSON string the SPA receives. */
export type WidgetSeed = { type: WidgetType; settings?: Record<string, unknown>; children?: WidgetSeed[] };

const str = { type: 'string' } as const;

/** JSON Schema of each type's settings, for the admin settings form. */
export const SETTINGS_SCHEMAS: Record<WidgetType, Record<string, unknown>> = {
  text: { type: 'object', properties: { key: str }, required: ['key'] },
  row: { type: 'object', properties: {} },
  html: { type: 'object', properties: { html: str }, required: ['html'] },
  button: { type: 'object', properties: { label: str, path: str }, required: ['label', 'path'] },
  grid: { type: 'object', properties: { resource: str }, required: ['resource'] },
  stepper: { type: 'object', properties: { steps: { type: 'array', items: str } } },
  card: { type: 'object', properties: { title: str, content: str } },
  cardlist: { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } } } },
  'create-claim': {
    type: 'object',
    properties: {
      scopes: { type: 'array', items: { enum: ['fairplane', 'ticket_refund', 'luggage_refund'] } },
    },
  },
  'claim-list': {
    type: 'object',
    properties: { status: { enum: ['active', 'closed'] } },
    required: ['status'],
  },
  'claim-edit': { type: 'object', properties: {} },
};

const title = (page: string): WidgetSeed => ({ type: 'text', settings: { key: `pages.${page}.title` } });
const page = (id: string, ...body: WidgetSeed[]): [string, WidgetSeed[]] => [
  id,
  [{ type: 'row', children: [title(id), ...body] }],
];

/** One tree per dashboard page (SPEC §2). Texts are i18n keys the SPA translates. */
export const WIDGET_TREES: [string, WidgetSeed[]][] = [
  page(
    'overview',
    { type: 'claim-list', settings: { status: 'active' } },
    { type: 'button', settings: { label: 'menu.new_contract', path: '/new_contract' } },
  ),
  page('active_contracts', { type: 'claim-list', settings: { status: 'active' } }),
  page('closed_contracts', { type: 'claim-list', settings: { status: 'closed' } }),
  page('contract', { type: 'card', settings: { title: 'claim.details' } }),
  page('contract_claim', { type: 'claim-edit' }),
  page('new_contract', {
    type: 'stepper',
    settings: { steps: ['flight', 'passengers', 'documents', 'summary'] },
    children: [
      { type: 'create-claim', settings: { scopes: ['fairplane', 'ticket_refund', 'luggage_refund'] } },
    ],
  }),
  page('faq', {
    type: 'cardlist',
    settings: {
      items: ['delay', 'cancellation', 'fees', 'documents', 'duration'].map((k) => ({
        title: `faq.${k}.question`,
        content: `faq.${k}.answer`,
      })),
    },
  }),
  page('account_details', { type: 'card', settings: { title: 'account.login_data' } }),
  page('account_data', { type: 'grid', settings: { resource: 'templates' } }),
  page('claim_transfer', { type: 'card', settings: { title: 'claim_transfer.title' } }),
];
