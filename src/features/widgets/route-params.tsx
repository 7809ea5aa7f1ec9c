import { createContext, useContext } from 'react';
import type { ClaimActionName } from '../../../contract';

/**
 * The page's route parameters that widgets read (claim id, scope, page of a multi-page widget)
 * and, on a claim's page, the actions the claim allows now (absent: all).
 */
export type WidgetRouteParams = {
  claimId?: number;
  scope?: string;
  page?: string;
  allowedActions?: readonly ClaimActionName[];
};

const Ctx = createContext<WidgetRouteParams>({});
export const WidgetRouteProvider = Ctx.Provider;
export const useWidgetRoute = () => useContext(Ctx);

/** Fills `:claim` / `:scope` in a configured path from the page's parameters. */
export function fillPath(path: string, params: WidgetRouteParams): string {
  return path
    .replace(':claim', params.claimId === undefined ? '' : String(params.claimId))
    .replace(':scope', params.scope ?? '')
    .replace(/\/+$/, '');
}
