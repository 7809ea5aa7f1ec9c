import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from './vitest.config';

type Folder = 'machines' | 'contract' | 'server/auth' | 'src/api';

/**
 * The suites mutation testing (stryker.config.mjs) runs against each mutant, per mutated folder
 * (`MUTATE`, as in stryker.config.mjs; all four when unset). A folder is measured by the tests
 * written for it, so its score says how well those tests pin it down:
 * - machines: the machines' own tests (SPEC scenarios and machine-level paths) and the guard that
 *   the committed path catalogue (QA's reviewed test cases, with each state's `meta.ui`) is what they generate;
 * - server/auth: its unit tests and the route, HTTP and security tests of sign-in, sessions, view-as (admin),
 *   CSRF, passkeys, lock-out and rate limits (each starts an app on PGlite, so the list is kept to them);
 * - contract: its unit tests and the guard that the committed openapi.json (what backend teams
 *   read) is what it generates: a schema's shape is in openapi.json, its checks and helpers are
 *   tested in contract/ (the server's validation tests start apps, 23 s per mutant, and test the
 *   server's use of the schemas rather than the schemas);
 * - src/api: the `unit` and `ui` projects and `pact-consumer`, which drives the real src/api
 *   functions against the Pact mock server. `pact-consumer` keeps its retries: pact-core's mock
 *   server can report a request it did answer as not received on a busy machine
 *   (vitest.config.ts); a mutant that changes a request fails every attempt. Its pact file is
 *   written under the sandbox Stryker copies the project into (pact/config.ts), never to the
 *   committed pact/pacts/.
 * Source-reading guards (tests/guards, tools), browser, provider, path and crash suites are left
 * out: too slow to run per mutant.
 */
const suites: Record<Folder, { unit?: string[]; security?: string[]; ui?: true; pact?: true }> = {
  machines: { unit: ['machines/**/*.test.ts', 'tests/guards/path-catalogue.test.ts'] },
  'server/auth': {
    unit: [
      'server/auth/**/*.test.ts',
      'server/http/{auth,csrf,access,trust-proxy,public-origin,socket-session}.test.ts',
      'server/routes/{admin,auth-*,link-sign-in,passkeys,payout-passkey,sessions,rate-limits}.test.ts',
    ],
    security: ['tests/security/authorization-matrix.test.ts'],
  },
  contract: {
    unit: ['contract/**/*.test.ts', 'tools/openapi.test.ts'],
  },
  'src/api': {
    unit: ['contract/**/*.test.ts', 'machines/**/*.test.ts', 'server/**/*.test.ts'],
    ui: true,
    pact: true,
  },
};

const chosen = (process.env.MUTATE?.split(',') ?? Object.keys(suites)).map(
  (f) => f.trim().replace(/\/$/, '') as Folder,
);
const wanted = (key: 'unit' | 'security') => [...new Set(chosen.flatMap((f) => suites[f]?.[key] ?? []))];

const projects = (base.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object' || !('test' in project) || !project.test) return [];
  const { name } = project.test;
  if (name === 'unit' || name === 'security') {
    const include = wanted(name);
    return include.length > 0 ? [{ ...project, test: { ...project.test, include } }] : [];
  }
  const flag = name === 'ui' ? 'ui' : name === 'pact-consumer' ? 'pact' : undefined;
  return flag && chosen.some((f) => suites[f]?.[flag]) ? [project] : [];
});

/**
 * Stryker stops a mutant's run at the first failing test file (one file at a time), so the order
 * decides how long a killed mutant takes. vitest runs the slowest files first; here the file that
 * failed last (it likely kills the next mutant of the same code) runs first, then the fastest.
 * Most server/auth mutants run while apps start (in `beforeAll`), which Stryker counts as static:
 * each runs the whole suite until a file fails.
 */
class FastKillSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const result = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(
        `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`,
      );
    const rank = (spec: TestSpecification) => {
      const last = result(spec);
      return last?.failed ? -1 : (last?.duration ?? Number.MAX_SAFE_INTEGER);
    };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

// A test file that cannot load counts as a failed test (tools/mutation-load-failures.ts).
export default defineConfig({
  test: {
    projects,
    reporters: ['default', './tools/mutation-load-failures.ts'],
    sequence: { sequencer: FastKillSequencer },
  },
});
