import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The suites mutation testing (stryker.config.mjs) runs against each mutant: the `unit` project
 * without its source-reading guards (tests/guards, tools), the `ui` project, and the
 * `pact-consumer` project, which drives the real src/api functions against the Pact mock server
 * (without it most of the SPA data layer has no covering test). `pact-consumer` keeps its
 * retries: pact-core's mock server can report a request it did answer as not received on a busy
 * machine (vitest.config.ts), which without a retry fails the initial run or counts a mutant as
 * killed (seen with retry 0); a mutant that changes a request fails every attempt, so a retry
 * costs only two more runs of the one failing test (Stryker bails at the first). Its globalSetup
 * stays (it starts a full run from an empty pact file); the pact file it writes is the one under
 * the sandbox Stryker copies the project into (pact/config.ts derives PACT_DIR from its own
 * location), so a mutant never changes the committed pact/pacts/. Browser, provider, path and
 * crash suites are left out: too slow to run per mutant.
 */
const projects = (base.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object' || !('test' in project) || !project.test) return [];
  if (project.test.name === 'unit') {
    const include = (project.test.include ?? []).filter((glob) => !/^(tests\/guards|tools)\//.test(glob));
    return [{ ...project, test: { ...project.test, include } }];
  }
  return project.test.name === 'ui' || project.test.name === 'pact-consumer' ? [project] : [];
});

export default defineConfig({ test: { projects } });
