import { z } from 'zod';

export const WIDGET_TYPES = [
  'text',
  'row',
  'html',
  'button',
  'grid',
  'stepper',
  'card',
  'cardlist',
  'create-claim',
  'claim-list',
  'claim-edit',
] as const;
export const WidgetType = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof WidgetType>;

/**
 * The dashboard pages built from a widget tree: the seed creates one tree each, their routes render
 * it and the back office edits it.
 */
export const TREE_IDS = [
  'overview',
  'active_contracts',
  'closed_contracts',
  'new_contract',
  'faq',
  'account_data',
  'contract',
  'contract_claim',
] as const;
export type TreeName = (typeof TREE_IDS)[number];

/** A tree id in a request path: any well-formed name (an unknown tree answers 404). */
export const TreeId = z.string().regex(/^[a-z0-9_-]{1,64}$/);
