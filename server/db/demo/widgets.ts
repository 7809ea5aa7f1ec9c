import type { WidgetType } from '../../../contract';

/** A widget to seed: settings become the JSON string the SPA receives. */
export type WidgetSeed = { type: WidgetType; settings?: Record<string, unknown>; children?: WidgetSeed[] };

const str = { type: 'string' } as const;

/** JSON Schema of each type's settings, for the admin settings form (the SPA checks the same shapes with zod). */
export const SETTINGS_SCHEMAS: Record<WidgetType, Record<string, unknown>> = {
  text: {
    type: 'object',
    properties: { key: str, as: { enum: ['p', 'h2', 'h3'] } },
    required: ['key'],
  },
  row: { type: 'object', properties: { gap: { enum: ['small', 'large'] } } },
  html: {
    type: 'object',
    properties: { html: { oneOf: [str, { type: 'object', additionalProperties: str }] } },
    required: ['html'],
  },
  button: {
    type: 'object',
    properties: { label: str, path: str, variant: { enum: ['primary', 'secondary'] } },
    required: ['label', 'path'],
  },
  grid: {
    type: 'object',
    properties: { resource: str, per_page: { type: 'integer', minimum: 1, maximum: 100 }, title: str },
    required: ['resource'],
  },
  stepper: { type: 'object', properties: { source: { enum: ['claim'] }, title: str } },
  card: {
    type: 'object',
    properties: { title: str, text: str, content: { enum: ['claim', 'templates'] } },
  },
  cardlist: {
    type: 'object',
    properties: {
      items: { type: 'array', items: { type: 'object', properties: { title: str, content: str } } },
      accordion: { type: 'boolean' },
      searchable: { type: 'boolean' },
    },
    required: ['items'],
  },
  'create-claim': {
    type: 'object',
    properties: {
      scopes: { type: 'array', items: { enum: ['fairplane', 'ticket_refund', 'luggage_refund'] } },
    },
  },
  'claim-list': {
    type: 'object',
    properties: { status: { enum: ['active', 'closed', 'all'] }, view: { enum: ['list', 'summary'] } },
    required: ['status'],
  },
  'claim-edit': {
    type: 'object',
    properties: { pages: { type: 'array', items: { enum: ['flight', 'passengers'] } } },
  },
};

const text = (key: string, as: 'p' | 'h2' = 'p'): WidgetSeed => ({ type: 'text', settings: { key, as } });
const page = (id: string, ...body: WidgetSeed[]): [string, WidgetSeed[]] => [
  id,
  [{ type: 'row', children: body }],
];
const start = (scope: string): WidgetSeed => ({
  type: 'button',
  settings: { label: `start.${scope}`, path: `/new_contract/${scope}`, variant: 'primary' },
});

const FAQ = ['delay', 'cancellation', 'fees', 'documents', 'duration', 'transfer'];

/** One tree per dashboard page (SPEC §2). Texts are i18n keys the SPA translates. */
export const WIDGET_TREES: [string, WidgetSeed[]][] = [
  page(
    'overview',
    { type: 'claim-list', settings: { status: 'all', view: 'summary' } },
    {
      type: 'row',
      settings: { gap: 'small' },
      children: ['fairplane', 'ticket_refund', 'luggage_refund'].map(start),
    },
  ),
  page('active_contracts', { type: 'claim-list', settings: { status: 'active' } }),
  page('closed_contracts', { type: 'claim-list', settings: { status: 'closed' } }),
  page(
    'contract',
    { type: 'card', settings: { title: 'contract.details', content: 'claim' } },
    { type: 'stepper', settings: { source: 'claim', title: 'contract.status_history' } },
    { type: 'grid', settings: { resource: 'payments', per_page: 10, title: 'payments.title' } },
    { type: 'button', settings: { label: 'contract.edit', path: '/contract_claim/:claim' } },
  ),
  page('contract_claim', { type: 'claim-edit', settings: { pages: ['flight', 'passengers'] } }),
  page('new_contract', text('new_contract.intro'), {
    type: 'create-claim',
    settings: { scopes: ['fairplane', 'ticket_refund', 'luggage_refund'] },
  }),
  page(
    'faq',
    {
      type: 'cardlist',
      settings: {
        accordion: true,
        searchable: true,
        items: FAQ.map((k) => ({ title: `faq.${k}.question`, content: `faq.${k}.answer` })),
      },
    },
    {
      type: 'html',
      settings: {
        html: {
          de_DE:
            '<p>Noch Fragen? Schreiben Sie uns an <a href="mailto:service@example.com">service@example.com</a>.</p>',
          en_GB:
            '<p>Still have questions? Write to <a href="mailto:service@example.com">service@example.com</a>.</p>',
          fr_FR:
            '<p>D’autres questions ? Écrivez-nous à <a href="mailto:service@example.com">service@example.com</a>.</p>',
          it_IT:
            '<p>Altre domande? Scriveteci a <a href="mailto:service@example.com">service@example.com</a>.</p>',
          nl_NL:
            '<p>Nog vragen? Schrijf ons op <a href="mailto:service@example.com">service@example.com</a>.</p>',
        },
      },
    },
  ),
  page('account_details', { type: 'card', settings: { title: 'account.login_data' } }),
  page('account_data', text('account_data.intro'), { type: 'card', settings: { content: 'templates' } }),
  page('claim_transfer', { type: 'card', settings: { title: 'claim_transfer.title' } }),
];
