import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Claim,
  ClaimChanges,
  ClaimListData,
  NewClaimInput,
  MessageCode,
  PageNotice,
  PassengerDependents,
  Scope,
  Widget,
  WidgetDataPayloadInput,
  WidgetTree,
} from '../../contract';
import { body200, refusal, refuse, type Result, unexpected } from './answer';
import { api } from './client';

/**
 * Every widget query key. Claim queries start with ['claim', id] so a save refreshes all of a
 * claim's widgets; a claim is one entry whichever widget shows it (every claim widget answers the
 * same claim), so a page with two of them loads it once.
 */
export const widgetKeys = {
  all: ['widgets'] as const,
  tree: (treeId: string) => ['widgets', 'tree', treeId] as const,
  /** Every widget's data (claim lists). */
  data: ['widgets', 'data'] as const,
  claimList: (widgetId: number) => ['widgets', 'data', widgetId] as const,
  claims: (claimId: number) => ['claim', claimId] as const,
  claim: (claimId: number) => ['claim', claimId, 'details'] as const,
};

/** GET /widgets/tree/{treeId}: a page's widget tree, cached for the session. */
export const treeQuery = (treeId: string) =>
  queryOptions({
    queryKey: widgetKeys.tree(treeId),
    queryFn: async (): Promise<WidgetTree> =>
      body200('GET /widgets/tree/{treeId}', await api().widgets.tree({ params: { treeId } })),
    staleTime: Infinity,
  });

const dataCall = (widgetId: number, body: WidgetDataPayloadInput) =>
  api().widgets.data({ params: { widgetId }, body });

/** A page of a claim list: its claims, the next page's cursor (null on the last), total and counts. */
export type ClaimListPage = Omit<ClaimListData, 'type'>;

/** POST /widgets/data/{id} {cursor?}: one page of a claim list (the first without a cursor). */
export async function claimListPage(widgetId: number, cursor?: string): Promise<ClaimListPage> {
  // JSON leaves `cursor: undefined` out: the first page's body is `{}`.
  const res = await dataCall(widgetId, { cursor });
  const data = body200('POST /widgets/data/{id}', res).data;
  if (data.type !== 'claim-list') return unexpected('POST /widgets/data/{id} (claim-list)', res);
  const { type: _type, ...page } = data;
  return page;
}

