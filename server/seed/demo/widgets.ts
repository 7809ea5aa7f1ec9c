import { SCOPES, type Scope, type SettingsInputOf, type TreeName, type WidgetType } from '../../../contract';

/** A widget to seed: its settings (checked against the type's schema) become the JSON string the SPA receives. */
export type WidgetSeed = {
  [T in WidgetType]: { type: T; settings?: SettingsInputOf<T>; children?: WidgetSeed[] };
}[WidgetType];

const text = (key: string, as: 'p' | 'h2' = 'p'): WidgetSeed => ({ type: 'text', settings: { key, as } });
const page = (...body: WidgetSeed[]): WidgetSeed[] => [{ type: 'row', children: body }];
const start = (scope: Scope): WidgetSeed => ({
  type: 'button',
  settings: { label: `start.${scope}`, path: `/new_contract/${scope}`, variant: 'primary' },
});

const FAQ = ['delay', 'cancellation', 'fees', 'documents', 'duration', 'transfer'];

/** One tree per widget page (SPEC §2), in the order they are seeded. Texts are i18n keys the SPA translates. */
export const WIDGET_TREES: Record<TreeName, WidgetSeed[]> = {
  overview: page(
    { type: 'claim-list', settings: { status: 'all', view: 'summary' } },
    {
      type: 'row',
      settings: { gap: 'small' },
      children: SCOPES.map(start),
    },
  ),
  active_contracts: page({ type: 'claim-list', settings: { status: 'active' } }),
  closed_contracts: page({ type: 'claim-list', settings: { status: 'closed' } }),
  contract: page(
    { type: 'card', settings: { title: 'contract.details', content: 'claim' } },
    { type: 'stepper', settings: { source: 'claim', title: 'contract.status_history' } },
    { type: 'grid', settings: { resource: 'payments', per_page: 10, title: 'payments.title' } },
    { type: 'button', settings: { label: 'contract.edit', path: '/contract_claim/:claim' } },
  ),
  contract_claim: page({ type: 'claim-edit', settings: { pages: ['flight', 'passengers'] } }),
  new_contract: page(text('new_contract.intro'), {
    type: 'create-claim',
    settings: { scopes: ['fairplane', 'ticket_refund', 'luggage_refund'] },
  }),
  faq: page(
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
  account_data: page(text('account_data.intro'), { type: 'card', settings: { content: 'templates' } }),
};
