import { z } from 'zod';
import type { TreeName } from '../../contract';
import type { RouterContext } from '../router-context';

/** A claim id in a path: a positive integer; anything else can only be "not found" (-1). */
export const claimParam = z.coerce.number().int().positive().max(999_999_999).catch(-1);

/**
 * The loader of a dashboard page made of a widget tree: fetches the tree (once per visit) while the
 * page's code loads, then starts the data its widgets will ask for (the claim lists, the page's
 * claim). A tree that fails to load is left to the page, which says so. The widget queries load
 * with the first dashboard page, not with the login page.
 */
export async function loadWidgetPage({ queryClient }: RouterContext, treeId: TreeName, claimId?: number) {
  const { prefetchWidgetData, treeQuery } = await import('../api/widgets');
  const tree = await queryClient.ensureQueryData(treeQuery(treeId)).catch(() => null);
  if (tree) prefetchWidgetData(queryClient, tree.widgets, claimId);
}