/** A claim list, a page at a time: the first page on first use, the next on fetchNextPage(). */
export const claimListQuery = (widgetId: number) =>
  infiniteQueryOptions({
    queryKey: widgetKeys.claimList(widgetId),
    queryFn: ({ pageParam }) => claimListPage(widgetId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The claim-list widgets of a widget tree, nested ones included. */
const claimListWidgets = (widgets: Widget[]): Widget[] =>
  widgets.flatMap((w) => [...(w.type === 'claim-list' ? [w] : []), ...claimListWidgets(w.children)]);

/**
 * Whether a claim on the overview needs the customer now: a claim of the first page of one of the
 * overview tree's claim lists (what the overview shows) with `action_needed` (the lifecycle's next
 * steps, as the overview's "Needs you now" and the cards' "Action needed" read it). Loads the tree
 * and those pages into the cache the overview then renders from.
 */
export async function overviewNeedsCustomer(queryClient: QueryClient): Promise<boolean> {
  const tree = await queryClient.fetchQuery(treeQuery('overview'));
  const lists = await Promise.all(
    claimListWidgets(tree.widgets).map((w) => queryClient.fetchInfiniteQuery(claimListQuery(w.id))),
  );
  return lists.some((list) => list.pages[0]?.claims.some((c) => c.action_needed));
}

/** The claim is missing or someone else's (a 404). */
export class ClaimNotFound extends Error {}

/**
 * POST /widgets/data/{id} {claim_id}: the session user's claim through a widget (through the first
 * that asks: the claim is the same through each); 404 → ClaimNotFound.
 */
export const claimQuery = (widgetId: number, claimId: number) =>
  queryOptions({
    queryKey: widgetKeys.claim(claimId),
    queryFn: async (): Promise<Claim> => {
      const res = await dataCall(widgetId, { claim_id: claimId });
      if (res.status === 404) throw new ClaimNotFound();
      const data = body200('POST /widgets/data/{id}', res).data;
      if (data.type !== 'claim') return unexpected('POST /widgets/data/{id} (claim)', res);
      return data.claim;
    },
  });

/** POST /widgets/data/{id} {action: create}: a new claim; the claim lists load again. */
export async function createClaim(
  queryClient: QueryClient,
  widgetId: number,
  claim: NewClaimInput,
): Promise<Result<{ id: number; scope: Scope }>> {
  const res = await dataCall(widgetId, { action: 'create', claim });
  if (res.status === 422) return refuse(res);
  if (res.status !== 200 || res.body.data.type !== 'claim')
    return unexpected('POST /widgets/data/{id} (create)', res);
  void queryClient.invalidateQueries({ queryKey: widgetKeys.data });
  return { ok: true, value: { id: res.body.data.claim.id, scope: res.body.data.claim.scope } };
}

/** A refused claim save; a 409 passenger_has_dependents names the passengers it would remove and what goes with them. */
export type ClaimSaveRefusal = { dependents?: PassengerDependents[] };

/**
 * POST /widgets/data/{id} {claim_id, changes}: saves a claim's edits; the claim's widgets and the
 * claim lists are loaded again before it answers. Refused: field errors (422) or a 409 (claim_closed,
 * action_not_allowed, passenger_has_dependents with its `dependents`).
 */
export async function saveClaimChanges(
  queryClient: QueryClient,
  widgetId: number,
  claimId: number,
  changes: ClaimChanges,
): Promise<Result<null, MessageCode, ClaimSaveRefusal>> {
  const res = await dataCall(widgetId, { claim_id: claimId, changes });
  if (res.status === 422) return refuse(res);
  if (res.status === 409) {
    const { refused } = refuse(res);
    const { dependents } = res.body;
    return refusal<MessageCode, ClaimSaveRefusal>(dependents ? { ...refused, dependents } : refused);
  }
  if (res.status !== 200) return unexpected('POST /widgets/data/{id} (changes)', res);
  await queryClient.invalidateQueries({ queryKey: widgetKeys.claims(claimId) });
  await queryClient.invalidateQueries({ queryKey: widgetKeys.data });
  return { ok: true, value: null };
}

/** Admin: POST /widgets/{id}/settings (a JSON string); every page and widget's data loads again with it. */
export async function saveWidgetSettings(
  queryClient: QueryClient,
  widgetId: number,
  settings: string,
): Promise<Result<Widget>> {
  const res = await api().widgets.saveSettings({ params: { id: widgetId }, body: { settings } });
  if (res.status === 422) return refuse(res);
  if (res.status !== 200) return unexpected('POST /widgets/{id}/settings', res);
  void queryClient.invalidateQueries({ queryKey: widgetKeys.all });
  return { ok: true, value: res.body };
}

/** Admin: POST /widgets/tree/{treeId}/notice: sets (null: removes) a page's notice; the cached tree follows. */
export async function saveTreeNotice(
  queryClient: QueryClient,
  treeId: string,
  notice: PageNotice | null,
): Promise<Result<WidgetTree>> {
  const res = await api().widgets.saveNotice({ params: { treeId }, body: { notice } });
  if (res.status === 200) {
    queryClient.setQueryData(widgetKeys.tree(treeId), res.body);
    return { ok: true, value: res.body };
  }
  if (res.status === 422) return refuse(res);
  return unexpected('POST /widgets/tree/{treeId}/notice', res);
}

/**
 * Starts the data queries a page's widgets would start as they render (claim lists, the page's
 * claim), so a route loader runs them while the widgets' code loads.
 */
export function prefetchWidgetData(queryClient: QueryClient, widgets: Widget[], claimId: number | undefined) {
  for (const w of widgets) {
    if (w.type === 'claim-list') void queryClient.prefetchInfiniteQuery(claimListQuery(w.id));
    if ((w.type === 'stepper' || w.type === 'claim-edit') && claimId !== undefined)
      void queryClient.prefetchQuery(claimQuery(w.id, claimId));
    prefetchWidgetData(queryClient, w.children, claimId);
  }
}
