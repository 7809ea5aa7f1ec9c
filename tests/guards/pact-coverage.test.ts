import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pactFiles } from '../../pact/config';
import { contractRoutes, pactRequests, routeOf, uncoveredRoutes } from '../../pact/coverage';

/** The status each committed interaction answers, by contract route id. */
function statusesByRoute(): Map<string, Set<number>> {
  const routes = contractRoutes();
  const map = new Map<string, Set<number>>();
  for (const file of pactFiles()) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: { request?: { method: string; path: string }; response?: { status: number } }[];
    };
    for (const { request, response } of pact.interactions ?? []) {
      const id = request && routeOf(request, routes)?.id;
      if (id && response) map.set(id, (map.get(id) ?? new Set()).add(response.status));
    }
  }
  return map;
}

describe('pact coverage of the contract', () => {
  it('has at least one pact interaction for every contract route', () => {
    const statuses = statusesByRoute();
    console.info(
      `${pactRequests().length} interactions cover ${statuses.size} of ${contractRoutes().length} contract routes ` +
        '(route: statuses with an interaction / statuses in the contract):\n' +
        contractRoutes()
          .map((r) => {
            const seen = [...(statuses.get(r.id) ?? [])].sort().join(',') || '-';
            return `  ${r.id.padEnd(28)} ${seen} / ${r.statuses.join(',')}`;
          })
          .join('\n'),
    );
    const missing = uncoveredRoutes().map((r) => `${r.id} (${r.method} ${r.path})`);
    expect(missing, 'contract routes without a pact interaction: add one in pact/consumer/').toEqual([]);
  });

  it('has no interaction outside the contract', () => {
    const strays = pactRequests().filter((req) => !routeOf(req));
    expect(strays).toEqual([]);
  });
});

describe('sessions in the pacts', () => {
  it("sends the verifier's session cookie in every interaction that starts signed in", () => {
    const signedIn = new Set(['the user is signed in', 'an admin views the portal as the customer']);
    const cookieless: string[] = [];
    for (const file of pactFiles()) {
      const pact = JSON.parse(readFileSync(file, 'utf8')) as {
        interactions?: {
          description: string;
          providerStates?: { name: string }[];
          request?: { headers?: Record<string, unknown> };
        }[];
      };
      for (const i of pact.interactions ?? []) {
        const headers = Object.keys(i.request?.headers ?? {}).map((h) => h.toLowerCase());
        if (i.request && i.providerStates?.some((s) => signedIn.has(s.name)) && !headers.includes('cookie'))
          cookieless.push(i.description);
      }
    }
    expect(
      cookieless,
      'a verifier sends no cookie it is not told to: use sessionHeaders or apiHeaders',
    ).toEqual([]);
  });
});
