import { createContext, useContext } from 'react';

/** The page's route parameters that widgets read (claim id, scope, page of a multi-page widget). */
export type WidgetRouteParams = { claimId?: number; scope?: string; page?: string };

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
