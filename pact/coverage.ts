import { readFileSync } from 'node:fs';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from '../contract';
import { pactFiles } from './config';

export type ContractRoute = { id: string; method: string; path: string; statuses: number[] };
export type PactRequest = { description: string; method: string; path: string };

/** Every route of the contract, id = its key path (`auth.login`). */
export function contractRoutes(router: AppRouter = contract, prefix = ''): ContractRoute[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(value)) {
      const route = value as AppRoute;
      return [
        { id, method: route.method, path: route.path, statuses: Object.keys(route.responses).map(Number) },
      ];
    }
    return contractRoutes(value as AppRouter, id);
  });
}

/** The request of every interaction in the committed pacts. */
export function pactRequests(files = pactFiles()): PactRequest[] {
  return files.flatMap((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: { description: string; request?: { method: string; path: string } }[];
    };
    return (pact.interactions ?? []).flatMap((i) =>
      i.request ? [{ description: i.description, method: i.request.method, path: i.request.path }] : [],
    );
  });
}

/** `/password_reset/:id/:code` → a regex for concrete paths. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);

/**
 * The contract route each pact request exercises. A concrete path may match
 * several patterns (`/login/email` vs `/login/:redirect`): the one with the
 * fewest parameters wins.
 */
export function routeOf(
  req: { method: string; path: string },
  routes = contractRoutes(),
): ContractRoute | undefined {
  const params = (r: ContractRoute) => (r.path.match(/:/g) ?? []).length;
  return routes
    .filter((r) => r.method === req.method.toUpperCase() && pathPattern(r.path).test(req.path))
    .sort((a, b) => params(a) - params(b))[0];
}

/** Contract routes without any pact interaction, sorted by id. */
export function uncoveredRoutes(): ContractRoute[] {
  const routes = contractRoutes();
  const covered = new Set(pactRequests().map((r) => routeOf(r, routes)?.id));
  return routes.filter((r) => !covered.has(r.id)).sort((a, b) => a.id.localeCompare(b.id));
}
