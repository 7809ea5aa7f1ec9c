import { z } from 'zod';
import type { TreeName } from '../../contract';
import type { RouterContext } from '../router-context';

/** A claim id in a path: a positive integer; anything else can only be "not found" (-1). */
export const claimParam = z.coerce.number().int().positive().max(999_999_999).catch(-1);

/**
 * The loader of a dashboard page made of a widget tree: fetches the tree (once per visit) while the
 * page's code loads, then starts the data its widgets will ask for (the claim lists, the page's
 * claim). A tree that fails to load is left to the page, which says so. The widget queries load
 * with the first dashboard page, not with the login page. `loading`: what the page loads meanwhile
 * that its widgets' data may come with (a claim page's parts), waited for first.
 */
export async function loadWidgetPage(
  { queryClient }: RouterContext,
  treeId: TreeName,
  claimId?: number,
  loading?: Promise<unknown>,
) {
  const { prefetchWidgetData, treeQuery } = await import('../api/widgets');
  const [tree] = await Promise.all([
    queryClient.ensureQueryData(treeQuery(treeId)).catch(() => null),
    loading,
  ]);
  if (tree) prefetchWidgetData(queryClient, tree.widgets, claimId);
}
