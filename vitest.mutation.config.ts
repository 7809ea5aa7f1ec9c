import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The suites mutation testing (stryker.config.mjs) runs against each mutant: the `unit` project
 * without its source-reading guards (tests/guards, tools), and the `ui` project. Browser, Pact,
 * path and crash suites are left out: too slow to run per mutant.
 */
const projects = (base.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object' || !('test' in project) || !project.test) return [];
  if (project.test.name === 'unit') {
    const include = (project.test.include ?? []).filter((glob) => !/^(tests\/guards|tools)\//.test(glob));
    return [{ ...project, test: { ...project.test, include } }];
  }
  return project.test.name === 'ui' ? [project] : [];
});

export default defineConfig({ test: { projects } });
